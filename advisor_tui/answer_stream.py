"""How long one answer of the stated length takes to stream at a pick's speed per sequence: "≈ 13 tokens/s per
sequence" is a 115-second answer for 1,500 tokens, which a person planning a product needs said beside the pick
(review 97 c09), not worked out."""

from __future__ import annotations

from typing import Any

from advisor_tui.i18n import tr


def answer_stream_line(facts: Any, throughput: dict[str, Any] | None, lang: str) -> str | None:
    """'     - a 1,500-token answer streams in ≈ 115 s (1.9 min) at that speed', or None with no length said."""
    tokens = int(getattr(facts, "output_tokens", None) or 0)
    speed = float((throughput or {}).get("decode_tokens_per_s") or 0.0)
    if tokens <= 0 or speed <= 0:
        return None
    seconds = tokens / speed
    said = f"{seconds:,.0f} s" + (f" ({seconds / 60:,.1f} min)" if seconds >= 90 else "")
    said_zh = f"{seconds:,.0f} 秒" + (f"（{seconds / 60:,.1f} 分钟）" if seconds >= 90 else "")
    return tr(lang, f"     - a {tokens:,}-token answer streams in ≈ {said} at that speed per sequence",
              f"     - 按这个单路速度，{tokens:,} token 的回答约 {said_zh} 输出完")
