"""Real-time object detection served at a stated rate (task ``detection`` with --rps images a second,
e.g. 8 cameras × 30 fps = 240): how many images a second one card sustains for a catalogued detector,
how many cards the rate takes, and the inference memory of one copy.

Speed is a planning estimate calibrated on the publisher's own figure, not a benchmark of the card:
Ultralytics' tables give each model's time per 640-px image at batch 1 with TensorRT on one reference
card (YOLOv8: an A100, 3.53 ms for YOLOv8x; YOLO11: a T4). A convolutional detector at that size is
compute-bound, so another card is taken to run it in proportion to its dense FP16 tensor TFLOPS:

    images/s on card = 1000 / ms_ref × TFLOPS(card) / TFLOPS(ref card)

(YOLOv8x on a T4: 1000 / 3.53 × 65 / 312 = 59 images/s; the YOLO11 table's own T4 time for YOLO11x,
194.9 GFLOPs in 11.3 ms, implies about 67 images/s for YOLOv8x's 257.8 GFLOPs — the same order.)
Batching several streams' frames into one TensorRT call usually raises it; how much depends on the
card and the model, so it is said, not counted. Small models (n, s) at batch 1 are dominated by fixed
per-call costs, which this scaling does not model: for them it is pessimistic.

Memory is inference's, not training's: FP16 weights, the activations of a batch of frames (a planning
allowance per image) and the CUDA / TensorRT runtime — about 2 GB for YOLOv8x, where the detection
*training* row (8–24 GB) sized it before (review 91 c05).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n, Model
from rules.estimate.capacity import dense_tflops
from rules.estimate.parts import Parts

if TYPE_CHECKING:
    from rules.facts import Facts

IMGSZ = 640  # the tables' input size; a 1080p frame is letterboxed down to it (Ultralytics' default imgsz)
DEFAULT_BATCH = 8  # frames run together (one from each of 8 streams): an assumption for the memory only
ACTIVATIONS_GB_PER_IMAGE = 0.1  # a planning allowance for one 640-px image's live feature maps in FP16
RUNTIME_GB = 1.0  # CUDA context and the TensorRT engine's workspace: a planning allowance


def serving(facts: Any) -> bool:
    """A detection model served at a stated rate (images a second), not trained."""
    return facts.task == "detection" and bool(facts.rps)


def measured(model: Model | None) -> bool:
    """The model has a published time per image to calibrate on."""
    return model is not None and model.detect_ms is not None and model.detect_ms_card is not None


def reference(kb: KnowledgeBase, model: Model) -> Card:
    assert model.detect_ms_card is not None  # measured(model)
    return kb.cards_by_id[model.detect_ms_card]


def images_per_s(kb: KnowledgeBase, model: Model, card: Card) -> float:
    """Images a second one ``card`` sustains for ``model`` at batch 1: the published time on the reference
    card scaled by dense FP16 TFLOPS (module docstring)."""
    assert model.detect_ms is not None
    return 1000.0 / model.detect_ms * dense_tflops(card) / dense_tflops(reference(kb, model))


def gpus_needed(rate: float, per_gpu: float, busy: float) -> int:
    """Cards that carry ``rate`` images a second with each at most ``busy`` of its capacity."""
    return max(1, math.ceil(rate / (per_gpu * busy) - 1e-9))


def sustained_tflops(model: Model, rate: float) -> float:
    """The compute the rate takes, TFLOP/s (GFLOPs per image × images a second)."""
    return float(model.detect_gflops or 0.0) * rate / 1e3


def smaller(kb: KnowledgeBase, model: Model) -> list[Model]:
    """The same family's measured models with less compute per image, largest first (what-if candidates)."""
    same = [m for m in kb.models if m.kind == "detection" and measured(m) and m.id != model.id
            and m.source == model.source and (m.detect_gflops or 0) < (model.detect_gflops or 0)]
    return sorted(same, key=lambda m: -(m.detect_gflops or 0))


def model_of(facts: Any, kb: KnowledgeBase) -> Model:
    model = kb.models_by_id.get(str(facts.model)) if facts.model else None
    if not measured(model):
        names = ", ".join(m.id for m in kb.models if measured(m))
        raise InputError("missing model: a detection service at a rate is sized from the publisher's time per "
                         f"image — give --model with one of {names} (or --vram GB when you know the need)")
    assert model is not None
    return model


def fields(facts: Facts, kb: KnowledgeBase) -> dict[str, Any]:
    """The memory Requirement's fields for one serving copy of the detector."""
    model = model_of(facts, kb)
    batch = int(facts.batch) if "batch" in facts.stated else DEFAULT_BATCH
    weights = model.params_b * 2  # FP16 engine: 2 bytes a parameter, GB
    activations = ACTIVATIONS_GB_PER_IMAGE * batch
    total = weights + activations + RUNTIME_GB
    notes = (I18n(
        en=f"{model.name} served (inference, not training): FP16 weights {model.params_b * 1e3:,.1f} M × 2 bytes = "
           f"{weights:,.2f} GB; activations of a batch of {batch} frame(s) at {IMGSZ} px, "
           f"{ACTIVATIONS_GB_PER_IMAGE:g} GB each (a planning allowance) = {activations:,.2f} GB; CUDA / TensorRT "
           f"runtime {RUNTIME_GB:g} GB. Any card's memory holds it: the rate, not memory, decides the cards.",
        zh=f"{model.name} 做推理（不是训练）：FP16 权重 {model.params_b * 1e3:,.1f} M × 2 字节 = {weights:,.2f} GB；"
           f"一批 {batch} 帧（{IMGSZ} px）的激活，每帧按 {ACTIVATIONS_GB_PER_IMAGE:g} GB 计（规划用的估计）= "
           f"{activations:,.2f} GB；CUDA / TensorRT 运行开销 {RUNTIME_GB:g} GB。任何一张卡的显存都够："
           "决定卡数的是速率，不是显存。"),)
    parts = Parts(kind="stated", weights_gb=weights, fixed_activations_gb=activations, overhead_gb=RUNTIME_GB,
                  shardable=False)
    formula = I18n(
        en=f"weights {weights:,.2f} + activations {activations:,.2f} + runtime {RUNTIME_GB:,.2f} = {total:,.2f} GB",
        zh=f"权重 {weights:,.2f} + 激活 {activations:,.2f} + 运行开销 {RUNTIME_GB:,.2f} = {total:,.2f} GB")
    return dict(
        task=facts.task, vram_gb=total, breakdown=parts.breakdown(None, 1), notes=notes, formula=formula,
        inputs={"precision": "fp16", "model": model.id, "batch": batch, "imgsz": IMGSZ},
        rule_of_thumb_gb=None, kv_bytes_per_token=None, weights_source="parameters × 2 bytes (the publisher's table)",
        parts=parts, kind="stated", precision="fp16", context_tokens=None, sequences=1,
        params_b=model.params_b, model_id=model.id)


def launch(facts: Any, kb: KnowledgeBase) -> str | None:
    """The TensorRT engine the estimate assumes (FP16, a batch of frames), built once on each card (Ultralytics'
    export mode: format=engine, half, batch, dynamic)."""
    model = kb.models_by_id.get(str(facts.model)) if facts.model else None
    if model is None or not measured(model):
        return None
    batch = int(facts.batch) if "batch" in facts.stated else DEFAULT_BATCH
    return f"yolo export model={model.id}.pt format=engine half=True imgsz={IMGSZ} batch={batch} dynamic=True device=0"


__all__ = ["DEFAULT_BATCH", "IMGSZ", "fields", "gpus_needed", "images_per_s", "launch", "measured", "model_of",
           "serving", "smaller", "sustained_tflops"]
