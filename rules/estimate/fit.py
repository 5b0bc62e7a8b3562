"""Does a requirement fit a card (or N of them), how much room is left, and how fast can it go.

Card memory (usable GB, ECC carve-out, driver reserve) is counted in ``rules.estimate.capacity``;
its names are re-exported here for callers that import them from ``fit``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from knowledge.direct_init import direct_init
from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from rules.estimate import load, throughput
from rules.estimate.capacity import (
    DRIVER_RESERVE_FRACTION,
    GDDR_ECC_FRACTION,
    capacity_gb,
    dense_tflops,
    ecc_reserves_memory,
    usable_gb,
)
from rules.estimate.requirement import Requirement, derived
from rules.estimate.split import Split, layout_breakdown, split, tensor_parallel
from rules.fact_vocab import ADAPTER_TASKS

if TYPE_CHECKING:  # rules.facts imports rules.estimate (config.json): no runtime import
    from rules.facts import Facts

MAX_CONTEXT_SEARCH = 16 * 1024 * 1024  # rules.facts LIMITS["context_tokens"]
MAX_SEQUENCES_SEARCH = 100_000  # rules.facts LIMITS["concurrency"]

__all__ = [
    "DRIVER_RESERVE_FRACTION", "GDDR_ECC_FRACTION", "MAX_CONTEXT_SEARCH", "MAX_SEQUENCES_SEARCH",
    "CardFit", "capacity_gb", "dense_tflops", "ecc_reserves_memory", "fit", "gpu_counts",
    "gpus_needed", "placed_split", "split_counts", "usable_gb",
]


@direct_init
@dataclass(frozen=True)
class CardFit:
    """One card (× gpus) against one requirement. Memory per GPU in GB (10^9 bytes).

    Inference: ``max_context_tokens`` = longest context at the stated concurrency,
    ``max_concurrency`` = most sequences at the stated context. Training: the longest sequence
    at the stated micro-batch, and the largest micro-batch at the stated sequence length.
    Both are capped at the model's maximum context / the facts' limits, 0 when nothing fits,
    None for stated (non-LLM) needs. Speeds are upper bounds (``rules.estimate.throughput``).
    """

    card: Card
    gpus: int
    fits: bool
    per_gpu_need_gb: float
    usable_gb: float
    headroom_gb: float
    headroom_fraction: float
    max_context_tokens: int | None
    max_concurrency: int | None
    decode_tokens_per_s_max: float | None
    decode_tokens_per_s_weights_only: float | None  # seed 002's check: bandwidth ÷ weights
    batched_tokens_per_s_max: float | None
    prefill_seconds: float | None
    training_tokens_per_s_max: float | None
    split: Split
    nominal_gb: float = 0.0
    capacity_gb: float = 0.0

    @property
    def layout(self) -> str:
        return self.split.layout

    @property
    def pooled(self) -> bool:
        return self.split.pooled

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        def r(x: float | None, digits: int = 3) -> float | None:
            return None if x is None else round(x, digits)

        return {
            "card": self.card.id, "gpus": self.gpus, "fits": self.fits,
            "per_gpu_need_gb": r(self.per_gpu_need_gb), "usable_gb": r(self.usable_gb),
            "nominal_gb": self.nominal_gb, "headroom_gb": r(self.headroom_gb),
            "headroom_fraction": r(self.headroom_fraction, 4),
            "max_context_tokens": self.max_context_tokens,
            "max_concurrency": self.max_concurrency,
            "decode_tokens_per_s_max": r(self.decode_tokens_per_s_max, 1),
            "decode_tokens_per_s_weights_only": r(self.decode_tokens_per_s_weights_only, 1),
            "batched_tokens_per_s_max": r(self.batched_tokens_per_s_max, 1),
            "prefill_seconds": r(self.prefill_seconds, 3),
            "training_tokens_per_s_max": r(self.training_tokens_per_s_max, 1),
            "layout": self.split.layout, "pooled": self.split.pooled,
            "parallelism": self.split.parallelism.get(lang),
        }


def _need(req: Requirement, layout: str, gpus: int, context: int, sequences: int, devices: int = 1) -> float:
    return sum(layout_breakdown(req, layout, gpus, context, sequences, devices).values())


def context_within(req: Requirement, placed: CardFit, room_gb: float) -> int:
    """The longest context per sequence, at the requirement's sequences, that ``placed``'s layout holds within
    ``room_gb`` a GPU (0 when not even one token does): what a card ruled out by the worst case still serves."""
    if req.kind != "llm" or placed.split is None:
        return 0
    return _longest_context(req, placed.split.layout, placed.gpus, req.sequences, room_gb, placed.card.devices)


def _longest_context(req: Requirement, layout: str, gpus: int, sequences: int, room_gb: float,
                     devices: int = 1) -> int:
    cap = req.model_max_context or MAX_CONTEXT_SEARCH
    return max(0, _largest(lambda c: _need(req, layout, gpus, c, sequences, devices) <= room_gb, 1, cap))


def _largest(fits_at: Callable[[int], bool], lo: int, hi: int) -> int:
    """Largest x in [lo, hi] with fits_at(x), given fits_at is monotone; lo - 1 when none."""
    if not fits_at(lo):
        return lo - 1
    if fits_at(hi):
        return hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits_at(mid):
            lo = mid
        else:
            hi = mid
    return lo


def fit(req: Requirement, facts: Facts | None, card: Card, gpus: int = 1,
        kb: KnowledgeBase | None = None,
        min_headroom: float = 0.0, inverse: bool = True, one_copy: bool = False) -> CardFit:
    """``req`` on ``gpus`` × ``card``: fit, headroom, inverse limits and speed bounds.

    ``min_headroom`` is the rules' headroom policy, passed through so that a multi-GPU
    placement prefers the pooled layout when replicas would fit only without headroom.
    ``inverse=False`` skips the searches for the longest context and most sequences (they leave
    ``max_context_tokens`` / ``max_concurrency`` None): the rule engine's placement step only
    needs to know whether the job fits. ``one_copy``: one tensor-parallel copy over all
    ``gpus`` (a serving load's copy), even where fewer GPUs would hold it."""
    del kb  # reserved: per-card knowledge (e.g. measured efficiencies) may refine the bounds
    # a pure function of the requirement, the card and the counts (split reads no facts): the
    # pipeline, the serving extras and the what-if ask for the same fits
    memo = derived(req)
    key = ("fit", id(card), gpus, type(gpus), min_headroom, inverse, one_copy)
    known = memo.get(key)
    if known is None or known.card is not card:
        known = memo[key] = _fit(req, facts, card, gpus, min_headroom, inverse, one_copy)
    return known


def _fit(req: Requirement, facts: Facts | None, card: Card, gpus: int, min_headroom: float,
         inverse: bool, one_copy: bool = False) -> CardFit:
    placed = placed_split(req, facts, card, gpus, min_headroom, one_copy)
    room = usable_gb(card)
    need = placed.per_gpu_gb
    headroom = room - need
    used = placed.gpus
    layout = placed.layout

    max_ctx: int | None = None
    max_seq: int | None = None
    if req.kind == "llm" and inverse:
        seqs = req.sequences
        ctx = req.context_tokens or 1
        max_ctx = _longest_context(req, layout, used, seqs, room, card.devices)
        limit = MAX_SEQUENCES_SEARCH * (used if layout == "replicas" else 1)
        max_seq = max(0, _largest(lambda n: _need(req, layout, used, ctx, n, card.devices) <= room, 1, limit))

    decode = decode_seed = batched = prefill = train = None
    tp = used if layout == "tensor-parallel" else 1
    replicas = used if layout == "replicas" else 1
    bandwidth = card.bandwidth_gbs * tp
    compute = dense_tflops(card)
    tflops = compute * tp
    if req.is_training and req.kind == "llm" and req.params_b:
        active = req.active_params_b or req.params_b
        train = throughput.training_tokens_per_s(compute * used, active,
                                                 adapters_only=req.task in ADAPTER_TASKS)
    elif req.active_weights_gb and not req.is_training:
        weights = req.active_weights_gb
        kv_seq, width = _speed_inputs(req)
        decode = throughput.decode_tokens_per_s(bandwidth, weights, kv_seq)
        decode_seed = throughput.seed002_decode_tokens_per_s(bandwidth, weights)
        if req.kind == "llm" and req.active_params_b:
            per_replica = -(-req.sequences // replicas)
            # the batch reads what its sequences hold on average (rules.estimate.held_tokens), one alone its full
            # context
            batched = replicas * throughput.batched_tokens_per_s(
                bandwidth, weights, _mean_kv_gb(req, per_replica), per_replica, tflops, req.active_params_b)
            prefill = throughput.prefill_seconds(tflops, req.active_params_b, req.context_tokens or 0, width)
    return CardFit(
        card=card, gpus=used, fits=headroom >= 0, per_gpu_need_gb=need, usable_gb=room,
        headroom_gb=headroom, headroom_fraction=headroom / room, max_context_tokens=max_ctx,
        max_concurrency=max_seq, decode_tokens_per_s_max=decode,
        decode_tokens_per_s_weights_only=decode_seed, batched_tokens_per_s_max=batched,
        prefill_seconds=prefill, training_tokens_per_s_max=train, split=placed,
        nominal_gb=card.vram_gb, capacity_gb=capacity_gb(card))


def placed_split(req: Requirement, facts: Facts | None, card: Card, gpus: int, min_headroom: float = 0.0,
                 one_copy: bool = False) -> Split:
    """The layout ``fit`` places ``req`` in on ``gpus`` × ``card`` (made once per requirement): its per-GPU need
    alone says whether the fit holds, before the inverse limits and speed bounds ``fit`` works out."""
    return tensor_parallel(req, gpus, card.devices) if one_copy else split(req, facts, gpus, card, min_headroom)


def _speed_inputs(req: Requirement) -> tuple[float, float]:
    """(one sequence's KV cache at the full context, the attention width): the requirement's alone, the same for
    every card and GPU count a consultation fits it on (derived once per requirement)."""
    memo = derived(req)
    known = memo.get("speed-inputs")
    if known is None:
        kv_seq = req.parts.kv_gb(req.context_tokens or 0, 1) if req.kind == "llm" else 0.0
        known = memo["speed-inputs"] = (kv_seq, load.attention_width(req.inputs))
    return known


def _mean_kv_gb(req: Requirement, sequences: int) -> float:
    """``req.parts.mean_kv_gb`` at the requirement's context, once per requirement and sequences."""
    memo = derived(req)
    key = ("mean-kv", sequences)
    known = memo.get(key)
    if known is None:
        known = memo[key] = req.parts.mean_kv_gb(req.context_tokens or 0, sequences)
    return known


def gpu_counts(max_gpus: int) -> list[int]:
    """1, 2, 4, 8, … up to ``max_gpus``."""
    counts, n = [], 1
    while n <= max_gpus:
        counts.append(n)
        n *= 2
    return counts


def split_counts(req: Requirement, max_gpus: int, box: int = 8) -> list[int]:
    """The GPU counts ``req`` may be split over, up to ``max_gpus``. llama.cpp's ``--split-mode layer --tensor-split``
    takes any count of cards in one box (review 106 C3: "even 3 of these 24 GB cards cannot hold 49.3 GB", 3 × 25.6
    usable); tensor parallel keeps powers of two — its size must divide the attention heads."""
    if not req.parts.layer_split:
        return gpu_counts(max_gpus)
    return sorted(set(range(1, min(max_gpus, box) + 1)) | set(gpu_counts(max_gpus)))


def gpus_needed(req: Requirement, facts: Facts | None, card: Card, max_gpus: int | None = None
                ) -> int | None:
    """The smallest N of ``split_counts`` (≤ max_gpus) whose placement fits ``card``; None if none.

    This only computes: whether ``card`` may pool memory over N GPUs is the rule engine's call
    (see ``split(...).pooled``).
    """
    limit = max_gpus if max_gpus is not None else getattr(facts, "max_gpus", 8)
    room = usable_gb(card)
    for n in split_counts(req, limit):
        if split(req, facts, n, card).per_gpu_gb <= room:
            return n
    return None
