"""The families of phrasing heldout22 exposed — the hours of the daytime and a day-long run refused; a training
config's "seq 4096"; renting refused by "not interested in" — in both languages and in wordings beyond the
batch's, so that the family is what is read, not the batch's rows."""

from __future__ import annotations

import pytest

import knowledge
from tests.understand_helpers import read_facts as _facts


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


# heldout22 #79: the daytime's hours are hours a day; "不要 24 小时开" is no day-long job
@pytest.mark.parametrize("text, hours", [
    ("不用 24 小时开机，白天用 10 个小时", 10),
    ("白天开 8 小时，晚上关机", 8),
    ("只在白天用，大概 9 个小时", 9),
    ("daytime only, about 10 hours", 10),
    ("don't need it running 24 hours, 9 hours during the day is enough", 9),
])
def test_the_daytime_is_hours_a_day(kb, text, hours):
    facts = _facts(kb, text)
    assert facts.get("hours_per_day") == hours and "days" not in facts


# heldout22 #71: a training config's shorthand for the sequence length
@pytest.mark.parametrize("text, tokens", [
    ("qlora, seq=2048, lr 2e-4", 2048),
    ("max seq 8k for the sft run", 8192),
    ("全参微调，序列 4096，3 个 epoch", 4096),
    ("sequence 2048, bf16", 2048),
])
def test_seq_is_the_context(kb, text, tokens):
    assert _facts(kb, text).get("context_tokens") == tokens


def test_seq2seq_is_no_length(kb):
    assert "context_tokens" not in _facts(kb, "a seq2seq model, 3 epochs")


# heldout22 #54: renting refused by having no interest in it
@pytest.mark.parametrize("text, procure", [
    ("not interested in renting, I want to own the card", "buy"),
    ("no interest in buying hardware, we'll rent", "rent"),
    ("I'm not into renting GPUs, I'd rather own one", "buy"),
])
def test_no_interest_refuses(kb, text, procure):
    assert _facts(kb, text).get("procure") == procure
