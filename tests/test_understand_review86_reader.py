"""Review 86's reader items: each a wrong fact stated confidently, fixed as a family (the review's own sentences are
not repeated here)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


# C1: a count before "daily users" / "daily requests" is no budget without a currency
def test_a_count_of_daily_users_is_no_budget(kb):
    f = _facts(kb, "Support bot on Qwen3 8B, about 8000 daily users, 120 concurrent at peak. EU hosting.")
    assert "budget" not in f and f["concurrency"] == 120
    f = _facts(kb, "Tutor app on Llama 3.1 8B, ~12k daily active users, peak 200 concurrent")
    assert "budget" not in f and f["public_service"] is True
    f = _facts(kb, "We have 2,000 weekly active users on a Mistral 7B bot, budget $800/month")
    assert budget_of(f) == (800, "USD", "month")


def test_a_count_of_daily_requests_is_the_days_load(kb):
    f = _facts(kb, "Internal Q&A bot on Qwen2.5 14B, roughly 4000 daily requests, answers ~300 tokens")
    assert f["requests_per_day"] == 4000 and "budget" not in f
    f = _facts(kb, "Llama 3.1 8B behind our API, 50k daily API calls, $2,000 a month at most")
    assert f["requests_per_day"] == 50000 and budget_of(f) == (2000, "USD", "month")


def test_daily_actives_in_chinese_are_no_days_or_money(kb):
    f = _facts(kb, "小程序接 qwen3 8b 做客服，8000 日活，每月预算 2000 元")
    assert "days" not in f and budget_of(f) == (2000, "CNY", "month") and f["public_service"] is True
    f = _facts(kb, "app 用 qwen3 8b，3000 日活，每人每天问 5 次")
    assert f["requests_per_day"] == 15000 and "days" not in f


def test_a_budget_said_daily_still_reads(kb):
    f = _facts(kb, "Llama 3.1 8B chat service, budget 500 daily")
    assert budget_of(f) == (500, "USD", "day")


# C2: one server of N cards to buy is the box's size, never one card
def test_one_server_of_eight_cards_is_no_single_gpu(kb):
    f = _facts(kb, "We plan to buy one 8x A100 server for LoRA on Llama 3.1 70B, company in France")
    assert f.get("server_gpus") == 8 and f.get("max_gpus") != 1 and f["procure"] == "buy"
    f = _facts(kb, "Thinking to purchase a single 8-GPU server for full fine-tuning of Qwen2.5 7B")
    assert f.get("server_gpus") == 8 and "max_gpus" not in f
    f = _facts(kb, "公司打算买一台 8 卡 H100 服务器，做 qwen2.5 72b 的 LoRA 微调")
    assert f.get("server_gpus") == 8 and "max_gpus" not in f
    f = _facts(kb, "想采购一台 H20 服务器跑 deepseek r1 推理")
    assert "max_gpus" not in f


def test_buy_a_box_or_rent_compares(kb):
    f = _facts(kb, "Buy an 8x H100 server or rent 8x H100 for a year? LoRA on 70B models, our company is in Spain")
    assert f["procure"] == "buy" and f.get("server_gpus") == 8 and "max_gpus" not in f


def test_one_card_bought_is_still_one(kb):
    assert _facts(kb, "I want to buy one 4090 to run qwen3 8b")["max_gpus"] == 1
    assert _facts(kb, "打算入手一张 5090 跑 qwen3 14b")["max_gpus"] == 1


# C3: a batch said by its prompts or rows of data
def test_a_batch_of_prompts_in_chinese(kb):
    f = _facts(kb, "用 qwen2.5 72b 跑一批合成数据，大概 10 万条 prompt，"
                   "每条输入 1000 token、输出 600 token，五天内跑完")
    assert f["generate_tokens"] == 60_000_000 and f["task"] == "inference"
    f = _facts(kb, "用 qwen2.5 72b 跑 30 万个请求，每个输入 800 token、输出 400 token，一周内跑完")
    assert f["generate_tokens"] == 120_000_000
    f = _facts(kb, "用 qwen2.5 72b 生成 5 万条数据，每条输出 700 token，国内")
    assert f["generate_tokens"] == 35_000_000 and "samples" not in f


def test_a_batch_run_over_prompts_in_english(kb):
    f = _facts(kb, "We need to run Qwen2.5 72B over 120k prompts, 900 input and 500 output tokens each, done in 5 days")
    assert f["generate_tokens"] == 60_000_000


def test_data_trained_on_stays_samples(kb):
    f = _facts(kb, "用 5 万条数据 LoRA 微调 qwen2.5 7b，每条 800 token")
    assert f["samples"] == 50000 and "generate_tokens" not in f
    f = _facts(kb, "我们 app 每天 20 万个请求，每个输出 500 token，qwen2.5 7b")
    assert f["requests_per_day"] == 200000 and "generate_tokens" not in f


# C4: a one-person trader says who pays
def test_a_one_person_trader_is_an_individual(kb):
    f = _facts(kb, "我们是做拼多多童装店的，想用 SDXL 出 3000 张商品图。个人卖家，不开发票，预算 800 块")
    assert f["buyer"] == "individual"
    assert _facts(kb, "我们家开抖音小店，个体户，想用 qwen3 8b 做客服，每月 500")["buyer"] == "individual"
    f = _facts(kb, "We run an Etsy shop selling prints; I'm a sole trader. FLUX.1-dev for 500 product images, $100")
    assert f["buyer"] == "individual"


def test_a_shop_with_staff_stays_a_company(kb):
    assert _facts(kb, "我们是做淘宝女装店的，公司有 20 个员工，想用 FLUX.1-dev 出图")["buyer"] == "company"


def test_a_place_named_before_data_residency_is_where_the_data_stays(kb):
    """Read as an engineer at the session's end: "EU data residency" (a Berlin fintech's words) read only as no
    mainland sellers, while "data must stay in the EU" set where the data stays — the same rule, the place first."""
    from advisor_tui.understand import parse

    assert parse("serve Mistral Small 24B, 16k context, EU data residency", kb).implied().get("data_in") == "EU"
    assert parse("serve qwen3 8b, UK data sovereignty please", kb).implied().get("data_in") == "UK"
    assert parse("serve qwen3 8b, GDPR data residency", kb).implied().get("data_in") is None
