"""Euros (review 19 m5: a Berlin buyer's 'EUR 15,000' got no answer, and --currency EUR was refused even
with the person's own rate). No dated EUR rate is held, so a euro budget compares only through the
person's rate; without one it is refused in one line that says how to give it."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from knowledge.errors import InputError
from rules.pipeline import consult


def test_a_euro_budget_with_the_persons_rate_is_compared_in_euros():
    r = consult({"model": "qwen3-32b", "region": "intl", "budget": "1000 EUR/month", "fx": "EUR/USD=1.08"},
                what_if=False)
    top = r.picks[0]
    assert r.display_currency == "EUR" and top.currency == "EUR"
    assert top.offer.currency == "USD"
    assert top.monthly_cost == pytest.approx(top.offer.monthly_cost / 1.08, rel=1e-6)
    assert "€" in r.answer[0].en


@pytest.mark.parametrize("raw", [{"budget": "15000/total", "currency": "EUR"}, {"budget": "15000 EUR/total"},
                                 {"budget": "500 EUR/month"}, {"currency": "EUR"}])
def test_a_euro_budget_without_a_rate_is_refused_with_how_to_give_one(raw):
    with pytest.raises(InputError, match="EUR.*fx EUR/USD="):
        consult({"model": "qwen3-32b", "region": "intl", **raw}, what_if=False)


def test_euros_in_free_text_say_how_to_give_them():
    u = parse("buy a workstation for Qwen3 32B, budget EUR 15,000", knowledge.load(user_file=False))
    note = next(x for x in u.unresolved if x.kind == "budget")
    assert "--currency EUR --fx EUR/USD=RATE" in note.note.en and "budget" not in u.facts
