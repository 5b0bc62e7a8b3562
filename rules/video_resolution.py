"""A lower resolution the video model makes, for the what-if (review 77 C11: a public Wan2.1-14B 720p service "needs
¥175,874 a month" against ¥50,000, where 480p on the same cards costs ¥26–49k — never said)."""

from __future__ import annotations

from typing import Any


def lines(resolution: Any) -> int:
    """720 for '720p' (0 where none is said or it does not read)."""
    digits = "".join(ch for ch in str(resolution or "") if ch.isdigit())
    return int(digits) if digits else 0


def lower_resolution(facts: Any, kb: Any) -> str | None:
    """The highest resolution the model makes below the one asked; None for no video job or none lower."""
    model = facts.model_record(kb) if kb is not None and facts.task == "video" and facts.model else None
    lower = [r for r in getattr(model, "resolutions", ()) or () if lines(r) < lines(facts.resolution)]
    return max(lower, key=lines) if lower else None
