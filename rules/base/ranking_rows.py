"""The rows the ranking rules read (rules.base.ranking): one priced candidate per card, and the candidates with the
facts that shape the roles."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from knowledge.schema import Card
from rules import jobplan
from rules.estimate.purchase import Purchase
from rules.facts import Facts
from rules.pricing import Priced


class Row(NamedTuple):
    """One priced candidate: its cost (monthly, or a sized job's total) and metric value."""
    card: Card
    priced: Priced
    cost: float
    metric: float


@dataclass(frozen=True)
class Ranking:
    """What the ranking rules read: the candidates, and the facts that shape the roles."""

    facts: Facts
    rows: tuple[Row, ...]
    top: tuple[Row, ...]  # demoted cards (market rules) rank after every other candidate
    metric: str
    display: str
    plans: Mapping[str, jobplan.Plan]
    purchases: Mapping[str, Purchase | None] = field(default_factory=dict)  # buying only
