"""Review 101's reading criticals, each as a family of phrasings (zh and en), with the ones that must not fire:

- #9: "about 6,000 questions, sampling 8 answers per question. Reasoning traces average around 6k tokens, max 32k" —
  48,000 answers of ~6k output tokens each; the longest sets the context; "max 32k" beside tokens is never money;
"""

from __future__ import annotations

import pytest

from advisor_tui.understand import parse

R1 = "Evaluate DeepSeek-R1-Distill-Qwen-32B "


def facts(kb, text: str) -> dict:
    return dict(parse(text, kb, strict=True).facts)


# ------------------------------------------------------------- #9: items × answers drawn for each, their average length
@pytest.mark.parametrize("text, items, out", [
    ("For a paper I need to evaluate DeepSeek-R1-Distill-Qwen-32B on about 6,000 questions, sampling 8 answers per "
     "question. Reasoning traces average around 6k tokens, max 32k. Spot/preemptible instances are fine, I'm in "
     "Toronto and the deadline is 3 days from now. Cheapest way?", 48_000, 6144),
    (R1 + "on 5000 prompts, 4 samples each, ~600 output tokens each", 20_000, 600),
    ("Benchmark Qwen3-8B on 2,000 problems with pass@16, each answer about 1,500 tokens.", 32_000, 1500),
    (R1 + "on 3,000 questions, we sample 16 completions per prompt, answers average 2k tokens, max 8k", 48_000, 2048),
    ("用 Qwen3-32B 评测 6000 道题，每道采样 8 次，推理过程平均 6k token，最长 32k，3 天内跑完", 48_000, 6144),
    ("评测 1 万道题，每道题采样 4 个答案，每个答案大概 800 token", 40_000, 800),
    ("Evaluate Qwen3-32B on 6,000 questions × 8 samples, ~2k output tokens each", 48_000, 2048),
    ("评测 6000 道题 × 8 次，每条输出 2000 token", 48_000, 2000),
    ("每个问题生成 8 个回答，一共 3000 个问题，每个回答 500 token，离线跑", 24_000, 500),
])
def test_items_times_answers_drawn_each(kb, text, items, out):
    got = facts(kb, text)
    assert got.get("output_tokens") == out
    assert got.get("generate_tokens") == items * out
    assert "budget" not in got and "samples" not in got


@pytest.mark.parametrize("text, items", [
    (R1 + "on 6,000 questions. Answers are about 900 tokens each.", 6_000),  # one answer each
    (R1 + "on 6,000 questions, temperature 0.8, answers ~900 tokens each.", 6_000),
])
def test_one_answer_each_is_the_items(kb, text, items):
    got = facts(kb, text)
    assert got.get("generate_tokens") == items * got["output_tokens"]


@pytest.mark.parametrize("text, out, context", [
    ("Reasoning traces average around 6k tokens, max 32k.", 6144, 32768),
    ("The chains of thought are 4k tokens on average, up to 16k.", 4096, 16384),
    ("推理过程平均 6k token，最长 32k。", 6144, 32768),
    ("思维链平均 3000 token 左右，最长能到 2 万", 3000, 20000),
    ("Outputs average 6k, max 32k.", 6144, 32768),
    ("回答平均 6k，最长 32k", 6144, 32768),
])
def test_average_is_output_longest_is_context(kb, text, out, context):
    got = facts(kb, R1 + "offline. " + text)
    assert got.get("output_tokens") == out
    assert got.get("context_tokens") == context
    assert "budget" not in got


def test_the_longest_in_a_batch_stays_the_context_not_each_items_prompt(kb):
    got = facts(kb, "Qwen3-32B 评测 6000 道题，每道采样 8 次，每条输出平均 6k token，最长 32k")
    assert got.get("context_tokens") == 32768 and "input_tokens" not in got
    assert got["generate_tokens"] == 48_000 * 6144


def test_the_prompt_said_is_added_to_the_longest(kb):
    got = facts(kb, R1 + "on 6,000 questions. Prompts are about 300 tokens; traces average 6k tokens, max 32k.")
    assert got.get("context_tokens") == 32768 + 300
    assert got.get("input_tokens") == 300


@pytest.mark.parametrize("text", [
    "Serve Qwen3-8B, inputs are 1k tokens on average, max 16k.",
    "Serve Qwen3-8B. Prompts are around 2k tokens, sometimes 8k.",
    "部署 Qwen3-8B，输入平均 1k token，最长 16k",
    "Serve Qwen3-8B. Replies are 300 tokens, max 2k.",
    "Serve Qwen3-8B. The answers average 200 words, max 500.",
    "Serve Qwen3-8B; answers average 300, max 900",
    "Qwen3-8B 客服，回答平均 300 字左右，最长 800 字",
])
def test_a_k_number_beside_a_length_is_never_money(kb, text):
    assert "budget" not in facts(kb, text)


@pytest.mark.parametrize("text, amount", [
    ("Serve Qwen3-8B, prompts ~2k tokens, budget up to 10k a month", 10_000),
    ("Serve Qwen3-8B, requests are 2k tokens, max $10k a month", 10_000),
    ("部署 Qwen3-8B，输入 2k token，预算最多 1 万元一个月", 10_000),
])
def test_money_said_as_money_is_still_the_budget(kb, text, amount):
    got = facts(kb, text)
    assert got["budget"].amount == amount

