"""The cards a person accepts and the cards they refuse, in one option (--only-cards): "h20,ascend-910b" is an allow
list; "no-ascend-910c" refuses a card, as --vendor no-nvidia refuses a maker (review 112 C1-b: "910C 买不到也买不起"
still led the answer). Mixed, the refusals are taken out of the cards accepted."""

from __future__ import annotations

from collections.abc import Iterable

REFUSED = "no-"


def refused_cards(refused: Iterable[str], accepted: str | None) -> dict[str, str]:
    """The --only-cards value that leaves ``refused`` out of what was accepted (all cards, when nothing was)."""
    said = [x.strip() for x in str(accepted or "").replace("+", ",").split(",") if x.strip()]
    return {"only_cards": ",".join([*said, *(REFUSED + x for x in refused if REFUSED + x not in said)])}


def is_refused(entry: str) -> bool:
    return entry.strip().lower().startswith(REFUSED)


def card_listed(only_cards: str | None, card_id: str) -> bool:
    """Whether --only-cards lets the card in: on the allow list, or, with refusals alone, not refused."""
    if only_cards is None:
        return True
    ids = only_cards.split(",")
    if all(is_refused(x) for x in ids):
        return REFUSED + card_id not in ids
    return card_id in ids
