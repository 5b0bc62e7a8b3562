"""How many GPUs can hold one model together: the fast-link domain (rules.base.interconnect's rules use it; kept
outside the rule base so that the answer's words can ask it without importing the rule base)."""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from rules.facts import Facts

POOLING_LINKS = ("nvlink", "infinity-fabric", "hccs")


def pool_limit(card: Card, facts: Facts, kb: KnowledgeBase | None = None) -> int:
    """The card fact's ``pool``: GPUs that can hold one model together — the fast-link domain;
    a full NVLink node can extend over InfiniBand when the person allows more than 8 GPUs. A
    bridged pair (RTX 3090, A6000) pools only where an offer says its machines have the bridge
    fitted."""
    if (card.interconnect == "nvlink-bridge" and kb is not None
            and not any(o.nvlink for o in kb.offers_for(card.id))):
        return 1
    if card.interconnect in POOLING_LINKS and card.max_pool_gpus >= 8:
        return max(card.max_pool_gpus, facts.max_gpus)
    return card.max_pool_gpus
