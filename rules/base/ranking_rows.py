"""The rows the ranking rules read (rules.base.ranking): one priced candidate per card, and the candidates with the
facts that shape the roles."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from knowledge.schema import Card
from knowledge.text import UNIT_ZH
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
    # buying within a total budget: whole 8-GPU systems ranked after only for being more than the job needs — a
    # faster pick may be one, where the budget covers it (review 84 c08)
    systems: tuple[Row, ...] = ()


def beaten_by_more_gpus(r: Ranking, enough: Row, own: jobplan.Plan | None) -> set[str]:
    """A job's cards that the enough card on more GPUs (``own``, its soonest plan) beats for the money — no best value
    (read again: 8 × MI300X at $180 in 12.2 h was the best value beside 8 × B200 at $180 in 5.4 h)."""
    if own is None or own.total is None or not r.plans:
        return set()
    return {x.card.id for x in r.top if x.card.id != enough.card.id and x.cost >= own.total * (1 - 1e-9)
            and x.metric * own.wall_hours <= 1}


def whole_period(row: Row, job: bool) -> tuple[str, str]:
    """(en, zh) said after a job's cost on a weekly or monthly plan: a 12-hour job there pays the whole period
    ("feasible at ¥1,999 for the job (finishes in 12.4 h)" read as a price per job); ("", "") otherwise."""
    unit = row.priced.choice.unit if job and row.priced.choice is not None else "hour"
    return (f" (a whole {unit} billed)", f"（按整{UNIT_ZH[unit]}计费）") if unit in ("week", "month") else ("", "")
