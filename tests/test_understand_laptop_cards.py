"""A laptop GPU named like a desktop card is not the desktop card (review 96 c08: "an RTX 4090 Laptop (16 GB)" was
answered as the 24 GB desktop RTX 4090, rented)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse

KB = knowledge.load(user_file=False)


@pytest.mark.parametrize("text", [
    "Should I buy an RTX 4090 Laptop (16 GB) for about 3,000 EUR or just rent? QLoRA of Mistral 7B",
    "my gaming laptop with an RTX 3080 Ti — can it fine-tune qwen3 4b?",
    "我想买个游戏本，笔记本 4090 能跑 qwen3 8b 吗",
    "4090 mobile enough for llama 3.1 8b?",
])
def test_a_laptop_part_is_no_desktop_card(text):
    got = parse(text, KB, strict=True)
    assert not any(c.card in ("rtx-4090", "rtx-3080ti") for c in got.mentioned_cards)
    assert any("laptop GPU" in n.en for n in got.notes)


@pytest.mark.parametrize("text", ["is a 4090 ok for qwen3 32b", "I have a desktop RTX 4090, and a laptop for email"])
def test_a_desktop_card_stays_itself(text):
    got = parse(text, KB, strict=True)
    assert any(c.card == "rtx-4090" for c in got.mentioned_cards)
