"""What a month of a recurring job costs on the offer it is priced by: a run billed by the hour is paid once per run,
but on a plan billed by the day, week or month the runs that fall within one billed period share it (review 107 C4b:
a nightly batch on 4 Ascend 910B quoted at ¥8,000 a card a month was "¥32,000 a run; 30 runs a month: ¥960,000" — the
same four cards rented for the month run all thirty nights for ¥32,000)."""
from __future__ import annotations

from typing import Any

from knowledge.text import money
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


_UNIT_ZH = {"month": "月", "week": "周", "day": "天"}


def period_paid_phrase(facts: Facts, plan: Any, display: str, gpus: int, gpu_hours: str) -> tuple[str, str] | None:
    """A recurring job whose billed period holds several runs says first what is paid — the month's charge — and what
    one run costs inside it (leftovers50 #5: "完成任务共 ¥3,636 … 每月 30 次：每月 ¥3,636" read as ¥3,636 a night
    for 3 × RTX 4090 rented by the month); None where each run is paid on its own."""
    runs = float(facts.runs_per_month or 0.0)
    paid = billed_runs(facts, plan)
    if not runs or plan.total is None or paid >= runs - 1e-9:
        return None
    unit = plan.priced.choice.unit
    month, each = money(plan.total * paid, display), money(plan.total * paid / runs, display)
    word = "run" if runs == 1 else "runs"
    return (f"{month}/month, the {gpus} GPU(s) rented by the {unit}: all {runs:,.3g} {word} a month fall inside that "
            f"charge (≈ {each} a run; each run {plan.wall_hours:,.1f} h on {gpus} GPU(s), {gpu_hours} GPU-hours)",
            f"每月 {month}（{gpus} 张卡按{_UNIT_ZH[unit]}租）：每月 {runs:,.3g} 次都在这笔费用里（每次约 {each}；"
            f"每次 {gpus} 张卡 {plan.wall_hours:,.1f} 小时，{gpu_hours} 卡时）")
