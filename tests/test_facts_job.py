"""DESIGN §8 facts: job size, serving load, deadline and engine, from CLI text or a mapping."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knowledge.errors import InputError
from rules.facts import parse_count, parse_duration_hours, parse_rps, resolve


@pytest.mark.parametrize("text, expected", [
    ("20M", 20_000_000), ("1.5B", 1_500_000_000), ("140B", 140_000_000_000), ("10万", 100_000),
    ("100000", 100_000), ("2e9", 2_000_000_000), ("1,000,000", 1_000_000), ("3亿", 300_000_000),
])
def test_counts_are_decimal(text, expected):
    assert parse_count("--train-tokens", text, (1, 1e15)) == expected


@pytest.mark.parametrize("text", ["abc", "-5M", "", "20 M tokens please", "1e400", "0"])
def test_bad_counts_are_one_line_errors(text):
    with pytest.raises(InputError) as err:
        parse_count("--train-tokens", text, (1, 1e15))
    assert "--train-tokens" in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text, per_second", [
    ("2", 2.0), ("50/min", 50 / 60), ("1000/hour", 1000 / 3600), ("3 rps", 3.0), ("4/s", 4.0),
])
def test_rps(text, per_second):
    assert parse_rps("--rps", text) == pytest.approx(per_second)


@pytest.mark.parametrize("text, hours", [("48h", 48), ("14d", 336), ("2w", 336), ("1.5 days", 36)])
def test_deadline_has_a_unit(text, hours):
    assert parse_duration_hours("--deadline", text) == pytest.approx(hours)


def test_a_bare_deadline_is_refused_not_guessed():
    with pytest.raises(InputError, match="48h, 14d"):
        parse_duration_hours("--deadline", "48")


def test_samples_times_tokens_is_the_job_size(kb):
    facts = resolve({"task": "qlora", "model": "llama-3.1-8b", "samples": "10万",
                     "tokens_per_sample": "1k", "epochs": 3}, kb)
    assert facts.train_tokens == 100_000_000  # 10万 × 1k, decimal as dataset sizes are quoted
    assert facts.total_train_tokens == 300_000_000


def test_contradicting_job_sizes_are_refused(kb):
    with pytest.raises(InputError, match="contradicts"):
        resolve({"task": "lora", "model": "llama-3.1-8b", "samples": 1000,
                 "tokens_per_sample": 1000, "train_tokens": "5M"}, kb)


def test_half_a_job_size_is_asked_for_or_bounded(kb):
    with pytest.raises(InputError, match="missing samples"):
        resolve({"task": "lora", "model": "llama-3.1-8b", "tokens_per_sample": 1000}, kb)
    # review 28 M1: samples with no length are sized at the training sequence, the most one can be, and said
    facts = resolve({"task": "lora", "model": "llama-3.1-8b", "samples": 1000}, kb)
    assert facts.tokens_per_sample == 2048 and facts.train_tokens == 2_048_000
    assert ("tokens_per_sample", 2048) in facts.assumed and any("upper end" in n.en for n in facts.notes)


def test_defaults_are_stated(kb):
    serving = resolve({"model": "qwen3-32b"}, kb)
    assert serving.engine == "vllm" and ("engine", "vllm") in serving.assumed
    training = resolve({"task": "lora", "model": "llama-3.1-8b", "train_tokens": "20M"}, kb)
    assert training.engine == "hf" and ("engine", "hf") in training.assumed
    assert training.epochs == 1.0 and ("epochs", 1.0) in training.assumed


def test_engine_must_suit_the_task(kb):
    with pytest.raises(InputError, match="serving engine"):
        resolve({"model": "qwen3-32b", "engine": "unsloth"}, kb)
    with pytest.raises(InputError, match="training engine"):
        resolve({"task": "qlora", "model": "qwen3-32b", "engine": "vllm"}, kb)


def test_facts_for_another_task_are_noted_not_used(kb):
    facts = resolve({"model": "qwen3-32b", "train_tokens": "1B"}, kb)
    assert any("does not apply" in n.en and "was not used" in n.en for n in facts.notes)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.floats(min_value=1, max_value=1e14, allow_nan=False), st.sampled_from(["", "k", "M", "B"]))
def test_count_round_trips_its_scale(number, suffix):
    scale = {"": 1, "k": 1e3, "M": 1e6, "B": 1e9}[suffix]
    if number * scale > 1e15:
        return
    assert parse_count("n", f"{number:.3f}{suffix}", (1, 1e15)) == round(float(f"{number:.3f}") * scale)


def test_the_region_default_is_stated_and_follows_the_session(kb):
    plain = resolve({"model": "qwen3-32b"}, kb)
    assert plain.region is None and ("region", "any") in plain.assumed
    en = resolve({"model": "qwen3-32b"}, kb, defaults={"region": "intl"})
    assert en.region == "intl" and ("region", "intl") in en.assumed
    zh = resolve({"model": "qwen3-32b", "budget": "3000/month"}, kb, defaults={"region": "cn"})
    assert zh.region == "cn" and zh.budget.currency == "CNY"  # a bare amount takes the session's currency
    told = resolve({"model": "qwen3-32b", "region": "cn"}, kb, defaults={"region": "intl"})
    assert told.region == "cn" and "region" not in dict(told.assumed)


def test_a_what_if_keeps_the_sessions_region(kb):
    from rules.facts import with_changes

    en = resolve({"model": "qwen3-32b"}, kb, defaults={"region": "intl"})
    assert with_changes(en, kb, precision="int4").region == "intl"


def test_task_groups_are_one_partition_of_the_schema_tasks(kb):
    """Every task of the schema sits in exactly one group (a new task must be placed), and the
    groups the estimates and the interface test are built from each other, not re-typed."""
    from knowledge.schema import TASKS
    from rules import fact_vocab as v

    groups = [("inference",), v.ADAPTER_TASKS, v.FULL_TRAINING_TASKS, v.NON_LLM_TASKS, ("learn",)]
    flat = [t for g in groups for t in g]
    assert sorted(flat) == sorted(TASKS) and len(flat) == len(set(flat))
    assert v.TRAINING_TASKS == (*v.ADAPTER_TASKS, *v.FULL_TRAINING_TASKS)
    assert v.LLM_TASKS == ("inference", *v.TRAINING_TASKS)
    assert set(v.FINETUNE_TASKS) == set(v.TRAINING_TASKS) - {"pretrain"}
    for task in TASKS:  # Facts reads its groups from the same tuples
        facts = resolve({"task": task, "params_b": 7, "vram_gb": 10}, kb)
        assert facts.is_training == (task in v.TRAINING_TASKS)
        assert facts.is_llm == (task in v.LLM_TASKS)


def test_a_budget_in_yuan_places_the_job_on_the_mainland_whatever_the_language(kb):
    """Review 6 F3: "预算每月 300 元" was region cn under --lang zh and intl under --lang en."""
    for lang_default in ("intl", "cn"):
        for budget in ("300/month CNY", "300元/月", {"amount": 300, "currency": "CNY", "unit": "month"}):
            facts = resolve({"model": "qwen3-8b", "budget": budget}, kb, defaults={"region": lang_default})
            assert facts.region == "cn", (lang_default, budget)
    said = resolve({"model": "qwen3-8b", "budget": "300/month CNY", "region": "intl"}, kb)
    assert said.region == "intl"  # a region the person gives stands
    dollars = resolve({"model": "qwen3-8b", "budget": "300/month USD"}, kb, defaults={"region": "cn"})
    assert dollars.region == "cn"  # a dollar budget says nothing about where: the session's default
