"""What a fine-tune that saves checkpoints needs beyond its GPUs (review 102 c10): the disk the saves take, and, run on
interruptible machines, whether the price shown is a spot one.

`checkpoint-disk`: a full fine-tune's checkpoint holds the weights and the optimizer states (Transformers' Trainer
writes both into each checkpoint-N folder so that a run resumes), the estimate's own bytes a parameter; the saves are
the run's optimizer steps ÷ --save_steps, each step the launch line's GPUs × batch × accumulation (× the sequence
length, packed). --save_total_limit (TrainingArguments) deletes the older checkpoints in --output_dir, and the launch
line keeps two.
`spot-price-unknown`: the knowledge base holds no spot / preemptible price, so an interruptible run's cost is the
on-demand one — said so the spot discount is not read into the figure.
"""

from __future__ import annotations

import math
import re
from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step
from rules.base.spot_resume import spot_resume

DISK_CAVEAT = "checkpoint-disk"
SPOT_CAVEAT = "spot-price-unknown"
KEPT = 2  # --save_total_limit in the launch line (rules.launch)


def _flag(launch: str, name: str, default: int) -> int:
    got = re.search(rf"--{name} (\d+)", launch)
    return int(got.group(1)) if got else default


def optimizer_steps(facts: Any, launch: str, gpus: int) -> int:
    """The optimizer steps the launch line takes over the run: packed tokens (or samples) × epochs ÷ one step's."""
    batch = _flag(launch, "per_device_train_batch_size", 1) * _flag(launch, "gradient_accumulation_steps", 1)
    per_step = max(1, _flag(launch, "num_processes", gpus) * batch)
    epochs = float(facts.epochs or 1)
    if facts.train_tokens:
        return math.ceil(float(facts.train_tokens) * epochs / (per_step * _flag(launch, "max_length", 1)))
    return math.ceil(float(facts.samples or 0) * epochs / per_step)


@step(id="checkpoint-disk", concern="caveats", source="hf-training-args-save-total-limit", caveat=DISK_CAVEAT,
      show_order=162,
      doc=I18n(en="A full fine-tune saving checkpoints: how many saves, what each holds (weights and optimizer states) "
                  "and the disk they take; the launch line keeps the newest two (--save_total_limit 2).",
               zh="全参数微调存检查点：存几次、每个检查点多大（权重加优化器状态）、一共占多少盘；启动命令只保留最新两个"
                  "（--save_total_limit 2）。"))
def checkpoint_disk(facts: Any, req: Any, pick: Any, sink: Any = None) -> I18n | None:
    launch = getattr(pick, "launch", None) or ""
    every = facts.save_steps
    inputs = getattr(req, "inputs", {}) or {}
    if not (facts.is_training and every and facts.task in ("full-finetune", "pretrain") and "--save_steps" in launch
            and inputs.get("optimizer_bytes")):
        return None
    steps = optimizer_steps(facts, launch, pick.gpus)
    saves = steps // every
    if saves < 1:
        return None
    bpp = float(inputs.get("weight_bytes", 2.0)) + float(inputs["optimizer_bytes"])
    each = float(req.params_b) * bpp  # GB: 10^9 parameters × bytes
    kept = min(saves, KEPT)
    limit = " --save_total_limit 2" in launch
    text = I18n(
        en=f"Checkpoint disk: about {steps:,} optimizer steps at this launch line, so {saves:,} saves at every "
           f"{every:,} steps; each holds the weights and the optimizer states, {bpp:g} B a parameter × "
           f"{float(req.params_b):g} B = {each:,.0f} GB. All {saves:,} would take {saves * each / 1000:,.1f} TB"
           + (f"; --save_total_limit {KEPT} in the launch line keeps the newest {kept}, about {kept * each:,.0f} GB "
              "(one more while a save is written): size the volume --output_dir is on for that." if limit else "."),
        zh=f"检查点占盘：按这条启动命令约 {steps:,} 个优化器步，每 {every:,} 步存一次，共 {saves:,} 次；"
           f"每个检查点含权重和优化器状态，每参数 {bpp:g} 字节 × {float(req.params_b):g} B = {each:,.0f} GB。"
           f"全部留着要 {saves * each / 1000:,.1f} TB"
           + (f"；启动命令里的 --save_total_limit {KEPT} 只保留最新 {kept} 个，约 {kept * each:,.0f} GB（写新检查点时"
              "再多一个）：--output_dir 所在的卷按这个大小准备。" if limit else "。"))
    if sink is not None:
        sink.caveat(DISK_CAVEAT, checkpoint_disk, text)
        sink.step(checkpoint_disk, {"card": pick.card, "saves": saves, "checkpoint_gb": round(each, 1)}, text)
    return text


@step(id="spot-price-unknown", concern="caveats", source="seed-001", caveat=SPOT_CAVEAT, show_order=164,
      doc=I18n(en="An interruptible run priced at an offer that is not a spot one: no spot price is on file, the "
                  "on-demand price is shown.",
               zh="可中断的任务按非竞价报价计价：知识库没有竞价价格，显示的是按量价。"))
def spot_price_unknown(facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    offer = getattr(pick, "offer", None)
    if not facts.interruptible or offer is None or "spot" in offer.flags:
        return None
    text = I18n(
        en=f"No spot / preemptible price for {pick.card} at {offer.provider_name} is on file: the prices shown are "
           "on-demand — a spot instance, where the seller offers one, costs less than the figure here.",
        zh=f"知识库没有 {offer.provider_name} 上 {pick.card} 的竞价 / 抢占式价格：这里显示的是按量价——"
           "平台若有竞价实例，会比这里的数字便宜。")
    if sink is not None:
        sink.caveat(SPOT_CAVEAT, spot_price_unknown, text)
        sink.step(spot_price_unknown, {"card": pick.card, "provider": offer.provider}, text)
    return text


def checkpoints(facts: Any, req: Any, pick: Any, sink: Any) -> None:
    """The pipeline's one call: resuming on spot (rules.base.spot_resume), the spot price, the checkpoints' disk."""
    spot_resume(facts, pick, sink)
    spot_price_unknown(facts, pick, sink)
    checkpoint_disk(facts, req, pick, sink)


RULES = declared(__name__)
