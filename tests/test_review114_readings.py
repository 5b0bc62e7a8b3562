"""Review 114 (blind, on def8c5b5): three readings that sized the wrong job — a longest length after an average read
as a $2,048 budget (c9), a count taken back by "不是 X，是 Y" read as X (c2b), and "35k hours, not 20k" read as no
audio at all (c7b)."""

from __future__ import annotations

import datetime

import pytest

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))


def test_a_max_after_an_average_length_is_the_longest_sample_not_money(kb):
    said = ("i need to LoRA fine-tune Qwen2.5-7B on a Nepali instruction dataset, around 20k examples, most are short, "
            "maybe 600 tokens avg, max 2048. 2 epochs. my total budget is like 40 dollars from my own pocket")
    got = _facts(kb, said)
    assert budget_of(got) == (40, "USD", "total")
    assert (got["samples"], got["tokens_per_sample"], got["context_tokens"]) == (20000, 600, 2048)
    assert budget_of(_facts(kb, "maybe 600 tokens avg, max 2048. budget $40 total")) == (40, "USD", "total")
    # neighbours: a budget's own max is money
    assert budget_of(_facts(kb, "LoRA on qwen3 8b, budget max $200")) == (200, "USD", "month")


@pytest.mark.parametrize(("said", "samples"), [
    ("LoRA 微调，資料不是1萬2千筆，是12萬筆，每筆平均 1500 token", 120000),
    ("LoRA 微调，数据不是一万两千条，是十二万条", 120000),
    ("LoRA 微调，数据不是1万2千条，是12万条", 120000),
    ("LoRA 微调，数据是12万条，不是1万2千条", 120000),
    ("LoRA 微调，数据 3 万条", 30000),
])
def test_a_count_taken_back_is_the_later_one(kb, said, samples):
    assert _facts(kb, said)["samples"] == samples


@pytest.mark.parametrize("said", [
    "Whisper large-v3 transcription: it's more like 35k hours, not 20k.",
    "Whisper large-v3 transcription: not 20k hours but 35k",
    "Whisper large-v3: 35k hours of audio, not 20k",
])
def test_hours_of_audio_corrected_are_the_later_hours(kb, said):
    assert _facts(kb, said)["audio_hours"] == 35000


def test_hours_not_in_a_transcription_are_no_audio(kb):
    assert "audio_hours" not in _facts(kb, "serve qwen3 8b for 10 hours, not 20k")


def test_hours_of_phone_calls_are_personal_data(kb):
    # (c7: a call centre's "roughly 20k hours of phone calls" went to Vast.ai under the answer's own caveat)
    said = ("We run a call centre and need to transcribe our archive: roughly 20k hours of phone calls, using Whisper "
            "large-v3. One-off job, total budget about 1,500 USD.")
    assert _read(kb, said).implied().get("no_marketplace") is True
    assert "no_marketplace" not in _read(kb, "we make phone calls to customers and want a chatbot").implied()


@pytest.mark.parametrize("said", ["老板说不要魔改卡，必须原厂正规保修的，int8或者fp8量化可以接受。",
                                  "int8 or fp8 is acceptable", "int8 or fp8, dont care which"])
def test_two_precisions_both_accepted_ask_nothing(kb, said):
    # (c5: a conflict asked "which one?" and the box was sized at 16-bit; the table's convention names none)
    u = _read(kb, said)
    assert "precision" not in u.facts and not any(c.fact == "precision" for c in u.conflicts)
    assert any("either is fine" in n.en for n in u.notes)
