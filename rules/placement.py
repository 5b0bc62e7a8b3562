"""Where a job goes on a card: one GPU, or the fewest GPUs that hold it, under the memory gate's
headroom policy. The rule engine's card facts and `gpu-advisor estimate` both use this, so the
two never disagree about whether a card fits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowledge.schema import Card
from rules import estimate
from rules.estimate.fit import gpu_counts
from rules.facts import LLM_TASKS, Facts

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from rules.estimate.fit import CardFit
    from rules.estimate.requirement import Requirement

# The memory gate's headroom: a card fits when the need leaves at least this share of its usable
# memory free (fragmentation, CUDA graphs, spikes). vLLM's default gpu_memory_utilization of 0.9
# is stricter still; 5 % keeps seed 000's verdict that 70B FP16 (141 GB) does not fit one H200.
MIN_HEADROOM = 0.05


def fits(fit: CardFit) -> bool:
    return bool(fit.fits) and fit.headroom_fraction >= MIN_HEADROOM


def placement(req: Requirement, facts: Facts, card: Card, kb: KnowledgeBase | None = None, *,
              inverse: bool = False) -> tuple[CardFit, int, CardFit | None]:
    """(fit on one card, GPUs needed — 0 when none within --max-gpus —, fit at that count).
    Image, video and the other single-GPU workloads never split."""
    one = estimate.fit(req, facts, card, 1, kb, MIN_HEADROOM, inverse=inverse)
    if fits(one):
        return one, 1, one
    if facts.task not in LLM_TASKS:
        return one, 0, None
    room = estimate.usable_gb(card) * (1 - MIN_HEADROOM)
    for n in gpu_counts(facts.max_gpus)[1:]:
        if room * n < req.vram_gb:
            continue  # no layout puts less than need / n on a GPU: cannot fit, skip the split
        fit_n = estimate.fit(req, facts, card, n, kb, MIN_HEADROOM, inverse=inverse)
        if fits(fit_n):
            return one, n, fit_n
    return one, 0, None
