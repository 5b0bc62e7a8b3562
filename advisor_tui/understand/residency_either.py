"""A residency that names two places, either of which will do: "Data must stay in Malaysia or Singapore" (review 112
C7: said back as Malaysia alone, so the answer's residency line asked for machines in Malaysia only), "HK or SG",
"数据必须留在香港或者新加坡", "資料要留喺香港或者新加坡", "must stay in the UK/EU" (review 123 M9: said back as UK
alone). The words said back run on over "or <place>" (or "/<place>") to the second place; the rule's first place
alone is no longer the residency.

    either_place_end(text, end) -> int   (the end of "… or <place>" after a residency ending at ``end``, else end)
    either_place_start(text, start) -> int   (the start of "<place>/" or "<place> or " before one, else start:
                                               "UK/EU data residency", "UK or EU hosting")

Neighbours that stay as they were: "must stay in Malaysia, or we lose the licence" (no place after "or"), "stay in
Germany and we also need GDPR" (no place after "and").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.places import (
    CLOUD_CITIES_EN,
    CLOUD_CITIES_ZH,
    COUNTRIES_EN,
    COUNTRIES_ZH,
    HK_TW_PLACES_ZH,
)

_OR_PLACE = _lazy(
    r"\s?,?\s?(?:or|and/or|/|或者|或是|或|还是|、)\s?(?:in\s|within\s)?(?:the\s)?"
    rf"(?:(?<![a-z])(?:{COUNTRIES_EN}|{CLOUD_CITIES_EN}|hk|sg|eu|uk|us|usa|uae)(?![a-z])"
    rf"|(?:{COUNTRIES_ZH}|{CLOUD_CITIES_ZH}|{HK_TW_PLACES_ZH}))")


_PLACE_OR_BEFORE = _lazy(
    rf"(?<![a-z])(?:(?:{COUNTRIES_EN}|{CLOUD_CITIES_EN}|hk|sg|eu|uk|us|usa|uae)\s?(?:/|or|and/or)\s?"
    rf"|(?:{COUNTRIES_ZH}|{CLOUD_CITIES_ZH}|{HK_TW_PLACES_ZH})\s?(?:或者|或是|或|还是|、)\s?)$")


def either_place_start(text: str, start: int) -> int:
    """Where a residency starting at ``start`` with its place ("EU data residency") starts once a first place offered
    with "or" or a slash before it is taken in ("UK/EU data residency")."""
    m = _PLACE_OR_BEFORE.search(text, max(0, start - 40), start)
    return m.start() if m is not None else start


def either_place_end(text: str, end: int) -> int:
    """Where a residency ending at ``end`` ends once a second place offered with "or" is taken in."""
    m = _OR_PLACE.match(text, end)
    return m.end() if m is not None else end
