"""`prefix-cache` (review 94 c06): where reading prompts takes most of a serving copy's time, the copies were sized
with every prompt read whole; requests that repeat a prefix — an agent's steps re-sending what came before, a fixed
system prompt, a shared document — are read only from where they differ under the engines' automatic prefix caching
(vLLM's APC, on by default in V1; SGLang's RadixAttention). Said beside the pick, with how to measure the hit rate,
rather than assumed: the sizing stays the cold-prompt upper bound."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step

CAVEAT_ID = "prefix-cache"
MOST = 0.5  # prompts' reads at half of a copy's time or more: the lever that matters
ENGINES = ("vllm", "sglang", None)


@step(id="prefix-cache", concern="caveats", source="vllm-prefix-caching", caveat=CAVEAT_ID, show_order=29,
      doc=I18n(en="Where reading prompts takes half or more of a serving copy's time, say that requests sharing a "
                  "prefix (an agent loop, a fixed system prompt, a shared document) are read only from where they "
                  "differ under automatic prefix caching — the copies sized here are the cold-prompt upper bound.",
               zh="读提示占服务副本一半以上时间时，说明共享前缀的请求（智能体循环、固定系统提示、共用文档）在自动前缀缓存"
                  "下只需读不同的部分——这里按每次都冷读提示配副本，是上限。"))
def prefix_cache(facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    share = (pick.throughput or {}).get("prompt_share")
    if getattr(facts, "shared_prefix", False):  # sized on the cache already, and said so (rules.prefix_load)
        return None
    if facts.task != "inference" or facts.engine not in ENGINES or share is None or share < MOST:
        return None
    prompt = int(facts.input_tokens or facts.context_tokens or 0)
    text = I18n(
        en=f"{pick.card}: reading prompts takes {share:.0%} of each copy's time here, every {prompt:,}-token prompt "
           "read whole. Requests that repeat a prefix — an agent's steps re-sending what came before, a fixed system "
           "prompt, a shared document — are read only from where they differ under automatic prefix caching (vLLM, "
           "on by default in its V1 engine; SGLang's RadixAttention), so such a load needs fewer GPUs and answers "
           "sooner than sized here: run a day's traffic and read the prefix-cache hit rate vLLM logs before "
           "committing to the count.",
        zh=f"{pick.card}：这里读提示占每份副本 {share:.0%} 的时间，每个 {prompt:,} token 的提示都按完整读入计。"
           "重复同一前缀的请求——智能体每一步重发之前的内容、固定的系统提示、共用的文档——"
           "在自动前缀缓存下只读不同的部分（vLLM 的 V1 引擎默认开启；SGLang 的 RadixAttention 同理），"
           "这类负载要的卡比这里算的少、首 token 也更快：先用一天的真实流量看 vLLM 日志里的前缀缓存命中率，再定卡数。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, prefix_cache, text, pick.card)
        sink.step(prefix_cache, {"pick": {"card": pick.card, "prompt_share": share}}, text)
    return text


RULES = declared(__name__)
