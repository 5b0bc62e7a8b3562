"""Which cards stand beside the picks where memory is shown (the report's memory chart, the TUI's memory panel).

A Warsaw team that refused Chinese clouds saw its 2 × A100 pick charted beside a modified 48 GB RTX 4090, two Ascend
910Bs, an H20 and an Ascend 910C, each "✓ fits … ruled out": cards made for the mainland's market, or board-modified
there, are no comparison for a person outside the mainland, who cannot rent or buy them where they are. There the
nearest cards are drawn from those sold worldwide; a mainland person, or one whose place is not known, sees every card.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

MAINLAND_MARKETS = frozenset({"china", "modified"})


def for_the_place(kb: Any, facts: Any, views: Iterable[Any]) -> list[Any]:
    """``views`` (each with ``.card``) less the mainland-market cards where the person is outside the mainland — all
    of them where that would leave none."""
    views = list(views)
    if getattr(facts, "region", None) != "intl":
        return views
    kept = [v for v in views if kb.card(v.card).market not in MAINLAND_MARKETS]
    return kept or views
