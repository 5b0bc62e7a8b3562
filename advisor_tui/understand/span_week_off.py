"""A week of the span of use taken out, named by one of its days: "1 月 11 号（周一）开始，到 2 月 5 号（周五）结束，
只在工作日跑；中间 1 月 25 号那一周整栋楼检修停电，那周不跑" (heldout93 #6 read 20 days: "1 月 25 号" with "那一周" is
the week of the 25th, Monday to Sunday, not one day — 15). The same for "1 月 25 号那个星期放假", "the week of 25
January is off", "the week of Jan 25 the office is shut", "not the week of 25 January" (heldout95 A6, the refusal
before it). The week is cut to the span and, where the weekends are already left out, to its weekdays. A week named
busy ("1 月 25 号那周最忙") or with no word for off takes nothing out.

    date_span._days_taken_out calls week_days_off beside range_days_off
"""

from __future__ import annotations

import datetime as dt
from datetime import timedelta

from advisor_tui.understand.deadline import _ON_DATE as ON_DATE
from advisor_tui.understand.deadline import date_of
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_OFF = (r"不用|不算|不跑|休息|放假|停机|停电|停掉|停工|不开机?|关机|不上班|除外"
        r"|(?<![a-z])(?:off|shut|closed|excluded|no runs?|not running|away)(?![a-z])")
# the week said right after the day: "1 月 25 号那一周", "25 号那个星期"; its off word in the same clause or the next
_WEEK_AFTER_ZH = _lazy(r"\s?(?:[(（][^)）]{1,6}[)）])?\s?(?:那|这|所在的?)\s?(?:一)?\s?(?:个)?\s?(?:周|星期|礼拜)"
                       rf"[^。；;\n]{{0,30}}?(?:{_OFF})")
# "the week of 25 January is off", "the week of Jan 25 the office is shut"
_WEEK_BEFORE_EN = _lazy(r"(?<![a-z])(?:the |that )?week of (?:the )?$")
# the week refused before it: "not the week of 25 January", "except the week of Jan 25" (heldout95 A6)
_REFUSED_WEEK_BEFORE = _lazy(r"(?<![a-z])(?:not|except(?: for)?|minus|excluding|skip(?:ping)?|but not|apart from"
                             r"|other than) (?:the |that )?week of (?:the )?$")
_OFF_AFTER_EN = _lazy(rf"[^.;!?\n]{{0,40}}?(?:{_OFF})")


def week_days_off(r: _Reader, after: int, start: dt.date, end: dt.date, weekdays_only: bool) -> set[dt.date]:
    """The days of start..end in a week said to be off, named by one of its days, in the text after the span."""
    out: set[dt.date] = set()
    for m in ON_DATE.finditer(r.t, after, min(len(r.t), after + 160)):
        day = date_of(r, m)
        if day is None or not start <= day <= end or not r.free(m.start(), m.end()):
            continue
        zh = _WEEK_AFTER_ZH.match(r.t, m.end())
        en = _WEEK_BEFORE_EN.search(r.t, max(0, m.start() - 16), m.start()) and _OFF_AFTER_EN.match(r.t, m.end()) \
            or _REFUSED_WEEK_BEFORE.search(r.t, max(0, m.start() - 32), m.start())
        if not (zh or en):
            continue
        monday = day - timedelta(day.weekday())
        week = {monday + timedelta(i) for i in range(7)}
        week = {d for d in week if start <= d <= end and (not weekdays_only or d.weekday() < 5)}
        out |= week
        r.claim(r.numeric, m.start(), m.end())
        said = r.quote(m.start(), max(m.end(), (zh or en).end()))
        r.note(f"“{said}”: the week of {day.isoformat()} taken out of the days of use",
               f"“{said}”：{day.isoformat()} 所在的那一周不算在使用天数内")
    return out
