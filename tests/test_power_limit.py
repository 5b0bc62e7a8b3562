"""--max-power (review 18 C1: "the whole GPU setup must stay under 400 W" was read as a ¥4,000,000
budget; with the wattage read right, a card rated over the limit is out, and a pick of several GPUs
says what they draw together)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from knowledge.errors import InputError
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_a_card_rated_over_the_limit_is_out_with_its_rating_said():
    r = consult({"model": "qwen2.5-14b", "precision": "int4", "concurrency": 5, "context_tokens": "8k",
                 "region": "intl", "power_limit_w": 400}, what_if=False)
    why = {x.card: x.why for x in r.rejected}
    assert any(w.rule == "power-limit" and "450 W, over your 400 W limit" in w.text.en for w in why["rtx-4090"])
    assert all((KB.card(p.card).tdp_w or 0) <= 400 for p in r.picks)
    unlimited = consult({"model": "qwen2.5-14b", "precision": "int4", "concurrency": 5, "context_tokens": "8k",
                         "region": "intl"}, what_if=False)
    assert not any(w.rule == "power-limit" for x in unlimited.rejected for w in x.why)


def test_several_gpus_under_a_per_card_limit_say_what_they_draw_together():
    r = consult({"model": "llama-3.1-70b", "precision": "int4", "context_tokens": "32k", "concurrency": 4,
                 "region": "intl", "power_limit_w": 400}, what_if=False)
    top = r.picks[0]
    assert top.gpus_in_all > 1
    text = next(c.text.en for c in r.caveats if c.id == "power-limit-total")
    tdp = KB.card(top.card).tdp_w
    assert f"{top.gpus_in_all} GPUs × {tdp:g} W = {top.gpus_in_all * tdp:,.0f} W" in text


def test_a_card_with_no_published_board_power_cannot_be_checked():
    r = consult({"model": "qwen3-32b", "region": "cn", "domestic_chips": True, "power_limit_w": 2000,
                 "procure": "buy", "buyer": "company"},
                what_if=False)
    why = {x.card: x.why for x in r.rejected}
    assert any(w.rule == "power-limit" and "no published board power" in w.text.en for w in why["ascend-910c"])


@pytest.mark.parametrize("bad", ["abc", "-5", "0", "1e9"])
def test_a_bad_power_limit_is_refused_in_one_line(bad):
    with pytest.raises(InputError, match="max-power|power"):
        consult({"model": "qwen3-8b", "power_limit_w": bad}, what_if=False)


@settings(max_examples=25, deadline=None)
@given(limit=st.integers(60, 1500))
def test_no_pick_has_a_card_rated_over_the_limit(limit):
    r = consult({"model": "qwen3-8b", "region": "intl", "power_limit_w": limit}, what_if=False)
    assert all((KB.card(p.card).tdp_w or 0) <= limit for p in r.picks)


@pytest.mark.parametrize("said", ["300W", "300 watts", " 300 w"])
def test_a_power_limit_may_carry_its_unit(said):
    assert consult({"model": "qwen3-8b", "region": "intl", "power_limit_w": said},
                   what_if=False).facts.power_limit_w == 300
