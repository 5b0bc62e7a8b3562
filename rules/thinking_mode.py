"""Thinking turned off for a hybrid reasoning model (Qwen3: its chat template thinks unless a request says
enable_thinking false) — `--no-thinking`, "不要思考模式", "non-thinking mode". Reviews 95, 97 c01 / c03: a customer-
service bot and structured summaries asked for direct answers, and the answer still timed and sized a thinking block.

With thinking off the answer time and the tokens a request holds count no thinking block, the vLLM server is started
with the template's default turned off for every request (source vllm-serve-cli: --default-chat-template-kwargs,
merged under each request's own chat_template_kwargs), and a model that always thinks (DeepSeek-R1, a -Thinking
release) is said to have no such mode.
"""

from __future__ import annotations

from typing import Any

VLLM_FLAG = " --default-chat-template-kwargs '{\"enable_thinking\": false}'"


def off(facts: Any, model: Any) -> bool:
    """Thinking asked off, for a model whose template can turn it off."""
    return bool(getattr(facts, "no_thinking", False)) and model is not None and bool(model.thinks_by_default)


def always_thinks(facts: Any, model: Any) -> bool:
    """Thinking asked off for a model that has no non-thinking mode (its catalogue record's generation length set
    for its thinking, and no hybrid template)."""
    return bool(getattr(facts, "no_thinking", False)) and model is not None and not model.thinks_by_default \
        and bool(model.reasoning_tokens)


def vllm_flag(facts: Any, model: Any) -> str:
    """The serve flag that turns the template's thinking off for every request, or ""."""
    return VLLM_FLAG if off(facts, model) else ""
