"""Blind review 110. C10-b: one RTX 4090 owned and a second weighed for Qwen3-32B + Whisper + BGE-M3 heard "as asked
(fp16) they do not hold 88.1 GB" (fp16 never asked) and never the 4-bit route on the two cards; "add a second card …,
or just rent?" read as a rent/buy conflict. C8: an API bill asked against self-hosting was never answered."""

from __future__ import annotations

import pytest

from advisor_tui.understand import parse

SHOP = ("I run a 5-person dev shop in Buenos Aires. I already have one RTX 4090 in a tower with a 1000W PSU. I want a "
        "single office box that runs Qwen3-32B for coding chat plus whisper-large-v3 for meeting notes and bge-m3 for "
        "search, for maybe 5 of us at once, 16k context. Should I add a second card to this box, or just rent? Buying "
        "hardware here is pricey, so budget for new hardware is about 2,500 USD.")


def _answer(capsys, say, lang="en"):
    from advisor_tui.cli import main

    assert main(["--lang", lang, "recommend", "--say", say]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("say", [
    "Should I add a second card to this box, or just rent?",
    "I have a 4090. Add another 4090, or keep renting?",
    "我有一张4090，再加一张卡还是直接租？",
])
def test_adding_a_card_or_renting_is_the_rent_or_buy_question(kb, say):
    u = parse(say, kb)
    assert not [c for c in u.conflicts if c.fact == "procure"]
    assert u.facts.get("procure") == "buy"


def test_the_owned_pair_is_tried_at_smaller_weights_for_several_models(capsys):
    out = _answer(capsys, SHOP)
    line = next(x for x in out.splitlines() if "your one rtx-4090 + another rtx-4090" in x)
    assert "at bf16/fp16 (the default) they do not hold 88.1 GB" in line and "as asked (fp16)" not in line
    # 4-bit weights with a 16-bit cache leave GPU 0 (its half of the chat model + Whisper + BGE-M3) over 25.6 GB;
    # with an FP8 cache the pair holds it
    assert "Qwen3-32B in 4-bit weights (AWQ) and an FP8 KV cache" in line and "2 would hold it" in line
    assert "35.7 GB in all; 23.4 of 25.6 GB usable on the fullest GPU" in line
    assert "cap each card at 300 W" in line
    assert "conflict" not in out.split("\n\n")[0]
    assert "(88.1 GB at bf16/fp16, the default)" in out and "run smaller weights (WHAT IF)" in out
