"""`gpu-advisor estimate`: the table, the JSON contract (DESIGN §4) and exit code 2 on nonsense."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from advisor_tui.cli import main


@pytest.fixture(scope="module")
def kb():
    import knowledge

    loaded = knowledge.load(user_file=False)  # a broken bundled catalogue fails here
    assert "qwen3-32b" in loaded.models_by_id and "rtx-4090" in loaded.cards_by_id
    return loaded


@pytest.fixture(autouse=True)
def no_user_file(tmp_path, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_CONFIG_DIR", str(tmp_path))


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["estimate", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_for_one_card(kb, capsys):
    code, out, err = run(capsys, "--model", "qwen3 32b", "--precision", "q4_k_m", "--card",
                         "4090", "--json")
    assert code == 0, err
    data = json.loads(out)
    req = data["requirement"]
    assert set(req["breakdown"]) == {"weights", "kv_cache", "activations", "gradients",
                                     "optimizer", "overhead"}
    assert req["gpus"] == 1 and req["per_gpu_vram_gb"] == req["vram_gb"]
    assert req["kv_bytes_per_token"] == 262_144
    assert isinstance(req["notes"], list) and all(isinstance(n, str) for n in req["notes"])
    (row,) = data["cards"]
    assert row["card"] == "rtx-4090"
    for key in ("fits", "gpus_needed", "max_context_tokens", "decode_tokens_per_s_max"):
        assert key in row
    assert row["fits"] is True and row["gpus_needed"] == 1
    # Seed 002's ≈ 52 tokens/s is bandwidth ÷ weights; with the 8K KV read it is lower.
    assert 40 < row["decode_tokens_per_s_max"] < row["decode_tokens_per_s_weights_only"] <= 52
    assert data["facts"]["model"]["id"] == "qwen3-32b"


def test_json_lists_every_card(kb, capsys):
    code, out, _ = run(capsys, "--params", "7", "--json")
    assert code == 0
    rows = json.loads(out)["cards"]
    assert {r["card"] for r in rows} == {c.id for c in kb.cards}


def test_json_is_deterministic(kb, capsys):
    first = run(capsys, "--model", "qwen3-32b", "--json")[1]
    second = run(capsys, "--model", "qwen3-32b", "--json")[1]
    assert first == second


def test_table_in_both_languages(kb, capsys):
    code, out, _ = run(capsys, "--model", "qwen3-32b", "--precision", "q4_k_m", "--card",
                       "rtx-4090", "--lang", "en")
    assert code == 0
    assert "KV cache" in out and "weights × 1.2" in out and "formula:" in out
    assert "rtx-4090" in out and "10^9" in out
    code, out, _ = run(capsys, "--model", "qwen3-32b", "--precision", "q4_k_m", "--card",
                       "rtx-4090", "--lang", "zh")
    assert code == 0
    assert "权重" in out and "公式" in out and "最长上下文" in out


def test_training_table(kb, capsys):
    code, out, _ = run(capsys, "--task", "full-finetune", "--params", "7", "--card", "h100 sxm",
                       "--lang", "en")
    assert code == 0
    assert "parameters × 16 bytes" in out and "train tok/s" in out


@pytest.mark.parametrize("argv", [
    ["--params", "-1"],
    ["--params", "nan"],
    ["--params", "inf"],
    ["--params", "7", "--concurrency", "0"],
    ["--params", "7", "--precision", "fp3"],
    ["--params", "7", "--context", "abc"],
    ["--params", "7", "--card", "no such card zz9"],
    ["--params", "7", "--batch", "-3"],
    ["--task", "inference"],  # no model at all
])
def test_nonsense_exits_2_with_one_line(kb, capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert err.strip().count("\n") == 0 and err.startswith("gpu-advisor")
    assert "Traceback" not in err


def test_estimates_never_import_the_ui():
    """Importing the estimates and running them (a requirement, a fit on every card) pulls in
    neither Textual nor the UI package."""
    code = ("import sys, knowledge, rules.estimate as e; from rules.facts import resolve; "
            "kb = knowledge.load(user_file=False); "
            "facts = resolve({'model': 'qwen3-32b', 'context_tokens': '32k'}, kb); "
            "req = e.requirement(facts, kb); "
            "fits = [e.fit(req, facts, c, kb=kb) for c in kb.cards]; "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'advisor_tui')); "
            "print('RESULT', len(fits) == len(kb.cards) > 0, bad)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip().splitlines()[-1] == "RESULT True []", proc.stdout[-500:]


def test_several_cards_repeated_or_in_a_comma_list(capsys):
    code, out, _ = run(capsys, "--model", "qwen3-32b", "--precision", "int4",
                       "--card", "4090,rtx-5090", "--card", "a100-80g-sxm", "--card", "4090", "--json")
    assert code == 0
    assert [row["card"] for row in json.loads(out)["cards"]] == ["rtx-4090", "rtx-5090", "a100-80g-sxm"]


def test_a_near_miss_says_the_headroom_decided_it(capsys):
    code, out, _ = run(capsys, "--model", "qwen3-32b", "--precision", "int4",
                       "--context", "12k", "--card", "4090", "--max-gpus", "1")
    assert code == 0
    row = next(line for line in out.splitlines() if line.startswith("rtx-4090"))
    assert "no†" in row and " — " in row  # no GPU count that fits: a dash, never "0"
    assert "5% headroom" in out


def test_an_empty_card_list_is_one_line(capsys):
    code, _, err = run(capsys, "--model", "qwen3-32b", "--card", ",")
    assert code == 2 and err.count("\n") == 1 and "--card" in err


def test_the_max_context_shown_is_the_one_the_serving_engine_holds(capsys):
    """`estimate` printed 66,467 tokens for Qwen3-32B on one A100 (all of the usable memory); vLLM
    keeps 0.9 of the card, so that --max-model-len would fail at launch. The table shows what
    `recommend` says (the engine's), the JSON keeps the physical figure beside it."""
    code, out, _ = run(capsys, "--model", "qwen3-32b", "--context", "32k", "--card", "a100-80g-sxm", "--json")
    row = json.loads(out)["cards"][0]
    assert code == 0 and 32768 < row["engine_max_context_tokens"] < row["max_context_tokens"]
    code, table, _ = run(capsys, "--model", "qwen3-32b", "--context", "32k", "--card", "a100-80g-sxm")
    assert "max context (vllm)" in table and f"{row['engine_max_context_tokens']:,}" in table
    main(["recommend", "--model", "qwen3-32b", "--context", "32k", "--region", "intl"])
    said = capsys.readouterr().out
    assert f"at most ~{row['engine_max_context_tokens']:,} tokens fit" in said
    # the JSON pick says both, as the caveat does (review 12 m6)
    main(["recommend", "--model", "qwen3-32b", "--context", "32k", "--region", "intl", "--json"])
    pick = next(p for p in json.loads(capsys.readouterr().out)["picks"] if p["card"] == "a100-80g-sxm")
    assert pick["engine_max_context_tokens"] == row["engine_max_context_tokens"]
    assert pick["max_context_tokens"] == row["max_context_tokens"]
