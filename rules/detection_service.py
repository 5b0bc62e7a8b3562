"""A real-time object-detection service (task ``detection`` with --rps images a second): cards sized
for the frames a second the cameras send, not the detection-training memory row (review 91 c05:
"YOLOv8x 实时检测 8 路 1080p 摄像头，每路 30fps … 单卡功耗 75W 以内" was one T4 at 8 h a day, a third of
the 240 images a second it must keep up with).

Each card runs its own TensorRT copy of the model and takes a share of the streams; the rate takes
ceil(images/s ÷ (one card's images/s × the 80 % busy target)) cards (rules.estimate.detection for the
speed), one more (N+1) where the service must stay up. A line that runs round the clock is priced for
24 h a day unless the hours are said. Smaller models of the same family that need fewer cards are
offered beside it, and TensorRT INT8 qualitatively.

    service_plan(kb, facts, card, first) -> Plan
"""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n, Model
from knowledge.text import rate_text
from rules.estimate import detection
from rules.estimate.capacity import dense_tflops
from rules.estimate.load import TARGET_BUSY
from rules.facts import Facts
from rules.jobplan import Plan, total_for
from rules.pricing import price_card

LOW_POWER_W = 75  # a slot-powered card's budget (PCIe x16 slot: 75 W): the class of card the catalogue is thin in


def spare(facts: Facts) -> int:
    """One card more than the rate takes where the service must stay up (N+1)."""
    return 1 if facts.must_stay_up else 0


def load_gpus(kb: KnowledgeBase, model: Model, card: Card, rate: float) -> int:
    return detection.gpus_needed(rate, detection.images_per_s(kb, model, card), TARGET_BUSY)


def service_plan(kb: KnowledgeBase, facts: Facts, card: Card, first: int) -> Plan:
    """Cards of ``card`` that detect --rps images a second, each at most TARGET_BUSY busy (+1 where the
    service must stay up), priced for the hours a day they run."""
    model = detection.model_of(facts, kb)
    rate = float(facts.rps or 0)
    per_gpu = detection.images_per_s(kb, model, card)
    need = load_gpus(kb, model, card, rate)
    gpus = max(first, need + spare(facts))
    p = price_card(kb, facts, card.id, gpus)
    hours = (facts.hours_per_day or 24.0) * facts.days
    busy = rate / (gpus * per_gpu)
    ref = detection.reference(kb, model)
    src = model.source[0]
    extra_en = f" + 1 spare so the line keeps running when one card fails (N+1) = {gpus}" if spare(facts) else ""
    extra_zh = f" + 1 张备用卡，坏一张产线照常（N+1）= {gpus}" if spare(facts) else ""
    notes = [
        I18n(en=f"Load: {rate_text(rate)} images a second (frames from all cameras together) × "
                f"{model.detect_gflops:g} GFLOPs per {detection.IMGSZ}-px image ({model.name}, source {src}) = "
                f"{detection.sustained_tflops(model, rate):,.1f} TFLOP/s sustained. A 1080p frame is letterboxed "
                f"to {detection.IMGSZ} px (Ultralytics' default imgsz); imgsz=1280 costs about 4× as much.",
             zh=f"负载：每秒 {rate_text(rate)} 张图（所有摄像头的帧合计）× 每张 {detection.IMGSZ} px 图 "
                f"{model.detect_gflops:g} GFLOPs（{model.name}，来源 {src}）= 持续 "
                f"{detection.sustained_tflops(model, rate):,.1f} TFLOP/s。1080p 的帧会缩放到 {detection.IMGSZ} px"
                f"（Ultralytics 默认 imgsz）；imgsz=1280 的计算量约 4 倍。"),
        I18n(en=f"→ one {card.id} ≈ {per_gpu:,.0f} images/s: the publisher's {model.detect_ms:g} ms per image on "
                f"{ref.name} (TensorRT, batch 1) scaled by dense FP16 TFLOPS ({dense_tflops(card):g} / "
                f"{dense_tflops(ref):g}) — a planning estimate, not a benchmark of this card. The rate takes "
                f"{rate / per_gpu:,.2f} cards; at most {TARGET_BUSY:.0%} busy for bursts: {need} card(s){extra_en}, "
                f"{busy:.0%} busy. Batching the streams' frames (TensorRT batch 8) usually adds throughput — "
                f"measure it (yolo benchmark, trtexec) on one card before buying fewer.",
             zh=f"→ 一张 {card.id} 约每秒 {per_gpu:,.0f} 张：按发布方在 {ref.name} 上每张 {model.detect_ms:g} ms"
                f"（TensorRT，batch 1）按稠密 FP16 TFLOPS 换算（{dense_tflops(card):g} / {dense_tflops(ref):g}）——"
                f"规划用的估计，不是这张卡的实测。速率需要 {rate / per_gpu:,.2f} 张卡；每张最多 {TARGET_BUSY:.0%} "
                f"繁忙以留突发余量：{need} 张{extra_zh}，{busy:.0%} 繁忙。把各路的帧合批（TensorRT batch 8）"
                "通常还能更快——买少几张之前先在一张卡上实测（yolo benchmark、trtexec）。"),
    ]
    fewer = [(m, load_gpus(kb, m, card, rate)) for m in detection.smaller(kb, model)]
    fewer = [(m, n) for m, n in fewer if n + spare(facts) < gpus][:2]
    if fewer:
        en = "; ".join(f"{m.name} ({m.detect_gflops:g} GFLOPs): {n + spare(facts)} card(s)" for m, n in fewer)
        zh = "；".join(f"{m.name}（{m.detect_gflops:g} GFLOPs）：{n + spare(facts)} 张" for m, n in fewer)
        notes.append(I18n(
            en=f"What if a smaller model: {en} of {card.id} — check its accuracy on your own defects first (COCO "
               f"mAP in source {src}). TensorRT INT8 (export with int8=True and a calibration set) is faster again "
               "on tensor-core cards, at some accuracy: measure it, not counted here.",
            zh=f"如果换小一号的模型：{zh}（{card.id}）——先在你自己的缺陷样本上核对精度（COCO mAP 见来源 {src}）。"
               "TensorRT INT8（导出时 int8=True 并给校准集）在有张量核心的卡上还能更快，但会损失一些精度："
               "需实测，这里没有计入。"))
    hours_given = "hours_per_day" not in {name for name, _v in facts.assumed}
    notes.append(I18n(
        en="Each card runs its own copy and takes a share of the cameras. " + (
            f"They run {facts.hours_per_day:g} h a day." if hours_given else
            "A real-time line runs round the clock: assumed 24 h a day — say the shift hours (--hours-per-day) "
            "if fewer."),
        zh="每张卡各跑一份模型，分担一部分摄像头。" + (
            f"每天运行 {facts.hours_per_day:g} 小时。" if hours_given else
            "实时产线全天运行：按每天 24 小时假设——如果只开几个班次，请说明时长（--hours-per-day）。")))
    if facts.gpu_power_w and facts.gpu_power_w <= LOW_POWER_W:
        notes.append(I18n(
            en=f"Under {facts.gpu_power_w:g} W a card the catalogue holds few parts: it has no low-power inference "
               "cards such as Huawei's Atlas 300I Pro (Ascend 310P) and no edge boxes (Jetson) — ask vendors about "
               "those beside this answer; they are not compared here.",
            zh=f"单卡 {facts.gpu_power_w:g} W 以内，知识库里能选的卡很少：没有收录华为 Atlas 300I Pro（昇腾 310P）"
               "这类低功耗推理卡，也没有 Jetson 之类的边缘盒子——可另向厂商询问，这里没有比较。"))
    return Plan("detection-service", card.id, 1, gpus, p, total_for(p, facts.days), hours, hours * gpus, tuple(notes))


__all__ = ["load_gpus", "service_plan", "spare"]
