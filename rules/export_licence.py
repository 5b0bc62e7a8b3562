"""When new exports of a card to China began to need a US licence — the dates the buying rules say (rules.base.buying
buy-cn-licence-uncertain) and the card facts carry."""

from __future__ import annotations

from typing import Any

LICENCE_2025 = "nvidia-h20-license-2025"
EXPORT_RULE_2023 = "2023-11"  # the Interim Final Rule of 2023-10-17 took effect in November (nvidia-8k-2023-10)
EIGHT_K_2023 = "nvidia-8k-2023-10"


def licence_since(card: Any) -> str | None:
    """When new exports of a part otherwise lawful to run in China began to need a US licence (None: never did)."""
    sources = card.source or ()
    if LICENCE_2025 in sources:
        return "2025-04"
    return EXPORT_RULE_2023 if EIGHT_K_2023 in sources and card.china_status != "export-restricted" else None
