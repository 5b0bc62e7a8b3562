"""How many GPUs work on one instance of the model together — the only GPUs a link between machines matters for
(blind review 103 c05: 13 × A800 each generating its own Wan2.1 clips were told "2 nodes of 8 that need InfiniBand /
RoCE (ask the seller for a cluster)", beside the plan's own "separate single-GPU machines work as well as one
machine"). A media job's files split across GPUs, one whole copy on each (rules.jobplan.media_plan); the other plans
that place copies say so in ``replicas``, each copy on ``gpus``; training works on one model over all its GPUs.

    instance_gpus(plan) -> int
    copies_text(plan, gpus_in_all) -> I18n
    pick_span(pick) -> int
    several_machines(span) -> I18n
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from knowledge.schema import I18n
from rules.estimate.job import NODE_GPUS

if TYPE_CHECKING:
    from rules.jobplan import Plan

ONE_GPU_EACH = ("media",)  # plans whose GPUs each run a whole copy on their own share, counted in ``gpus``


def instance_gpus(plan: Plan) -> int:
    """The GPUs one copy of the model spans: 1 where each GPU runs its own copy, else the plan's GPUs per copy."""
    return 1 if plan.kind in ONE_GPU_EACH else max(1, plan.gpus)


def copies_text(plan: Plan, gpus_in_all: int) -> I18n:
    """What a buyer of copies past one machine must hear instead of a cluster: separate machines will do."""
    width = instance_gpus(plan)
    each_en = "one per GPU" if width == 1 else f"{width} GPUs each"
    each_zh = "每卡一份" if width == 1 else f"每份 {width} 张卡"
    return I18n(en=f"; {gpus_in_all} GPUs as independent copies of the model ({each_en}): nothing crosses between "
                   "machines, so separate machines do — no InfiniBand / RoCE cluster needed",
                zh=f"；{gpus_in_all} 张卡是各自独立的模型副本（{each_zh}）：机器之间不传数据，分开租几台机器即可"
                   "——不需要带 InfiniBand / RoCE 的集群")


def pick_span(pick: Any) -> int:
    """The GPUs one copy of a pick's model spans (its plan's, else the pick's own GPUs: one copy over them)."""
    return instance_gpus(pick.job) if pick.job is not None else max(1, pick.gpus)


def several_machines(span: int, node: int = NODE_GPUS) -> I18n:
    """How the machines past one node go together: a fabric where one copy spans them, none where copies do not."""
    if 0 < span <= node:
        return I18n(en="separate machines, each running its own copies of the model (nothing crosses between them: no "
                       "InfiniBand / RoCE needed)",
                    zh="多台机器、各跑自己的模型副本（机器之间不传数据，不需要 InfiniBand / RoCE）")
    return I18n(en="nodes joined over InfiniBand / RoCE", zh="多台机器经 InfiniBand / RoCE 互联")
