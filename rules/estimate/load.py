"""Serving at a load: requests per second × (input, output) tokens → how many copies of the
model (replicas) a card serves it with, the tokens in flight, and the KV cache they hold (issue 13).

One replica (one card, or a tensor-parallel set) runs continuous batching: prompts are read at
the compute bound, 2·N FLOPs per token (Kaplan et al. 2020), at the tuned training stack's
measured utilisation; each decode step reads the active weights once and every running
sequence's KV cache, at the bandwidth a day-one copy test passes with (seed 004's 70 % line),
and can never beat the compute bound 2·N·b FLOPs for b sequences (seed 002 / ``throughput``).

With b sequences running, a step takes t(b) = max((W + b·kv) / (B·e), 2·N·b / (F·u)) and each
request needs its prefill plus O steps, so a replica's busy time per request is
prefill + O·t(b)/b. Prompts take the share λ·prefill of the time, so decoding runs in the rest:
an effective step of t(b) / (1 − λ·prefill). Sequences in flight follow Little's law:
b = λ × (prefill + O·t(b) / (1 − λ·prefill)) (the time each request stays).
A replica is full when its memory left after the weights holds no more sequences at their
average length I + O/2; more load needs more replicas, sized so each runs at most 80 % busy at
the stated peak (near 100 % every request waits: a stated policy, not a measurement).
The worst case — every sequence at the full context at once — is what the memory gate sizes
and is shown beside the load's KV cache.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MAX_ITERATIONS = 60
TARGET_BUSY = 0.8  # a policy, stated in the answer: copies run at most 80 % busy at the peak


@dataclass(frozen=True)
class Replica:
    """One copy of the model on a card (or a tensor-parallel set)."""

    bandwidth_gbs: float  # datasheet, all GPUs of the copy together
    tflops: float  # dense FP16/BF16, all GPUs of the copy together
    weights_gb: float  # active weights read per decode step
    kv_room_gb: float  # memory left for KV cache after weights, activations, overhead
    active_params_b: float
    bandwidth_efficiency: float = 0.7
    compute_efficiency: float = 0.5


@dataclass(frozen=True)
class Load:
    rps: float
    input_tokens: int
    output_tokens: int
    kv_bytes_per_token: float


@dataclass(frozen=True)
class Served:
    replicas: int
    max_rps_per_replica: float
    sequences_in_flight: float  # per replica, Little's law
    kv_gb_at_load: float  # per replica
    prefill_s: float
    decode_tokens_per_s_per_sequence: float
    latency_s: float
    aggregate_tokens_per_s: float  # output tokens/s, all replicas together, at the load
    max_sequences: int  # per replica, memory-bound


def prefill_seconds(replica: Replica, tokens: int) -> float:
    return 2 * replica.active_params_b * 1e9 * tokens / (
        replica.tflops * 1e12 * replica.compute_efficiency)


def step_seconds(replica: Replica, sequences: float, kv_gb_per_sequence: float) -> float:
    """One decode step for ``sequences`` running sequences."""
    memory = (replica.weights_gb + sequences * kv_gb_per_sequence) / (
        replica.bandwidth_gbs * replica.bandwidth_efficiency)
    compute = 2 * replica.active_params_b * 1e9 * sequences / (
        replica.tflops * 1e12 * replica.compute_efficiency)
    return max(memory, compute)


def _kv_per_sequence_gb(load: Load) -> float:
    return load.kv_bytes_per_token * (load.input_tokens + load.output_tokens / 2) / 1e9


def max_sequences(replica: Replica, load: Load) -> int:
    kv = _kv_per_sequence_gb(load)
    if kv <= 0:
        return 1_000_000
    return max(0, math.floor(replica.kv_room_gb / kv))


def max_rps(replica: Replica, load: Load) -> float:
    """Requests per second one replica sustains with its memory full of sequences."""
    b = max_sequences(replica, load)
    if b < 1:
        return 0.0
    kv = _kv_per_sequence_gb(load)
    busy = prefill_seconds(replica, load.input_tokens) + (
        load.output_tokens * step_seconds(replica, b, kv) / b)
    return 1.0 / busy


def serve(replica: Replica, load: Load, replicas: int | None = None) -> Served:
    """Replicas needed for ``load`` (or the given number), and the state at that load."""
    if load.rps <= 0 or load.output_tokens < 1 or load.input_tokens < 0:
        raise ValueError("rps must be > 0, output_tokens ≥ 1, input_tokens ≥ 0")
    cap = max_rps(replica, load)
    if cap <= 0:
        raise ValueError("the model leaves no memory for a single sequence")
    n = replicas or max(1, math.ceil(load.rps / (cap * TARGET_BUSY) - 1e-9))
    rps = load.rps / n
    kv = _kv_per_sequence_gb(load)
    prefill = prefill_seconds(replica, load.input_tokens)
    share = max(1e-6, 1.0 - rps * prefill)  # the time left to decoding after the prompts

    def step(b: float) -> float:
        return step_seconds(replica, b, kv) / share

    b = 1.0
    for _ in range(MAX_ITERATIONS):  # Little's law: b = λ × time in the system
        nxt = max(1.0, rps * (prefill + load.output_tokens * step(b)))
        nxt = min(nxt, float(max_sequences(replica, load)))
        if abs(nxt - b) < 1e-6:
            break
        b = nxt
    step_s = step(b)
    return Served(replicas=n, max_rps_per_replica=cap, sequences_in_flight=b,
                  kv_gb_at_load=b * kv, prefill_s=prefill,
                  decode_tokens_per_s_per_sequence=1.0 / step_s,
                  latency_s=prefill + load.output_tokens * step_s,
                  aggregate_tokens_per_s=load.rps * load.output_tokens,
                  max_sequences=max_sequences(replica, load))
