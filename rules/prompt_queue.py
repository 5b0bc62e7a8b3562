"""A prompt's first token on one copy of the model: its read (prefill) at the copy's compute, and, where several
requests are said to be in flight with a stated prompt size and no request rate, the wait for the prompts ahead
(review 74 C1: 20 RAG requests with 16k-token prompts on one B300 were "a 1.2 s first token, 34 tokens/s each",
where reading the prompts takes over half the card's time).

    first_token_seconds(kb, facts, req, card, width, gpus, copies=1) -> seconds
    prompts_in_flight(kb, facts, req, card, width, gpus, copies=1) -> load.InFlight | None
    copies_of(fit) -> (width, copies)
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from knowledge.schema import Card
from rules.estimate import job as job_est
from rules.estimate.job import POOL_LINKS

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from rules.estimate.load import InFlight, Replica
    from rules.estimate.requirement import Requirement
    from rules.facts import Facts


def prompt_tokens(facts: Facts) -> int:
    """The prompt whose first token --max-ttft bounds: --input-tokens, else the whole context (a cold prompt)."""
    return int(facts.input_tokens or facts.context_tokens or 0)


def cached_prompt(facts: Facts) -> int:
    """Of the prompt --max-ttft bounds, the tokens read from the prefix cache (rules.prefix_load; 0: none)."""
    from rules.prefix_load import cached_tokens

    return cached_tokens(facts, prompt_tokens(facts))


def first_token_seconds(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, width: int, gpus: int,
                        copies: int = 1) -> float:
    """The prompt's read (prefill) by one copy over ``width`` GPUs — tensor parallel over a fast link; over PCIe no
    GPU past memory's ``gpus`` is counted, and the split memory needs reads at seed 004's measured PCIe scaling, 1.2×
    one card on four — each layer's all-reduce crosses the bus (8 × L4 holding a 32B model was credited eight
    cards' compute for a 16k prompt). With a stated number of requests in flight and their prompt's size, the wait
    for the prompts ahead is added (``prompts_in_flight``; ``copies`` of the model share them)."""
    from rules.estimate.load import cached_read
    from rules.prefix_load import cached_tokens

    queued = prompts_in_flight(kb, facts, req, card, width, gpus, copies)
    if queued is not None:
        return queued.ttft_s
    prompt = prompt_tokens(facts)  # read after its cached prefix where requests share one (rules.prefix_load)
    return cached_read(_copy(kb, facts, req, card, width, gpus), prompt, cached_tokens(facts, prompt))


def _copy(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, width: int, gpus: int) -> Replica:
    """One copy over ``width`` GPUs as it reads a prompt (over PCIe, no more than memory's ``gpus``, at the measured
    PCIe scaling)."""
    from rules.jobplan import model_copy
    from rules.prefill import one_prompt_width

    width = one_prompt_width(card, width) if card.interconnect in POOL_LINKS else gpus
    copy = model_copy(kb, facts, req, card, width)
    slowed = 1.0 if card.interconnect in POOL_LINKS else width / job_est.speedup(kb, card, width)
    return copy if slowed == 1.0 else replace(copy, compute_efficiency=copy.compute_efficiency / slowed)


def queue_applies(facts: Facts) -> bool:
    """Several requests said to be in flight at once, each with a stated prompt, and no request rate: the prompts
    queue for the copy's compute (a stated rate is sized by the load model instead)."""
    return (facts.task == "inference" and not facts.rps and facts.concurrency > 1
            and facts.input_tokens is not None and facts.input_tokens > 0)


def prompts_in_flight(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, width: int, gpus: int,
                      copies: int = 1) -> InFlight | None:
    """The stated concurrency in flight on one copy over ``width`` GPUs (load.in_flight) — its share, where
    ``copies`` of the model (one per GPU) serve it together: the rate, the share of the copy's time its prompts take,
    each sequence's speed and the first token at that peak; None where ``queue_applies`` does not."""
    if not queue_applies(facts) or req.kind != "llm" or not req.active_weights_gb:
        return None
    from rules.estimate.load import DEFAULT_OUTPUT_TOKENS, in_flight

    inp = int(facts.input_tokens or 0)
    out = int(facts.output_tokens or DEFAULT_OUTPUT_TOKENS)
    from rules.prefix_load import cached_tokens

    return in_flight(_copy(kb, facts, req, card, width, gpus), in_flight_per_copy(facts, copies), inp, out,
                     req.kv_bytes_per_token_at(inp + out / 2), cached_tokens(facts, inp))


def in_flight_per_copy(facts: Facts, copies: int) -> int:
    """The stated requests in flight each of ``copies`` copies of the model holds."""
    return -(-facts.concurrency // max(1, copies))


def copies_of(fit: Any) -> tuple[int, int]:
    """(the GPUs one copy reads a prompt on, the copies) of a placement: tensor parallel is one copy over its GPUs,
    replicas one copy per GPU."""
    if fit.layout == "replicas":
        return 1, max(1, fit.gpus)
    return (fit.gpus if fit.layout == "tensor-parallel" else 1), 1
