"""Serving at a load: requests per second × (input, output) tokens → how many copies of the
model (replicas) a card serves it with, the tokens in flight, and the KV cache they hold (issue 13).

One replica (one card, or a tensor-parallel set) runs continuous batching: prompts are read at
the compute bound, 2·N FLOPs per token (Kaplan et al. 2020), at the tuned training stack's
measured utilisation; each decode step reads the active weights once and every running
sequence's KV cache, and can never beat the compute bound 2·N·b FLOPs for b sequences (seed 002 /
``throughput``). Where published measurements calibrate the engine, the step is the calibrated
one the answer's speed line uses (``calibration.decode_step``: the engine's share of the
bandwidth bound, tensor-parallel sync per layer, MoE kernels and the experts a batch touches);
otherwise the bandwidth a day-one copy test passes with (seed 004's 70 % line).

With b sequences running, a step takes t(b) = max((W + b·kv) / (B·e), 2·N·b / (F·u)) and each
request needs its prefill plus O steps, so a replica's busy time per request is
prefill + O·t(b)/b. Prompts take the share λ·prefill of the time, so decoding runs in the rest:
an effective step of t(b) / (1 − λ·prefill). Sequences in flight follow Little's law:
b = λ × (prefill + O·t(b) / (1 − λ·prefill)) (the time each request stays).
A replica is full when its memory left after the weights holds no more sequences at their
average length I + O/2, or when one more sequence would slow every sequence below the latency
policy (a time per output token of at most ``tpot_limit_s``: MLPerf Inference's server limit, in
knowledge/data/throughput.yaml); more load needs more replicas, sized so each runs at most 80 %
busy at the stated peak (near 100 % every request waits: a stated policy, not a measurement).
A card whose single sequence is already slower than the limit, or whose prefill alone is longer
than ``ttft_limit_s``, cannot meet the policy with any number of copies: ``Served`` says so.
The worst case — every sequence at the full context at once — is what the memory gate sizes
and is shown beside the load's KV cache.

The first token at the peak (review 42 M1: a 500 ms limit was checked on an idle copy only): a prompt
arriving at random (Poisson) waits for the prompts ahead of it, each read in ``prefill`` — an M/D/1
queue of prompts, whose mean wait is ρ·prefill / (2·(1 − ρ)) with ρ = λ·prefill (Kleinrock, Queueing
Systems vol. 1, the Pollaczek–Khinchine formula for constant service) — so the first token comes
after prefill + that wait; copies are added until it keeps the first-token limit.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rules.estimate import throughput

DEFAULT_INPUT_TOKENS = 2000  # a prompt with some context, when only a load is given (stated as assumed)
DEFAULT_OUTPUT_TOKENS = 500
# a reasoning model thinks first: the reasoning-latency caveat's reference of 1,000 thinking tokens comes before the
# reply (review 83 c02: an A800 pair was "faster" than an H20 pair at half its decode speed, by a 300-token reply)
THINKING_TOKENS = 1000
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
    tpot_limit_s: float = math.inf  # the slowest time per output token a sequence may see
    ttft_limit_s: float = math.inf  # the longest prefill (time to first token, queueing aside)
    bandwidth_efficiency: float = 0.7
    compute_efficiency: float = 0.5
    # the calibrated decode step, (sequences, KV GB per sequence) → seconds; None: the bounds above
    calibrated_step: Callable[[float, float], float] | None = None
    attention_width: float = 0.0  # throughput.attention_width: a prompt's attention adds 2 × this × T² FLOPs
    prompt_work: float = 1.0  # a prompt's read over 2·N a token: a VLM's vision encoder adds (rules.fact_vision)


@dataclass(frozen=True)
class Load:
    """A serving load: requests a second, tokens in and out, and the KV cache bytes a token holds."""

    rps: float
    input_tokens: int
    output_tokens: int
    kv_bytes_per_token: float
    # of the input, the tokens an earlier request left in the prefix cache (an agent loop's trace so far, review 99
    # c02): they are not read again, but each sequence still holds them — the KV below counts the whole input
    cached_tokens: int = 0


@dataclass(frozen=True)
class Served:
    """How a serving load is carried: replicas, what each sustains, and the latency it gives."""

    replicas: int
    max_rps_per_replica: float
    sequences_in_flight: float  # per replica, Little's law
    kv_gb_at_load: float  # per replica
    prefill_s: float
    decode_tokens_per_s_per_sequence: float
    latency_s: float
    aggregate_tokens_per_s: float  # output tokens/s, all replicas together, at the load
    max_sequences: int  # per replica, memory-bound
    latency_sequences: int  # per replica, the most that keep the time per output token in the limit
    meets_tpot: bool  # one sequence alone is within the limit (else no copy count helps)
    meets_ttft: bool  # the prefill is within the first-token limit
    ttft_at_peak_s: float = 0.0  # the prefill plus the mean wait for the prompts ahead at the peak (M/D/1)

    @property
    def slots(self) -> int:
        """Sequences one copy must admit at once: the load's in flight, rounded up."""
        return max(1, math.ceil(self.sequences_in_flight - 1e-9))

    @property
    def admit(self) -> int:
        """The engine's admission cap: as many as keep the time per token (and fit the memory), never fewer than
        the load's average in flight — capped at that average, a Poisson peak queues its prompts for seconds
        (review 42 C7: 33 slots against 32.4 in flight, every slot busy ~99 % of the time)."""
        room = min(self.max_sequences, self.latency_sequences or self.max_sequences)
        return max(self.slots, room)


def engine_batch_limit(card: Any) -> int:
    """vLLM's default --max-num-seqs (EngineArgs.get_batch_defaults): 1,024 on a GPU of 70 GiB or
    more that is not an A100 (where larger batches measured slower), else 256."""
    return 1024 if card.vram_gb >= 75 and not card.id.startswith("a100") else 256


def prompt_seconds(active_params_b: float, attention_width: float, tokens: int, tflops: float,
                   efficiency: float) -> float:
    """A prompt read at ``tflops`` × ``efficiency``: 2·N per token, plus causal attention's 2 × layers × hidden × T²
    (review 41 M2: left out, a 32k prompt read 1.5× too fast and a 128k one 3.6×)."""
    return throughput.prefill_seconds(tflops, active_params_b, tokens, attention_width) / efficiency


def prefill_seconds(replica: Replica, tokens: int) -> float:
    """A prompt read at the copy's compute."""
    return prompt_seconds(replica.active_params_b, replica.attention_width, tokens, replica.tflops,
                          replica.compute_efficiency) * replica.prompt_work


def load_prefill_seconds(replica: Replica, load: Load) -> float:
    """A request's read: only the part after its cached prefix — the whole prompt's read less the prefix's (2·N a
    token and causal attention's T² both add up so: the new tokens attend to the prefix as well as to each other)."""
    return cached_read(replica, load.input_tokens, load.cached_tokens)


def cached_read(replica: Replica, tokens: int, cached: int) -> float:
    """A ``tokens``-token prompt whose first ``cached`` tokens are in the prefix cache, read on the copy."""
    cached = max(0, min(int(cached), int(tokens)))
    return max(0.0, prefill_seconds(replica, tokens) - (prefill_seconds(replica, cached) if cached else 0.0))


def attention_width(inputs: Mapping[str, Any] | None) -> float:
    """The attention width (throughput.attention_width) of a model's resolved inputs (0 where unknown)."""
    inputs = inputs or {}
    return throughput.attention_width(int(inputs.get("layers") or 0), int(inputs.get("hidden") or 0),
                                      int(inputs.get("heads") or 0), int(inputs.get("head_dim") or 0),
                                      str(inputs.get("attention") or ""), inputs.get("qk_rope_head_dim"))


def step_seconds(replica: Replica, sequences: float, kv_gb_per_sequence: float) -> float:
    """One decode step for ``sequences`` running sequences."""
    if replica.calibrated_step is not None:
        return replica.calibrated_step(sequences, kv_gb_per_sequence)
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


def latency_sequences(replica: Replica, load: Load) -> int:
    """The most sequences one replica runs with each still within ``tpot_limit_s`` (the step
    time grows with the batch); 0 when one sequence alone is slower than the limit."""
    kv = _kv_per_sequence_gb(load)
    memory = max_sequences(replica, load)
    if math.isinf(replica.tpot_limit_s) or step_seconds(replica, memory, kv) <= replica.tpot_limit_s:
        return memory
    if step_seconds(replica, 1, kv) > replica.tpot_limit_s:
        return 0
    lo, hi = 1, memory  # step(lo) within the limit, step(hi) beyond it
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if step_seconds(replica, mid, kv) <= replica.tpot_limit_s else (lo, mid)
    return lo


def _rps_at(replica: Replica, load: Load, sequences: int) -> float:
    """Requests per second one replica sustains with ``sequences`` always running."""
    kv = _kv_per_sequence_gb(load)
    busy = load_prefill_seconds(replica, load) + (
        load.output_tokens * step_seconds(replica, sequences, kv) / sequences)
    return 1.0 / busy


def max_rps(replica: Replica, load: Load, cap: int | None = None) -> float:
    """Requests per second one replica sustains with its memory full of sequences (at most
    ``cap`` of them: the engine's own batch limit)."""
    b = max_sequences(replica, load) if cap is None else min(cap, max_sequences(replica, load))
    return 0.0 if b < 1 else _rps_at(replica, load, b)


def ttft_at_peak(prefill_s: float, rps: float) -> float:
    """The mean first token of a copy taking ``rps`` prompts a second, each read in ``prefill_s``: the prefill
    plus an M/D/1 queue's mean wait ρ·prefill / (2·(1 − ρ)); infinite when the prompts alone fill the copy."""
    rho = rps * prefill_s
    if rho >= 1:
        return math.inf
    return prefill_s + rho * prefill_s / (2 * (1 - rho))


@dataclass(frozen=True)
class InFlight:
    """A stated number of requests always in flight on one copy, with no request rate given."""

    rps: float  # the rate they come at, by Little's law
    prompt_share: float  # of the copy's time, spent reading prompts (ρ = λ·prefill)
    tokens_per_s: float  # each sequence's decode speed in the time left to decoding
    ttft_s: float  # the prefill plus the mean wait for the prompts ahead
    prefill_s: float  # one prompt's read alone


def in_flight(replica: Replica, sequences: int, input_tokens: int, output_tokens: int,
              kv_bytes_per_token: float, cached_tokens: int = 0) -> InFlight:
    """``sequences`` requests always in flight on one copy (review 74 C1: 20 at once with 16k-token prompts on one B300
    promised 34 tokens/s and a 1.2 s first token, where reading the prompts takes over half the card's time). Little's
    law with b fixed, b = λ·(p + O·t(b) / (1 − λ·p)) (``_in_flight``'s relation), is p²λ² − (b·p + p + s)·λ + b = 0
    with s = O·t(b): its smaller root is the rate (the larger has λ·p > 1). The first token waits for the prompts
    ahead as in an M/D/1 queue at ρ = λ·p (``ttft_at_peak``), but for no more than the b − 1 others: with a fixed
    number in flight, no more can queue."""
    b = max(1, int(sequences))
    p = cached_read(replica, input_tokens, cached_tokens)
    step = step_seconds(replica, b, kv_bytes_per_token * (input_tokens + output_tokens / 2) / 1e9)
    s = output_tokens * step
    if p <= 0:
        rate = b / s
    else:
        lead = b * p + p + s
        # the smaller root in its conjugate form: (lead − √…)/(2p²) cancels catastrophically when p is tiny (a 1-token
        # prompt: hypothesis found Little's law off by 1e-4 there)
        rate = 2 * b / (lead + math.sqrt(max(0.0, lead * lead - 4 * p * p * b)))
    rho = min(rate * p, 1 - 1e-9)
    wait = min(rho * p / (2 * (1 - rho)), (b - 1) * p)
    return InFlight(rps=rate, prompt_share=rho, tokens_per_s=(1 - rho) / step, ttft_s=p + wait, prefill_s=p)


def serve(replica: Replica, load: Load, replicas: int | None = None) -> Served:
    """Replicas needed for ``load`` (or the given number), and the state at that load."""
    if load.rps <= 0 or load.output_tokens < 1 or load.input_tokens < 0:
        raise ValueError("rps must be > 0, output_tokens ≥ 1, input_tokens ≥ 0")
    memory = max_sequences(replica, load)
    if memory < 1:
        raise ValueError("the model leaves no memory for a single sequence")
    fast = latency_sequences(replica, load)
    cap = _rps_at(replica, load, fast or memory)  # no count helps a too-slow card: memory decides
    n = replicas or max(1, math.ceil(load.rps / (cap * TARGET_BUSY) - 1e-9))
    b, step_s = _in_flight(replica, load, load.rps / n, memory)
    prefill = load_prefill_seconds(replica, load)
    if replicas is None and 0 < prefill < replica.ttft_limit_s < ttft_at_peak(prefill, load.rps / n):
        # prompts wait for the prompts ahead: copies enough that ρ keeps prefill + ρ·p / (2·(1 − ρ)) in the limit
        x = (replica.ttft_limit_s - prefill) / prefill
        n = max(n, math.ceil(load.rps * prefill / (2 * x / (1 + 2 * x)) - 1e-9))
        b, step_s = _in_flight(replica, load, load.rps / n, memory)
    while replicas is None and fast and step_s > replica.tpot_limit_s:
        # prompts take a share of each copy's time too: one more copy until the limit holds
        n += 1
        b, step_s = _in_flight(replica, load, load.rps / n, memory)
    kv = _kv_per_sequence_gb(load)
    return Served(replicas=n, max_rps_per_replica=cap, sequences_in_flight=b,
                  kv_gb_at_load=b * kv, prefill_s=prefill,
                  decode_tokens_per_s_per_sequence=1.0 / step_s,
                  latency_s=prefill + load.output_tokens * step_s,
                  aggregate_tokens_per_s=load.rps * load.output_tokens,
                  max_sequences=memory, latency_sequences=fast, meets_tpot=fast > 0,
                  meets_ttft=prefill <= replica.ttft_limit_s, ttft_at_peak_s=ttft_at_peak(prefill, load.rps / n))


def _in_flight(replica: Replica, load: Load, rps: float, memory: int) -> tuple[float, float]:
    """Sequences in flight on one replica at ``rps`` (Little's law: b = λ × time in the system)
    and the decode step each of them sees, stretched by the time prompts take."""
    kv = _kv_per_sequence_gb(load)
    prefill = load_prefill_seconds(replica, load)
    share = max(1e-6, 1.0 - rps * prefill)  # the time left to decoding after the prompts

    def step(b: float) -> float:
        return step_seconds(replica, b, kv) / share

    b = 1.0
    for _ in range(MAX_ITERATIONS):
        nxt = min(max(1.0, rps * (prefill + load.output_tokens * step(b))), float(memory))
        if abs(nxt - b) < 1e-6:
            break
        b = nxt
    return b, step(b)


def one_copy_fewer(s: Served, rps: float, lang: str) -> str:
    """The end of the copies' sentence: one copy fewer and how busy it runs, where it still carries
    the peak (review 22 m12: two 8 × H20 copies, where one runs at 89 %, hid the half-price choice)."""
    n = s.replicas - 1
    busy = rps / (s.max_rps_per_replica * n) if n and s.max_rps_per_replica else 2.0
    if busy > 1:
        return "." if lang == "en" else "。"
    if busy <= TARGET_BUSY:  # the busy share allows one fewer: the first-token or speed limit took the last copy
        # (review 72 c05: "6 would carry it at 78% busy" beside 7 bought, under the 80% it states)
        if lang == "en":
            return (f" ({n} would carry the requests at {busy:.0%} busy, but a prompt's first token or each answer's "
                    "speed would then miss your limit).")
        return f"（{n} 份也能承载这些请求（{busy:.0%} 繁忙），但首字延迟或每路生成速度会达不到你的要求）。"
    if lang == "en":
        return (f" ({n} would carry it at {busy:.0%} busy, for {n}/{s.replicas} of the cost: queues grow as a "
                "copy nears full).")
    return f"（{n} 份也扛得住，{busy:.0%} 繁忙，费用为 {n}/{s.replicas}：越接近满载排队越长）。"
