"""Expected decode speed: the bandwidth bound made realistic with constants calibrated on
published measurements (``knowledge/data/throughput.yaml``, each with its source).

One decode step of one replica with n sequences in flight takes

    t(n) = max( (shared weights + n × KV) ÷ (tp × bandwidth × η_engine)
                  + max(routed experts read ÷ (tp × bandwidth × η_engine),
                        MoE layers × experts per token × moe_expert_ms(engine, tp)),
                n × 2 × active params ÷ (tp × dense TFLOPS × η_engine) )
           + layers × tp_sync(link)                       (tensor parallel only: 2 all-reduces)

and where the engine has a measured per-step floor F (the host's scheduling, sampling and launch
work that a small model cannot hide behind its weight reads), the step is √(t(n)² + F²): the
larger of the two dominates, and they blur where they are alike. Without the floor a 0.6B model
on an A100 would decode at ~1,300 tokens/s; vLLM measured 238 (4.2 ms a step), and an 8B model's
13 ms step barely moves.

So one sequence sees 1 ÷ t(n) tokens/s and the replica produces n ÷ t(n). η_engine is the share
of the bandwidth bound an engine reaches on one GPU; tp_sync is what each layer's all-reduces cost
over NVLink or PCIe. A MoE batch reads more distinct experts than one token does: n tokens routed
uniformly touch E × (1 − (1 − k/E)^n) of E experts (``moe_weights_read_gb``). moe_expert_ms is the
latency of a MoE layer's expert kernels per routed expert, fitted where it dominates (batch 1):
one token's few expert slices leave most of the GPU idle, so the layer takes that latency however
few bytes it reads. It is a floor the routed-expert reads hide, not a cost added to them: at batch
the same kernels stream every touched expert and the reads take longer than the latency (8 × A800
at 32 sequences reads ~400 GB of experts a step). A dense model has no routed experts and no
latency term, so its step is the plain max(bandwidth, compute) bound.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from knowledge import compiled
from knowledge.data import folder
from knowledge.direct_init import direct_init
from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from rules.estimate.capacity import dense_tflops
from rules.estimate.precision import generation
from rules.estimate.requirement import Requirement, requirement
from rules.facts import resolve

POOLING_LINKS = ("nvlink", "infinity-fabric", "hccs")
NODE_GPUS = 8  # GPUs per node (rules.launch.NODE_GPUS)
LEGACY = ("pascal", "volta", "turing")


@dataclass(frozen=True)
class Calibration:
    """The throughput calibration: efficiencies and per-layer costs fitted to published measurements."""

    efficiency: dict[str, float]  # engine → share of the bandwidth bound on one GPU
    legacy_factor: float  # Pascal / Volta / Turing: no tensor-core dequant paths
    tp_sync_ms: dict[str, float]  # link → ms per layer (two all-reduces)
    moe_expert_ms: dict[str, float]  # engine → ms per MoE layer per routed expert (tensor parallel)
    moe_expert_ms_one_gpu: dict[str, float]  # the same on one GPU
    moe_tp_spread: dict[str, float]  # engine → how many times its estimate a MoE model over several GPUs may run
    moe_tp_spread_below_h100: dict[str, float]  # the same on NVIDIA cards below an H100's compute
    moe_expert_mb_one_gpu: dict[str, float]  # engine → the same on one GPU as MB read per expert
    moe_expert_mb_fitted_on: dict[str, tuple[str, str]]  # engine → (en, zh): the runs it fits
    moe_expert_mb_max_bandwidth: dict[str, float]  # engine → GB/s past which the floor is held
    step_floor_ms: dict[str, float]  # engine → measured per-step floor (host work per step)
    tpot_limit_ms: float  # serving-load policy: slowest time per output token a sequence may see
    ttft_limit_ms: float  # and the longest wait for its first token
    sources: dict[str, str]  # constant → source id(s)
    measurements: tuple[dict[str, Any], ...]


@functools.cache
def load() -> Calibration:
    text = folder().joinpath("throughput.yaml").read_text("utf-8")
    # its own cache entry: the loader caches this file's records under "throughput.yaml"
    data = compiled.yaml_document("knowledge/data/throughput.calibration", text)["calibration"]
    return Calibration(
        efficiency={k: float(v["value"]) for k, v in data["efficiency"].items()
                    if v["value"] is not None},
        legacy_factor=float(data["legacy_factor"]["value"]),
        tp_sync_ms={k: float(v["value"]) for k, v in data["tp_sync_ms"].items()},
        moe_expert_ms={k: float(v["value"]) for k, v in data["moe_expert_ms"].items()},
        moe_expert_ms_one_gpu={k: float(v["value"])
                               for k, v in data["moe_expert_ms_one_gpu"].items()},
        moe_tp_spread={k: float(v["value"]) for k, v in data.get("moe_tp_spread", {}).items()},
        moe_tp_spread_below_h100={k: float(v["value"]) for k, v in data.get("moe_tp_spread_below_h100", {}).items()},
        moe_expert_mb_one_gpu={k: float(v["value"])
                               for k, v in data.get("moe_expert_mb_one_gpu", {}).items()},
        moe_expert_mb_fitted_on={k: (v["fitted_on"], v["fitted_on_zh"])
                                 for k, v in data.get("moe_expert_mb_one_gpu", {}).items()},
        moe_expert_mb_max_bandwidth={k: float(v["max_bandwidth_gbs"])
                                     for k, v in data.get("moe_expert_mb_one_gpu", {}).items()},
        step_floor_ms={k: float(v["value"]) for k, v in data["step_floor_ms"].items()
                       if v["value"] is not None},
        tpot_limit_ms=float(data["serving_latency"]["tpot_ms"]["value"]),
        ttft_limit_ms=float(data["serving_latency"]["ttft_ms"]["value"]),
        sources={**{f"efficiency.{k}": v["source"] for k, v in data["efficiency"].items()
                    if v["value"] is not None},
                 **{f"tp_sync_ms.{k}": v["source"] for k, v in data["tp_sync_ms"].items()},
                 **{f"moe_expert_ms.{k}": v["source"] for k, v in data["moe_expert_ms"].items()},
                 **{f"moe_expert_ms_one_gpu.{k}": v["source"]
                    for k, v in data["moe_expert_ms_one_gpu"].items()},
                 **{f"moe_tp_spread.{k}": v["source"] for k, v in data.get("moe_tp_spread", {}).items()},
                 **{f"moe_tp_spread_below_h100.{k}": v["source"]
                    for k, v in data.get("moe_tp_spread_below_h100", {}).items()},
                 **{f"moe_expert_mb_one_gpu.{k}": v["source"]
                    for k, v in data.get("moe_expert_mb_one_gpu", {}).items()},
                 **{f"step_floor_ms.{k}": v["source"] for k, v in data["step_floor_ms"].items()
                    if v["value"] is not None},
                 **{f"serving_latency.{k}": v["source"]
                    for k, v in data["serving_latency"].items()},
                 "legacy_factor": data["legacy_factor"]["source"]},
        measurements=tuple(data["measurements"]))


def link_of(card: Card, tp: int) -> str:
    return "nvlink" if tp > 1 and card.interconnect in POOLING_LINKS else "pcie"


def efficiency(engine: str, gen: str) -> float | None:
    """Share of the bandwidth bound ``engine`` reaches; None when nothing calibrates it."""
    cal = load()
    eff = cal.efficiency.get(engine)
    return None if eff is None else eff * (cal.legacy_factor if gen in LEGACY else 1.0)


@direct_init
@dataclass(frozen=True)
class Expected:
    """The decode speed expected of a model on a card, and what it rests on."""

    decode_tokens_per_s: float  # one sequence, at the stated concurrency
    single_stream_tokens_per_s: float  # one sequence alone
    aggregate_tokens_per_s: float  # all sequences of all replicas
    step_ms: float
    basis: str
    basis_zh: str = ""


def moe_routed_read_gb(active_gb: float, total_gb: float, experts: int, per_token: int,
                       sequences: float) -> float:
    """The routed experts one decode step of ``sequences`` tokens reads: each distinct expert
    once. With uniform routing, n tokens touch E × (1 − (1 − k/E)^n) of E experts (k per token);
    one token reads its k."""
    if experts <= per_token:
        return 0.0
    each = max(0.0, total_gb - active_gb) / (experts - per_token)
    distinct = (experts * (1 - (1 - per_token / experts) ** sequences) if sequences > 1
                else per_token)
    return each * max(distinct, per_token)


def moe_weights_read_gb(active_gb: float, total_gb: float, experts: int, per_token: int,
                        sequences: float) -> float:
    """Weights one decode step of ``sequences`` tokens reads from a MoE model: the always-read
    part (attention, shared experts, embeddings) plus each distinct routed expert once."""
    if experts <= per_token or sequences <= 1:
        return active_gb
    routed_one = moe_routed_read_gb(active_gb, total_gb, experts, per_token, 1)
    return active_gb - routed_one + moe_routed_read_gb(active_gb, total_gb, experts, per_token,
                                                       sequences)


# the spread is measured on NVIDIA cards of an H100's compute and up (ML.ENERGY's H100 and B200 runs), and apart on
# slower NVIDIA cards (8 × A800: moe_tp_spread_below_h100); no ROCm or CANN run is held
SPREAD_MIN_TFLOPS = 900.0


def moe_spread(req: Requirement, fit: Placement, engine: str, card: Card) -> float:
    """How many times the estimate a MoE model spread over several GPUs may decode (1.0: no known spread)."""
    tp = fit.gpus if fit.layout in ("tensor-parallel", "even-split") else 1
    if tp <= 1 or req.arch is None or not req.arch.is_moe or card.vendor != "nvidia":
        return 1.0
    cal = load()
    spread = cal.moe_tp_spread if dense_tflops(card) >= SPREAD_MIN_TFLOPS else cal.moe_tp_spread_below_h100
    return spread.get(engine, spread.get("vllm", 1.0))


def moe_expert_ms(engine: str, tp: int, bandwidth_gbs: float = 0.0, gen: str = "") -> float:
    """The latency of a MoE layer's expert kernels per routed expert, on one GPU or TP.

    Where an engine's one-GPU floor is held as megabytes (llama.cpp), it is the time to read that
    many at the engine's share of this card's bandwidth (MB ÷ GB/s = ms): a card with twice the
    bandwidth runs the same small expert kernels in half the time — up to the fastest card it was
    fitted on, past which it is held rather than extrapolated."""
    cal = load()
    mb = cal.moe_expert_mb_one_gpu.get(engine) if tp <= 1 else None
    if mb is not None and bandwidth_gbs > 0:
        eff = efficiency(engine, gen)
        assert eff is not None, engine
        return mb / (min(bandwidth_gbs, cal.moe_expert_mb_max_bandwidth[engine]) * eff)
    table = cal.moe_expert_ms_one_gpu if tp <= 1 else cal.moe_expert_ms
    return table.get(engine, table["vllm"])


def step_seconds(*, weights_gb: float, kv_gb: float, sequences: float, bandwidth_gbs: float,
                 tflops: float, active_params_b: float, tp: int, link: str, layers: int,
                 moe_layers: int, experts_per_token: int, engine: str, gen: str,
                 routed_gb: float = 0.0) -> float:
    """Seconds per decode step of one replica (see the module docstring); ``routed_gb`` is the
    part of ``weights_gb`` that is routed experts, whose reads hide the MoE kernel latency."""
    cal = load()
    eff = efficiency(engine, gen)
    assert eff is not None, engine
    bandwidth = tp * bandwidth_gbs * eff
    moe_latency = (moe_layers * experts_per_token * moe_expert_ms(engine, tp, bandwidth_gbs, gen)
                   / 1000)
    mem = ((weights_gb - routed_gb + sequences * kv_gb) / bandwidth
           + max(routed_gb / bandwidth, moe_latency))
    comp = (sequences * 2 * active_params_b * 1e9 / (tp * tflops * 1e12 * eff)
            if tflops > 0 else 0.0)
    sync = layers * cal.tp_sync_ms[link] / 1000 if tp > 1 else 0.0
    gpu = max(mem, comp) + sync
    floor = cal.step_floor_ms.get(engine, 0.0) / 1000
    return math.hypot(gpu, floor) if floor else gpu


class Placement(Protocol):
    """How a job is placed: what ``expected`` reads of a ``rules.estimate.fit.CardFit``."""

    @property
    def gpus(self) -> int: ...

    @property
    def layout(self) -> str: ...


@dataclass(frozen=True)
class _Placed:
    """A placement stated by a published measurement (its GPUs and layout), not computed."""

    gpus: int
    layout: str


def decode_step(req: Requirement, card: Card, tp: int, engine: str,
                tflops: float) -> Callable[[float, float], float] | None:
    """Seconds per decode step of one replica of ``tp`` GPUs as a function of (sequences in
    flight, KV cache GB per sequence) — the step ``expected`` and the serving load share — or None
    when nothing calibrates ``engine`` (or the job is not LLM serving)."""
    if req.kind != "llm" or req.is_training or not req.active_weights_gb or req.arch is None:
        return None
    gen = generation(card)
    if engine == "sglang" and efficiency(engine, gen) is None:
        # vLLM's calibration stands in, as in ``expected``: the load's step and the single-stream figure must be one
        # step (review 99 c02: a bare bound at the load gave "830 tokens/s per sequence" beside 184 alone)
        engine = "vllm"
    if efficiency(engine, gen) is None:
        return None
    arch = req.arch
    # past one node the copy is tensor parallel inside each node and pipeline parallel across
    # (the launch's TP 8 × PP n): a token passes the stages one after another, so its step reads
    # at one node's bandwidth, not all the GPUs' (a two-node copy buys room, not speed)
    tp = min(tp, NODE_GPUS)
    common = dict(bandwidth_gbs=card.bandwidth_gbs, tflops=tflops,
                  active_params_b=req.active_params_b or req.params_b or 0.0, tp=tp,
                  link=link_of(card, tp), layers=arch.layers,
                  moe_layers=arch.layers if arch.is_moe else 0,
                  experts_per_token=(arch.experts_per_token + arch.shared_experts)
                  if arch.is_moe else 0, engine=engine, gen=gen)
    active, total = req.active_weights_gb, req.parts.weights_gb

    def step(sequences: float, kv_gb: float) -> float:
        if not arch.is_moe:
            return step_seconds(weights_gb=active, kv_gb=kv_gb, sequences=sequences, **common)
        read = (arch.experts, arch.experts_per_token, sequences)
        return step_seconds(weights_gb=moe_weights_read_gb(active, total, *read),
                            routed_gb=moe_routed_read_gb(active, total, *read), kv_gb=kv_gb,
                            sequences=sequences, **common)

    return step


def expected(req: Requirement, fit: Placement, card: Card, engine: str, tflops: float) -> Expected | None:
    """Expected decode for ``req`` placed as ``fit`` on ``card`` under ``engine``."""
    tp = fit.gpus if fit.layout in ("tensor-parallel", "even-split") else 1
    stand_in = engine == "sglang" and efficiency(engine, generation(card)) is None
    if stand_in:  # review 9 F3: SGLang picks ranked by a bare bound (907 tok/s at 32k × 16)
        engine = "vllm"
    step = decode_step(req, card, tp, engine, tflops)
    if step is None:
        return None  # no published measurement calibrates this engine: the bound stands alone
    arch = req.arch
    assert arch is not None
    replicas = fit.gpus if fit.layout == "replicas" else 1
    per_replica = -(-req.sequences // replicas)
    link = link_of(card, tp)
    kv = req.parts.kv_gb(req.context_tokens or 0, 1)
    t1 = step(1, kv)
    tn = step(per_replica, req.parts.mean_kv_gb(req.context_tokens or 0, per_replica))
    weights_n = (moe_weights_read_gb(req.active_weights_gb, req.parts.weights_gb, arch.experts,
                                     arch.experts_per_token, per_replica)
                 if arch.is_moe else req.active_weights_gb)
    eff = efficiency(engine, generation(card))
    cal = load()
    en = [f"{engine} at {eff:.0%} of the bandwidth bound"
          + (" (no SGLang measurement is held: vLLM's calibration stands in for it)" if stand_in else "")]
    zh = [f"{engine} 达到带宽上限的 {eff:.0%}" + ("（没有 SGLang 的实测：以 vLLM 的校准代替）" if stand_in else "")]
    if tp > 1:
        link_en = "PCIe" if link == "pcie" else {"infinity-fabric": "Infinity Fabric",
                                                 "hccs": "HCCS"}.get(card.interconnect, "NVLink")
        if tp > NODE_GPUS:
            stages = -(-tp // NODE_GPUS)
            en.append(f"tensor parallel {NODE_GPUS} over {link_en} × pipeline {stages} across nodes "
                      "(a token passes the nodes in turn: one node's bandwidth per step)")
            zh.append(f"{NODE_GPUS} 卡张量并行（{link_en}）× 跨节点 {stages} 段流水线（每个 token 依次"
                      "经过各节点：每步只用一个节点的带宽）")
        else:
            en.append(f"tensor parallel {tp} over {link_en} ({cal.tp_sync_ms[link]:g} ms per layer)")
            zh.append(f"{tp} 卡张量并行，经 {link_en}（每层 {cal.tp_sync_ms[link]:g} ms）")
    if arch.is_moe:
        per = moe_expert_ms(engine, tp, card.bandwidth_gbs, generation(card))
        experts = arch.experts_per_token + arch.shared_experts
        mb = cal.moe_expert_mb_one_gpu.get(engine) if tp <= 1 else None
        scaled_en = scaled_zh = ""
        if mb is not None:  # one token's small expert kernels cannot fill the card
            on_en, on_zh = cal.moe_expert_mb_fitted_on[engine]
            bw = min(card.bandwidth_gbs, cal.moe_expert_mb_max_bandwidth[engine])
            held = bw < card.bandwidth_gbs
            scaled_en = (f" (each expert costs at least a {mb:g} MB read at that share of "
                         + (f"{bw:,.0f} GB/s, the fastest card it was fitted on, not this card's "
                            f"{card.bandwidth_gbs:,.0f}" if held else
                            f"this card's {bw:,.0f} GB/s") + f"; fitted on {on_en})")
            scaled_zh = ("（每个专家至少相当于以该比例的"
                         + (f" {bw:,.0f} GB/s（拟合所用最快的卡，而非本卡的 {card.bandwidth_gbs:,.0f}）"
                            if held else f"本卡 {bw:,.0f} GB/s ") + f"读 {mb:g} MB；按{on_zh}拟合）")
        en.append(f"MoE kernels at least {experts} experts × {per:.3g} ms per layer{scaled_en}, "
                  f"hidden once the expert reads take longer; {per_replica} sequence(s) read "
                  f"{weights_n:,.1f} GB of experts and shared weights per step")
        zh.append(f"MoE 内核每层至少 {experts} 个专家 × {per:.3g} ms{scaled_zh}（专家读取更久时被其掩盖）；"
                  f"{per_replica} 路并发每步读 {weights_n:,.1f} GB 专家与共享权重")
        spread = moe_spread(req, fit, engine, card)
        if spread > 1:  # review 72 M3: "≈ 17 tokens/s" said as calibrated where published runs measured twice it
            en.append(f"likely low: published runs of MoE models over several GPUs measured up to {spread:g}× this "
                      "(experts in parallel, newer vLLM)")
            zh.append(f"可能偏低：多卡 MoE 模型的公开实测最多达到此值的 {spread:g} 倍（专家并行、较新的 vLLM）")
    floor = cal.step_floor_ms.get(engine)
    if floor:
        en.append(f"a per-step floor of {floor:g} ms (host scheduling and sampling)")
        zh.append(f"每步至少 {floor:g} ms（主机调度与采样）")
    en.append("calibrated on knowledge/data/throughput.yaml")
    zh.append("按 knowledge/data/throughput.yaml 的实测校准")
    return Expected(decode_tokens_per_s=1 / tn, single_stream_tokens_per_s=1 / t1,
                    aggregate_tokens_per_s=replicas * per_replica / tn, step_ms=tn * 1000,
                    basis="; ".join(en), basis_zh="；".join(zh))


def predict_measurement(record: dict[str, Any], kb: KnowledgeBase) -> float:
    """Our expected tokens/s per sequence for one published measurement (a calibration test)."""
    facts = resolve({"model": record["model"], "task": "inference",
                     "precision": record["precision"],
                     "kv_precision": record.get("kv_precision", "fp16"),
                     "context_tokens": int(record["context"]),
                     "concurrency": int(record.get("concurrency", 1))}, kb)
    req = requirement(facts, kb)
    card = kb.card(record["card_like"] if "card_like" in record else record["card"])
    overrides = {k: record[k] for k in ("bandwidth_gbs", "interconnect", "architecture")
                 if k in record}
    if overrides:
        card = replace(card, **overrides)
    gpus = int(record.get("gpus", 1))
    layout = "tensor-parallel" if gpus > 1 else "single"
    fit = _Placed(gpus, layout)
    got = expected(req, fit, card, record["engine"], dense_tflops(card))
    assert got is not None
    return got.decode_tokens_per_s
