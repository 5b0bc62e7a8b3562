"""The first token of the placement that is priced, and the placement that keeps a first-token limit (blind review
103 c06: Qwen3-30B-A3B at 256K for 10 lawyers under a 20 s first token — 2 × B200 passed as one copy over both
(tensor parallel 2, ≈ 13 s), then was priced and launched as two copies of one card each (`--data-parallel-size 2`),
whose own answer said "First token ≈ 25,557 ms … your limit 20,000 ms"). Copies of the model each read a prompt on
their own GPU, so their first token is one card's; where that breaks --max-ttft the same GPUs are taken as one
copy split across them, which reads a prompt on all of them, or the card is checked on more.

    copies_first_token(kb, facts, req, card, placed) -> seconds
    in_time(kb, facts, req, card, n, placed) -> (CardFit, the copies' first token where they were split)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import estimate
from rules.placement import MIN_HEADROOM, fits
from rules.prompt_queue import first_token_seconds

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from knowledge.schema import Card
    from rules.estimate.fit import CardFit
    from rules.estimate.requirement import Requirement
    from rules.facts import Facts


def is_copies(placed: CardFit) -> bool:
    return placed.layout == "replicas" and placed.gpus > 1


def copies_first_token(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, placed: CardFit) -> float:
    """A prompt's first token on copies of the model one GPU wide, each holding its share of the requests in flight
    (as the pick prints it: rules.pipeline reads ``prompt_queue.copies_of``)."""
    return first_token_seconds(kb, facts, req, card, 1, 1, placed.gpus)


def in_time(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, n: int,
            placed: CardFit) -> tuple[CardFit, float]:
    """(``placed``, 0) where it is not copies or its copies keep --max-ttft; else (one copy split over the same ``n``
    GPUs, the copies' first token) where that holds the job (the caller checks its first token as for any split
    copy)."""
    if not (facts.max_ttft_s and is_copies(placed)):
        return placed, 0.0
    alone = copies_first_token(kb, facts, req, card, placed)
    if alone <= float(facts.max_ttft_s):
        return placed, 0.0
    one = estimate.fit(req, facts, card, n, kb, MIN_HEADROOM, inverse=False, one_copy=True)
    return (one, alone) if fits(one) else (placed, 0.0)
