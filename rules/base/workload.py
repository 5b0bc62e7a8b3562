"""What *faster* means depends on the workload (seed 004 §3.3)."""

from __future__ import annotations

from rules.base._common import I18n, c, conclude, declared, m, reject, rule

ORDERS = {
    "bandwidth": I18n(en="memory > bandwidth > FP16 compute", zh="显存 > 带宽 > FP16 算力"),
    "fp16": I18n(en="memory > FP16 compute > bandwidth", zh="显存 > FP16 算力 > 带宽"),
    "fp16-nvlink": I18n(en="FP16 compute > bandwidth > NVLink", zh="FP16 算力 > 带宽 > NVLink"),
    "compute": I18n(en="memory > compute > bandwidth", zh="显存 > 算力 > 带宽"),
    "render": I18n(en="memory > RT cores > FP32 shader TFLOPS (tensor TFLOPS unused)",
                   zh="显存 > RT 光追核心 > FP32 着色算力（不用 Tensor 算力）"),
}


def _task_in(*tasks: str):
    cond = m.task == tasks[0]
    for task in tasks[1:]:
        cond = cond | (m.task == task)
    return cond


def _compare_by(f, name: str):
    f.sink.metric(name, f.rule)
    order = ORDERS[name]
    return conclude("For {task}, cards are compared by {order_en}.",
                    "{task} 任务的比较顺序：{order_zh}。",
                    task=f.job["task"], order_en=order.en, order_zh=order.zh)


@rule(id="priority-inference", concern="workload", source="seed-004", pri=5,
      doc=I18n(en="LLM inference: memory > bandwidth > FP16 — decode reads every weight per token.",
               zh="大模型推理：显存 > 带宽 > FP16——每生成一个 token 都要把权重读一遍。"),
      when=lambda: [c.job << (m.kind == "job") & _task_in("inference")],
      shows={"job": ("task",)})
def priority_inference(f):
    return _compare_by(f, "bandwidth")


@rule(id="priority-finetune", concern="workload", source="seed-004", pri=5,
      doc=I18n(en="LoRA / QLoRA: memory > FP16 compute > bandwidth.",
               zh="LoRA / QLoRA：显存 > FP16 算力 > 带宽。"),
      when=lambda: [c.job << (m.kind == "job") & _task_in("lora", "qlora")],
      shows={"job": ("task",)})
def priority_finetune(f):
    return _compare_by(f, "fp16")


@rule(id="priority-training", concern="workload", source="seed-004", pri=5,
      doc=I18n(en="Pre-training / full fine-tuning: FP16 compute > bandwidth > NVLink.",
               zh="预训练 / 全参微调：FP16 算力 > 带宽 > NVLink。"),
      when=lambda: [c.job << (m.kind == "job") & _task_in("full-finetune", "pretrain")],
      shows={"job": ("task",)})
def priority_training(f):
    return _compare_by(f, "fp16-nvlink")


@rule(id="priority-multimodal", concern="workload", source="seed-004", pri=5,
      doc=I18n(en="Image / video and other single-GPU work: memory > compute > bandwidth.",
               zh="图像 / 视频等单卡任务：显存 > 算力 > 带宽。"),
      when=lambda: [c.job << (m.kind == "job")
                    & _task_in("image", "video", "transcribe", "detection", "learn")],
      shows={"job": ("task",)})
def priority_multimodal(f):
    return _compare_by(f, "compute")


@rule(id="priority-embedding", concern="workload", source="narayanan-2021-megatron", pri=5,
      doc=I18n(en="An embedding / rerank service: memory > FP16 compute > bandwidth — an encoder reads each text "
                  "once in batched forward passes, compute-bound (2 FLOPs per weight per token), with no decoding.",
               zh="向量 / 重排服务：显存 > FP16 算力 > 带宽——编码器对每段文本做一次批量前向计算，受算力约束"
                  "（每 token 每个权重 2 FLOPs），没有逐 token 解码。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "embedding")],
      shows={"job": ("task",)})
def priority_embedding(f):
    return _compare_by(f, "fp16")


@rule(id="priority-render", concern="workload", source="blender-cycles-gpu-docs", pri=5,
      doc=I18n(en="Rendering (Cycles, Octane): memory for the scene, then RT cores and FP32 "
                  "shader throughput; tensor TFLOPS do not render.",
               zh="渲染（Cycles、Octane）：先看能否装下场景，再看 RT 光追核心与 FP32 着色算力；"
                  "Tensor 算力不参与渲染。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "render")],
      shows={"job": ("task",)})
def priority_render(f):
    return _compare_by(f, "render")


@rule(id="render-needs-rt-cores", concern="workload", source="blender-cycles-gpu-docs", pri=12,
      doc=I18n(en="A card without RT cores (A100, H100/H200/H20, B200, MI300X, Ascend) is not "
                  "rented for rendering: OptiX needs them and the price pays for tensor cores "
                  "the renderer does not use.",
               zh="没有 RT 光追核心的卡（A100、H100/H200/H20、B200、MI300X、昇腾）不租来渲染："
                  "OptiX 需要 RT 核心，而价格买的是渲染用不到的 Tensor 算力。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "render"),
                    c.card << (m.kind == "card") & (m.rt == "no")],
      shows={"job": ("task",), "card": ("card", "rt")})
def render_needs_rt_cores(f):
    return reject(
        f, f.card["card"],
        "no RT cores: Cycles/Octane render with OptiX on RT cores; here they would fall back to "
        "CUDA shading while you pay for tensor TFLOPS no renderer uses.",
        "没有 RT 光追核心：Cycles/Octane 用 OptiX 调用 RT 核心渲染；这张卡只能退回 CUDA 着色，"
        "而你付费买的 Tensor 算力渲染器用不上。")


RULES = declared(__name__)
