"""Review 98 (a rental-side ML-infra engineer's ten consultations): model identity, rope scaling, Whisper's
memory and FP8 on Ascend."""

from __future__ import annotations

import json

import pytest

import knowledge
from advisor_tui.understand import parse
from knowledge import match
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


# ------------------------------------------------------------------ c08: Qwen2.5-7B-Instruct-1M is another checkpoint

def test_a_glued_context_tag_is_another_checkpoint_for_the_matcher():
    # the 1M checkpoint (max_position_embeddings 1,010,000, dual-chunk attention) is not Qwen2.5-7B (131k, 32k native)
    assert match.context_tags("Qwen2.5-7B-Instruct-1M") == {"1m"}
    assert match.context_tags("Qwen2.5-7B-Instruct") == frozenset()
    assert match.context_tags("whisper-large-v3") == frozenset()
    hit, _ = match.resolve_model(KB, "Qwen2.5-7B-Instruct-1M")
    assert hit is None or hit.id != "qwen2.5-7b"
    assert match.resolve_model(KB, "Qwen2.5-7B-Instruct")[0].id == "qwen2.5-7b"


def test_the_reader_says_the_1m_checkpoint_is_not_in_the_catalogue():
    u = parse("RULER and needle-in-a-haystack with Qwen2.5-7B-Instruct-1M, one sequence at a time, bf16", KB,
              strict=True)
    assert u.facts.get("model") == "qwen2.5-7b"  # sized with its architecture …
    said = " ".join(n.en for n in u.notes)
    assert "“Qwen2.5-7B-Instruct-1M” is not in the catalogue; sized with Qwen2.5-7B's architecture" in said
    assert "目录里没有“Qwen2.5-7B-Instruct-1M”" in " ".join(n.zh for n in u.notes)
    # … and the plain name still reads silently
    plain = parse("serve Qwen2.5-7B-Instruct for 20 users", KB, strict=True)
    assert plain.facts.get("model") == "qwen2.5-7b"
    assert not any("not in the catalogue" in n.en for n in plain.notes)


# ------------------------------------------------------------------ c08: YaRN never past the card's factor

def test_a_context_past_the_cards_yarn_factor_is_refused_not_stretched():
    got = consult({"model": "qwen2.5-7b", "context_tokens": 1048576, "precision": "bf16", "region": "intl"}, KB,
                  what_if=False)
    assert got.picks
    for p in got.picks:
        assert "--max-model-len 131072" in p.launch and '"factor":4.0' in p.launch, p.launch
        assert '"factor":32' not in p.launch and "1048576" not in p.launch
    ids = [c.id for c in got.caveats]
    assert "rope-beyond-card" in ids and "rope-scaling" not in ids
    text = next(c for c in got.caveats if c.id == "rope-beyond-card").text
    assert "beyond what Qwen2.5-7B supports" in text.en and "factor 4 (131,072 tokens" in text.en
    assert "超出 Qwen2.5-7B 支持的范围" in text.zh


def test_a_context_inside_the_cards_factor_keeps_its_yarn_launch():
    got = consult({"model": "qwen2.5-7b", "context_tokens": 65536, "region": "intl"}, KB, what_if=False)
    assert got.picks and all('"factor":2.0' in p.launch and "--max-model-len 65536" in p.launch for p in got.picks)
    ids = [c.id for c in got.caveats]
    assert "rope-scaling" in ids and "rope-beyond-card" not in ids


# ------------------------------------------------------------------ c07: Whisper's memory under the engine launched

def test_whisper_is_sized_by_a_cuda_servers_measured_peak_not_the_reference_package():
    whisper = KB.models_by_id["whisper-large-v3"]
    (row,) = whisper.vram
    assert row.source == "faster-whisper-benchmark" and row.min_gb == pytest.approx(4.53)
    assert row.min_gb >= whisper.params_b * 2  # never below its FP16 weights (3.1 GB)
    assert row.max_gb < 10
    cited = {s.id for s in KB.sources}
    assert "faster-whisper-benchmark" in cited


def test_whisper_and_qwen3_8b_fit_one_24gb_card():
    # the 10 GB figure put the pair at 29.8 GB and ruled out every 24 GB card (a 4 × RTX 3060 buy answer)
    facts = resolve({"models": "whisper-large-v3,qwen3-8b", "region": "intl"}, KB)
    assert facts.vram_gb < 25.77  # a 24 GiB card
    got = consult({"models": "whisper-large-v3,qwen3-8b", "region": "intl", "only_cards": "rtx-4090"}, KB,
                  what_if=False)
    assert got.picks and got.picks[0].gpus == 1


# ------------------------------------------------------------------ c02: 8-bit on Ascend is W8A8 INT8

BANK = {"model": "qwen2.5-72b", "precision": "fp8", "domestic_chips": True, "procure": "buy", "buyer": "company",
        "budget": {"amount": 2000000, "currency": "CNY", "unit": "total"}}


def test_fp8_said_on_domestic_chips_is_sized_and_launched_as_w8a8_int8():
    facts = resolve(BANK, KB)
    assert facts.precision == "int8"
    said = " ".join(n.en for n in facts.notes)
    assert "Ascend has no FP8 datapath" in said and "W8A8 INT8" in said
    got = consult(BANK, KB, what_if=False)
    assert got.picks
    for p in got.picks:
        assert "ModelSlim W8A8" in p.launch and "--quantization ascend" in p.launch, p.launch
    dumped = json.dumps(got.to_dict("en"), ensure_ascii=False)
    assert "FP8 E4M3" not in dumped
    # off domestic chips an FP8 asked stays FP8
    assert resolve({**{k: v for k, v in BANK.items() if k != "domestic_chips"}, "region": "intl"}, KB).precision \
        == "fp8"
