"""Review 78 c06: a country the data must stay in, whatever the subject ("It's patient data (GDPR), so it must stay in
Germany" was read as GDPR alone: no place, no data_in), said as staying, remaining or not leaving, in English and
Chinese; the country named is kept, never widened to the EU."""

from __future__ import annotations

import datetime

import pytest

from tests.understand_helpers import read_on

_read, _ = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


@pytest.mark.parametrize("said, place", [
    ("Berlin health-tech. Transcribe 4,000 hours of patient calls with whisper large-v3. It's patient data (GDPR), so "
     "it must stay in Germany and no marketplace hosts.", "Germany"),
    ("Whisper large-v3 on our call recordings; everything has to remain in Austria.", "Austria"),
    ("Whisper large-v3 for our archive. The recordings can't leave Switzerland.", "Switzerland"),
    ("Serve qwen3 8b to our nurses. Patient data cannot leave the UK.", "UK"),
    ("whisper 转写病历录音，数据必须留在德国", "德国"),
    ("录音不能出新加坡，用 whisper large-v3 转写", "新加坡"),
])
def test_the_country_the_data_stays_in_is_said_back(kb, said, place):
    u = _read(kb, said)
    assert u.implied().get("data_in") == place
    assert u.implied().get("no_mainland_sellers") is True


def test_gdpr_with_a_country_keeps_the_country_in_the_note(kb):
    u = _read(kb, "It's patient data (GDPR), so it must stay in Germany. Whisper large-v3, 4,000 hours.")
    note = next(n.en for n in u.notes if "--no-mainland-sellers" in n.en)
    assert "a region in Germany" in note and "an EU region" not in note


def test_gdpr_alone_still_asks_for_an_eu_region_and_names_no_country(kb):
    u = _read(kb, "GDPR applies. Whisper large-v3, 4,000 hours.")
    assert "data_in" not in u.implied()
    assert any("an EU region" in n.en for n in u.notes)


@pytest.mark.parametrize("said", [
    "Serve qwen3 8b; it must stay in budget",
    "We cannot leave the office running overnight, serve qwen3 8b",
])
def test_staying_in_what_is_no_country_sets_no_residency(kb, said):
    assert "data_in" not in _read(kb, said).implied()
