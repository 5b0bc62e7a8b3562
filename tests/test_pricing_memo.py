"""The pricing memo (rules.pricing) is keyed by the facts pricing reads: a fact it reads but does
not key on would give one consultation another's prices."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from rules import pricing, pricing_keys
from rules.facts import Facts, resolve
from rules.facts_for_usage import with_usage


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
    {"task": "lora", "model": "qwen3-14b", "samples": 5000, "tokens_per_sample": 1000, "epochs": 3,
     "budget": "300/month CNY"},
]


@pytest.mark.parametrize("raw", RAW)
def test_pricing_reads_only_the_facts_it_is_keyed_by(kb, raw):
    facts = resolve(raw, kb)
    allowed = set(pricing.PRICING_FACTS)
    one_off = _Reading(facts)
    pricing.one_off(one_off)  # the price memo keys on this (a one-off job's budget period)
    pricing.serves_others(one_off)  # and on this (whose sellers a service abroad avoids)
    pricing.ongoing(one_off)  # and on this (a use that goes on sets promotional prices aside)
    pricing.own_bot(one_off)  # and on this (a person's own bot may use a marketplace box)
    allowed |= one_off.read
    for card in kb.cards:
        for gpus in (1, 2, 16):
            seen = _Reading(facts)
            pricing._find_cheapest(kb, seen, card.id, gpus, pricing.display_currency(facts))
            pricing._cost_choice(kb, seen, card.id, gpus, pricing.display_currency(facts))  # unmemoized
            pricing._price_card(kb, seen, card.id, gpus, pricing.display_currency(facts))
            # price_card's own memo keys on the budget and the runs a month besides (what the budget is checked by)
            assert seen.read <= allowed | {"budget", "runs_per_month"}, (card.id, gpus, seen.read - allowed)


@pytest.mark.parametrize("raw", RAW + [
    {"task": "lora", "model": "llama-3.1-8b", "budget": "500 CNY/total", "region": "cn"},
    {"task": "transcribe", "model": "whisper-large-v3", "budget": "40/day", "fx": "USD/CNY=7.1"},
    {"model": "qwen2.5-7b", "generate_tokens": 15_000_000, "runs_per_month": 30, "budget": "200/month", "region": "cn"},
])
def test_a_sized_jobs_row_figures_are_price_cards(kb, raw):
    """A sized job compares GPU counts by ``monthly_and_over`` and prices only its pick in full:
    the two must agree to the bit, or a job would pick by one figure and show another."""
    facts = resolve(raw, kb)
    for card in kb.cards:
        for gpus in (1, 3, 8, 16):
            for hours, days in ((24.0, 0.3), (5.5, 1.0), (24.0, 2.75), (24.0, 45.0)):
                usage = with_usage(facts, hours_per_day=hours, days=days)
                p = pricing.price_card(kb, usage, card.id, gpus)
                shown = p.choice.monthly_display if p.choice is not None else None
                assert pricing.monthly_and_over(kb, usage, card.id, gpus) == (shown, p.over_budget)


@pytest.mark.parametrize("raw", RAW + [
    {"task": "inference", "model": "qwen3-32b", "budget": "400/month T-CREDIT", "no_marketplace": True},
    {"task": "inference", "model": "qwen3-32b", "region": "intl", "providers": "runpod,no-aws",
     "gpu_hour_price": "2 USD/hour", "no_mainland_sellers": True},
])
def test_eligible_offers_read_only_the_facts_they_are_keyed_by(kb, raw):
    """eligible_offers' memo keys on ELIGIBLE_FACTS, on own_bot / serves_others / ongoing and on the budget's
    currency: a fact it reads besides would give one consultation another's offers."""
    facts = resolve(raw, kb)
    keyed = _Reading(facts)
    pricing.own_bot(keyed)
    pricing.serves_others(keyed)
    pricing.ongoing(keyed)
    allowed = set(pricing_keys.ELIGIBLE_FACTS) | keyed.read | {"budget", "task", "buyer"}  # (the last three: see below)
    for card in kb.cards:
        seen = _Reading(facts)
        assert pricing._eligible_offers(kb, seen, card.id) == pricing.eligible_offers(kb, facts, card.id)
        assert seen.read <= allowed, (card.id, seen.read - allowed)


@pytest.mark.parametrize("raw", RAW)
def test_eligible_offers_keyed_alike_are_alike(kb, raw):
    """The memo keys on the task, the buyer and the budget in the form eligible_offers reads them (serving or not, a
    company or not, site credits or not): facts that differ otherwise in those get the same offers."""
    from rules.facts import Budget

    base = resolve(raw, kb)
    variants = [dataclasses.replace(base, task=task, buyer=buyer, budget=budget)
                for task in ("inference", "lora", "pretrain", "image", "transcribe", "embedding")
                for buyer in ("individual", "company")
                for budget in (None, Budget(300.0, "USD", "month"), Budget(2.0, "CNY", "hour"),
                               Budget(400.0, "T-CREDIT", "month"))]
    for card in kb.cards:
        by_key: dict[Any, Any] = {}
        for facts in variants:
            got = pricing._eligible_offers(kb, facts, card.id)
            assert by_key.setdefault(pricing._eligible_key(kb, facts, card.id), got) == got, (card.id, facts)


@pytest.mark.parametrize("raw", RAW)
def test_with_usage_is_dataclasses_replace(kb, raw):
    facts = resolve(raw, kb)
    fast = with_usage(facts, hours_per_day=7.5, days=2.25)
    assert vars(fast) == vars(dataclasses.replace(facts, hours_per_day=7.5, days=2.25))
    assert vars(facts)["days"] != 2.25  # the original is left as it was


def test_a_costed_offer_is_the_same_whichever_facts_chose_it(kb):
    """The full costing is memoised by the offer, the GPUs billed, the usage and the display currency: the choices
    of facts asked after others (the memo warm) are those worked out afresh."""
    cases = [(resolve(raw, kb), card.id, gpus) for raw in RAW for card in kb.cards for gpus in (1, 2, 8, 16)]
    warm = [pricing._cost_choice(kb, f, cid, n, pricing.display_currency(f)) for f, cid, n in cases]
    for (facts, cid, gpus), got in zip(cases, warm):
        pricing._COSTED.clear()
        assert pricing._cost_choice(kb, facts, cid, gpus, pricing.display_currency(facts)) == got, (cid, gpus)


@pytest.mark.parametrize("raw", RAW)
def test_prices_keyed_alike_are_alike(kb, raw):
    """The price memos key on the facts in the form pricing reads them (rules.pricing._usage_key): facts that differ
    otherwise get the same cheapest offer, the same costing and, with the same budget, the same price."""
    base = resolve(raw, kb)
    variants = [dataclasses.replace(base, task=task, buyer=buyer, interruptible=interruptible)
                for task in ("inference", "lora", "pretrain", "full-finetune", "image", "transcribe", "embedding")
                for buyer in ("individual", "company") for interruptible in (False, True)]
    for card in kb.cards:
        for gpus in (1, 2, 8, 16):
            by_key: dict[Any, Any] = {}
            for facts in variants:
                for memo in (pricing._ELIGIBLE, pricing._CHEAPEST, pricing._CHOSEN, pricing._COSTED):
                    memo.clear()  # each worked out afresh
                display = pricing.display_currency(facts)
                got = (pricing._find_cheapest(kb, facts, card.id, gpus, display),
                       pricing._price_card(kb, facts, card.id, gpus, display))
                key = (pricing._usage_key(kb, facts, card.id, gpus, display), facts.budget, pricing.one_off(facts))
                assert by_key.setdefault(key, got) == got, (card.id, gpus, facts.task, facts.buyer)
