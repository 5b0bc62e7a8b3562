"""--max-power (review 18 C1: "the whole GPU setup must stay under 400 W" was read as a ¥4,000,000
budget; with the wattage read right, a card rated over the limit is out, and a pick of several GPUs
says what they draw together). Review 20 M1: the limit is for the GPUs together, so it caps how
many GPUs a job may take."""

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


def test_the_limit_is_for_the_gpus_together_and_a_pick_says_what_it_leaves():
    # review 20 M1: "1500 W max for the whole machine" took 8 × RTX 5090 (4,600 W) as 'faster'
    r = consult({"model": "llama-3.1-70b", "precision": "bf16", "context_tokens": "8k", "region": "intl",
                 "procure": "buy", "power_limit_w": 1500}, what_if=False)
    assert r.picks and all(p.gpus_in_all * KB.card(p.card).tdp_w <= 1500 for p in r.picks)
    top = r.picks[0]
    assert top.gpus_in_all > 1
    tdp = KB.card(top.card).tdp_w
    text = next(c.text.en for c in r.caveats if c.id == "power-limit-total")
    total = top.gpus_in_all * tdp
    assert f"{top.gpus_in_all} × {tdp:g} W = {total:,.0f} W" in text and f"leaves {1500 - total:,.0f} W" in text
    why = {x.card: " ".join(w.text.en for w in x.why if w.rule == "power-limit") for x in r.rejected}
    assert "over your 1500 W limit for the GPUs together" in why["rtx-5090"]


def test_a_limit_said_of_the_gpu_itself_is_not_charged_for_the_rest_of_the_machine():
    # review 97 c08 m1: "the GPU must stay under 350 W" limits the GPU, not the box: "leaves 50 W of your 350 W for the
    # rest of the machine … that is tight" was noise there; said of the GPUs, the pick is within it, with the PSU
    # sized for the whole box
    facts = {"model": "qwen3-8b", "region": "intl", "procure": "buy", "buyer": "company", "power_limit_w": 350}
    box = next(c.text for c in consult(facts, what_if=False).caveats if c.id == "power-limit-total")
    assert "for the rest of the machine" in box.en
    gpu = next(c.text for c in consult({**facts, "power_limit_gpus": True}, what_if=False).caveats
               if c.id == "power-limit-total")
    assert "within the 350 W for the GPUs together" in gpu.en and "leaves" not in gpu.en
    assert "about 750 W for the whole box" in gpu.en  # the host's ~400 W added once (leftovers50 #8)
    assert "显卡合计的 350 W 以内" in gpu.zh and "电源请按整机配" in gpu.zh


@pytest.mark.parametrize("said, gpus", [
    ("Buy one card for Qwen3-8B. It goes in a normal office tower, so the GPU must stay under 350 W.", True),
    ("买一张卡跑 Qwen3-8B，显卡功耗 350W 以内", True),
    ("Buy cards for Qwen3-32B; the GPUs together can't go over 600 W", True),
    # a whole machine's limit is read as the GPUs' own figure with the host's share kept out (leftovers50 #8)
    ("Buy cards for Qwen3-32B; the whole machine must stay under 1500 W", True),
    ("买卡跑 Qwen3-32B，整机功耗不超过 800W", True),
    ("buy 2 cards for qwen3-32b, the GPU setup must stay under 400 W", None),
])
def test_the_reader_says_whether_a_power_limit_is_the_gpus_own(said, gpus):
    from advisor_tui.understand.read import parse

    u = parse(said, KB)
    assert u.facts.get("power_limit_w") and u.implied().get("power_limit_gpus") is gpus
    assert "power_limit_gpus" not in u.implied({"power_limit_w": 500})  # another limit given: not these words


def test_a_load_that_needs_more_gpus_than_the_limit_allows_rules_the_card_out():
    r = consult({"model": "qwen3-8b", "region": "intl", "rps": 40, "input_tokens": 2000, "output_tokens": 500,
                 "power_limit_w": 1000}, what_if=False)
    assert all(p.gpus_in_all * KB.card(p.card).tdp_w <= 1000 for p in r.picks)


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
def test_no_pick_draws_more_than_the_limit_together(limit):
    for facts in ({"model": "qwen3-8b", "region": "intl"},
                  {"model": "qwen3-32b", "region": "intl", "concurrency": 16, "context_tokens": "32k"},
                  {"model": "qwen3-8b", "task": "lora", "train_tokens": "200M", "region": "intl"}):
        r = consult({**facts, "power_limit_w": limit}, what_if=False)
        assert all(p.gpus_in_all * (KB.card(p.card).tdp_w or 0) <= limit for p in r.picks)


@pytest.mark.parametrize("said", ["300W", "300 watts", " 300 w"])
def test_a_power_limit_may_carry_its_unit(said):
    assert consult({"model": "qwen3-8b", "region": "intl", "power_limit_w": said},
                   what_if=False).facts.power_limit_w == 300


def test_a_limit_per_gpu_holds_each_card_and_lets_a_job_take_several():
    # "单卡功耗 300W 以内，最多 4 张卡" (heldout23 #52): read as 300 W for the GPUs together it would allow
    # one 300 W card where the lab asked for up to four
    r = consult({"model": "qwen3-32b", "context_tokens": "32k", "concurrency": 4, "region": "intl",
                 "max_gpus": 4, "gpu_power_w": "300W"}, what_if=False)
    assert r.picks and all((KB.card(p.card).tdp_w or 0) <= 300 for p in r.picks)
    why = {x.card: " ".join(w.text.en for w in x.why if w.rule == "power-limit") for x in r.rejected}
    assert "450 W, over your 300 W limit per GPU" in why["rtx-4090"]
    assert any(p.gpus_in_all > 1 for p in r.picks)  # several 300 W cards together are allowed


@settings(max_examples=20, deadline=None)
@given(limit=st.integers(100, 1200), together=st.integers(300, 6000))
def test_both_limits_hold_at_once(limit, together):
    r = consult({"model": "qwen3-32b", "region": "intl", "concurrency": 8, "context_tokens": "32k",
                 "gpu_power_w": limit, "power_limit_w": together}, what_if=False)
    for p in r.picks:
        tdp = KB.card(p.card).tdp_w or 0
        assert tdp <= limit and p.gpus_in_all * tdp <= together


def test_a_pick_with_room_under_the_limit_says_what_it_leaves_too():
    """Review 46: the README promises each pick says what it leaves for the rest of the machine; a pick well under
    --max-power said nothing."""
    # at most 4 GPUs: else 8 × RTX 5060 Ti 16GB (1,440 W of GPUs, inside the 1,500 W said) is the cheapest enough
    r = consult({"model": "qwen3-32b", "region": "intl", "procure": "buy", "budget": "15000/total USD",
                 "power_limit_w": 1500, "max_gpus": 4}, what_if=False)
    top = r.picks[0]
    total = top.gpus_in_all * KB.card(top.card).tdp_w
    assert 1500 - total >= 400
    text = next(c.text for c in r.caveats if c.id == "power-limit-total")
    assert f"leaving {1500 - total:,.0f} W of your 1500 W for the rest of the machine" in text.en
    assert "还剩" in text.zh
