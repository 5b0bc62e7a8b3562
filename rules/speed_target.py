"""A speed each user must get (--min-tps, "each user needs at least 30 tokens/s"): review 37 c08 — the
answer said "≈ 24 tokens/s per sequence" for 4 × A100 and never checked it against the person's 30.

Decode speed per sequence is bandwidth-bound: a copy spread over more GPUs (tensor parallel) reads its
weights and KV faster, and copies of a small model each serve fewer of the sequences. So a card is taken
on the fewest GPUs, from the fewest that hold the job up to --max-gpus, whose expected speed per sequence
keeps the target — at the stated concurrency, or for a load (--rps) one sequence alone (the load's copies
are then sized to keep it: rules.jobplan.model_copy). A card that cannot keep it on any count is out
(rule `speed-target`), with the best it does said."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from knowledge.schema import Card
from rules import estimate, pcie_prefill, prompt_width
from rules.estimate.fit import gpu_counts
from rules.estimate.job import POOL_LINKS
from rules.gpu_limit import gpu_limit
from rules.placement import MIN_HEADROOM, fits
from rules.prefix_load import cached_tokens, first_token_tokens
from rules.prompt_queue import first_token_seconds, prompt_tokens, queue_applies

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from rules.estimate.fit import CardFit
    from rules.estimate.requirement import Requirement
    from rules.facts import Facts


@dataclass(frozen=True)
class SpeedCheck:
    """Whether a card keeps the speed targets, and on how many GPUs."""

    gpus: int  # the fewest GPUs that keep the targets (or the memory count when none does)
    fit: CardFit | None
    tokens_per_s: float  # per sequence on ``gpus`` (the best seen when the target is missed)
    best_gpus: int  # where the best speed was seen
    met: bool
    ttft_s: float = 0.0  # a prompt's prefill on ``gpus`` (the shortest seen when the target is missed)
    ttft_gpus: int = 0  # where the shortest was seen
    speed_met_first: int = 0  # the fewest GPUs that keep --min-tps alone (0: none, or no such target)
    # kept on a MoE model's spread over several GPUs (calibration.moe_spread): the estimate is under the target, the
    # published runs of such models faster than it by enough to keep it — said, never silently taken as met
    uncertain: bool = False
    spread: float = 1.0
    copies_ttft_s: float = 0.0  # >0: memory's copies of one card read the prompt in this long, so ``fit`` is split
    load_copies: int = 1  # copies a request rate takes of the chat model on a box of several (rules.several_speed)
    split_ttft: tuple[float, int, float] = (0.0, 0, 0.0)  # the quickest copy split over PCIe: (s, GPUs, bus's s)
    chat: str = ""  # that chat model's id, where it was checked alone (an id: the engine sees no free text)


def applies(facts: Facts, req: Requirement) -> bool:
    return bool(facts.min_tps or facts.max_ttft_s) and req.kind == "llm" and not req.is_training \
        and facts.task == "inference"


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


def _with_prompts(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, placed: CardFit, gpus: int,
                  alone: float) -> tuple[float, float]:
    """(the speed per sequence with the prompts in flight read too, the share of the copy's time they take)."""
    from rules.prompt_queue import copies_of, prompts_in_flight
    from rules.serving import speed_with_prompts

    width, copies = copies_of(placed)
    queued = prompts_in_flight(kb, facts, req, card, width, gpus, copies)
    return speed_with_prompts(alone, queued), (queued.prompt_share if queued is not None else 0.0)


def decode_spread(spread: float, prompt_share: float) -> float:
    """How many times the estimate a sequence may decode when only the decoding part of the copy's time runs
    ``spread`` times faster: the published MoE runs are decode at small batches (expert parallel reads fewer weights
    per GPU), and reading prompts is compute, which it does not speed (review 104 c10: 2 × B200 at ≈ 13.6 tokens/s was
    kept for 20 at 2.3×, where prompts take 83 % of the time and 2.3× the rest gives ≈ 15)."""
    return 1.0 / (prompt_share + (1.0 - prompt_share) / spread)


def check(req: Requirement, facts: Facts, card: Card, kb: KnowledgeBase, gpus: int,
          fit_n: CardFit | None) -> SpeedCheck | None:
    """The fewest GPUs of ``card`` (from ``gpus``, the memory count) that keep --min-tps and --max-ttft; None when
    no target applies or the card holds the job on no count."""
    if not applies(facts, req) or gpus < 1 or fit_n is None:
        return None

    from rules.estimate import calibration
    from rules.serving import engine_of

    target = float(facts.min_tps or 0.0)
    best = (0.0, gpus)
    best_spread = 1.0  # the spread of the best speed seen (said where even it misses the target)
    quickest = (float("inf"), gpus)
    quickest_split = (float("inf"), 0, 0.0)
    speed_first = 0
    prefill: dict[int, float] = {}  # by the GPUs one copy reads a prompt on
    for n in [x for x in gpu_counts(gpu_limit(card, facts)) if x >= gpus] or [gpus]:
        prompt_share = 0.0
        # (a first-token limit wants one copy across the GPUs: copies of the model each read a prompt alone)
        placed = fit_n if n == gpus else estimate.fit(req, facts, card, n, kb, MIN_HEADROOM, inverse=False,
                                                      one_copy=bool(facts.rps or facts.max_ttft_s))
        if not fits(placed):
            continue
        placed, copies_ttft = prompt_width.in_time(kb, facts, req, card, n, placed)  # a copy reads a prompt alone
        speed = sequence_speed(req, facts, card, placed) if target else 0.0
        # (at memory's own count too, where memory placed copies: review 85 C10 — 2 × H100 as two copies at ≈35 tok/s
        # were never tried as one TP-2 copy at ≈50)
        if target and (n > gpus or n > 1 and placed.layout == "replicas") and not (facts.rps or facts.max_ttft_s) \
                and card.interconnect in POOL_LINKS:
            # copies each serve fewer sequences; one copy over the linked GPUs reads faster — the better of the two
            # (review 41 C5: 8 × H100 was "≈ 38.4 tokens/s at best" as copies, where tensor parallel is faster)
            wide = estimate.fit(req, facts, card, n, kb, MIN_HEADROOM, inverse=False, one_copy=True)
            wide_speed = sequence_speed(req, facts, card, wide) if fits(wide) else 0.0
            if wide_speed > speed:
                placed, speed = wide, wide_speed
        if target and queue_applies(facts):
            # the speed the answer prints: with the stated requests in flight their prompts' reads take the copy's
            # time too (review 77 C02: 40 × 3k-token prompts on 4 × A100 kept "20 tokens/s" at 32 decoding alone,
            # where the same answer said ≈ 10 each; the A40 beside it was ruled out at 19.6)
            speed, prompt_share = _with_prompts(kb, facts, req, card, placed, gpus, speed)
        width = -placed.gpus if prompt_width.is_copies(placed) else n if card.interconnect in POOL_LINKS else gpus
        if facts.max_ttft_s and width not in prefill:
            prefill[width] = (prompt_width.copies_first_token(kb, facts, req, card, placed) if width < 0
                              else first_token_seconds(kb, facts, req, card, n, gpus))
        ttft = prefill.get(width, 0.0)
        if facts.max_ttft_s and width == gpus < n and card.interconnect not in POOL_LINKS and not queue_applies(facts):
            # one copy split over more PCIe cards, its bus said where it misses (review 119 C4-3)
            split, bus = pcie_prefill.split_read_seconds(kb, facts, req, card, n)
            quickest_split = min(quickest_split, (split, n, bus))
            ttft = min(ttft, split)
        spread = calibration.moe_spread(req, placed, engine_of(facts), card) if target and speed < target else 1.0
        kept = speed >= target or speed * decode_spread(spread, prompt_share) >= target
        speed_first = speed_first or (n if target and kept else 0)
        if kept and ttft <= (facts.max_ttft_s or 0.0):
            return SpeedCheck(n, placed, speed, n, True, ttft, n, speed_first, uncertain=speed < target,
                              spread=spread, copies_ttft_s=copies_ttft)
        if speed > best[0]:
            best = (speed, n)
            best_spread = spread
        if ttft < quickest[0]:
            quickest = (ttft, n)
    return SpeedCheck(gpus, fit_n, best[0], best[1], False, quickest[0], quickest[1], speed_first,
                      spread=best_spread, split_ttft=quickest_split)


def card_fields(result: SpeedCheck | None, facts: Facts, gpus_needed: int) -> dict[str, object]:
    """The card fact's speed fields (the rules `speed-target` and `first-token-target` read them)."""
    if result is None:
        return {"speed_short": False, "ttft_short": False, "ttft_more_gpus": False, "speed_uncertain": False,
                "ttft_one_copy": False, "load_copies": 1, "chat_checked": False}
    target = float(facts.min_tps or 0.0)
    speed_short = not result.met and bool(target) and result.tokens_per_s < target
    # (the speed's own GPUs said by its rule; more than those, for the first token, by the first-token rule)
    speed_more = result.met and bool(target) and result.speed_met_first > gpus_needed
    # no count of the card held the job as one copy (review 121 c5: a P40 beside a three-model box with a first-token
    # limit): no first-token time was measured, and a fact cannot carry an infinite one
    timed = math.isfinite(result.ttft_s)
    split = result.split_ttft if math.isfinite(result.split_ttft[0]) else (0.0, 0, 0.0)
    return {"speed_short": speed_short, "speed_tps": round(result.tokens_per_s, 1),
            "speed_gpus": result.best_gpus, "speed_target": target,
            "speed_more_gpus": speed_more, "speed_alone": bool(facts.rps),
            "ttft_short": not result.met and not speed_short and timed,
            "ttft_s": round(result.ttft_s, 2) if timed else 0.0,
            "ttft_gpus": result.ttft_gpus, "ttft_target": float(facts.max_ttft_s or 0.0),
            "ttft_split": [round(split[0], 2), split[1], round(split[2], 2)],
            "ttft_tokens": first_token_tokens(facts, prompt_tokens(facts)),
            "ttft_cached": cached_tokens(facts, prompt_tokens(facts)),
            "ttft_queued": facts.concurrency if queue_applies(facts) else 0,
            "ttft_more_gpus": result.met and (bool(facts.max_ttft_s) or result.load_copies > 1)
            and result.gpus > max(gpus_needed, result.speed_met_first),
            "load_copies": result.load_copies, "load_rps": float(facts.rps or 0.0),
            "chat_checked": result.met and bool(result.chat), "chat_name": result.chat,
            "speed_uncertain": result.met and result.uncertain, "speed_spread": round(result.spread, 2),
            # one copy over the GPUs memory placed copies on, for the first token (rules.prompt_width)
            "ttft_one_copy": result.met and result.copies_ttft_s > 0 and result.gpus == gpus_needed,
            "ttft_copies_s": round(result.copies_ttft_s, 2),
            # the speed kept by whole copies, each on GPUs of its own with fewer sequences (no split between cards)
            "speed_copies": result.fit is not None and result.fit.layout == "replicas"}
