"""A serving load whose requests share their prefix (rules.fact_prefix; blind review 99 c02), sized as one model
everywhere the answer reads it: the load (rules.jobplan.serving_plan), the first token a limit checks
(rules.prompt_queue), and the lines that say it.

A request reads only its ``new_tokens`` after the prefix the one before it left cached — the whole prompt's read less
the prefix's (rules.estimate.load.cached_read) — and each sequence in flight still holds its whole prompt in the KV
cache, which is what keeps the next step's hit: the memory is the live sessions' prefixes (Little's law's sequences
in flight × the prompt), shown beside the worst case. Both engines keep the cache on by default — SGLang's
RadixAttention unless ``--disable-radix-cache`` (source ``sglang-radix-cache``), vLLM's automatic prefix caching in
its V1 engine unless ``--no-enable-prefix-caching`` (source ``vllm-prefix-caching``) — and evict least recently
used prefixes when the pool is full; a miss is read whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from knowledge.schema import I18n
from rules.estimate import load as load_est

if TYPE_CHECKING:
    from rules.estimate.load import Load, Replica, Served
    from rules.facts import Facts


def cached_tokens(facts: Facts, prompt: int) -> int:
    """Of a ``prompt``-token request, the tokens read from the prefix cache (0: none said)."""
    if not getattr(facts, "shared_prefix", False) or not facts.new_tokens:
        return 0
    return max(0, int(prompt) - int(facts.new_tokens))


def load_of(facts: Facts, req: Any, inp: int, out: int) -> Load:
    """The stated load, its prompts read after their cached prefix where they share one."""
    return load_est.Load(float(facts.rps or 0), inp, out, req.kv_bytes_per_token_at(inp + out / 2),
                         cached_tokens=cached_tokens(facts, inp))


def flag_text(engine: str) -> tuple[str, str]:
    """The engine's switch, said: what keeps prefix caching on."""
    if engine == "sglang":
        return ("SGLang's RadixAttention keeps it on by default (do not pass --disable-radix-cache; source "
                "sglang-radix-cache)",
                "SGLang 的 RadixAttention 默认开启（不要加 --disable-radix-cache；来源 sglang-radix-cache）")
    return ("vLLM's automatic prefix caching is on by default in its V1 engine (--enable-prefix-caching keeps it on; "
            "--no-enable-prefix-caching would turn it off; source vllm-prefix-caching)",
            "vLLM 的自动前缀缓存在 V1 引擎中默认开启（--enable-prefix-caching 保持开启；"
            "--no-enable-prefix-caching 会关掉它；来源 vllm-prefix-caching）")


def load_note(facts: Facts, replica: Replica, ld: Load, s: Served, engine: str) -> I18n | None:
    """What the prefix cache changes, with the numbers the copies were sized on; None where no prefix is shared."""
    if not ld.cached_tokens:
        return None
    new = ld.input_tokens - ld.cached_tokens
    full = load_est.prefill_seconds(replica, ld.input_tokens)
    said = "new_tokens" not in {name for name, _v in facts.assumed}
    how_en = "as you said" if said else "assumed: the last answer and a tool result; say --new-tokens N"
    how_zh = "按你给的" if said else "假设值：上一步的回答加一次工具结果；可用 --new-tokens N 指定"
    flag_en, flag_zh = flag_text(engine)
    room = max(0, s.max_sequences - s.slots)
    return I18n(
        en=f"Prefix caching assumed — each request re-sends the one before it plus a little, so it reads only its "
           f"{new:,} new tokens ({how_en}) in {s.prefill_s:,.2f} s and takes the other {ld.cached_tokens:,} from the "
           f"cache; {flag_en}. For the hit, each live session's prefix stays in the KV cache: the "
           f"{s.sequences_in_flight:,.1f} in flight hold their whole {ld.input_tokens:,}-token prompts (the KV line "
           "below), and the copy's room holds "
           f"{room:,} more for sessions waiting on a tool between steps — past that the least recently used are "
           f"evicted. A miss (a session's first step, an evicted prefix) reads the whole prompt: {full:,.1f} s on one "
           "copy.",
        zh=f"按前缀缓存估算——每个请求重发上一个请求再加一点内容，只需读入新增的 {new:,} token（{how_zh}），"
           f"约 {s.prefill_s:,.2f} 秒，其余 {ld.cached_tokens:,} token 取自缓存；{flag_zh}。要命中，每个活跃会话的"
           f"前缀都得留在 KV cache 里：在途的 {s.sequences_in_flight:,.1f} 路各占完整的 {ld.input_tokens:,} token 提示"
           "（见下方 KV 一行），"
           f"每份副本还能再留 {room:,} 个等待工具调用的会话前缀——再多就按最近最少使用淘汰。未命中（会话第一步、"
           f"前缀被淘汰）要读整段提示：一份副本约 {full:,.1f} 秒。")


def first_token_tokens(facts: Facts, prompt: int) -> int:
    """The tokens a first token waits for: the new part where the prefix is cached, else the whole prompt."""
    return prompt - cached_tokens(facts, prompt)
