"""Review 75's reader findings, in wordings other than the review's rows (tests/data/utterances_review.yaml): the
documents a request carries are its prompt; a training run's sequence length; serving the public said as 对群众提供;
a question about renting is no choice to rent; an allow-list of the H20 or domestic cards."""

from __future__ import annotations

import datetime

import pytest

import knowledge
from advisor_tui.understand import parse

TODAY = datetime.date(2026, 12, 5)


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _read(kb, text, **kw):
    return parse(text, kb, strict=True, today=TODAY, **kw)


@pytest.mark.parametrize("said, prompt, answer", [
    ("each query has about 2,500 tokens, answers ~200 tokens", 2500, 200),
    ("We stuff about 4k tokens of retrieved chunks into the model per call; replies run ~300 tokens", 4096, 300),
    ("serve qwen3 14b: each request brings ~3,000 tokens of retrieved passages, the reply is ~250 tokens", 3000, 250),
])
def test_what_a_request_carries_is_its_prompt_not_the_context(kb, said, prompt, answer):
    facts = _read(kb, said).facts
    assert facts["input_tokens"] == prompt and facts["output_tokens"] == answer and "context_tokens" not in facts


@pytest.mark.parametrize("said, length", [
    ("full fine-tune qwen2.5 7b, 4096-token sequences, 2 epochs", 4096),
    ("LoRA on llama 3.1 8b, 20k samples, packed into 8k-token sequences", 8192),
    ("pretrain a 1B model on 20B tokens, training sequences of 2048", 2048),
])
def test_a_training_runs_sequence_length(kb, said, length):
    assert _read(kb, said).facts["context_tokens"] == length


@pytest.mark.parametrize("said, public", [
    ("政务大模型，向市民开放咨询", True),
    ("部署 Qwen3-32B，為社會公眾提供政策問答", True),
    ("不对公众开放，只给内部用", False),
])
def test_serving_the_public_said_in_chinese(kb, said, public):
    assert _read(kb, said).facts["public_service"] is public


@pytest.mark.parametrize("said", [
    "I have a 4090 already. Do we need to rent anything, or will it cope?",
    "我有两张 3090，需不需要再租卡，还是这两张就够？",
])
def test_a_question_about_renting_is_no_choice(kb, said):
    u = _read(kb, said)
    assert "procure" not in u.facts and not [n for n in u.notes if "not answered here" in n.en]


def test_an_allow_list_of_the_h20_or_domestic_cards(kb):
    # no fact holds "only these cards": the allow-list reads as mainland-compliant cards, never domestic chips only
    facts = _read(kb, "只能用 H20 或者國產卡，部署 Qwen3-32B").facts
    assert facts.get("compliance") is True and "domestic_chips" not in facts
