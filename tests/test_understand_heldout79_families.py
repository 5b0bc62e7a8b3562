"""heldout79's families: readings a real user's other phrasings share with the batch's rows, each with neighbours
that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_loose_range_is_its_top(kb):
    said = "大概 200 个店长，同一时间最多也就十几二十个在问。"
    assert _facts(kb, said)["concurrency"] == 20
    assert _facts(kb, said, question="concurrency") == {"concurrency": 20}
    assert _facts(kb, "十几二十个人同时用")["concurrency"] == 20
    assert _facts(kb, "同时用的也就几十上百个")["concurrency"] == 100
    # neighbours: the lower end alone is the teens' top; a plain count stays
    assert _facts(kb, "大概 200 个店长，同一时间最多也就十几个在问。")["concurrency"] == 19
    assert _facts(kb, "大概 200 个店长，同一时间最多也就二十个在问。")["concurrency"] == 20


def test_a_round_figure_capped_after_is_the_cap(kb):
    b = _facts(kb, "一周两千左右吧，撑死两千五，我自己掏钱。", question="budget", currency="CNY")["budget"]
    assert (b.amount, b.unit, b.approx) == (2500, "week", False)
    b = _facts(kb, "每月三千左右，撑死了四千", question="budget", currency="CNY")["budget"]
    assert (b.amount, b.approx) == (4000, False)
    b = _facts(kb, "around $3k a month, at most 3.5k", question="budget")["budget"]
    assert (b.amount, b.approx) == (3500, False)
    assert _facts(kb, "同时二十个左右，撑死三十个")["concurrency"] == 30
    # neighbours: a larger figure said as a maybe stays about
    b = _facts(kb, "around $3k a month, maybe 3.5k", question="budget")["budget"]
    assert (b.amount, b.approx) == (3500, True)


def test_concurrently_mistyped_is_at_once(kb):
    said = "need to serve llama 3.1 70b for our support team (~40 agents, prob 15 concurently at most)"
    f = _facts(kb, said)
    assert f["concurrency"] == 15 and "users" not in f
    assert _facts(kb, "support team (~40 agents, prob 15 concurently at most)", question="concurrency") == {
        "concurrency": 15}
    assert _facts(kb, "~40 agents, maybe 15 concurrantly")["concurrency"] == 15
    # neighbours: spelled right it reads the same; no word for at once leaves the head count asked about
    assert _facts(kb, "~40 agents, prob 15 concurrently at most")["concurrency"] == 15
    assert "concurrency" not in _facts(kb, "internal tool for our support team of 40 agents, llama 3.1 70b")


def test_the_items_corrected_keep_each_ones_pictures(kb):
    said = "我们淘宝店下周上新 45 款连衣裙，每款要 4 张模特上身图，用 flux schnell 出。哦不对，是 54 款，刚才看错了。"
    assert _facts(kb, said)["images"] == 216
    assert _facts(kb, "一共 20 个商品，每个 5 张图，用 sdxl。不对，是 25 个")["images"] == 125
    # neighbours: each item's count corrected keeps the items; a total corrected is the total
    assert _facts(kb, "30 款，每款 4 张图；不对，是 6 张")["images"] == 180
    assert _facts(kb, "1200 张图……不对，客户加单了，是 1800 张")["images"] == 1800
    assert _facts(kb, "30 款，每款 4 张图，用 sdxl")["images"] == 120


def test_a_share_with_more_pictures_in_its_own_clause(kb):
    said = "一套识字卡，一共 500 个字，每个字配一张插画；其中 60 个多音字，每个再多画一张。"
    assert _facts(kb, said)["images"] == 560
    assert _facts(kb, "36 个城市，每个城市 3 张海报，北上广深这 4 个城市各加 2 张竖版")["images"] == 116
    assert _facts(kb, "250 个商品，每个 6 张图，其中 40 个精选商品再加 2 张场景图")["images"] == 1580
    # neighbours: a share given its pictures with no word for more is no addition
    assert _facts(kb, "36 个城市，每个城市 3 张海报，这 4 个城市各 2 张")["images"] == 108


def test_sellers_refused_by_their_chinese_owners(kb):
    said = "Mumbai ideally, Singapore is our fallback. Our CISO ruled out providers owned by Chinese companies."
    assert _facts(kb, said, question="region") == {"region": "intl", "no_mainland_sellers": True}
    assert _facts(kb, "We're renting; don't put us on anything Chinese-owned.")["no_mainland_sellers"] is True
    assert _facts(kb, "avoid anything Chinese-run please")["no_mainland_sellers"] is True
    assert _facts(kb, "we won't use clouds operated by Chinese firms")["no_mainland_sellers"] is True
    # neighbours: an owner said with no refusal, or a place allowed, refuses nothing
    assert "no_mainland_sellers" not in _facts(kb, "A provider owned by a Chinese company quoted us $2/h.")
    assert "no_mainland_sellers" not in _facts(kb, "Servers in China are fine.")


def test_cards_named_first_then_their_cap(kb):
    said = "用 LoRA 微调 glm-4-9b。钱不是问题，越快越好，卡最多给到 8 张。机器要在国内。"
    assert _facts(kb, said)["max_gpus"] == 8
    assert _facts(kb, "显卡最多能用到 4 张")["max_gpus"] == 4
    # neighbours: pictures capped are no cards
    assert "max_gpus" not in _facts(kb, "每款图最多给到 8 张")
