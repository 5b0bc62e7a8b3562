"""Review 113's readings (a blind reviewer's ten consultations, /work/review113-out): each family a real user's other
phrasings share with the reviewed message, with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_hours_of_audio_corrected_keep_the_later(kb):
    """C9-1: "roughly 18,000 hours … No wait, make that 22,000 hours" was left a conflict."""
    said = ("digitising 30 years of Peruvian community radio: roughly 18,000 hours of Spanish and Quechua audio to "
            "transcribe with Whisper large-v3. No wait, make that 22,000 hours, we found more tapes.")
    u = _read(kb, said)
    assert u.facts["audio_hours"] == 22000 and not u.conflicts
    assert _facts(kb, "roughly 18,000 hours of audio for Whisper — no wait, 22,000.")["audio_hours"] == 22000
    assert _facts(kb, "about 2k hours of recordings, sorry, 2.5k, whisper large v3")["audio_hours"] == 2500
    assert _facts(kb, "大概 300 小时录音，用 whisper 转写，不对，是 600 小时")["audio_hours"] == 600
    # neighbours: one figure stays; a later figure of another thing is no correction of the hours
    assert _facts(kb, "300 hours of audio with whisper, 3 weeks, budget $500")["audio_hours"] == 300
    assert _facts(kb, "500 hours of audio for whisper, no wait, 3 weeks to do it")["audio_hours"] == 500


def test_an_archives_age_is_no_days_of_use(kb):
    """C9-1: "30 years of Peruvian community radio" read as 10,950 days ("invalid days")."""
    for said in ("We're digitising 30 years of Peruvian community radio with Whisper large-v3, 18,000 hours.",
                 "We have 20 years of regional newspapers to OCR with Qwen2.5-VL 7B.",
                 "40 years of local public radio tapes, 9,000 hours, whisper large-v3"):
        u = _read(kb, said)
        assert "days" not in u.facts and not any(x.kind == "days" for x in u.unresolved), said
    # neighbours: how long the machine is used for still reads
    assert _facts(kb, "we need the server for 2 years, Qwen3 8B")["days"] == 730
    assert _facts(kb, "Qwen3 8B for 3 years of use")["days"] == 1095


def test_a_rate_said_by_an_iso_code_that_is_a_word(kb):
    """C9-1 / M14: "total budget 6,000 soles (1 USD = 3.75 PEN)" left the budget unplaced."""
    said = "Whisper large-v3, total budget 6,000 soles (1 USD = 3.75 PEN)."
    assert budget_of(_facts(kb, said)) == (1600, "USD", "total")
    assert budget_of(_facts(kb, "Whisper, budget 6,000 PEN in total, 1 USD = 3.75 PEN."))[0] == 1600
    assert budget_of(_facts(kb, "Qwen3 8B serving, budget 23,000 RON total, we use 1 USD = 4.6 RON."))[0] == 5000
    assert budget_of(_facts(kb, "Whisper, 6,900 BOB in total, 1 USD = 6.9 BOB."))[0] == 1000
    # M14's other half: a TWD amount at the person's rate
    assert budget_of(_facts(kb, "預算新台幣50萬，1 美元約 32 新台幣，跑 Qwen3-32B。"))[0] == 15625
    # neighbours: the word alone is no currency; no rate leaves the amount unplaced
    assert "budget" not in _facts(kb, "a pen and 3 notebooks, Whisper large-v3 on 200 hours")
    u = _read(kb, "Whisper large-v3, total budget 6,000 soles.")
    assert "budget" not in u.facts and any(x.kind == "budget" for x in u.unresolved)
