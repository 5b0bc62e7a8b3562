"""What a picture costs a vision-language model (Qwen2.5-VL): the prompt tokens it becomes, the request it makes, the
image cap a vLLM launch sets, and the vision encoder's memory at the largest image vLLM profiles.

Qwen2.5-VL cuts an image into 14-px patches and merges 2 × 2 of them into one token: one token per 28 × 28 pixels.
Its processor (Qwen2VLImageProcessor's ``smart_resize``) first rounds each side to a multiple of 28 and keeps the area
between ``min_pixels`` and ``max_pixels`` (3,136 and 12,845,056 by default: 4 to 16,384 tokens), scaling both sides
by the same factor when it must (source hf-qwen2.5-vl-card). The card suggests 256–1,280 tokens an image.

    image_tokens(width, height, vision, max_pixels=None) -> int
    default_image_tokens(vision) -> int            # no size said: the card's recommended maximum
    request_input_tokens(image_tokens, prompt) -> int
    launch_max_pixels(vision, input_tokens) -> int
    encoder_activation_gb(vision, tokens) -> float
"""

from __future__ import annotations

import math

from knowledge.schema import Vision

VISION_MARKERS = 2  # <|vision_start|> and <|vision_end|> around each image's tokens
VLM_PROMPT_TOKENS = 200  # an extraction prompt beside the image ("return these fields as JSON: …"); stated as assumed
VLM_OUTPUT_TOKENS = 300  # a document's fields as JSON; stated as assumed and asked about


def image_tokens(width: float, height: float, vision: Vision, max_pixels: int | None = None) -> int:
    """Tokens one image becomes: each side rounded to the token square, the area kept within the processor's
    bounds (Qwen2VLImageProcessor.smart_resize), one token per square."""
    side = vision.token_px
    top = max_pixels or vision.max_pixels
    h = max(side, round(height / side) * side)
    w = max(side, round(width / side) * side)
    if h * w > top:
        beta = math.sqrt(height * width / top)
        h = max(side, math.floor(height / beta / side) * side)
        w = max(side, math.floor(width / beta / side) * side)
    elif h * w < vision.min_pixels:
        beta = math.sqrt(vision.min_pixels / (height * width))
        h = math.ceil(height * beta / side) * side
        w = math.ceil(width * beta / side) * side
    return (h // side) * (w // side)


def default_image_tokens(vision: Vision) -> int:
    """No image size said: the card's recommended maximum, which the launch line enforces with max_pixels."""
    return vision.card_max_tokens


def request_input_tokens(tokens_per_image: int, prompt: int = VLM_PROMPT_TOKENS, images: int = 1) -> int:
    """A request's prompt: each image's tokens with its two markers, and the text prompt."""
    return images * (tokens_per_image + VISION_MARKERS) + prompt


def launch_max_pixels(vision: Vision, input_tokens: int | None) -> int:
    """The --mm-processor-kwargs max_pixels a launch sets: the card's recommended maximum, or the image the request
    was sized on where that is larger — so no image takes more tokens than the request (and max-model-len) allow."""
    image = vision.card_max_tokens
    if input_tokens:
        image = max(image, int(input_tokens) - VLM_PROMPT_TOKENS - VISION_MARKERS)
    return min(vision.max_pixels, image * vision.token_px * vision.token_px)


def encoder_activation_gb(vision: Vision, tokens: int, bytes_per: int = 2) -> float:
    """The vision encoder's working memory for one image of ``tokens`` merged tokens (4 patches each), layer by layer:
    the block's input, its q/k/v, and the SwiGLU's two ~2.7 × wide halves (the FFN is 3420–3456 wide on a 1280
    encoder) live at once — about 12 × hidden values a patch (Korthikanti et al. 2022's per-layer count with
    FlashAttention, the attention scores never stored). vLLM profiles start-up memory with the largest image its
    processor allows (max_pixels), so the launch's max_pixels bounds this too."""
    patches = 4 * tokens
    return patches * 12 * vision.hidden * bytes_per / 1e9
