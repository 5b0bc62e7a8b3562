"""Placing one job on several GPUs: how much each GPU must hold under each layout.

Inference: independent replicas (each serves its share of the concurrent sequences; nothing is
pooled) or tensor parallelism (weights and KV cache divided; vLLM). Training: data-parallel
replicas (DDP; each GPU holds everything) or ZeRO-3 / FSDP full sharding (model states divided;
DeepSpeed, PyTorch FSDP, FSDP-QLoRA). ZeRO stages 1–2 are in ``training.zero_model_states_gb``.

``split`` computes; whether a card may pool memory at all (NVLink vs PCIe) is the rule engine's
decision, so each Split says whether its layout pools (``pooled``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from knowledge.direct_init import direct_init
from knowledge.schema import Card, I18n
from rules.estimate.capacity import CUDA_GRAPHS_GB, VLLM_MIN_SPARE, VLLM_UTILIZATION, capacity_gb, usable_gb
from rules.estimate.job import NODE_GPUS
from rules.estimate.memory import MULTI_GPU_EXTRA_GB
from rules.estimate.parts import BREAKDOWN_KEYS
from rules.estimate.requirement import Requirement, derived
from rules.fact_vocab import ADAPTER_TASKS

if TYPE_CHECKING:  # rules.facts imports rules.estimate (config.json): no runtime import
    from rules.facts import Facts

# Korthikanti et al. 2022 eq. 2: with tensor parallelism t, per-layer activations are
# s·b·h·(10 + 24/t) (+ the score term FlashAttention removes) against 34·s·b·h on one GPU:
# the layer norms, dropout masks and block inputs stay replicated.
TP_ACT_REPLICATED = 10
TP_ACT_SHARDED = 24
# DeepSpeed's ZeRO-3 estimator (estimate_zero3_model_states_mem_needs) adds 4 bytes × the largest
# layer's parameters per GPU: that layer's gathered 16-bit parameters and gradients.
ZERO3_GATHER_BYTES = 4

REPLICA_HEADROOM = 0.10  # the engines' "tight" line (rules.estimate.engines TIGHT_FRACTION)
FAST_LINKS = ("nvlink", "infinity-fabric", "hccs")  # a pooled copy costs these cards little

LAYOUTS = ("single", "replicas", "tensor-parallel", "layer-split", "data-parallel", "zero-3", "fsdp",
           "even-split")
POOLED = {"tensor-parallel", "zero-3", "fsdp", "even-split"}


@direct_init
@dataclass(frozen=True)
class Split:
    """One placement of a requirement on ``gpus`` GPUs (per-GPU figures in GB)."""

    gpus: int
    per_gpu_gb: float
    breakdown: dict[str, float]
    layout: str
    pooled: bool  # the GPUs share one model's memory: needs a fast GPU-to-GPU link
    parallelism: I18n
    sequences_per_gpu: int | None = None

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"gpus": self.gpus, "per_gpu_vram_gb": round(self.per_gpu_gb, 3),
                "layout": self.layout, "pooled": self.pooled,
                "parallelism": self.parallelism.get(lang),
                "breakdown": {k: round(self.breakdown[k], 3) for k in BREAKDOWN_KEYS}}


def layout_breakdown(req: Requirement, layout: str, gpus: int, context: int | None = None,
                     sequences: int | None = None, devices: int = 1, node: int = NODE_GPUS) -> dict[str, float]:
    """Per-GPU breakdown of ``req`` under ``layout`` on ``gpus`` GPUs, optionally at another
    context / number of sequences (total over all GPUs). ``devices``: the devices one card is to the framework
    (an Ascend 910C is two dies of 64 GB, each its own NPU: review 81 c04) — a copy then spans its cards' dies, each
    die holding what a tensor-parallel rank holds (an MLA latent cache whole on each), and the card the sum."""
    if devices > 1 and layout in ("single", "tensor-parallel", "replicas"):
        n = max(1, gpus)
        seqs = req.sequences if sequences is None else sequences
        cards, seqs = (1, math.ceil(seqs / n)) if layout == "replicas" else (n, seqs)
        die = layout_breakdown(req, "tensor-parallel", cards * devices, context, seqs, node=node * devices)
        return {k: v * devices for k, v in die.items()}
    if devices > 1 and layout in ("data-parallel", "zero-3", "fsdp"):  # training: each die a data-parallel rank
        die = layout_breakdown(req, layout, max(1, gpus) * devices, context, sequences, node=node * devices)
        return {k: v * devices for k, v in die.items()}
    parts = req.parts
    ctx = req.context_tokens if context is None else context
    seqs = req.sequences if sequences is None else sequences
    n = max(1, gpus)
    if layout == "single" or n == 1:
        return req.at(ctx, seqs)
    if layout == "replicas":
        return req.at(ctx, math.ceil(seqs / n))
    bd = req.at(ctx, seqs)
    extra = MULTI_GPU_EXTRA_GB
    if layout == "data-parallel":
        return {**bd, "overhead": bd["overhead"] + extra}
    if layout == "layer-split":  # llama.cpp: whole layers (weights, their KV) per GPU, no NCCL;
        # each GPU keeps its own compute buffer and CUDA context
        return {**bd, "weights": bd["weights"] / n, "kv_cache": bd["kv_cache"] / n}
    if layout == "even-split":
        out = {k: v / n for k, v in bd.items()}
        # a model that does not divide sits whole on one GPU beside that GPU's equal share of the chat model (review
        # 107 C3c: Whisper's 4.5 GB was laid beside none of Qwen3-14B's shards on 4 × 16 GB): the fullest GPU holds both
        out["weights"] += parts.whole_gb * (1 - 1 / n)
        out["overhead"] += extra
        return out
    if layout == "tensor-parallel":
        arch = parts.arch
        # NVLink ends at the node: tensor parallel over its 8 GPUs, pipeline stages across nodes
        # (rules.launch), and each stage holds only its own layers' cache — an MLA latent cache is
        # whole on every tensor-parallel rank but halves with two stages (review 15 C1: DeepSeek-R1
        # on 16 × H20 counted all 73.7 GB on every GPU)
        tp, stages = min(n, node), -(-n // node)
        kv_shards = (1 if (arch is None or arch.attention == "mla") else min(tp, arch.kv_heads)) * stages
        ctx_i = ctx or 0
        act = (parts.fixed_activations_gb * (TP_ACT_REPLICATED + TP_ACT_SHARDED / n)
               / (TP_ACT_REPLICATED + TP_ACT_SHARDED)
               + (parts.seq_activations_gb * seqs + parts.token_activations_gb * ctx_i * seqs)
               / n)
        whole = parts.dp_attention_replicated_gb
        if whole:  # DP attention: each GPU serves its own requests, so holds only their latent KV
            return {"weights": (bd["weights"] - whole) / n + whole,
                    "kv_cache": parts.kv_gb(ctx_i, math.ceil(seqs / n)), "activations": act,
                    "gradients": 0.0, "optimizer": 0.0, "overhead": bd["overhead"] + extra}
        return {"weights": bd["weights"] / n, "kv_cache": bd["kv_cache"] / kv_shards,
                "activations": act, "gradients": bd["gradients"] / n,
                "optimizer": bd["optimizer"] / n, "overhead": bd["overhead"] + extra}
    if layout in ("zero-3", "fsdp"):
        gather = 0.0
        if parts.arch is not None:
            gather = ZERO3_GATHER_BYTES * parts.arch.largest_layer_params() / 1e9
        return {"weights": bd["weights"] / n + gather, "kv_cache": bd["kv_cache"],
                "activations": bd["activations"], "gradients": bd["gradients"] / n,
                "optimizer": bd["optimizer"] / n, "overhead": bd["overhead"] + extra}
    raise ValueError(f"unknown layout {layout!r}")


def _options(req: Requirement) -> tuple[str, str | None]:
    """(unpooled layout, pooled layout) available for this requirement."""
    if req.kind == "stated":
        return "replicas", ("even-split" if req.parts.shardable else None)
    if req.is_training:
        return "data-parallel", ("fsdp" if req.task in ADAPTER_TASKS else "zero-3")
    if req.parts.layer_split:  # llama.cpp serves one process: more GPUs take more of the layers
        return "layer-split", None
    return "replicas", "tensor-parallel"


def _text(req: Requirement, layout: str, gpus: int, bd: dict[str, float]) -> I18n:
    total = sum(bd.values())
    if layout == "single":
        return I18n(en=f"one GPU holds everything ({total:,.1f} GB)",
                    zh=f"单卡装下全部（{total:,.1f} GB）")
    if layout == "replicas":
        if req.kind == "stated":
            return I18n(en=f"{gpus} independent copies, one per GPU ({total:,.1f} GB each); a "
                           "stated need does not divide across GPUs",
                        zh=f"{gpus} 个独立副本，每卡一个（每卡 {total:,.1f} GB）；标注的需求不能跨卡切分")
        per = math.ceil(req.sequences / gpus)
        return I18n(en=f"{gpus} independent replicas, each serving up to {per:,} of the "
                       f"{req.sequences:,} sequences ({total:,.1f} GB per GPU; no pooling)",
                    zh=f"{gpus} 个独立副本，每个最多服务 {req.sequences:,} 路中的 {per:,} 路"
                       f"（每卡 {total:,.1f} GB；无需显存合并）")
    if layout == "data-parallel":
        return I18n(en=f"{gpus} data-parallel replicas (DDP), each with its own micro-batch of "
                       f"{req.sequences}: every GPU holds the whole job + "
                       f"{MULTI_GPU_EXTRA_GB:.1f} GB of NCCL buffers ({total:,.1f} GB per GPU)",
                    zh=f"{gpus} 路数据并行（DDP），每卡各跑 {req.sequences} 的微批：每卡装下整个"
                       f"任务 + {MULTI_GPU_EXTRA_GB:.1f} GB NCCL 缓冲（每卡 {total:,.1f} GB）")
    if layout == "tensor-parallel":
        arch = req.arch
        mla = arch is not None and arch.attention == "mla"
        kv_en = ("the MLA latent KV cache is replicated on every GPU" if mla else
                 "KV cache divided by KV heads")
        kv_zh = "MLA 潜向量 KV cache 每卡各存一份" if mla else "KV cache 按 KV 头切分"
        whole = req.parts.dp_attention_replicated_gb
        if whole:
            kv_en = (f"DP attention: {whole:,.1f} GB of attention / dense / shared-expert "
                     "weights kept whole on every GPU, and each GPU holds the MLA latent KV of its "
                     f"own {math.ceil(req.sequences / gpus):,} request(s)")
            kv_zh = (f"DP attention：注意力 / 稠密层 / 共享专家权重 {whole:,.1f} GB 每卡各存一份，"
                     f"每卡只存自己那 {math.ceil(req.sequences / gpus):,} 路请求的 MLA 潜向量 KV")
        return I18n(en=f"tensor parallel over {gpus} GPUs: weights ÷ {gpus}, {kv_en}, + "
                       f"{MULTI_GPU_EXTRA_GB:.1f} GB per GPU for NCCL (vLLM ≈ 2.1 GiB non-torch "
                       f"with TP) = {total:,.1f} GB per GPU; needs a fast link to pool memory",
                    zh=f"{gpus} 卡张量并行：权重 ÷ {gpus}，{kv_zh}，每卡另加 "
                       f"{MULTI_GPU_EXTRA_GB:.1f} GB NCCL（vLLM 张量并行时非 torch 内存约 "
                       f"2.1 GiB）= 每卡 {total:,.1f} GB；需要高速互联才能合并显存")
    if layout == "layer-split":
        return I18n(en=f"llama.cpp layer split over {gpus} GPUs (--split-mode layer): each holds "
                       f"1/{gpus} of the layers and their KV cache, plus its own compute buffer "
                       f"({total:,.1f} GB per GPU); one activation a token crosses the link, so PCIe "
                       "is enough, and the GPUs take each token in turn (one card's speed)",
                    zh=f"llama.cpp 按层拆到 {gpus} 张卡（--split-mode layer）：每卡放 1/{gpus} 的层及其 "
                       f"KV cache，外加各自的计算缓冲（每卡 {total:,.1f} GB）；每个 token 只有一份激活"
                       "跨卡传递，PCIe 即可，各卡轮流处理每个 token（速度同单卡）")
    if layout in ("zero-3", "fsdp"):
        what_en = ("ZeRO-3 / FSDP full shard: weights, gradients and optimizer states ÷ "
                   f"{gpus} (DeepSpeed: 16Ψ/N for mixed-precision AdamW)"
                   if layout == "zero-3" else
                   f"FSDP-sharded base and adapters ÷ {gpus} (as FSDP-QLoRA does)")
        what_zh = (f"ZeRO-3 / FSDP 全分片：权重、梯度、优化器状态 ÷ {gpus}"
                   "（DeepSpeed：混合精度 AdamW 为 16Ψ/N）" if layout == "zero-3" else
                   f"FSDP 切分底座与适配器 ÷ {gpus}（即 FSDP-QLoRA 的做法）")
        return I18n(en=f"{what_en}, + one gathered layer and NCCL buffers; activations stay per "
                       f"GPU = {total:,.1f} GB per GPU; needs a fast link",
                    zh=f"{what_zh}，另加一层聚合参数与 NCCL 缓冲；激活按卡不变 = 每卡 "
                       f"{total:,.1f} GB；需要高速互联")
    return I18n(en=f"your stated need split evenly over {gpus} GPUs + NCCL buffers = "
                   f"{total:,.1f} GB per GPU",
                zh=f"你给出的需求平均分到 {gpus} 张卡 + NCCL 缓冲 = 每卡 {total:,.1f} GB")


def _copies_tight(req: Requirement, candidates: list[Split], card: Card, min_headroom: float) -> bool:
    """Copies of a served model that the memory gate holds but that start only past vLLM's tight line (its default
    pool, 2 % of the card spare, CUDA graphs: rules.estimate.engines), where one tensor-parallel copy over the same
    cards starts within it (review 98 c06: Llama-3.3 70B FP8 for 20 at once on 2 × RTX PRO 6000 was two copies at
    90.7 of 102.6 GB each, starting only at --gpu-memory-utilization 0.91, and a purchase of them ranked after
    4 × RTX 6000 Ada, where one copy over both cards — its launch line's own --tensor-parallel-size 2 — leaves each
    card about half free). Over a slow link copies still win where both start with room: no activation crosses PCIe."""
    if min_headroom <= 0 or req.kind != "llm" or req.is_training or len(candidates) < 2:
        return False
    copies, one = candidates
    if copies.layout != "replicas" or one.layout != "tensor-parallel":
        return False
    line = capacity_gb(card) * (VLLM_UTILIZATION - VLLM_MIN_SPARE) - CUDA_GRAPHS_GB  # rules.estimate.engines' tight
    return copies.per_gpu_gb > line and one.per_gpu_gb <= line


def tensor_parallel(req: Requirement, gpus: int, devices: int = 1) -> Split:
    """One copy across ``gpus`` GPUs, whatever fits on fewer: a serving load's copy grows over
    the card's fast link for room and speed, not for memory alone (rules.base.offers)."""
    return _make(req, "tensor-parallel", gpus, devices) if gpus > 1 else _make(req, "single", 1, devices)


def _make(req: Requirement, layout: str, gpus: int, devices: int = 1) -> Split:
    # the requirement alone decides a layout, not the card (but for its devices): a consultation places one
    # requirement on every card, so each layout is made once per requirement
    memo = derived(req)
    key = ("split", layout, gpus, type(gpus), devices)
    made = memo.get(key)
    if made is None:
        made = memo[key] = _make_new(req, layout, gpus, devices)
    return made


def _make_new(req: Requirement, layout: str, gpus: int, devices: int = 1) -> Split:
    used = 1 if layout == "single" else gpus
    if layout == "replicas" and req.kind == "llm":
        # More replicas than sequences would sit idle: c sequences use at most c GPUs.
        used = min(used, max(1, req.sequences))
        if used == 1:
            layout = "single"
    bd = layout_breakdown(req, layout, used, devices=devices)
    per_seq = None
    if req.kind == "llm" and not req.is_training:
        per_seq = math.ceil(req.sequences / used) if layout in ("replicas", "single") \
            else req.sequences
    return Split(gpus=used, per_gpu_gb=sum(bd.values()), breakdown=bd, layout=layout,
                 pooled=layout in POOLED and used > 1, parallelism=_text(req, layout, used, bd),
                 sequences_per_gpu=per_seq)


def split(req: Requirement, facts: Facts | None = None, gpus: int = 2, card: Card | None = None,
          min_headroom: float = 0.0) -> Split:
    """Place ``req`` on up to ``gpus`` GPUs.

    With a card: the unpooled layout (replicas / data parallel) when one GPU's share fits the
    card leaving ``min_headroom`` (a fraction of its usable memory) free, else the pooled layout
    (tensor parallel / ZeRO-3 / FSDP). Without a card: the layout needing the least memory per
    GPU (one GPU when nothing needs less), so the per-GPU need never rises with more GPUs.
    """
    del facts  # the requirement already carries the facts it was computed from
    if gpus < 1:
        raise ValueError("gpus must be at least 1")
    devices = card.devices if card is not None else 1
    single = _make(req, "single", 1, devices)
    if gpus == 1:
        return single
    unpooled, pooled = _options(req)
    candidates = [_make(req, unpooled, gpus, devices)]
    if pooled is not None:
        candidates.append(_make(req, pooled, gpus, devices))
    if card is not None:
        # serving copies on a fast-linked card keep a copy's worth of room or share one model
        # (review 13 m1: two MI300X copies of a 70B at 32k × 8 started only at 0.93 of the card,
        # where tensor parallel over Infinity Fabric left ~100 GB free at the same price)
        room = (REPLICA_HEADROOM if unpooled == "replicas" and pooled is not None
                and card.interconnect in FAST_LINKS else min_headroom)
        if candidates[0].per_gpu_gb <= usable_gb(card) * (1 - max(room, min_headroom)):
            if not _copies_tight(req, candidates, card, min_headroom):
                return candidates[0]
            return candidates[1]
        return min(candidates, key=lambda s: (s.per_gpu_gb, s.pooled))
    best = min(candidates, key=lambda s: (s.per_gpu_gb, s.pooled))
    return single if single.per_gpu_gb <= best.per_gpu_gb else best
