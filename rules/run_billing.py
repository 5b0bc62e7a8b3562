"""What a month of a recurring job costs on the offer it is priced by: a run billed by the hour is paid once per run,
but on a plan billed by the day, week or month the runs that fall within one billed period share it (review 107 C4b:
a nightly batch on 4 Ascend 910B quoted at ¥8,000 a card a month was "¥32,000 a run; 30 runs a month: ¥960,000" — the
same four cards rented for the month run all thirty nights for ¥32,000)."""
from __future__ import annotations

from typing import Any

from rules.facts import Facts

_PERIOD_HOURS = {"month": 30.0 * 24, "week": 7.0 * 24, "day": 24.0}
_PERIOD_DAYS = {"month": 30.0, "week": 7.0, "day": 1.0}


def billed_runs(facts: Facts, plan: Any) -> float:
    """How many times a run's own total is paid in a month of ``facts.runs_per_month`` runs: one per run, or one per
    billed period where the period's rent covers the runs within it (as many as its hours hold back to back)."""
    runs = float(facts.runs_per_month or 1.0)
    choice = getattr(getattr(plan, "priced", None), "choice", None)
    unit = getattr(choice, "unit", None)
    if unit not in _PERIOD_HOURS or not plan.wall_hours:
        return runs
    in_period = min(runs * _PERIOD_DAYS[unit] / 30.0, _PERIOD_HOURS[unit] / plan.wall_hours)
    return runs / max(1.0, in_period)
