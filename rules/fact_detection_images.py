"""--images said of a detector's training: its training images (review 102 c08: ``--task detection --model yolo11x
--images 200000 --imgsz 1024 --epochs 100`` answered "--images does not apply to detection", while --help offers
--imgsz as detection training's knob and only --samples sized the job). --images is image generation's count of
pictures to make; a detector makes none, so the pictures said are the ones it learns from — read as --samples (the
name DESIGN §8 gives a training set's size), and said so. A detector's service (--rps) keeps its own sizing.

    given = detection_images(given, notes, label)  # before the task's facts are resolved (rules.facts.resolve)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.schema import I18n


def detection_images(given: Mapping[str, Any], notes: list[I18n], label: Callable[[str], str]) -> Mapping[str, Any]:
    """``given`` with a detector's --images moved to --samples (its training set), unless --samples or --rps is said."""
    if str(given.get("task", "")).strip().lower() != "detection" or given.get("images") is None \
            or given.get("samples") is not None or given.get("rps") is not None:
        return given
    out = {k: v for k, v in given.items() if k != "images"}
    out["samples"] = given["images"]
    notes.append(I18n(en=f"{label('images')} read as the detector's training images ({label('samples')}): a "
                         "detection model generates no images",
                      zh=f"{label('images')} 按检测模型的训练图片数理解（即 {label('samples')}）：检测模型不生成图片"))
    return out
