"""A vision-language model's requests (review: an invoice-OCR consultation on Qwen2.5-VL-7B was sized as a text
model's 2,000-token prompts): with no prompt length said, a request is one image at the card's recommended maximum
(the launch caps images there with max_pixels) plus an extraction prompt, and the reply a document's fields as JSON —
each stated as assumed, never silently.

    vision_request(given, model, task, assumed, notes) -> given
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from knowledge.schema import I18n, Model
from rules.estimate.vision import (
    VISION_MARKERS,
    VLM_OUTPUT_TOKENS,
    VLM_PROMPT_TOKENS,
    default_image_tokens,
    encoder_activation_gb,
    request_input_tokens,
)
from rules.vision_images import with_request_images

_LOAD = ("rps", "requests_per_day", "generate_tokens")


def vision_request(given: Mapping[str, Any], model: Model | None, task: str, assumed: list[tuple[str, Any]],
                   notes: list[I18n]) -> Mapping[str, Any]:
    """``given`` with a VLM load's unsaid request tokens filled in (and listed in ``assumed``), and the image's share
    said in ``notes``; ``given`` itself, uncopied, for every other job (every consultation and variant passes here)."""
    given = with_request_images(given, model, task, assumed, notes)  # "each request has 2 photos" (review 121 C9)
    v = model.vision if model is not None else None
    if v is None or task != "inference" or not any(k in given for k in _LOAD):
        return given
    out = dict(given)
    if "input_tokens" not in given:
        image = default_image_tokens(v)
        out["input_tokens"] = request_input_tokens(image)
        assumed.append(("input_tokens", out["input_tokens"]))
        notes.append(I18n(
            en=f"{model.name} reads each image as prompt tokens, one per 28 × 28 pixels: no image size said, so "
               f"each request is sized at the card's recommended maximum of {image:,} image tokens (+{VISION_MARKERS} "
               f"markers) and a {VLM_PROMPT_TOKENS}-token instruction = {out['input_tokens']:,} input tokens — the "
               f"launch caps images there (max_pixels {image * v.token_px ** 2:,}); give the images' size (e.g. "
               f"“1,000 × 1,400 px”) or --input-tokens for your own.",
            zh=f"{model.name} 把每张图按每 28 × 28 像素 1 个 token 读成输入：没说图片尺寸，按模型卡建议的上限每张 "
               f"{image:,} 个图像 token（另加 {VISION_MARKERS} 个标记）加约 {VLM_PROMPT_TOKENS} token 的指令，"
               f"每个请求 {out['input_tokens']:,} 个输入 token——启动命令也把图片限制在这里（max_pixels "
               f"{image * v.token_px ** 2:,}）；请告诉图片尺寸（如“1000×1400 像素”）或用 --input-tokens 给出。"))
    if "output_tokens" not in given and "generate_tokens" not in given:
        out["output_tokens"] = VLM_OUTPUT_TOKENS
        assumed.append(("output_tokens", VLM_OUTPUT_TOKENS))
    top = v.max_pixels // (v.token_px * v.token_px)
    inp = int(out.get("input_tokens") or 0)
    image = _image_tokens(model, inp)
    extra = _encoder_share(model, image, inp)
    if extra >= 0.005:
        notes.append(I18n(
            en=f"Prefill below counts {model.params_b:g} B parameters × each of the {inp:,} input tokens, and the "
               f"vision encoder over 4 patches per image token ({v.params_b:g} B × {4 * image:,} patches): "
               f"{extra:.0%} more work a request than the language model's tokens alone.",
            zh=f"下面的预填充按 {model.params_b:g} B 参数 × {inp:,} 个输入 token 估算，并计入视觉编码器对每个"
               f"图像 token 的 4 个 patch 的计算（{v.params_b:g} B × {4 * image:,} 个 patch）：每个请求比只算语言"
               f"模型的 token 多 {extra:.0%} 的计算量。"))
    notes.append(I18n(
        en=f"Vision encoder: {v.params_b:g} B of the {model.params_b:g} B weights; at start-up vLLM profiles memory "
           f"with the largest image the processor allows — {top:,} tokens by default, about "
           f"{encoder_activation_gb(v, top):.1f} GB of encoder activations — so the launch sets max_pixels to the "
           f"image sized here, which keeps the encoder's working memory (≈ "
           f"{encoder_activation_gb(v, image):.2f} GB at {image:,} tokens) inside the "
           "prefill activations already counted (it runs before the language model's layers, not beside them).",
        zh=f"视觉编码器：{model.params_b:g} B 权重中占 {v.params_b:g} B；vLLM 启动时按处理器允许的最大图片"
           f"估算显存——默认 {top:,} 个 token，编码器激活约 {encoder_activation_gb(v, top):.1f} GB——所以启动命令"
           f"把 max_pixels 设为这里按的图片大小，编码器的工作显存（{image:,} token 时约 "
           f"{encoder_activation_gb(v, image):.2f} GB）落在已计入的预填充激活之内（它在语言模型"
           "各层之前运行，不与之同时）。"))
    return out


def prompt_work(kb: Any, facts: Any) -> float:
    """A request's prompt read over the 2·N a token the load model counts: 1 + the vision encoder's share for a VLM
    served with its images (review 104's read-through: Qwen2.5-VL-7B's 50k invoices a day were read 19 % too fast)."""
    model = facts.model_record(kb) if getattr(facts, "model", None) else None
    if model is None or model.vision is None or facts.task != "inference" or not facts.input_tokens:
        return 1.0
    inp = int(facts.input_tokens)
    return 1.0 + _encoder_share(model, _image_tokens(model, inp), inp)


def _image_tokens(model: Model, inp: int) -> int:
    """The image tokens in a request of ``inp`` input tokens (its instruction and markers aside, at most the
    processor's largest image; the model card's recommended maximum where the request says nothing)."""
    v = model.vision
    top = v.max_pixels // (v.token_px * v.token_px)
    return max(1, min(inp - VLM_PROMPT_TOKENS - VISION_MARKERS, top)) if inp > VLM_PROMPT_TOKENS else v.card_max_tokens


def _encoder_share(model: Model, image: int, inp: int) -> float:
    """How much the vision encoder adds to a request's prefill work over the params × tokens the estimate counts:
    the language model's params over every input token and the encoder's over 4 patches per image token."""
    v = model.vision
    if v is None or inp <= 0:
        return 0.0
    counted = model.params_b * inp
    real = (model.params_b - v.params_b) * inp + v.params_b * 4 * image
    return max(0.0, real / counted - 1)
