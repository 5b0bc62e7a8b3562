"""A pick whose one copy of the model spans more GPUs than one machine of its offer holds, priced from an offer not
sold as a networked cluster, is a floor, not a price (blind review 120 C4-2): Qwen2.5-72B full fine-tuning headlined
"32 张 NVIDIA A800 80GB SXM（UCloud Compshare），完成任务共 ¥11,395 … 单卡 ¥6.23/小时" from a one-GPU marketplace
row, while the answer itself said the 4 machines need InfiniBand / RoCE that single machines lack. What the knowledge
can claim: the per-GPU retail rate × GPUs × hours — the least such a cluster could cost. What it cannot: the price, the
minimum term, or that the seller has that many GPUs on one fabric at once; those are the seller's quote. An offer whose
source says it comes with the fabric (``cluster_fabric``: Azure's ND96isr with InfiniBand) is priced as sold.

    per_gpu_floor(kb, pick) -> bool
    floor_fields(kb, pick) -> dict     (the pick fact's: per_gpu_floor, floor_span, offer_gpus)
    floor_note(kb, pick) -> I18n       (said beside the headline's price; empty where the price stands)
    floor_parens(kb, pick) -> I18n     (the same as a bracket of its own)
"""

from __future__ import annotations

import math
from typing import Any

from knowledge.schema import I18n
from rules.copies_span import pick_span
from rules.estimate.job import NODE_GPUS

NO_NOTE = I18n(en="", zh="")


def _offer_row(kb: Any, pick: Any) -> Any:
    choice = getattr(pick, "offer", None)
    if choice is None:
        return None
    return next((o for o in kb.offers_for(pick.card) if o.id == choice.offer_id), None)


def machine_gpus(row: Any) -> int:
    """GPUs one machine of the offer holds: its own count where it sells more, else the node the plans assume."""
    return max(row.gpus, NODE_GPUS)


def per_gpu_floor(kb: Any, pick: Any) -> bool:
    row = _offer_row(kb, pick)
    return row is not None and not row.cluster_fabric and pick_span(pick) > machine_gpus(row)


def floor_fields(kb: Any, pick: Any) -> dict[str, Any]:
    row = _offer_row(kb, pick)
    floor = per_gpu_floor(kb, pick)
    span = pick_span(pick)
    return {"per_gpu_floor": floor, "floor_span": span if floor else 0,
            "floor_nodes": math.ceil(span / machine_gpus(row)) if floor else 0,
            "offer_gpus": row.gpus if row is not None else 0}


def floor_note(kb: Any, pick: Any) -> I18n:
    if not per_gpu_floor(kb, pick):
        return NO_NOTE
    return I18n(en="; a floor from the per-GPU retail price — ask the seller to quote a multi-node cluster",
                zh="；按单卡零售价估算的下限；多机互联集群请向平台询价")


def floor_parens(kb: Any, pick: Any) -> I18n:
    note = floor_note(kb, pick)
    return I18n(en=f" ({note.en[2:]})", zh=f"（{note.zh[1:]}）") if note.en else NO_NOTE
