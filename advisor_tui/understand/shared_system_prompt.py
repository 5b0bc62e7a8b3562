"""A fixed system prompt every request shares: the prefix the engine reads once and caches (``shared_prefix``).

A leftover row: "Most of the prompt is a fixed 1,500-token system prompt + policy text shared by every chat" (with "2k
prompt" beside it) set nothing of the product's --shared-prefix, so every chat was sized as reading its whole 2,048
tokens fresh; in Chinese "每个请求前面都有一段 1500 token 的固定系统提示词，整个 prompt 大概 2k" made an input-token
conflict (1,500 against 2k). Under the engines' automatic prefix caching (SGLang's RadixAttention, vLLM's APC, both on
by default: rules.fact_prefix) a prefix the same for every request is read once and then hit, so a request reads only
what follows it: ``shared_prefix`` True, and ``new_tokens`` = the whole prompt less the prefix where both are said
(2,048 − 1,500 = 548; "2k" is 2,048, the table's k for tokens).

The family: N tokens of a system prompt, prefix, preamble or instructions said to be fixed / shared / the same /
common / identical ("a fixed 1,500-token system prompt", "every request starts with the same 1.5k-token prefix", "the
system prompt is 1,500 tokens, identical for every chat", "一段 1500 token 的固定系统提示词", "系统提示词固定 1500
token，每次都一样", "所有对话共用一段 1500 token 的系统提示"). Not read: a system prompt's length with nothing said of
it being shared ("our system prompt is long", "the system prompt is about 1,500 tokens"), an answer's 1,500 tokens, a
training job.
"""

from __future__ import annotations

import re

from advisor_tui.understand.job import trains
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before
from advisor_tui.understand.trace_lengths import _tokens

_NUM = r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
_PROMPT_WORDS = (r"(?:system[- ]prompts?|prompt prefix|prefix(?:es)?|preamble|instructions?|policy text"
                 r"|系统提示词?|系统提示语|系统指令|system\s?prompt|前缀|提示词前缀|固定提示词?)")
# the prompt's length next to its words: "1,500-token system prompt", "system prompt of ~1,500 tokens",
# "1500 token 的固定系统提示词", "系统提示词固定 1500 token"
_LENGTH_AND_PROMPT = _lazy(
    rf"(?<![\d.,])(?P<n>{_NUM})\s?(?P<k>k)?[- ]?(?:个\s?)?tokens?(?:\s?的)?\s?"  # (a number's start only: linear)
    rf"(?:[a-z]+\s|固定的?\s?|共享的?\s?|共用的?\s?|相同的?\s?|统一的?\s?)?{_PROMPT_WORDS}"
    rf"|{_PROMPT_WORDS}\s?(?:is|are|of|runs?|固定|都是|大概|约|有|共|是)?\s?(?:about\s|around\s|~|大概|约)?\s?"
    rf"(?P<n2>{_NUM})\s?(?P<k2>k)?\s?(?:个\s?)?tokens?(?![a-z])")
# said to be the same for every request: in the same sentence
_SHARED_SAID = _lazy(
    r"(?<![a-z])(?:fixed|shared|the same|same for|identical|common to|static|constant|reused|every (?:request|chat"
    r"|call|conversation|query|session|user)|all (?:requests|chats|calls|conversations|queries|sessions|users))"
    r"(?![a-z])|固定|共享|共用|同一段|同一个|相同|一样|不变|每个请求|每次请求|每个对话|每轮|所有请求|所有对话|每次都")


def read_shared_system_prompt(r: _Reader) -> None:
    """Before the token readers: a fixed system prompt's N tokens are the shared prefix, never the input."""
    if trains(r):
        return
    for m in _LENGTH_AND_PROMPT.finditer(r.t):
        n_group = "n" if m.group("n") else "n2"
        start = max((s.end() for s in re.finditer(r"[.;!?\n。；！？](?=\s|$|[^\d])", r.t[:m.start()])), default=0)
        end_m = re.search(r"[;!?\n。；！？]|\.(?=\s|$)", r.t[m.end():])
        end = m.end() + end_m.start() if end_m else len(r.t)
        if not _SHARED_SAID.search(r.t, start, end) or negated_before(r, m.start()):
            continue
        if not r.free(m.start(n_group), m.end(n_group)):
            continue
        prefix = _tokens("input_tokens", m.group(n_group), m.group("k" if n_group == "n" else "k2"))
        if not prefix:
            continue
        r.add(m.start(), m.end(), "shared_prefix", True)
        r.shared_prefix_tokens = prefix
        r.note(f"“{r.quote(m.start(), m.end())}”: a prompt prefix the same for every request — read once and then "
               "from the prefix cache (shared_prefix)",
               f"“{r.quote(m.start(), m.end())}”：每个请求都相同的提示前缀——读一次后走前缀缓存（shared_prefix）")
        return


def settle_new_tokens(r: _Reader) -> None:
    """After the token readers: the whole prompt less the shared prefix is each request's new part."""
    prefix = getattr(r, "shared_prefix_tokens", None)
    if not prefix or any(f.fact == "new_tokens" for f in r.found):
        return
    prompts = [f for f in r.found if f.fact == "input_tokens" and isinstance(f.value, int | float)]
    if len(prompts) != 1 or prompts[0].value <= prefix:
        return
    f = prompts[0]
    new = int(f.value - prefix)
    r.found.append(_Finding(f.start, f.end, "new_tokens", new))
    r.note(f"each request: {int(f.value):,} tokens, of which the shared {prefix:,} are cached — {new:,} new tokens "
           "read",
           f"每个请求 {int(f.value):,} token，其中共享的 {prefix:,} 走缓存——新读 {new:,} token")
