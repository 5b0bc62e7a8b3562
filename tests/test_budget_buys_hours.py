"""A total budget with no hours, days or job size said is priced by the hour, and each pick says how many
hours the budget buys (found in a consultation: '$50 total to play with Llama 3.1 8B for a few weekends'
was priced as 24 h × 30 days and every one of 35 cards was ruled out)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.fact_personal import budget_bought_hours
from rules.pipeline import consult


def test_a_total_budget_with_no_usage_says_how_many_hours_it_buys():
    r = consult({"model": "llama-3.1-8b", "budget": "50/total", "currency": "USD", "region": "intl"})
    assert budget_bought_hours(r.facts) and r.picks
    top = r.picks[0]
    hour = top.monthly_cost / 30
    assert f"your $50.00 buys {50 / hour:,.0f} hours of it" in r.answer[0].en
    assert any("each card is priced for one hour" in n.en for n in r.facts.notes)
    assert not any(n.en.startswith("One person's own use") for n in r.facts.notes)


def test_said_usage_a_sized_job_or_a_load_keeps_its_own_costing():
    said = consult({"model": "llama-3.1-8b", "budget": "50/total", "currency": "USD", "region": "intl",
                    "hours_per_day": 2, "days": 10}, what_if=False)
    sized = consult({"task": "lora", "model": "qwen2.5-7b", "budget": "50/total", "currency": "USD",
                     "region": "intl", "train_tokens": "20M"}, what_if=False)
    load = consult({"model": "llama-3.1-8b", "budget": "500/total", "currency": "USD", "region": "intl",
                    "rps": 2}, what_if=False)
    monthly = consult({"model": "llama-3.1-8b", "budget": "50/month", "currency": "USD", "region": "intl"},
                      what_if=False)
    assert not any(budget_bought_hours(r.facts) for r in (said, sized, load, monthly))


@settings(max_examples=20, deadline=None)
@given(amount=st.integers(5, 5000))
def test_the_hours_a_total_buys_never_cost_more_than_the_total(amount):
    r = consult({"model": "qwen3-8b", "budget": f"{amount}/total", "currency": "USD", "region": "intl"},
                what_if=False)
    for p in r.picks:
        assert p.monthly_cost / 30 <= amount + 1e-6  # at least an hour of it fits the budget
