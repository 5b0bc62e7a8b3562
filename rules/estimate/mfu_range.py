"""A Megatron (tuned-stack) full training run's utilisation as a range, not one figure (review 97 c02: 57 % MFU for a
14B at tensor parallel 2 on A800s is the optimistic end — published Megatron runs of that class report 41.5–52 %).

The fast end is the card's measured figure the plan always took (llm-foundry's 7B runs, ``training-hfu``); the slow
end the lowest published Megatron MFU on the card's architecture (``tuned-mfu-low``: Korthikanti et al. 2022's 22B on
A100, Llama 3's 38 % on H100). The job is priced at the middle of the two MFUs, and its hours run from the fast end
to the slow one (the answer says so)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

LOW_KIND = "tuned-mfu-low"
MIN_SPREAD = 0.01  # a low end within a point of the measured figure is no range


@dataclass(frozen=True)
class MfuRange:
    """The model-FLOPs utilisation a run may reach: ``low`` (published, its ``low_id`` row) to ``high`` (measured);
    the plan is timed at ``middle``."""

    low: float
    high: float
    low_id: str
    source: str

    @property
    def middle(self) -> float:
        return (self.low + self.high) / 2


def spread(kb: Any, card: Any, hfu: float, flops_per_token: int, executed_per_token: int) -> MfuRange | None:
    """The range for ``card`` whose measured hardware utilisation is ``hfu`` on a step that executes
    ``executed_per_token``·N FLOPs a token for ``flops_per_token``·N of model FLOPs (recompute: 8 against 6); None
    where the card's architecture has no published low end or its measured figure is no higher."""
    arch = getattr(card, "architecture", "") or ""
    row = next((u for u in kb.utilisation if u.kind == LOW_KIND and any(a in arch for a in u.architectures)), None)
    if row is None or executed_per_token <= 0:
        return None
    high = hfu * flops_per_token / executed_per_token
    if row.value >= high - MIN_SPREAD:
        return None
    return MfuRange(row.value, high, row.id, row.source)
