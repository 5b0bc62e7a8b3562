"""Software ecosystem: CUDA vs ROCm (MI300X) vs CANN (Ascend) (seeds 000, 001, 002, 004)."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, declared, m, reject, rule


def _not_cuda(f, stack: str):
    return reject(
        f, f.card["card"],
        "you need CUDA, and this card runs {stack}: custom CUDA kernels and CUDA-only libraries "
        "would have to be ported.",
        "你的任务依赖 CUDA，这张卡跑的是 {stack}：自定义 CUDA kernel 与只支持 CUDA 的库要移植。",
        stack=stack)


@rule(id="cuda-required-excludes-rocm", concern="ecosystem", source="seed-000", pri=30,
      doc=I18n(en="--cuda-required rules out ROCm cards (AMD MI300X).",
               zh="--cuda-required 时排除 ROCm 卡（AMD MI300X）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.cuda == "yes"),
                    c.card << (m.kind == "card") & (m.ecosystem == "rocm")],
      shows={"job": ("cuda",), "card": ("card", "ecosystem")})
def cuda_required_excludes_rocm(f):
    return _not_cuda(f, "ROCm")


@rule(id="cuda-required-excludes-cann", concern="ecosystem", source="seed-002", pri=30,
      doc=I18n(en="--cuda-required rules out CANN cards (Huawei Ascend).",
               zh="--cuda-required 时排除 CANN 卡（华为昇腾）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.cuda == "yes"),
                    c.card << (m.kind == "card") & (m.ecosystem == "cann")],
      shows={"job": ("cuda",), "card": ("card", "ecosystem")})
def cuda_required_excludes_cann(f):
    return _not_cuda(f, "CANN / MindSpore / torch-npu")


RULES = declared(__name__)
