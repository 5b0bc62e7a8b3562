"""A span of use with its month said once: "weekdays from 3 to 21 March" read 23 days (all of March's weekdays),
"3 月 3 号到 21 号" read 21 and "from 3 to 21 March" nothing — date_span.py wants two whole dates, rent_span.py a
verb that rents. The days from the first to the second, both counted, in the next such month from today: "from 3 to
21 March" 19, "weekdays from 3 to 21 March" 13 (its weekdays), "Every day from 3 to 21 March, except the 10th to the
12th" 16 (the run off taken out, span_range_off.py), "March 3–21", "between the 3rd and the 21st of March", "从 3 月
3 号到 21 号，每天都要用", "3 月 3 号到 21 号，只算工作日". A span that is a deadline's ("due 3 to 21 March"?) is not
said so; one with no word that starts it ("from", "between", "从", or a clause's start under the days question) is
left alone.

    read_month_once_span(r)  # after the day readers: it replaces the days they read from the same words
"""

from __future__ import annotations

import datetime as dt
from datetime import timedelta

from advisor_tui.understand.date_span import _WEEKENDS_OFF, _counted_days_out, _days_taken_out
from advisor_tui.understand.deadline import _today
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_EN_MON = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
           r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_ORD = r"(?:st|nd|rd|th)?"
_SPAN = _lazy(
    rf"(?<![a-z])(?:from|between)\s(?:the\s)?(?P<a>[12]\d|3[01]|[1-9]){_ORD}\s?(?:to|through|thru|until|till|and|-|–)"
    rf"\s?(?:the\s)?(?P<b>[12]\d|3[01]|[1-9]){_ORD}\s(?:of\s)?(?P<mon>{_EN_MON})(?![a-z])"
    rf"|(?<![a-z])(?:from|between)\s(?P<mon2>{_EN_MON})\.?\s(?P<a2>[12]\d|3[01]|[1-9]){_ORD}\s?"
    rf"(?:to|through|thru|until|till|and|-|–)\s?(?P<b2>[12]\d|3[01]|[1-9]){_ORD}(?![\d:/.])"
    r"|(?P<zfrom>从|自|由)?\s?(?P<m>1[0-2]|[1-9])\s?月\s?(?P<a3>[12]\d|3[01]|[1-9])\s?(?:号|日)?\s?(?:到|至|~|-|–)\s?"
    r"(?P<b3>[12]\d|3[01]|[1-9])\s?(?:号|日)")
_CLAUSE_START = _lazy(r"(?:^|[,，。.;；:：!?！？\n])\s?$")
_WEEKDAYS_BEFORE = _lazy(r"(?<![a-z])(?:weekdays|business days|working days|workdays|mon(?:day)?s? to fri(?:day)?s?)"
                         r"\s?,?\s?$|(?:工作日|周一到周五|星期一到星期五)\s?[,，]?\s?$")
_DAYS_FACTS = ("days",)
_OFF_AROUND = _lazy(r"(?:除了|除去|去掉|扣掉|不含|不包括"
                    r"|(?<![a-z])(?:except|minus|excluding|apart from|other than|but not)(?: for| on)?)\s?$")
_OFF_AFTER = _lazy(r"\s?[，,]?\s?(?:都|也)?\s?(?:不用|不算|不跑|休息|放假|除外|停机|不开|关机|不上班|停)"
                   r"|,?\s(?:(?:is|are) (?:off|out|excluded)|we'?re (?:off|closed|shut))(?![a-z])")


def _month(m) -> int:
    if m.group("m"):
        return int(m.group("m"))
    return _MONTHS.index((m.group("mon") or m.group("mon2")).lower()[:3]) + 1


def read_month_once_span(r: _Reader) -> None:
    """A span of one month's days, the month said once: its days (or weekdays), less the days said to be off."""
    for m in _SPAN.finditer(r.t):
        zh = m.group("a3") is not None
        if zh and not (m.group("zfrom") or _CLAUSE_START.search(r.t, max(0, m.start() - 2), m.start())
                       and r.question == "days"):
            continue
        a, b = (int(m.group(k)) for k in (("a3", "b3") if zh else ("a", "b") if m.group("a") else ("a2", "b2")))
        today = _today(r)
        month = _month(m)
        year = today.year if month > today.month or month == today.month and b > today.day else today.year + 1
        try:
            start, end = dt.date(year, month, a), dt.date(year, month, b)
        except ValueError:
            continue
        if not start < end:
            continue
        if _OFF_AROUND.search(r.t, max(0, m.start() - 6), m.start()) or _OFF_AFTER.match(r.t, m.end()):
            continue  # ("…，12 月 24 号到 27 号放假": the days off of another span, span_range_off.py's)
        after = _WEEKENDS_OFF.match(r.t, m.end())
        before = _WEEKDAYS_BEFORE.search(r.t, max(0, m.start() - 20), m.start())
        weekdays_only = bool(before or after)
        lead = before.start() if before else m.start()
        span = [start + timedelta(i) for i in range((end - start).days + 1)]
        days = sum(d.weekday() < 5 for d in span) if weekdays_only else len(span)
        for f in r.found:  # ("weekdays … March": the whole month's weekdays; "21": a bare figure)
            if f.fact in _DAYS_FACTS and f.start < (after.end() if after else m.end()) and lead < f.end:
                f.fact = "_month_once_span"
        if any(f.fact == "days" for f in r.found):
            return  # (another span said elsewhere: left to the readers that read it)
        r.claim(r.numeric, m.start(), m.end())
        days -= _days_taken_out(r, m.end(), start, end, weekdays_only) + _counted_days_out(r, m.end(), days)
        if days < 1:
            return
        r.found.append(_Finding(m.start(), m.end(), "days", float(days)))
        said = r.quote(m.start(), m.end())
        kind = ("weekdays", "个工作日") if weekdays_only else ("days", " 天")
        r.note(f"“{said}”: {days} {kind[0]} of use, {start.isoformat()} to {end.isoformat()} with both ends counted",
               f"“{said}”：使用 {days}{kind[1]}（{start.isoformat()} 至 {end.isoformat()}，首尾两天都算）")
        return
