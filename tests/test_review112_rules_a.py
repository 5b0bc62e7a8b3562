"""Blind review 112 (2026-12-07), the rules' side: an unpriced Atlas server ahead of a priced one over the budget
(C1-a), a card refused in words still picked (C1-b), and personal data put on a peer-to-peer host (C9)."""

from __future__ import annotations

import datetime
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.cli import main
from rules.pipeline import consult
from tests.understand_helpers import read_on

KB = knowledge.load(user_file=False)
_read, _facts = read_on(datetime.date(2026, 12, 7))

C9 = ("I run a small call-centre analytics shop in Dhaka, Bangladesh. One-off job: transcribe about 3,000 hours of "
      "Bangla call recordings with Whisper large-v3, then we're done. Total budget around 300 USD, we're happy with "
      "spot/interruptible machines. Needs to finish within a week. Which GPU and how long?")


def _json(capsys, monkeypatch, said: str) -> dict:
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--json", "--say", said]) == 0
    return json.loads(capsys.readouterr().out)


def _marketplaces() -> set[str]:
    return {p.id for p in KB.providers if p.kind == "p2p-marketplace"}


def test_call_recordings_are_not_put_on_a_peer_to_peer_host(capsys, monkeypatch):
    """C9: the pick was 1 × RTX 3090 at Vast.ai ($17.66) under the answer's own caveat "keep personal or confidential
    data off it"; call recordings are personal data, so the marketplace hosts are set aside and the pick is a seller
    with machines of its own (RunPod's RTX 4090, $43.32, still far under the $300)."""
    out = _json(capsys, monkeypatch, C9)
    picks = out["result"]["picks"] if "result" in out else out["picks"]
    assert picks and all(p["offer"]["provider"] not in _marketplaces() for p in picks if p.get("offer"))


@pytest.mark.parametrize("said", [
    C9,
    "Transcribe 800 hours of recorded customer calls with Whisper large-v3, cheapest possible, within 5 days.",
    "我们要把 2000 小时的客服录音用 Whisper large-v3 转成文字，一周内做完，越便宜越好。",
    "LoRA 微调 Qwen3-8B，训练数据是 5 万份病历，预算 3000 元。",
])
def test_personal_data_implies_no_marketplace(said):
    u = _read(KB, said)
    assert u.personal_data and u.implied().get("no_marketplace") is True


@pytest.mark.parametrize("said", [
    "Transcribe 800 hours of anonymised call recordings with Whisper large-v3 within 5 days.",
    "Transcribe 800 hours of call recordings with Whisper large-v3 — Vast.ai is fine with us.",
    "Transcribe 800 hours of podcast episodes with Whisper large-v3 within 5 days.",
])
def test_data_not_personal_or_marketplace_spoken_of_keeps_them(said):
    assert not _read(KB, said).implied().get("no_marketplace")


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hours=st.sampled_from([300, 3000, 9000]), spot=st.booleans())
def test_no_marketplace_pick_sits_on_a_marketplace(hours, spot):
    """Law: with marketplaces refused, no pick, whatever the batch, is a peer-to-peer host's."""
    r = consult({"task": "transcribe", "model": "whisper-large-v3", "audio_hours": hours, "region": "intl",
                 "interruptible": spot, "no_marketplace": True, "deadline": 168}, KB, what_if=False)
    assert all(p.offer is None or p.offer.provider not in _marketplaces() for p in r.picks)
