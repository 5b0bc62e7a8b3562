"""Preference tuning read from free text (advisor_tui.understand.preference): DPO, preference pairs, chosen/rejected,
偏好数据 / 偏好对 set --preference dpo; a data-protection officer, an RL run, a reward model and the methods not
modelled (ORPO, SimPO, KTO) do not."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.understand import parse
from rules.facts import resolve

TODAY = datetime.date(2026, 12, 6)
PROBLEM = ("I want to DPO Llama-3.1-8B-Instruct on 20k preference pairs, ~1k tokens each, 2 epochs, full parameters "
           "not LoRA. PhD student in Toronto, ~300 CAD total (1 CAD = 0.72 USD)")
PROBLEM_ZH = "用 QLoRA 做 DPO，Qwen2.5-14B，3 万条偏好数据，每条 1.5k token，2 个 epoch，预算 500 元"


def _facts(kb, text):
    return parse(text, kb, today=TODAY).facts


def test_the_problem_reads_dpo_with_its_pairs_as_samples(kb):
    facts = _facts(kb, PROBLEM)
    assert facts["preference"] == "dpo" and facts["task"] == "full-finetune"
    assert (facts["samples"], facts["tokens_per_sample"], facts["epochs"]) == (20_000, 1000, 2)
    assert "rl" not in facts
    assert resolve(facts, kb).total_train_tokens == 80_000_000


def test_the_chinese_qlora_run_reads_dpo(kb):
    facts = _facts(kb, PROBLEM_ZH)
    assert facts["preference"] == "dpo" and facts["task"] == "qlora" and facts["model"] == "qwen2.5-14b"
    assert (facts["samples"], facts["tokens_per_sample"]) == (30_000, 1500)


@pytest.mark.parametrize("text", [
    "DPO 训练 Qwen2.5-7B，偏好对 1 万条，每条 800 token",
    "拿 2 万条偏好数据给 Qwen2.5-7B 做 LoRA",
    "LoRA on Qwen2.5-7B with 15k chosen/rejected pairs of about 700 tokens",
    "We'll run DPO on Mistral-7B, 10k pairs, 1 epoch",
    "fine-tune Qwen2.5-7B with DPO on our preference dataset, 5k samples of 1k tokens",
    "Qwen2.5-7B 全参 DPO，1 万条数据，每条 1k token",
])
def test_phrasings_that_set_dpo(kb, text):
    facts = _facts(kb, text)
    assert facts.get("preference") == "dpo", facts
    assert "rl" not in facts


@pytest.mark.parametrize("text", [
    "Our DPO signed off on the data flow; we want to serve Qwen3-8B for 20 users",
    "fine-tune Qwen3-8B with LoRA on 10k samples, our DPO already approved the dataset",
    "The DPO (data protection officer) approved; fine-tune Qwen2.5-7B on 10k samples",
    "we need a DPO compliance review before we deploy llama 3.1 8b",
    "公司的 DPO 审批通过了，部署 Qwen2.5-7B 给 30 个人用",
    "train a reward model on 50k preference pairs, Qwen2.5-7B",
    "ORPO on Mistral-7B with 10k preference pairs",
    "SimPO Qwen2.5-7B with LoRA, 5k pairs",
])
def test_near_misses_set_no_preference(kb, text):
    assert "preference" not in _facts(kb, text)


def test_an_unmodelled_method_is_said(kb):
    u = parse("KTO on Qwen2.5-7B with LoRA, 10k preference data", kb, today=TODAY)
    assert "preference" not in u.facts
    assert any("KTO is not modelled" in n.en for n in u.notes)


def test_an_rl_run_stays_rl(kb):
    facts = _facts(kb, "GRPO on Qwen2.5-7B, 500 steps, 64 prompts per step, 8 generations each")
    assert facts.get("rl") == "grpo" and "preference" not in facts


@pytest.mark.parametrize(("text", "samples"), [
    ("偏好数据 1.5 万对，每条大约 1000 token，做 DPO", 15000),
    ("DPO，偏好数据大概 2 万对。", 20000),
    ("1.5 万对偏好数据，用 LoRA 做 DPO", 15000),
    ("偏好对 15000 条，DPO 训练 Qwen2.5-7B", 15000),
])
def test_pairs_counted_by_dui_are_the_samples(kb, text, samples):
    """A user pass (forty-second session): '偏好数据 1.5 万对' was no sample count; the job stopped at 'how many?'."""
    assert _facts(kb, text)["samples"] == samples


def test_a_round_of_dpo_is_no_epoch_count(kb):
    """'做一轮 DPO … 跑 2 个 epoch' read 一轮 as one epoch against the two said, and stopped on the conflict."""
    u = parse("想用 QLoRA 做一轮 DPO，偏好数据 1.5 万对，跑 2 个 epoch", kb, today=TODAY)
    assert u.facts["epochs"] == 2 and not u.conflicts
    assert "samples" not in _facts(kb, "两万对话数据，部署 Qwen2.5-7B")
