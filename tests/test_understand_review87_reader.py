"""Review 87's reader items: each a wrong fact stated confidently, fixed as a family."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


# c07: a rate said against the yuan converts to yuan, never to dollars at the yuan's figure
def test_a_rate_against_the_yuan_converts_to_yuan(kb):
    f = _facts(kb, "我们是香港注册的公司，模型 Qwen3-32B，高峰 30 个并发。预算每月 3 万港币（按 1 港币=0.92 人民币）。")
    assert budget_of(f) == (27600, "CNY", "month")
    f = _facts(kb, "Qwen3 32B chatbot, budget HK$30k a month at 0.92 CNY per HKD")
    assert budget_of(f) == (27600, "CNY", "month")
    f = _facts(kb, "Llama 3.1 8B inference, budget €5,000 a month (1 EUR = 7.7 CNY)")
    assert budget_of(f) == (38500, "CNY", "month")
    f = _facts(kb, "qwen3 8b 推理，预算每月 3 万港币，按 0.92 人民币一港币")
    assert budget_of(f) == (27600, "CNY", "month")
    f = _facts(kb, "qwen3 8b 推理，预算每月 3 万港币，按 1 港币=0.92 元")
    assert budget_of(f) == (27600, "CNY", "month")


def test_a_rate_against_the_yuan_the_other_way_round(kb):
    f = _facts(kb, "qwen3 8b 推理，预算每月 2 万港币，按 1 人民币 = 1.25 港币")
    assert budget_of(f) == (16000, "CNY", "month")
    f = _facts(kb, "Llama 3.1 8B, budget £4,000/month, at 9.1 yuan to the pound")
    assert budget_of(f) == (36400, "CNY", "month")


def test_a_rate_against_the_dollar_still_gives_dollars(kb):
    f = _facts(kb, "Llama 3.1 8B inference, budget €5,000 a month (1 EUR = 1.17 USD)")
    assert budget_of(f) == (5850, "USD", "month")
    f = _facts(kb, "qwen3 8b 推理，预算每月 3 万港币，按 7.8 港币兑 1 美元")
    assert budget_of(f)[1] == "USD" and round(budget_of(f)[0]) == 3846


def test_a_rate_against_a_currency_not_priced_is_no_dollar_rate(kb):
    # (neighbour: "1 EUR = 1.17 CHF" once read 1.17 as dollars)
    f = _facts(kb, "Llama 3.1 8B inference, budget €5,000 a month (1 EUR = 1.17 CHF)")
    assert "budget" not in f
    # (neighbour: "一块" counts a card, no yuan: "8000 港币一块卡" is no rate of 8,000 HKD to the yuan)
    f = _facts(kb, "qwen3 8b 推理，预算 8000 港币一块卡")
    assert f.get("budget") is None or budget_of(f)[1] != "CNY"
