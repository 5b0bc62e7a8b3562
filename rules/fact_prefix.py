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
from rules.completion_floor import fim_note, resolve_completion_floor
from rules.estimate.load import DEFAULT_INPUT_TOKENS
from rules.fact_parse import parse_bool, parse_tokens

DEFAULT_NEW_TOKENS = DEFAULT_INPUT_TOKENS  # a step's new tail nobody said: the load's default prompt, stated
# a load said (a rate, tokens, or how many at once): the person's own sizing of it, answered as given
LOAD_SAID = ("rps", "input_tokens", "output_tokens", "concurrency", "requests_per_day")
# the usual split: a small code model for completion beside the chat model; the Qwen2.5-Coder models are built on the
# Qwen2.5 base models of the same size (Qwen2.5-Coder Technical Report, arXiv 2409.12186)
SMALL_CODERS = (("qwen2.5-coder-7b", "Qwen2.5-Coder-7B", "qwen2.5-7b"), ("qwen2.5-coder-1.5b", "Qwen2.5-Coder-1.5B",
                                                                       "qwen2.5-1.5b"))


def resolve_prefix(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                   notes: list[I18n], task: str, label: Callable[[str], str], kb: Any = None) -> None:
    """--shared-prefix / --new-tokens (a serving job's shared prefixes) and the completion words, for inference."""
    if given.get("code_completion") is not None and task == "inference":
        out["code_completion"] = parse_bool(label("code_completion"), given["code_completion"])
        if out["code_completion"] and not any(given.get(k) is not None for k in LOAD_SAID):
            notes.append(completion_note(label, kb))
        resolve_completion_floor(out, assumed, notes, label, small_coders(kb))  # the whole completion (review 119)
        fim_note(out, notes, kb)  # the weights FIM is documented on (review 119 C4-2)
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
    context = int(out.get("context_tokens") or 0)
    if "input_tokens" in given and not said and context >= 2 * prompt > 0:
        # review 99 c02's re-run: --input-tokens 4000 meant a step's new part, with the 60k trace said in the words
        notes.append(I18n(
            en=f"{label('input_tokens')} {prompt:,} is read as each request's whole prompt, the part a session's "
               f"cache holds, well short of the {context:,}-token context: if {prompt:,} is only a step's new part, "
               f"say {label('new_tokens')} {prompt} and the whole prompt with {label('input_tokens')}",
            zh=f"{label('input_tokens')} {prompt:,} 按每个请求的完整提示（会话缓存里留着的部分）计，远小于 {context:,} "
               f"token 的上下文：如果 {prompt:,} 只是每一步新增的部分，请用 {label('new_tokens')} {prompt} 说明，"
               f"并用 {label('input_tokens')} 给出完整提示"))
    if not said:
        assumed.append(("new_tokens", new))


def completion_note(label: Callable[[str], str], kb: Any = None) -> I18n:
    """Completion named with no load said: not sized, what to give, and the usual split (models the catalogue lacks
    said so, with the catalogue's model of the same shapes)."""
    names_en, names_zh = small_coders(kb)
    flags = (f"{label('rps')} R, {label('input_tokens')} of a few thousand, {label('output_tokens')} of tens, "
             f"{label('max_ttft_s')} under a second")
    flags_zh = (f"{label('rps')} 每秒请求数、{label('input_tokens')} 几千、{label('output_tokens')} 几十、"
                f"{label('max_ttft_s')} 一秒以内")
    return I18n(
        en="Code completion is named but its traffic is not sized: completion requests come as developers type, "
           "with prompts of a few thousand tokens, tens of tokens out and a first token needed in under a second, "
           "and they usually outweigh the chat — no sourced rate per developer is held here, so completion's own "
           f"load is not in this answer's sizing. Give the completion peak to size it ({flags}; your IDE plugin's "
           "logs or a pilot tell the rate). The usual split serves completion with a small code model beside the "
           "chat model: "
           + " or ".join(names_en) + ".",
        zh="提到了代码补全，但补全流量没有算进来：补全请求随开发者打字不断发出，提示几千 token、输出几十 token、"
           "首 token 要在一秒内，通常比对话的量大得多——这里没有有来源的每人请求速率，所以本答案没有计入补全自身的负载。"
           f"要估算补全，请给出补全的高峰负载（{flags_zh}；速率可从 IDE 插件日志或试点中得到）。"
           "常见做法是用一个小的代码模型专门做补全，与对话模型分开部署：" + " 或 ".join(names_zh) + "。")


def small_coders(kb: Any) -> tuple[list[str], list[str]]:
    """The small code models completion is usually served on, as --model ids the catalogue holds (or says it lacks)."""
    held = getattr(kb, "models_by_id", {}) or {}
    names_en, names_zh = [], []
    for model_id, name, base in SMALL_CODERS:
        if model_id in held:
            names_en.append(f"{name} (--model {model_id})")
            names_zh.append(f"{name}（--model {model_id}）")
        elif base in held:
            names_en.append(f"{name} (not in this catalogue: size it as --model {base}, the base it is built on)")
            names_zh.append(f"{name}（目录里没有：按它的底座 --model {base} 估算）")
        else:
            names_en.append(f"{name} (not in this catalogue)")
            names_zh.append(f"{name}（目录里没有）")
    return names_en, names_zh
