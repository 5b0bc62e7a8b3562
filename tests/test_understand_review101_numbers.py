"""Review 101's reading criticals, each as a family of phrasings (zh and en), with the ones that must not fire:

- #9: "about 6,000 questions, sampling 8 answers per question. Reasoning traces average around 6k tokens, max 32k" —
  48,000 answers of ~6k output tokens each; the longest sets the context; "max 32k" beside tokens is never money;
- #5: "Should I buy an RTX 5090 (street price around $2,500) or just rent?" — the card's price to buy (a quote), never
  the budget; the one card named is bought against renting it over the days said;
- #3: "the NPC replies with about 120 tokens" — the output per request; "Players should see the first words within
  800 ms" — the first token's limit.
"""

from __future__ import annotations

import pytest

from advisor_tui.cli import main
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


# ---------------------------------------------------------------- #5: a price said of a named card is its price to buy
F5090 = ("I'm a freelance ML dev in Austin. Should I buy an RTX 5090 (street price around $2,500) or just rent? "
         "I'd use it about 4 hours a day for a year, mostly QLoRA fine-tuning Llama 3.1 8B on client data and running "
         "it locally for testing.")


def quotes(kb, text: str) -> dict:
    return {c.card: c.quote for c in parse(text, kb, strict=True).mentioned_cards if c.quote}


@pytest.mark.parametrize("text, card, amount, currency", [
    (F5090, "rtx-5090", 2500, "USD"),
    ("an H100 goes for $25k, should we buy or rent?", "h100-sxm", 25_000, "USD"),
    ("Thinking of a 4090 - it retails at $1,599. Worth buying for Qwen3-8B?", "rtx-4090", 1599, "USD"),
    ("the RTX 5090's MSRP is $1,999; buy one or rent for llama 3.1 8b?", "rtx-5090", 1999, "USD"),
    ("5090 市场价 2 万 5 左右，值得买吗", "rtx-5090", 25_000, None),
    ("4090 现在两万出头，买还是租划算", "rtx-4090", 20_000, None),
    ("5090 卖 2 万 5，买还是租？", "rtx-5090", 25_000, None),
    ("5090 两万五能买到，跑 Qwen3-8B 推理值得买吗", "rtx-5090", 25_000, None),
    ("4090 1.6 万就能入手，买还是租？", "rtx-4090", 16_000, None),
    ("I saw a 4090 for $1,800 at Micro Center. Worth buying vs renting?", "rtx-4090", 1800, "USD"),
])
def test_a_price_said_of_a_named_card_is_its_price_to_buy(kb, text, card, amount, currency):
    got = quotes(kb, text)
    assert got.get(card) == (amount, currency, "total")
    assert "budget" not in facts(kb, text)


@pytest.mark.parametrize("text, amount", [
    ("Budget $3,000. Is an RTX 5090 worth buying for QLoRA on Llama 3.1 8B?", 3000),
    ("预算 3 万，5090 值得买吗", 30_000),
])
def test_a_budget_said_as_one_stays_the_budget(kb, text, amount):
    assert facts(kb, text)["budget"].amount == amount
    assert not any(q[2] == "total" for q in quotes(kb, text).values())


def test_a_budget_said_before_the_card_is_no_price_of_it(kb):
    assert not quotes(kb, "our budget for an RTX 5090 build is $4,000, buy or rent?")


def test_a_rent_said_with_its_period_stays_a_rental_quote(kb):
    assert quotes(kb, "RTX 4090 at $0.40 an hour, or buy one?") == {"rtx-4090": (0.4, "USD", "hour")}


def test_the_usage_of_a_buy_or_rent_question(kb):
    got = facts(kb, F5090)
    assert (got["procure"], got["hours_per_day"], got["days"], got["task"]) == ("buy", 4, 365, "qlora")


def test_the_one_card_named_is_bought_against_renting_it(capsys, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    assert main(["recommend", "--say", F5090]) == 0
    out = capsys.readouterr().out
    assert "Budget" not in out
    line = next(x for x in out.splitlines() if "Buy or rent the card you named" in x)
    assert "buying 1 × rtx-5090 costs $2,500 once" in line and "renting 1 × rtx-5090" in line
    assert "renting is" in line and "buying pays for itself after about" in line


# ------------------------------------------------------------------------ #3: the reply's length, the first words seen
RPG = ("We run an online RPG and want LLM-driven NPC dialogue. Model: Qwen3-30B-A3B, no thinking mode. At peak about "
       "40 requests per second, each prompt is roughly 1,500 tokens (persona + recent chat) and the NPC replies with "
       "about 120 tokens. Players should see the first words within 800 ms. Our servers are in Frankfurt.")
Q8 = "Serve Qwen3-8B for our game, 20 requests a second. "


def test_the_rpg_reads_its_reply_and_its_first_words(kb):
    got = facts(kb, RPG)
    assert (got["output_tokens"], got["input_tokens"], got["max_ttft_s"], got["rps"]) == (120, 1500, 0.8, 40)


@pytest.mark.parametrize("text, out", [
    (Q8 + "The bot responds with roughly 200 tokens.", 200),
    (Q8 + "It answers in ~150 tokens.", 150),
    (Q8 + "Each reply is around 120 tokens.", 120),
    (Q8 + "Replies come in at about 80 tokens.", 80),
    (Q8 + "The NPC says about 60 tokens per line.", 60),
    ("Qwen3-8B 客服，高峰每秒 20 个请求，回复大概 120 个 token", 120),
    ("Qwen3-8B 做游戏 NPC，每秒 20 个请求，NPC 每句回 80 token 左右", 80),
])
def test_a_reply_said_with_the_verb_of_replying_is_the_output(kb, text, out):
    got = facts(kb, text)
    assert got.get("output_tokens") == out
    assert got.get("context_tokens") != out


@pytest.mark.parametrize("text", [
    Q8 + "Each prompt is about 900 tokens.",  # the prompt, not the reply
    Q8 + "Replies should be short.",
])
def test_no_reply_length_said_reads_none(kb, text):
    assert "output_tokens" not in facts(kb, text)


@pytest.mark.parametrize("text, seconds", [
    (Q8 + "Players should see the first words within 800 ms.", 0.8),
    (Q8 + "Users need to see something within a second.", 1.0),
    (Q8 + "We want people to get the first token in under 600ms.", 0.6),
    (Q8 + "Players must see text appear in under 1.5 seconds.", 1.5),
    ("Qwen3-8B 客服，每秒 20 个请求，玩家要在 800 毫秒内看到第一个字", 0.8),
    ("Qwen3-8B 客服，每秒 20 个请求，看到第一个字不能超过 1 秒", 1.0),
    ("Qwen3-8B 客服，每秒 20 个请求，首字 800 毫秒内", 0.8),
])
def test_the_first_words_seen_within_a_time_are_the_first_tokens_limit(kb, text, seconds):
    assert facts(kb, text).get("max_ttft_s") == seconds


@pytest.mark.parametrize("text", [
    Q8 + "Users should see the full reply within 5 seconds.",  # the whole answer: not the first token
    "Fine-tune Qwen3-8B on our tickets; we want to see results within a week.",
    Q8 + "Players see the NPC within 2 seconds of entering the zone? No idea.",
])
def test_no_first_words_said_sets_no_first_token_limit(kb, text):
    assert facts(kb, text).get("max_ttft_s") is None


def test_no_rental_is_priced_beside_a_card_named_when_renting_is_refused(capsys, monkeypatch):
    # review 113 c8b: "renting is not an option at all … Could we do … on a single RTX 5090 instead" still got "Buy or
    # rent the card you named: … renting is €1,669 less"
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    say = ("renting is not an option at all, data stays on site. Office hours only, 9 hours a day, weekdays. Could we "
           "do Qwen3-14B + Whisper large-v3 + bge-m3 on a single RTX 5090 instead, with FP8 for the LLM? €9,000 is "
           "for the whole PC, under "
           "a desk, 5 people at once. 1 EUR = 1.08 USD.")
    assert main(["recommend", "--say", say]) == 0
    out = capsys.readouterr().out
    assert "Buy or rent the card you named" not in out and "renting is €" not in out
    assert "1 × NVIDIA GeForce RTX 5090 — to buy" in out
