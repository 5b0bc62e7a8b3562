"""The families of phrasing review 18 found misread or dropped (C1, M1, M2, M4, M5) — each tested in wordings
other than the reviewer's, in both languages, so that the family is what is read, not the review's
sentences."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import describe, parse
from rules.facts import Budget
from rules.pipeline import consult
from tests.understand_helpers import TODAY
from tests.understand_helpers import read_facts as _facts


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


# C1: a wattage said as an upper bound is the power limit, never a budget in 万 (nor a reason to price in
# the mainland)
@pytest.mark.parametrize(("text", "fact", "watts"), [
    ("Office workstation, everything GPU-side has to stay below 350 W, qwen3 14b", "power_limit_w", 350),
    ("the GPU must not draw more than 300 watts", "power_limit_w", 300),
    ("power cap of 450W per card, llama 3.1 8b", "gpu_power_w", 450),
    ("TDP no higher than 250 W", "power_limit_w", 250),
    ("we need a low-power card: under 75 W", "power_limit_w", 75),
    ("max 300W per GPU, it goes in a small tower", "gpu_power_w", 300),
    ("power limit 400", "power_limit_w", 400),
    ("our office circuit can only take 1000 W for the GPUs", "power_limit_w", 1000),
    ("the whole box has a 1.2 kW power budget", "power_limit_w", 800),  # the host keeps ~400 W (review 49)
    ("单卡功耗不要超过 300W", "gpu_power_w", 300),
    ("显卡功率最多 250 瓦，跑 qwen3 8b", "power_limit_w", 250),
    ("整机功耗控制在 1500W 以内", "power_limit_w", 1100),  # the whole machine: ~400 W for the host
    ("功耗上限 450W，国内", "power_limit_w", 450),
    ("每张卡 TDP 不超过 350", "gpu_power_w", 350),
    ("机箱里的卡功耗三百瓦以内", "power_limit_w", 300),
])
def test_a_wattage_said_as_a_limit_is_the_power_limit(kb, text, fact, watts):
    facts = _facts(kb, text)  # one card's limit (review 20 M1), or the GPUs' together
    assert facts.get(fact) == watts, facts
    assert "budget" not in facts, facts


@pytest.mark.parametrize("text", [
    "Edge box for our lab: all the GPUs together must stay under 600 W. Serve qwen3 14b",
    "the whole setup should be at most 400 watts",
])
def test_a_limit_for_the_whole_box_is_for_the_gpus_together_and_said(kb, text):
    u = parse(text, kb, strict=True, today=TODAY)
    assert "power_limit_w" in u.facts and "budget" not in u.facts
    assert any("the GPUs together are held to" in n.en for n in u.notes)


def test_an_english_wattage_does_not_move_the_work_to_the_mainland(kb):
    facts = _facts(kb, "Run qwen2.5-14b int4 with 8k context, the GPUs must stay under 400 W, we buy")
    assert "region" not in facts and "budget" not in facts
    answer = consult(facts, kb, what_if=False)
    assert answer.facts.region != "cn"
    assert answer.picks and all((kb.card(p.card).tdp_w or 0) <= 400 for p in answer.picks)


@pytest.mark.parametrize(("text", "budget"), [
    ("预算 3W", Budget(30000.0, "CNY", "month")),
    ("3w 一个月", Budget(30000.0, "CNY", "month")),
    ("一个月 1.5W 左右", Budget(15000.0, "CNY", "month")),
    ("预算 50w 买服务器", Budget(500000.0, "CNY", "total")),
    ("budget 20w to buy, not rent", Budget(200000.0, "CNY", "total")),
    ("预算 3w，显卡功耗 300W 以内", Budget(30000.0, "CNY", "month")),
    ("月预算 2w 块", Budget(20000.0, "CNY", "month")),
    ("预算两W，国内", Budget(20000.0, "CNY", "month")),
    ("预算两w一个月", Budget(20000.0, "CNY", "month")),
    ("一个月三k左右", Budget(3000.0, "CNY", "month")),
])
def test_w_as_ten_thousand_in_a_budget_is_still_money(kb, text, budget):
    got = _facts(kb, text).get("budget")
    assert got is not None and (got.amount, got.currency, got.unit) == (budget.amount, budget.currency, budget.unit)


@pytest.mark.parametrize("text", ["两W", "3w", "两w 一个月", "350w"])
def test_w_under_the_budget_question_is_money(kb, text):
    got = _facts(kb, text, question="budget", currency="CNY").get("budget")
    assert got is not None and got.currency == "CNY" and got.amount % 10000 == 0, got


def test_a_budget_and_a_power_limit_said_together_are_both_read(kb):
    facts = _facts(kb, "预算 3w，显卡功耗 300W 以内")
    assert facts["power_limit_w"] == 300 and facts["budget"].amount == 30000


@pytest.mark.parametrize("text", [
    "the 4090 draws 450 W, is that a problem?",
    "RTX 6000 Ada: 48 GB, 960 GB/s, 300 W",
    "A100 PCIe 的功耗是 300W",
    "our 1600 W PSU should be fine",
    "机房电源只有 3000W",
    "we have a 1200W power supply",
    "tdp 300w",
])
def test_a_wattage_that_is_no_limit_is_said_not_read(kb, text):
    u = parse(text, kb, strict=True, today=TODAY)
    assert "power_limit_w" not in u.facts and "budget" not in u.facts, u.facts
    assert any(x.kind == "power_limit_w" for x in u.unresolved)


@pytest.mark.parametrize("text", ["部署 qwen3-32b，350W 以内，国内", "整台 800w 以下就行"])
def test_a_bare_chinese_w_with_no_money_or_power_word_is_asked(kb, text):
    u = parse(text, kb, strict=True, today=TODAY)
    assert "budget" not in u.facts and "power_limit_w" not in u.facts, u.facts
    (asked,) = [x for x in u.unresolved if x.kind == "power_limit_w"]
    assert "瓦" in asked.note.zh and "万" in asked.note.zh


@pytest.mark.parametrize(("text", "n"), [("sdxl 出图 3w 张", 30000), ("20w 条样本 lora qwen3 8b", 200000)])
def test_w_counting_things_is_not_watts(kb, text, n):
    facts = _facts(kb, text)
    assert n in (facts.get("images"), facts.get("samples")) and "power_limit_w" not in facts


def test_the_power_limit_is_shown_in_watts(kb):
    lines = describe(parse("显卡功耗 350W 以内", kb, strict=True, today=TODAY), "zh")
    assert any("350 W" in line and "功耗 350W 以内" in line for line in lines), lines


# M5: a prompt length said with an input word around it is the request's input tokens, never dropped for the
# 2,000-token default (nor read as a context length)
@pytest.mark.parametrize(("text", "tokens_in", "tokens_out"), [
    ("qwen3 8b 部署，每秒 2 个请求，每张图加提示大约 1500 个输入 token", 1500, None),
    ("部署 qwen3 14b，高峰每秒 5 个请求，1200 输入 token，300 个输出 token", 1200, 300),
    ("每次大概 2000 个 token 的输入，输出 400 个 token，qwen3 8b 推理", 2000, 400),
    ("qwen3 8b 部署，提示大约 900 个 token", 900, None),
    ("serve qwen3 8b at 2 rps, 1500 tokens of input and 300 tokens of output", 1500, 300),
    ("serving llama 3.1 8b, each prompt is roughly 1800 tokens, replies run about 250 tokens", 1800, 250),
    ("llama 3.1 8b api, 4 req/s, inputs run ~1.5k tokens", 1536, None),
    ("serve gemma 3 27b, 3 rps, input length about 1500 tokens", 1500, None),
    ("llama 3.1 8b, 5 rps, about 1500 input tokens, 200 output tokens", 1500, 200),
])
def test_a_prompt_length_with_its_input_word_is_the_input_tokens(kb, text, tokens_in, tokens_out):
    u = parse(text, kb, strict=True, today=TODAY)
    assert u.facts.get("input_tokens") == tokens_in, u.facts
    assert u.facts.get("output_tokens") == tokens_out, u.facts
    assert "context_tokens" not in u.facts and not u.conflicts, (u.facts, u.conflicts)


# M2: in a serving job, tokens "each" are a request's prompt, not a training sample's length
@pytest.mark.parametrize(("text", "tokens"), [
    ("serve it at 50 requests per second, 512 tokens each, US", 512),
    ("llama 3.1 8b behind an API, 20 rps, around 800 tokens per request", 800),
    ("deploy qwen3 14b, peak 10 requests/s of about 1k tokens each", 1024),
    ("高峰每秒 30 个请求，每个请求大概 800 个 token，qwen3 14b", 800),
    ("部署 qwen3 8b，每次请求 600 token 左右，每秒 5 个", 600),
])
def test_tokens_each_in_a_serving_job_are_the_input(kb, text, tokens):
    u = parse(text, kb, strict=True, today=TODAY)
    assert u.facts.get("input_tokens") == tokens, u.facts
    assert "tokens_per_sample" not in u.facts and not any(x.kind == "samples" for x in u.unresolved)


@pytest.mark.parametrize(("text", "each"), [
    ("lora qwen3 8b, 20k samples, 512 tokens each", 512),
    ("fine-tune llama 3.1 8b on 5000 conversations, 900 tokens each, then serve it", 900),
    ("qwen2.5 7b 微调，3 万条数据，每条 600 token", 600),
])
def test_tokens_each_in_a_training_job_stay_the_sample_length(kb, text, each):
    facts = _facts(kb, text)
    assert facts.get("tokens_per_sample") == each and "input_tokens" not in facts, facts


# M2: embedding and rerank encoders are said as not covered, not read as a training job or a near model
@pytest.mark.parametrize(("text", "name"), [
    ("RAG: qwen3 8b for answers, bge-large-zh-v1.5 for the embeddings", "bge-large-zh-v1.5"),
    ("serve qwen3-embedding-8b at 20 rps", "qwen3-embedding-8b"),
    ("e5-large-v2 for retrieval, 200 qps", "e5-large-v2"),
    ("部署 Qwen3 Reranker 4B 做重排", "Qwen3 Reranker 4B"),
    ("用 sentence-transformers 做语义检索", "sentence-transformers"),
])
def test_an_embedding_or_rerank_encoder_is_said_to_be_not_covered(kb, text, name):
    u = parse(text, kb, strict=True, today=TODAY)
    said = [x for x in u.unresolved if x.kind == "model" and "not covered" in x.note.en]
    assert said and name in said[0].note.en and "不在覆盖范围内" in said[0].note.zh
    assert u.facts.get("model") in (None, "qwen3-8b") and "params_b" not in u.facts, u.facts
    assert "samples" not in u.facts and "tokens_per_sample" not in u.facts


# the encoders the catalogue holds (bge-m3, bge-reranker-v2-m3), served at a rate: an embedding service, sized
@pytest.mark.parametrize(("text", "facts"), [
    ("We need to serve bge-m3 embeddings plus a reranker, 50 requests per second, 512 tokens each",
     {"models": "bge-m3,bge-reranker-v2-m3", "rps": 50}),
    ("部署一个向量模型，每秒 100 个请求", {"model": "bge-m3", "rps": 100}),
])
def test_a_catalogued_encoder_served_at_a_rate_is_an_embedding_service(kb, text, facts):
    u = parse(text, kb, strict=True, today=TODAY)
    assert all(u.facts.get(k) == v for k, v in facts.items()), u.facts
    assert not any("not covered" in x.note.en for x in u.unresolved)


def test_an_encoder_beside_a_chat_model_leaves_the_chat_model_sized(kb):
    # (review 95 c09: a catalogued encoder beside it runs on the box too, summed after the chat model —
    # advisor_tui/understand/rag_pipeline.py)
    facts = _facts(kb, "RAG: qwen3 8b for answers, bge-m3 for the embeddings, 5 rps")
    assert facts.get("models") == "qwen3-8b,bge-m3" and facts.get("rps") == 5


# M4: a small group of people using it is sized at that many at once (doubtful, said), not at the default one
@pytest.mark.parametrize(("text", "n"), [
    ("想跑 llama 3 70b 推理，4bit，两个人用，国内", 2),
    ("qwen3 14b for 2 people, 8k context", 2),
    ("3 of us will use it, qwen3 8b", 3),
    ("the two of us share one qwen3 14b box", 2),
    ("我们俩用，qwen3 8b", 2),
    ("给三个同事用的 qwen3 32b", 3),
    ("Run qwen2.5-14b at int4 for 5 users with 8k context", 5),
    ("两三个人用 qwen3 8b", 3),
])
def test_a_small_group_using_it_is_sized_at_that_many_at_once(kb, text, n):
    u = parse(text, kb, strict=True, today=TODAY)
    assert u.facts.get("concurrency") == n and "concurrency" in u.doubtful, u.facts
    assert any(f"all {n} at once is assumed" in x.en for x in u.notes)
    assert not any(x.kind == "concurrency" for x in u.unresolved)


@pytest.mark.parametrize(("text", "n"), [("两个人用", 2), ("3 of us", 3), ("两个人轮流用", 1)])
def test_a_small_group_answering_the_concurrency_question_is_the_answer(kb, text, n):
    u = parse(text, kb, strict=True, today=TODAY, question="concurrency")
    assert u.facts.get("concurrency") == n and "concurrency" not in u.doubtful


def test_two_people_sized_for_two_in_the_consultation(kb):
    facts = _facts(kb, "想跑 llama 3 70b 推理，用 4bit，上下文 8k，两个人用，预算一个月 5000 块，国内")
    assert consult(facts, kb, what_if=False).facts.concurrency == 2


@pytest.mark.parametrize("text", ["two people, never at the same time, qwen3 8b", "两个人轮流用 qwen3 8b",
                                  "3 of us, but we take turns, qwen3 8b", "我们俩用，不会同时用，qwen3 8b"])
def test_a_small_group_that_takes_turns_is_one_at_a_time(kb, text):
    assert _facts(kb, text).get("concurrency") == 1


@pytest.mark.parametrize(("text", "most"), [
    ("serve qwen3 32b for our 40 employees", 40), ("内部十来个人用，qwen3 14b", 10),
    ("a 9-person team will share it", 9),
])
def test_a_larger_head_count_is_still_asked(kb, text, most):
    u = parse(text, kb, strict=True, today=TODAY)
    assert "concurrency" not in u.facts
    asked = [x for x in u.unresolved if x.kind == "concurrency"]
    assert asked and f"at most {most}" in asked[0].note.en


@pytest.mark.parametrize("text", ["5 people but not all at once, qwen3 8b", "4 个人用，但不会都同时用，qwen3 8b"])
def test_not_all_at_once_is_asked_not_sized(kb, text):
    u = parse(text, kb, strict=True, today=TODAY)
    assert "concurrency" not in u.facts and any(x.kind == "concurrency" for x in u.unresolved)


@pytest.mark.parametrize("text", [
    "我是个人开发者……哦不对，我们俩已经合伙注册了公司，发票要开公司抬头。",
    "Small indie game company, 4 people. We make concept art with SD 1.5",
    "two of us will fine-tune qwen3 8b with lora on 10k samples",
])
def test_people_who_are_not_its_users_are_not_a_concurrency(kb, text):
    assert "concurrency" not in _facts(kb, text)


# M1: weeks of use said as a word before a noun are the span of use; learners who each use a GPU are said back
@pytest.mark.parametrize(("text", "hours", "days"), [
    ("10-week intro deep learning club, students run notebooks 2 hours a week", 2, 10),
    ("a six-week workshop, each attendee gets a GPU 4 hours a week", 4, 6),
    ("a 10-week course, 3 hours a day", 3, 70),
    ("8 周的课程，每周上课 3 小时", 3, 8),
    ("每周 2 小时，持续 10 周", 2, 10),
    ("a three-month project, 6 hours a day, qwen3 8b", 6, 90),
])
def test_weeks_of_a_course_are_its_span_of_use(kb, text, hours, days):
    facts = _facts(kb, text)
    assert facts.get("hours_per_day") == hours and facts.get("days") == days, facts


@pytest.mark.parametrize("text", [
    "Hi, forwarding the quote: 8x H100 at $2.49/hr, 3-month commitment, about $43,000 all in",
    "a 30-day money-back guarantee on the card",
])
def test_a_billing_term_is_no_span_of_use(kb, text):
    assert "days" not in _facts(kb, text)


@pytest.mark.parametrize(("text", "n"), [
    ("High-school teacher. 10-week club, 15 students, each runs small PyTorch notebooks 2 hours a week", 15),
    ("8 周的课程，每周上课 3 小时，20 个学生", 20),
    ("每周 2 小时，持续 10 周，12 个学员，每人跑自己的 notebook", 12),
    ("a six-week workshop for 30 attendees, each gets a GPU 4 hours a week", 30),
])
def test_learners_who_each_use_a_gpu_are_said_back_not_dropped(kb, text, n):
    u = parse(text, kb, strict=True, today=TODAY)
    (said,) = [x for x in u.unresolved if x.kind == "concurrency"]
    assert f"{n}×" in said.note.en and f"{n} 倍" in said.note.zh
    assert "concurrency" not in u.facts
