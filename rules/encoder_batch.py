"""An encoder's batch by a deadline, answered as the job it is: its time on the picked GPUs and its cost, against the
deadline (review 100 c05: "embed 500M documents of ~300 tokens with bge-m3 … within 7 days" was answered as a query
service, "827 queries/s at peak", and said "indexing your documents is a separate batch job, not in this figure" —
disclaiming the very job asked about).

The work is the encoder service's own estimate (rules.encoder_service, rules.estimate.encoder): items × tokens each ×
the encoder's FLOPs a token, over each GPU's dense FP16 TFLOPS × the assumed utilisation; the batch runs every GPU
flat out (no burst headroom), so it ends before the deadline the service was sized for. Its cost is the time billed
by the hour at the pick's rate.

    batch_figures(facts, flops_per_s, tokens_per_s, card, gpus) -> BatchFigures | None
    batch_note(facts, flops_per_s, tokens_per_s, card, gpus) -> I18n | None

The line beside the headline is rules.encoder_batch_line.
"""

from __future__ import annotations

from dataclasses import dataclass

from knowledge.schema import Card, I18n
from rules.estimate import encoder
from rules.estimate.capacity import dense_tflops
from rules.fact_vocab import ENCODER_TASKS
from rules.facts import Facts


@dataclass(frozen=True)
class BatchFigures:
    items: float  # the documents the deadline's steady rate carries
    tokens: float  # all of them together
    flops: float  # the whole batch
    hours: float  # wall clock on ``gpus`` of the card, each at its achievable rate
    gpus: int
    per_gpu: float  # FLOP/s one GPU delivers
    deadline: float  # hours


def batch_figures(facts: Facts, flops_per_s: float, tokens_per_s: float, card: Card, gpus: int) -> BatchFigures | None:
    """The batch's size and its time on ``gpus`` of ``card`` from the encoder service's load at the deadline's steady
    rate (rules.encoder_service.works), or None where no batch by a deadline is said."""
    if facts.task not in ENCODER_TASKS or not facts.deadline or not facts.rps or gpus < 1:
        return None
    seconds = float(facts.deadline) * 3600
    flops, tokens = flops_per_s * seconds, tokens_per_s * seconds
    per_gpu = encoder.gpu_flops(dense_tflops(card))
    if flops <= 0 or per_gpu <= 0:
        return None
    items = float(f"{float(facts.rps) * seconds:.4g}")  # the count said, not the rounded rate's 500,000,256
    return BatchFigures(items, tokens, flops, flops / (gpus * per_gpu) / 3600, gpus, per_gpu,
                        float(facts.deadline))


def said_batch(b: BatchFigures, name: str) -> I18n:
    ok = b.hours <= b.deadline
    return I18n(
        en=f"The batch itself: {b.items:,.0f} documents, {b.tokens / 1e9:,.1f} B tokens, {b.flops:.2e} FLOP ÷ "
           f"({b.gpus} × {name} at {b.per_gpu / 1e12:,.0f} TFLOP/s each) = {b.hours:,.1f} h "
           f"({b.hours / 24:,.1f} days) — {'within' if ok else 'past'} your {b.deadline:,.0f} h deadline",
        zh=f"这批任务本身：{b.items:,.0f} 个文档，共 {b.tokens / 1e9:,.1f} B token，{b.flops:.2e} FLOP ÷ "
           f"（{b.gpus} 张 {name}，每张 {b.per_gpu / 1e12:,.0f} TFLOP/s）= {b.hours:,.1f} 小时"
           f"（{b.hours / 24:,.1f} 天）——{'在' if ok else '超出'}你的 {b.deadline:,.0f} 小时期限{'内' if ok else ''}")


def batch_note(facts: Facts, flops_per_s: float, tokens_per_s: float, card: Card, gpus: int) -> I18n | None:
    """The plan's note on the batch (in place of "a separate batch job"), or None for a service."""
    b = batch_figures(facts, flops_per_s, tokens_per_s, card, gpus)
    if b is None:
        return None
    said = said_batch(b, card.id)
    return I18n(en=said.en + ".", zh=said.zh + "。")
