"""A date said as a weekday and a day of the month with no month: "下周一 14 号开始，一直用到 1 月 15 号那个周五"
(heldout90 #6, answering the days question, read no span and fell back to 22 days). The day is the next one of that
number from today, taken only where the weekday said is that day's own ("周一 14 号" on Monday 14 December); a
weekday that does not fit ("周二 14 号") names no date, and neither does a day of the month with no weekday beside it.
The same for "从本周四 10 号起", "星期一（14 号）开始", "Monday the 14th", "from Monday 14th".

    date_span.read_date_spans takes these beside the whole dates as a span's ends
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from advisor_tui.understand.deadline import _today
from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_EN_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_ZH_DAYS = "一二三四五六日"
_WEEKDAY_DAY = _lazy(
    r"(?:(?:下|这|本)个?)?(?:周|星期|礼拜)(?P<wz>[一二三四五六日天])\s?[(（]?\s?"
    r"(?<![月\d])(?P<z>[12]\d|3[01]|[1-9]|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])\s?(?:号|日)\s?[)）]?"
    r"|(?<![a-z])(?:next\s|this\s)?(?P<wd>monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s"
    r"(?:the\s)?(?P<d>[12]\d|3[01]|[1-9])(?:st|nd|rd|th)(?![a-z])"
    r"(?!\s?(?:of\s)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))")


@dataclass(frozen=True)
class WeekdayDate:
    """Where the weekday and its day were said, and the date they name (a match's start() and end())."""

    at: int
    to: int
    day: dt.date

    def start(self) -> int:
        return self.at

    def end(self) -> int:
        return self.to


def weekday_day_dates(r: _Reader) -> list[WeekdayDate]:
    """The free weekday-and-day pairs of the text whose weekday fits the next day of that number from today."""
    found = []
    for m in _WEEKDAY_DAY.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        day = _number(m.group("z") or m.group("d"))
        weekday = _ZH_DAYS.index("日" if m.group("wz") == "天" else m.group("wz")) if m.group("wz") \
            else _EN_DAYS.index(m.group("wd")[:3])
        date = _next_day_numbered(_today(r), int(day)) if day and day == int(day) else None
        if date is not None and date.weekday() == weekday:
            found.append(WeekdayDate(m.start(), m.end(), date))
    return found


def _next_day_numbered(today: dt.date, day: int) -> dt.date | None:
    """The first date after today that is the ``day``-th of its month (this month or the next)."""
    for months in (0, 1):
        year, month = divmod(today.month - 1 + months, 12)
        try:
            date = dt.date(today.year + year, month + 1, day)
        except ValueError:
            continue
        if date > today:
            return date
    return None
