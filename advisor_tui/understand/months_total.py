"""A budget said as the whole of so many months: "三个月一共一万二吧" (heldout82 #1, answering the budget question) read
¥12,000 for the whole job and 90 days of use. The months said right before the total ("两个月总共八千", "三個月合計
一萬二", "半年加起来三万六") are the money's period, as budget_months.py reads "预算批了三个月，共 4.5 万": an N-th of
it a month, and no days of use. In English the months follow the money: "12k in total for three months", "about
9,000 over three months all in". A month's use said with its own verb ("租三个月，一共一万二": the rental's months)
keeps its days and its total.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_CN_DIGIT = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10, "十二": 12}
_EN_DIGIT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "nine": 9, "twelve": 12}
# the months, then the whole said of them: "三个月一共", "两个月总共", "半年加起来"; not after a verb of use
_MONTHS_THEN_TOTAL = _lazy(
    r"(?<![租用跑训要开])(?:(?P<n>十二|[两二三四五六七八九十]|\d{1,2})\s?个\s?月|(?P<half>半年))\s?(?:的话|下来)?\s?"
    r"(?:一共|总共|合计|总计|加起来|加一起|共计|全部)")
# (what may stand between the whole and the amount: "一共也就一万二", "总共能出八千")
_TO_AMOUNT = _lazy(r"\s?(?:(?:大概|大约|差不多|也就|就|能|可以|只能|只有)\s?)*"
                   r"(?:(?:花|出|给|批|掏|拿出?)\s?)?(?:个)?\s?")
# English: the money, then "in total for three months", "over three months all in", "for the three months combined"
_TOTAL_WORD = r"(?:in total|total|all in|altogether|combined)"
_TOTAL_FOR_MONTHS = _lazy(
    rf"\s?(?:{_TOTAL_WORD}\s)?(?:for|over|across)\s(?:the\s)?(?:next\s)?"
    r"(?P<e>two|three|four|five|six|nine|twelve|\d{1,2})\s?months?(?![a-z])"
    rf"(?:,?\s?{_TOTAL_WORD}(?![a-z]))?")
_TOTAL_SAID = _lazy(rf"(?<![a-z]){_TOTAL_WORD}(?![a-z])")


def _months(m) -> int | None:  # noqa: ANN001 - a match of either pattern
    g = m.groupdict()
    if g.get("half"):
        return 6
    said = g.get("n") or g.get("e")
    if not said:
        return None
    return int(said) if said.isdigit() else _CN_DIGIT.get(said) or _EN_DIGIT.get(said)


def read_months_total(r: _Reader) -> None:
    """After budget_months.py: a total budget with its months said as its own whole becomes a share a month."""
    for f in r.found:
        if f.fact != "budget" or not isinstance(f.value, tuple) or f.value[2] not in ("total", None):
            continue
        m = next((m for m in _MONTHS_THEN_TOTAL.finditer(r.t, max(0, f.start - 24), f.end)
                  if f.start - 12 <= m.end() <= f.end and m.start() < f.start
                  and (m.end() >= f.start or (t := _TO_AMOUNT.match(r.t, m.end())) and t.end() >= f.start)), None)
        said = (m.start(), m.end()) if m else None
        if m is None and (m := _TOTAL_FOR_MONTHS.match(r.t, f.end)) is not None \
                and _TOTAL_SAID.search(r.t, f.start, m.end()):
            said = (f.end, m.end())
        n = _months(m) if m else None
        if not n or n < 2 or said is None:
            continue
        amount, currency, _ = f.value
        f.value = (round(amount / n, 2), currency, "month")
        for d in r.found:  # the money's months, no days of use
            if d.fact == "days" and said[0] <= d.start < said[1] + 2:
                d.fact = "_budget_months"
        r.claim(r.numeric, *said)
        r.claim(r.kw, *said)
        quoted = r.quote(min(said[0], f.start), max(said[1], f.end))
        r.note(f"“{quoted}”: the whole of {n} months' money, read as 1/{n} of it per month",
               f"“{quoted}”：{n} 个月一共的钱，按每月 {n} 分之一计")
