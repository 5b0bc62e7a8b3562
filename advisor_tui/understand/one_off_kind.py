"""A schedule word naming the items' kind is no schedule of the job when the job is said to run once: "summaries for
the quarterly filings backlog … one-off or recurring? — one-off" (heldout82 #35) read a run every quarter from
"quarterly". "the monthly reports archive, a one-time job", "weekly newsletters from 2019–2024, one-off",
"把历年的季度报告一次性跑完" keep one run; "quarterly" said of the job ("we run it quarterly", "每个季度跑一次") stays a
schedule, and with no "one-off" said the adjective is left as read.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ONE_OFF = _lazy(r"(?<![a-z])(?:one-?off|one-?time|one-?shot|just once|only once|a single run)(?![a-z])"
                 r"|一次性|只跑一次|跑一次就(?:行|好|够)")
_KIND_WORD = _lazy(r"(?:quarterly|monthly|weekly|annual|yearly)\s(?!runs?|jobs?|batch|basis)[a-z]"
                   r"|(?:季度|月度|年度|每周)\s?(?:报告|報告|财报|財報|文件|简报|簡報)")


def drop_kind_schedule(r: _Reader) -> None:
    """After the repeats: a run count read from an item's adjective, beside "one-off", is dropped."""
    if not _ONE_OFF.search(r.t):
        return
    for f in r.found:
        if f.fact == "runs_per_month" and _KIND_WORD.match(r.t, f.start):
            f.fact = "_dropped"
            r.note(f"“{r.quote(f.start, f.end)}”: the kind of item, not a schedule — the job is said to run once",
                   f"“{r.quote(f.start, f.end)}”：说的是材料的种类，不是周期——任务说明只跑一次")
