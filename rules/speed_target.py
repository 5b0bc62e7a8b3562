"""A speed each user must get (--min-tps, "each user needs at least 30 tokens/s"): review 37 c08 — the
answer said "≈ 24 tokens/s per sequence" for 4 × A100 and never checked it against the person's 30.

Decode speed per sequence is bandwidth-bound: a copy spread over more GPUs (tensor parallel) reads its
weights and KV faster, and copies of a small model each serve fewer of the sequences. So a card is taken
on the fewest GPUs, from the fewest that hold the job up to --max-gpus, whose expected speed per sequence
keeps the target — at the stated concurrency, or for a load (--rps) one sequence alone (the load's copies
are then sized to keep it: rules.jobplan.model_copy). A card that cannot keep it on any count is out
(rule `speed-target`), with the best it does said."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from knowledge.schema import Card
from rules import estimate
from rules.base.power import gpu_limit
from rules.estimate.fit import gpu_counts
from rules.placement import MIN_HEADROOM, fits

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from rules.estimate.fit import CardFit
    from rules.estimate.requirement import Requirement
    from rules.facts import Facts


@dataclass(frozen=True)
class SpeedCheck:
    gpus: int  # the fewest GPUs that keep the target (or the memory count when none does)
    fit: CardFit | None
    tokens_per_s: float  # per sequence on ``gpus`` (the best seen when the target is missed)
    best_gpus: int  # where the best speed was seen
    met: bool


def applies(facts: Facts, req: Requirement) -> bool:
    return bool(facts.min_tps) and req.kind == "llm" and not req.is_training and facts.task == "inference"


def sequence_speed(req: Requirement, facts: Facts, card: Card, fit: CardFit) -> float:
    """Expected decode tokens/s of one sequence on ``fit``: at the stated concurrency, or alone when a
    load (--rps) sizes the copies; the calibrated engine model where one is held, else the bound."""
    from rules.estimate import calibration
    from rules.estimate.capacity import dense_tflops
    from rules.serving import engine_of

    exp = calibration.expected(req, fit, card, engine_of(facts), dense_tflops(card))
    if exp is not None:
        return float(exp.single_stream_tokens_per_s if facts.rps else exp.decode_tokens_per_s)
    return float(fit.decode_tokens_per_s_max or 0.0)


def check(req: Requirement, facts: Facts, card: Card, kb: KnowledgeBase, gpus: int,
          fit_n: CardFit | None) -> SpeedCheck | None:
    """The fewest GPUs of ``card`` (from ``gpus``, the memory count) that keep --min-tps; None when no
    target applies or the card holds the job on no count."""
    if not applies(facts, req) or gpus < 1 or fit_n is None:
        return None
    target = float(facts.min_tps or 0.0)
    best = (0.0, gpus, fit_n)
    for n in [x for x in gpu_counts(gpu_limit(card, facts)) if x >= gpus] or [gpus]:
        placed = fit_n if n == gpus else estimate.fit(req, facts, card, n, kb, MIN_HEADROOM, inverse=False,
                                                      one_copy=bool(facts.rps))
        if not fits(placed):
            continue
        speed = sequence_speed(req, facts, card, placed)
        if speed >= target:
            return SpeedCheck(n, placed, speed, n, True)
        if speed > best[0]:
            best = (speed, n, placed)
    return SpeedCheck(gpus, fit_n, best[0], best[1], False)


def card_fields(result: SpeedCheck | None, facts: Facts, gpus_needed: int) -> dict[str, object]:
    """The card fact's speed fields (the rule `speed-target` reads them)."""
    if result is None:
        return {"speed_short": False}
    return {"speed_short": not result.met, "speed_tps": round(result.tokens_per_s, 1),
            "speed_gpus": result.best_gpus, "speed_target": float(facts.min_tps or 0.0),
            "speed_more_gpus": result.met and result.gpus > gpus_needed, "speed_alone": bool(facts.rps)}
