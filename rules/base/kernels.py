"""Quantised-weight kernels (issue 14): which cards can run INT4 weights under the chosen engine.

The card fact's ``int4`` comes from rules.estimate.kernels.int4_fact (vLLM's AWQ / GPTQ-Marlin
kernels need compute capability 7.5; llama.cpp's GGUF runs from SM 5.0, on HIP and CANN too).
"""

from __future__ import annotations

from rules.base._common import I18n, c, declared, info, m, reject, rule


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


RULES = declared(__name__)
