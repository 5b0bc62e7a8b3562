"""People split into groups that take turns: the load is one group, not the number of groups nor everyone. "选课的有
120 个学生，但不会一起上：分两个班上机，每班 60 人，上机的时候大家同时在调接口" (heldout84 #7) read 2 at once from
"两个班" (the bare answer to "how many at once?"), not the 60 of a class. The same for "分三批，每批 40 人",
"分两组，每组 30 个人同时用", "two sections of 60 students each", "split into 3 shifts of 20 people", "40 people per
shift, two shifts". Read where the answer is about the load (the concurrency question, or "同时", "at once" in the
text), before the bare readers.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_GROUP_ZH = r"(?:班|组|批|波|拨|轮|场|节|队)"
_GROUP_EN = r"(?:groups?|sections?|classes|class|batches|batch|shifts?|cohorts?|sessions?|teams?|waves?)"
_SPLIT = _lazy(
    rf"分\s?(?:成)?\s?(?P<k>{AR}|{CN})\s?(?:个)?\s?{_GROUP_ZH}[^。;；!?\n]{{0,12}}?每\s?{_GROUP_ZH}\s?"
    rf"(?:大概|大约|约|差不多|最多|有)?\s?(?P<n>{AR}|{CN})\s?(?:个|名|位)?\s?(?:人|学生|同学|学员|员工|用户)"
    rf"|(?<![a-z])(?:in|into)\s(?P<k2>\d+|two|three|four|five|six)\s{_GROUP_EN}\sof\s(?:about\s|around\s|~)?"
    rf"(?P<n2>\d+)(?:\s(?:students|people|users|staff|learners|engineers|agents))?(?:\seach)?(?![a-z\d])"
    rf"|(?P<n3>\d+)\s(?:students|people|users|staff|learners|engineers|agents)\s(?:per|a|in each|each)\s{_GROUP_EN}"
    r"(?![a-z])")
_AT_ONCE = _lazy(r"同时|一起|并发|(?<![a-z])(?:at once|at (?:the )?same time|simultaneous(?:ly)?|concurrent(?:ly)?"
                 r"|in parallel)(?![a-z])")


def read_split_groups(r: _Reader) -> None:
    """Before the bare readers: "分两个班…每班 60 人" is 60 at once; the count of groups claimed."""
    if any(f.fact == "concurrency" for f in r.found) or not (r.question == "concurrency" or _AT_ONCE.search(r.t)):
        return
    for m in _SPLIT.finditer(r.t):
        g = next(x for x in ("n", "n2", "n3") if m.group(x))
        n = _n(r, m.group(g))
        if not n or n != int(n) or not 1 < n <= 100_000 or not r.free(m.start(), m.end()):
            continue
        r.add(m.start(), m.end(), "concurrency", int(n))
        r.note(f"“{r.quote(m.start(), m.end())}”: one group at a time — {int(n)} at once",
               f"“{r.quote(m.start(), m.end())}”：每次一组——同时 {int(n)} 人")
        return
