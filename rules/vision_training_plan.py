"""The plan of an image / video model's or a detector's training job of known size (review 98 c04, c09):
the images × epochs said, costed as the job — GPU-hours × price under each offer's billing unit, against
--deadline and the budget — never as hours a day × days. FLOPs: ``rules.estimate.image_training_flops``
(the LLM path's N·T over latent tokens) and ``rules.estimate.detection_training`` (the publisher's GFLOPs
a pass); the GPU count as a media job's (``rules.job_count.split_job``: cheapest, the fewest that meet the
deadline with a restart's margin).

    training_plan(kb, facts, req, card, first, limit, cost_cap) -> Plan   (this job's, else the LLM path's)
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from knowledge.text import money
from rules import jobplan
from rules.estimate import detection_training
from rules.estimate import image_training_flops as image_flops
from rules.estimate import job as job_est
from rules.estimate.capacity import dense_tflops
from rules.facts import Facts
from rules.job_count import ROOM, TIGHT_DEADLINE, split_job
from rules.job_notes import billed_note, hours_text, hours_text_zh, setup_note, tight_note
from rules.pricing import price_card

if TYPE_CHECKING:
    from rules.estimate.requirement import Requirement

DETECTION_LAUNCH = "yolo detect train model={model}.pt data=YOUR_DATA.yaml imgsz={imgsz} epochs={epochs:g} batch=-1 " \
                   "save_period=5"
DETECTION_RESUME = "yolo train resume model=runs/detect/train/weights/last.pt"


def training_plan(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, first: int, limit: int,
                  cost_cap: float | None = None) -> jobplan.Plan:
    """This module's plan where ``facts`` train an image model or a detector on a counted set, else the LLM's."""
    own = plan(kb, facts, req, card, first, limit, cost_cap)
    return own if own is not None else jobplan.training_plan(kb, facts, req, card, first, limit, cost_cap=cost_cap)


def imgsz(facts: Facts) -> int:
    """The training size in px: --imgsz, else the resolution said ('1280', '1280x1280', '1280px'), else the table's
    640."""
    if getattr(facts, "imgsz", None):
        return int(facts.imgsz)
    digits = [int(d) for d in re.findall(r"\d{3,4}", str(facts.resolution or ""))]
    return max(digits) if digits else detection_training.TABLE_IMGSZ


def plan(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, first: int, limit: int,
         cost_cap: float | None = None) -> jobplan.Plan | None:
    kind = image_flops.trains(kb, facts)
    model = image_flops.model_of(kb, facts)
    if kind is None or model is None:
        return None
    images, epochs = int(facts.samples or 0), float(facts.epochs or 1)
    weights_gb = model.params_b * 2  # a 16-bit checkpoint pulled
    setup = job_est.setup_hours(weights_gb)
    times: dict[int, Any] = {}
    if kind == "image":
        method = job_est.method_of(facts.task)
        j = image_flops.job(model, images, epochs, method, facts.gradient_checkpointing, facts.resolution)
        adapters = req.inputs.get("adapter_params_m") if isinstance(req.inputs, dict) else None
        share = min(1.0, float(adapters) / 1e3 / j.trained_b) if adapters else 1.0

        def wall_of(n: int) -> float:
            if n not in times:
                times[n] = job_est.job_time(
                    kb, card, n, params_b=j.trained_b, tokens=j.tokens, task=facts.task,
                    checkpointing=facts.gradient_checkpointing, engine=facts.engine, setup_hours=setup,
                    trainable_share=share, attention=j.attention, replicated=first == 1)
            return float(times[n].wall_hours)
        one_gpu = wall_of(1) - setup if first == 1 else None
    else:
        d = detection_training.job(model, images, epochs, imgsz(facts))
        compute = detection_training.gpu_hours(kb, card, d.flops)

        def wall_of(n: int) -> float:  # DDP copies, linear (rules.estimate.detection_training)
            return compute / n + setup
        one_gpu = compute
    counts = set(job_est.gpu_counts(first, max(first, limit)))
    for hours in (facts.deadline, facts.deadline and facts.deadline * TIGHT_DEADLINE,
                  facts.deadline and facts.deadline * ROOM):
        if hours and one_gpu and hours > setup:  # the fewest GPUs that meet the deadline (and with its margins)
            need = math.ceil(one_gpu / (hours - setup) - 1e-9)
            if first <= need <= limit:
                counts.add(need)
    n, wall, usage, total, late, _sooner = split_job(kb, facts, card.id, counts, wall_of, cost_cap=cost_cap)
    p = price_card(kb, usage, card.id, n)
    notes = [setup_note(setup, weights_gb)]
    if kind == "image":
        t = times[n]
        notes += _image_notes(card, model.name, j, t, images, epochs, facts.gradient_checkpointing, n)
        mfu = t.implied_mfu
        gpu_hours = t.gpu_hours
    else:
        notes += _detection_notes(kb, card, model, d, images, epochs, n, facts)
        mfu = None
        gpu_hours = wall * n
    ch = p.choice
    if ch is not None:
        notes.append(billed_note(ch, wall, kb))
    if late and facts.deadline is not None:
        notes.append(I18n(en=f"Misses the {facts.deadline:g} h deadline even on {n} GPUs.",
                          zh=f"即使用 {n} 张卡也赶不上 {facts.deadline:g} 小时的期限。"))
    elif facts.deadline is not None and wall > TIGHT_DEADLINE * facts.deadline:
        notes.append(tight_note(wall, facts.deadline))
    if total is not None and ch is not None and facts.deadline is not None and not late:
        cur = ch.display_currency
        notes.append(I18n(en=f"Within your {facts.deadline:g} h: {hours_text(wall)} on {n} GPU(s), {money(total, cur)} "
                             "for the whole job.",
                          zh=f"在你的 {facts.deadline:g} 小时内：{n} 张卡 {hours_text_zh(wall)}，"
                             f"整个任务 {money(total, cur)}。"))
    return jobplan.Plan("training", card.id, n, 1, p, total, wall, gpu_hours, tuple(notes), late=late, mfu=mfu)


def _image_notes(card: Card, name: str, j: image_flops.ImageJob, t: job_est.JobTime, images: int, epochs: float,
                 checkpointing: bool, n: int) -> list[I18n]:
    k = job_est.FULL_FLOPS if t.model_flops > job_est.ADAPTER_FLOPS * j.trained_b * 1e9 * j.tokens * 1.001 \
        else job_est.ADAPTER_FLOPS
    rec = " + 2·N recompute" if checkpointing else ""
    step_s = t.executed_flops * j.attention / (dense_tflops(card) * 1e12 * t.hfu) / j.steps  # one GPU's s a step
    out = [
        I18n(en=f"Job: {images:,} images × {epochs:g} epochs = {j.steps:,.0f} steps at batch 1 × "
                f"{j.tokens_per_sample:,} latent tokens an image = {j.tokens:,.0f} tokens × ({k}·N{rec}) "
                f"with N = {j.trained_b:g} B "
                f"({name}'s denoiser; its text encoders are frozen), × {j.attention:.2f} for the image's both-way "
                f"attention = {t.executed_flops * j.attention:.3g} FLOPs.",
             zh=f"任务：{images:,} 张 × {epochs:g} 轮 = {j.steps:,.0f} 步（batch 1）× 每张 "
                f"{j.tokens_per_sample:,} 个潜空间 token = {j.tokens:,.0f} token ×"
                f"（{k}·N{rec.replace(' recompute', '（重算）')}），N = {j.trained_b:g} B"
                f"（{name} 的去噪主干；文本编码器冻结），图像双向注意力 × {j.attention:.2f}，"
                f"共 {t.executed_flops * j.attention:.3g} FLOPs。"),
        I18n(en=f"{card.id}: {dense_tflops(card):g} dense TFLOPS × utilisation {t.hfu_text.en} — the LLM LoRA "
                f"measurement, borrowed for the diffusion transformer's matmuls → about {step_s:.1f} s a step on one "
                f"GPU; implied MFU {t.implied_mfu:.0%}.",
             zh=f"{card.id}：稠密 {dense_tflops(card):g} TFLOPS × 利用率 {t.hfu_text.zh}——借用大模型 LoRA 的实测，"
                f"用于扩散 transformer 的矩阵乘 → 单卡每步约 {step_s:.1f} 秒；折合 MFU {t.implied_mfu:.0%}。"),
    ]
    if n > 1:
        out.append(I18n(en=f"{n} GPUs, each with the whole model (data parallel): {t.speedup:.2f}× one card.",
                        zh=f"{n} 张卡，每张放整个模型（数据并行）：单卡的 {t.speedup:.2f} 倍。"))
    return out


def _detection_notes(kb: KnowledgeBase, card: Card, model: Any, d: detection_training.DetectionJob, images: int,
                     epochs: float, n: int, facts: Facts) -> list[I18n]:
    util, row, _src = detection_training.utilisation(kb)
    one = detection_training.gpu_hours(kb, card, d.flops)
    scale = (d.imgsz / detection_training.TABLE_IMGSZ) ** 2
    credited = detection_training.credited_tflops(kb, card)
    capped_en, capped_zh = ((f" (its {dense_tflops(card):g} held to the H100's: no detector run above it is on record)",
                             f"（其 {dense_tflops(card):g} 按 H100 计：没有更快卡上的检测训练实测）")
                            if credited < dense_tflops(card) else ("", ""))
    launch = DETECTION_LAUNCH.format(model=model.id, imgsz=d.imgsz, epochs=epochs)
    out = [
        I18n(en=f"Job: {images:,} images × {epochs:g} epochs = {images * epochs:,.0f} image passes × {d.gflops_640:g} "
                f"GFLOPs ({model.name} at 640 px, the publisher's table) × ({d.imgsz}/640)² = {scale:g} × 3 (forward + "
                f"backward) = {d.flops_per_image / 1e12:.2f} TFLOP an image → {d.flops:.3g} FLOPs.",
             zh=f"任务：{images:,} 张 × {epochs:g} 轮 = {images * epochs:,.0f} 次图像训练 × {d.gflops_640:g} GFLOPs"
                f"（{model.name} 640 px，官方表格）×（{d.imgsz}/640）² = {scale:g} × 3（前向 + 反向）= 每张 "
                f"{d.flops_per_image / 1e12:.2f} TFLOP → 共 {d.flops:.3g} FLOPs。"),
        I18n(en=f"{card.id}: {credited:g} dense FP16 TFLOPS{capped_en} × {util:.0%} ({row}: YOLOv5x trained COCO "
                f"for 300 epochs in 8 days on one V100, the publisher's README — a quarter of the peak) → "
                f"{hours_text(one)} on one GPU.",
             zh=f"{card.id}：稠密 FP16 {credited:g} TFLOPS{capped_zh} × {util:.0%}（{row}：官方 README 中 "
                f"YOLOv5x 在单张 V100 上 8 天训完 COCO 300 轮——约为峰值的四分之一）→ 单卡 {hours_text_zh(one)}。"),
        I18n(en=f"Launch: {launch}" + (f" (add device=0,1,… for {n} GPUs, DDP)" if n > 1 else "")
                + f"; save_period=5 keeps a checkpoint every 5 epochs — after a spot pre-emption: {DETECTION_RESUME}.",
             zh=f"启动命令：{launch}" + (f"（{n} 张卡加 device=0,1,…，DDP）" if n > 1 else "")
                + f"；save_period=5 每 5 轮存一次检查点——竞价实例被回收后：{DETECTION_RESUME}。"),
    ]
    if n > 1:
        out.append(I18n(en=f"{n} GPUs run DDP copies of the {model.params_b * 1e3:,.1f} M-parameter model: taken as "
                           f"{n}× one card (each step syncs about {model.params_b * 2:.2f} GB of gradients).",
                        zh=f"{n} 张卡各跑一份 {model.params_b * 1e3:,.1f} M 参数模型（DDP）：按单卡的 {n} 倍计"
                           f"（每步同步约 {model.params_b * 2:.2f} GB 梯度）。"))
    del facts
    return out
