"""A card's plan for the person's own job (issue 13, DESIGN §8): how many GPUs, how long, how much — a sized training
job costed by its own duration under each offer's billing unit, a serving load sized into replicas (plain Python).

    plan_for(kb, facts, req, card, gpus, limit) -> Plan | None   (None: no sized job)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from knowledge.text import money, rate_text
from rules import lora_serving, prefix_load, rl_plan
from rules.estimate import calibration, image_training_flops, media_job, preference
from rules.estimate import job as job_est
from rules.estimate import load as load_est
from rules.estimate import precision as precision_mod
from rules.estimate.capacity import capacity_gb
from rules.estimate.engines import CUDA_GRAPHS_GB, SGLANG_MEM_FRACTION, vllm_share
from rules.estimate.fit import dense_tflops, usable_gb
from rules.estimate.load import DEFAULT_INPUT_TOKENS, DEFAULT_OUTPUT_TOKENS
from rules.estimate.rollout import extra_forwards
from rules.estimate.split import layout_breakdown
from rules.fact_vision import prompt_work
from rules.facts import Facts
from rules.facts_for_usage import with_usage
from rules.fewest_note import fewer_note
from rules.job_count import (
    ROOM,
    SAME_COST_WALL_HOURS,
    TIE,
    TIGHT_DEADLINE,
    bought_count,
    of_ties,
    split_job,
    with_margin,
)
from rules.job_notes import billed_note, hours_text, hours_text_zh, range_note, setup_note, tight_note
from rules.media_software import transcribe_software, unmeasured_off_cuda
from rules.pricing import MONTH_DAYS, Priced, monthly_and_over, price_card
from rules.repeats import runs, runs_note, runs_terms
from rules.serving import engine_of
from rules.serving_latency import completion_speed, held, held_zh, latency_note

if TYPE_CHECKING:
    from rules.estimate.requirement import Requirement

@dataclass(frozen=True)
class Plan:
    """A job's plan on a card: GPUs, replicas, hours and cost."""

    kind: str  # "training" / "media" / "generation" (one-off jobs of known size) / "serving" / "media-service" /
    # "encoder-service" / "detection-service"
    card: str
    gpus: int  # per replica
    replicas: int
    priced: Priced
    total: float | None  # the job's (or the usage's) whole cost, display currency
    wall_hours: float
    gpu_hours: float
    assumptions: tuple[I18n, ...]
    late: bool = False  # a training job that misses --deadline even at the most GPUs
    speed_floor: bool = False  # a media job on a card faster than any measured: its time is a ceiling
    unmeasured: bool = False  # a training job on a card no run is on record for: its time is the best case
    served: load_est.Served | None = None
    batch: tuple[int, float] | None = None  # a batch job's copy: (sequences at once, output tokens/s)
    mfu: float | None = None  # a training plan's implied model-FLOPs utilisation (rules.base.deadline_margin)

    @property
    def is_job(self) -> bool:
        """A one-off job of known size, costed as a whole (not a month of usage)."""
        return self.kind in ("training", "media", "generation", "encoder-batch")  # encoder: rules.encoder_job

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"wall_hours": round(self.wall_hours, 2), "gpu_hours": round(self.gpu_hours, 2),
                "total_cost": None if self.total is None else round(self.total, 2),
                "currency": self.priced.choice.display_currency if self.priced.choice else None,
                "assumptions": [a.get(lang) for a in self.assumptions]}


def sized(facts: Facts, req: Requirement, kb: KnowledgeBase | None = None) -> str | None:
    """'training' when a training job's size is known, 'media' when a transcription or image
    job's is (and its model's speed was measured), 'serving' when a load is, 'media-service' when an
    image or video service's peak is (rules.media_service), else None."""
    if kb is not None and facts.media_service and media_job.measured(kb, facts.model, facts.resolution):
        return "media-service"
    if facts.task == "embedding" and facts.rps:  # an embedding / rerank service (rules.encoder_service)
        return "encoder-service"
    if facts.task == "detection" and facts.rps:  # a detector at a rate of images (rules.detection_service)
        return "detection-service"
    if (kb is not None and facts.media_units is not None
            and media_job.measured(kb, facts.model, facts.resolution)):
        return "media"
    if kb is not None and image_training_flops.trains(kb, facts):  # images × epochs (rules.vision_training_plan)
        return "training"
    if req.kind != "llm" or not (req.active_params_b or req.params_b):
        return None
    if facts.is_training and facts.total_train_tokens:
        return "training"
    if facts.task == "inference" and facts.generate_tokens and req.active_weights_gb:
        return "generation"
    if facts.task == "inference" and facts.rps and req.active_weights_gb:
        return "serving"
    return None


def total_for(p: Priced, days: float) -> float | None:
    ch = p.choice
    if ch is None or ch.monthly_display is None:
        return None
    return ch.monthly_display * days / MONTH_DAYS


def training_time(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, gpus: int,
                  replicated: bool) -> job_est.JobTime:
    """The training job of ``facts`` on ``gpus`` × ``card``, start-up billed on every GPU (a 16-bit checkpoint
    pulled); ``replicated``: a copy of the model on each GPU (DDP). The plans' figure, and the one the cards a
    person owns are said to take (advisor_tui.named_cards)."""
    params = float(req.active_params_b or req.params_b)
    adapters = req.inputs.get("adapter_params_m") if isinstance(req.inputs, dict) else None
    share = min(1.0, float(adapters) / 1e3 / params) if adapters and params else 1.0  # LoRA: the adapters' share
    t = job_est.job_time(
        kb, card, gpus, params_b=params, tokens=float(facts.total_train_tokens or 0) * runs(facts), task=facts.task,
        checkpointing=facts.gradient_checkpointing, engine=facts.engine,
        setup_hours=job_est.setup_hours(float(req.params_b or params) * 2), trainable_share=share,
        experts=req.arch.experts if req.arch is not None else 0,
        attention=job_est.attention_time_factor(req.arch, facts.context_tokens, params,
                                                job_est.method_of(facts.task), facts.gradient_checkpointing),
        replicated=replicated, forwards=extra_forwards(facts) + preference.reference_forwards(facts))
    r = rl_plan.rollout_for(kb, facts, req, card, gpus, replicated) if facts.rl else None  # an RL run's rollouts
    return t if r is None else replace(t, wall_hours=t.wall_hours + r.hours, gpu_hours=t.gpu_hours + r.hours * gpus)


def training_plan(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, first: int,
                  limit: int, cost_cap: float | None = None) -> Plan:
    """The GPU count that finishes the job cheapest (the fewest GPUs of counts within 2 % of it) —
    or, under --priority speed, soonest — within --deadline and a total budget where any count
    can, and within ``cost_cap`` (the "faster" pick's cap) where any count is. Speed grows with
    the count, so a deadline can only raise it."""
    tokens = float(facts.total_train_tokens or 0) * runs(facts)  # every run of a sweep (rules.repeats)
    method = job_est.method_of(facts.task)
    params = float(req.active_params_b or req.params_b)
    rows = []
    setup = job_est.setup_hours(float(req.params_b or params) * 2)  # a 16-bit checkpoint
    experts = req.arch.experts if req.arch is not None else 0
    attention = job_est.attention_time_factor(req.arch, facts.context_tokens, params, method,
                                              facts.gradient_checkpointing)
    replicated = first == 1  # the model fits one card: copies of it, data parallel (DDP)
    counts = set(job_est.gpu_counts(first, max(first, limit)))
    if facts.deadline is not None and limit > job_est.NODE_GPUS >= first:  # past one node, whole nodes:
        counts.update(range(2 * job_est.NODE_GPUS, limit + 1, job_est.NODE_GPUS))  # (review 32 C4)
    for n in sorted(counts):
        t = training_time(kb, facts, req, card, n, replicated)
        hours, days = job_est.billed_usage(t.wall_hours)
        usage = with_usage(facts, hours_per_day=hours, days=days)
        monthly, over = monthly_and_over(kb, usage, card.id, n)
        # (n, time, days, usage, total, over budget): only the chosen count is priced in full
        rows.append((n, t, days, usage, None if monthly is None else monthly * days / MONTH_DAYS,
                     over))
    priced = [r for r in rows if r[4] is not None] or rows
    on_time = [r for r in priced if facts.deadline is None or r[1].wall_hours <= facts.deadline]
    late = not on_time
    # a count that leaves a restart's margin before one that does not (rules.base.offers' deadline-tight would
    # otherwise rank the whole card after dearer ones: 1 × A800 at 309 of 336 h, where 2 finish in 155 h)
    roomy = ([r for r in on_time if r[1].wall_hours <= TIGHT_DEADLINE * facts.deadline]
             if facts.deadline is not None else [])
    pool = roomy or on_time or [min(priced, key=lambda r: r[1].wall_hours)]
    in_budget = [r for r in pool if not r[5]] or pool
    if cost_cap is not None:
        in_budget = [r for r in in_budget if r[4] is not None and r[4] <= cost_cap + 1e-9] or in_budget
    inf = float("inf")
    bought = bought_count(priced, lambda r: r[1].wall_hours, facts, cost_cap)
    if bought is not None:
        n, t, days, usage, total, _over = bought
    elif facts.priority != "speed":  # the cheapest; of counts within 2 % of it, the fewest GPUs
        cheapest = min(r[4] if r[4] is not None else inf for r in in_budget)
        in_budget = [r for r in in_budget
                     if (r[4] if r[4] is not None else inf) <= cheapest * TIE + 1e-9]
        in_budget = with_margin(in_budget, lambda r: r[1].wall_hours, facts.deadline)
        n, t, days, usage, total, _over = of_ties(in_budget, lambda r: r[1].wall_hours)
    else:
        n, t, days, usage, total, _over = min(in_budget, key=lambda r: (
            r[1].wall_hours, r[4] if r[4] is not None else inf, r[0]))
    p = price_card(kb, usage, card.id, n)
    k = job_est.FULL_FLOPS if method == "full" else job_est.ADAPTER_FLOPS
    recompute = (" + 2·N recompute" if facts.gradient_checkpointing else "") + (
        f" + {2 * extra_forwards(facts)}·N forward" if facts.rl else "")  # (rules.rl_plan's notes say which)
    ref_en, ref_zh = preference.flops_terms(facts)  # a DPO run's reference model (rules.estimate.preference)
    epochs = facts.epochs or 1
    runs_en, runs_zh = runs_terms(facts)
    pass_en, pass_zh = preference.pass_text(facts) or (f"{facts.train_tokens:,}", f"{facts.train_tokens:,}")
    notes = [
        setup_note(setup, float(req.params_b or params) * 2),
        I18n(en=f"Job: {tokens:,.0f} tokens ({pass_en} × {epochs:g} epoch{'' if epochs == 1 else 's'}{runs_en}) × "
                f"{k}·N{recompute}{ref_en} with N = {params:g} B = {t.executed_flops:.3g} FLOPs.",
             zh=f"任务：{tokens:,.0f} token（{pass_zh} × {epochs:g} 轮{runs_zh}）× "
                f"{k}·N{recompute.replace(' recompute', '（重算）').replace(' forward', '（前向）')}{ref_zh}，"
                f"N = {params:g} B，共 {t.executed_flops:.3g} FLOPs。"),
        I18n(en=f"{card.id}: {dense_tflops(card):g} dense TFLOPS × utilisation {t.hfu_text.en}; "
                f"implied MFU {t.implied_mfu:.0%}"
                + (" (Llama 3 on H100: 38–43 %)." if method == "full" else "."),
             zh=f"{card.id}：稠密 {dense_tflops(card):g} TFLOPS × 利用率 {t.hfu_text.zh}；"
                f"折合 MFU {t.implied_mfu:.0%}"
                + ("（Llama 3 在 H100 上为 38–43 %）。" if method == "full" else "。")),
    ]
    notes += rl_plan.rl_notes(kb, facts, req, card, n, replicated) if facts.rl else []
    moe, _src = job_est.moe_time_factor(kb, experts)
    if moe > 1:
        notes.append(I18n(
            en=f"A mixture of {experts} experts trains at {moe:g}× a dense model's time of the same active size: "
               "measured on Megatron (Qwen3-30B-A3B ran at 12.7 % of an H800's peak, a dense model at 53.9 %); "
               "plain transformers loops over the experts (sub-20 % MFU) — a stack with grouped-GEMM MoE kernels "
               "(Megatron, ms-swift, Unsloth's MoE kernels) is the one to use.",
            zh=f"{experts} 个专家的混合专家模型，训练时间按同等激活参数稠密模型的 {moe:g} 倍计：Megatron 实测"
               "（Qwen3-30B-A3B 跑到 H800 峰值的 12.7%，稠密模型 53.9%）；普通 transformers 逐个专家循环计算"
               "（MFU 低于 20%）——请用带 grouped-GEMM MoE 算子的框架（Megatron、ms-swift、Unsloth 的 MoE 算子）。"))
    if method == "qlora":
        notes.append(I18n(en="QLoRA dequantises NF4 weights in every matmul: 1.35× LoRA's time "
                             "(measured on A100).",
                          zh="QLoRA 每次矩阵乘都要反量化 NF4 权重：耗时为 LoRA 的 1.35 倍（A100 实测）。"))
    if n > job_est.NODE_GPUS:
        nodes = math.ceil(n / job_est.NODE_GPUS)
        link = card.interconnect
        notes.append(I18n(
            en=f"{n} GPUs are {nodes} nodes of {job_est.NODE_GPUS}: {link} inside each node, "
               f"InfiniBand / RoCE between them — {t.speedup:.2f}× one card (per-GPU speed past one "
               "node measured at 98.5 %, llm-foundry). Rent them as a cluster with that fabric: "
               "single machines from a marketplace are not linked.",
            zh=f"{n} 张卡是 {nodes} 个 {job_est.NODE_GPUS} 卡节点：节点内 {link}，节点间 InfiniBand / RoCE——"
               f"单卡的 {t.speedup:.2f} 倍（跨节点后每卡速度实测为 98.5 %，llm-foundry）。要按带这种网络的集群"
               "来租：市场上零散的单台机器之间没有这种互联。"))
    elif n > 1 and card.interconnect in job_est.POOL_LINKS:
        # the tuned stack's utilisation rows were measured on 8 linked GPUs (llm-foundry), the plain stack's on one
        link, tuned = card.interconnect, job_est.stack_of(facts.task, facts.engine) == "tuned"
        basis = (("the utilisation was measured on 8 linked GPUs, so their gradient sync is in it",
                  "利用率是在 8 张互联的卡上实测的，梯度同步的开销已包含在内") if tuned else
                 ("taken as linear from a one-GPU measurement — data-parallel gradient sync over the link takes a "
                  "few percent of each step in practice, so allow some margin",
                  "按单卡实测线性推算——实际中数据并行的梯度同步会占每步几个百分点，留些余量"))
        notes.append(I18n(en=f"{n} GPUs over {link}: {t.speedup:.2f}× one card ({basis[0]}).",
                          zh=f"{n} 张卡经 {link}：单卡的 {t.speedup:.2f} 倍（{basis[1]}）。"))
    elif n > 1 and replicated:
        bw = job_est.PCIE_BYTES_PER_S / 1e9
        notes.append(I18n(
            en=f"{n} GPUs over {card.interconnect}, each with the whole model: {t.speedup:.2f}× one card — each step's "
               f"gradients (2 bytes a trained parameter) all-reduced at {bw:g} GB/s a card (PCIe 4.0 ×16 with its "
               f"lanes halved, source 4) against {job_est.TOKENS_PER_GPU_STEP:,} tokens of compute a card, not "
               "overlapped; source 4's 1.2× for four cards was a model split over them.",
            zh=f"{n} 张卡经 {card.interconnect}，每张都放整个模型：单卡的 {t.speedup:.2f} 倍——每步的梯度（每个训练参数 "
               f"2 字节）按每卡 {bw:g} GB/s 做 all-reduce（PCIe 4.0 ×16 通道减半，来源 4），对比每卡 "
               f"{job_est.TOKENS_PER_GPU_STEP:,} token 的计算，且不与计算重叠；"
               "来源 4 的 4 卡 1.2 倍是模型拆在多卡上的情形。"))
    elif n > 1:
        notes.append(I18n(en=f"{n} GPUs over {card.interconnect}: {t.speedup:.2f}× one card.",
                          zh=f"{n} 张卡经 {card.interconnect}：单卡的 {t.speedup:.2f} 倍。"))
    if attention > 1.005:
        notes.append(I18n(
            en=f"{facts.context_tokens:,}-token samples: causal attention (2·s·d·L a token forward, ×3 with the "
               f"backward pass) adds to the {job_est.REFERENCE_SEQUENCE:,}-token measurements — ×{attention:.2f} "
               "the time.",
            zh=f"每条样本 {facts.context_tokens:,} token：因果注意力（前向每 token 2·s·d·L，含反向 ×3）在 "
               f"{job_est.REFERENCE_SEQUENCE:,} token 的实测之上再加——时间 ×{attention:.2f}。"))
    notes += filter(None, (runs_note(facts, t.wall_hours, n), range_note(t, total, p.choice, facts.deadline), fewer_note(kb, facts, card.id, n, total, p.choice.display_currency if p.choice else None, lambda c: training_time(kb, facts, req, card, c, replicated).wall_hours, first, cost_cap is not None)))  # noqa: E501
    ch = p.choice
    if ch is not None:
        notes.append(billed_note(ch, t.wall_hours, kb))
    faster = [r for r in rows if r[1].wall_hours < t.wall_hours * 0.75 and r[4] is not None
              and total is not None and r[4] <= total * 1.1]
    if faster:
        fn, ft, _d, _u, ftot, _o = max(faster, key=lambda r: r[0])
        cur = ch.display_currency if ch else ""
        notes.append(I18n(
            en=f"{fn} GPUs would finish in {hours_text(ft.wall_hours)} for {money(ftot, cur)} "
               f"(--priority speed or --deadline).",
            zh=f"用 {fn} 张卡 {hours_text_zh(ft.wall_hours)} 完成，费用 {money(ftot, cur)}"
               f"（--priority speed 或 --deadline）。"))
    single = next((r for r in rows if r[0] == first), None)
    if (n > first and single is not None and single[4] is not None and total is not None
            and single[4] <= total * TIE and single[1].wall_hours <= SAME_COST_WALL_HOURS
            and (facts.deadline is None or single[1].wall_hours <= facts.deadline)):
        cur = ch.display_currency if ch else ""
        # (read again: "4 GPU(s) … (no multi-GPU launch)" — only one card needs no multi-GPU launch)
        why_en, why_zh = ("no multi-GPU launch", "无需多卡启动") if first == 1 else (
            f"{first} GPUs to set up instead of {n}", f"只需部署 {first} 张卡而不是 {n} 张")
        # (read again: "$3.48: as cheap" beside the 8 GPUs' $5.69 — the fewer GPUs may cost less, and say so)
        cheaper = single[4] < total * 0.98
        as_en = f"{money(total - single[4], cur)} less" if cheaper else "as cheap"
        as_zh = f"便宜 {money(total - single[4], cur)}" if cheaper else "差不多便宜"
        notes.append(I18n(
            en=f"{first} GPU(s) would take {hours_text(single[1].wall_hours)} for "
               f"{money(single[4], cur)}: {as_en}, simpler to run ({why_en}).",
            zh=f"用 {first} 张卡需 {hours_text_zh(single[1].wall_hours)}，费用 {money(single[4], cur)}："
               f"{as_zh}，运行更简单（{why_zh}）。"))
    if late and facts.deadline is not None:
        notes.append(I18n(en=f"Misses the {facts.deadline:g} h deadline even on {n} GPUs.",
                          zh=f"即使用 {n} 张卡也赶不上 {facts.deadline:g} 小时的期限。"))
    elif facts.deadline is not None and t.wall_hours > TIGHT_DEADLINE * facts.deadline:
        notes.append(tight_note(t.wall_hours, facts.deadline))
    elif facts.deadline is not None and job_est.UNMEASURED_VENDOR_SOURCE in t.sources:
        # review 61 C7: 8 × MI300X at 220 of 336 h on the H100's achieved rate, a ceiling no run on it has met
        floor = (t.wall_hours - setup) / max(1e-9, facts.deadline - setup)
        notes.append(I18n(
            en=f"That speed is a ceiling (no training run on this card is on record): the {facts.deadline:g} h "
               f"deadline holds only while it trains at {floor:.0%} or more of it — benchmark a day's run first.",
            zh=f"这个速度是上限（没有这张卡的训练实测）：只有跑到它的 {floor:.0%} 以上，{facts.deadline:g} 小时的期限"
               "才赶得上——先实测一天的训练。"))
    return Plan("training", card.id, n, 1, p, total, t.wall_hours, t.gpu_hours, tuple(notes),
                late=late, mfu=t.implied_mfu, unmeasured=job_est.UNMEASURED_VENDOR_SOURCE in t.sources)


def _tuned_hfu(kb: KnowledgeBase, card: Card) -> float:
    return job_est.hfu(kb, card, "tuned").hfu


def kv_room_gb(req: Requirement, card: Card, gpus: int, engine: str) -> float:
    """KV cache the copy can hold, in GB of the model's whole KV (all layers, all heads): what the
    engine lets itself use on each GPU (vLLM the share its launch line gives it — 0.9 of the card, more where a
    tight fit raises it — less its CUDA graphs; SGLang 0.85)
    less the weights, activations and overhead there, times the GPUs a token's KV is spread over
    (tensor parallel shards KV heads; an MLA latent is copied to every GPU)."""
    layout = "tensor-parallel" if gpus > 1 else "single"
    per_gpu = layout_breakdown(req, layout, gpus, req.context_tokens, 1)
    kv_one = per_gpu.get("kv_cache", 0.0)
    total_one = req.parts.kv_gb(req.context_tokens or 0, 1)
    shards = total_one / kv_one if kv_one > 0 else 1.0
    budget = {"vllm": vllm_share(req, per_gpu, card) * capacity_gb(card) - CUDA_GRAPHS_GB,
              "sglang": SGLANG_MEM_FRACTION * capacity_gb(card)}.get(engine, usable_gb(card))
    return max(0.0, (budget - (sum(per_gpu.values()) - kv_one)) * shards)


def model_copy(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, gpus: int) -> load_est.Replica:
    """One copy of the model on ``gpus`` × ``card`` as the load model sees it, under the serving
    latency policy (a batch job reads its throughput with the memory full: load.max_rps)."""
    room = kv_room_gb(req, card, gpus, engine_of(facts))
    bw_row = next((u for u in kb.utilisation if u.kind == "bandwidth-efficiency"), None)
    step = calibration.decode_step(req, card, gpus, engine_of(facts), dense_tflops(card))
    policy = calibration.load()
    # FP8 weights on FP8 tensor cores (W8A8): prompts are read at the FP8 rate
    fp8 = (facts.precision == "fp8" and card.fp8_tflops
           and precision_mod.fp8_support(card) == "native")
    tflops = float(card.fp8_tflops) if fp8 else dense_tflops(card)
    return load_est.Replica(
        bandwidth_gbs=card.bandwidth_gbs * gpus, tflops=tflops * gpus,
        weights_gb=float(req.active_weights_gb), kv_room_gb=max(0.0, room),
        active_params_b=float(req.active_params_b or req.params_b),
        bandwidth_efficiency=bw_row.value if bw_row else 1.0,
        compute_efficiency=_tuned_hfu(kb, card), calibrated_step=step,
        attention_width=load_est.attention_width(req.inputs), prompt_work=prompt_work(kb, facts),
        tpot_limit_s=tpot_limit_ms(facts) / 1000,
        ttft_limit_s=min(policy.ttft_limit_ms / 1000, facts.max_ttft_s or math.inf))  # --max-ttft where stricter


def tpot_limit_ms(facts: Facts) -> float:
    """Time per output token each sequence must keep: the serving policy's, or --min-tps where stricter."""
    policy = calibration.load().tpot_limit_ms
    return min(policy, 1000 / facts.min_tps) if facts.min_tps else policy


def serving_plan(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, gpus: int) -> Plan:
    """Replicas of ``gpus`` × ``card`` that serve --rps, priced for the stated usage."""
    inp = facts.input_tokens or DEFAULT_INPUT_TOKENS
    out = facts.output_tokens or DEFAULT_OUTPUT_TOKENS
    policy = calibration.load()
    replica = model_copy(kb, facts, req, card, gpus)
    ld = prefix_load.load_of(facts, req, inp, out)  # prompts read after a shared prefix's cache (review 99 c02)
    s = load_est.serve(replica, ld)
    slot_gb = lora_serving.extra_slot_gb(facts, req, s.slots)  # the adapters a batch at this load mixes
    if slot_gb and replica.kv_room_gb > slot_gb:
        # the slots are read with the weights each step, as the ones the requirement counted are
        wider = replace(replica, kv_room_gb=replica.kv_room_gb - slot_gb, weights_gb=replica.weights_gb + slot_gb)
        s = load_est.serve(wider, ld)
    total_gpus = gpus * s.replicas
    p = price_card(kb, facts, card.id, total_gpus)
    hours = (facts.hours_per_day or 24.0) * facts.days
    given = facts.input_tokens is not None and facts.output_tokens is not None
    hours_given = "hours_per_day" not in {name for name, _v in facts.assumed}
    ctx = max(int(req.context_tokens or 0), inp + out)
    in_flight = s.slots
    worst = in_flight * ctx * req.kv_bytes_per_token_at(ctx) / 1e9
    answer_s = s.prefill_s + out / max(s.decode_tokens_per_s_per_sequence, 1e-9)  # a whole answer's wait (review 56)
    notes = [
        I18n(en=f"Load: {rate_text(ld.rps)} requests/s × ({inp:,} in, {out:,} out) tokens"
                + ("" if given else " (token counts assumed, not given)") + "; "
                + (f"the copies run {facts.hours_per_day:g} h a day." if hours_given
                   else "the copies run for the peak all day (24 h): if the peak lasts only some "
                        "hours, say how many (--hours-per-day) and on-demand copies for them cost "
                        "less."),
             zh=f"负载：每秒 {rate_text(ld.rps)} 个请求 ×（输入 {inp:,}、输出 {out:,} token）"
                + ("" if given else "（token 数为假设）") + "；"
                + (f"副本每天运行 {facts.hours_per_day:g} 小时。" if hours_given
                   else "副本按高峰负载全天（24 小时）运行：如果高峰只持续几个小时，请说明时长"
                        "（--hours-per-day），按量租用高峰时段的副本更便宜。")),
        I18n(en=f"One copy on {gpus} × {card.id}: prefill {s.prefill_s:.2f} s, "
                f"{s.decode_tokens_per_s_per_sequence:,.0f} tokens/s per sequence at the load "
                f"(a {out:,}-token answer in about {answer_s:,.1f} s), "
                f"at most {s.max_rps_per_replica:,.2f} requests/s ({held(s)}) → {s.replicas} "
                f"cop{'y' if s.replicas == 1 else 'ies'} for the load, each at most "
                f"{load_est.TARGET_BUSY:.0%} busy" + load_est.one_copy_fewer(s, ld.rps, "en"),
             zh=f"{gpus} 张 {card.id} 一份副本：预填充 {s.prefill_s:.2f} 秒，负载下单路 "
                f"{s.decode_tokens_per_s_per_sequence:,.0f} token/s（{out:,} token 的回答约 {answer_s:,.1f} 秒），"
                "最多每秒 "
                f"{s.max_rps_per_replica:,.2f} 个请求（{held_zh(s)}）→ "
                f"需要 {s.replicas} 份副本，每份最多 {load_est.TARGET_BUSY:.0%} 繁忙"
                + load_est.one_copy_fewer(s, ld.rps, "zh")),
        latency_note(s, tpot_limit_ms(facts), min(policy.ttft_limit_ms, (facts.max_ttft_s or math.inf) * 1000),
                     own=completion_speed(facts) or tpot_limit_ms(facts) < policy.tpot_limit_ms,
                     own_ttft=facts.max_ttft_s is not None and facts.max_ttft_s * 1000 <= policy.ttft_limit_ms,
                     looser_ttft_s=facts.max_ttft_s),
        I18n(en=f"KV cache at this load: {s.sequences_in_flight:,.1f} sequences in flight "
                f"(Little's law) × {inp + out // 2:,} tokens on average = "
                f"{s.kv_gb_at_load:,.2f} GB per copy; the worst case, {in_flight} sequences all "
                f"at the full {ctx:,}-token context, is {worst:,.2f} GB.",
             zh=f"此负载下 KV cache：同时在途 {s.sequences_in_flight:,.1f} 路（利特尔定律）× 平均 "
                f"{inp + out // 2:,} token = 每份 {s.kv_gb_at_load:,.2f} GB；最坏情况（{in_flight} "
                f"路都占满 {ctx:,} token 上下文）为 {worst:,.2f} GB。"),
    ]
    notes.append(lora_serving.load_note(facts, req, s.slots))
    notes.insert(-2, prefix_load.load_note(facts, replica, ld, s, engine_of(facts)))
    return Plan("serving", card.id, gpus, s.replicas, p, total_for(p, facts.days), hours,
                hours * total_gpus, tuple(n for n in notes if n is not None), served=s)


def media_plan(kb: KnowledgeBase, facts: Facts, card: Card, first: int, limit: int,
               cost_cap: float | None = None) -> Plan:
    """A one-off media job (hours of audio, images) on ``card``: the GPU count that finishes it
    cheapest (the fewest GPUs of near-ties) — or, under --priority speed, soonest — within
    --deadline and a total budget where any count can. The files split across GPUs, so n GPUs
    finish n times sooner for about the same GPU-hours."""
    units = float(facts.media_units or 0)
    got = media_job.rate(kb, card, facts.task, str(facts.model), facts.resolution, facts.clip_seconds)
    assert got is not None  # sized() said the model was measured
    model = kb.models_by_id.get(str(facts.model))
    weights_gb = float(model.params_b if model is not None else 0) * 2  # a 16-bit checkpoint
    setup = job_est.setup_hours(weights_gb)
    counts = set(job_est.gpu_counts(first, max(first, limit)))
    # the fewest GPUs that meet the deadline, and that finish within a day (see of_ties)
    margin = facts.deadline * TIGHT_DEADLINE if facts.deadline else None
    room = facts.deadline * ROOM if facts.deadline else None  # the count with_margin prefers among ties
    within = facts.days * 24 if facts.deadline is None else None  # the period the volume covers
    for hours in (facts.deadline, margin, room, within, SAME_COST_WALL_HOURS):
        if hours:
            need = math.ceil(units / (got.per_gpu_hour * max(1e-6, hours - setup)) - 1e-9)
            if first <= need <= limit:
                counts.add(need)
    n, wall, usage, total, late, sooner = split_job(
        kb, facts, card.id, counts, lambda k: media_job.wall_hours(units, got.per_gpu_hour, k) + setup,
        cost_cap=cost_cap, within=within)
    p = price_card(kb, usage, card.id, n)
    unit_en, unit_zh = media_job.UNITS[facts.task]
    share_en, share_zh = ("clips", "视频") if facts.task == "video" else ("files", "文件")
    notes = [
        setup_note(setup, weights_gb),
        I18n(en=f"Job: {units:,.6g} {unit_en}. {got.basis.en}",
             zh=f"任务：{units:,.6g} {unit_zh}。{got.basis.zh}"),
        I18n(en=f"{n} GPU(s) each take their own share of the {share_en}: {n} × {media_job.fmt(got.per_gpu_hour)} "
                f"= {media_job.fmt(n * got.per_gpu_hour)} {unit_en} an hour → {hours_text(wall)} with the start-up. "
                "Separate single-GPU machines work as well as one machine: no GPU-to-GPU link is "
                "needed.",
             zh=f"{n} 张卡各处理一部分{share_zh}：{n} × {media_job.fmt(got.per_gpu_hour)} = 每小时 "
                f"{media_job.fmt(n * got.per_gpu_hour)} {unit_zh} → 含启动共 {hours_text_zh(wall)}。"
                "分开租几台单卡机器与一台多卡机器一样：不需要卡间互联。"),
    ]
    if facts.task == "video":
        notes.append(I18n(
            en=f"{units:,.0f} clips × {3600 / got.per_gpu_hour:,.1f} s a clip = "
               f"{units / got.per_gpu_hour:,.1f} GPU-hours of generation"
               + (f" ({facts.resolution})." if facts.resolution else "."),
            zh=f"{units:,.0f} 条 × 每条 {3600 / got.per_gpu_hour:,.1f} 秒 = "
               f"{units / got.per_gpu_hour:,.1f} 卡时的生成"
               + (f"（{facts.resolution}）。" if facts.resolution else "。")))
        if got.larger is not None:
            notes.append(got.larger)
    if facts.task == "transcribe":
        notes.append(transcribe_software(card))
    notes += filter(None, [unmeasured_off_cuda(card, wall, facts.deadline)])
    ch = p.choice
    if ch is not None:  # then why more GPUs than the fewest that meet --deadline (review 106)
        notes += filter(None, (billed_note(ch, wall, kb), fewer_note(kb, facts, card.id, n, total, ch.display_currency, lambda k: media_job.wall_hours(units, got.per_gpu_hour, k) + setup, first, cost_cap is not None)))  # noqa: E501
    if sooner is not None and ch is not None and total is not None:
        k, k_wall, k_total = sooner
        cur = ch.display_currency
        more = f", {money(k_total - total, cur)} more" if k_total > total + 0.005 else ""
        more_zh = f"，多 {money(k_total - total, cur)}" if more else ""
        notes.append(I18n(
            en=f"{k} GPUs finish it in {hours_text(k_wall)} for about the same ({money(k_total, cur)}{more}): the "
               "fewest GPUs that meet your deadline is the answer — take the sooner run unless one machine is "
               "simpler for you.",
            zh=f"{k} 张卡 {hours_text_zh(k_wall)} 就能完成，花费差不多（{money(k_total, cur)}{more_zh}）："
               "答案按满足期限的最少卡数给出——除非一台机器对你更省事，否则选更快的这个。"))
    if late and facts.deadline is not None:
        notes.append(I18n(en=f"Misses the {facts.deadline:g} h deadline even on {n} GPUs "
                             f"(--max-gpus {limit}).",
                          zh=f"即使用 {n} 张卡（--max-gpus {limit}）也赶不上 {facts.deadline:g} 小时的期限。"))
    elif facts.deadline is not None and wall > TIGHT_DEADLINE * facts.deadline:
        notes.append(tight_note(wall, facts.deadline))
    return Plan("media", card.id, n, 1, p, total, wall, wall * n, tuple(notes), late=late,
                speed_floor=got.floored)
