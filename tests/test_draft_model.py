"""A speculative-decoding draft model (blind review 97 c06: Llama-3.3-70B for 40 analysts with Llama-3.2-1B as its
draft — the reader only noted the draft and the launch line dropped it): --draft-model is a fact, its memory is
counted on a line of its own, the engines' draft options are in the launch line (vLLM --speculative-config, SGLang
STANDALONE), a draft of another vocabulary is said plainly and left out, and no speed-up is assumed."""

from __future__ import annotations

import json

import pytest

import knowledge
from advisor_tui.cli import main
from advisor_tui.understand import parse
from knowledge.errors import InputError
from rules import estimate
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
REVIEW = ("We want to self-host Llama 3.3 70B Instruct for an internal analyst copilot, about 40 concurrent "
          "sessions at peak, 16k context, prompts around 6k tokens, replies ~400 tokens. We'd like to use "
          "speculative decoding with Llama 3.2 1B as the draft model.")
SERVED = {"model": "llama-3.3-70b", "draft_model": "llama-3.2-1b", "concurrency": 40, "context_tokens": 16384,
          "region": "intl"}


def _run(capsys, *args):
    code = main(["recommend", *args, "--json"])
    out = capsys.readouterr().out
    assert code == 0
    return json.loads(out)


@pytest.mark.parametrize("engine, expected", [
    ("vllm", """--speculative-config '{"model": "meta-llama/Llama-3.2-1B-Instruct", "num_speculative_tokens": 3, """
             '"method": "draft_model"}\''),
    ("sglang", "--speculative-algorithm STANDALONE --speculative-draft-model-path meta-llama/Llama-3.2-1B-Instruct "
               "--speculative-num-steps 3 --speculative-eagle-topk 1 --speculative-num-draft-tokens 4"),
])
def test_the_launch_line_carries_the_draft(capsys, engine, expected):
    data = _run(capsys, "--model", "llama-3.3-70b", "--draft-model", "Llama 3.2 1B", "--concurrency", "40",
                "--context", "16k", "--region", "intl", "--engine", engine)
    assert data["facts"]["draft_model"] == "llama-3.2-1b"
    assert data["picks"] and all(expected in p["launch"] for p in data["picks"])


def test_llama_cpp_drafts_with_its_own_options(capsys):
    data = _run(capsys, "--model", "llama-3.3-70b", "--draft-model", "llama-3.2-1b", "--region", "intl",
                "--engine", "llama.cpp")
    launch = data["picks"][0]["launch"]
    assert " -ngld 99 --spec-draft-n-max 3" in launch and (" -md " in launch or " -hfd " in launch)


def test_the_say_text_of_the_review_launches_the_draft(capsys):
    data = _run(capsys, "--say", REVIEW)
    assert data["facts"]["draft_model"] == "llama-3.2-1b"
    assert '"method": "draft_model"' in data["picks"][0]["launch"]


def test_the_drafts_memory_is_counted_on_its_own_line():
    with_draft = estimate.requirement(resolve(SERVED, KB), KB)
    without = estimate.requirement(resolve({k: v for k, v in SERVED.items() if k != "draft_model"}, KB), KB)
    assert with_draft.inputs["draft_weights_gb"] == pytest.approx(2.47, abs=0.05)  # 1.236 B × 2 bytes
    # 16 layers × 8 KV heads × 64 × 2 (K, V) × 2 bytes = 32,768 bytes a token
    assert with_draft.inputs["draft_kv_bytes_per_token"] == 32768
    grown = with_draft.vram_gb - without.vram_gb
    assert grown == pytest.approx(with_draft.inputs["draft_weights_gb"] + with_draft.inputs["draft_kv_gb"], abs=0.01)
    assert with_draft.inputs["draft_kv_gb"] > 1  # 40 sequences of up to 16k tokens
    line = [n for n in with_draft.notes if n.en.startswith("Draft model (speculative decoding)")]
    assert len(line) == 1 and "tensor-parallel" in line[0].en and "草稿模型（投机解码）" in line[0].zh


def test_the_caveat_says_no_speed_up_is_assumed_and_it_shrinks_at_high_concurrency():
    result = consult(SERVED, KB, what_if=False)
    text = {c["id"]: c["text"] for c in result.to_dict()["caveats"]}["speculative-draft"]
    assert "no speed-up is assumed" in text and "40 sequences at once" in text and "acceptance rate" in text
    zh = {c["id"]: c["text"] for c in result.to_dict(lang="zh")["caveats"]}["speculative-draft"]
    assert "没有假设任何加速" in zh


def test_a_draft_of_another_vocabulary_is_refused_plainly(capsys):
    data = _run(capsys, "--model", "llama-3.3-70b", "--draft-model", "qwen3-0.6b", "--region", "intl")
    assert data["facts"]["draft_model"] == "qwen3-0.6b"
    assert all("--speculative" not in (p["launch"] or "") for p in data["picks"])
    text = {c["id"]: c["text"] for c in data["caveats"]}["speculative-draft"]
    assert "151,936" in text and "128,256" in text and "leaves the draft out" in text
    assert "draft_weights_gb" not in data["requirement"]["inputs"]


def test_an_unknown_draft_is_a_one_line_error(capsys):
    assert main(["recommend", "--model", "llama-3.3-70b", "--draft-model", "no-such-model-zz"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("gpu-advisor: unknown --draft-model") and "\n" not in err and "--params" not in err


def test_a_draft_for_a_training_job_sizes_nothing_and_says_so():
    facts = resolve({"task": "lora", "model": "llama-3.1-8b", "draft_model": "llama-3.2-1b"}, KB)
    assert facts.draft_model is None
    assert any("draft" in n.en for n in facts.notes)
    with pytest.raises(InputError):
        resolve({"model": "llama-3.3-70b", "draft_model": "zz-unknown-zz"}, KB)


@pytest.mark.parametrize("text, model, draft", [
    (REVIEW, "llama-3.3-70b", "llama-3.2-1b"),
    ("部署 Qwen3-32B，用 Qwen3-0.6B 做投机解码的草稿模型", "qwen3-32b", "qwen3-0.6b"),
    ("Serve Qwen3-32B to 10 users; speculative decoding with Qwen3-0.6B as the draft.", "qwen3-32b", "qwen3-0.6b"),
    ("部署 Llama-3.3-70B，用 Llama-3.2-1B 作为草稿模型", "llama-3.3-70b", "llama-3.2-1b"),
])
def test_the_reader_sets_the_draft(text, model, draft):
    u = parse(text, KB)
    assert u.facts["model"] == model
    assert u.facts["draft_model"] == draft
    assert any("speculative-decoding draft" in n.en for n in u.notes)


@pytest.mark.parametrize("text", [
    "部署 Qwen3-32B，如果太贵 Qwen3-8B 也行",  # a fallback, not a draft
    "Distil a Llama 3.3 70B teacher into Llama 3.2 1B for our help desk.",  # a teacher and its student
    "Serve Llama 3.2 1B to 20 users and write draft replies for our support team.",  # "draft" the product
])
def test_a_small_model_said_otherwise_is_no_draft(text):
    u = parse(text, KB)
    assert "draft_model" not in u.facts
