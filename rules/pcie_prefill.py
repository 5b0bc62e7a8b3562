"""A prompt read by one copy split over GPUs joined only by PCIe (tensor parallel with no NVLink): the compute
shares out over the GPUs, and each layer's activations cross the bus in an all-reduce (blind review 119 C4-3: an
H100 PCIe at ≈ 0.32 s and an RTX PRO 6000 at ≈ 0.49 s for a 2,000-token prompt were ruled out on a first token "at
best (1 GPUs)", never tried split over two).

Megatron-LM's tensor parallel all-reduces the hidden state twice a layer (after attention, after the MLP); a ring
moves 2·(n−1)/n of it through each GPU's link, here at the PCIe rate rules.estimate.job holds (12.5 GB/s: PCIe 4.0
×16's ~25 GB/s in practice, halved where the host halves the lanes, source 4), not overlapped with the compute — the
slow side, as a card is kept on it; the rule-out says the bus's share, so a faster host's gain can be weighed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.estimate.job import PCIE_BYTES_PER_S

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from knowledge.schema import Card
    from rules.estimate.requirement import Requirement
    from rules.facts import Facts

ALLREDUCES_PER_LAYER = 2
ACTIVATION_BYTES = 2  # the hidden state is all-reduced in 16 bits whatever the weights are stored in


def allreduce_seconds(req: Requirement, tokens: int, gpus: int) -> float:
    """The all-reduces of ``tokens`` tokens' hidden states over ``gpus`` PCIe-linked GPUs (0 on one GPU, or where the
    model's shape is unknown)."""
    layers = int(req.inputs.get("layers") or 0)
    hidden = int(req.inputs.get("hidden") or 0)
    if gpus < 2 or not layers or not hidden:
        return 0.0
    moved = ALLREDUCES_PER_LAYER * layers * 2 * (gpus - 1) / gpus * tokens * hidden * ACTIVATION_BYTES
    return moved / PCIE_BYTES_PER_S


def split_read_seconds(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, gpus: int
                       ) -> tuple[float, float]:
    """(one prompt's read by one copy tensor-parallel over ``gpus`` PCIe-linked cards, the bus's share of it): the
    compute on all of them plus the activations' all-reduces."""
    from rules.estimate.load import cached_read
    from rules.jobplan import model_copy
    from rules.prompt_queue import cached_prompt, prompt_tokens

    prompt, cached = prompt_tokens(facts), cached_prompt(facts)
    bus = allreduce_seconds(req, prompt - cached, gpus)
    return cached_read(model_copy(kb, facts, req, card, gpus), prompt, cached) + bus, bus
