"""Which of the candidates that all rank after lead: those with the least weight of reasons to rank after — a sale
barred where the buyer is weighs two, every other reason one (review 106 C1: the reasons counted are every rule that
ranked a card after, the rig's included: buy-rig-after-workstation)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.base.ranking_rows import Row
    from rules.engine import Sink

HEAVY_DEMOTIONS = {"buy-cn-export-restricted": 2, "buy-cn-licence-uncertain": 2,  # no new sale there
                   "box-over-slots": 2}  # the box cannot hold it


def least_demoted(rows: list[Row], sink: Sink) -> list[Row]:
    """Every candidate ranked after: those with the least weight of reasons to be (a GeForce card that is also two
    generations old is not a company's purchase because everything else has one flaw; review 89 c03: an RTX 5090 was
    a Chinese student's "faster / best value" purchase beside cards merely old or over budget)."""
    weight = {r.card.id: sum(HEAVY_DEMOTIONS.get(x.rule, 1) for x in sink.demotions.get(r.card.id, ())) for r in rows}
    return [r for r in rows if weight[r.card.id] == min(weight.values())]
