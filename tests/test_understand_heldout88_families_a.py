"""heldout88's families (its Chinese rows): readings a real user's other phrasings share with the batch's rows, each
with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_money_out_of_an_organisations_dues_or_grant(kb):
    said = "寒假这两个月一共一万六，平摊下来每个月八千。钱从协会会费里出，普票就行，不用专票。"
    assert _facts(kb, said, question="budget", currency="CNY")["buyer"] == "company"
    assert _facts(kb, "經費從中心的研究項目撥款出，總共 MOP 16,100")["buyer"] == "company"
    assert _facts(kb, "费用由学会的活动经费支出，一万以内")["buyer"] == "company"
    assert _facts(kb, "研二学生，费用从导师的研究项目经费里出")["buyer"] == "company"
    assert _facts(kb, "The cost comes out of the association's membership dues, about $800.")["buyer"] == "company"
    # neighbours: refused, the person's own pot, or dues only mentioned
    assert _facts(kb, "钱不从会费里出，我自己掏")["buyer"] == "individual"
    assert _facts(kb, "钱从我自己的项目奖金里出")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "会费一年 200，预算一万")


def test_a_business_by_its_kind_publisher_chain_shop_or_works(kb):
    said = "南通做家纺印花的小厂，想用 FLUX.1 schnell 批量出花型给客户挑，卡就租国内的，这批预算 800 块。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "我們是台北一間小出版社，想用 Qwen2.5 72B 機翻輕小說")["buyer"] == "company"
    assert _facts(kb, "我们是重庆一个火锅连锁，180 家门店。")["buyer"] == "company"
    assert _facts(kb, "我们是一家火锅店，想做个点餐助手")["buyer"] == "company"
    assert _facts(kb, "成都一家火锅店，想做个点餐助手")["buyer"] == "company"
    # neighbours: a place the person works at or is a customer of, a question, another's works
    assert "buyer" not in _facts(kb, "我在一家火锅店打工，想学 AI")
    assert "buyer" not in _facts(kb, "我们是火锅店的常客")
    assert "buyer" not in _facts(kb, "我们是不是该去实体店买")
    assert "buyer" not in _facts(kb, "隔壁一家火锅店，天天排队")
    assert "buyer" not in _facts(kb, "帮南通一家小厂做的项目，想用 qwen")
