"""Named days of each week between a start and an end: the days of use are those weekdays, counted.

"只在每周二、周四上课的时候用，从明天开始，一直到 1 月底结课" (heldout88 #6) read 30 days (a month): the readers
knew a month's weekends and a span's weekdays with the weekend off, not chosen days of the week ("每周二、周四",
"每周一三五", "every Tuesday and Thursday") kept from a start ("明天", "今天", "12 月 8 号", "tomorrow") to an end
("1 月底", "1 月 31 号", "the end of January"). Each named day in the span, both ends included, is a day of use.

Only with both a start and an end in the same stretch of text, and the days said to be the days of use (a use word
beside them, or the days question): "每周二、周四用" alone is weekly_span.py's, a span with no days named is
date_span.py's, and "每周二、周四开会，从明天到 1 月底要把模型训练完" names meetings and a deadline.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re

from advisor_tui.understand.deadline import _today
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

ZH_DAY = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
EN_DAY = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
_ZH_ONE = r"(?:周|星期|礼拜|週|禮拜)?[一二三四五六日天]"
# "每周二、周四", "每周二和周四", "每周一三五", "every Tuesday and Thursday", "Tuesdays and Thursdays"
_DAYS = _lazy(rf"(?:每|逢)\s?(?:周|星期|礼拜|週|禮拜)"
              rf"(?P<zh>[一二三四五六日天](?:\s?(?:、|和|跟|及|,|/)?\s?{_ZH_ONE}){{1,4}})"
              r"|(?<![a-z])(?:every |on )?(?P<en>(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*s?"
              r"(?:(?:,\s?|\s(?:and|&)\s|/)(?:every\s)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*s?){1,4})(?![a-z])")
_START = _lazy(r"(?P<tomorrow>明天|明日|tomorrow)|(?P<today>今天|今日|today)"
               r"|从\s?(?P<m1>1[0-2]|[1-9])\s?月\s?(?P<d1>[1-3]?\d)\s?[日号]"
               # a span's first date, no 从: "上课安排：12 月 14 日至 1 月 15 日，每周二、周四" (heldout94 P6)
               r"|(?<![\d.])(?P<m1b>1[0-2]|[1-9])\s?月\s?(?P<d1b>[1-3]?\d)\s?[日号](?=\s?(?:至|到|一直到)\s?\d)")
_END = _lazy(r"(?:到|至|until|till|through|to)\s?(?:the\s)?(?:(?P<m2>1[0-2]|[1-9])\s?月\s?(?:(?P<d2>[1-3]?\d)\s?[日号]"
             r"|(?P<eom>底|末))"
             r"|end of (?P<en_month>january|february|march|april|may|june|july|august|september|october|november"
             r"|december))")
_STRETCH = 80
_USE = _lazy(r"用|跑|开机|开着|租|上课|上班|营业|在线|每次\s?(?:\d|[一二两三四五六])\s?个?\s?小时"
             r"|(?<![a-z])(?:use|used|run|running|need|needed|rent|on)(?![a-z])")


def _weekdays(m) -> set[int]:
    if m.group("zh"):
        return {ZH_DAY[c] for c in m.group("zh") if c in ZH_DAY}
    return {EN_DAY[w[:3]] for w in re.findall(r"(?:mon|tue|wed|thu|fri|sat|sun)", m.group("en"))}


def _after(today: dt.date, month: int, day: int | None) -> dt.date:
    year = today.year if month >= today.month else today.year + 1
    return dt.date(year, month, day or calendar.monthrange(year, month)[1])


def read_weekdays_in_span(r: _Reader) -> None:
    """Before the durations: days of the week named, kept from a start to an end, counted."""
    today = _today(r)
    for m in _DAYS.finditer(r.t):
        days = _weekdays(m)
        if len(days) < 2 and not m.group("zh"):
            continue  # ("on Monday": one day, likely a date)
        if r.question != "days" and not _USE.search(r.t, max(0, m.start() - 12), min(len(r.t), m.end() + 12)):
            continue
        lo, hi = max(0, m.start() - _STRETCH), min(len(r.t), m.end() + _STRETCH)
        start_m, end_m = _START.search(r.t, lo, hi), _END.search(r.t, lo, hi)
        if not start_m or not end_m or end_m.start() < start_m.start():
            continue
        try:
            if start_m.group("m1") or start_m.group("m1b"):
                start = _after(today, int(start_m.group("m1") or start_m.group("m1b")),
                               int(start_m.group("d1") or start_m.group("d1b")))
            else:
                start = today + dt.timedelta(days=1 if start_m.group("tomorrow") else 0)
            if end_m.group("en_month"):
                month = list(calendar.month_name).index(end_m.group("en_month").capitalize())
                end = _after(today, month, None)
            else:
                end = _after(today, int(end_m.group("m2")), int(end_m.group("d2")) if end_m.group("d2") else None)
        except ValueError:
            continue
        if end < start:
            continue
        count = sum(1 for i in range((end - start).days + 1) if (start + dt.timedelta(days=i)).weekday() in days)
        for f in r.found:
            if f.fact == "days":
                f.fact = "_days_of_span"  # the span's whole length, or a month: the named days are the days of use
        s, e = min(m.start(), start_m.start()), max(m.end(), end_m.end())
        r.found.append(_Finding(s, e, "days", float(count)))
        for a, b in ((m.start(), m.end()), (start_m.start(), start_m.end()), (end_m.start(), end_m.end())):
            r.claim(r.numeric, a, b)
            r.claim(r.kw, a, b)
        r.note(f"“{r.quote(s, e)}”: {count} such days from {start:%d %b} to {end:%d %b %Y}",
               f"“{r.quote(s, e)}”：{start.month} 月 {start.day} 日到 {end.month} 月 {end.day} 日之间共 {count} 天")
        return
