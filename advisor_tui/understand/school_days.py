"""Only the school days or working days of a date span, said in a sentence after it: "Monday 4 January to Friday 26
March, school days only. Nothing on weekends" (heldout82 #6, answering the days question) read 82 days: date_span.py
takes "weekdays only" or "周末不跑" said right after the second date, not a term's "school days only", nor the
weekends refused a sentence later. The span's own weekdays are counted (the real calendar) where its next sentence or
two say so: "school days only", "on term days", "business days only", "working days only", "nothing on weekends",
"weekends off"; "只在上课日", "上学的日子才用", "周末不用", "周末不上课", "双休日不开". A span already cut to its
weekdays is left as it is; holidays inside it are not guessed ("no break in that stretch" changes nothing).
"""

from __future__ import annotations

from datetime import timedelta

from advisor_tui.understand.deadline import _ON_DATE as ON_DATE
from advisor_tui.understand.deadline import span_of
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (kept to the days of use: "within 5 working days" is a lead time, "工作日每天 8 小时" says when, not only when)
_DAY_KIND = r"(?:school|term|class|teaching|business|working|work)[ -]?days?"
_WEEKDAYS_ONLY = _lazy(
    rf"(?<![a-z]){_DAY_KIND}\sonly|(?<![a-z])only\s(?:on\s)?{_DAY_KIND}(?![a-z])"
    r"|(?<![a-z\d]\s)(?<![a-z])on\s(?:school|term|class)[ -]?days?(?![a-z])"
    r"|(?<![a-z])(?:nothing|no use|not|never|no runs?|off)\s(?:on|at|over)\s(?:the\s)?weekends?(?![a-z])"
    r"|(?<![a-z])(?:no weekends?|weekends?\s(?:are\s)?(?:off|excluded|free)|weekdays?\sonly|only\s(?:on\s)?weekdays?)"
    r"(?![a-z])"
    r"|(?:只在|只有|仅在|只|仅)(?:上课|上学|教学|工作)(?:的)?(?:日子?|天)|(?:上课|上学)的?日子?(?:才|再)(?:用|跑|开)"
    r"|(?:周末|双休日?|礼拜六礼拜天|星期六日)\s?(?:都|就|也)?\s?(?:不用|不开机?|不跑|不上课|休息|停|关机|除外|不算)")
_AFTER = 160  # the span's next sentence or two


def read_school_days(r: _Reader) -> None:
    """After the date spans: a span whose following sentences keep to school or working days counts its weekdays."""
    for f in r.found:
        if f.fact != "days" or not isinstance(f.value, float):
            continue
        dates = [m for m in ON_DATE.finditer(r.t, f.start, f.end)]
        if len(dates) < 2:
            continue
        span = span_of(r, dates[0], dates[-1])
        if span is None:
            continue
        start, end, days = span
        if f.value != days or days < 7:
            continue  # already cut, or a span too short to have weekends in it
        m = _WEEKDAYS_ONLY.search(r.t, f.end, min(len(r.t), f.end + _AFTER))
        if m is None or not r.free(m.start(), m.end(), keyword=True):
            continue
        weekdays = sum((start + timedelta(d)).weekday() < 5 for d in range(days))
        f.value = float(weekdays)
        r.claim(r.kw, m.start(), m.end())
        r.claim(r.numeric, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: the weekdays of the span only — {weekdays} of its {days} days",
               f"“{r.quote(m.start(), m.end())}”：只算所说时段内的工作日——{days} 天中的 {weekdays} 天")
        return
