"""The what-if's pre-check (rules.rentable.nothing_to_rent): a variant under which no card has an
offer to rent is not asked, as its answer could hold no pick. Each consultation here must answer
exactly as it does when every variant is asked."""

from __future__ import annotations

from typing import Any

import pytest

from rules.base import whatif
from rules.facts import resolve
from rules.pipeline import consult
from rules.pricing import eligible_offers, price_card
from rules.rentable import nothing_to_rent, rentable_cards

# a ₮ site-credit budget with mainland compliance: no seller rents any card for it (bench seed 0: #136, #312, #337)
RAW: list[dict[str, Any]] = [
    {"task": "inference", "model": "llama-3-70b", "precision": "int8", "context_tokens": 8192,
     "budget": {"amount": 19.53, "currency": "T-CREDIT", "unit": "hour"}, "compliance": True},
    {"task": "inference", "model": "yi-34b", "budget": {"amount": 38531.04, "currency": "T-CREDIT", "unit": "month"},
     "compliance": True, "priority": "speed"},
    {"task": "inference", "model": "deepseek-r1-distill-qwen-7b", "precision": "bf16", "context_tokens": 1024,
     "concurrency": 16, "budget": {"amount": 35726.21, "currency": "T-CREDIT", "unit": "month"},
     "compliance": True, "cuda_required": True, "hours_per_day": 8},
    # rentable: the pre-check lets every variant through
    {"task": "inference", "model": "qwen3-32b", "context_tokens": "32k", "region": "cn",
     "budget": {"amount": 3000, "currency": "CNY", "unit": "month"}},
]


def test_unrentable_variants_are_answered_as_when_asked(kb, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[bool] = []
    real = whatif.nothing_to_rent

    def spy(*args: Any) -> bool:
        said.append(real(*args))
        return said[-1]

    monkeypatch.setattr(whatif, "nothing_to_rent", spy)
    fast = [consult(raw, kb) for raw in RAW]
    assert said.count(True) >= 3 and False in said  # variants skipped, and some asked
    monkeypatch.setattr(whatif, "nothing_to_rent", lambda *args: False)  # ask every variant
    for raw, answer in zip(RAW, fast, strict=True):
        full = consult(raw, kb)
        assert answer.to_json("en") == full.to_json("en"), raw
        assert answer.to_json("zh") == full.to_json("zh"), raw


def test_nothing_to_rent_reads_the_offers_and_the_prices_handed_over(kb) -> None:
    credits = resolve(RAW[0], kb)
    cards = [c.id for c in kb.cards]
    assert nothing_to_rent(kb, credits, cards)
    assert not nothing_to_rent(kb, resolve(RAW[3], kb), cards)
    # buying, a card with no price is still a purchase to quote
    assert not nothing_to_rent(kb, resolve({**RAW[0], "procure": "buy"}, kb), cards)
    # a price handed over with a choice is one the variant would rank
    rentable = resolve(RAW[3], kb)
    priced = next(p for c in cards if (p := price_card(kb, rentable, c, 1)).choice is not None)
    assert not nothing_to_rent(kb, credits, cards, {(priced.card, 1): priced})
    assert nothing_to_rent(kb, credits, cards, {(priced.card, 1): price_card(kb, credits, priced.card, 1)})


# variants asked over every card (no cheap-card limit): a ₮ budget rents a few cards, a budget too small picks nothing
EVERY_CARD: list[dict[str, Any]] = [
    {"task": "inference", "model": "qwen2.5-72b", "precision": "int8", "context_tokens": "16k", "concurrency": 64,
     "budget": {"amount": 2.96, "currency": "T-CREDIT", "unit": "hour"}, "cuda_required": True, "interruptible": True},
    {"task": "inference", "model": "qwen3-32b", "context_tokens": "128K", "concurrency": 16,
     "budget": {"amount": 6333.59, "currency": "T-CREDIT", "unit": "month"}, "region": "cn", "cuda_required": True},
    {"task": "full-finetune", "model": "mistral-small-24b", "precision": "bf16", "batch": 4},
]


def test_variants_over_the_rentable_cards_answer_as_over_every_card(kb, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    real = whatif.rentable_cards

    def spy(*args: Any) -> Any:
        cards = real(*args)
        asked.append(len(kb.cards) if cards is None else len(cards))
        return cards

    monkeypatch.setattr(whatif, "rentable_cards", spy)
    fast = [consult(raw, kb) for raw in EVERY_CARD]
    assert asked and min(asked) < len(kb.cards)  # some variant was asked over fewer cards
    monkeypatch.setattr(whatif, "rentable_cards", lambda *args: None)  # every card
    for raw, answer in zip(EVERY_CARD, fast, strict=True):
        full = consult(raw, kb)
        assert answer.to_json("en") == full.to_json("en"), raw
        assert answer.to_json("zh") == full.to_json("zh"), raw


def test_rentable_cards_are_those_with_an_offer_or_a_price_handed_over(kb) -> None:
    credits, cards = resolve(RAW[0], kb), [c.id for c in kb.cards]
    assert rentable_cards(kb, credits, cards) == frozenset()
    assert rentable_cards(kb, resolve({**RAW[0], "procure": "buy"}, kb), cards) is None
    rentable = resolve(RAW[3], kb)
    assert rentable_cards(kb, rentable, cards) == {c for c in cards if eligible_offers(kb, rentable, c)[0]}
    priced = next(p for c in cards if (p := price_card(kb, rentable, c, 1)).choice is not None)
    assert rentable_cards(kb, credits, cards, {(priced.card, 1): priced}) == {priced.card}
