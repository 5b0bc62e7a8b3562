"""The caveats a training pick carries beside its plan, called once for the first pick (rules.pipeline): a TRL
fine-tune on spot machines that restarts at step 0, the spot price and the checkpoints' disk (rules.base.checkpoints),
a detector's training whose speed across card generations is scaled, not measured (rules.base.detection_training)."""

from __future__ import annotations

from typing import Any

from rules.base.checkpoints import checkpoints
from rules.base.detection_training import detection_training


def training_caveats(facts: Any, req: Any, pick: Any, sink: Any) -> None:
    checkpoints(facts, req, pick, sink)
    detection_training(facts, pick, sink)
