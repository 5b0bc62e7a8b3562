"""Confident wrong readings found in session 49's read-through: each a fact echoed with a "✓" that the person did
not say. Each family's other phrasings, with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_the_longest_sample_after_its_average_is_no_second_length(kb):
    said = "LoRA 微调 qwen3 8b，3万条数据，每条平均 800 token，长的能到 3000，跑 3 个 epoch"
    f = _facts(kb, said)
    assert (f["tokens_per_sample"], f["context_tokens"]) == (800, 3000)
    f = _facts(kb, "LoRA 微调 qwen3 8b，3万条数据，每条 800 token 左右，有的能到 3000")
    assert (f["tokens_per_sample"], f["context_tokens"]) == (800, 3000)
    f = _facts(kb, "LoRA fine-tune qwen3 8b on 30k samples, avg 800 tokens each, the longest ones can reach 3,000")
    assert (f["tokens_per_sample"], f["context_tokens"]) == (800, 3000)
    f = _facts(kb, "LoRA fine-tune qwen3 8b on 30k samples, about 800 tokens each, some go up to 3000")
    assert (f["tokens_per_sample"], f["context_tokens"]) == (800, 3000)
    # neighbours: a longest of another unit, a shorter one, or serving (no training run) read no context from it
    f = _facts(kb, "LoRA 微调 qwen3 8b，每条平均 800 token，长的能到 3000 条")
    assert f["tokens_per_sample"] == 800 and "context_tokens" not in f
    f = _facts(kb, "LoRA 微调 qwen3 8b，每条平均 800 token，有的能到 3 个 epoch")
    assert f["tokens_per_sample"] == 800 and "context_tokens" not in f
    assert "context_tokens" not in _facts(kb, "LoRA 微调 qwen3 8b，每条平均 800 token，短的只有 300")


def test_a_rent_or_buy_question_with_its_verb_repeated(kb):
    f = _facts(kb, "要买还是要租？qwen3 32b 给 10 个人用")
    assert f["procure"] == "buy"  # the comparison, priced to buy with the rents beside it
    assert _read(kb, "要买还是要租？qwen3 32b").notes
    assert _facts(kb, "想租还是想买，还没定。qwen3 8b")["procure"] == "buy"
    assert _facts(kb, "打算租云还是打算自己买卡？")["procure"] == "buy"
    # Cantonese 定係 is 还是; 自己 is the owning option, not who pays
    f = _facts(kb, "租香港嘅機定係自己買好？")
    assert f["procure"] == "buy" and "buyer" not in f
    assert "buyer" not in _facts(kb, "租卡还是自己买卡？")
    # neighbours: the choice made, and one's own purchase said outright, still read
    assert _facts(kb, "不用纠结要买还是要租，直接租。qwen3 8b")["procure"] == "rent"
    assert _facts(kb, "我自己买张卡玩玩")["buyer"] == "individual"
    assert _facts(kb, "我还是自己买吧，一个人用，qwen3 8b")["buyer"] == "individual"


def test_a_way_ruled_out_by_its_cost_is_refused_not_chosen(kb):
    u = _read(kb, "Renting is out of our budget, so we'll buy one card for qwen3 8b")
    assert u.facts["procure"] == "buy" and not u.conflicts
    assert not any(x.kind == "budget" for x in u.unresolved) and "budget" not in u.facts
    assert u.rent_refused
    assert _facts(kb, "Cloud rental is beyond our budget; buying a 4090 instead. qwen3 8b")["procure"] == "buy"
    assert _facts(kb, "Renting costs too much, we'll buy a card. qwen3 8b")["procure"] == "buy"
    assert _facts(kb, "租卡太贵了，买一张吧，qwen3 8b")["procure"] == "buy"
    assert _facts(kb, "买卡太贵了，还是租吧，qwen3 8b")["procure"] == "rent"
    # renting refused alone chooses no other way
    assert "procure" not in _facts(kb, "Renting is out of our budget. qwen3 8b")
    # neighbours: a cost denied, or the price of the cards rented, refuses no renting
    assert _facts(kb, "Renting is not too expensive, qwen3 8b")["procure"] == "rent"
    assert _facts(kb, "租卡也不算太贵，qwen3 8b")["procure"] == "rent"


def test_a_place_refused_for_renting_is_not_the_region(kb):
    # (the table's convention: '不要境外的机器' is region cn, heldout16; "We won't rent overseas clouds" the same)
    assert _facts(kb, "不租国外的云。qwen3 8b")["region"] == "cn"
    assert _facts(kb, "唔租國外嘅雲，qwen3 8b")["region"] == "cn"
    # neighbours: renting abroad said, or a spot refused, keep their own reading
    f = _facts(kb, "租国外的云，qwen3 8b")
    assert (f["region"], f["procure"]) == ("intl", "rent")
    assert _facts(kb, "不租抢占式的，qwen3 8b")["interruptible"] is False
    assert "region" not in _facts(kb, "不租国内的云，qwen3 8b")


def test_support_staff_counted_are_no_public_service(kb):
    f = _facts(kb, "客服 30 来个人，peak concurrent 大概 12，qwen3 14b")
    assert f["concurrency"] == 12 and "public_service" not in f
    assert "public_service" not in _facts(kb, "客服有 30 个人，高峰同时 12 个在用，qwen3 14b")
    assert "public_service" not in _facts(kb, "客服大概三十来个人，qwen3 14b")
    # neighbours: a support bot, or customers counted, still serve the public
    assert _facts(kb, "做个客服机器人，客服 30 个人在后面兜底，qwen3 14b")["public_service"] is True
    assert _facts(kb, "AI 客服，每天 3000 人次咨询，qwen3 14b")["public_service"] is True
    assert _facts(kb, "智能客服，给客户用，qwen3 14b")["public_service"] is True


def test_the_busy_stretch_before_a_day_is_no_days_of_use(kb):
    assert "days" not in _facts(kb, "The two weeks before Christmas are our peak. qwen3 8b serving")
    assert "days" not in _facts(kb, "The 10 days before Black Friday are the busiest, qwen3 8b serving")
    assert "days" not in _facts(kb, "The three weeks leading up to Diwali are our peak. qwen3 8b serving")
    assert "days" not in _facts(kb, "春节前两周最忙，qwen3 8b 推理")
    # neighbours: the weeks it is used for stay days
    assert _facts(kb, "We need it for the two weeks before Christmas. qwen3 8b serving")["days"] == 14
    assert _facts(kb, "春节前要用两周，qwen3 8b 推理")["days"] == 14


def test_a_hedges_second_figure_takes_the_first_ones_currency(kb):
    # (the hedged higher figure is the budget: heldout24 #10, heldout29 #24, heldout36 #17)
    said = "Budget is roughly €4,500 a month, maybe 5k. EUR/USD is about 1.16."
    assert budget_of(_facts(kb, said)) == (5800, "USD", "month")
    said = "Budget around £3,000 a month, could stretch to 3.5k. GBP/USD is 1.27."
    assert budget_of(_facts(kb, said)) == (4445, "USD", "month")
    # neighbours: a lower second figure keeps the first, a figure with its own sign is in its own currency, and a
    # figure of tokens is none
    said = "Budget around £3,000 a month, maybe 2.5k. GBP/USD is 1.27."
    assert budget_of(_facts(kb, said)) == (3810, "USD", "month")
    said = "Budget is roughly €4,500 a month, maybe 5k tokens per reply. EUR/USD is about 1.16."
    assert budget_of(_facts(kb, said)) == (5220, "USD", "month")
    assert budget_of(_facts(kb, "Budget around 1.2k a month, could stretch to 1.5k.")) == (1500, "USD", "month")


def test_a_tool_made_for_the_support_agents_is_not_a_public_bot(kb):
    # read-through: "给客服做知识库问答" read public_service true (heldout29: "给客服团队做个…" no public)
    f = _facts(kb, "想用 Qwen2.5-14B 给客服做知识库问答，高峰大概 20 人同时在线")
    assert "public_service" not in f and f["concurrency"] == 20
    # neighbours: a bot that answers customers still serves the public
    assert _facts(kb, "想做个客服机器人，qwen2.5 14b")["public_service"] is True
    assert _facts(kb, "我们要做客服，qwen2.5 14b")["public_service"] is True
