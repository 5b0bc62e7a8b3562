"""How long, said as a word before a noun (review 18 M1: "a 10-week intro deep learning club … 2 hours a week"
dropped the ten weeks, and the cost was a month's, not the club's): "a 10-week course", "a three-month project",
"a 5-day hackathon". Over weekly use the span is that many weekly sessions (usage.weeks_of_weekly_use: 10 weeks
of "2 hours a week" is 10 days of 2 h); otherwise it is that many days of use, like "for 10 weeks".
"""

from __future__ import annotations

from advisor_tui.understand.numbers import EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.usage import weeks_of_weekly_use

_DAYS = {"day": 1, "week": 7, "month": 30}
_SPAN_WORD = _lazy(rf"(?<![\d.a-z])(?P<n>\d{{1,3}}|{EN})-(?P<u>day|week|month)s?(?:-long)?(?=\s[a-z])"
                   # a limit, a warranty or a past span is no use: "a 3-day deadline", "a 30-day warranty"
                   r"(?!\s(?:deadline|notice|old|ago|lead|warranty|guarantee|delay|delivery|turnaround|window"
                   r"|money-back|returns?|return policy|refunds?|exchanges?|free trial|trial|payback|break-?even"
                   # a billing term is the seller's offer, not the person's use: "3-month commitment"
                   r"|commitment|commit|contract|subscription|plan|term|lease|reservation|minimum|prepay\w*)(?![a-z]))")


def read_span_words(r: _Reader) -> None:
    for m in _SPAN_WORD.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e):
            continue
        n = r.num(m.group("n"))
        if not n or n != int(n):
            continue
        days = float(n * _DAYS[m.group("u")])
        if weeks_of_weekly_use(r, s, e, days):
            continue
        if any(f.fact == "days" for f in r.found):
            continue  # a span said otherwise too: that one is read
        r.add(s, e, "days", days, generic="duration")
