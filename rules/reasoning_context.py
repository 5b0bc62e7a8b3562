"""The context a served model is sized for when none is given: 8,192 tokens, the context people actually use —
except a reasoning model, whose thinking alone runs past it (review 45 C10: DeepSeek-R1-Distill-Qwen-7B was launched
with --max-model-len 8192, where DeepSeek sets the generation length of every R1 model to 32,768 tokens and serves
the distilled ones with --max-model-len 32768: hard questions were cut off mid-thought, silently) — and except a
prompt said with no context, whose request is the prompt and its reply (review 60 C9: "the first token within 300 ms
for a 1,000-token prompt" was sized at 8,192 tokens for each of 64 users, 68.7 GB of cache where 12.6 GB holds it).

    default_inference_context(model, prompt, reply) -> (tokens, notes)
    with_truncation(kb, facts, what_ifs) -> what_ifs   (a what-if to a shorter context says what it costs)
"""

from __future__ import annotations

import dataclasses
from typing import Any

from knowledge.errors import InputError
from knowledge.schema import I18n
from rules.estimate.load import DEFAULT_OUTPUT_TOKENS
from rules.fact_parse import parse_tokens
from rules.fact_vocab import DEFAULT_INFERENCE_CONTEXT


def default_inference_context(model: Any, prompt: Any = None, reply: Any = None) -> tuple[int, tuple[I18n, ...]]:
    """(the context to size for, a note saying why when it is a reasoning model's or a stated prompt's).
    ``prompt`` / ``reply``: the input and output tokens per request as given (unparsed), if any."""
    ctx = DEFAULT_INFERENCE_CONTEXT
    notes: tuple[I18n, ...] = ()
    said = tokens_said(prompt)
    if said:
        answer = tokens_said(reply) or DEFAULT_OUTPUT_TOKENS
        ctx = said + answer
        how_en = f"{answer:,}-token reply" if tokens_said(reply) else f"reply of up to {answer:,} tokens (assumed)"
        how_zh = f"{answer:,} token 的回答" if tokens_said(reply) else f"最多 {answer:,} token 的回答（假定）"
        notes = (I18n(en=f"Context {ctx:,} tokens: each request's {said:,}-token prompt and its {how_en} — give "
                         "--context if conversations carry more history.",
                      zh=f"上下文 {ctx:,} token：每个请求 {said:,} token 的提示词加{how_zh}——如果对话要带更多历史，"
                         "请给 --context。"),)
    reasoning = getattr(model, "reasoning_tokens", None) if model is not None else None
    if reasoning and reasoning > ctx:
        notes = ()
        ctx = reasoning
        notes = (I18n(en=f"{model.name} is a reasoning model: its publisher sets its generation length to "
                         f"{reasoning:,} tokens, so it is served with that context (at 8,192 its thinking is cut off "
                         "mid-answer); give --context to size for less.",
                      zh=f"{model.name} 是推理模型：发布方把它的生成长度设为 {reasoning:,} token，所以按这个上下文部署"
                         "（8,192 会把思考过程截断在半路）；要按更短的上下文估算请给 --context。"),)
    # a stated prompt is not cut to the model's window (review 65 C8: Yi-34B's 4,096 hid 6,000-token prompts that every
    # request would send): the longer context stands, and the check beside the facts says the model cannot take it
    if model is not None and model.max_context and not said:
        ctx = min(ctx, model.max_context)
    return ctx, notes


def holds_the_request(ctx: int, prompt: Any = None, reply: Any = None) -> tuple[int, tuple[I18n, ...]]:
    """A context said shorter than a request's own prompt and reply is raised to hold them, said so: sized and launched
    at 200 tokens, a 200-token prompt with a 10-token answer is refused by the engine (--max-model-len)."""
    said, answer = tokens_said(prompt), tokens_said(reply)
    if not said or said + (answer or 0) <= ctx:
        return ctx, ()
    # a reply unsaid is the load model's assumed one: raised to the prompt alone, the engine refuses every request the
    # moment it starts answering (a 8,192-token prompt "sized and launched at 8,192" — the final review, session 34)
    reply_tokens = answer or DEFAULT_OUTPUT_TOKENS
    need = said + reply_tokens
    reply_en = f" + {reply_tokens:,}-token reply" + ("" if answer else " (assumed)")
    reply_zh = f" + 回答 {reply_tokens:,} token" + ("" if answer else "（假设）")
    return need, (I18n(en=f"Context {ctx:,} tokens is shorter than a request ({said:,}-token prompt{reply_en}): "
                          f"sized and launched at {need:,}, or the engine refuses every request.",
                       zh=f"上下文 {ctx:,} token 比一个请求还短（提示词 {said:,} token{reply_zh}）：按 {need:,} "
                          "估算并启动，否则引擎会拒绝每个请求。"),)


def over_window_note(ctx: int, model: Any, kb: Any = None) -> I18n:
    """A context past the model's own window: what the engine does with such requests, and the ways out — by name
    where the catalogue holds the same-size model of a later release with the window (review 66 C10: Llama-3-70B's
    8,192 for 12k prompts, Llama-3.1 / 3.3-70B take 128k)."""
    longer = _longer_siblings(ctx, model, kb)
    names = " or ".join(m.name for m in longer)
    return I18n(
        en=f"context {ctx:,} exceeds {model.name}'s maximum {model.max_context:,}: longer requests are refused unless "
           "RoPE scaling (e.g. YaRN) is set where the model supports it — or shorten them, or take a longer-context "
           "model" + (f": {names} — the same size — takes {longer[0].max_context:,} tokens (sized the same here; "
                      "its own licence applies)" if longer else ""),
        zh=f"上下文 {ctx:,} 超过 {model.name} 的最大值 {model.max_context:,}：更长的请求会被拒绝，除非开启模型支持的 "
           "RoPE 扩展（如 YaRN）——或缩短请求，或换更长上下文的模型"
           + (f"：同样大小的 {names} 支持 {longer[0].max_context:,} token（这里估算相同；以其自身许可为准）"
              if longer else ""))


def _longer_siblings(ctx: int, model: Any, kb: Any) -> list[Any]:
    if kb is None or not model.params_b:
        return []
    maker = model.id.split("-")[0]
    return [m for m in kb.models if m.id != model.id and m.id.split("-")[0] == maker and m.kind == model.kind
            and m.params_b and abs(m.params_b - model.params_b) <= 0.02 * model.params_b
            and (m.max_context or 0) >= ctx][:2]


def with_truncation(kb: Any, facts: Any, what_ifs: list[Any]) -> list[Any]:
    """Each what-if that shortens a reasoning model's context below its generation length says the thinking is cut."""
    model = facts.model_record(kb) if facts.model else None
    reasoning = getattr(model, "reasoning_tokens", None)
    if not reasoning:
        return what_ifs
    out = []
    for w in what_ifs:
        ctx = w.change.get("context_tokens")
        if ctx is not None and ctx < reasoning:
            w = dataclasses.replace(w, text=I18n(
                en=f"{w.text.en} Below {reasoning:,} tokens, long reasoning is cut off before its answer.",
                zh=f"{w.text.zh}低于 {reasoning:,} token 时，长的推理过程会在给出答案前被截断。"))
        out.append(w)
    return out


def tokens_said(value: Any) -> int | None:
    """A per-request token count as given, or None (a bad one is refused where it is resolved, not here)."""
    if value is None:
        return None
    try:
        return parse_tokens("tokens", value)
    except InputError:
        return None


def sample_length_note(seq: int) -> I18n:
    """A training job sized at its samples' length as said — usually their average (review 83 c03: "avg maybe 900
    tokens" became --max_length 900, cutting the end off about half the examples, never said)."""
    return I18n(en=f"Each sample is sized and launched at the {seq:,} tokens said (--max_length {seq}): if that is "
                   "an average, longer samples are cut there — give your longest with --context to size for it.",
                zh=f"每条样本按你说的 {seq:,} token 估算并启动（--max_length {seq}）：如果这是平均长度，"
                   "更长的样本会被截断——请用 --context 给出最长的长度，按它来估算。")
