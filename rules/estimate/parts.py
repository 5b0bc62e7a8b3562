"""The memory need as parts that scale differently, so that the same need can be re-evaluated at
another context, concurrency or batch (the inverse questions: longest context, most sequences)
and split across GPUs without re-running the whole estimate.

Inference at context c with n sequences:
    weights + kv_layer_token × tokens_cached(c) × n + fixed activations + n × per-sequence
    activations + overhead
  — or, when a stated load says how long its requests are (L = input + output tokens < c) and a
  paged-KV engine admits them as they come: one request at the full c and n − 1 at L (issue 13).
Training at sequence length s with micro-batch b:
    weights + gradients + optimizer + b × s × per-token activations + overhead
A stated need (a source's figure, or the person's own) does not vary.
"""

from __future__ import annotations

from dataclasses import dataclass

from knowledge.direct_init import direct_init
from rules.estimate.arch import Arch
from rules.fact_vocab import BREAKDOWN_KEYS

__all__ = ["BREAKDOWN_KEYS", "Parts"]


@direct_init
@dataclass(frozen=True)
class Parts:
    """The memory of a job on a GPU, part by part (weights, gradients, optimizer, activations, overhead)."""

    kind: str  # "inference" | "training" | "stated"
    weights_gb: float
    gradients_gb: float = 0.0
    optimizer_gb: float = 0.0
    overhead_gb: float = 0.0
    fixed_activations_gb: float = 0.0  # inference workspace (independent of sequences)
    seq_activations_gb: float = 0.0  # inference: per sequence in flight (sampler logits)
    token_activations_gb: float = 0.0  # training: per token of each sequence (b × s × this)
    kv_layer_token_gb: float = 0.0  # inference: KV per cached layer-token
    arch: Arch | None = None
    # weights + gradients + optimizer of trainable parameters (ZeRO-3/FSDP shard them all);
    # LoRA: the frozen base in weights_gb shards too under FSDP.
    shardable: bool = True  # False for a stated non-LLM need: it does not divide across GPUs
    # several models on one box: the largest one that must sit whole on one GPU (an image, video or speech
    # model runs in its own process, never tensor-parallel with the chat model): no GPU holds less (review 25 C1)
    whole_gb: float = 0.0
    # SGLang's DP attention (an MLA MoE model under --engine sglang): every GPU keeps this much of
    # the weights whole (attention, dense layers, shared experts) and the MLA KV of its own
    # requests only; 0 = no DP attention
    dp_attention_replicated_gb: float = 0.0
    # inference with a stated load under vLLM / SGLang: the tokens one of its requests holds
    # (input + output); 0 = every sequence is sized at the full context
    load_tokens: int = 0
    # llama.cpp: several GPUs hold whole layers each (--split-mode layer), no tensor parallelism
    layer_split: bool = False
    # on-policy RL (rules.estimate.rollout): the colocated rollout engine on every GPU (in kv_cache, whole on each) and
    # the reference model (in weights, sharded with them)
    rollout_gb: float = 0.0
    reference_gb: float = 0.0

    def kv_gb(self, context: int, sequences: int) -> float:
        if self.arch is None or self.kv_layer_token_gb == 0:
            return 0.0
        full = self.kv_layer_token_gb * self.arch.kv_tokens_cached(context)
        if self.load_sized(context, sequences):
            short = self.kv_layer_token_gb * self.arch.kv_tokens_cached(self.load_tokens)
            return full + short * (sequences - 1)
        return full * sequences

    def mean_kv_gb(self, context: int, sequences: int) -> float:
        """The KV cache one of ``sequences`` holds on average in the pool sized for them: what a batched decode step
        reads per sequence (at the full context each when the pool is sized that way)."""
        return self.kv_gb(context, sequences) / max(1, sequences)

    def worst_kv_gb(self, context: int, sequences: int) -> float:
        """Every sequence at the full context, load or not: ``kv_gb`` without the load (worked out here, not on a
        copy of the 20 fields with none)."""
        if self.arch is None or self.kv_layer_token_gb == 0:
            return 0.0
        return self.kv_layer_token_gb * self.arch.kv_tokens_cached(context) * sequences

    def load_sized(self, context: int, sequences: int) -> bool:
        """Whether the KV cache at ``context`` × ``sequences`` is sized by the load's requests."""
        return 0 < self.load_tokens < context and sequences > 1

    def activations_gb(self, context: int, sequences: int) -> float:
        return (self.fixed_activations_gb + self.seq_activations_gb * sequences
                + self.token_activations_gb * context * sequences)

    def breakdown(self, context: int | None, sequences: int) -> dict[str, float]:
        """GB per component on one GPU holding everything."""
        ctx = context or 0
        return {
            "weights": self.weights_gb + self.reference_gb,
            "kv_cache": self.kv_gb(ctx, sequences) + self.rollout_gb,
            "activations": self.activations_gb(ctx, sequences),
            "gradients": self.gradients_gb,
            "optimizer": self.optimizer_gb,
            "overhead": self.overhead_gb,
        }

    def per_sequence_gb(self, context: int) -> float:
        """What one more sequence (or micro-batch row) at ``context`` costs."""
        kv = self.kv_gb(context, 1)
        return kv + self.seq_activations_gb + self.token_activations_gb * context

    @property
    def varies(self) -> bool:
        """Whether context / sequences change the need (False for stated needs)."""
        return self.kind != "stated"


def dp_attention_whole_gb(engine: str | None, arch: Arch, weights_gb: float, ascend: bool = False) -> float:
    """Weights every GPU keeps whole under DP attention — SGLang's (--enable-dp-attention, its DeepSeek recipe), or
    vLLM-Ascend's data-parallel attention with expert-parallel experts, the layout it documents for an MLA mixture of
    experts (vllm-ascend-dp-attention; ``ascend``: every card is an Ascend, as under 信创): all but the routed experts
    and the embeddings — attention, dense layers, shared experts — counted whole on each GPU (an upper bound: SGLang
    still shards the dense MLPs). Only for an MLA mixture of experts; 0 otherwise."""
    if engine not in ("sglang", *(("vllm",) if ascend else ())) or arch.attention != "mla" or not arch.is_moe \
            or not arch.params_b:
        return 0.0
    total = arch.params_b * 1e9
    whole = max(0.0, total - arch.routed_expert_params() - arch.embedding_params)
    return weights_gb * whole / total
