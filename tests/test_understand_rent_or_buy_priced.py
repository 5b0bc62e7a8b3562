"""Buying with its price, a comma, then renting asked: "5090 两万五能买到，还是租划算？" is the rent-or-buy question
(note 46: it was read as renting from its last words), and a purchase already made is not."""

import pytest

import knowledge
from advisor_tui.understand import parse

KB = knowledge.load(user_file=False)


@pytest.mark.parametrize("say", ["5090 两万五能买到，还是租划算？跑 qwen3 8b",
                                 "买一张 5090 要两万五，还是直接租划算？跑 qwen3 8b",
                                 "4090 一万六买得到，还是租？跑 qwen3 8b"])
def test_a_priced_purchase_then_renting_is_the_question(say):
    assert parse(say, KB, strict=True).facts["procure"] == "buy"


@pytest.mark.parametrize("say", ["去年买了两张 4090，还是租了 H100 跑 qwen3 32b", "不买了，还是租吧，qwen3 8b"])
def test_a_purchase_made_or_dropped_is_no_question(say):
    assert parse(say, KB, strict=True).facts["procure"] == "rent"
