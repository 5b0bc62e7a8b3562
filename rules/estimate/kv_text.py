"""The KV cache's line in the memory notes: its dimensions, and what a token costs on average when
some layers keep only a sliding window (gpt-oss: 18 of 36 layers keep 128 tokens)."""

from __future__ import annotations

from knowledge.schema import I18n
from rules.estimate.arch import Arch
from rules.estimate.units import kv_bytes


def kv_cache_note(arch: Arch, kv_precision: str, kv_tok: int, context: int, seqs: int,
                  kv_gb: float) -> tuple[int, I18n]:
    """(bytes per token on average at ``context``, the note)."""
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
