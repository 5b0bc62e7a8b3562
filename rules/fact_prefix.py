"""Two serving loads whose prompts are not what a chat crowd's are (blind review 99).

``shared_prefix`` / ``new_tokens`` (--shared-prefix, --new-tokens N; "prompts grow", "an agent loop", "每轮把历史带上"):
each request re-sends the one before it plus a little — an agent's tool-call trace, a chat whose history is resent —
so under the engines' automatic prefix caching (SGLang's RadixAttention, vLLM's APC: both on by default; sources
``sglang-radix-cache``, ``vllm-prefix-caching``) a request reads only its new tail, while every live session's
prefix must stay in the KV cache for the hit (rules.prefix_load sizes both). Review 99 c02 sized "prompts grow to
60k, 2 requests a second" as two fresh 60k-token reads a second and found nothing within $8k a month. The new tail
nobody said is assumed at the load's default prompt (DEFAULT_INPUT_TOKENS, the last answer and a tool result), and
said so; it is never more than the prompt.

``code_completion`` ("补全", "FIM", "tab completion", "autocomplete"): a code assistant's completion traffic — a request
each few seconds of typing per developer, prompts of a few thousand tokens, tens of tokens out, a first token in
under a second — dominates its load, and no sourced per-developer rate is held here, so with no load said it is not
sized: the answer says so and what to give (rules.prefix_load.completion_note; review 99 c01 sized 200 developers'
"补全和对话" as a chat crowd).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.schema import I18n
from rules.estimate.load import DEFAULT_INPUT_TOKENS
from rules.fact_parse import parse_bool, parse_tokens

DEFAULT_NEW_TOKENS = DEFAULT_INPUT_TOKENS  # a step's new tail nobody said: the load's default prompt, stated


def resolve_prefix(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                   notes: list[I18n], task: str, label: Callable[[str], str]) -> None:
    """--shared-prefix / --new-tokens (a serving job's shared prefixes) and the completion words, for inference."""
    if given.get("code_completion") is not None and task == "inference":
        out["code_completion"] = parse_bool(label("code_completion"), given["code_completion"])
    said = given.get("new_tokens") is not None
    shared = said or (given.get("shared_prefix") is not None
                      and parse_bool(label("shared_prefix"), given["shared_prefix"]))
    if not shared:
        return
    if task != "inference":
        flag = label("new_tokens" if said else "shared_prefix")
        notes.append(I18n(en=f"{flag} was not used: it describes a served model's requests, and this job is {task}",
                          zh=f"{flag} 未使用：它描述的是推理服务的请求，而这里是 {task}"))
        return
    prompt = int(out.get("input_tokens") or 0)
    new = parse_tokens(label("new_tokens"), given["new_tokens"]) if said else DEFAULT_NEW_TOKENS
    if prompt and new >= prompt:  # nothing of the prompt is left cached: sized as read whole
        if said:
            notes.append(I18n(
                en=f"{label('new_tokens')} {new:,} is the whole {prompt:,}-token prompt: every request is read whole",
                zh=f"{label('new_tokens')} {new:,} 已是整个 {prompt:,} token 的提示：每个请求都按完整读入计"))
        return
    out["shared_prefix"] = True
    out["new_tokens"] = new
    if not said:
        assumed.append(("new_tokens", new))
