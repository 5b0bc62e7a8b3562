"""FP8 on a named card that only stores it (review 115 c7): "兩張 3090 跑 FP8 可以嗎？會不會很慢？" was answered
"2 張就裝得下 … 每路約 32 token/s" with no word that an Ampere card has no FP8 tensor cores — the weights take
half the memory, but vLLM computes them in 16-bit (W8A16 through Marlin), so FP8 buys no compute. A pick says so
in its fp8-weight-only caveat; a card the person named or owns, answered on its own line, says it there."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n


def fp8_stored_only(kb: Any, facts: Any, card_id: str) -> I18n | None:
    """The note for FP8 weights on a card with FP8 weight-only support; None elsewhere."""
    from rules.estimate.precision import fp8_support

    if kb is None or facts.precision != "fp8" or fp8_support(kb.card(card_id)) != "weight-only":
        return None
    return I18n(
        en=f"{card_id} has no FP8 tensor cores: the FP8 weights take half the memory, but vLLM computes them in "
           "16-bit (W8A16 through Marlin) — reading a prompt runs at BF16's speed, not FP8's.",
        zh=f"{card_id} 没有 FP8 Tensor Core：FP8 权重只省一半显存，vLLM 仍按 16 位计算（Marlin 的 W8A16）"
           "——读提示词按 BF16 的速度，而不是 FP8。")
