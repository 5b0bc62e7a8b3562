"""Several models on one box with a chat model among them: only the chat model divides across GPUs (tensor
parallel); the others each run whole in a process of their own, all on GPU 0 where the box's launch starts them, so
that GPU holds their sum beside its share of the chat model (review 25 C1: Qwen3-14B + Whisper + FLUX.1 schnell were
split over 4 × RTX 3090 at 19 GB each, while FLUX alone takes 24.8 GB). The sum itself is rules.several_models'."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n

# a model's own task where it names one (rules.facts: an encoder embeds, a speech model transcribes)
_KIND_TASK = {"speech": "transcribe", "encoder": "embedding"}


def whole_model(facts: Any, kb: KnowledgeBase, size: Callable[..., Any]) -> tuple[float, I18n | None]:
    """The need of the models that are no LLM, summed — the box's launch starts them all on GPU 0
    (rules.shared_box_launch; review 109 C5-1: Whisper and BGE-M3 both there, while the fit held only the larger) —
    and the note that says so (0 and None when there is none); ``size`` is rules.estimate.requirement.requirement,
    each model sized as the summed need sized it (rules.several_models) — review 97 c07: "the largest other model
    (6.0 GB)" beside "BGE-M3 2.6 GB" in the sum."""
    sizes: list[tuple[str, float]] = []
    for mid in str(facts.models).split(","):
        record = kb.models_by_id.get(mid)
        if record is not None and record.kind != "llm":
            # (a precision said for the chat model is not the others': rules.several_models)
            precision = facts.precision if facts.precision in ("fp16", "bf16") else "fp16"
            own = dataclasses.replace(facts, model=mid, models=None, vram_gb=None, params_b=None,
                                      precision=precision, task=_KIND_TASK.get(record.kind, record.kind))
            sizes.append((record.name, size(own, kb).vram_gb))
    whole = round(sum(gb for _n, gb in sizes), 1)
    if not whole:
        return 0.0, None
    if len(sizes) == 1:
        return whole, I18n(
            en=f"Only the chat model divides across GPUs: the largest other model ({whole:,.1f} GB) runs whole on "
               "one GPU beside that GPU's equal share of the chat model, so in a split that GPU holds both.",
            zh=f"只有聊天模型能跨卡切分：其余最大的模型（{whole:,.1f} GB）整个放在一张卡上，"
               "和这张卡分到的那份聊天模型放在一起，所以拆分时这张卡两者都要装下。")
    each = " + ".join(f"{name} {gb:,.1f}" for name, gb in sizes)
    return whole, I18n(
        en=f"Only the chat model divides across GPUs: the other models ({each} = {whole:,.1f} GB) run whole on "
           "GPU 0, where the launch starts them, beside that GPU's equal share of the chat model, so in a split that "
           "GPU holds them all.",
        zh=f"只有聊天模型能跨卡切分：其余模型（{each} = {whole:,.1f} GB）按启动命令都整个放在 0 号卡上，"
           "和这张卡分到的那份聊天模型放在一起，所以拆分时这张卡要全部装下。")
