"""Quantised-weight kernels (issue 14): which cards can run INT4 weights under the chosen engine.

The card fact's ``int4`` comes from rules.estimate.kernels.int4_fact (vLLM's AWQ / GPTQ-Marlin
kernels need compute capability 7.5; llama.cpp's GGUF runs from SM 5.0, on HIP and CANN too).
"""

from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, demote, info, m, reject, rule


@rule(id="int4-kernels-missing", concern="memory", source="vllm-quant-hardware-latest", pri=12,
      doc=I18n(en="INT4 AWQ/GPTQ weights in vLLM need compute capability 7.5 or newer (AWQ and "
                  "Marlin kernels; vLLM itself needs 7.5); older cards are ruled out for them "
                  "and pointed to llama.cpp GGUF.",
               zh="vLLM 的 INT4 AWQ/GPTQ 权重需要计算能力 7.5 或更新（AWQ 与 Marlin 内核；"
                  "vLLM 本身也要求 7.5）；更老的卡不参与，改指向 llama.cpp GGUF。"),
      when=lambda: [c.job << (m.kind == "job") & (m.precision == "int4"),
                    c.card << (m.kind == "card") & (m.int4 == "no")],
      shows={"job": ("precision",), "card": ("card", "arch", "int4")})
def int4_kernels_missing(f):
    return reject(
        f, f.card["card"],
        "cannot run INT4 (AWQ / GPTQ-Marlin) weights under vLLM: its architecture ({arch}) is "
        "below compute capability 7.5; serve a GGUF Q4_K_M file with llama.cpp instead, or "
        "choose FP16/FP8 on a card that holds it.",
        "vLLM 下无法运行 INT4（AWQ / GPTQ-Marlin）权重：{arch} 架构低于计算能力 7.5；"
        "请改用 llama.cpp 加载 GGUF Q4_K_M 文件，或在装得下的卡上用 FP16/FP8。",
        arch=info(f, "card", "arch"))


@rule(id="vllm-needs-volta", concern="memory", source="vllm-gpu-requirements", pri=12,
      doc=I18n(en="vLLM needs compute capability 7.0 or newer (7.5 in current releases): a Pascal or "
                  "older NVIDIA card cannot serve under it and is pointed to llama.cpp; a Volta card "
                  "(7.0) runs only an older release and ranks after cards current vLLM supports.",
               zh="vLLM 需要计算能力 7.0 及以上（当前版本 7.5）：Pascal 及更老的 NVIDIA 卡不能用它部署，"
                  "改指向 llama.cpp；Volta（7.0）只能用旧版 vLLM，排在当前 vLLM 支持的卡之后。"),
      when=lambda: [c.job << (m.kind == "job") & (m.engine == "vllm") & (m.task == "inference"),
                    c.card << (m.kind == "card") & (m.sm > 0) & (m.sm < 7.5)],
      shows={"job": ("engine", "task"), "card": ("card", "arch", "sm")})
def vllm_needs_volta(f):
    if f.card["sm"] >= 7.0:  # review 13 M6: a V100S headlined with a current `vllm serve` launch
        return demote(f, f.card["card"],
            "current vLLM needs compute capability 7.5 and {arch} is 7.0: it serves only on an older "
            "release (the v0.14 docs still list 7.0 — pin it), in FP16 (no BF16), without "
            "FlashAttention-2 — ranked after cards current vLLM supports.",
            "当前 vLLM 要求计算能力 7.5，{arch} 只有 7.0：只能用旧版（v0.14 文档仍写 7.0——需固定该版本），"
            "以 FP16 运行（不支持 BF16），没有 FlashAttention-2——排在当前 vLLM 支持的卡之后。",
            arch=info(f, "card", "arch"))
    return reject(
        f, f.card["card"],
        "cannot run vLLM (the default engine): its architecture ({arch}) is below compute "
        "capability 7.0 (current vLLM needs 7.5) — with --engine llama.cpp it can serve a GGUF file.",
        "无法运行 vLLM（默认引擎）：{arch} 架构低于计算能力 7.0（当前 vLLM 要求 7.5）——用 --engine llama.cpp "
        "可以加载 GGUF 文件部署。",
        arch=info(f, "card", "arch"))


@rule(id="rocm-int4", concern="caveats", source="vllm-quant-hardware-latest", pri=50,
      doc=I18n(en="INT4 weights on an AMD card: vLLM has no Marlin kernels on ROCm (its hardware "
                  "table marks AWQ / GPTQ unsupported there; the code runs AWQ through Triton), "
                  "while CDNA 3 runs FP8 natively.",
               zh="AMD 卡上的 INT4 权重：vLLM 在 ROCm 上没有 Marlin 内核（其硬件表标注 AWQ / GPTQ 不支持；"
                  "代码改走 Triton 的 AWQ），而 CDNA 3 原生支持 FP8。"),
      when=lambda: [c.job << (m.kind == "job") & (m.precision == "int4") & (m.engine == "vllm"),
                    c.p << (m.kind == "pick") & (m.ecosystem == "rocm")],
      shows={"job": ("precision", "engine"), "p": ("card", "ecosystem")},
      caveat="rocm-int4", show_order=21)
def rocm_int4(f):
    return caveat(f, (
        "INT4 on {card} (ROCm): vLLM's fast INT4 (Marlin) kernels are CUDA-only — its hardware "
        "table marks AWQ / GPTQ unsupported on AMD, and the code falls back to slower Triton AWQ "
        "(--quantization awq, an AWQ checkpoint). {card} runs FP8 natively: ask for --precision "
        "fp8 if it holds the model, or pick a CUDA card for INT4."), (
        "{card}（ROCm）上跑 INT4：vLLM 快速的 INT4（Marlin）内核只有 CUDA 版——其硬件表标注 AMD 不支持 "
        "AWQ / GPTQ，代码会退回到较慢的 Triton AWQ（--quantization awq，需要 AWQ 权重）。{card} 原生支持 "
        "FP8：装得下就改用 --precision fp8，或者 INT4 选 CUDA 卡。"),
        card=f.p["card"])


@rule(id="rocm-qlora", concern="caveats", source="bitsandbytes-install", pri=50,
      doc=I18n(en="QLoRA on an AMD card: its 4-bit layers come from bitsandbytes, whose ROCm builds are "
                  "official only from v0.50 (experimental in v0.48): check them on the rented box first.",
               zh="AMD 卡上做 QLoRA：4-bit 层来自 bitsandbytes，其 ROCm 版本从 v0.50 起才是正式支持（v0.48 "
                  "仍是实验性）：先在租到的机器上验证。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "qlora"),
                    c.p << (m.kind == "pick") & (m.ecosystem == "rocm")],
      shows={"job": ("task",), "p": ("card", "ecosystem")},
      caveat="rocm-qlora", show_order=23)
def rocm_qlora(f):
    return caveat(f, (
        "QLoRA on {card} (ROCm): the 4-bit NF4 layers come from bitsandbytes, whose AMD builds are "
        "official only from v0.50 (v0.48 still called them experimental) — install the ROCm wheel and run "
        "python -m bitsandbytes on the box before the job, or take a CUDA card."), (
        "{card}（ROCm）上做 QLoRA：4-bit NF4 层来自 bitsandbytes，其 AMD 版本从 v0.50 起才是正式支持"
        "（v0.48 仍标为实验性）——先装 ROCm 版并在机器上运行 python -m bitsandbytes 验证，或者选 CUDA 卡。"),
        card=f.p["card"])


RULES = declared(__name__)
