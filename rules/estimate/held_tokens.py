"""How many tokens each of several sequences served at once holds, for the KV cache's size.

A paged-KV engine (vLLM, SGLang) admits requests while its KV pool has room and queues the rest, so a pool sized
for what requests hold on average serves them, and a burst of long ones waits rather than fails; the one thing it
needs whole is a single request at the full context (vLLM refuses to start otherwise). So several sequences at
once are sized as one at the full context and the others at their average — with the worst case, all of them at
the full context, said beside it (issue 13; reviews 89 c01, 90 c04 and c10: "60 at once" at 32k, 200 users of R1
with 4k prompts and "three or four people" at 256k were each sized for every sequence at the full window, which
ruled out the deployment people run — 8 × H200 for R1 — and put the realistic answer in a rule-out line).

The average, in the order the facts give it:
- ``request``: the request's input + output as said (a stated load's own length, the --rps path's too);
- ``prompt``: the prompt as said + an assumed reply (the load's default; a reasoning model thinks first);
- ``window``: no length said — lengths spread evenly up to the window average half of it (the same half the
  answer-time ranking takes, rules.answer_time).
Engines that reserve a whole context per slot (llama.cpp's -np, transformers' static batch) are sized at the full
context for every sequence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules import thinking_mode
from rules.estimate.kv_text import PAGED_ENGINES
from rules.estimate.load import DEFAULT_OUTPUT_TOKENS, THINKING_TOKENS
from rules.fact_vocab import DEFAULT_SERVING_ENGINE

HALF_WINDOW = 0.5


def thinks_first(model: Any) -> bool:
    """A reasoning model: its thinking comes before a reply not said (its catalogue record's generation length, its
    hybrid template, its reasoning parser, or an effort its system prompt sets — gpt-oss)."""
    return model is not None and bool(model.reasoning_tokens or model.thinks_by_default or model.reasoning_parser
                                      or getattr(model, "reasoning_effort", None))  # gpt-oss: review 123 M5


def thinks(facts: Any, model: Any) -> bool:
    """A reply comes after a thinking block: a reasoning model, unless thinking is off for a hybrid one."""
    return thinks_first(model) and not thinking_mode.off(facts, model)


@dataclass(frozen=True)
class Held:
    """The tokens a sequence holds in the KV cache, and on what basis they were counted."""

    tokens: int  # 0: every sequence at the full context
    basis: str = ""  # "request" | "prompt" | "window"
    reply: int = 0  # the reply assumed on the "prompt" basis (thinking included)


def held_tokens(facts: Any, model: Any, *, context: int, sequences: int) -> Held:
    """What each of ``sequences`` at once of ``facts``' serving holds on average, when fewer than ``context`` (else
    ``Held(0)``); ``model``: its catalogue record, whose thinking (a reasoning model) comes before a reply not said."""
    if sequences <= 1 or (facts.engine or DEFAULT_SERVING_ENGINE) not in PAGED_ENGINES:
        return Held(0)
    input_tokens, output_tokens = facts.input_tokens, facts.output_tokens
    if input_tokens is not None and output_tokens is not None:
        held = Held(int(input_tokens) + int(output_tokens), "request")
    elif input_tokens is not None:
        reply = DEFAULT_OUTPUT_TOKENS + (THINKING_TOKENS if thinks(facts, model) else 0)
        held = Held(int(input_tokens) + reply, "prompt", reply)
    else:
        held = Held(int(context * HALF_WINDOW), "window")
    return held if 0 < held.tokens < context else Held(0)
