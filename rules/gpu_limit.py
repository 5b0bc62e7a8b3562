"""The most GPUs of a card a job may take under --max-gpus and --max-power — outside rules.base, so the speed targets
that size copies ask it without importing the rule base (rules.base → copies → concurrency_copies → speed_target)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from rules.place_power import binding_power

if TYPE_CHECKING:
    from knowledge.schema import Card
    from rules.facts import Facts


def gpu_limit(card: Card, facts: Facts) -> int:
    """The most GPUs of ``card`` the job may take: --max-gpus, and under --max-power as many as
    fit the limit together (none where the card's board power is not published)."""
    together = binding_power(facts)[0]
    if not together:
        return facts.max_gpus
    if not card.tdp_w:
        return 0
    return min(facts.max_gpus, math.floor(together / card.tdp_w + 1e-9))
