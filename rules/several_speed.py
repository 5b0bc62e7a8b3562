"""The speed per user and the first token of a box serving several models (rules.several_models), checked on the chat
model alone: the summed need is a memory figure with no speed of its own, so a card was "Enough" for a voice agent's
60 calls at a 300 ms first token with neither checked (review 104 c07: 1 × RTX 6000 Ada, and an FP8 what-if's
1 × L4, whose prefill of a 1,500-token prompt alone takes ≈ 0.4 s at 16 bits).

The chat model is sized alone with the same facts — its load, its prompts, its limits — and checked on each card at
the GPUs the box gets (rules.speed_target), so a card that cannot keep them is out with the reason, and one that
keeps them only on more GPUs takes those. The other models' compute on the same GPUs is not counted: said where the
limits are (rules.several_models)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from rules import estimate, speed_target
from rules.gpu_limit import gpu_limit
from rules.placement import MIN_HEADROOM, fits

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from knowledge.schema import Card
    from rules.estimate.fit import CardFit
    from rules.estimate.requirement import Requirement
    from rules.facts import Facts

_ALONE: dict[int, tuple[Any, Any]] = {}  # by the box's facts (one consultation's): the chat model's (facts, need)


def chat_model(kb: KnowledgeBase, facts: Facts) -> str | None:
    """The chat model of several on one box whose speed or first token is limited; None where none is."""
    if not facts.models or not (facts.min_tps or facts.max_ttft_s) or facts.task != "inference":
        return None
    return next((i for i in facts.models.split(",") if kb.models_by_id[i].kind == "llm"), None)


def _alone(kb: KnowledgeBase, facts: Facts, model: str) -> tuple[Facts, Requirement]:
    held = _ALONE.get(id(facts))
    if held is None or held[0] is not facts:
        from rules.facts import with_changes

        alone = with_changes(facts, kb, models=None, model=model)
        _ALONE.clear()
        held = _ALONE[id(facts)] = (facts, (alone, estimate.requirement(alone, kb)))
    return held[1]


def check(req: Requirement, facts: Facts, card: Card, kb: KnowledgeBase, gpus: int,
          fit_n: CardFit | None) -> speed_target.SpeedCheck | None:
    """rules.speed_target.check of the job — for several models on one box, of its chat model alone on ``card`` from
    the box's ``gpus``, placed as the box is where more GPUs keep the limits."""
    model = chat_model(kb, facts)
    if model is None:
        return speed_target.check(req, facts, card, kb, gpus, fit_n)
    if gpus < 1 or fit_n is None:
        return None
    own_facts, own_req = _alone(kb, facts, model)
    own_fit = estimate.fit(own_req, own_facts, card, gpus, kb, MIN_HEADROOM, inverse=False, one_copy=True)
    speed = speed_target.check(own_req, own_facts, card, kb, gpus, own_fit if fits(own_fit) else None)
    if speed is None or not speed.met:
        return speed
    speed = dataclasses.replace(speed, chat=model)
    served = _served(kb, own_facts, own_req, card, speed.gpus)
    total = speed.gpus * (served.replicas if served is not None else 1)
    limit = gpu_limit(card, facts)
    if total > limit:  # the load wants more copies than the box may have: how near the most come, said
        most = _served(kb, own_facts, own_req, card, speed.gpus, max(1, limit // speed.gpus))
        assert most is not None
        return dataclasses.replace(speed, met=False, gpus=gpus, fit=fit_n, best_gpus=limit, ttft_gpus=limit,
                                   tokens_per_s=most.decode_tokens_per_s_per_sequence, ttft_s=most.ttft_at_peak_s)
    box = fit_n if total == gpus else estimate.fit(req, facts, card, total, kb, MIN_HEADROOM, inverse=False)
    return dataclasses.replace(speed, gpus=total, fit=box if fits(box) else None, met=fits(box),
                               load_copies=total // speed.gpus)


def _served(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, width: int,
            replicas: int | None = None) -> Any:
    """How the chat model's request rate is carried by copies of ``width`` GPUs (rules.jobplan.serving_plan's
    sizing), None without a rate: a box whose chat model keeps the first token for one prompt may still queue a
    rate's prompts past it (review 104 c07: 7.5 requests/s of 1,500-token prompts take 2 × RTX 6000 Ada alone)."""
    if not facts.rps:
        return None
    from rules.estimate import load as load_est
    from rules.jobplan import model_copy
    from rules.prefix_load import load_of

    replica = model_copy(kb, facts, req, card, width)
    ld = load_of(facts, req, facts.input_tokens or load_est.DEFAULT_INPUT_TOKENS,
                 facts.output_tokens or load_est.DEFAULT_OUTPUT_TOKENS)
    return load_est.serve(replica, ld, replicas)
