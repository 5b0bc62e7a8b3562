"""A vision-language model's input pictures in each request (blind review 121 C9): "each request has 2 photos plus about
600 tokens of prompt" on Qwen2.5-VL-72B was read as 2 images to generate and sized on a 900-token context — 2 × A100
80GB and a launch of one image a request with --max-model-len 1053. A VLM reads each picture as prompt tokens (one per
28 × 28 pixels, capped by the launch's max_pixels at the model card's recommended 1,280 tokens), so the request is
the pictures' tokens and their markers plus the text said, the context and the KV cache are sized on it, and the
launch admits that many images a prompt.

    with_request_images(given, model, task, assumed, notes) -> given   # input_tokens with the pictures in them
    resolve_request_images(given, out, label)                           # the count, validated, kept on the facts
    request_images(facts) -> int                                        # images a prompt, for the launch
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.schema import I18n, Model
from rules.estimate.vision import VISION_MARKERS, VLM_PROMPT_TOKENS, default_image_tokens, request_input_tokens
from rules.fact_parse import parse_count

MOST_IMAGES = (1, 64)


def with_request_images(given: Mapping[str, Any], model: Model | None, task: str, assumed: list[tuple[str, Any]],
                        notes: list[I18n]) -> Mapping[str, Any]:
    """``given`` with a VLM request's input tokens holding its pictures; ``given`` itself for any other job."""
    v = model.vision if model is not None else None
    if v is None or task != "inference" or given.get("images_per_request") is None:
        return given
    n = parse_count("images per request", given["images_per_request"], MOST_IMAGES)
    image = default_image_tokens(v)
    said = given.get("input_tokens")
    text = int(said) if said is not None else VLM_PROMPT_TOKENS
    out = dict(given)
    out["input_tokens"] = request_input_tokens(image, text, n)
    if said is None:
        assumed.append(("input_tokens", out["input_tokens"]))
    text_en = (f"the {text:,}-token prompt said (read as the text beside them)" if said is not None
               else f"a {text:,}-token instruction (assumed)")
    text_zh = (f"你说的 {text:,} token 提示（按图片之外的文字计）" if said is not None
               else f"约 {text:,} token 的指令（假定）")
    notes.append(I18n(
        en=f"{model.name} reads each of the {n} pictures in a request as prompt tokens, one per 28 × 28 pixels: "
           f"at the model card's recommended maximum of {image:,} tokens a picture (+{VISION_MARKERS} markers; the "
           f"launch caps pictures there with max_pixels {image * v.token_px ** 2:,}) and {text_en}, a request reads "
           f"{n} × {image + VISION_MARKERS:,} + {text:,} = {out['input_tokens']:,} input tokens — the context and "
           "KV cache below are sized on it; give the pictures' size (e.g. “1,000 × 1,400 px”) to size them "
           "as they are.",
        zh=f"{model.name} 把每个请求里的 {n} 张图都读成输入 token（每 28 × 28 像素 1 个）：按模型卡建议的上限每张 "
           f"{image:,} 个 token（另加 {VISION_MARKERS} 个标记；启动命令用 max_pixels {image * v.token_px ** 2:,} "
           f"把图片限制在这里）加{text_zh}，每个请求读 {n} × {image + VISION_MARKERS:,} + {text:,} = "
           f"{out['input_tokens']:,} 个输入 token——下面的上下文和 KV cache 都按它计；请告诉图片尺寸"
           "（如“1000×1400 像素”）可按实际大小核算。"))
    return out


def resolve_request_images(given: Mapping[str, Any], out: dict[str, Any], label: Callable[[str], str]) -> None:
    if given.get("images_per_request") is not None:
        out["images_per_request"] = parse_count(label("images_per_request"), given["images_per_request"], MOST_IMAGES)


def request_images(facts: Any) -> int:
    """Images a prompt admits at launch: the pictures said in each request, else one."""
    return int(getattr(facts, "images_per_request", None) or 1)
