"""`detection-training` (review 102 c08): what bites a detector's training job of known size, said once under the
caveats. Its speed is the card's dense FP16 tensor peak × one V100 measurement (rules.estimate.detection_training):
cards of another generation may rank otherwise — no published per-card YOLO training throughput was found to calibrate
it (searched: Ultralytics docs and issues, 2026-12-06), only user reports that cut the other way — so the answer says
so and asks for one epoch timed before many GPUs are rented. Then the three things the time leaves out: the CPU that
feeds mosaic augmentation, the data upload, and the batch AutoBatch picks at a large imgsz (docs.ultralytics.com)."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step

CAVEAT_ID = "detection-training"
WORKERS = 8  # Ultralytics' default dataloader workers, per RANK (one per GPU) — docs.ultralytics.com/modes/train
AUTOBATCH = 0.6  # batch=-1 sizes the batch to 60 % of the card's memory (ultralytics/utils/autobatch.py)
TABLE_IMGSZ = 640  # the publisher's GFLOPs size (rules.estimate.detection_training)


@step(id="detection-training", concern="caveats", source="ultralytics-train-docs", caveat=CAVEAT_ID, show_order=165,
      doc=I18n(en="A detector trained on a counted set: its speed across card generations is scaled by tensor peak "
                  "from one V100 run — time one epoch first; CPU cores for augmentation, the upload, AutoBatch at a "
                  "large imgsz.",
               zh="按张数训练检测模型：跨代显卡的速度是用张量峰值从一次 V100 实测缩放的——先实测一个 epoch；"
                  "数据增强要的 CPU 核数、上传数据、大 imgsz 下 AutoBatch 选的 batch。"))
def detection_training(facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    if facts.task != "detection" or not (facts.samples and facts.epochs) or facts.rps \
            or getattr(pick, "job", None) is None:  # a detector's training job, sized (rules.vision_training_plan)
        return None
    images = int(facts.samples)
    px = int(facts.imgsz or TABLE_IMGSZ)
    raw_gb = images * px * px * 3 / 1e9  # decoded 8-bit RGB, as cache=ram / cache=disk hold them
    gpus = int(getattr(pick, "gpus", 1) or 1)
    vcpus = WORKERS * gpus
    area = (px / TABLE_IMGSZ) ** 2
    text = I18n(
        en=f"Speed is scaled, not measured, across card generations: each card's YOLO training rate is its dense FP16 "
           f"tensor peak (with FP32 accumulate — what PyTorch AMP's matrix multiplies use on GeForce cards, "
           f"pytorch#123157) × the share one V100 run reached. A YOLO step is also held back by memory bandwidth, "
           f"BatchNorm and the data loader, and users report other orders (an RTX 4090 faster than an A100 with AMP, "
           f"ultralytics#15054) — so a newer GeForce card may train this faster than ranked here. Time one epoch (or a "
           f"few hundred iterations) on the pick and on the next candidate before renting {gpus} GPU(s) for the run. "
           f"Also outside the time: mosaic augmentation of {px}-px images runs on the CPU — Ultralytics starts "
           f"{WORKERS} loader workers per GPU, so ask for at least {vcpus} vCPUs (or cache=disk: {images:,} decoded "
           f"images at {px}² are about {raw_gb:,.0f} GB); the data must be uploaded first (up to {raw_gb:,.0f} GB "
           f"uncompressed, less as JPEG — put it on the platform's persistent storage before the GPUs start); "
           f"batch=-1 fills {AUTOBATCH:.0%} of the card's memory, and at imgsz={px} each image needs {area:.2g}× the "
           f"activations of 640, so it picks a small batch — check the batch it logs.",
        zh=f"跨代显卡的速度是缩放出来的，不是实测：每张卡的 YOLO 训练速度 = 稠密 FP16 张量峰值（FP32 累加——PyTorch AMP "
           f"的矩阵乘在 GeForce 卡上就用这个，pytorch#123157）× 一次 V100 实测达到的比例。YOLO 的一步还受显存带宽、"
           f"BatchNorm 和数据加载限制，用户也报告过相反的排序（开 AMP 时 RTX 4090 比 A100 快，ultralytics#15054）"
           f"——所以较新的 GeForce 卡训练这个任务可能比这里排的更快。租 {gpus} 张卡跑全程之前，先在推荐卡和下一个候选卡"
           f"上各实测一个 epoch（或几百个 iteration）。另外不在时长之内：{px} px 图像的 mosaic 数据增强在 CPU 上做——"
           f"Ultralytics 每张卡起 {WORKERS} 个加载进程，至少要 {vcpus} 个 vCPU（或用 cache=disk：{images:,} 张 {px}² "
           f"解码后约 {raw_gb:,.0f} GB）；数据要先上传（未压缩最多 {raw_gb:,.0f} GB，JPEG 会小得多——开卡前先放到平台"
           f"的持久存储上）；batch=-1 按显存的 {AUTOBATCH:.0%} 选 batch，imgsz={px} 时每张图的激活是 640 的 "
           f"{area:.2g} 倍，选出的 batch 会很小——看它日志里选了多少。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, detection_training, text)
        sink.step(detection_training, {"card": pick.card, "images": images, "imgsz": px, "gpus": gpus}, text)
    return text


RULES = declared(__name__)
