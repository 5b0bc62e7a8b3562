"""Which of the candidates that all rank after lead: those with the least weight of reasons to rank after. A sale barred
where the buyer is weighs two; every other reason one — a purchase over a total budget too, where its other reasons
kept the over-budget line from being said (review 106 C1: an end-of-line 2 × RTX 3090 at $2,998, ranked after only for
its generation, must not lead a $2,500 office over 4 × RTX 5060 Ti at $1,716)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.base.ranking_rows import Row
    from rules.engine import Sink
    from rules.estimate.purchase import Purchase

HEAVY_DEMOTIONS = {"buy-cn-export-restricted": 2, "buy-cn-licence-uncertain": 2}  # no new sale there


def least_demoted(rows: list[Row], sink: Sink, purchases: Mapping[str, Purchase | None]) -> list[Row]:
    """Every candidate ranked after: those with the least weight of reasons to be (a GeForce card that is also two
    generations old is not a company's purchase because everything else has one flaw; review 89 c03: an RTX 5090 was
    a Chinese student's "faster / best value" purchase beside cards merely old or over budget)."""
    def weight(row: Row) -> int:
        reasons = sink.demotions.get(row.card.id, ())
        got = purchases.get(row.card.id)
        unsaid_over = (got is not None and got.fits_budget is False
                       and not any(x.rule == "buy-over-budget" for x in reasons))
        return sum(HEAVY_DEMOTIONS.get(x.rule, 1) for x in reasons) + unsaid_over

    weights = {r.card.id: weight(r) for r in rows}
    return [r for r in rows if weights[r.card.id] == min(weights.values())]
