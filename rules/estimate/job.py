"""How long a training job takes on a card and how many GPU-hours it uses (issue 13).

FLOPs per trained token (N = active parameters; Kaplan et al. 2020, Chinchilla):
  full fine-tuning / pre-training: forward 2·N + backward 4·N (activation and weight gradients)
  = 6·N; LoRA / QLoRA: the frozen base needs no weight gradients, forward 2·N + activation
  gradients 2·N = 4·N (the adapters' own FLOPs are < 1 % at rank 16 and are left out).
  Gradient checkpointing recomputes the forward pass: + 2·N (full 8·N, adapters 6·N).
QLoRA dequantises NF4 weights for every matmul: measured 1.35× the time of LoRA on the same
card (knowledge/data/utilisation.yaml, ``qlora-time-factor``).

Speed = dense FP16/BF16 peak × hardware FLOPs utilisation (HFU) measured for the card's
architecture and software stack (``training-hfu`` rows). Several GPUs: linear inside an NVLink /
Infinity Fabric / HCCS domain (the HFU rows were measured on 8 linked GPUs), × the measured
multi-node efficiency past 8; over PCIe, seed 004's four 4090s ran 1.2× one card, read as
Amdahl's law speedup(n) = n / (1 + c·(n − 1)) with c = (4 / 1.2 − 1) / 3 — a full model's gradient
sync; LoRA / QLoRA sync only their adapters, so c shrinks with the adapters' share of the model.

Model FLOPs utilisation (MFU, the figure papers report) = 6·N·T (4·N·T for adapters) ÷
(GPU-hours × peak): it is what ``implied_mfu`` gives back, to compare with published ranges.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n, Utilisation
from rules.estimate import mfu_range
from rules.estimate.capacity import dense_tflops
from rules.fact_vocab import ADAPTER_TASKS

POOL_LINKS = ("nvlink", "infinity-fabric", "hccs")
NODE_GPUS = 8
REFERENCE_ARCH = "GA100"  # cards with no row of their own take the A100's measured figures
FULL_FLOPS = 6  # per parameter per token
ADAPTER_FLOPS = 4
RECOMPUTE_FLOPS = 2
FORWARD_FLOPS = 2  # a forward pass alone (no gradients)


def node_of(facts: Any, node: int | None = None) -> int:
    """GPUs in one node, where tensor parallelism ends (vLLM's parallelism docs: tensor parallel inside a node,
    pipeline parallel across nodes): ``node`` where the person said their servers' size, else the box asked for
    (--server-gpus), else an HGX / PCIe server's 8."""
    said = node or getattr(facts, "server_gpus", None) or NODE_GPUS
    return max(1, min(NODE_GPUS, int(said)))


def method_of(task: str) -> str:
    """full (full fine-tuning, pre-training), lora or qlora."""
    return task if task in ADAPTER_TASKS else "full"


def stack_of(task: str, engine: str | None) -> str:
    """The software stack the utilisation is read for: 'tuned' (Megatron-LM) or 'hf' — the stack the
    launch line runs, pre-training too (review 12 M2: pre-training was credited a tuned stack's
    68 % on an A100-class card while its launch was plain Hugging Face run_clm.py; review 81 c08: DeepSpeed's ZeRO
    under the Trainer shards memory and keeps transformers' kernels, so it is timed as the Trainer)."""
    del task  # the same rule for every training task
    return "tuned" if engine == "megatron" else "hf"


def training_flops(params_b: float, tokens: float, method: str,
                   checkpointing: bool, forwards: int = 0) -> tuple[float, float]:
    """(model FLOPs, executed FLOPs) of training ``params_b`` billion parameters on ``tokens``; ``forwards``: extra
    2·N forward passes over the same tokens (an RL step's old-policy and reference log-probs:
    rules.estimate.rollout)."""
    if params_b <= 0 or tokens < 0:
        raise ValueError("params_b must be > 0 and tokens ≥ 0")
    k = FULL_FLOPS if method == "full" else ADAPTER_FLOPS
    model = k * params_b * 1e9 * tokens
    executed = (k + (RECOMPUTE_FLOPS if checkpointing else 0) + FORWARD_FLOPS * forwards) * params_b * 1e9 * tokens
    return model, executed


def _rows(kb: KnowledgeBase, kind: str) -> list[Utilisation]:
    return [u for u in kb.utilisation if u.kind == kind]


def _for_arch(rows: list[Utilisation], card: Card, stack: str) -> Utilisation | None:
    arch = card.architecture
    return next((u for u in rows if u.stack in (stack, "any")
                 and any(a in arch for a in u.architectures)), None)


def _nearest_measured(kb: KnowledgeBase, rows: list[Utilisation], card: Card) -> Card | None:
    """The global card with a measured training utilisation whose dense peak is closest (in
    ratio) to ``card``'s; None when the knowledge base has no such card."""
    # global parts only: a cut-down China-market part (H20: Hopper at 148 TFLOPS) shares the
    # architecture of the measured card but not the peak the measurement was made at
    measured = [c for c in kb.cards if c.id != card.id and dense_tflops(c) > 0
                and getattr(c, "market", "global") == "global"
                and any(a in c.architecture for u in rows for a in u.architectures)]
    peak = dense_tflops(card)
    if not measured or peak <= 0:
        return None
    return min(measured, key=lambda c: (abs(math.log(dense_tflops(c) / peak)), c.id))


UNMEASURED_VENDOR_SOURCE = "semianalysis-mi300x-training-2024-12"


@dataclass(frozen=True)
class HfuFigure:
    """The HFU used for one card, with where it comes from."""

    hfu: float
    sources: tuple[str, ...]
    text: I18n  # one line: which measurement, or how it was derived


# hfu's answers: each depends only on the (immutable) knowledge base, the card, the stack and the
# engine. A sized job prices every GPU count of every card (and the what-if variants again), and
# the proxy search for an unmeasured card scans every card: a third of a sized job's planning.
_HFU: dict[tuple[int, int, str, str | None, bool], tuple[KnowledgeBase, Card, HfuFigure]] = {}
_HFU_MAX = 4096


def hfu(kb: KnowledgeBase, card: Card, stack: str, engine: str | None = None, *,
        training: bool = False) -> HfuFigure:
    """Hardware FLOPs utilisation of ``card`` on ``stack``; ``training``: a training step's, held to the stack's
    lowest published figure where the card's architecture has none (``unmeasured_training_cap``)."""
    key = (id(kb), id(card), stack, engine, training)
    known = _HFU.get(key)
    if known is not None and known[0] is kb and known[1] is card:
        return known[2]
    out = _hfu(kb, card, stack, engine)
    if training:
        out = unmeasured_training_cap(kb, card, stack, out)
    if len(_HFU) >= _HFU_MAX:
        _HFU.clear()
    _HFU[key] = (kb, card, out)  # holding both keeps their ids from being reused
    return out


def _hfu(kb: KnowledgeBase, card: Card, stack: str, engine: str | None) -> HfuFigure:
    rows = _rows(kb, "training-hfu")
    if not rows:
        raise ValueError("the knowledge base has no training-hfu rows")
    own = _for_arch(rows, card, stack)
    ref_hf = next((u for u in rows if u.stack == "hf" and REFERENCE_ARCH in u.architectures), None)
    ref_tuned = next((u for u in rows if u.stack == "tuned"
                      and REFERENCE_ARCH in u.architectures), None)
    if own is not None:
        derived = own.basis.startswith("Derived")  # from a measured ratio between cards, said so
        out = HfuFigure(own.value, (own.source,),
                        I18n(en=f"{own.value:.0%} {'derived' if derived else 'measured'} ({own.id})",
                             zh=f"{own.value:.0%}，{'推算' if derived else '实测'}（{own.id}）"))
    elif stack == "hf" and ref_hf and ref_tuned and _for_arch(rows, card, "tuned"):
        tuned = _for_arch(rows, card, "tuned")
        assert tuned is not None
        value = tuned.value * ref_hf.value / ref_tuned.value
        out = HfuFigure(value, (tuned.source, ref_hf.source), I18n(
            en=f"{value:.0%}: {tuned.id} {tuned.value:.0%} × the A100's plain/tuned ratio "
               f"{ref_hf.value:.0%}/{ref_tuned.value:.0%}",
            zh=f"{value:.0%}：{tuned.id} 的 {tuned.value:.0%} × A100 普通/优化框架之比 "
               f"{ref_hf.value:.0%}/{ref_tuned.value:.0%}"))
    elif (proxy := _nearest_measured(kb, rows, card)) is not None:
        # Measured utilisation falls as the peak rises (A100 tuned 68 %, H100 54 %): a card with no
        # figure of its own takes the measured card closest to it in dense peak, not always the A100
        got = hfu(kb, proxy, stack)
        out = HfuFigure(got.hfu, got.sources, I18n(
            en=f"{got.hfu:.0%}: no published figure for {card.architecture}; the measured card "
               f"nearest in dense peak ({proxy.name}) assumed — {got.text.en}",
            zh=f"{got.hfu:.0%}：{card.architecture} 没有公开实测，按稠密峰值最接近的实测卡"
               f"（{proxy.name}）估计——{got.text.zh}"))
        if card.vendor != proxy.vendor and dense_tflops(card) > dense_tflops(proxy):
            # another vendor's software stack, unmeasured: its higher peak is not credited — no
            # more achieved TFLOPS than the measured card (SemiAnalysis 2024-12: MI300X's paper
            # advantage was not realised in training)
            value = got.hfu * dense_tflops(proxy) / dense_tflops(card)
            out = HfuFigure(value, (*got.sources, UNMEASURED_VENDOR_SOURCE), I18n(
                en=f"{value:.0%}: no published training figure for {card.architecture}; credited "
                   f"with no more achieved TFLOPS than the measured {proxy.name} "
                   f"({got.hfu:.0%} of {dense_tflops(proxy):g}) — its higher peak is unmeasured on "
                   f"its own software stack (SemiAnalysis, 2024-12)",
                zh=f"{value:.0%}：{card.architecture} 没有公开的训练实测；按不超过实测卡 {proxy.name} "
                   f"的实际 TFLOPS 计（{dense_tflops(proxy):g} 的 {got.hfu:.0%}）——其更高的峰值在自家软件栈上"
                   f"未经实测（SemiAnalysis，2024-12）"))
    else:
        ref = ref_hf if stack == "hf" else ref_tuned
        ref = ref or min(rows, key=lambda u: u.value)
        out = HfuFigure(ref.value, (ref.source,), I18n(
            en=f"{ref.value:.0%}: no published figure for {card.architecture}; the A100's "
               f"({ref.id}) assumed",
            zh=f"{ref.value:.0%}：{card.architecture} 没有公开实测，假设与 A100 相同（{ref.id}）"))
    if engine == "unsloth":
        speed = next(iter(_rows(kb, "engine-speedup")), None)
        tuned = _for_arch(rows, card, "tuned") or ref_tuned
        if speed is not None and tuned is not None:
            value = min(out.hfu * speed.value, max(tuned.value, out.hfu))
            out = HfuFigure(value, (*out.sources, speed.source), I18n(
                en=f"{value:.0%}: {out.text.en} × Unsloth {speed.value:g}, at most the tuned "
                   f"stack's {tuned.value:.0%}",
                zh=f"{value:.0%}：{out.text.zh} × Unsloth {speed.value:g}，不超过优化框架的 "
                   f"{tuned.value:.0%}"))
    return out


def unmeasured_training_cap(kb: KnowledgeBase, card: Card, stack: str, util: HfuFigure) -> HfuFigure:
    """A card whose architecture has no training measurement of its own trains at no more than the lowest
    figure measured on the stack (review 50 C5: an RTX 6000 Ada — GDDR6, 300 W — took the A100's 68 % and met a
    three-week deadline only above 45 % MFU). Serving prefill keeps the nearest card's figure: its large
    GEMMs are what the proxy measures; a training step adds the optimizer, the norms and the link."""
    rows = _rows(kb, "training-hfu")
    if _for_arch(rows, card, stack) is not None or _for_arch(rows, card, "tuned") is not None:
        return util
    floor = min((u for u in rows if u.stack == stack and u.architectures), key=lambda u: u.value, default=None)
    if floor is None or util.hfu <= floor.value:
        return util
    return HfuFigure(floor.value, (*util.sources, floor.source), I18n(
        en=f"{floor.value:.0%}: no training run on {card.architecture} is published, so at most the lowest "
           f"figure any published run gives on this stack ({floor.id}) — the nearest card's would be {util.text.en}",
        zh=f"{floor.value:.0%}：{card.architecture} 没有公开的训练实测，"
           f"按不超过该框架下公开数据的最低值（{floor.id}）计——按最接近的实测卡会是 {util.text.zh}"))


def recompute_off(kb: KnowledgeBase, util: HfuFigure) -> HfuFigure:
    """The utilisation without activation checkpointing: the measured figures were taken with it on, and a
    step that keeps its activations runs smaller micro-batches at a lower utilisation (llm-foundry: 46 %
    against 54 % on H100) — full training saves about 13 % of its time, not the quarter of the FLOPs."""
    row = next(iter(_rows(kb, "recompute-off-hfu-factor")), None)
    if row is None:
        return util
    value = util.hfu * row.value
    return HfuFigure(value, (*util.sources, row.source), I18n(
        en=f"{value:.0%}: without activation checkpointing, {row.value:g} × ({util.text.en}) ({row.id}, measured)",
        zh=f"{value:.0%}：不开梯度检查点，{row.value:g} ×（{util.text.zh}）（{row.id}，实测）"))


def qlora_time_factor(kb: KnowledgeBase) -> tuple[float, str | None]:
    row = next(iter(_rows(kb, "qlora-time-factor")), None)
    return (row.value, row.source) if row else (1.0, None)


def pcie_contention(kb: KnowledgeBase) -> tuple[float, str | None]:
    """Amdahl's serial share c of data-parallel training over PCIe, from four cards' speedup."""
    row = next(iter(_rows(kb, "pcie-speedup-4")), None)
    if row is None:
        return 0.0, None
    return (4 / row.value - 1) / 3, row.source


# Copies of a model that fits one card (data parallel, DDP) over PCIe sync only their gradients once a step: 2 bytes
# a trainable parameter, all-reduced in a ring (2·(n−1)/n of them through each card's link), against the step's
# compute. The link: PCIe 4.0 ×16 carries ~25 GB/s each way in practice (PCI-SIG: 16 GT/s × 16 lanes ≈ 31.5 GB/s
# raw), halved where the host halves the lanes (source 4) — 12.5 GB/s, and no overlap with the backward pass, both
# on the slow side. The step: 16,384 tokens a card (8 sequences of 2,048) between syncs, with no gradient
# accumulation (more accumulation syncs less often). Source 4's 1.2× for four RTX 4090s was a 13B model split over
# them (24 GB cards cannot hold it), whose every step moves the whole model — kept for jobs that are split.
PCIE_BYTES_PER_S = 12.5e9
GRAD_BYTES = 2
TOKENS_PER_GPU_STEP = 16_384


def speedup(kb: KnowledgeBase, card: Card, gpus: int, trainable_share: float = 1.0, *,
            replicated_step_s: float | None = None, trained_params_b: float = 0.0) -> float:
    """How many times one card's speed ``gpus`` cards reach together (monotone in ``gpus``).
    ``trainable_share``: the share of the parameters whose gradients are synchronised each step —
    over PCIe the serial share scales with it (review 13 m7, review 14 M5: LoRA's adapters, ~0.5 %
    of the model, were held to source 4's 1.2× for four cards, measured on a full model's sync).
    ``replicated_step_s``: one card's compute time for a step of ``TOKENS_PER_GPU_STEP`` when every card holds the
    whole model (data parallel): over PCIe the gradients' all-reduce is timed against it instead (review 60 C11: a
    0.6B model's pretraining on 4 × RTX 4090 was held to the 1.2× of a 13B model split over four)."""
    if gpus < 1:
        raise ValueError("gpus must be ≥ 1")
    if card.interconnect in POOL_LINKS:
        if gpus <= NODE_GPUS:
            return float(gpus)
        row = next(iter(_rows(kb, "multi-node-efficiency")), None)
        return NODE_GPUS + (gpus - NODE_GPUS) * (row.value if row else 1.0)
    share = min(1.0, max(0.0, trainable_share))
    if replicated_step_s is not None and replicated_step_s > 0:
        sync = 2 * (gpus - 1) / gpus * GRAD_BYTES * trained_params_b * 1e9 * share / PCIE_BYTES_PER_S
        return gpus / (1 + sync / replicated_step_s)
    c, _ = pcie_contention(kb)
    return gpus / (1 + c * share * (gpus - 1))


# The training-hfu rows were measured on 2,048-token samples: the attention they ran is in their utilisation. A
# longer sequence adds causal attention's FLOPs on top (review 60 C10: 32k-token samples of Qwen2.5-7B were timed as
# 6·N alone, 1.5× too fast): QKᵀ and AV cost 4·d a layer for each earlier token, 2·s·d·L a token forward on average
# under the causal mask, ×3 with the backward pass (PaLM's 12·L·H·Q·T per token counts the unmasked square), and
# one more forward where activations are recomputed.
REFERENCE_SEQUENCE = 2048


def attention_time_factor(arch: Any, seq: int | None, params_b: float, method: str, checkpointing: bool) -> float:
    """The job's time at ``seq`` tokens a sample against the measurements' 2,048 (1 at or below them)."""
    if arch is None or not seq or seq <= REFERENCE_SEQUENCE or params_b <= 0:
        return 1.0
    dense = ((FULL_FLOPS if method == "full" else ADAPTER_FLOPS) + (RECOMPUTE_FLOPS if checkpointing else 0)) \
        * params_b * 1e9
    passes = 8 if checkpointing else 6  # forward 2, backward 4, recompute 2 (× s·d·L)
    d = arch.heads * arch.head_dim * arch.layers
    return (dense + passes * seq * d) / (dense + passes * REFERENCE_SEQUENCE * d)


@dataclass(frozen=True)
class JobTime:
    """How long a one-off job takes: wall-clock and GPU hours, the utilisation assumed and the speed-up."""

    wall_hours: float
    gpu_hours: float
    hfu: float
    implied_mfu: float
    speedup: float
    model_flops: float
    executed_flops: float
    sources: tuple[str, ...]
    hfu_text: I18n
    mfu_range: mfu_range.MfuRange | None = None  # a Megatron run's MFU from its slow to its fast end (middle priced)
    hours_range: tuple[float, float] | None = None  # wall hours at the fast and the slow end


MOE_LOOPED_EXPERTS = 8  # transformers loops over the experts of models with more than this (PR #40016)


def moe_time_factor(kb: KnowledgeBase, experts: int) -> tuple[float, str | None]:
    """How many times a dense model's time of the same active size a mixture of ``experts`` takes: the measured
    factor for more than 8 small experts (review 42 M3: Qwen3-30B-A3B's LoRA was timed at a dense model's
    utilisation, 1.4 h where 5–10× is realistic); 1 for a dense model or a few large experts (Mixtral's 8)."""
    if experts <= MOE_LOOPED_EXPERTS:
        return 1.0, None
    row = next(iter(_rows(kb, "moe-time-factor")), None)
    return (row.value, row.source) if row else (1.0, None)


def job_time(kb: KnowledgeBase, card: Card, gpus: int, *, params_b: float, tokens: float,
             task: str, checkpointing: bool, engine: str | None, setup_hours: float | None = None,
             trainable_share: float = 1.0, experts: int = 0, attention: float = 1.0,
             replicated: bool = False, forwards: int = 0) -> JobTime:
    """Wall hours and GPU-hours of a training job of ``tokens`` on ``gpus`` × ``card``;
    ``setup_hours`` of start-up billed on every GPU are added to both (not to the MFU, which
    keeps compute time). ``experts``: a mixture of experts' routed experts (0: dense). ``attention``: the time
    factor of a sequence longer than the measurements' (``attention_time_factor``). ``replicated``: each GPU holds
    the whole model (data parallel), which over PCIe syncs only gradients (``speedup``)."""
    method = method_of(task)
    model, executed = training_flops(params_b, tokens, method, checkpointing, forwards)
    util = hfu(kb, card, stack_of(task, engine), engine, training=True)
    peak = max(card.fp16_tflops, card.fp32_tflops or 0.0) * 1e12
    if peak <= 0:
        raise ValueError(f"{card.id} has no dense FP16/FP32 figure")
    factor, qsrc = qlora_time_factor(kb) if method == "qlora" else (1.0, None)
    moe, msrc = moe_time_factor(kb, experts)
    if not checkpointing and moe == 1:  # the MoE factor was measured without recompute already
        util = recompute_off(kb, util)
    k = FULL_FLOPS if method == "full" else ADAPTER_FLOPS
    spread = (mfu_range.spread(kb, card, util.hfu, k, k + (RECOMPUTE_FLOPS if checkpointing else 0))
              if stack_of(task, engine) == "tuned" and method == "full" and moe == 1 and not forwards else None)
    high_hfu = util.hfu
    if spread is not None:  # timed at the middle of the range (rules.estimate.mfu_range)
        mid = util.hfu * spread.middle / spread.high
        util = HfuFigure(mid, (*util.sources, spread.source), I18n(
            en=f"{mid:.0%}, the middle of MFU {spread.low:.0%}–{spread.high:.0%} (fast end: {util.text.en})",
            zh=f"{mid:.0%}，取 MFU {spread.low:.0%}–{spread.high:.0%} 的中间（快的一端：{util.text.zh}）"))
    one_gpu_seconds = executed * factor * moe * attention / (peak * util.hfu)
    share = trainable_share if method != "full" else 1.0
    step = one_gpu_seconds * TOKENS_PER_GPU_STEP / tokens if replicated and tokens > 0 else None
    s = speedup(kb, card, gpus, share, replicated_step_s=step, trained_params_b=params_b)
    wall = one_gpu_seconds / s / 3600
    gpu_hours = wall * gpus
    mfu = model / (gpu_hours * 3600 * peak) if gpu_hours > 0 else 0.0
    sources = util.sources + ((qsrc,) if qsrc else ()) + ((msrc,) if msrc else ())
    if gpus > 1 and card.interconnect not in POOL_LINKS:
        sources += ("seed-004",)
    ends = (wall * util.hfu / high_hfu, wall * spread.middle / spread.low) if spread is not None else None
    if setup_hours is not None:
        wall, gpu_hours = wall + setup_hours, gpu_hours + setup_hours * gpus
        ends = (ends[0] + setup_hours, ends[1] + setup_hours) if ends else None
    return JobTime(wall, gpu_hours, util.hfu, mfu, s, model, executed, sources, util.text, spread, ends)


START_MINUTES = 2.0  # seed 002: CloudGPU instances start in about 2 minutes
DOWNLOAD_GB_PER_S = 0.1  # assumed, stated in the answer: the model's weights pulled at 100 MB/s


def setup_hours(weights_gb: float) -> float:
    """Wall clock every GPU of a one-off job is billed before it computes: the instance starting
    (seed 002: about 2 minutes) and the model's weights downloaded at an assumed 100 MB/s (the
    answer says so). Uploading the data set is not included."""
    return START_MINUTES / 60 + max(0.0, weights_gb) / DOWNLOAD_GB_PER_S / 3600


def billed_usage(wall_hours: float) -> tuple[float, float]:
    """(hours per day, days) that bill a job of ``wall_hours`` run straight through: a 5-hour job
    is 5 h on one day; a 60-hour job is 24 h a day for 2.5 days (a month plan still bills a
    whole month: the billing rules in ``estimate.cost`` apply)."""
    if not math.isfinite(wall_hours) or wall_hours <= 0:
        raise ValueError("wall_hours must be > 0")
    hours = min(24.0, wall_hours)
    return hours, wall_hours / hours


def gpu_counts(first: int, limit: int) -> list[int]:
    """The GPU counts worth pricing: ``first``, its doublings, and ``limit``."""
    out = [first]
    n = first
    while n * 2 <= limit:
        n *= 2
        out.append(n)
    if limit > out[-1]:
        out.append(limit)
    return out
