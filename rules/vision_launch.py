"""A vision-language model's vLLM flags: the images a request holds (``--limit-mm-per-prompt``) and the processor's
image cap
(``--mm-processor-kwargs`` max_pixels) at the image the memory and max-model-len were sized on — without it vLLM
profiles and admits images up to 16,384 tokens, past the request's context (source hf-qwen2.5-vl-card)."""

from __future__ import annotations

from typing import Any

from knowledge.schema import Model
from rules.estimate.vision import launch_max_pixels
from rules.vision_images import request_images


def vllm_flags(model: Model | None, facts: Any) -> list[str]:
    """The flags ``vllm serve`` (or ``run-batch``) needs for ``model``'s images; none for a text model."""
    if model is None or model.vision is None:
        return []
    images = request_images(facts)
    pixels = (launch_max_pixels(model.vision, getattr(facts, "input_tokens", None)) if images == 1
              else model.vision.card_max_tokens * model.vision.token_px ** 2)  # each picture sized at the card's cap
    return [f"--limit-mm-per-prompt '{{\"image\": {images}}}'",
            f"--mm-processor-kwargs '{{\"max_pixels\": {pixels}}}'"]
