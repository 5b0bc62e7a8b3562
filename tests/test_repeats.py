"""A sized job done several times over (rules.repeats; review 95 c03, review 94 c08): N runs cost N runs, each launch
line is one run's, and only a sized job is repeated."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand import parse
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
LORA = {"model": "llama-3.1-8b", "task": "lora", "samples": 50_000, "tokens_per_sample": 1000, "epochs": 3,
        "region": "intl", "max_gpus": 1}


def _enough(facts):
    got = consult(facts, KB, what_if=False)
    return next(p for p in got.picks if "enough" in p.roles)


def test_four_runs_are_four_times_the_gpu_hours_and_one_runs_launch_line():
    once, four = _enough(LORA), _enough({**LORA, "repeats": 4})
    assert four.card == once.card and four.gpus == once.gpus == 1
    # the start-up (a checkpoint pulled) is once; the training itself four times
    assert four.job.gpu_hours == pytest.approx(4 * once.job.gpu_hours, rel=0.03)
    assert four.job.total == pytest.approx(4 * once.job.total, rel=0.03)
    assert four.launch == once.launch  # a run's steps, not the sweep's
    said = " ".join(a.en for a in four.job.assumptions)
    assert "× 4 runs" in said and "4 runs of the job" in said


def test_a_batch_job_done_for_twelve_models_generates_twelve_times_the_tokens():
    batch = {"model": "llama-3.3-70b", "generate_tokens": 2_560_000, "input_tokens": 1500, "output_tokens": 512,
             "region": "intl", "max_gpus": 1}
    once, twelve = _enough(batch), _enough({**batch, "repeats": 12})
    # one card either way: the generation twelve times over, the start-up (the weights pulled) once
    assert 8 * once.job.gpu_hours < twelve.job.gpu_hours < 12 * once.job.gpu_hours
    assert "2,560,000 output tokens × 12 runs" in " ".join(a.en for a in twelve.job.assumptions)


@pytest.mark.parametrize("raw", [{"model": "qwen3-8b"}, {"model": "qwen3-8b", "task": "lora"}])
def test_only_a_sized_job_is_repeated(raw):
    facts = resolve({**raw, "repeats": 3}, KB)
    assert facts.repeats is None
    assert any("--repeats was not used" in n.en or "repeats was not used" in n.en for n in facts.notes)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 6), more=st.integers(1, 6))
def test_more_runs_never_cost_less_and_a_deadline_never_takes_fewer_gpus(n, more):
    base = {**LORA, "max_gpus": 8, "epochs": 1, "samples": 20_000}
    fewer, most = _enough({**base, "repeats": n}), _enough({**base, "repeats": n + more})
    assert most.job.total >= fewer.job.total * 0.999
    due = {**base, "deadline": 12}
    assert _enough({**due, "repeats": n + more}).gpus >= _enough({**due, "repeats": n}).gpus


@pytest.mark.parametrize(("text", "n"), [
    ("LoRA Qwen3-8B on 20k samples of 1k tokens, 2 epochs, 3 seeds", 3),
    ("我是台灣的碩二學生，論文要用 Llama 3.1 8B 做 LoRA 微調，5萬筆資料、每筆約1000 tokens，跑3個 epoch，"
     "還要做4組超參數比較", 4),
    ("用 Qwen2.5-7B 做 LoRA，2 万条数据每条 800 token，要跑 5 个随机种子", 5),
    ("QLoRA of Qwen2.5-14B on 30k samples of 2k tokens; we'll sweep over 6 learning rates", 6),
    ("pretrain 0.4B models from scratch on 8B tokens each, 12 ablations in all", 12),
    ("全参微调 Qwen3-1.7B，1 万条，每条 512 token，做 3 组消融", 3),
])
def test_a_sweep_said_is_the_runs(text, n):
    assert parse(text, KB, strict=True).facts.get("repeats") == n


@pytest.mark.parametrize("text", [
    "LoRA Qwen3-8B on 20k samples of 1k tokens, 3 epochs",  # epochs are passes over the data, not runs
    "用 Qwen2.5-7B 做 LoRA，2 万条数据每条 800 token，跑 3 遍",
    "serve Qwen3-8B to 3 teams, 12 runs of our eval a day",  # no sized job to repeat
    "LoRA Qwen3-8B on 20k samples of 1k tokens, no sweep, not 3 seeds — one run",
])
def test_passes_and_other_counts_are_no_runs(text):
    assert "repeats" not in parse(text, KB, strict=True).facts


@pytest.mark.parametrize(("text", "n"), [
    ("Every night we run our eval suite over about 12 open models — the biggest is Llama 3.3 70B, 5,000 prompts per "
     "model with ~1,500 tokens in and 512 out", 12),
    ("我们要在 8 个开源模型上跑评测，最大的是 Qwen2.5-72B，每个模型 3000 道题，每题输出 400 token", 8),
])
def test_one_eval_set_over_several_models_is_a_run_per_model(text, n):
    got = parse(text, KB, strict=True)
    assert got.facts.get("repeats") == n and got.facts.get("generate_tokens")
    assert any("upper bound" in note.en for note in got.notes)


def test_models_served_together_are_no_runs():
    got = parse("one box serving Llama 3.1 8B and Qwen2.5 7B for about 12 people, over 2 models", KB, strict=True)
    assert "repeats" not in got.facts


@pytest.mark.parametrize(("text", "n"), [
    ("fine-tune Qwen2.5-7B with LoRA on 40k tickets of 1.5k tokens; we'll sweep 3 learning rates x 2 seeds", 6),
    ("用 Qwen2.5-7B 做 LoRA，2 万条每条 800 token，3 组学习率 × 2 个种子", 6),
    ("LoRA Qwen3-8B on 20k samples of 1k tokens, 4 configs x 3 batch sizes", 12),
])
def test_a_grid_is_every_setting_of_one_with_each_of_the_other(text, n):
    # the user pass: "sweep 3 learning rates x 2 seeds" read 3 runs
    assert parse(text, KB, strict=True).facts.get("repeats") == n
