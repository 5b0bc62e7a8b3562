"""Review 19's reading findings, as families of phrasings: a concurrency said the Chinese way ("20 人并发",
"20 个用户并发", "50 个研发同时用") was read as one, and the answer sized for one user (C1, critical); "buy an
office tower" was read as renting with a monthly budget (M2)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse

KB = knowledge.load(user_file=False)


@pytest.mark.parametrize(("phrase", "n"), [
    ("20 人并发", 20), ("20人并发", 20), ("20 个用户并发", 20), ("50 个研发同时用", 50),
    ("给公司内部 50 个研发同时用", 50), ("30 个客服同时在线用", 30), ("12 个程序员一起用", 12),
    ("大概 40 个员工并发", 40),
])
def test_a_chinese_concurrency_of_people_is_that_many_at_once(phrase, n):
    u = parse(f"部署 Qwen2.5-72B，{phrase}，上下文 16K，国内", KB)
    assert u.facts.get("concurrency") == n


@pytest.mark.parametrize("text", ["3 个研发项目同时进行，部署 qwen3 8b", "我们有 20 人，qwen3 8b 推理"])
def test_people_not_said_to_use_it_at_once_are_not_a_concurrency(text):
    assert parse(text, KB).facts.get("concurrency") in (None,)


@pytest.mark.parametrize("text", [
    "buy an office tower to run Qwen3 32B, budget $16,000",
    "we want to buy a desktop PC for llama 8b",
    "buy a new computer for sdxl, 2000 dollars",
    "purchasing two tower PCs for the lab to run qwen3 14b",
])
def test_buying_a_computer_is_a_purchase(text):
    u = parse(text, KB)
    assert u.facts.get("procure") == "buy"
    budget = u.facts.get("budget")
    assert budget is None or budget.unit == "total"


@pytest.mark.parametrize("text", [
    "Black Friday: H100 from $1.99/hr, reserve now",
    "saw A100s starting at $1.19/h on some site",
    "4090 低至 1.9 元/小时，限时",
])
def test_an_advertised_price_is_no_budget(text):
    assert "budget" not in parse(text, KB).facts


@pytest.mark.parametrize("text", [
    "部署 Qwen3-32B，隔壁组用的 llama 3.1 70b，我们用不着那么大",
    "部署 Qwen3-32B，别的部门用的是 qwen2.5 72b",
    "we serve Qwen3-32B; another team uses Llama 3.1 70B",
])
def test_another_teams_model_is_not_this_jobs(text):
    assert parse(text, KB).facts.get("model") == "qwen3-32b"


@pytest.mark.parametrize(("text", "amount"), [
    ("一个月两千\n不对，是一个月三千五", 3500), ("一个月两千，不对，是一个月三千五", 3500),
    ("每周八百，哦不对，是一周一千二", 1200), ("budget 2k a month, sorry, I meant 3.5k", 3500),
])
def test_a_corrected_budget_keeps_the_amount_after_its_period(text, amount):
    """heldout23 #40: '不对，是一个月三千五' read 一 (of 一个月) as the corrected amount: a ¥1 budget."""
    assert parse(text, KB).facts["budget"].amount == amount


@pytest.mark.parametrize(("text", "model"), [
    ("Llama 3.1 70B — sorry, I meant Llama 3.3 70B", "llama-3.3-70b"),
    ("qwen2.5 7b, I meant qwen2.5 14b", "qwen2.5-14b"),
])
def test_i_meant_corrects_the_model(text, model):
    assert parse(text, KB).facts.get("model") == model
