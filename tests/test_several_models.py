"""Several models on one box (fact `models`, `--models`, the reader's "X and Y at the same time"):
each sized with the same facts and summed, one place for the CLI, the interview and the JSON."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui import interview as flow
from advisor_tui import replies
from advisor_tui.cli import main
from knowledge.errors import InputError
from rules.estimate.requirement import requirement
from rules.facts import resolve
from rules.pipeline import consult
from tests.test_tui_pilot import SIZE, settle, sync
from tests.test_understand_pilot import type_text

LLMS = ["qwen3-8b", "llama-3.1-8b", "qwen2.5-7b", "qwen3-14b", "mistral-7b"]


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(models=st.lists(st.sampled_from(LLMS), min_size=2, max_size=4, unique=True),
       context=st.sampled_from([2048, 8192, 32768]), concurrency=st.integers(1, 16))
def test_the_need_is_the_sum_of_each_model_sized_alone(kb, models, context, concurrency):
    shared = {"context_tokens": context, "concurrency": concurrency, "region": "intl"}
    facts = resolve({**shared, "models": ",".join(models)}, kb)
    each = [requirement(resolve({**shared, "model": m}, kb), kb).vram_gb for m in models]
    assert facts.vram_gb == pytest.approx(sum(each), abs=0.06)
    assert facts.models == ",".join(models) and facts.task == "inference" and facts.model is None
    assert "Several models on one box" in facts.notes[-1].en and "一台机器跑多个模型" in facts.notes[-1].zh


def test_a_chat_model_and_whisper_take_their_own_tasks(kb):
    facts = resolve({"models": "qwen3 8b, whisper large v3", "concurrency": 3, "region": "intl"}, kb)
    assert facts.models == "qwen3-8b,whisper-large-v3"
    whisper = requirement(resolve({"model": "whisper-large-v3", "region": "intl"}, kb), kb).vram_gb
    assert facts.vram_gb > whisper + 16  # Qwen3-8B's bf16 weights alone are 16.4 GB


@pytest.mark.parametrize("raw,message", [
    ({"models": "qwen3-8b"}, "give 2 to 4"),
    ({"models": "qwen3-8b,qwen3-8b"}, "give 2 to 4"),
    ({"models": "qwen3-8b,nonsense-model-zz"}, "unknown"),
    ({"models": "qwen3-8b,llama-3.1-8b", "model": "qwen3-32b"}, "both given"),
    ({"models": "qwen3-8b,llama-3.1-8b", "task": "lora"}, "served, not trained"),
    ({"models": ",".join(["qwen3-8b"] * 100)}, "give 2 to 4"),
])
def test_a_wrong_list_is_one_line(kb, raw, message):
    with pytest.raises(InputError, match=message) as err:
        resolve(raw, kb)
    assert "\n" not in str(err.value)


def test_the_cli_flag_names_both_and_the_json_says_how(capsys):
    assert main(["--lang", "en", "recommend", "--models", "qwen3 8b,llama 3.1 8b", "--region", "intl",
                 "--concurrency", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["facts"]["models"] == "qwen3-8b,llama-3.1-8b" and data["picks"]
    assert main(["--lang", "en", "recommend", "--models", "qwen3 8b,llama 3.1 8b", "--region", "intl"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Qwen3-8B + Llama-3.1-8B · inference · needs") and "(their sum)" in out
    assert main(["recommend", "--models", "qwen3-8b", "--model", "qwen3-8b"]) == 2
    assert "--models and --model both given" in capsys.readouterr().err


def test_the_interview_reads_both_and_asks_before_dropping_one(kb):
    iv = flow.Interview()
    said = "one box serving both Qwen3-8B and Whisper large v3 at the same time, 3 users at once, in the US"
    assert replies.answer(iv, said, kb).error is None
    assert iv.raw["models"] == "qwen3-8b,whisper-large-v3" and iv.raw["task"] == "inference"
    assert "model" not in iv.raw and iv.next_question(kb).id != "model"
    assert any("Models on one box: Qwen3-8B + Whisper large-v3" in t["en"] for t in iv.transcript)
    replies.answer(iv, "actually just Qwen3-8B", kb)
    q = iv.next_question(kb)
    assert q.id == "confirm" and "Qwen3-8B + Whisper large-v3 before: change it to Qwen3-8B?" in q.text.en
    replies.answer(iv, "yes", kb)
    assert iv.raw["model"] == "qwen3-8b" and "models" not in iv.raw


def test_fine_tuning_two_models_is_not_summed_as_serving(kb):
    iv = flow.Interview()
    replies.answer(iv, "LoRA fine-tune Qwen3-8B and Llama 3.1 8B at the same time", kb)
    assert "models" not in iv.raw


def test_a_later_context_resizes_the_sum(kb):
    small = consult({"models": "qwen3-8b,llama-3.1-8b", "region": "intl", "context_tokens": 8192}, kb,
                    what_if=False)
    large = consult({"models": "qwen3-8b,llama-3.1-8b", "region": "intl", "context_tokens": 32768}, kb,
                    what_if=False)
    assert large.requirement.vram_gb > small.requirement.vram_gb


@sync
async def test_the_tui_sizes_both_models_from_one_sentence(kb, tmp_path):
    from advisor_tui.tui.app import make_app

    app = make_app(kb=kb, lang="en", state_dir=tmp_path / "state", export_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        main_screen = app.main
        await type_text(pilot, "one box serving both Qwen3-8B and Whisper large v3 at the same time, "
                               "3 users at once, in the US, 300 dollars a month")
        assert main_screen.error is None
        assert main_screen.facts is not None and main_screen.facts.models == "qwen3-8b,whisper-large-v3"
        assert main_screen.current_question().id != "model"
        await settle(pilot)
        from advisor_tui.tui.widgets.facts_list import FactsList

        facts = main_screen.query_one("#facts", FactsList)
        shown = [str(facts.get_option_at_index(i).prompt) for i in range(facts.option_count)]
        assert "Models on one box: Qwen3-8B + Whisper large-v3" in shown
        result = main_screen.consultation
        assert result is not None and result.requirement.vram_gb == pytest.approx(main_screen.facts.vram_gb)


def test_the_sum_gets_a_precision_what_if_of_its_own(kb):
    """Review 12 m9: once summed, no FP8 what-if was offered (Qwen3-8B in FP8 + Whisper fit one L4)."""
    r = consult({"models": "qwen3-8b,whisper-large-v3", "region": "intl"}, kb)
    fp8 = next(w for w in r.what_if if w.change.get("precision") == "fp8")
    assert fp8.saving and fp8.saving > 0
    smaller = resolve({"models": "qwen3-8b,whisper-large-v3", "region": "intl", "precision": "fp8"}, kb)
    assert smaller.vram_gb < r.facts.vram_gb and smaller.models == r.facts.models
