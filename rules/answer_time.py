"""A long prompt's answer, read then written: the time one answer takes, which ranks "faster" and "best value" where
the prompt's read is a large part of it (review 73 C1: a RAG service with 60k-token prompts was told an H20 is faster
than an A800 by its decode, 41 against 21 tokens/s, where its first token takes 44 s against 17 s — an answer of 300
tokens takes 51 s against 31). The read is the slow-prefill caveat's own figure (rules.prefill)."""

from __future__ import annotations

from typing import Any

from rules.estimate.held_tokens import HALF_WINDOW
from rules.estimate.load import THINKING_TOKENS

LONG_PROMPT = 16_384  # tokens: from here the prompt's read is seconds on a compute-light card
REPLY_TOKENS = 300  # an answer's length where none is said (--output-tokens)
ANSWER_UNIT = ("answer an hour", "个回答/小时")


def answer_rates(facts: Any, req: Any, candidates: list[Any], sink: Any,
                 decode: dict[str, float], thinks: bool = False) -> tuple[dict[str, float], str]:
    """(answers an hour one sequence gets on each candidate — its long prompt read, then its reply decoded —,
    "answer-time"), or (``decode``, "expected") where the prompt is short, a load sizes the copies (--rps: the
    load's own model), or a card has no figure. The prompt's read is the one the pipeline put in ``sink.info``;
    ``thinks``: a reasoning model, whose reply not said is its thinking and its answer."""
    if facts.task != "inference" or req.kind != "llm" or facts.rps or (req.context_tokens or 0) < LONG_PROMPT:
        return decode, "expected"
    reply = facts.output_tokens or (REPLY_TOKENS + (THINKING_TOKENS if thinks else 0))
    # a context said with no prompt size is a window: requests average half of it (the KV estimate's average), and
    # half the tokens read in at most half the time (review 85 C08: a 16k customer-service window timed every answer
    # as a full 16k read, and an A800 at ~20 tokens/s was "faster" than an H20 at ~38)
    share = 1.0 if facts.input_tokens else HALF_WINDOW
    out = {}
    for card in candidates:
        wait = share * sink.info.get(("card", card.id), {}).get("prefill", (0.0, 0.0, 1))[0]
        tps = decode.get(card.id, 0.0)
        if wait <= 0 or tps <= 0:
            return decode, "expected"
        out[card.id] = 3600.0 / (wait + reply / tps)
    return out, "answer-time"


def answer_time_text(value: float) -> tuple[str, str]:
    """The metric as the answer says it: seconds an answer (the prompt's read, then the reply)."""
    return (f"≈ {3600 / value:,.0f} s an answer: the long prompt's read, then the reply",
            f"每个回答约 {3600 / value:,.0f} 秒：先读长提示，再生成回答")
