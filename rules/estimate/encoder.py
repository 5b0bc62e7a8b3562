"""Encoders served online — an embedding model (bi-encoder) or a cross-encoder reranker: memory and
compute from the model's config.json, with no decoding and no KV cache (review: "bge-m3 plus
bge-reranker-v2-m3, ~200 queries/sec" got "encoders are not covered").

Memory (one copy): weights = parameters × bytes of the serving dtype; activations = one layer's
working set for a full batch of ``max_batch_tokens`` (TEI's --max-batch-tokens, default 16,384:
source tei-readme): the hidden state, Q, K and V, the attention output (5·h) and the FFN's
intermediate before and after its activation (2·i), 16-bit — an encoder frees a layer's
activations before the next, and flash attention keeps the s² scores out; + the runtime overhead
the LLM path uses (CUDA context, non-torch memory, allocator slack: rules.estimate.memory).

Work: a forward pass costs 2 FLOPs per weight of the transformer layers per token (Kaplan et al.
2020's 2·N, N without the embedding tables, which are looked up, not multiplied) plus the
attention, 4·s·h per token per layer for a sequence of s tokens (Narayanan et al. 2021:
24·B·s·h² + 4·B·s²·h per layer per forward, source narayanan-2021-megatron; with an FFN of 4h,
24·h² per token is exactly 2 × the layer's 12·h² weights). An encoder has no vocabulary
projection, so there is no logit term.

Load: an embedding service embeds each query once (its tokens); a reranker scores each of the
query's candidates as one (query + passage) sequence. GPUs = tokens/s × FLOPs per token ÷ (dense
FP16 TFLOPS × utilisation × the busy target); every figure is a pure function below.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from rules.estimate.memory import RUNTIME_OVERHEAD_GB

# An assumption, not a measurement (none of TEI's published figures gives one for XLM-R-large on these
# cards): a batched encoder forward in FP16 keeps about a third of the dense tensor peak busy — its
# matrices are small (1,024 × 4,096) next to an LLM's, and layer norms, GELU and attention run off
# the tensor cores. Stated in every answer, with the way to measure it.
ENCODER_UTILISATION = 0.35
# TEI's --max-batch-tokens default (source tei-readme)
MAX_BATCH_TOKENS = 16384
# Defaults for a search service when the person gives none — stated as assumed in the answer:
DEFAULT_QUERY_TOKENS = 32  # a search query (a dozen or two words)
DEFAULT_PASSAGE_TOKENS = 256  # a retrieved chunk
DEFAULT_CANDIDATES = 50  # top-k candidates reranked per query (20–100 is the usual range)
ACTIVATION_BYTES = 2  # 16-bit activations


@dataclass(frozen=True)
class Shape:
    """The parts of an encoder's config.json the estimate needs."""

    layers: int
    hidden: int
    intermediate: int
    params_b: float  # all parameters, embedding tables included (what the weights weigh)


def layer_params(shape: Shape) -> float:
    """Weights of the transformer layers (the matrix multiplications), embeddings excluded:
    L × (4·h² attention projections + 2·h·i FFN)."""
    return shape.layers * (4 * shape.hidden ** 2 + 2 * shape.hidden * shape.intermediate)


def flops_per_token(shape: Shape, seq_tokens: float) -> float:
    """Forward FLOPs per token of a sequence of ``seq_tokens``: 2·N_layers + 4·L·s·h
    (Narayanan et al. 2021's per-layer forward count, divided by B·s)."""
    if seq_tokens <= 0:
        raise ValueError("seq_tokens must be positive")
    return 2 * layer_params(shape) + 4 * shape.layers * seq_tokens * shape.hidden


def weights_gb(params_b: float, bytes_per_param: float) -> float:
    return params_b * 1e9 * bytes_per_param / 1e9


def activations_gb(shape: Shape, batch_tokens: int = MAX_BATCH_TOKENS) -> float:
    """One layer's working set for a full batch: tokens × (5·h + 2·i) × 2 bytes."""
    return batch_tokens * (5 * shape.hidden + 2 * shape.intermediate) * ACTIVATION_BYTES / 1e9


def memory_gb(shape: Shape, bytes_per_param: float, batch_tokens: int = MAX_BATCH_TOKENS) -> dict[str, float]:
    """One copy's memory: weights + activations + runtime overhead (GB)."""
    return {"weights": weights_gb(shape.params_b, bytes_per_param),
            "activations": activations_gb(shape, batch_tokens), "overhead": RUNTIME_OVERHEAD_GB}


@dataclass(frozen=True)
class Work:
    """One model's share of the load."""

    role: str  # "embed" / "rerank"
    sequences_per_s: float  # forward passes a second (queries, or query–passage pairs)
    seq_tokens: float  # tokens in each
    flops_per_token: float

    @property
    def tokens_per_s(self) -> float:
        return self.sequences_per_s * self.seq_tokens

    @property
    def flops_per_s(self) -> float:
        return self.tokens_per_s * self.flops_per_token


def embed_work(shape: Shape, qps: float, query_tokens: float) -> Work:
    """An embedding service: every query embedded once."""
    return Work("embed", qps, query_tokens, flops_per_token(shape, query_tokens))


def rerank_work(shape: Shape, qps: float, candidates: int, query_tokens: float, passage_tokens: float) -> Work:
    """A cross-encoder: each of a query's ``candidates`` is one forward pass over query + passage."""
    seq = query_tokens + passage_tokens
    return Work("rerank", qps * candidates, seq, flops_per_token(shape, seq))


def gpu_flops(dense_tflops: float, utilisation: float = ENCODER_UTILISATION) -> float:
    """FLOPs a second one GPU delivers on the encoder's forward passes."""
    return dense_tflops * 1e12 * utilisation


def gpus_needed(flops_per_s: float, dense_tflops: float, busy: float,
                utilisation: float = ENCODER_UTILISATION) -> int:
    """GPUs that carry ``flops_per_s`` with each at most ``busy`` of its achievable rate (at least 1)."""
    if dense_tflops <= 0 or not 0 < busy <= 1:
        raise ValueError("dense_tflops must be positive and busy in (0, 1]")
    return max(1, math.ceil(flops_per_s / (gpu_flops(dense_tflops, utilisation) * busy) - 1e-9))


def batch_seconds(shape: Shape, seq_tokens: float, dense_tflops: float, batch_tokens: int = MAX_BATCH_TOKENS,
                  utilisation: float = ENCODER_UTILISATION) -> float:
    """Time one GPU takes for a full batch of ``batch_tokens`` in sequences of ``seq_tokens``."""
    return batch_tokens * flops_per_token(shape, seq_tokens) / gpu_flops(dense_tflops, utilisation)


__all__ = [
    "ACTIVATION_BYTES", "DEFAULT_CANDIDATES", "DEFAULT_PASSAGE_TOKENS", "DEFAULT_QUERY_TOKENS",
    "ENCODER_UTILISATION", "MAX_BATCH_TOKENS", "Shape", "Work", "activations_gb", "batch_seconds", "embed_work",
    "flops_per_token", "gpu_flops", "gpus_needed", "layer_params", "memory_gb", "rerank_work", "weights_gb",
]
