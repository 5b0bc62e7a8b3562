"""The KV cache's line in the memory notes: its dimensions, and what a token costs on average when
some layers keep only a sliding window (gpt-oss: 18 of 36 layers keep 128 tokens)."""

from __future__ import annotations

from knowledge.schema import I18n
from rules.estimate.arch import Arch
from rules.estimate.units import kv_bytes

PAGED_ENGINES = ("vllm", "sglang")  # KV blocks allocated as tokens arrive (PagedAttention / RadixAttention)


HELD = "held"  # the engine argument where the cache is sized by what the sequences hold


def kv_cache_note(arch: Arch, kv_precision: str, kv_tok: int, context: int, seqs: int,
                  kv_gb: float, engine: str | None = None) -> tuple[int, I18n]:
    """(bytes per token on average at ``context``, the note). ``engine``: HELD where several sequences are sized by what
    they hold (rules.estimate.held_tokens) — this figure, all at the full context, is then the worst case (review 45
    C1: 20 users at 32k were sized at 171.8 GB, all at once, unsaid); a paged engine's several sequences sized at the
    full context anyway are so because the requests said fill it — what they hold, not a worst case (the half of it
    this note once offered contradicted 20k-token prompts said in a 21k context); llama.cpp and plain Transformers
    allocate it up front."""
    kv_eff, note = _kv_cache_note(arch, kv_precision, kv_tok, context, seqs, kv_gb)
    if engine == HELD:  # sized by what the sequences hold (rules.estimate.held_tokens): this figure is the worst case
        note = I18n(en=f"{note.en[:-1]} — every one at the full context, the worst case; the sizing below is by what "
                       "they hold.",
                    zh=f"{note.zh[:-1]}——每路都用满上下文，是最坏情况；下面按各路实际占用核算。")
    elif engine in PAGED_ENGINES and seqs > 1:
        note = I18n(en=f"{note.en} The requests said fill the {context:,}-token context, so all {seqs:,} at once hold "
                       "it: what they hold, not a worst case.",
                    zh=f"{note.zh}所说的请求会占满 {context:,} token 上下文，所以同时 {seqs:,} 路都按满上下文计："
                       "这是实际占用，不是最坏情况。")
    return kv_eff, note


def _kv_cache_note(arch: Arch, kv_precision: str, kv_tok: int, context: int, seqs: int,
                   kv_gb: float) -> tuple[int, I18n]:
    dims = _kv_dims_text(arch, kv_precision)
    windowed = bool(arch.window and arch.window_layers and context > arch.window)
    kv_eff = round(kv_tok * arch.kv_tokens_cached(context) / (arch.layers * context)) if windowed \
        else kv_tok
    if windowed:
        return kv_eff, I18n(
            en=f"KV cache: {dims[0]} = {kv_tok:,} bytes per token on every layer; "
               f"{arch.full_layers} layers keep all {context:,} tokens and {arch.window_layers} keep "
               f"{arch.window:,} (sliding window), {kv_eff:,} bytes per token on average × "
               f"{context:,} tokens × {seqs:,} sequence(s) = {kv_gb:,.2f} GB ({kv_precision}).",
            zh=f"KV cache：{dims[1]} = 所有层每 token {kv_tok:,} 字节；{arch.full_layers} 层保留全部 "
               f"{context:,} token，{arch.window_layers} 层只保留 {arch.window:,} 个（滑动窗口），平均每 token "
               f"{kv_eff:,} 字节 × {context:,} token × {seqs:,} 路并发 = {kv_gb:,.2f} GB"
               f"（{kv_precision}）。")
    return kv_eff, I18n(
        en=f"KV cache: {dims[0]} = {kv_tok:,} bytes per token × {context:,} tokens × {seqs:,} "
           f"sequence(s) = {kv_gb:,.2f} GB ({kv_precision}).",
        zh=f"KV cache：{dims[1]} = 每 token {kv_tok:,} 字节 × {context:,} token × {seqs:,} 路并发 "
           f"= {kv_gb:,.2f} GB（{kv_precision}）。")


def _kv_dims_text(arch: Arch, kv_precision: str) -> tuple[str, str]:
    b = kv_bytes(kv_precision)
    if arch.attention == "mla" and arch.kv_lora_rank and arch.qk_rope_head_dim:
        return (f"{arch.layers} layers × (kv_lora_rank {arch.kv_lora_rank} + rope "
                f"{arch.qk_rope_head_dim}) × {b:g} B (MLA latent)",
                f"{arch.layers} 层 × (kv_lora_rank {arch.kv_lora_rank} + rope "
                f"{arch.qk_rope_head_dim}) × {b:g} 字节（MLA 潜向量）")
    return (f"2 × {arch.layers} layers × {arch.kv_heads} KV heads × {arch.head_dim} × {b:g} B",
            f"2 × {arch.layers} 层 × {arch.kv_heads} 个 KV 头 × {arch.head_dim} × {b:g} 字节")
