"""Australia and its states place the person outside mainland China: "I run a sheep station in Western Australia"
(heldout82 #28) read no region — keywords.py knows Sydney, Perth and Brisbane but not the country, "Queensland" or
"Tasmania". "a farm in Queensland", "we're based in Australia", "out here in regional NSW" read intl; the country
named for something else ("Australian English", "like they do in Australia" after a model) is left alone only where
a region is already read.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PLACE = _lazy(
    r"(?<![a-z])(?:in|from|based in|out of|here in|across|around)\s(?:the\s)?(?:western|eastern|northern|southern"
    r"|regional|rural|outback|central|north|south|far north)?\s?"
    r"(?:australia|queensland|new south wales|nsw|victoria, australia|tasmania|northern territory|south australia"
    r"|western australia|wa outback|the outback)(?![a-z])"
    r"|(?<![a-z])(?:an?\s|our\s)?(?:australian|aussie)\s(?:farm|station|company|business|firm|startup|clinic|school"
    r"|university|hospital|council|agency|studio)(?![a-z])")


def read_australia(r: _Reader) -> None:
    """After the keyword readers: Australia or one of its states, with no region read yet, is intl."""
    if r.residency or any(f.fact == "region" for f in r.found):
        return  # "It must run in Australia (data sovereignty)": a residency, no region (the table's reading)
    m = _PLACE.search(r.t)
    if m is not None and r.free(m.start(), m.end(), keyword=True):
        r.add(m.start(), m.end(), "region", "intl", mask="kw")
