"""Leftovers 50: readings a blind reviewer or a past session found wrong, each taught as the family of ways people say
it, with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_rate_in_a_currency_named_in_chinese_is_never_the_budget(kb):
    said = "预算 61,750 伦皮拉，按 24.7 伦皮拉兑 1 美元算"
    assert budget_of(_facts(kb, said))[:2] == (2500, "USD")
    assert budget_of(_facts(kb, "预算 61,750 洪都拉斯伦皮拉，按 24.7 洪都拉斯伦皮拉兑 1 美元算"))[:2] == (2500, "USD")
    assert budget_of(_facts(kb, "预算 276 万列克，1 美元兑 92 列克"))[:2] == (30000, "USD")
    assert budget_of(_facts(kb, "预算 9000 利昂，按 22.5 利昂兑 1 美元"))[:2] == (400, "USD")
    assert budget_of(_facts(kb, "预算 7200 潘加，按 2.4 潘加兑 1 美元算"))[:2] == (3000, "USD")
    assert budget_of(_facts(kb, "预算 196,500 古德，按 131 古德换 1 美元"))[:2] == (1500, "USD")
    # a currency named nowhere else here: asked about, never yuan, and the rate's dollar no budget
    got = _read(kb, "预算 30 万某某币，按 90 某某币兑 1 美元算")
    assert "budget" not in got.facts and [u.kind for u in got.unresolved] == ["budget"]
    # neighbours: a yuan rate keeps the yuan budget; a place's name is no currency
    assert budget_of(_facts(kb, "预算 3 万，1 美元兑 7.2 元"))[:2] == (30000, "CNY")
    assert budget_of(_facts(kb, "预算 500 美元，按 1 美元兑 7.2 人民币算"))[:2] == (500, "USD")
    assert budget_of(_facts(kb, "我们办公室在塞拉利昂，预算 9000 美元"))[:2] == (9000, "USD")
