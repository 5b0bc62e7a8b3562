"""A task and the model named for it agree in kind (review 28 C4)."""

import pytest

from knowledge.errors import InputError
from rules.facts import resolve


@pytest.mark.parametrize(("task", "model"), [("video", "flux.1-dev"), ("image", "wan2.1-14b"),
                                             ("transcribe", "qwen3-8b"), ("detection", "sdxl")])
def test_a_media_task_needs_a_model_of_its_kind(kb, task, model):
    # review 28 C4: a video job timed with FLUX's image rates came out 500x too cheap
    with pytest.raises(InputError, match=f"invalid .*'{task}' does not fit"):
        resolve({"task": task, "model": model}, kb)


def test_a_model_of_the_tasks_kind_is_accepted(kb):
    assert resolve({"task": "video", "model": "wan2.1-14b"}, kb).model == "wan2.1-14b"
    assert resolve({"task": "lora", "model": "sdxl"}, kb).task == "lora"  # an image LoRA
