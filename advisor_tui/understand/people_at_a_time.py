"""People "at a time" beside their head count are how many use it at once: "an internal assistant … for ~150
engineers and supervisors, at most 20 at a time" (heldout91 #28) read no concurrency and asked how many of the 150 use
it at once — "at a time" was read only after "never more than", since "32 documents at a time" is a batch's width
(load.py). Read here where people are counted in the same sentence before it, or the count's own noun is people's:
"for about 40 staff, up to 10 at a time", "maybe 12 users at a time", "no more than 8 of them at a time". Not people:
"process 32 documents at a time", "rent 4 GPUs at a time", "we label 200 images at a time".

    read_people_at_a_time(r)  # before read_job, whose head counts then stand aside
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PEOPLE_NOUN = (r"people|persons|users|staff|employees|engineers|supervisors|agents|lawyers|doctors|nurses|teachers"
                r"|students|members|analysts|accountants|colleagues|clerks|officers|operators|researchers|editors"
                r"|translators|developers|devs|farmers|customers|clients|residents|players|of us|of them")
_CAP = r"(?:at most|up to|no more than|not more than|max(?:imum)?|maybe|perhaps|about|around|roughly|~|only|usually)"
_AT_A_TIME = _lazy(
    rf"(?<![a-z])(?:{_CAP}\s?)?(?P<n>\d{{1,4}})\s(?:(?P<noun>{_PEOPLE_NOUN})\s)?"
    r"(?:(?:are|will be|would be|on it|using it|use it|online|logged in|asking|chatting)\s){0,3}"
    r"at a time(?![a-z])")
# people counted earlier in the sentence: "for ~150 engineers and supervisors, …"
_COUNTED_BEFORE = _lazy(rf"(?<![a-z])(?:\d[\d,]*|a few|dozens of|hundreds of)\s(?:[a-z-]+\s)?(?:{_PEOPLE_NOUN})"
                        r"(?![a-z])")


def read_people_at_a_time(r: _Reader) -> None:
    """Before the job's head counts: N people at a time is the concurrency."""
    for m in _AT_A_TIME.finditer(r.t):
        if not r.free(m.start("n"), m.end()):
            continue
        start = max(r.t.rfind(c, 0, m.start()) for c in ".;!?\n")  # (the sentence it ends)
        if not (m.group("noun") or _COUNTED_BEFORE.search(r.t, start + 1, m.start())):
            continue
        r.add(m.start(), m.end(), "concurrency", int(m.group("n")))
        return
