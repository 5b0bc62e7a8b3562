"""Review 57 (12 consultations written before any run, on 8055fcb, 9/12 signed): a bot's conversations a day
dropped, a Chinese alias before a model's own id left unresolved, a corrected clip count ignored, and a purchase
whose chips alone break the budget headlined as enough."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult

C3 = ("纠结是买服务器还是租😂 公司大概200人用，同时在线估计20个人左右，模型 qwen2.5 72b，上下文要 32k，"
      "预算 60 万以内，要专票。买的话推荐什么配置？租的话一个月多少钱？")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize(("text", "facts"), [
    # c1: a bot's conversations a day are its requests; "输入两千输出三百" are its tokens
    ("想自己部署一个客服机器人，模型打算用 qwen3 14b，每天大概 3 万次对话吧，每次输入两千 token 左右、回复三百左右。",
     {"requests_per_day": 30000, "input_tokens": 2000, "output_tokens": 300}),
    ("qwen3 14b 客服，每天 3 万次对话，输入两千输出三百，预算每月1.5万",
     {"requests_per_day": 30000, "input_tokens": 2000, "output_tokens": 300}),
    # (conversations kept as data are samples, not a load)
    ("每天产生 2 万条对话记录，想拿来微调 qwen3 8b", {"requests_per_day": None}),
    # c6: a family's Chinese alias, then the model's own id; the corrected count
    ("帮我看下哈，要用混元视频 hunyuanvideo 生成一批 5 秒的 720p 视频，大概 300 条，不对 是 500 条，两周内搞完就行，"
     "个人用，预算两千块左右", {"model": "hunyuanvideo", "videos": 500, "task": "video"}),
])
def test_review57_reader_misses(kb, text, facts):
    u = parse(text, kb)
    for key, value in facts.items():
        assert u.facts.get(key) == value, (key, u.facts)
    assert not any(x.kind == "model" for x in u.unresolved)


def test_a_bare_chip_over_a_total_budget_is_over_it(kb):
    """c3: 8 × Ascend 910B whose chips alone are ¥960,000 led a ¥600,000 purchase as "enough"."""
    u = parse(C3, kb)
    r = consult({**u.facts, **u.implied()}, kb)
    assert all(p.card != "ascend-910b" for p in r.picks)
    line = next(x for x in r.answer if "910b" in x.en)
    assert line.en.startswith("Over your budget on its chips alone") and "Priced" not in line.en


def test_buy_or_rent_says_the_months_the_purchase_equals(kb):
    """c3: "buying may come out ahead" beside ¥960,000 of chips and ¥18,000 a month of rent (53 months)."""
    u = parse("医院要本地部署Qwen3-32B，数据不能上公有云，同时大概30个，32k上下文，预算100万，要专票", kb)
    r = consult({**u.facts, **u.implied()}, kb)
    line = next(x for x in r.answer if x.en.startswith("Renting instead"))
    assert "at least ¥960,000 for the chips alone" in line.en
    assert "only if the box runs longer than those 53 months" in line.en
