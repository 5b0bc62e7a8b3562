"""The families of phrasing heldout23 exposed, in both languages and in wordings beyond the batch's, so that
the family is what is read, not the batch's rows."""

from __future__ import annotations

import pytest

import knowledge
from rules.facts import Budget
from tests.understand_helpers import read_facts as _facts


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


# heldout23 #17: a bare amount in a session counted in euros is the session's currency, not refused for a rate
@pytest.mark.parametrize("text, budget", [
    ("around 40 a day", Budget(40.0, "EUR", "day")),
    ("500 a month, tops", Budget(500.0, "EUR", "month")),
    ("一天 40 左右", Budget(40.0, "EUR", "day")),
])
def test_an_amount_in_the_session_currency(kb, text, budget):
    got = _facts(kb, text, question="budget", currency="EUR")["budget"]
    assert (got.amount, got.currency, got.unit) == (budget.amount, budget.currency, budget.unit)


def test_the_session_currency_keeps_the_other_facts(kb):
    facts = _facts(kb, "qwen3 8b, around 40 a day", question="model", currency="EUR")
    assert facts["model"] == "qwen3-8b" and facts["budget"].currency == "EUR"


def test_a_euro_sign_outside_a_euro_session_is_still_asked(kb):
    assert "budget" not in _facts(kb, "budget €40 a day")
