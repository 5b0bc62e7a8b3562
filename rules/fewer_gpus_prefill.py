"""A smaller precision that halves a served model's GPUs halves the compute that reads each prompt, unless the new
precision computes faster too: FP8 on Ampere is stored in 8 bits but computed in 16 (W8A16), and 4-bit weights are
read through 16-bit kernels, so 2 × A100 read a prompt in about twice the time 4 did. The what-if said the saving and
not that (note 50: a Warsaw fintech's Llama 3.3 70B on 4 × A100, "2 × A100 is enough at $2,002/month" — its time to
first token about doubles). Decode holds: each token reads half the bytes over half the bandwidth."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from rules.estimate import precision as precision_mod


def prompt_read_said(kb: Any, facts: Any, lead: Any, best: Any, copies: int, change: dict[str, Any],
                     text: I18n) -> I18n:
    """``text`` with the slower prompt read said, where the what-if serves one copy of the same card on fewer GPUs
    than the lead and computes no faster per GPU."""
    if facts.task != "inference" or lead is None or lead.card != best.card or copies != 1 \
            or getattr(lead, "replicas", 1) != 1 or best.gpus >= lead.gpus:
        return text
    precision = change.get("precision")
    if precision == "fp8" and precision_mod.fp8_support(kb.card(best.card)) == "native":
        return text  # FP8 tensor cores read the prompt at twice the 16-bit rate on half the GPUs
    if precision not in ("fp8", "int4"):
        return text
    factor = lead.gpus / best.gpus
    gpus_en = "one GPU's" if best.gpus == 1 else f"{best.gpus} GPUs'"
    return I18n(en=f"{text.en} Its prompts are read on {gpus_en} compute instead of {lead.gpus} (the weights are "
                   f"computed in 16-bit): the time to first token is about {factor:g}× the lead's; the speed of each "
                   "token after it holds.",
                zh=f"{text.zh}提示词改由 {best.gpus} 张卡（而不是 {lead.gpus} 张）的算力读入（权重仍按 16 位计算）："
                   f"首字延迟约为首选方案的 {factor:g} 倍；之后每个 token 的速度不变。")
