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
@pytest.mark.parametrize(("text", "watts"), [
    ("Office workstation, everything GPU-side has to stay below 350 W, qwen3 14b", 350),
    ("the GPU must not draw more than 300 watts", 300),
    ("power cap of 450W per card, llama 3.1 8b", 450),
    ("TDP no higher than 250 W", 250),
    ("we need a low-power card: under 75 W", 75),
    ("max 300W per GPU, it goes in a small tower", 300),
    ("power limit 400", 400),
    ("our office circuit can only take 1000 W for the GPUs", 1000),
    ("the whole box has a 1.2 kW power budget", 1200),
    ("单卡功耗不要超过 300W", 300),
    ("显卡功率最多 250 瓦，跑 qwen3 8b", 250),
    ("整机功耗控制在 1500W 以内", 1500),
    ("功耗上限 450W，国内", 450),
    ("每张卡 TDP 不超过 350", 350),
    ("机箱里的卡功耗三百瓦以内", 300),
])
def test_a_wattage_said_as_a_limit_is_the_power_limit(kb, text, watts):
    facts = _facts(kb, text)
    assert facts.get("power_limit_w") == watts, facts
    assert "budget" not in facts, facts


@pytest.mark.parametrize("text", [
    "Edge box for our lab: all the GPUs together must stay under 600 W. Serve qwen3 14b",
    "the whole setup should be at most 400 watts",
])
def test_a_limit_for_the_whole_box_is_applied_per_card_and_said(kb, text):
    u = parse(text, kb, strict=True, today=TODAY)
    assert "power_limit_w" in u.facts and "budget" not in u.facts
    assert any("each GPU is held to" in n.en and "together" in n.en for n in u.notes)


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
])
def test_w_as_ten_thousand_in_a_budget_is_still_money(kb, text, budget):
    got = _facts(kb, text).get("budget")
    assert got is not None and (got.amount, got.currency, got.unit) == (budget.amount, budget.currency, budget.unit)


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
