"""A count of prompts answered once — an evaluation set, a benchmark run (review 98 c08: "about 300 test prompts at 1M
tokens" was priced as an hour of a card, "$2.99/1 d", though the answer had the time of one answer). ``--prompts N``
is the batch job of ``rules.generation``: N requests of the output said (else the load's assumed reply, or a thinking
model's whole trace — rules.teacher_traces), costed as the job."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from knowledge.schema import I18n
from rules.estimate.load import DEFAULT_OUTPUT_TOKENS
from rules.fact_parse import parse_count, parse_tokens
from rules.teacher_traces import trace_tokens

LIMIT = (1, 1e9)


def prompt_count(given: Mapping[str, Any], model: Any, label: Any, notes: list[I18n]) -> Mapping[str, Any]:
    """``given`` with --prompts N turned into the tokens the batch generates (N × each answer's tokens), said."""
    if given.get("prompts") is None or given.get("generate_tokens") is not None:
        return given
    n = int(parse_count(label("prompts"), given["prompts"], LIMIT))
    said = given.get("output_tokens")
    each = (parse_tokens(label("output_tokens"), said) if said is not None
            else trace_tokens(model, bool(given.get("no_thinking"))) or DEFAULT_OUTPUT_TOKENS)
    how_en = "" if said is not None else " (assumed: give --output-tokens)"
    how_zh = "" if said is not None else "（假设：请给 --output-tokens）"
    notes.append(I18n(en=f"{n:,} prompts, each answered once: a batch job of {n:,} × {each:,} output tokens{how_en} = "
                         f"{n * each:,} tokens, costed as the job.",
                      zh=f"{n:,} 个提示各回答一次：批量任务，{n:,} × {each:,} 个输出 token{how_zh} = "
                         f"{n * each:,} token，按整个任务计价。"))
    return {**given, "generate_tokens": n * each, "task": given.get("task", "inference")}
