"""Needs the sources state as a whole rather than build from parts: image, video, rendering,
transcription, detection and coursework workloads, and any need the person states (--vram).

The gate is the LOWER end of a source's range: seed 000 calls the RTX 5090 (32 GB) "enough" for
Flux at 24–40 GB, the RTX 3090 (24 GB) for SD/SDXL at 12–20 GB and the RTX A5000 (24 GB) for
coursework at 8–24 GB; the upper end is reported as the comfortable figure.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n, Model, VramNeed, Workload
from rules.estimate.units import weight_format


@dataclass(frozen=True)
class StatedNeed:
    """A memory need stated by the person or a measured source rather than estimated from an architecture."""

    min_gb: float
    max_gb: float
    source: str
    label: I18n  # what the figure is for
    notes: tuple[I18n, ...]
    inputs: dict[str, float | str]


def _bits(precision: str) -> float:
    return weight_format(precision).average_bits


def _relies_on_offload(need: VramNeed) -> bool:
    # Figures reached only with CPU offload are an order of magnitude slower (the cpu-offload
    # caveat); they are kept in the notes but not used as the gate while another figure exists.
    # A measured peak (latent_tokens) is a ceiling reached even with stage offload, never a way
    # to get below it (Wan2.1's 69.1 GB with --offload_model True).
    # ("SAT FP16 single-GPU inference, no offload." is the figure without it — review 59 C9 gated CogVideoX-2B at the
    # 4 GB its offloaded row needs, because both rows said "offload")
    note = need.note.lower()
    return need.latent_tokens is None and "offload" in note and not re.search(r"\b(?:no|without|w/o) (?:cpu )?offload",
                                                                              note)


def from_model(model: Model, precision: str, resolution: str | None = None) -> StatedNeed | None:
    """The model's stated needs at ``precision`` (bf16 and fp16 count as one); when it has none
    there, the nearest precision's, raised by the extra weight bytes when ours is wider. Figures
    measured at a clip resolution other than ``resolution`` are not the gate (review 22 K3:
    HunyuanVideo at 720p was gated at its 544p peak, 45 GB, beside the 60 GB it needs)."""
    if not model.vram:
        return None
    if resolution is not None and any(v.resolution == resolution for v in model.vram):
        model = dataclasses.replace(model, vram=tuple(
            v for v in model.vram if v.resolution in (None, resolution)))
    same = {"bf16": ("bf16", "fp16"), "fp16": ("fp16", "bf16")}.get(precision, (precision,))
    chosen = [v for v in model.vram if v.precision in same]
    adjust = 0.0
    notes: list[I18n] = []
    if not chosen:
        want = _bits(precision)
        nearest = min(model.vram, key=lambda v: (abs(_bits(v.precision) - want),
                                                 -_bits(v.precision)))
        chosen = [v for v in model.vram if v.precision == nearest.precision]
        if want > _bits(nearest.precision):
            adjust = model.params_b * (want - _bits(nearest.precision)) / 8
        notes.append(I18n(
            en=f"No stated figure for {model.name} at {precision}: using its {nearest.precision} "
               "figures" + (f" + {adjust:,.1f} GB for the wider weights ({model.params_b:g} B "
                            "params)" if adjust else " unchanged (conservative: a narrower format "
                            "needs no more)") + ".",
            zh=f"{model.name} 没有 {precision} 的显存数据：按其 {nearest.precision} 数据"
               + (f"另加 {adjust:,.1f} GB 更宽权重（{model.params_b:g} B 参数）" if adjust
                  else "不作缩减（保守：更窄的格式不会需要更多）") + "。"))
    usable = [v for v in chosen if not _relies_on_offload(v)] or chosen
    for v in chosen:
        if v not in usable:
            notes.append(I18n(
                en=f"Not used as the gate: {v.min_gb:g} GB ({v.source}) relies on CPU offload, "
                   "an order of magnitude slower. " + v.note,
                zh=f"未作门槛：{v.min_gb:g} GB（{v.source}）依赖 CPU 卸载，速度慢一个数量级。"
                   + v.note))
    gate = min(usable, key=lambda v: (v.min_gb, v.source))
    top = max(v.max_gb for v in usable)
    for v in sorted(usable, key=lambda v: (v.min_gb, v.max_gb, v.source)):
        span = f"{v.min_gb:g}" if v.min_gb == v.max_gb else f"{v.min_gb:g}–{v.max_gb:g}"
        notes.append(I18n(en=f"{model.name} {v.precision}: {span} GB ({v.source}). {v.note}",
                          zh=f"{model.name} {v.precision}：{span} GB（{v.source}）。{v.note}"))
    return StatedNeed(
        min_gb=gate.min_gb + adjust, max_gb=max(top + adjust, gate.min_gb + adjust),
        source=gate.source,
        label=I18n(en=f"{model.name} at {precision}", zh=f"{model.name}（{precision}）"),
        notes=tuple(notes),
        inputs={"stated_min_gb": gate.min_gb, "stated_max_gb": top, "stated_source": gate.source,
                "stated_precision": gate.precision, "precision_adjust_gb": round(adjust, 3)})


def workload_rows(kb: KnowledgeBase, task: str, model_id: str | None = None) -> list[Workload]:
    rows = [w for w in getattr(kb, "workloads", ()) if w.task == task]
    if model_id:
        named = [w for w in rows if model_id in w.models]
        if named:
            return named
    return rows


def from_workload(kb: KnowledgeBase, task: str, model_id: str | None = None) -> StatedNeed:
    """The task's workload row (the first for the task, or the one naming the model)."""
    rows = workload_rows(kb, task, model_id)
    if not rows:
        raise InputError(f"no memory figure for --task {task}: give --model NAME or --vram GB")
    row = rows[0]
    notes = [I18n(
        en=f"{row.name.en}: {row.vram_min_gb:g}–{row.vram_max_gb:g} GB ({row.source}); the lower "
           f"end is the gate, {row.vram_max_gb:g} GB is comfortable.",
        zh=f"{row.name.zh}：{row.vram_min_gb:g}–{row.vram_max_gb:g} GB（{row.source}）；以下限为门槛，"
           f"{row.vram_max_gb:g} GB 较宽裕。")]
    if row.note:
        notes.append(row.note)
    for other in rows[1:]:
        notes.append(I18n(
            en=f"Other {task} workloads: {other.name.en} {other.vram_min_gb:g}–"
               f"{other.vram_max_gb:g} GB — give --model to size that one.",
            zh=f"其他{task}任务：{other.name.zh} {other.vram_min_gb:g}–{other.vram_max_gb:g} GB"
               "——给出 --model 可按该行计算。"))
    return StatedNeed(
        min_gb=row.vram_min_gb, max_gb=row.vram_max_gb, source=row.source, label=row.name,
        notes=tuple(notes),
        inputs={"stated_min_gb": row.vram_min_gb, "stated_max_gb": row.vram_max_gb,
                "stated_source": row.source, "workload": row.id})
