"""Issue 13 `api-alternative` beside a real consultation: DeepSeek-R1 served in China at a stated
load, compared with DeepSeek's own API in the pick's currency (no currency guessed)."""

from __future__ import annotations

import dataclasses

import pytest

import knowledge
from rules.base import api as api_alternative
from rules.estimate import api_cost
from rules.facts import resolve
from rules.pipeline import consult

LOAD = {"model": "deepseek-r1", "region": "cn", "rps": 0.5, "input_tokens": 2000,
        "output_tokens": 1000}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load()


@pytest.fixture(scope="module")
def served(kb):
    result = consult(LOAD, kb, what_if=False)
    return resolve(LOAD, kb), result.picks[0]


def test_r1_in_china_gets_both_deepseek_tiers_in_cny(kb, served):
    facts, pick = served
    assert pick.currency == "CNY" and pick.monthly_cost > 0
    found = api_alternative.alternatives(kb, facts, pick)
    assert [a.price.api_model for a in found] == ["deepseek-flash", "deepseek-v4-pro"]
    flash = found[0]
    # 0.5 req/s × 24 h × 30 d = 1.296 M requests: 2,592 M in, 1,296 M out; peak 35 of 168 h
    assert flash.tokens.input == pytest.approx(2592e6)
    share = 35 / 168
    want = (2592 * 2.0 + 1296 * 8.0) * (share + (1 - share) * 0.5)
    assert flash.api_cost == pytest.approx(want)
    assert flash.rental_cost == pick.monthly_cost
    text = api_alternative.api_alternative(kb, facts, pick)
    assert "a newer model" in text.en and "deepseek-v4-pro" in text.zh
    assert flash.price.source == "deepseek-api-pricing-zh"  # the CNY page prices a CNY pick


def test_the_answer_carries_the_comparison_as_a_caveat_and_a_trace_step(kb):
    result = consult(LOAD, kb, what_if=False)
    cav = next(c for c in result.caveats if c.id == "api-alternative")
    assert cav.rule == "api-alternative" and cav.card == result.picks[0].card
    assert any(e.rule == "api-alternative" for e in result.trace)


def test_no_load_no_comparison(kb, served):
    facts, pick = served
    assert api_alternative.api_alternative(kb, dataclasses.replace(facts, rps=None), pick) is None
    assert api_alternative.api_alternative(kb, dataclasses.replace(facts, model="llama-3.1-70b"),
                                           pick) is None


def test_no_price_in_the_picks_currency_no_guess(kb, served):
    facts, pick = served
    credits = dataclasses.replace(pick, currency="T-CREDIT")
    assert api_alternative.alternatives(kb, facts, credits) == ()


def test_business_hours_pay_the_peak_rate(kb, served):
    facts, pick = served
    eight = dataclasses.replace(facts, hours_per_day=8)
    flash = api_alternative.alternatives(kb, eight, pick)[0]
    assert flash.api_cost == pytest.approx(
        api_cost.monthly_api_cost(flash.price, rps=0.5, input_tokens=2000, output_tokens=1000,
                                  hours_per_day=8, days=facts.days))


def test_the_rule_is_a_sourced_trace_step(kb):
    (rule,) = api_alternative.RULES
    assert rule.id == api_alternative.CAVEAT_ID and rule.when is None and rule.decide is not None
    assert rule.source in kb.sources_by_id


def test_the_api_and_the_rental_are_compared_over_the_same_days(kb):
    """Review 32 C3: two years of API were set against one month of rent ('the rental is 6.8×
    cheaper' where the API was 3.6× cheaper over the same two years)."""
    intl = {"model": "deepseek-v3", "region": "intl", "rps": 5, "input_tokens": 1000, "output_tokens": 500}
    ratios = []
    for days in (30, 730):
        facts = resolve({**intl, "days": days}, kb)
        pick = consult(facts, kb, what_if=False).picks[0]
        found = api_alternative.alternatives(kb, facts, pick)
        assert found
        rent = pick.monthly_cost * days / 30
        assert f"over {days:g} days" in found[0].text.en
        assert f"{rent:,.0f}" in found[0].text.en
        ratios.append(found[0].api_cost / rent)
    assert ratios[0] == pytest.approx(ratios[1], rel=0.02)  # the verdict does not hang on the period
