"""A load's unstated token counts are an assumption, and a first pick whose price may not hold (its seller
never says it rents single GPUs of a baseboard part) names, in the headline, the in-budget plan whose price
does — the Toronto consultation read at the end of the thirteenth session.

The consultation day is 2026-12-01 (tests/conftest.py sets GPU_ADVISOR_TODAY).
"""

from __future__ import annotations

import pytest

import knowledge
from rules.facts import resolve
from rules.pipeline import consult

TORONTO = {"task": "inference", "model": "mistral-small-24b", "rps": 8, "input_tokens": 1500,
           "output_tokens": 400, "budget": "about 3000 USD/month", "region": "intl", "interruptible": False,
           "buyer": "company", "public_service": True}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load()


def test_a_load_sized_on_token_counts_nobody_said_lists_them_as_assumed(kb):
    facts = resolve({"task": "inference", "model": "qwen3-8b", "rps": 3, "input_tokens": 800}, kb)
    assumed = dict(facts.assumed)
    assert assumed.get("output_tokens") == 500  # the default the load was sized on
    assert "input_tokens" not in assumed  # said: not an assumption
    quiet = resolve({"task": "inference", "model": "qwen3-8b"}, kb)
    assert "input_tokens" not in dict(quiet.assumed)  # no load, no token counts to assume


def test_an_unconfirmed_unit_pick_names_the_in_budget_plan_whose_price_holds(kb):
    result = consult(resolve(TORONTO, kb), kb)
    top = result.picks[0]
    assert any(w.rule == "unit-unknown-over-budget" for w in top.why)  # MI300X: Vultr never states its unit
    fallback = [w for w in result.what_if if w.fallback]
    assert len(fallback) == 1
    plan = fallback[0]
    assert plan.change.get("precision") == "fp8"  # the least lossy smaller precision first
    assert plan.card != top.card and plan.monthly_cost is not None
    assert plan.monthly_cost <= 3000 * 1.0  # within the budget as said
    stated = [o for o in kb.offers_for(plan.card) if o.min_gpus is not None]
    assert stated or kb.card(plan.card).max_pool_gpus < 8 or plan.gpus >= 8
    headline = " ".join(line.en for line in result.answer)
    assert "rents only whole nodes — within your budget" in headline


def test_a_pick_whose_price_holds_gets_no_fallback_line(kb):
    result = consult(resolve({**TORONTO, "input_tokens": 1000, "output_tokens": 300}, kb), kb)
    assert not any(w.rule == "unit-unknown-over-budget" for w in result.picks[0].why)
    assert not any(w.fallback for w in result.what_if)
