"""What *faster* means depends on the workload (seed 004 §3.3)."""

from __future__ import annotations

from rules.base._common import I18n, Rule, c, conclude, m

ORDERS = {
    "bandwidth": I18n(en="memory > bandwidth > FP16 compute", zh="显存 > 带宽 > FP16 算力"),
    "fp16": I18n(en="memory > FP16 compute > bandwidth", zh="显存 > FP16 算力 > 带宽"),
    "fp16-nvlink": I18n(en="FP16 compute > bandwidth > NVLink", zh="FP16 算力 > 带宽 > NVLink"),
    "compute": I18n(en="memory > compute > bandwidth", zh="显存 > 算力 > 带宽"),
}


def _metric(name: str):
    def then(f):
        f.sink.metric(name, f.rule)
        order = ORDERS[name]
        return conclude("For {task}, cards are compared by {order_en}.",
                        "{task} 任务的比较顺序：{order_zh}。",
                        task=f.job["task"], order_en=order.en, order_zh=order.zh)

    return then


def _rule(rule_id, tasks, metric, doc):
    cond = None
    for task in tasks:
        term = m.task == task
        cond = term if cond is None else (cond | term)
    return Rule(id=rule_id, concern="workload", source="seed-004", doc=doc,
                when=lambda: [c.job << (m.kind == "job") & cond],
                then=_metric(metric), pri=5, shows={"job": ("task",)})


RULES = [
    _rule("priority-inference", ("inference",), "bandwidth",
          I18n(en="LLM inference: memory > bandwidth > FP16 — decode reads every weight per token.",
               zh="大模型推理：显存 > 带宽 > FP16——每生成一个 token 都要把权重读一遍。")),
    _rule("priority-finetune", ("lora", "qlora"), "fp16",
          I18n(en="LoRA / QLoRA: memory > FP16 compute > bandwidth.",
               zh="LoRA / QLoRA：显存 > FP16 算力 > 带宽。")),
    _rule("priority-training", ("full-finetune", "pretrain"), "fp16-nvlink",
          I18n(en="Pre-training / full fine-tuning: FP16 compute > bandwidth > NVLink.",
               zh="预训练 / 全参微调：FP16 算力 > 带宽 > NVLink。")),
    _rule("priority-multimodal",
          ("image", "video", "render", "transcribe", "detection", "learn"), "compute",
          I18n(en="Image / video and other single-GPU work: memory > compute > bandwidth.",
               zh="图像 / 视频等单卡任务：显存 > 算力 > 带宽。")),
]
