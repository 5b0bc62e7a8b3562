"""Where a job goes on a card: one GPU, or the fewest GPUs that hold it, under the memory gate's
headroom policy. The rule engine's card facts and `gpu-advisor estimate` both use this, so the
two never disagree about whether a card fits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowledge.schema import Card
from rules import estimate
from rules.estimate.fit import gpu_counts, split_counts
from rules.estimate.job import NODE_GPUS  # an Atlas / HGX server's accelerators
from rules.estimate.precision import FOUR_BIT
from rules.facts import LLM_TASKS, Facts

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from rules.estimate.fit import CardFit
    from rules.estimate.requirement import Requirement
    from rules.estimate.split import Split

# The memory gate's headroom: a card fits when the need leaves at least this share of its usable
# memory free (fragmentation, CUDA graphs, spikes). vLLM's default gpu_memory_utilization of 0.9
# is stricter still; 5 % keeps seed 000's verdict that 70B FP16 (141 GB) does not fit one H200.
MIN_HEADROOM = 0.05


def fits(fit: CardFit) -> bool:
    return bool(fit.fits) and fit.headroom_fraction >= MIN_HEADROOM


def layout_fits(placed: Split, card: Card) -> bool:
    """``fits`` of the fit that places ``placed`` on ``card``, from the layout alone: the same arithmetic as
    ``CardFit.fits`` and ``headroom_fraction`` (``rules.estimate.fit``), without the fit's speeds and limits."""
    room = estimate.usable_gb(card)
    headroom = room - placed.per_gpu_gb
    return headroom >= 0 and headroom / room >= MIN_HEADROOM


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
    for n in split_counts(req, facts.max_gpus, NODE_GPUS)[1:]:
        if room * n < req.vram_gb:
            continue  # no layout puts less than need / n on a GPU: cannot fit, skip the split
        fit_n = estimate.fit(req, facts, card, n, kb, MIN_HEADROOM, inverse=inverse)
        if fits(fit_n):
            return one, n, fit_n
    return one, 0, None


MOST_NODES = 4  # past four servers a consultation stops counting: a cluster is a project of its own


def fewest_nodes(req: Requirement, facts: Facts, card: Card, kb: KnowledgeBase | None = None) -> int:
    """The fewest whole 8-card servers (2 or 4: the counts a copy splits over) whose cards hold the job under the
    memory gate, one copy over all of them (review 74 C8: "2 × 8 × 910B can" was said from the total memory, while
    the fit that a --max-gpus 16 answer runs keeps the MLA cache whole on every card and ruled them out); 0 when
    four do not."""
    for n in gpu_counts(MOST_NODES * NODE_GPUS):  # the counts the memory gate itself tries (a copy's split)
        if n > NODE_GPUS and fits(estimate.fit(req, facts, card, n, kb, MIN_HEADROOM, inverse=False)):
            return n // NODE_GPUS
    return 0


def one_node_at_four_bits(req: Requirement, facts: Facts, card: Card, kb: KnowledgeBase) -> float:
    """The need with 4-bit weights where that puts the job on one 8-card server of ``card`` and wider weights do not
    (review 74 C8: DeepSeek-R1 on 910C took two servers at INT8, one at INT4, and no answer said so); 0 otherwise."""
    from rules.facts import with_changes

    if facts.precision in FOUR_BIT or req.kind != "llm":
        return 0.0
    try:
        four = with_changes(facts, kb, precision="int4")
        need = estimate.requirement(four, kb)
    except Exception:  # noqa: BLE001 - a model with no 4-bit form has no such option
        return 0.0
    held = fits(estimate.fit(need, four, card, NODE_GPUS, kb, MIN_HEADROOM, inverse=False))
    return float(need.vram_gb) if held else 0.0
