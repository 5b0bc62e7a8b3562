"""Readings note 51 left: each family with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_mainland_cloud_refused_where_the_person_sits(kb):
    # "我们在上海" is where they are; refusing mainland clouds rents outside the mainland (it was a contradiction
    # that dropped the model and answered nothing)
    u = _read(kb, "我们在上海，不想用国内云，部署 qwen3 32b，每月预算 5000 元")
    assert u.facts["region"] == "intl" and u.facts["no_mainland_sellers"] and u.facts["model"] == "qwen3-32b"
    assert not u.unresolved and not u.conflicts
    assert _facts(kb, "We're in Shanghai but we don't want Chinese clouds, qwen3 32b")["region"] == "intl"
    # neighbours: one named seller refused is not every mainland cloud; the machines' place said stays
    assert _facts(kb, "我们在上海，不用阿里云，部署 qwen3 32b")["region"] == "cn"
    assert _facts(kb, "我们在上海，机器放上海，不用国内云")["region"] == "cn"
    assert _facts(kb, "我们在上海，部署 qwen3 32b")["region"] == "cn"


def test_not_a_single_dollar_is_no_budget(kb):
    u = _read(kb, "预算一刀都没有，想跑个 qwen3 8b 玩玩")
    assert "budget" not in u.facts and [x.kind for x in u.unresolved] == ["budget"]
    assert "budget" not in _facts(kb, "预算一刀也没有")
    # neighbours: dollars said as 刀 are still money
    assert _facts(kb, "每月 50 刀")["budget"].amount == 50
    assert _facts(kb, "预算一刀")["budget"].amount == 1


def test_a_one_off_job_said_before_its_budget(kb):
    for text in ("一次性的工作，预算 5000 元，用 qwen3 14b 批量生成摘要", "这是个一次性任务，预算5000",
                 "做一次就完，预算 3000 块", "one-off job, budget 500 dollars", "It's a one-off, budget $400"):
        assert _facts(kb, text)["budget"].unit == "total", text
    # neighbours: a one-off in another sentence, or a period said, keeps the month
    assert _facts(kb, "一次性的任务跑完了。以后每天用，预算 3000 元")["budget"].unit == "month"
    assert _facts(kb, "一次性的工作，每月预算 5000 元")["budget"].unit == "month"


def test_an_invoice_required_by_refusing_its_absence(kb):
    assert _facts(kb, "不开发票不行，我们公司要报销")["invoice"] == "vat"
    assert _facts(kb, "不开专票不行")["invoice"] == "vat-special"
    assert _facts(kb, "没有发票报不了")["invoice"] == "vat"
    # neighbours: an invoice waived
    for text in ("不开发票也行", "不用开发票", "没发票没关系"):
        assert "invoice" not in _facts(kb, text), text


def test_students_served_by_a_school_are_not_a_buyer(kb):
    assert "buyer" not in _facts(kb, "We're building a tutor for our students, qwen3 8b, $200 a month")
    assert _facts(kb, "I'm a student, qwen3 8b for my thesis")["buyer"] == "individual"


def test_cards_listed_inside_the_persons_assembled_pc_are_theirs(kb):
    # review 116 c4: "公司有一台组装机，里面一张 RTX 3090 和一张 RTX 4090" were only "mentioned", so "要不要再加一张卡"
    # was no plan to add and the answer sold a new card without saying the owned ones already hold the QLoRA
    u = _read(kb, "现在公司有一台组装机，里面一张 RTX 3090 和一张 RTX 4090（都是 24G），1200W 电源。"
                  "老板问要不要再加一张卡")
    assert [(c.card, c.owned) for c in u.mentioned_cards] == [("rtx-3090", True), ("rtx-4090", True)]
    assert u.adding is not None and u.adding.supply_w == 1200
    # neighbours: cards listed to buy are nobody's yet
    u = _read(kb, "我想买一张 RTX 3090 和一张 RTX 4090")
    assert not any(c.owned for c in u.mentioned_cards)


def test_a_card_in_hand_said_without_you(kb):
    # review 117 c5: "手上一张二手 RTX 3090，要不要卖掉换一张 5090" — the 3090 was taken as the card to rent
    u = _read(kb, "手上一张二手 RTX 3090，要不要卖掉换一张 5090")
    assert [(c.card, c.owned) for c in u.mentioned_cards] == [("rtx-3090", True), ("rtx-5090", False)]
    assert [c.owned for c in _read(kb, "手里一块 4090").mentioned_cards] == [True]
    # neighbour: money tight in hand is no card owned
    assert [c.owned for c in _read(kb, "手头紧，想租 4090").mentioned_cards] == [False]


def test_buy_or_rent_prices_the_rent_over_the_buyers_days(kb):
    # review 117 c5b: a total budget made the rental side a one-hour job — "30 天要 ¥35.70（¥1.19/hour，每天 24 小时）"
    from advisor_tui.named_buy_rent import _line
    from rules.pipeline import consult

    r = consult({"task": "inference", "model": "qwen3-32b", "context_tokens": 32768, "procure": "buy", "region": "cn",
                 "buyer": "individual", "budget": {"amount": 15000, "currency": "CNY", "unit": "total"}}, kb)
    line = _line(kb, r, "rtx-5090", 1, "rtx-3090", 1)
    assert line is not None and "¥35.70" not in line.text.zh and "¥720" in line.text.zh, line.text.zh
