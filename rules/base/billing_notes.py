"""The top pick's billing notes: a job's run near the end of a billed unit (rules.base.billing_edge) and a yearly plan
asked about or a year rented by the month (rules.base.yearly_plan)."""

from __future__ import annotations

from typing import Any

from rules.base.billing_edge import billing_edge
from rules.base.yearly_plan import yearly_plan


def billing_notes(facts: Any, pick: Any, sink: Any) -> None:
    billing_edge(facts, pick, sink)
    yearly_plan(facts, pick, sink)
