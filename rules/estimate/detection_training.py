"""How long training a catalogued detector (YOLO) on a labelled image set takes (review 98 c09).

Compute from the publisher's own figure: the model table's GFLOPs for one forward pass at 640 px
(Ultralytics: YOLO11x 194.9), scaled by the pixels, (imgsz / 640)², since a convolutional detector's
work grows with the image's area; a training pass is forward + backward ≈ 3 × the forward (the backward
computes gradients of the activations and of the weights, each about a forward's work — the same
3 × as 6·N against 2·N for an LLM). The job: images × epochs such passes.

Speed: the card's dense FP16 tensor TFLOPS × the utilisation of a PUBLISHED detector training run —
YOLOv5x on COCO, 8 days on one V100 for 300 epochs (the ultralytics/yolov5 README), which works out at
25 % of the V100's peak (knowledge/data/utilisation.yaml, ``yolov5x-v100-coco``). Several GPUs run DDP
(Ultralytics' ``device=0,1,…``): each holds the whole 57 M-parameter model and syncs its gradients once a
step, about 0.1 GB — small against a step's compute, so they are taken as linear.
"""

from __future__ import annotations

from dataclasses import dataclass

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, Model
from rules.estimate.capacity import dense_tflops

# No detector training run faster than a V100 is on record here: a faster card is credited at most the H100's peak
# (as the media rates are: beyond the H100 no more) — a YOLO step is data-loading and augmentation bound long
# before a B200's tensor cores are (an assumption, said in the answer)
CEILING_CARD = "h100-sxm"
TABLE_IMGSZ = 640  # the size the publisher's GFLOPs are given at
TRAIN_PASSES = 3  # forward + backward ≈ 3 forwards (see the module docstring)
UTILISATION_KIND = "detection-training-hfu"


@dataclass(frozen=True)
class DetectionJob:
    """A detector's training job: FLOPs and the figures they come from."""

    gflops_640: float
    imgsz: int
    images: int
    epochs: float
    flops_per_image: float  # one training pass at imgsz
    flops: float  # the whole job


def trains(model: Model | None) -> bool:
    """The model has the publisher's GFLOPs a forward pass to size its training from."""
    return model is not None and model.kind == "detection" and bool(model.detect_gflops)


def job(model: Model, images: int, epochs: float, imgsz: int = TABLE_IMGSZ) -> DetectionJob:
    """The FLOPs of training ``model`` on ``images`` × ``epochs`` at ``imgsz`` px."""
    if images <= 0 or epochs <= 0 or imgsz <= 0:
        raise ValueError("images, epochs and imgsz must be > 0")
    gflops = float(model.detect_gflops or 0.0)
    per_image = gflops * 1e9 * (imgsz / TABLE_IMGSZ) ** 2 * TRAIN_PASSES
    return DetectionJob(gflops, imgsz, images, epochs, per_image, per_image * images * epochs)


def utilisation(kb: KnowledgeBase) -> tuple[float, str, str]:
    """(share of the dense peak, row id, source id) of the published detector training run."""
    row = next(u for u in kb.utilisation if u.kind == UTILISATION_KIND)
    return row.value, row.id, row.source


def credited_tflops(kb: KnowledgeBase, card: Card) -> float:
    """The card's dense FP16 TFLOPS, held to the ceiling card's (``CEILING_CARD``)."""
    ceiling = kb.cards_by_id.get(CEILING_CARD)
    return min(dense_tflops(card), dense_tflops(ceiling)) if ceiling is not None else dense_tflops(card)


def gpu_hours(kb: KnowledgeBase, card: Card, flops: float) -> float:
    """Compute hours of ``flops`` on one ``card`` at the published utilisation."""
    util, _row, _src = utilisation(kb)
    return flops / (credited_tflops(kb, card) * 1e12 * util) / 3600
