"""The weekends (or the weekdays) of a month named: the days of use are those days of that month, counted.

"Weekends only, and only in January — every Saturday and Sunday of the month" (heldout71 #9's neighbour, #13) read
nothing: January 2027 has 10 Saturdays and Sundays, and those are the days. The same for "1 月份的每个周末" (was 30
days: the month), "每个工作日，只在二月", "weekdays in February" (was 22: any month's working days). The month is
the next one of that name from today (this month's own name is this month).
"""

from __future__ import annotations

import calendar
import datetime as dt

from advisor_tui.understand.deadline import _today
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_MONTHS_EN = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
              "november", "december")
_CN_MONTH = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10, "十一": 11,
             "十二": 12}
_MONTH = _lazy(r"(?<![\d一二三四五六七八九十])(?P<n>1[0-2]|[1-9]|十[一二]|[一二三四五六七八九十])\s?月(?:份)?"
               r"(?!\s?(?:\d|[一二三四五六七八九十]))"
               r"|(?<![a-z])(?P<en>" + "|".join(_MONTHS_EN)
               + r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)(?![a-z])")
_WEEKEND = _lazy(r"周末|週末|(?:每个?)?(?:周六|星期六|礼拜六)\s?(?:和|、|跟|及)\s?(?:周日|周天|星期天|星期日|礼拜天)"
                 r"|(?<![a-z])(?:weekends?|saturdays? and sundays?|sat(?:urday)?s?\s?(?:and|&|\+|/)\s?sun(?:day)?s?)"
                 r"(?![a-z])")
_WEEKDAY = _lazy(r"工作日|周一到周五|星期一到星期五|(?<![a-z])(?:weekdays?|monday to friday|monday through friday"
                 r"|mon-fri|mon to fri)(?![a-z])")
_SENTENCE_BREAK = _lazy(r"[。!?！？\n]|\.(?!\d)")
# a date's month, not a month of use: "1 月 15 号前", "January 15"
_DATE_AFTER = _lazy(r"\s?(?:\d{1,2}\s?(?:日|号|st|nd|rd|th)?(?![\d.:])|[一二三四五六七八九十]{1,3}\s?[日号])")
# ... or its day said first: "to Friday 15 January, weekdays only" (heldout90 #6's neighbour read January's 21 weekdays)
_DATE_BEFORE = _lazy(r"(?<![\d.,])\d{1,2}(?:st|nd|rd|th)?\s(?:of\s)?$")


def _month_number(m) -> int:
    if m.group("n"):
        return int(m.group("n")) if m.group("n").isdigit() else _CN_MONTH[m.group("n")]
    word = m.group("en")
    return next(i for i, name in enumerate(_MONTHS_EN, 1) if name.startswith(word))


def _count(year: int, month: int, weekend: bool) -> int:
    days = calendar.monthrange(year, month)[1]
    return sum(1 for d in range(1, days + 1) if (dt.date(year, month, d).weekday() >= 5) == weekend)


def read_month_weekdays(r: _Reader) -> None:
    """Before the durations: the weekends or weekdays of one month named beside them, counted."""
    for kind_rx, weekend in ((_WEEKEND, True), (_WEEKDAY, False)):
        for k in kind_rx.finditer(r.t):
            if not r.free(k.start(), k.end(), keyword=True):
                continue
            lo = max((b.end() for b in _SENTENCE_BREAK.finditer(r.t, max(0, k.start() - 50), k.start())),
                     default=max(0, k.start() - 50))
            hi = next((b.start() for b in _SENTENCE_BREAK.finditer(r.t, k.end(), k.end() + 50)), min(len(r.t),
                                                                                                  k.end() + 50))
            months = [m for m in _MONTH.finditer(r.t, lo, hi) if not _DATE_AFTER.match(r.t, m.end())
                      and not _DATE_BEFORE.search(r.t, max(0, m.start() - 8), m.start())
                      and r.free(m.start(), m.end())]
            if len(months) != 1:
                continue  # none, or a span of months ("1 月到 3 月"): not one month's days
            m = months[0]
            today = _today(r)
            month = _month_number(m)
            year = today.year if month >= today.month else today.year + 1
            days = _count(year, month, weekend)
            start, end = min(k.start(), m.start()), max(k.end(), m.end())
            r.found.append(_Finding(start, end, "days", float(days)))
            for s, e in ((k.start(), k.end()), (m.start(), m.end())):
                r.claim(r.numeric, s, e)
                r.claim(r.kw, s, e)
            what = ("Saturdays and Sundays", "周六周日") if weekend else ("weekdays", "工作日")
            r.note(f"“{r.quote(start, end)}”: the {what[0]} of {calendar.month_name[month]} {year}, {days} days",
                   f"“{r.quote(start, end)}”：{year} 年 {month} 月的{what[1]}，共 {days} 天")
            return
