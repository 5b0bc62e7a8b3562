"""A budget said as the whole of so many months: "三个月一共一万二吧" (heldout82 #1, answering the budget question) read
¥12,000 for the whole job and 90 days of use. The months said right before the total ("两个月总共八千", "三個月合計
一萬二", "半年加起来三万六") are the money's period, as budget_months.py reads "预算批了三个月，共 4.5 万": an N-th of
it a month, and no days of use. In English the months follow the money: "12k in total for three months", "about
9,000 over three months all in". A month's use said with its own verb ("租三个月，一共一万二": the rental's months)
keeps its days and its total.

A figure put right after it with no period of its own is the same months' whole: "三个月加起来八千……不对，财务刚说能
批到九千，就这么多" (heldout91 #1) is ¥3,000 a month, not ¥9,000 (the corrected figure took the bare budget's month);
"…不对，九千一个月" keeps its own month (corrected_period.py).
"""

from __future__ import annotations

from dataclasses import replace

from advisor_tui.understand.money import _PERIOD_AFTER
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from rules.facts import Budget

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
# a figure taken back and said again: "……不对，财务刚说能批到九千", "— no wait, 9k"
_PUT_RIGHT = _lazy(r"哦不对?|不对|更正一下?|说错了|记错了|算错了|我是说|应该是"
                   r"|(?<![a-z])(?:no,? wait|wait,? no|sorry|i mean|scratch that|actually)(?![a-z])")


def _months(m) -> int | None:  # noqa: ANN001 - a match of either pattern
    g = m.groupdict()
    if g.get("half"):
        return 6
    said = g.get("n") or g.get("e")
    if not said:
        return None
    return int(said) if said.isdigit() else _CN_DIGIT.get(said) or _EN_DIGIT.get(said)


def _months_said(r: _Reader, f):  # noqa: ANN001, ANN202 - a budget's finding; (months, (start, end)) or None
    """The months a budget is said to be the whole of, and where they are said."""
    m = next((m for m in _MONTHS_THEN_TOTAL.finditer(r.t, max(0, f.start - 24), f.end)
              if f.start - 12 <= m.end() <= f.end and m.start() < f.start
              and (m.end() >= f.start or (t := _TO_AMOUNT.match(r.t, m.end())) and t.end() >= f.start)), None)
    said = (m.start(), m.end()) if m else None
    if m is None and (m := _TOTAL_FOR_MONTHS.match(r.t, f.end)) is not None \
            and _TOTAL_SAID.search(r.t, f.start, m.end()):
        said = (f.end, m.end())
    n = _months(m) if m else None
    return (n, said) if n and n >= 2 and said is not None else None


def read_months_total(r: _Reader) -> None:
    """After budget_months.py: a total budget with its months said as its own whole becomes a share a month."""
    for f in r.found:
        if f.fact != "budget" or not isinstance(f.value, tuple) or f.value[2] not in ("total", None):
            continue
        if (months := _months_said(r, f)) is None:
            continue
        n, said = months
        amount, currency, _ = f.value
        f.value = (round(amount / n, 2), currency, "month")
        for d in r.found:  # the money's months, no days of use
            if d.fact == "days" and said[0] <= d.start < said[1] + 2:
                d.fact = "_budget_months"
        r.claim(r.numeric, *said)
        r.claim(r.kw, *said)
        divide_figure_put_right(r, f, n)
        quoted = r.quote(min(said[0], f.start), max(said[1], f.end))
        r.note(f"“{quoted}”: the whole of {n} months' money, read as 1/{n} of it per month",
               f"“{quoted}”：{n} 个月一共的钱，按每月 {n} 分之一计")


def _no_period_after(r: _Reader, end: int) -> bool:
    said_after = _PERIOD_AFTER.match(r.t, end)
    return said_after is None or bool(said_after.group("this"))


def divide_figure_put_right(r: _Reader, first, n: int) -> None:  # noqa: ANN001 - the months' whole read
    """The next budget after ``first``, put right with no period of its own, is the same months' whole."""
    later = [d for d in r.found if d.fact == "budget" and d.start >= first.end and isinstance(d.value, tuple)]
    if not later:
        return
    d = min(later, key=lambda d: d.start)
    between = r.t[first.end:d.start]
    if d.value[2] is not None or len(between) > 40 or not _PUT_RIGHT.search(between) \
            or not _no_period_after(r, d.end):
        return
    amount, currency, _ = d.value
    d.value = (round(amount / n, 2), currency, "month")


def corrected_months_total(r: _Reader) -> None:
    """After the continuations are placed: "两个月总共六千……哦不对，是八千" — the corrected figure, placed with the
    first one's month, is the same months' whole (¥4,000 a month)."""
    for d in r.found:
        if d.fact != "budget" or d.generic != "continuation" or not isinstance(d.value, Budget) \
                or d.value.unit != "month" or not _no_period_after(r, d.end):
            continue
        before = [p for p in r.found if p.fact == "budget" and p.generic != "continuation" and p.end <= d.start]
        if not before:
            continue
        first = max(before, key=lambda p: p.end)
        if (months := _months_said(r, first)) is None or not isinstance(first.value, Budget) \
                or first.value.unit != "month":
            continue
        d.value = replace(d.value, amount=round(d.value.amount / months[0], 2))
