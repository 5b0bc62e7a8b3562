"""How long a serving card takes to read the full prompt before its first token (the slow-prefill caveat)."""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from rules.estimate import job as job_est
from rules.estimate import load
from rules.estimate.fit import CardFit, dense_tflops
from rules.estimate.requirement import Requirement


def prefill_reference(kb: KnowledgeBase, req: Requirement) -> float:
    """The same prompt's prefill on one H100 SXM (the yardstick of the slow-prefill caveat), read the same way."""
    ref = kb.cards_by_id.get("h100-sxm")
    return 0.0 if ref is None else prefill_wait(kb, req, ref, 1)


def prefill_wait(kb: KnowledgeBase, req: Requirement, card: Card, gpus: int) -> float:
    """The full prompt's read on ``gpus`` × ``card`` as the serving load model takes it (rules/estimate/load.py):
    the card's measured tuned-kernel utilisation of its dense peak, causal attention included (the slow-prefill
    caveat said "at least" the full-peak time: 8 s for a 72B's 8k prompt on an H20, where the first token takes
    ~16 s)."""
    if req.kind != "llm" or not req.active_params_b:
        return 0.0
    return round(load.prompt_seconds(req.active_params_b, load.attention_width(req.inputs), req.context_tokens or 0,
                                  dense_tflops(card) * gpus, job_est.hfu(kb, card, "tuned").hfu), 1)


def prompt_gpus(fit: CardFit) -> int:
    """The GPUs that read one prompt together: a tensor-parallel copy's, within one fast-link domain — past it the
    nodes are pipeline stages, and one prompt passes them in turn (review 85 C01: 16 × MI300X as TP 8 × PP 2 read a
    100k-token prompt "in 3.3 s", half of one node's 6.6 s); one where the copies (or the layers in turn) each read
    their own."""
    return one_prompt_width(fit.card, fit.gpus) if fit.layout == "tensor-parallel" else 1


def one_prompt_width(card: Card, gpus: int) -> int:
    """Of ``gpus`` tensor-parallel GPUs, those that read one prompt at once: within the card's fast-link domain (past
    it, pipeline stages in turn); over PCIe, all of them."""
    return max(1, min(gpus, card.max_pool_gpus)) if card.interconnect in job_est.POOL_LINKS else max(1, gpus)
