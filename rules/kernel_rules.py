"""`int4-kernels-missing` (issue 14): INT4 (AWQ / GPTQ-Marlin) weights under vLLM need compute
capability 7.5 or newer, so a V100/V100S or P40 is ruled out for them, with what runs
there instead. Ready to register with the rule base (rules/base/__init__.py RULES) once the card
fact carries ``"int4": rules.estimate.kernels.int4_fact(card, facts.engine or "vllm")``."""

from __future__ import annotations

from typing import Any

from durable.lang import c, m

from knowledge.schema import I18n
from rules.engine import Firing, Rule

# Imports nothing from rules.base, so rules/base/__init__.py can import this module without a
# cycle; reject / info behave as rules.base._common's.


def reject(f: Firing, card: str, en: str, zh: str, **params: Any) -> I18n:
    text = I18n(en=en.format(**params), zh=zh.format(**params))
    f.sink.reject(card, f.rule, text)
    return text


def info(f: Firing, alias: str, key: str) -> Any:
    fact = f.matched[alias]
    return f.sink.info[(fact["kind"], fact["card"])][key]


def _int4(f):
    card = f.card
    return reject(
        f, card["card"],
        "cannot run INT4 (AWQ / GPTQ-Marlin) weights under vLLM: its architecture ({arch}) is "
        "below compute capability 7.5; serve a GGUF Q4_K_M file with "
        "llama.cpp instead, or choose FP16/FP8 on a card that holds it.",
        "vLLM 下无法运行 INT4（AWQ / GPTQ-Marlin）权重：{arch} 架构低于计算能力 7.5；"
        "请改用 llama.cpp 加载 GGUF Q4_K_M 文件，或在装得下的卡上用 FP16/FP8。",
        arch=info(f, "card", "arch"))


RULES = [
    Rule(id="int4-kernels-missing", concern="memory", source="vllm-quant-hardware-latest",
         doc=I18n(en="INT4 AWQ/GPTQ weights in vLLM need compute capability 7.5 or newer "
                     "(AWQ and Marlin kernels; vLLM itself needs 7.5); older cards are ruled out "
                     "for them and pointed to llama.cpp GGUF.",
                  zh="vLLM 的 INT4 AWQ/GPTQ 权重需要计算能力 7.5 或更新（AWQ 与 Marlin 内核；"
                     "vLLM 本身也要求 7.5）；更老的卡不参与，改指向 llama.cpp GGUF。"),
         when=lambda: [c.job << (m.kind == "job") & (m.precision == "int4"),
                       c.card << (m.kind == "card") & (m.int4 == "no")],
         then=_int4, pri=12, shows={"job": ("precision",), "card": ("card", "arch", "int4")}),
]
