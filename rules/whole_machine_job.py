"""What a job of fixed size costs at a seller that rents whole 8-GPU machines (blind review 123 C4: the one 专票
seller's A100s were "按整台 8 卡计完成任务 ¥20,173" — one machine for the 35-GPU plan's 53.2 h, a quarter of the work).
Renting machines cannot shrink a job's GPU-hours: the plan's GPUs round up to whole machines for the plan's wall clock
(5 machines, 40 GPUs × 53.2 h), and one machine doing all the work on its 8 GPUs takes the job's GPU-hours ÷ 8 —
which may run past the deadline (1,862 GPU-hours: about 233 h against 72). Neither is ever less than the job's
GPU-hours at the per-GPU price.

    job_on_node(kb, facts, req, card, plan) -> Plan | None   the training or media job on one machine's 8 GPUs
    machine_runs(kb, facts, req, card, plan, gpus) -> (MachineRun on ceil(gpus / 8) machines, one machine's | None)
    machines_phrase(facts, runs, per_gpu_hour, display) -> I18n   ("5 × 8-GPU machines (40 GPUs) × 53.2 h: …")
    unit_unstated_note(facts, runs, per_gpu_hour, display) -> I18n  ("; that is by the GPU, …; as whole …: …")
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from knowledge.schema import I18n
from knowledge.text import money
from rules import jobplan, vision_training_plan
from rules.estimate.fit import gpus_needed
from rules.estimate.job import NODE_GPUS
from rules.job_notes import hours_text, hours_text_zh

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from knowledge.schema import Card
    from rules.estimate.requirement import Requirement
    from rules.facts import Facts


@dataclass(frozen=True)
class MachineRun:
    """A job on whole machines: how many, how long, the GPU-hours billed and whether the deadline is missed."""

    machines: int
    wall_hours: float
    billed_gpu_hours: float
    late: bool

    @property
    def gpus(self) -> int:
        return self.machines * NODE_GPUS


def _late(facts: Facts, wall_hours: float) -> bool:
    return facts.deadline is not None and wall_hours > facts.deadline + 1e-9


def on_machines(facts: Facts, gpus: int, wall_hours: float, gpu_hours: float) -> MachineRun:
    """The plan's ``gpus`` on the whole machines that hold them, billed for the plan's wall clock — never less than the
    plan's own GPU-hours."""
    machines = max(1, math.ceil(gpus / NODE_GPUS))
    billed = max(machines * NODE_GPUS * wall_hours, gpu_hours)
    return MachineRun(machines, wall_hours, billed, _late(facts, wall_hours))


def job_on_node(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, plan: jobplan.Plan
                ) -> jobplan.Plan | None:
    """A training or media job's plan on all the GPUs of one whole node (None for any other plan): what a seller
    that rents only whole nodes would bill for it."""
    if plan.kind == "training":
        return vision_training_plan.training_plan(kb, facts, req, card, NODE_GPUS, NODE_GPUS)
    if plan.kind == "media":
        return jobplan.media_plan(kb, facts, card, NODE_GPUS, NODE_GPUS)
    return None


def one_machine(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Any, plan: Any) -> MachineRun | None:
    """The whole job on one machine's 8 GPUs (a training or media plan whose model one machine holds), else None."""
    if plan.kind == "training":
        need = gpus_needed(req, facts, card, NODE_GPUS)
        if need is None or need > NODE_GPUS:
            return None
    try:
        node = job_on_node(kb, facts, req, card, plan)
    except Exception:  # noqa: BLE001 - a plan the one machine cannot be asked for says nothing
        return None
    if node is None or node.wall_hours <= 0:
        return None
    billed = max(NODE_GPUS * node.wall_hours, node.gpu_hours)
    return MachineRun(1, node.wall_hours, billed, _late(facts, node.wall_hours))


def machine_runs(kb: KnowledgeBase, facts: Facts, req: Requirement | None, card: Any, plan: Any, gpus: int
                 ) -> tuple[MachineRun, MachineRun | None]:
    """(the plan's GPUs on whole machines, the job on one machine) — the second only where the plan is not already one
    full machine and one machine could hold the job; below one machine the first is that one machine's."""
    spread = on_machines(facts, gpus, plan.wall_hours, plan.gpu_hours)
    one = one_machine(kb, facts, req, card, plan) if req is not None and gpus != NODE_GPUS else None
    if gpus < NODE_GPUS and one is not None:
        return one, None  # below a machine, the job runs on all of the one machine's GPUs
    return spread, one


def machines_phrase(facts: Facts, runs: tuple[MachineRun, MachineRun | None], per_gpu_hour: float,
                    display: str) -> I18n:
    """'5 × 8-GPU machines (40 GPUs) × 53.2 h: ¥100,867 for the job; one machine alone takes 233 h, past your 72 h
    deadline' — the figure and, where the job would fit one machine, what one machine would take."""
    spread, one = runs
    cost = money(per_gpu_hour * spread.billed_gpu_hours, display)
    if spread.machines == 1:
        en = (f"one {NODE_GPUS}-GPU machine, {hours_text(spread.wall_hours)}: {cost} for the job")
        zh = f"一台 {NODE_GPUS} 卡机，{hours_text_zh(spread.wall_hours)}：完成任务 {cost}"
    else:
        en = (f"{spread.machines} × {NODE_GPUS}-GPU machines ({spread.gpus} GPUs) × {hours_text(spread.wall_hours)}: "
              f"{cost} for the job")
        zh = (f"{spread.machines} 台 {NODE_GPUS} 卡机（{spread.gpus} 张卡）× {hours_text_zh(spread.wall_hours)}："
              f"完成任务 {cost}")
    if spread.late and facts.deadline is not None:
        en += f", past your {facts.deadline:g} h deadline"
        zh += f"，赶不上 {facts.deadline:g} 小时的期限"
    if one is not None and spread.machines > 1:
        en += f"; one machine alone takes {hours_text(one.wall_hours)}"
        zh += f"；只租一台要 {hours_text_zh(one.wall_hours)}"
        if one.late and facts.deadline is not None:  # then its price is no plan's
            en += f", past your {facts.deadline:g} h deadline"
            zh += f"，赶不上 {facts.deadline:g} 小时的期限"
        else:
            alone = money(per_gpu_hour * one.billed_gpu_hours, display)
            en, zh = f"{en} ({alone})", f"{zh}（{alone}）"
    return I18n(en=en, zh=zh)


def unit_unstated_note(facts: Facts, runs: tuple[MachineRun, MachineRun | None], per_gpu_hour: float,
                       display: str) -> I18n:
    """Said after a job's per-GPU figure at a seller that never says it rents fewer than whole machines."""
    whole = machines_phrase(facts, runs, per_gpu_hour, display)
    return I18n(en=f"; that is by the GPU, which it does not say it rents; as whole {NODE_GPUS}-GPU machines: "
                   f"{whole.en}",
                zh=f"；这是按单卡出租计的（它没说能单卡租）；按整台 {NODE_GPUS} 卡计：{whole.zh}")
