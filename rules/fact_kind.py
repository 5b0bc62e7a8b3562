"""The task said and the model named must be of one kind (moved out of rules.facts, which had reached the size
limit): a video job timed with an image model's rates was 500x too cheap (review 28 C4: "--task video --model
flux.1-dev --videos 857" at $3.05)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.schema import Model

_MODEL_KIND_OF_TASK = {"image": "image", "video": "video", "transcribe": "speech", "detection": "detection",
                      "embedding": "encoder"}


def check_task_fits_model(task: str, model: Model | None, given: Mapping[str, Any], label: Any) -> None:
    """Raise ``InputError`` where the task given is not the named model's kind, saying which task fits it."""
    wanted = _MODEL_KIND_OF_TASK.get(task)
    if model is not None and "task" in given and model.kind == "encoder" and task != "embedding":
        raise InputError(f"invalid {label('task')}: {task!r} does not fit {model.name}, an encoder (embedding / "
                         f"rerank) model — use {label('task')} embedding for it")
    if model is None or "task" not in given or wanted is None or model.kind == wanted:
        return
    own = {"speech": "transcribe", "llm": "inference", "encoder": "embedding"}.get(model.kind, model.kind)
    kinds = {"image": "an image", "video": "a video", "speech": "a speech", "detection": "a detection",
             "llm": "a language", "encoder": "an encoder (embedding / rerank)"}
    raise InputError(f"invalid {label('task')}: {task!r} does not fit {model.name}, {kinds.get(model.kind, 'a')} "
                     f"model — name {kinds[wanted]} model, or use {label('task')} {own} for this one")
