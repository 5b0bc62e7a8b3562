"""Many LoRA adapters on one served base model (multi-LoRA; rules.fact_lora reads --lora-adapters).

vLLM (vllm-lora-config: vllm/config/lora.py) keeps ``max_loras`` adapters on the GPU — the most one batch may mix,
default 1 — each in a slot preallocated at ``max_lora_rank`` (one of 1, 8, 16, 32, 64, 128, 256, 320, 512; default
16) in the base model's dtype, and up to ``max_cpu_loras`` more in host memory, swapped in as requests name them
(vllm-lora-docs: adapters given with --lora-modules NAME=PATH, or loaded at run time through /v1/load_lora_adapter
with VLLM_ALLOW_RUNTIME_LORA_UPDATING=True). SGLang's equivalents (sglang-lora-docs): --max-loras-per-batch (default
8) and --max-loaded-loras.

So the GPU holds the slots, not the adapters: slots × rank × Σ(in + out) of every linear layer × 2 bytes, counted
with the weights — and read with them on each decoding step when a batch mixes that many adapters, which is the
decode cost the speed estimate then carries. The adapters themselves live in host RAM (said, with its size)."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from knowledge.schema import I18n

VLLM_RANKS = (1, 8, 16, 32, 64, 128, 256, 320, 512)  # vllm-lora-config: MaxLoRARanks
BATCH_SLOTS_DEFAULT = 8  # sglang-lora-docs: max_loras_per_batch defaults to 8 — the slots a stated load keeps
ADAPTER_BYTES = 2  # vllm-lora-config: lora_dtype "auto" is the model's dtype (bf16 / fp16 activations)


def slot_rank(rank: int) -> int:
    """The rank vLLM preallocates for adapters of ``rank``: the next size it accepts (512 at most)."""
    return next((r for r in VLLM_RANKS if r >= rank), VLLM_RANKS[-1])


def slots(facts: Any) -> int:
    """Adapters on the GPU at once: one per sequence in flight, never more than the adapters served; under a stated
    load (whose sequences in flight are sized later) SGLang's default batch mix."""
    n = facts.lora_adapters or 0
    if facts.rps is not None or facts.requests_per_day is not None:
        return min(n, max(BATCH_SLOTS_DEFAULT, facts.concurrency or 0))
    return min(n, facts.concurrency or 1)


def rate_slots(facts: Any, req: Any, sequences: int) -> int:
    """Adapter slots for ``sequences`` in flight under a stated rate: the adapters they name at once when requests
    spread evenly over all n — n·(1 − (1 − 1/n)^b), rounded up — never fewer than the slots the memory counted
    (``slots``). At 38 in flight over 100 adapters that is 32: held to 8, a batch could mix only 8, and the
    requests naming the others would wait while the answer counts them in flight."""
    n = getattr(facts, "lora_adapters", None) or 0
    counted = int(req.inputs.get("lora_slots", 0) or 0)
    if not n or not counted or (facts.rps is None and facts.requests_per_day is None):
        return counted
    spread = math.ceil(n * (1 - (1 - 1 / n) ** max(0, sequences)) - 1e-9)
    return min(n, max(counted, spread))


def extra_slot_gb(facts: Any, req: Any, sequences: int) -> float:
    """GPU memory the slots for ``sequences`` in flight take beyond those the requirement counted (0 without)."""
    counted = int(req.inputs.get("lora_slots", 0) or 0)
    return max(0, rate_slots(facts, req, sequences) - counted) * float(req.inputs.get("lora_slot_gb", 0) or 0)


def load_note(facts: Any, req: Any, sequences: int) -> I18n | None:
    """The slots a copy keeps at the stated load, said in the copy's notes where they are more than one batch's 8."""
    k = rate_slots(facts, req, sequences)
    if k <= int(req.inputs.get("lora_slots", 0) or 0):
        return None
    n, gb = facts.lora_adapters, k * float(req.inputs.get("lora_slot_gb", 0) or 0)
    return I18n(
        en=f"LoRA at this load: {sequences:,} sequences in flight on a copy name about {k:,} of the {n:,} adapters "
           f"at once when requests spread evenly — --max-loras {k:,}, their slots {gb:,.2f} GB, taken from the KV "
           "cache's room and read each step with the weights (fewer slots make the requests that name the others "
           "wait; if a few adapters take most of the traffic, fewer do).",
        zh=f"此负载下的 LoRA：每份副本同时在途的 {sequences:,} 路请求若均匀分布在 {n:,} 个适配器上，"
           f"同时会用到约 {k:,} 个——--max-loras {k:,}，槽位共 {gb:,.2f} GB，从 KV cache 的空间里扣除，"
           "每步随权重一起读取（槽位更少时，用其他适配器的请求要排队；若流量集中在少数几个适配器上，所需更少）。")


def adapter_gb(arch: Any, rank: int) -> float:
    """One adapter slot in GB (rules.estimate.arch.Arch.lora_adapter_params: every linear layer)."""
    return arch.lora_adapter_params(slot_rank(rank)) * ADAPTER_BYTES / 1e9


def with_adapter_slots(plan: Any, arch: Any, facts: Any) -> Any:
    """``plan`` (rules.estimate.memory.WeightPlan) with the adapters' GPU slots in its size and its bytes read a step;
    unchanged without --lora-adapters."""
    n = getattr(facts, "lora_adapters", None)
    if not n or facts.task != "inference":
        return plan
    k, rank = slots(facts), slot_rank(facts.lora_rank)
    rate = facts.rps is not None or facts.requests_per_day is not None
    more_en = "; at a stated load each pick's own count, below, for the sequences it keeps in flight" if rate else ""
    more_zh = "；给出负载时，每个推荐按其在途请求数另算，见下" if rate else ""
    one = adapter_gb(arch, facts.lora_rank)
    gb = k * one
    host = n * one
    text = I18n(
        en=f"{plan.text.en} + {k} LoRA slot(s) × rank {rank} × {one * 1000:,.0f} MB = {gb:,.2f} GB (the adapters one "
           f"batch may mix, --max-loras {k}{more_en}; all {n:,} adapters wait in host RAM, {host:,.1f} GB, "
           f"--max-cpu-loras {n:,}, and swap in as requests name them — so one copy serves all {n:,}; a batch that "
           f"mixes {k} adapters reads their slots each step, which the speed below counts)",
        zh=f"{plan.text.zh} + {k} 个 LoRA 槽位 × 秩 {rank} × {one * 1000:,.0f} MB = {gb:,.2f} GB（一个批次最多同时用的"
           f"适配器数，--max-loras {k}{more_zh}；全部 {n:,} 个适配器放在主机内存里，共 {host:,.1f} GB，"
           f"--max-cpu-loras {n:,}，请求用到时换入——所以一份模型就能服务全部 {n:,} 个；"
           f"一个批次混用 {k} 个适配器时每步都要读它们的槽位，下面的速度已计入）")
    inputs = {**plan.inputs, "lora_adapters": n, "lora_slots": k, "lora_slot_rank": rank,
              "lora_slot_gb": round(one, 4)}
    return replace(plan, gb=plan.gb + gb, active_gb=plan.active_gb + gb, text=text, inputs=inputs)


def adapter_flags(facts: Any, req: Any, engine: str, in_flight: int = 0) -> list[str]:
    """The serving engine's multi-LoRA options for the slots the memory sized — under a stated rate, for the
    ``in_flight`` sequences a copy admits (``rate_slots``) — nothing without --lora-adapters."""
    n = getattr(facts, "lora_adapters", None)
    if not n or req.is_training:
        return []
    k = max(slots(facts), rate_slots(facts, req, in_flight))
    if engine == "vllm":
        return ["--enable-lora", f"--max-loras {k}", f"--max-lora-rank {slot_rank(facts.lora_rank)}",
                f"--max-cpu-loras {n}", "--lora-modules CUSTOMER_A=/path/to/adapter_a"]
    if engine == "sglang":
        return ["--enable-lora", "--lora-paths CUSTOMER_A=/path/to/adapter_a", f"--max-loras-per-batch {k}",
                f"--max-loaded-loras {n}"]
    return []
