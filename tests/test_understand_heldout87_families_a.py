"""heldout87's families (its Chinese rows, first half): readings a real user's other phrasings share with the batch's
rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_an_invoice_kind_refused_after_its_name(kb):
    said = "半年一共两万一，摊到每个月就是三千五左右。钱走公司账，要开专票，普票不行。"
    assert _facts(kb, said, question="budget", currency="CNY")["invoice"] == "vat-special"
    assert _facts(kb, "公司采购，要专票，普通发票不收。")["invoice"] == "vat-special"
    assert _facts(kb, "专票不要，普票就行，预算两万。")["invoice"] == "vat"
    # neighbours: "doesn't matter" and a condition refuse nothing
    assert _facts(kb, "要开票，普票不要紧。")["invoice"] == "vat"
    assert "invoice" not in _facts(kb, "普票不行的话就开专票吧")


def test_cantonese_mainland_refused_after_the_place(kb):
    said = "香港或者新加坡都得，大陸嘅機房就唔好喇——客人資料唔可以過去。日本都 OK，不過延遲高少少。"
    assert _facts(kb, said, question="region") == {"region": "intl"}
    assert _facts(kb, "新加坡都得，內地伺服器唔得。")["region"] == "intl"
    assert _facts(kb, "香港都得，大陸機房就算啦")["region"] == "intl"
    # neighbours: mainland rooms accepted, or only asked not to be dear
    assert _facts(kb, "大陸嘅機房都得，平就得")["region"] == "cn"
    assert _facts(kb, "大陸嘅機房唔好太貴")["region"] == "cn"


def test_a_set_level_piece_and_one_item_taken_off_by_name(kb):
    said = ("一共 12 个城市，每个城市 6 张明信片图，再加 4 张礼盒封套。哦对，苏州那套上个月已经画好了，不用出。"
            "12 月 20 号前要。")
    assert _facts(kb, said, question="images") == {"images": 70, "deadline": 336}
    assert _facts(kb, "30 款茶，每款 4 张主图，再加 3 张首页横幅")["images"] == 123
    assert _facts(kb, "一共 12 个城市，每个城市 6 张明信片图。北京那套不做了。") == {"images": 66}
    # neighbours: one more of each stays each item's; a kind of picture per item is no set piece; a place's
    # machine room is a place
    assert _facts(kb, "20 道菜，每道菜要出 3 张图，再加 1 张俯视图")["images"] == 80
    assert _facts(kb, "30 款茶，每款 4 张主图，再加 3 张细节图")["images"] == 210
    assert _facts(kb, "机器放在苏州那套机房里")["region"] == "cn"
    assert _facts(kb, "40 款，每款 4 张图。其中 6 款停产了，不用做")["images"] == 136


def test_a_wish_after_its_date_gives_way_to_the_date_that_cannot_move(kb):
    said = "圣诞前最好，但真正卡死的是 1 月 8 号客户开发布会，我们得提前两天交付，也就是 1 月 6 号。"
    assert _facts(kb, said, question="deadline") == {"deadline": 744}
    assert _facts(kb, "元旦之前最好，但真正卡死的是 1 月 15 号。", question="deadline") == {"deadline": 960}
    assert _facts(kb, "元旦之前最好，但死线是 1 月 15 号。")["deadline"] == 960
    assert _facts(kb, "最好元旦前，1 月 15 号是死线", question="deadline") == {"deadline": 960}
    # neighbours: a wish alone, or a later date merely allowed, keeps the wish; "卡在" a version is no date to meet
    assert _facts(kb, "圣诞前最好。", question="deadline") == {"deadline": 456}
    assert _facts(kb, "圣诞前最好，1 月 8 号之前也行。", question="deadline") == {"deadline": 456}
    assert "deadline" not in _facts(kb, "我们卡在 1 月 15 号那个版本上了")
    assert _facts(kb, "12 月 20 号前交一版，1 月 8 号前交终稿。")["deadline"] == 336
