"""The caveats a training pick carries beside its plan, called once for the first pick (rules.pipeline): a TRL
fine-tune on spot machines that restarts at step 0 (rules.base.spot_resume), a detector's training whose speed across
card generations is scaled, not measured (rules.base.detection_training)."""

from __future__ import annotations

from typing import Any

from rules.base.detection_training import detection_training
from rules.base.spot_resume import spot_resume


def training_caveats(facts: Any, pick: Any, sink: Any) -> None:
    spot_resume(facts, pick, sink)
    detection_training(facts, pick, sink)
