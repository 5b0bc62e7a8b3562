"""Review 20's reading finding, as a family of phrasings: a batch job said by its items ("summarize 10
million documents … 150 output tokens each", "总结 1000 万篇文档，每篇输出 150 token") was dropped without a
word and priced as a month of one-at-a-time serving, ~2.3 years of work (C1, critical); "Batch: 10M
requests" was read as 10 sequences at once."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


@pytest.mark.parametrize(("text", "total"), [
    ("Offline batch job: summarize 10 million documents with Llama 3.1 70B, about 1,000 input and 150 output "
     "tokens each.", 1_500_000_000),
    ("generate summaries for 2 million articles with qwen3 32b, 200 output tokens each", 400_000_000),
    ("离线批处理：用 Llama 3.1 70B 总结 1000 万篇文档，每篇输入 1000 token，输出 150 token", 1_500_000_000),
    ("Batch: 10M requests to Llama 3.1 70B, 1000 input tokens and 150 output tokens each", 1_500_000_000),
    ("translate 300k product descriptions with qwen2.5 14b, 120 output tokens each", 36_000_000),
    ("批量给 50 万条评论打标签，qwen3 8b，每条输出 20 token", 10_000_000),
])
def test_items_times_output_tokens_is_the_batch_to_generate(text, total):
    u = parse(text, KB, strict=True)
    assert u.facts.get("generate_tokens") == total
    assert u.facts.get("task") == "inference" and "concurrency" not in u.facts
    r = consult(u.facts, KB, what_if=False)
    assert r.picks and r.picks[0].job is not None and r.picks[0].job.is_job  # costed as a job, not a month


@pytest.mark.parametrize("text", ["summarize 500k support tickets with qwen3 8b overnight",
                                  "用 qwen3 8b 离线总结 200 万篇新闻"])
def test_a_batch_with_no_output_length_is_asked_for_not_dropped(text):
    u = parse(text, KB, strict=True)
    assert "generate_tokens" not in u.facts
    assert any(x.kind == "generate_tokens" for x in u.unresolved)


@pytest.mark.parametrize("text", [
    "we get 10M requests a day to Llama 3.1 8B, 500 output tokens each",  # a rate, not a batch
    "fine-tune qwen3 8b on 2 million documents, 300 tokens each",  # training data
    "serve qwen3 8b for 200 users, 300 output tokens each",  # no items of a batch
    "summarize 50 documents with qwen3 8b, 200 output tokens each",  # a handful, not a job to size
])
def test_other_counts_are_not_a_batch(text):
    assert "generate_tokens" not in parse(text, KB, strict=True).facts


@pytest.mark.parametrize(("text", "cuda"), [
    ("we just use pytorch", False), ("only vllm and transformers", False), ("就用 pytorch", False),
    ("我们只用 vllm 部署", False), ("just pytorch", False),
    ("pytorch with our own cuda kernels", True), ("we use pytorch with custom cuda kernels", True),
])
def test_stock_frameworks_at_the_cuda_question_need_no_cuda(text, cuda):
    # found running the TUI: "we just use pytorch" at the CUDA question was refused ("expected yes or no")
    assert parse(text, KB, question="cuda").facts.get("cuda_required") is cuda


def test_a_framework_said_outside_the_cuda_question_is_the_engine_alone():
    assert "cuda_required" not in parse("we just use vLLM", KB).facts


@pytest.mark.parametrize(("text", "fact", "watts"), [
    ("单卡功耗 300W 以内，最多 4 张卡", "gpu_power_w", 300),
    ("each GPU must be 300 W TDP or less", "gpu_power_w", 300),
    ("the card itself should stay under 350W", "gpu_power_w", 350),
    ("keep each card under 250 watts", "gpu_power_w", 250),
    ("the whole GPU setup must stay under 400 W", "power_limit_w", 400),
    ("all the GPUs together must stay under 600 W", "power_limit_w", 600),
    ("整机功耗不能超过 1500W", "power_limit_w", 1100),  # the whole machine (review 49 C9)
])
def test_a_power_limit_is_one_cards_or_the_gpus_together_as_said(text, fact, watts):
    facts = parse(f"buy a box for qwen3 32b; {text}", KB, strict=True).facts
    assert facts.get(fact) == watts and not ({"power_limit_w", "gpu_power_w"} - {fact}) & set(facts)
