"""A day of a span of use taken out, named by its day of the month alone: "From Monday 11 January to Friday 5 February,
weekdays only — minus Friday the 22nd, the whole team's off at a retreat that day" (heldout83 #6 read 20 days: "the
22nd" named no month, so date_span.py's dated days off did not see it). The day is the one of that number inside the
span (none where the span holds two, or where a weekday said beside it is not that day's), and a weekend day is no
day off where the weekends are already left out: 20 − 1 = 19. The same for "except the 25th", "but not on Thursday
the 24th", "22 号那天团建，不用", "除了 25 号". A day with no word for off beside it ("the 22nd is the demo") takes
nothing out.

    date_span._days_taken_out calls bare_days_off for the days it did not see dated
"""

from __future__ import annotations

import datetime as dt
from datetime import timedelta

from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_EN_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_ZH_DAYS = "一二三四五六日"
_WEEKDAY = (r"(?:(?<![a-z])(?P<wd>monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?"
            r"|fri|sat|sun)\.?,?\s(?:the\s)?|(?:周|星期|礼拜)(?P<wz>[一二三四五六日天])\s?[(（]?\s?)?")
_MONTH_AFTER = r"(?!\s?(?:of\s)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"
_BARE = _lazy(
    rf"{_WEEKDAY}(?:(?<![a-z\d])(?:the\s)?(?P<d>[12]\d|3[01]|[1-9])(?:st|nd|rd|th)(?![a-z]){_MONTH_AFTER}"
    r"|(?<![月\d.])(?P<z>[12]\d|3[01]|[1-9]|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])\s?(?:号|日)(?![\d]))")
_LEAD = _lazy(r"\s?(?:the\s)?$")
_OFF_BEFORE = _lazy(r"(?:(?<![a-z])(?:except(?: for| on)?|minus|excluding|not counting|but not(?: on)?|skip(?:ping)?"
                    r"|(?:we'?re |team'?s |office'?s )?(?:off|shut|closed) on|take out|leave out|apart from"
                    r"|other than)"
                    r"|除了|除去|去掉|扣掉|不含|不包括)\s?$")
_OFF_AFTER = _lazy(r"\s?[)）]?\s?(?:那天|当天|那一天|这天)?[\u4e00-\u9fff，,]{0,6}?(?<!要)(?<!得)"
                   r"(?:不用|不算|不跑|休息|放假|除外|停机|不开机?|关机|不上班)"
                   r"|,?\s(?:is|are)\s(?:off|out|excluded|a holiday)(?![a-z])"
                   r"|,?\s(?:so )?take (?:that|it)(?: one| day)? out")


def _in_span(day: int, start: dt.date, end: dt.date) -> dt.date | None:
    """The one date of that day of the month inside start..end (None: none, or two)."""
    hits = [start + timedelta(i) for i in range((end - start).days + 1) if (start + timedelta(i)).day == day]
    return hits[0] if len(hits) == 1 else None


def bare_days_off(r: _Reader, after: int, start: dt.date, end: dt.date, weekdays_only: bool) -> set[dt.date]:
    """The days of start..end named by their number alone in the text after the span and said to be off."""
    out: set[dt.date] = set()
    for m in _BARE.finditer(r.t, after, min(len(r.t), after + 160)):
        g = "d" if m.group("d") else "z"
        n = _number(m.group(g))
        if n is None or not r.free(m.start(g), m.end(g)):
            continue
        day = _in_span(int(n), start, end)
        if day is None:
            continue
        said = m.group("wd") or m.group("wz")
        if said and (_EN_DAYS.index(said[:3]) if m.group("wd") else _ZH_DAYS.find(said.replace("天", "日"))) \
                != day.weekday():
            continue  # "Thursday the 22nd" when the 22nd is a Friday: no day of this span
        lead = _LEAD.search(r.t, max(after, m.start() - 8), m.start())
        if not (_OFF_BEFORE.search(r.t, max(after, m.start() - 20), lead.start() if lead else m.start())
                or _OFF_AFTER.match(r.t, m.end())):
            continue
        r.claim(r.numeric, m.start(), m.end())
        if weekdays_only and day.weekday() >= 5:
            continue  # already left out with the weekends
        out.add(day)
        r.note(f"“{r.quote(m.start(), m.end())}” ({day.isoformat()}) taken out of the days of use",
               f"“{r.quote(m.start(), m.end())}”（{day.isoformat()}）不算在使用天数内")
    return out
