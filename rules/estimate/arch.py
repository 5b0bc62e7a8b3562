"""The shape of the model being sized: from its official config in the knowledge base, or a
documented conservative stand-in when only a parameter count is known.

Everything the memory and speed formulas need about a model (layers, hidden size, KV heads, head
dimension, MLA ranks, sliding windows, MoE experts, vocabulary) is gathered here once.
"""

from __future__ import annotations

from dataclasses import dataclass

from knowledge.direct_init import direct_init
from knowledge.schema import Model

# Stand-in architecture for a model known only by its parameter count (our assumption, stated in
# the answer): a Llama-2-style dense decoder. Llama-2 7B/13B have hidden/layers = 128 and
# params ≈ 12·L·h² (4h² attention + 8h² gated MLP per layer; 7B: 12·32·4096² = 6.4B + 0.26B
# embeddings). With h = 128·L: P = 196,608·L³, so L = (P / 196,608)^(1/3).
# Full multi-head attention (no GQA) is assumed, so its KV cache is an UPPER bound: GQA models
# (Llama-3, Qwen2.5/3, Mistral) cache 4–8× less. Vocabulary: Llama-3's 128,256 (the larger
# common vocabulary, so the logits buffer is not understated).
FALLBACK_HIDDEN_PER_LAYER = 128
FALLBACK_PARAMS_PER_L3 = 12 * FALLBACK_HIDDEN_PER_LAYER**2  # 196,608
FALLBACK_HEAD_DIM = 128
FALLBACK_VOCAB = 128_256


@direct_init
@dataclass(frozen=True)
class Arch:
    """Dimensions of one decoder-only LLM (a catalogue model, or the stand-in)."""

    params_b: float
    active_params_b: float
    layers: int
    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    attention: str  # mha / gqa / mqa / mla
    vocab: int
    intermediate: int
    tie_embeddings: bool = False
    kv_lora_rank: int | None = None
    qk_rope_head_dim: int | None = None
    window: int | None = None  # sliding-window size in tokens
    window_layers: int = 0  # layers that use the window
    experts: int = 0
    experts_per_token: int = 0
    shared_experts: int = 0
    moe_intermediate: int | None = None
    expert_params_b: float | None = None
    fallback: bool = False  # True = the stand-in shape, not an official config
    model_id: str | None = None
    name: str = ""

    # ---- KV cache ---------------------------------------------------------------------------
    def kv_elements_per_layer_token(self) -> int:
        """Cached values per token per layer.

        Standard attention caches K and V for each KV head: 2 × kv_heads × head_dim (vLLM's KV
        page per layer = 2 × block × kv_heads × head_size × dtype). MLA (DeepSeek-V2/V3) caches one
        compressed latent of kv_lora_rank plus the decoupled RoPE key: kv_lora_rank +
        qk_rope_head_dim (DeepSeek-V2 paper §2.1; vLLM stores MLA as a single latent head).
        """
        if self.attention == "mla" and self.kv_lora_rank and self.qk_rope_head_dim:
            return self.kv_lora_rank + self.qk_rope_head_dim
        return 2 * self.kv_heads * self.head_dim

    @property
    def full_layers(self) -> int:
        return self.layers - self.window_layers

    def kv_tokens_cached(self, context: int) -> int:
        """Layer-tokens held for one sequence: full layers keep every token, windowed layers at
        most ``window`` tokens (vLLM caps sliding-window layers the same way)."""
        windowed = min(context, self.window) if self.window else context
        return self.full_layers * context + self.window_layers * windowed

    # ---- parameters -------------------------------------------------------------------------
    @property
    def embedding_params(self) -> float:
        """Token embedding + lm_head (one matrix when tied), in parameters."""
        return self.vocab * self.hidden * (1 if self.tie_embeddings else 2)

    @property
    def is_moe(self) -> bool:
        return self.experts > 0

    def routed_expert_params(self) -> float:
        """Parameters in all routed experts: the config's figure, else 3 matrices (gate, up,
        down) × hidden × moe_intermediate per expert on every layer."""
        if self.expert_params_b is not None:
            return self.expert_params_b * 1e9
        if not self.is_moe:
            return 0.0
        width = self.moe_intermediate or self.intermediate
        return float(self.layers * self.experts * 3 * self.hidden * width)

    def largest_layer_params(self) -> float:
        """The biggest single gather in ZeRO-3 / FSDP: one decoder layer or the embedding."""
        total = self.params_b * 1e9
        per_layer = max(0.0, total - self.embedding_params) / self.layers
        return max(per_layer, float(self.vocab * self.hidden))

    def lora_adapter_params(self, rank: int) -> float:
        """LoRA adapter parameters with the default targets, all linear layers of each block
        (q, k, v, o, gate, up, down — PEFT's ``target_modules="all-linear"``): a rank-r adapter on
        a Linear(in, out) adds r × (in + out) parameters (Hu et al. 2021, LoRA §4.1). MoE layers:
        every routed and shared expert's gate/up/down is a target too (all-linear), which is why
        LoRA on large MoE models is heavy. MLA projections are approximated by q/k/v/o of
        heads × head_dim."""
        h = self.hidden
        q_out = self.heads * self.head_dim
        kv_out = self.kv_heads * self.head_dim
        attention = (h + q_out) + 2 * (h + kv_out) + (q_out + h)
        if self.is_moe:
            width = self.moe_intermediate or self.intermediate
            mlp = (self.experts + self.shared_experts) * 3 * (h + width)
        else:
            mlp = 3 * (h + self.intermediate)
        return float(rank * self.layers * (attention + mlp))


def from_model(model: Model, params_b: float | None = None) -> Arch | None:
    """The architecture of a catalogue LLM, or None when its config lacks what we need."""
    needed = (model.layers, model.hidden, model.heads, model.kv_heads, model.head_dim)
    if model.kind != "llm" or any(v is None for v in needed):
        return None
    total = params_b if params_b is not None else model.params_b
    active = model.active_params_b if model.active_params_b is not None else total
    active = min(active, total)
    moe = model.moe
    window = model.sliding_window
    hidden = int(model.hidden)  # type: ignore[arg-type]
    return Arch(
        params_b=total,
        active_params_b=active,
        layers=int(model.layers),  # type: ignore[arg-type]
        hidden=hidden,
        heads=int(model.heads),  # type: ignore[arg-type]
        kv_heads=int(model.kv_heads),  # type: ignore[arg-type]
        head_dim=int(model.head_dim),  # type: ignore[arg-type]
        attention=model.attention or "gqa",
        vocab=model.vocab or FALLBACK_VOCAB,
        # Missing FFN width: the 8/3·h of a SwiGLU MLP with 8h² parameters (Llama's rule).
        intermediate=model.intermediate_size or round(8 * hidden / 3),
        tie_embeddings=model.tie_embeddings,
        kv_lora_rank=model.kv_lora_rank,
        qk_rope_head_dim=model.qk_rope_head_dim,
        window=window.window if window else None,
        window_layers=min(window.layers, int(model.layers)) if window else 0,  # type: ignore[arg-type]
        experts=moe.experts if moe else 0,
        experts_per_token=moe.experts_per_token if moe else 0,
        shared_experts=moe.shared_experts if moe else 0,
        moe_intermediate=moe.moe_intermediate_size if moe else None,
        expert_params_b=moe.expert_params_b if moe else None,
        model_id=model.id,
        name=model.name,
    )


def fallback(params_b: float) -> Arch:
    """The stand-in shape for a dense model of ``params_b`` billion parameters (see above)."""
    layers = max(1, round((params_b * 1e9 / FALLBACK_PARAMS_PER_L3) ** (1 / 3)))
    hidden = FALLBACK_HIDDEN_PER_LAYER * layers
    heads = max(1, hidden // FALLBACK_HEAD_DIM)
    return Arch(
        params_b=params_b,
        active_params_b=params_b,
        layers=layers,
        hidden=hidden,
        heads=heads,
        kv_heads=heads,  # MHA: no grouped-query attention assumed (upper bound)
        head_dim=FALLBACK_HEAD_DIM,
        attention="mha",
        vocab=FALLBACK_VOCAB,
        intermediate=round(8 * hidden / 3),
        fallback=True,
        name=f"{params_b:g}B (unknown architecture)",
    )
