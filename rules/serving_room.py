"""The longest request a serving engine admits where the context was sized from a prompt and a reply said as "about"
N tokens: the launch line's --max-model-len (rules.pipeline hands it to rules.launch.launch_command)."""

from __future__ import annotations

from typing import Any

from rules.answer_tail import launch_length

ROOM = 1.25  # a prompt and reply said as "about" N tokens: a request a quarter longer is still admitted


def roomy_length(kb: Any, facts: Any, req: Any, most: int) -> int:
    """The longest request to admit where the context was sized from a prompt and a reply said as about N tokens
    (reviews 74/75: "--max-model-len 2300" for prompts of "2000 左右" turned away a 2,100-token prompt; 6,000 +
    150 against 6,000): a quarter more, to the next 1,024, no more than the engine's memory holds (``most``) nor
    past the model's native positions (no rope scaling for room alone); 0 where none is added."""
    if tail := launch_length(kb, facts, req, most):  # a batch's typical answer length is no cap (review 103 c07)
        return tail
    ctx = int(req.context_tokens or 0)
    if (req.kind != "llm" or req.is_training or facts.input_tokens is None or not ctx
            or "context_tokens" not in dict(facts.assumed)):
        return 0
    model = facts.model_record(kb) if facts.model else None
    native = int(getattr(model, "native_context", 0) or getattr(model, "max_context", 0) or 0) if model else 0
    want = -(-int(ctx * ROOM) // 1024) * 1024
    cap = min(x for x in (most, native or want, want) if x)
    return cap if cap > ctx else 0
