"""The pricing memo (rules.pricing) is keyed by the facts pricing reads: a fact it reads but does
not key on would give one consultation another's prices."""

from __future__ import annotations

from typing import Any

import pytest

from rules import pricing
from rules.facts import Facts, resolve


class _Reading:
    """Facts that record every field read, through properties too."""

    def __init__(self, facts: Facts) -> None:
        object.__setattr__(self, "_facts", facts)
        object.__setattr__(self, "read", set())

    def __getattr__(self, name: str) -> Any:
        attr = getattr(type(self._facts), name, None)
        if isinstance(attr, property):
            return attr.fget(self)  # its own reads are recorded field by field
        self.read.add(name)
        return getattr(self._facts, name)


RAW = [
    {"task": "inference", "model": "qwen3-32b"},
    {"task": "inference", "model": "qwen3-32b", "interruptible": True, "region": "cn",
     "budget": "3000/month", "invoice": "vat-special"},
    {"task": "full-finetune", "params_b": 70, "compliance": True, "hours_per_day": 8, "days": 10},
    {"task": "pretrain", "params_b": 8, "max_gpus": 16, "budget": "2 USD/hour"},
    {"task": "image", "model": "sdxl", "region": "intl"},
]


@pytest.mark.parametrize("raw", RAW)
def test_pricing_reads_only_the_facts_it_is_keyed_by(kb, raw):
    facts = resolve(raw, kb)
    allowed = set(pricing.PRICING_FACTS)
    for card in kb.cards:
        for gpus in (1, 2, 16):
            seen = _Reading(facts)
            pricing._find_cheapest(kb, seen, card.id, gpus, pricing.display_currency(facts))
            pricing._price_card(kb, seen, card.id, gpus, pricing.display_currency(facts))
            assert seen.read <= allowed | {"budget"}, (card.id, gpus, seen.read - allowed)
