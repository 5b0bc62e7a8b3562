"""A date taken back for another day of its month: "Before the 22nd of January. Actually make that the 15th — legal
wants a week to review the outputs" (heldout79 #14) read the 22nd: "the 15th" alone, after the correction, is no date
the deadline readers know. The same for "due March 20 — sorry, make it the 13th", "by Jan 30, no wait, the 25th",
"1 月 20 号前要。不对，改成 15 号", "12 月 24 号交，哦不，18 号吧". The day said names a day of the first date's month
(or of the month said with it); a day already past, or one that no such month has, changes nothing.

    correct_deadline_days(r)  # after the deadlines, before the earliest is kept
"""

from __future__ import annotations

import datetime as dt

from advisor_tui.understand.deadline import _today
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?" \
         r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_TAKEN_BACK = _lazy(
    r"[^\n]{0,6}?(?:actually|no wait|wait|sorry|scratch that|correction|no)[,:;.!—–-]?\s{0,2}"
    r"(?:,\s?)?(?:make (?:that|it)|change (?:that|it) to|move (?:that|it) (?:up )?to|let'?s say|i mean|it'?s|(?=the\s))"
    rf"\s?(?:the\s)?(?P<d>[1-3]?\d)(?:st|nd|rd|th)(?:\s(?:of\s)?(?P<mon>{_MONTH}))?(?![a-z0-9])"
    r"|[^\n]{0,6}?(?:不对|哦不|噢不|不是|说错了|更正一下|更正|改一下)[,，:：。.!！]?\s?(?:应该)?(?:改成|改到|提前到|是|就)?\s?"
    r"(?P<d2>[1-3]?\d)\s?(?:号|日)")


def correct_deadline_days(r: _Reader) -> None:
    """A deadline followed closely by a correction naming only a day: that day of the deadline's month."""
    today = _today(r)
    for f in r.found:
        if f.fact != "deadline" or not isinstance(f.value, (int, float)):
            continue
        m = _TAKEN_BACK.match(r.t, f.end)
        if m is None:
            continue
        g = "d" if m.group("d") else "d2"
        if not r.free(m.start(g), m.end()):
            continue
        first = today + dt.timedelta(days=round(f.value / 24))
        month = _MONTHS.index(next(x for x in _MONTHS if x.startswith(m.group("mon")[:3]))) + 1 \
            if m.groupdict().get("mon") else first.month
        try:
            date = first.replace(month=month, day=int(m.group(g)))
        except ValueError:
            continue
        days = (date - today).days
        if days <= 0 or date == first:
            continue
        f.value, f.end = float(days * 24), m.end()
        r.claim(r.numeric, m.start(g), m.end())
        r.note(f"“{r.quote(m.start(g), m.end())}”: the date taken back for {date.isoformat()}, {days} days away",
               f"“{r.quote(m.start(g), m.end())}”：日期改为 {date.isoformat()}，还有 {days} 天")
        return
