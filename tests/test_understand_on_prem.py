"""A deployment on the person's own premises (内网部署 / 本地部署 / on-prem) is a purchase when no way was said, with
neighbours where the same words name a cloud's private network, cards the person has, or a client's machines."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on, run_cli

_read, _facts = read_on(datetime.date(2026, 12, 7))


def test_an_intranet_or_local_deployment_buys_the_machines(kb):
    for said in ("我们是一家律所，想在内网部署 Qwen2.5-32B，给 20 个律师用",
                 "打算本地部署 Qwen3-32B，大概 10 个人用",
                 "我们要私有化部署到内网，Qwen2.5-72B",
                 "模型部署在我们自己的机房，qwen3 32b",
                 "We want to deploy Qwen2.5-32B on-prem for 20 lawyers",
                 "We'll host it on our own servers, llama 3.1 8b"):
        assert _facts(kb, said).get("procure") == "buy", said


def test_a_bare_budget_beside_it_is_what_the_machine_may_cost(kb):
    said = "我们是一家律所，想在内网部署 Qwen2.5-32B，给 20 个律师用，上下文 16k，预算 15 万"
    read = _read(kb, said)
    assert budget_of(read.facts) == (150000, "CNY", "total")
    assert not any("per month" in n.en for n in read.notes)
    # neighbour: money said by the month is a running cost and leaves the way open
    f = _facts(kb, "内网部署 qwen3 32b，每月预算 3 万")
    assert "procure" not in f and budget_of(f) == (30000, "CNY", "month")


def test_neighbours_a_cloud_owned_cards_or_a_client_leave_it_open(kb):
    assert _facts(kb, "在阿里云上租，内网部署就行")["procure"] == "rent"
    assert "procure" not in _facts(kb, "服务器放在阿里云上，只允许内网访问")
    assert "procure" not in _facts(kb, "部署后只允许内网访问，qwen3 32b")
    assert "procure" not in _facts(kb, "实验室有两张 A100，想内网部署 Qwen2.5-32B")
    assert "procure" not in _facts(kb, "我有一张 4090，想本地部署 qwen3 8b")
    assert "procure" not in _facts(kb, "给客户做私有化部署，信创，昇腾 910B，qwen2.5 72b")
    assert "procure" not in _facts(kb, "It only runs inside our AWS VPC, on-prem style, llama 3.1 8b")
    assert "procure" not in _facts(kb, "想在 AutoDL 上本地部署 Qwen3-8B 玩玩")


def test_the_law_firm_is_answered_with_a_purchase(capsys, monkeypatch):
    out = run_cli(capsys, monkeypatch, "--lang", "zh", "recommend", "--say",
                  "我们是一家律所，想在内网部署 Qwen2.5-32B，给 20 个律师用，上下文 16k，预算 15 万",
                  today="2026-12-07")
    assert "租用还是购买：采购硬件（来自“内网部署”）" in out
    assert "每月 ¥150,000" not in out and "按每月理解" not in out
