"""Places whose name holds another place's name: "a small creative agency in Port of Spain, Trinidad and Tobago"
(review 109 C9) was said back as "Region: outside mainland China (from “Spain”)" — a confident reason naming a
country in the EU for a capital in the Caribbean — and "the data must stay in Port of Spain" kept the residency
"data must stay in Port". The same with "Guinea-Bissau" (read as nothing), "New South Wales" (Wales), "Kuwait City",
"Papua New Guinea": the whole name is the place.

    widen_places_holding_a_name(r)  # after the keyword readers and places_abroad: a region said from inside a name
                                    # is said from the whole name; such a name alone is a place abroad

PLACE_HOLDING_A_NAME is also the residency reader's (keywords._COUNTRY_HOSTING): "stay in Port of Spain" whole.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# every one outside mainland China; the longer names first where one holds another ("papua new guinea")
PLACE_HOLDING_A_NAME = (
    r"port of spain|port-of-spain|trinidad (?:and|&) tobago|papua new guinea|guinea-bissau|guinea bissau"
    r"|equatorial guinea|new south wales|new mexico|mexico city|kuwait city|panama city|djibouti city"
    r"|luxembourg city|vatican city|monaco-ville|andorra la vella|san marino|dominican republic|east timor"
    r"|south sudan|north macedonia|central african republic")
_PLACE = _lazy(rf"(?<![a-z])(?:{PLACE_HOLDING_A_NAME})(?![a-z])")
# a place named alone here is where one is only after a word that places it ("in", "from", "based in", "…, ")
_PLACED = _lazy(r"(?:(?<![a-z])(?:in|from|based in|out of|near|outside|at)\s|,\s)$")


def widen_places_holding_a_name(r: _Reader) -> None:
    """A region finding inside such a name is moved to the whole name; the name alone, placed, reads intl."""
    places = list(_PLACE.finditer(r.t))
    if not places:
        return
    regions = [f for f in r.found if f.fact == "region"]
    for f in regions:
        for m in places:
            if m.start() <= f.start and f.end <= m.end() and (f.start, f.end) != (m.start(), m.end()):
                f.start, f.end, f.label = m.start(), m.end(), None
    if regions or r.residency:
        return
    for m in places:
        if _PLACED.search(r.t, max(0, m.start() - 12), m.start()) and r.free(m.start(), m.end(), keyword=True):
            r.add(m.start(), m.end(), "region", "intl", mask="kw")
            return
