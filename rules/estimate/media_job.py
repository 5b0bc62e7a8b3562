"""How fast a card works through a one-off media job (issue 13): hours of audio transcribed, images
generated — per GPU-hour, from published measurements (``media-rate`` rows in
knowledge/data/utilisation.yaml).

Each measurement is scaled down to a card that is weaker than the measured one — by the weaker of
its dense FP16 TFLOPS and bandwidth ratios (a compute-bound diffusion model by TFLOPS alone) — and
never up: no measurement here says how much faster an H100 is than the A100 it beats, so the
answer stays a floor on speed (a ceiling on cost and time). The best of the scaled measurements is
the card's rate. The work splits into independent files or
prompts, so n GPUs — on one machine or on n rented machines — do n times the work: no
interconnect is involved.
"""

from __future__ import annotations

from dataclasses import dataclass

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n, Utilisation
from rules.estimate.capacity import dense_tflops

# each media task's unit of work, in words (rules.fact_vocab.MEDIA_JOB_FACTS names its fact)
UNITS = {"transcribe": ("hours of audio", "小时音频"), "image": ("images", "张图")}
COMPUTE_BOUND = ("image",)  # diffusion: every step is a full denoiser pass over the latents


@dataclass(frozen=True)
class MediaRate:
    per_gpu_hour: float  # units of work one GPU does in an hour
    row: Utilisation  # the measurement it rests on
    scale: float  # 1.0 when credited the measured rate; < 1 when scaled down
    basis: I18n


def _rows(kb: KnowledgeBase, model: str) -> list[Utilisation]:
    return [u for u in kb.utilisation if u.kind == "media-rate" and model in u.models]


def measured(kb: KnowledgeBase, model: str | None) -> bool:
    """Whether any measurement covers ``model``."""
    return model is not None and bool(_rows(kb, model))


def rate(kb: KnowledgeBase, card: Card, task: str, model: str) -> MediaRate | None:
    """``card``'s units per GPU-hour for ``model`` (None: nothing measured for the model)."""
    rows = _rows(kb, model)
    if not rows:
        return None
    tflops, bandwidth = dense_tflops(card), card.bandwidth_gbs
    unit_en, unit_zh = UNITS[task]

    def scaled(u: Utilisation) -> float:
        compute = tflops / float(u.reference_tflops or tflops)
        memory = bandwidth / float(u.reference_bandwidth_gbs or bandwidth)
        return min(1.0, compute if task in COMPUTE_BOUND else min(compute, memory))

    # each measurement, scaled down to this card where it is weaker; the best of them is credited
    row = max(rows, key=lambda u: (u.value * scaled(u), u.value))
    scale = scaled(row)
    value = row.value * scale
    if scale >= 1.0:
        what_en, what_zh = (("TFLOPS", "算力") if task in COMPUTE_BOUND
                            else ("TFLOPS and bandwidth", "算力与带宽都"))
        return MediaRate(value, row, 1.0, I18n(
            en=f"{value:,.1f} {unit_en} per GPU-hour, measured on the {row.reference_card} "
               f"({row.basis.split(':')[0]}); {card.id} matches or beats it in {what_en} "
               "and is credited no more than that.",
            zh=f"每卡时 {value:,.1f} {unit_zh}，{row.reference_card} 实测；{card.id} 的{what_zh}"
               "不低于它，按它计（不多算）。"))
    by_en = "dense TFLOPS" if task in COMPUTE_BOUND else "the weaker of TFLOPS and bandwidth"
    by_zh = "稠密算力" if task in COMPUTE_BOUND else "算力与带宽中较弱的一项"
    return MediaRate(value, row, scale, I18n(
        en=f"{value:,.1f} {unit_en} per GPU-hour: the {row.reference_card}'s measured "
           f"{row.value:,.1f} × {scale:.2f} ({card.id}'s {by_en} against it).",
        zh=f"每卡时 {value:,.1f} {unit_zh}：{row.reference_card} 实测 {row.value:,.1f} × {scale:.2f}"
           f"（{card.id} 的{by_zh}与它之比）。"))


def wall_hours(units: float, per_gpu_hour: float, gpus: int) -> float:
    """Hours of wall clock for ``units`` of work on ``gpus`` GPUs working on separate files."""
    if units <= 0 or per_gpu_hour <= 0 or gpus < 1:
        raise ValueError("units and the rate must be > 0 and gpus ≥ 1")
    return units / (per_gpu_hour * gpus)
