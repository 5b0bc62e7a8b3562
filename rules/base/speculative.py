"""`speculative-draft` (blind review 97 c06): a served model with a speculative-decoding draft (--draft-model). What the
answer did with the draft, and what it did not claim: the launch line carries it (rules.draft_launch) and the memory
counts it (rules.estimate.draft_need), but the speeds are the target's alone — speculative decoding trades spare
compute for fewer memory-bound steps of the large model, which pays with few sequences in flight and shrinks or turns
into a loss as the batch grows (vllm-spec-draft-model: "under medium-to-low QPS, memory-bound workloads"); how much it
pays depends on how often the target accepts the draft's tokens, measured on one's own prompts. A draft whose
vocabulary is not the target's cannot draft for it (vllm-speculative-config: vLLM checks the sizes are equal): said,
and left out of the launch line."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step
from rules.draft_launch import SPEC_TOKENS, draft_and_target, vocab_mismatch

CAVEAT_ID = "speculative-draft"
DRAFT_FLAGS = ("--speculative-config", "--speculative-draft-model-path", " -md ", " -hfd ")  # rules.draft_launch
FEW_IN_FLIGHT = 4  # at or below this many sequences at once a decode step is memory-bound enough to leave compute


def _same_vocab(kb: Any, target: Any) -> list[str]:
    """Catalogue language models with the target's vocabulary and a tenth of its size or less (drafts to try)."""
    return [m.id for m in kb.models if m.kind == "llm" and m.vocab == target.vocab and m.params_b
            and target.params_b and m.params_b <= 0.1 * target.params_b][:3]


@step(id="speculative-draft", concern="caveats", source="vllm-spec-draft-model", caveat=CAVEAT_ID, show_order=163,
      doc=I18n(en="A speculative-decoding draft: in the launch line and the memory when it shares the target's "
                  "vocabulary (else said and left out); the speeds assume no speed-up, which shrinks at high "
                  "concurrency — measure the acceptance rate on your own prompts.",
               zh="投机解码草稿模型：与目标模型词表相同时写进启动命令并计入显存（否则说明原因并不写入）；"
                  "速度未计任何加速，并发高时加速会变小——请用自己的提示词实测接受率。"))
def speculative_draft(kb: Any, facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    draft, target = draft_and_target(kb, facts)
    if draft is None or target is None:
        return None
    launch = getattr(pick, "launch", None) or ""
    mismatch = vocab_mismatch(kb, facts)
    if mismatch is not None:
        others = _same_vocab(kb, target)
        try_en = f" Drafts of its vocabulary in the catalogue: {', '.join(others)}." if others else ""
        try_zh = f"目录里词表相同的候选：{', '.join(others)}。" if others else ""
        text = I18n(
            en=f"{draft.name} cannot draft for {target.name}: its vocabulary has {mismatch[0]:,} tokens and "
               f"{target.name}'s {mismatch[1]:,}. The target verifies the draft's tokens by their ids, so the two "
               f"must share a tokenizer (vLLM refuses a draft whose vocabulary size differs; llama.cpp needs the same "
               f"tokenizer): the launch line leaves the draft out and the memory does not count it.{try_en}",
            zh=f"{draft.name} 不能给 {target.name} 做草稿：它的词表有 {mismatch[0]:,} 个 token，{target.name} 的有 "
               f"{mismatch[1]:,} 个。目标模型按 token id 校验草稿的输出，两者必须共用分词器（vLLM 会拒绝词表大小不同的"
               f"草稿；llama.cpp 要求分词器相同）：启动命令里没有写入草稿，显存也未计入。{try_zh}")
    elif not any(flag in launch for flag in DRAFT_FLAGS):
        why_en = (" SGLang's STANDALONE drafting does not run with --enable-dp-attention, which this line uses."
                  if "--enable-dp-attention" in launch else "")
        why_zh = "SGLang 的 STANDALONE 草稿不支持本命令用到的 --enable-dp-attention。" if why_en else ""
        text = I18n(en=f"The draft {draft.name} is not in this pick's launch line: its engine's command here has no "
                       f"draft-model option.{why_en} The memory counts it; the speeds assume no speculation.",
                    zh=f"草稿模型 {draft.name} 没有写进此推荐的启动命令：这里所用引擎的命令没有草稿模型选项。{why_zh}"
                       "显存已计入草稿；速度按不做投机解码估算。")
    else:
        n = int(facts.concurrency or 1)
        load_en = (f"at {n:,} sequences at once the GPUs already batch enough work that the gain shrinks, and it can "
                   "turn into a loss" if n > FEW_IN_FLIGHT else f"at {n:,} sequence(s) at once it has room to help")
        load_zh = (f"同时 {n:,} 路请求时 GPU 已有足够的批量计算，加速会变小，甚至变慢" if n > FEW_IN_FLIGHT
                   else f"同时 {n:,} 路请求时还有加速空间")
        text = I18n(
            en=f"The draft {draft.name} is in the launch line ({SPEC_TOKENS} tokens drafted a step) and its memory is "
               f"counted. Speculative decoding spends spare compute to save memory-bound steps of {target.name}: it "
               f"speeds up decoding mainly with few sequences in flight; {load_en}. The speeds in this answer are "
               "without speculation — no speed-up is assumed. Measure the acceptance rate on your own prompts (vLLM "
               "logs its speculative-decoding metrics) and compare with and without the draft at your peak load.",
            zh=f"草稿模型 {draft.name} 已写进启动命令（每步草拟 {SPEC_TOKENS} 个 token），显存已计入。"
               f"投机解码用富余的算力换取 {target.name} 更少的受显存带宽限制的解码步："
               f"主要在在途请求少时加速；{load_zh}。本答案中的速度"
               "均未计投机解码——没有假设任何加速。请用自己的提示词实测接受率（vLLM 会记录投机解码指标），并在峰值负载下"
               "对比开与不开草稿的速度。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, speculative_draft, text)
        sink.step(speculative_draft, {"card": pick.card, "draft_model": draft.id, "target": target.id}, text)
    return text


RULES = declared(__name__)
