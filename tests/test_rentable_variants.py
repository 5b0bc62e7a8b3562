"""A variant asked over the cards renting can price has the picks of the same variant asked over every card
(rules.rentable.ask_over_rentable): the saving the what-if, CUDA, rental, serving, budget, peak, region, seller and
invoice lines take changes none of their answers."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import knowledge
from bench.varied import varied_facts
from knowledge.errors import InputError
from rules.facts import resolve, with_changes
from rules.pipeline import consult
from rules.rentable import ask_over_rentable, rentable_cards

KB = knowledge.load(user_file=False)
FACTS = varied_facts(KB, 120, seed=0)
# the changes the rules that read a variant's picks ask under (rules.rentable's docstring names them)
CHANGES = (
    {"cuda_required": True},  # rules.cuda_lead, rules.cuda_line
    {"cuda_required": True, "budget": None},  # rules.cuda_line: the cheapest CUDA plan over the budget
    {"procure": "rent"},  # rules.rent_instead
    {"budget": None},  # rules.base.budget_whatif, rules.invoice_alt
    {"providers": None},  # rules.named_seller
    {"region": "cn"},  # rules.base.region_whatif
    {"region": "intl"},
    {"concurrency": 1},  # rules.base.whatif_refine
    {"precision": "fp8", "kv_precision": "fp8"},  # rules.base.budget_whatif's confirmed precision
)


def _variant(facts, **options):
    return consult(facts, KB, what_if=False, _variant=True, **options)


def _changed(i: int, change: dict) -> object:
    try:
        return with_changes(resolve(FACTS[i], KB), KB, **change)
    except InputError:
        return None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(FACTS) - 1), st.sampled_from(CHANGES))
def test_a_variant_over_rentable_cards_picks_as_over_every_card(i, change):
    changed = _changed(i, change)
    assume(changed is not None)
    whole = _variant(changed)
    rentable = ask_over_rentable(consult, changed, KB, what_if=False, _variant=True)
    assert rentable.picks == whole.picks
    assert (rentable.requirement, rentable.display_currency, rentable.facts) == (
        whole.requirement, whole.display_currency, whole.facts)


@pytest.mark.parametrize("i", range(0, 120, 15))
def test_a_purchase_is_asked_over_every_card(i):
    changed = _changed(i, {"procure": "buy"})
    if changed is None:
        pytest.skip("facts a purchase refuses")
    assert rentable_cards(KB, changed, (c.id for c in KB.cards)) is None
    seen = {}

    def ask(facts, kb, **options):
        seen.update(options)
        return _variant(facts)

    ask_over_rentable(ask, changed, KB, what_if=False, _variant=True)
    assert seen["_cards"] is None


def test_cards_given_are_narrowed_to_those_renting_prices():
    changed = with_changes(resolve({"task": "inference", "model": "qwen2.5-7b", "region": "cn"}, KB), KB)
    given_cards = frozenset(c.id for c in KB.cards)
    seen = {}

    def ask(facts, kb, **options):
        seen.update(options)
        return _variant(facts, _cards=options["_cards"])

    result = ask_over_rentable(ask, changed, KB, what_if=False, _variant=True, _cards=given_cards)
    assert seen["_cards"] == rentable_cards(KB, changed, given_cards)
    assert seen["_cards"] < given_cards  # (some cards have no mainland offer)
    assert result.picks == _variant(changed, _cards=given_cards).picks
