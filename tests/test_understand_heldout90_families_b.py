"""heldout90's families (its Chinese chat messages C1–C10): readings a real user's other phrasings share with the
batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_items_counted_by_ge_with_the_each_word_in_their_noun(kb):
    said = ("想用 flux.1 schnell 批量出花束的商品图：一共 60 个花束款，每款 4 张（白底 2 张、场景 2 张）；"
            "另外年宵活动页还要 10 张 banner。哦对，有 5 款玫瑰下架了，不用做。")
    assert _facts(kb, said)["images"] == 230
    assert _facts(kb, "想出商品图：一共 30 个礼盒套装，每套 3 张（正面、侧面、开盒）")["images"] == 90
    assert _facts(kb, "想出商品图：40 个款式，每款 4 张；其中 6 款停产了，不用做")["images"] == 136
    # neighbours: items whose noun does not hold the each word, and items named but not dropped
    assert "images" not in _facts(kb, "想出花束的商品图：一共 60 个花束，每款 4 张（白底 2 张、场景 2 张）")
    kept = said.replace("下架了，不用做", "要加急")
    assert _facts(kb, kept)["images"] == 250


def test_a_business_said_by_the_goods_it_trades(kb):
    assert _facts(kb, "义乌做小商品外贸的，每天晚上要把商品标题翻成英语。")["buyer"] == "company"
    assert _facts(kb, "佛山做家具的，要给新品发布会做一段漫游动画。")["buyer"] == "company"
    assert _facts(kb, "我们在昆明斗南做鲜花电商，小店，想批量出商品图。")["buyer"] == "company"
    assert _facts(kb, "我们在深圳做跨境电商，想做个客服机器人。")["buyer"] == "company"
    assert _facts(kb, "海口一家免税店的线上商城，想加个导购问答。")["buyer"] == "company"
    # neighbours: a thing made before, a person's own trade, a place worked at, a shop one visits
    assert "buyer" not in _facts(kb, "之前做过的，效果一般，想换个模型。")
    assert "buyer" not in _facts(kb, "我是做设计的，想自己跑 SD。")
    assert "buyer" not in _facts(kb, "我们在学校做实验，想租卡。")
    assert "buyer" not in _facts(kb, "我常去一家免税店的线上商城，想问问导购机器人怎么做。")
