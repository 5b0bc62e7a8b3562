"""Several models on one box with a chat model among them: only the chat model divides across GPUs (tensor
parallel); each of the others runs whole in its own process on one GPU, so a split is no finer than the largest of
them (review 25 C1: Qwen3-14B + Whisper + FLUX.1 schnell were split over 4 × RTX 3090 at 19 GB each, while FLUX
alone takes 24.8 GB). The sum itself is rules.several_models'."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n


def whole_model(facts: Any, kb: KnowledgeBase, stated: Callable[..., Any]) -> tuple[float, I18n | None]:
    """The largest need of the models that are no LLM, and the note that says so (0 and None when there is
    none); ``stated`` sizes one of them (rules.estimate.requirement's stated needs)."""
    best = 0.0
    for mid in str(facts.models).split(","):
        record = kb.models_by_id.get(mid)
        if record is not None and record.kind != "llm":
            own = dataclasses.replace(facts, model=mid, models=None, vram_gb=None, precision=None)
            best = max(best, stated(own, kb, record).vram_gb)
    if not best:
        return 0.0, None
    return best, I18n(
        en=f"Only the chat model divides across GPUs: the largest other model ({best:,.1f} GB) runs whole on one "
           "GPU, so no GPU of a split holds less.",
        zh=f"只有聊天模型能跨卡切分：其余最大的模型（{best:,.1f} GB）整个放在一张卡上，所以拆分时每张卡都不能少于它。")
