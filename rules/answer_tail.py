"""A batch job's answer length said as its typical size is no cap on the longest answer (review 103 c07).

"gpt-oss-120b on 5,000 prompts, reasoning effort high so assume ~8k output tokens per answer" was launched with
--max-model-len 12288 (the 9,216-token prompt-and-average a quarter over): reasoning answers run far past their
average, and every one past the cap is cut — silently, in an eval. The length said sizes what it should: the tokens
generated (time, cost) and the memory per answer in flight. The launch admits up to the model's own window, within
its native positions and within what the card's engine memory holds for one sequence (vLLM checks that at start-up);
vLLM allots KV cache as answers grow and pauses (preempts) some when it runs short, resuming them later
(vLLM docs, Optimization and Tuning: Preemption, https://docs.vllm.ai/en/stable/configuration/optimization/), so long
answers wait rather than fail; the window is the config's max_position_embeddings (the catalogue's max_context).
A longest said ("max 30k", "at most 4k") is read as the context (advisor_tui.understand.trace_lengths): the cap.

    launch_length(kb, facts, req, most) -> int   (0: none raised)
    length_note(given, model, ctx) -> tuple[I18n, ...]
"""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from rules.reasoning_context import tokens_said


def _window(model: Any) -> int:
    """The model's own window, within the positions it was trained on (no rope scaling for room alone)."""
    if model is None:
        return 0
    return int(getattr(model, "native_context", 0) or getattr(model, "max_context", 0) or 0)


def _typical_answer(generate: Any, output: Any, context_given: bool) -> bool:
    return bool(generate) and output is not None and not context_given


def launch_length(kb: Any, facts: Any, req: Any, most: int) -> int:
    """The launch's --max-model-len for a batch whose answers were said as a typical length: the model's window, no
    more than the engine's memory holds (``most``); 0 where it does not apply or adds nothing."""
    ctx = int(req.context_tokens or 0)
    if (req.kind != "llm" or req.is_training or not ctx or "context_tokens" not in dict(facts.assumed)
            or not _typical_answer(facts.generate_tokens, facts.output_tokens, False)):
        return 0
    window = _window(facts.model_record(kb) if facts.model else None)
    cap = min(x for x in (most, window) if x) if (most or window) else 0
    cap = cap if cap == window else cap // 1024 * 1024  # what memory holds, said in whole thousands of tokens
    return cap if cap > ctx else 0


def length_note(given: Any, model: Any, ctx: int) -> tuple[I18n, ...]:
    """What the answer length said sizes, and why the launch admits longer answers."""
    generate = given.get("generate_tokens") or given.get("prompts")
    answer = tokens_said(given.get("output_tokens"))
    window = _window(model)
    if not answer or not _typical_answer(generate, answer, "context_tokens" in given) or window <= ctx:
        return ()
    return (I18n(
        en=f"The {answer:,}-token answers said are their typical length: they size the tokens generated (time and "
           f"cost) and the memory per answer in flight — not the longest. Answers run past their average (a "
           f"reasoning model's most of all), so the launch admits up to {model.name}'s own {window:,}-token window, or "
           "as much as the card's memory holds for one answer if less (--max-model-len): vLLM gives answers KV cache "
           "as they grow and, when it runs short, pauses some and resumes them later — a long answer waits rather "
           "than being cut. Say the longest you accept (\"at most 16k tokens\") to cap it there.",
        zh=f"所说的 {answer:,} token 回答是典型长度：它决定生成的 token 总量（时长与费用）和每条在途回答的显存——"
           f"不是最长的长度。回答会超过平均长度（推理模型尤其如此），所以启动命令允许到 {model.name} 自身的 "
           f"{window:,} token 上下文，显存放不下一条这么长的回答时取显存能容纳的长度（--max-model-len）："
           "vLLM 随回答增长分配 KV cache，不够时先暂停部分回答、之后再续上——长回答会排队等待而不是被截断。"
           "如要设上限，请说出能接受的最长长度（如“最多 16k token”）。"),)
