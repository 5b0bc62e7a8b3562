"""Review 115 c7: two owned RTX 3090s asked "FP8 可以嗎？會不會很慢？" — the speed question was said back as not
answered, and the owned cards' yes never said that Ampere stores FP8 but computes in 16-bit."""

from __future__ import annotations

import datetime

from rules.pipeline import consult
from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))

JOB = {"task": "inference", "model": "qwen3-30b-a3b", "precision": "fp8", "kv_precision": "fp8",
       "context_tokens": 32768, "concurrency": 4, "engine": "vllm", "procure": "buy", "buyer": "individual"}


def test_fp8_on_owned_ampere_cards_says_it_computes_in_16_bit(kb):
    from advisor_tui.named_cards import verdicts

    r = consult(JOB, kb)
    (said,) = verdicts([("rtx-3090", 2)], r, owned=frozenset({"rtx-3090"}))
    assert said.verdict == "works" and "W8A16" in said.text.en and "BF16's speed" in said.text.en
    assert "没有 FP8 Tensor Core" in said.text.zh
    # neighbours: a card that computes FP8 natively, and the same cards at 16-bit, say nothing of it
    (ada,) = verdicts([("rtx-4090", 2)], r, owned=frozenset({"rtx-4090"}))
    assert "W8A16" not in ada.text.en
    plain = consult({**JOB, "precision": "bf16", "kv_precision": None}, kb)
    assert all("W8A16" not in v.text.en for v in verdicts([("rtx-3090", 4)], plain, owned=frozenset({"rtx-3090"})))


def test_a_question_about_speed_is_not_said_back_as_unanswered(kb):
    for text in ("請問兩張 3090 跑 FP8 可以嗎？會不會很慢？", "Will it be slow on two 3090s?", "速度怎么样？"):
        u = _read(kb, text)
        assert not any("not answered here" in n.en for n in u.notes), text
    # neighbour: a question the answer does not size is still said back
    u = _read(kb, "录音里有 2 种方言，不知道有没有影响")
    assert any("not answered here" in n.en for n in u.notes)


def test_an_owned_card_that_holds_a_purchase_question_hears_no_price_of_itself(kb):
    # review 118 c6: "→ rtx-4090, your card: … nothing to rent … Buying them here is not the pick: $1,599 … OVER your
    # $600 budget" — the card is already theirs
    from advisor_tui.named_cards import verdicts

    r = consult({**JOB, "precision": "int4", "context_tokens": 8192, "concurrency": 1,
                 "budget": {"amount": 600, "currency": "USD", "unit": "total"}}, kb)
    (said,) = verdicts([("rtx-4090", 1)], r, owned=frozenset({"rtx-4090"}))
    assert said.verdict == "works" and "not the pick" not in said.text.en and "没有被推荐" not in said.text.zh
    # neighbour: the same card named as an option to buy still says why buying it lost
    (named,) = verdicts([("rtx-4090", 1)], r)
    assert "Buying them here is not the pick" in named.text.en and "OVER your $600 budget" in named.text.en
