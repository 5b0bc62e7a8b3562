"""A vision-language model's vLLM flags: one image a request (``--limit-mm-per-prompt``) and the processor's image cap
(``--mm-processor-kwargs`` max_pixels) at the image the memory and max-model-len were sized on — without it vLLM
profiles and admits images up to 16,384 tokens, past the request's context (source hf-qwen2.5-vl-card)."""

from __future__ import annotations

from typing import Any

from knowledge.schema import Model
from rules.estimate.vision import launch_max_pixels


def vllm_flags(model: Model | None, facts: Any) -> list[str]:
    """The flags ``vllm serve`` (or ``run-batch``) needs for ``model``'s images; none for a text model."""
    if model is None or model.vision is None:
        return []
    pixels = launch_max_pixels(model.vision, getattr(facts, "input_tokens", None))
    return ["--limit-mm-per-prompt '{\"image\": 1}'", f"--mm-processor-kwargs '{{\"max_pixels\": {pixels}}}'"]
