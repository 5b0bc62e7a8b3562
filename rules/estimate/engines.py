"""Each serving engine's own memory model on top of the physical need (``requirement``).

The requirement says what a job needs; an engine decides how much of a card it lets itself use
and what it adds. A pick that fits physically can still refuse to start:

- vLLM (default): pre-allocates ``--gpu-memory-utilization`` (default 0.9) of the card's total
  memory; weights, the profiled activations (chunked prefill: one 8,192-token chunk, whatever the
  prompt), non-torch memory and CUDA graphs come out of it, the KV cache gets the rest, and it
  must hold the stated context × sequences. Fix: a higher utilisation (≤ 0.95), ``--enforce-eager``
  (no CUDA graphs), ``--kv-cache-dtype fp8`` or a shorter ``--max-model-len``.
- SGLang: ``--mem-fraction-static`` of the card holds weights + KV pool; activations and CUDA graphs
  must fit in the rest. SGLang picks the fraction by GPU size; we take 0.85, its documented
  example.
- llama.cpp: GGUF weights + KV for ``-c`` tokens shared by ``-np`` slots + a compute buffer (one
  512-token micro-batch); when the card is short, ``-ngl N`` keeps N layers on the GPU and runs the
  rest on the CPU (a few tokens/s).
- transformers (plain ``generate``): no chunked prefill — the whole prompt's activations at once;
  FP32 logits of the last position only (logits_to_keep=1; a plain forward() over the prompt
  holds prompt × vocabulary × 4 bytes, said in the text); nothing pre-allocated.
- Training: hf (transformers + PEFT/TRL) and deepspeed are sized by the training estimate as is;
  Unsloth (use_gradient_checkpointing="unsloth", "30 % less VRAM" in its README) moves the
  checkpointed layer inputs (layers × 2·s·b·h bytes) to CPU RAM, which we subtract.

Sources: vLLM docs (gpu_memory_utilization 0.9 pre-allocation; "No available memory for the cache
blocks"), SGLang server-argument docs (mem_fraction_static), llama.cpp (llama-server -c / -np /
-ngl), transformers generation docs. CUDA-graph memory is our assumption (see CUDA_GRAPHS_GB).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from knowledge.schema import Card, I18n
from rules.estimate.capacity import CUDA_GRAPHS_GB, VLLM_MIN_SPARE, VLLM_UTILIZATION, capacity_gb, usable_gb
from rules.estimate.fit import CardFit
from rules.estimate.memory import (
    ACT_BYTES_PER_TOKEN_PER_HIDDEN,
    LLAMA_CPP_UBATCH,
    PREFILL_CHUNK_TOKENS,
    inference_workspace_gb,
)
from rules.estimate.requirement import Requirement
from rules.estimate.split import layout_breakdown
from rules.estimate.units import GB

VLLM_MAX_UTILIZATION = 0.95  # beyond this CUDA context / fragmentation spikes OOM at run time
SGLANG_MEM_FRACTION = 0.85  # SGLang docs' example --mem-fraction-static
TIGHT_FRACTION = 0.10  # DESIGN §8 tight-fit: the pick fits by less than ~10 %
SOURCES = {"vllm": "vllm-memory-docs", "sglang": "sglang-server-args",
           "llama.cpp": "llama-cpp-server-readme", "transformers": "hf-generation-docs",
           "hf": "hf-generation-docs", "unsloth": "unsloth-offloaded-checkpointing",
           "deepspeed": "hf-generation-docs", "megatron": "megatron-lm-llama"}


@dataclass(frozen=True)
class EngineFit:
    """``req`` on ``gpus`` × ``card`` as ``engine`` sees it (per GPU, GB = 10^9 bytes)."""

    engine: str
    gpus: int
    capacity_gb: float  # the card's total memory (what engines take fractions of)
    budget_gb: float  # what the engine lets itself use
    need_gb: float  # what it needs under this engine
    extras: dict[str, float] = field(default_factory=dict)  # engine-specific additions
    starts: bool = True  # fits at the engine's defaults
    tight: bool = False  # fits by < 10 % of the card, or only with a flag
    fix_flag: str | None = None  # the engine flag that makes it (comfortably) work
    settings: dict[str, Any] = field(default_factory=dict)  # values the launch command uses
    text: I18n = I18n(en="", zh="")
    offload_layers: int | None = None  # llama.cpp: layers that fit on the GPU (None = all)

    @property
    def headroom_gb(self) -> float:
        return self.budget_gb - self.need_gb

    @property
    def headroom_fraction(self) -> float:
        return self.headroom_gb / self.capacity_gb if self.capacity_gb else 0.0

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"engine": self.engine, "gpus": self.gpus,
                "capacity_gb": round(self.capacity_gb, 2), "budget_gb": round(self.budget_gb, 2),
                "need_gb": round(self.need_gb, 2), "headroom_gb": round(self.headroom_gb, 2),
                "extras": {k: round(v, 3) for k, v in self.extras.items()},
                "starts": self.starts, "tight": self.tight, "fix_flag": self.fix_flag,
                "offload_layers": self.offload_layers, "text": self.text.get(lang)}


def _ceil2(x: float) -> float:
    return math.ceil(x * 100 - 1e-9) / 100


def _per_gpu(req: Requirement, fit: CardFit) -> dict[str, float]:
    if not req.parts.varies:
        return dict(fit.split.breakdown)
    return layout_breakdown(req, fit.layout, fit.gpus, req.context_tokens, req.sequences,
                            getattr(getattr(fit, "card", None), "devices", 1))


def engine_fit(req: Requirement, fit: CardFit, card: Card, engine: str) -> EngineFit:
    """The engine's memory model for one placement (``fit`` from ``rules.estimate.fit``)."""
    bd = _per_gpu(req, fit)
    base = sum(bd.values())
    cap = capacity_gb(card)
    gpus = fit.gpus
    if engine == "vllm" and req.kind == "llm" and not req.is_training:
        return _vllm(req, bd, base, cap, card, gpus)
    if engine == "sglang" and req.kind == "llm" and not req.is_training:
        return _sglang(bd, base, cap, gpus)
    if engine == "llama.cpp" and req.kind == "llm" and not req.is_training:
        return _llama_cpp(req, bd, base, cap, card, gpus)
    if engine == "transformers" and req.kind == "llm" and not req.is_training:
        return _transformers(req, bd, base, cap, card, gpus)
    if engine == "unsloth" and req.is_training and req.kind == "llm":
        return _unsloth(req, base, cap, card, gpus)
    return _plain(engine, base, cap, card, gpus)


def vllm_share(req: Requirement, per_gpu: dict[str, float], card: Card) -> float:
    """The --gpu-memory-utilization a launch line gives vLLM for ``per_gpu`` (the default, or the share a tight fit is
    raised to): the pool a serving copy's KV cache is sized in is the one the launch line starts (review 93 c05: an
    A10 launched at 0.92 was sized at the default 0.9, 3 sequences where its pool held 10 — 7 cards for a load one
    and a half served)."""
    fit = _vllm(req, per_gpu, sum(per_gpu.values()), capacity_gb(card), card, 1)
    return float(fit.settings["gpu_memory_utilization"])


def _unsloth(req: Requirement, base: float, cap: float, card: Card, gpus: int) -> EngineFit:
    """Unsloth's use_gradient_checkpointing="unsloth" moves each layer's checkpointed input
    (layers × 2·s·b·h bytes: the stash gradient checkpointing keeps) to pinned CPU memory; the
    GPU keeps one layer's recompute. Without checkpointing there is no stash to move."""
    inp = req.inputs
    offloaded = 0.0
    if inp.get("gradient_checkpointing"):
        offloaded = (int(inp.get("layers", 0)) * 2 * int(inp.get("hidden", 0))
                     * int(inp.get("sequence_tokens", 0)) * int(inp.get("micro_batch", 1)) / GB)
    need = base - offloaded
    room = usable_gb(card)
    starts = need <= room
    text = I18n(
        en=f"Unsloth: offloaded gradient checkpointing keeps the {inp.get('layers')} layers' "
           f"checkpointed inputs ({offloaded:,.2f} GB) in CPU RAM → {need:,.1f} of {room:,.1f} GB "
           "per GPU (HF + PEFT would need the estimate as shown).",
        zh=f"Unsloth：卸载式梯度检查点把 {inp.get('layers')} 层的检查点输入（{offloaded:,.2f} GB）"
           f"放在内存里 → 每卡 {need:,.1f} / {room:,.1f} GB（HF + PEFT 需要上面的估算值）。")
    return EngineFit("unsloth", gpus, cap, room, need, {"offloaded_activations": -offloaded},
                     starts, not starts or (room - need) / cap < TIGHT_FRACTION, None, {}, text)


def _vllm(req: Requirement, bd: dict[str, float], base: float, cap: float, card: Card,
          gpus: int) -> EngineFit:
    need = base + CUDA_GRAPHS_GB
    budget = cap * VLLM_UTILIZATION
    starts = need <= budget
    util = VLLM_UTILIZATION
    flag = None
    # the default leaves 10 % of the card outside the pool: not starting there is the tight case,
    # and so is starting with under 2 % of the card to spare (review 11 M1: 4 × B200 held R1 at
    # 0.9 with 0.7 GB left, shown as 19.6 GB spare): raise the share to keep 2 % free
    spare_low = starts and budget - need < VLLM_MIN_SPARE * cap
    tight = not starts or spare_low
    if spare_low and _ceil2((need + VLLM_MIN_SPARE * cap) / cap) <= VLLM_MAX_UTILIZATION:
        util = _ceil2((need + VLLM_MIN_SPARE * cap) / cap)
        flag = f"--gpu-memory-utilization {util:.2f}"
    if not starts:
        util = _ceil2(need / cap + 0.01)
        if util <= VLLM_MAX_UTILIZATION:
            flag = f"--gpu-memory-utilization {util:.2f}"
        elif need - CUDA_GRAPHS_GB <= cap * VLLM_MAX_UTILIZATION:
            util = VLLM_MAX_UTILIZATION
            flag = f"--gpu-memory-utilization {util:.2f} --enforce-eager"
        elif bd.get("kv_cache", 0) > 0 and need - bd["kv_cache"] / 2 <= cap * VLLM_MAX_UTILIZATION:
            util = VLLM_MAX_UTILIZATION
            flag = f"--gpu-memory-utilization {util:.2f} --kv-cache-dtype fp8"
        tight = True
    text = I18n(
        en=f"vLLM: {VLLM_UTILIZATION:g} × {cap:,.1f} GB = {budget:,.1f} GB per GPU pre-allocated "
           f"(--gpu-memory-utilization); need {base:,.1f} GB + CUDA graphs {CUDA_GRAPHS_GB:.2f} = "
           f"{need:,.1f} GB → "
           + (f"{budget - need:,.1f} GB spare." if starts else
              "does not start at the default."),
        zh=f"vLLM：每卡预分配 {VLLM_UTILIZATION:g} × {cap:,.1f} GB = {budget:,.1f} GB"
           f"（--gpu-memory-utilization）；需要 {base:,.1f} GB + CUDA graph {CUDA_GRAPHS_GB:.2f} = "
           f"{need:,.1f} GB → "
           + (f"余 {budget - need:,.1f} GB。" if starts else
              "默认参数起不来。"))
    return EngineFit("vllm", gpus, cap, budget, need, {"cuda_graphs": CUDA_GRAPHS_GB}, starts,
                     tight, flag, {"gpu_memory_utilization": util}, text)


def _sglang(bd: dict[str, float], base: float, cap: float, gpus: int) -> EngineFit:
    static = bd["weights"] + bd["kv_cache"]
    dynamic = base - static + CUDA_GRAPHS_GB
    frac = SGLANG_MEM_FRACTION
    starts = static <= cap * frac and dynamic <= cap * (1 - frac)
    flag = None
    if not starts:
        want = _ceil2(static / cap + 0.01)
        if want + dynamic / cap <= 1.0 - 0.02:
            frac = want
            flag = f"--mem-fraction-static {frac:.2f}"
    need = static + dynamic
    budget = cap  # static pool + the rest
    tight = not starts or (cap * frac - static) / cap < 0.05
    text = I18n(
        en=f"SGLang: --mem-fraction-static {SGLANG_MEM_FRACTION:g} × {cap:,.1f} GB holds weights + "
           f"KV pool ({static:,.1f} GB); activations + CUDA graphs ({dynamic:,.1f} GB) use the rest"
           + ("." if starts else " — does not start at the default."),
        zh=f"SGLang：--mem-fraction-static {SGLANG_MEM_FRACTION:g} × {cap:,.1f} GB 装权重与 KV 池"
           f"（{static:,.1f} GB）；激活与 CUDA graph（{dynamic:,.1f} GB）用剩下的部分"
           + ("。" if starts else "——默认参数起不来。"))
    return EngineFit("sglang", gpus, cap, budget, need, {"cuda_graphs": CUDA_GRAPHS_GB}, starts,
                     tight, flag, {"mem_fraction_static": frac}, text)


def _llama_cpp(req: Requirement, bd: dict[str, float], base: float, cap: float, card: Card,
               gpus: int) -> EngineFit:
    arch = req.arch
    # compute buffer: one micro-batch's FP32 logits + one layer's activations (our estimate of
    # what llama.cpp logs as "CUDA0 compute buffer size"; the requirement's own activations)
    compute = inference_workspace_gb(arch, "llama.cpp") if arch is not None else 0.0
    need = bd["weights"] + bd["kv_cache"] + compute + bd["overhead"]
    room = usable_gb(card)
    starts = need <= room
    layers = None
    flag = None
    if not starts and arch is not None and arch.layers:
        per_layer = bd["weights"] / arch.layers
        free = room - compute - bd["overhead"] - bd["kv_cache"]
        layers = max(0, min(arch.layers, int(free // per_layer))) if per_layer > 0 else 0
        flag = f"-ngl {layers}"
    tight = not starts or (room - need) / cap < TIGHT_FRACTION
    text = I18n(
        en=f"llama.cpp: weights {bd['weights']:,.1f} + KV {bd['kv_cache']:,.1f} + compute buffer "
           f"{compute:,.2f} ({LLAMA_CPP_UBATCH}-token micro-batch) + overhead {bd['overhead']:,.1f} "
           f"= {need:,.1f} GB per GPU"
           + ("." if starts else f"; only {layers} layers fit on the GPU ({flag}), the rest run on "
              "the CPU at a few tokens/s."),
        zh=f"llama.cpp：权重 {bd['weights']:,.1f} + KV {bd['kv_cache']:,.1f} + 计算缓冲 "
           f"{compute:,.2f}（{LLAMA_CPP_UBATCH} token 微批）+ 开销 {bd['overhead']:,.1f} = "
           f"每卡 {need:,.1f} GB"
           + ("。" if starts else f"；GPU 上只放得下 {layers} 层（{flag}），其余在 CPU 上跑，"
              "每秒只有几个 token。"))
    return EngineFit("llama.cpp", gpus, cap, room, need, {"compute_buffer": compute}, starts,
                     tight, flag, {"n_gpu_layers": layers}, text, layers)


def _transformers(req: Requirement, bd: dict[str, float], base: float, cap: float, card: Card,
                  gpus: int) -> EngineFit:
    arch = req.arch
    ctx = req.context_tokens or 0
    seqs = req.sequences
    extra = prompt_logits = 0.0
    if arch is not None:
        # the whole prompt in one forward pass instead of vLLM's 8,192-token chunks; generate()
        # keeps only the last position's logits (logits_to_keep=1), upcast to FP32 — already in
        # the requirement's per-sequence sampler term
        whole = ACT_BYTES_PER_TOKEN_PER_HIDDEN * arch.hidden * max(0, ctx - PREFILL_CHUNK_TOKENS)
        extra = whole * seqs / GB / max(1, gpus)
        prompt_logits = 4 * arch.vocab * ctx * seqs / GB / max(1, gpus)
    need = base + extra
    room = usable_gb(card)
    starts = need <= room
    tight = not starts or (room - need) / cap < TIGHT_FRACTION
    text = I18n(
        en=f"transformers: no chunked prefill — the whole {ctx:,}-token prompt goes through each "
           f"layer at once, {extra:,.1f} GB more than vLLM's 8,192-token chunks → {need:,.1f} of "
           f"{room:,.1f} GB per GPU (generate() keeps only the last position's FP32 logits; a plain "
           f"forward() over the prompt would add {prompt_logits:,.1f} GB of them)"
           + ("." if starts else "; it does not fit: serve with vLLM (chunked prefill)."),
        zh=f"transformers：没有分块预填充——整段 {ctx:,} token 提示一次过每一层，比 vLLM 的 8,192 "
           f"token 分块多占 {extra:,.1f} GB → 每卡 {need:,.1f} / {room:,.1f} GB（generate() 只保留"
           f"最后一个位置的 FP32 logits；对整段提示直接 forward() 还要多 {prompt_logits:,.1f} GB）"
           + ("。" if starts else "；放不下：改用 vLLM（分块预填充）。"))
    return EngineFit("transformers", gpus, cap, room, need,
                     {"whole_prompt": extra, "prompt_logits_fp32": prompt_logits}, starts,
                     tight, None, {}, text)


def _plain(engine: str, base: float, cap: float, card: Card, gpus: int) -> EngineFit:
    room = usable_gb(card)
    starts = base <= room
    text = I18n(en=f"{engine}: sized by the estimate as is ({base:,.1f} of {room:,.1f} GB per GPU).",
                zh=f"{engine}：按估算本身计（每卡 {base:,.1f} / {room:,.1f} GB）。")
    return EngineFit(engine, gpus, cap, room, base, {}, starts,
                     not starts or (room - base) / cap < TIGHT_FRACTION, None, {}, text)
