"""A sized job done several times over — a hyperparameter sweep's settings, seeds, ablations, one eval set over
several models (review 95 c03: "還要做4組超參數比較" costed once; review 94 c08: "12 separate runs" of a 400M model
costed as one, $23 of a ~$280 job). The runs are independent: their cost and GPU-hours are N times one run's, and
their wall time is N runs one after another on the GPUs picked — a deadline raises the GPUs as for a larger job,
where running the runs side by side on separate GPUs takes the same GPU-hours (no gradient sync between them: a
little less than the plan's data-parallel figure). Each run's launch line stays one run's."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n


def runs(facts: Any) -> int:
    """How many times the job is done (1: once)."""
    return getattr(facts, "repeats", None) or 1


def runs_terms(facts: Any) -> tuple[str, str]:
    """(' × 4 runs', ' × 4 次') for a job's size line; ('', '') for one run."""
    n = runs(facts)
    return ("", "") if n == 1 else (f" × {n} runs", f" × {n} 次")


def runs_note(facts: Any, wall_hours: float, gpus: int) -> I18n | None:
    """What the N runs are costed as, beside a plan of ``gpus`` GPUs taking ``wall_hours`` for all of them."""
    n = runs(facts)
    if n == 1:
        return None
    each = wall_hours / n
    return I18n(
        en=f"{n} runs of the job, costed one after another on the {gpus} GPU(s) picked (≈ {each:,.1f} h each); run "
           f"side by side on separate GPUs they take the same GPU-hours and finish sooner. Each launch line below is "
           "one run's.",
        zh=f"任务共做 {n} 次：按在所选的 {gpus} 张卡上一次接一次计（每次约 {each:,.1f} 小时）；分到不同的卡上同时跑，"
           "卡时相同、完成更早。下面的启动命令是一次的。")
