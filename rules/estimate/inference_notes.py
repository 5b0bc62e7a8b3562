"""The inference estimate's explanations that are text around numbers already computed: what the
activations and runtime overhead are made of, source 1's rule of thumb beside the estimate, and
how the KV cache is sized when a stated load says how long its requests are."""

from __future__ import annotations

from knowledge.schema import I18n
from rules.estimate.arch import Arch
from rules.estimate.held_tokens import Held
from rules.estimate.load import DEFAULT_OUTPUT_TOKENS
from rules.estimate.memory import (
    ACT_BYTES_PER_TOKEN_PER_HIDDEN,
    ALLOCATOR_SLACK_GB,
    CUDA_CONTEXT_GB,
    LLAMA_CPP_UBATCH,
    LOGITS_BYTES_PER_VOCAB_PER_SEQ,
    NON_TORCH_SINGLE_GB,
    PREFILL_CHUNK_TOKENS,
    RUNTIME_OVERHEAD_GB,
)
from rules.estimate.parts import Parts

RULE_OF_THUMB_FACTOR = 1.2  # seed 000: 推理显存 ≈ 权重 + KV cache + 框架开销（约 1.2 倍）


def activations_note(arch: Arch, activations_gb: float, engine: str | None = None) -> I18n:
    if engine == "llama.cpp":
        return I18n(
            en=f"Activations: llama.cpp's compute buffer, one {LLAMA_CPP_UBATCH}-token micro-batch's FP32 "
               f"logits (4 × vocabulary {arch.vocab:,}) + one layer's activations "
               f"({ACT_BYTES_PER_TOKEN_PER_HIDDEN} × hidden {arch.hidden:,} bytes a token) = "
               f"{activations_gb:,.2f} GB on each GPU it uses. Overhead {RUNTIME_OVERHEAD_GB:.2f} GB: "
               f"CUDA context ≈ {CUDA_CONTEXT_GB:g} + runtime and allocator slack.",
            zh=f"激活：llama.cpp 的计算缓冲，一个 {LLAMA_CPP_UBATCH} token 微批的 FP32 logits（4 × 词表 "
               f"{arch.vocab:,}）+ 一层的激活（每 token {ACT_BYTES_PER_TOKEN_PER_HIDDEN} × 隐藏维度 "
               f"{arch.hidden:,} 字节）= 每张所用的卡 {activations_gb:,.2f} GB。开销 "
               f"{RUNTIME_OVERHEAD_GB:.2f} GB：CUDA 上下文约 {CUDA_CONTEXT_GB:g} + 运行时与分配器余量。")
    return I18n(
        en=f"Activations: a prefill chunk of {PREFILL_CHUNK_TOKENS:,} tokens × "
           f"{ACT_BYTES_PER_TOKEN_PER_HIDDEN} × hidden {arch.hidden:,} bytes (one layer at a time, "
           f"Korthikanti et al. 2022 with FlashAttention; vLLM reserves this at start-up whatever "
           f"the prompt) + sampler logits {LOGITS_BYTES_PER_VOCAB_PER_SEQ} × vocabulary "
           f"{arch.vocab:,} bytes per sequence = {activations_gb:,.2f} GB. Overhead "
           f"{RUNTIME_OVERHEAD_GB:.2f} GB: CUDA context ≈ {CUDA_CONTEXT_GB:g} + framework "
           f"≈ {NON_TORCH_SINGLE_GB:.2f} (vLLM's 0.25 GiB non-torch) + allocator slack "
           f"{ALLOCATOR_SLACK_GB:g}.",
        zh=f"激活：{PREFILL_CHUNK_TOKENS:,} token 预填充分块 × {ACT_BYTES_PER_TOKEN_PER_HIDDEN} × "
           f"隐藏维度 {arch.hidden:,} 字节（逐层释放，Korthikanti 等 2022，假定 FlashAttention；"
           f"vLLM 启动时即按此预留，与提示长度无关）+ 采样 logits 每路 "
           f"{LOGITS_BYTES_PER_VOCAB_PER_SEQ} × 词表 {arch.vocab:,} 字节 = "
           f"{activations_gb:,.2f} GB。开销 {RUNTIME_OVERHEAD_GB:.2f} GB：CUDA 上下文约 "
           f"{CUDA_CONTEXT_GB:g} + 框架约 {NON_TORCH_SINGLE_GB:.2f}（vLLM 的 0.25 GiB 非 torch 内存）"
           f"+ 分配器余量 {ALLOCATOR_SLACK_GB:g}。")


def rule_of_thumb_note(weights_gb: float, total_gb: float, sized: I18n) -> I18n:
    thumb = weights_gb * RULE_OF_THUMB_FACTOR
    return I18n(
        en=f"Source 1's rule of thumb, weights × 1.2 = {thumb:,.1f} GB, leaves "
           f"{thumb - weights_gb:,.1f} GB for KV cache and runtime; this estimate puts them at "
           f"{total_gb - weights_gb:,.1f} GB at {sized.en}.",
        zh=f"来源 1 的经验值「权重 × 1.2」= {thumb:,.1f} GB，只给 KV cache 与运行开销留 "
           f"{thumb - weights_gb:,.1f} GB；本估算在 {sized.zh}时为 {total_gb - weights_gb:,.1f} GB。")


def sized_text(parts: Parts, context: int, seqs: int) -> I18n:
    """'65,536 tokens × 32', or under a load 'one 65,536-token request + 31 × 4,800 tokens'."""
    if parts.load_sized(context, seqs):
        return I18n(en=f"one {context:,}-token request + {seqs - 1:,} × {parts.load_tokens:,} tokens",
                    zh=f"1 路 {context:,} token + {seqs - 1:,} 路 × {parts.load_tokens:,} token ")
    return I18n(en=f"{context:,} tokens × {seqs:,}", zh=f"{context:,} token × {seqs:,} 路")


def load_kv_note(parts: Parts, context: int, seqs: int, engine: str, held: Held) -> I18n | None:
    """What the KV cache sized by what requests hold assumes (rules.estimate.held_tokens), with the worst case beside
    it; None when the KV cache is sized at the full context for every sequence."""
    if not parts.load_sized(context, seqs):
        return None
    kv = parts.kv_gb(context, seqs)
    worst = parts.worst_kv_gb(context, seqs)
    n, length = seqs - 1, parts.load_tokens
    if held.basis == "window":
        why = I18n(en=f"KV cache sized for what requests hold on average: no request length was said, so they are "
                      f"taken to spread evenly up to the {context:,}-token context and average half of it, "
                      f"{length:,} tokens",
                   zh=f"KV cache 按请求平均占用核算：没有给出请求长度，按长度在 {context:,} token 上下文内均匀分布、"
                      f"平均占一半计，即 {length:,} token")
        fix = I18n(en="Say --input-tokens and --output-tokens to size by your own requests.",
                   zh="给出 --input-tokens 和 --output-tokens，可按你自己的请求核算。")
    elif held.basis == "prompt":
        why = I18n(en=f"KV cache sized for your load: its requests hold about {length:,} tokens (your "
                      f"{length - held.reply:,}-token prompts + an assumed {held.reply:,}-token reply"
                      + (", its thinking included" if held.reply > DEFAULT_OUTPUT_TOKENS else "") + ")",
                   zh=f"KV cache 按你的负载核算：每个请求约 {length:,} token（你的 {length - held.reply:,} token "
                      f"提示 + 假定 {held.reply:,} token 回复" + ("，含思考" if held.reply > DEFAULT_OUTPUT_TOKENS
                                                            else "") + "）")
        fix = I18n(en="Say --output-tokens to size by your own replies; if many requests are long, size for the "
                      "worst case.",
                   zh="给出 --output-tokens 可按你自己的回复长度核算；如果长请求很多，请按最坏情况核算。")
    else:
        why = I18n(en=f"KV cache sized for your load: its requests hold about {length:,} tokens (input + output)",
                   zh=f"KV cache 按你的负载核算：每个请求约 {length:,} token（输入 + 输出）")
        fix = I18n(en="If many of your requests are long, size for the worst case (--input-tokens and "
                      "--output-tokens of the long ones).",
                   zh="如果长请求很多，请按最坏情况核算（用长请求的 --input-tokens 和 --output-tokens）。")
    return I18n(
        en=f"{why.en}, so of the {seqs:,} at once one may use the full {context:,}-token context and the other "
           f"{n:,} {length:,} each: {kv:,.2f} GB. All {seqs:,} at the full context (the worst case) would be "
           f"{worst:,.2f} GB: {engine} admits requests while its KV pool has room and queues the rest, so a burst "
           f"of long requests waits rather than fails. {fix.en}",
        zh=f"{why.zh}，所以同时 {seqs:,} 路中 1 路可用满 {context:,} token 上下文，其余 {n:,} 路各 {length:,} token："
           f"{kv:,.2f} GB。{seqs:,} 路都占满上下文（最坏情况）要 {worst:,.2f} GB：{engine} 在 KV 池有空间时放行请求、"
           f"其余排队，所以一批长请求只会等待、不会失败。{fix.zh}")


def kv_formula_term(parts: Parts, kv_eff: int, context: int, seqs: int) -> I18n:
    """The KV term of the memory formula: 'KV 70,272 B × 65,536 tok × 32', or under a load
    'KV 70,272 B × (65,536 + 31 × 4,800) tok' (sliding-window layers: their capped average)."""
    if not parts.load_sized(context, seqs):
        return I18n(en=f"KV {kv_eff:,} B × {context:,} tok × {seqs:,}",
                    zh=f"KV {kv_eff:,} 字节 × {context:,} token × {seqs:,}")
    inner = f"({context:,} + {seqs - 1:,} × {parts.load_tokens:,})"
    arch = parts.arch
    if arch is not None and arch.window and context > arch.window:
        return I18n(en=f"KV {inner} tok (sliding-window layers capped)",
                    zh=f"KV {inner} token（滑动窗口层封顶）")
    return I18n(en=f"KV {kv_eff:,} B × {inner} tok", zh=f"KV {kv_eff:,} 字节 × {inner} token")
