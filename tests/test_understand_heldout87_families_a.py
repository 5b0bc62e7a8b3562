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
    assert _facts(kb, "一共 12 个城市，每个城市 6 张明信片图。最后那套方案不做了。")["images"] == 72


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


def test_a_vlm_reading_the_text_of_a_lot_of_pictures_once(kb):
    said = ("想用 qwen2.5 vl 72b 把石窟题记照片里的文字识别出来，输出成 JSON。一共大约 1.8 万张照片，"
            "每张连图带提示词大概 1,200 token 进去，输出 300 token 左右。一次性跑完就行。钱走项目经费，六万以内。")
    f = _facts(kb, said)
    assert (f["generate_tokens"], f["input_tokens"], f["output_tokens"]) == (5_400_000, 1200, 300)
    assert f["budget"].unit == "total" and "images" not in f
    f = _facts(kb, "想用 qwen2.5 vl 7b 把发票扫描件里的字段提取出来，一共 4 万张，每张输出 200 token。")
    assert f["generate_tokens"] == 8_000_000 and "images" not in f
    f = _facts(kb, "We want to OCR the text in our photos with Qwen2.5-VL-7B, 40,000 photos in all, output about 300 "
                   "tokens each.")
    assert f["generate_tokens"] == 12_000_000 and "images" not in f
    # neighbours: a text model reads no pictures; pictures made keep their count; a day's count is a daily batch
    assert "generate_tokens" not in _facts(kb, "想用 qwen2.5 72b 把照片里的文字识别出来。一共 1.8 万张照片。")
    assert _facts(kb, "想用 flux 生成 2 万张照片，照片里的文字要清楚")["images"] == 20000
    f = _facts(kb, "用 qwen2.5 vl 7b 识别发票，每天 5 万张图片，白天 10 小时处理完")
    assert f["runs_per_month"] == 30 and f["generate_tokens"] == 15_000_000


def test_children_each_with_a_card_are_seats(kb):
    said = "寒假想开个 AI 入门小班：12 个孩子，每人一张卡跑 PyTorch 小实验。"
    f = _facts(kb, said)
    assert (f["seats"], f["max_gpus"]) == (12, 1)
    assert _facts(kb, "班上 20 个小朋友，每人一张卡。")["seats"] == 20
    assert _facts(kb, "A winter coding class: 15 kids, each gets their own GPU.")["seats"] == 15
    # neighbours: children with no card each are no seats
    assert "seats" not in _facts(kb, "我有两个孩子，想买一张卡自己玩")
    assert "seats" not in _facts(kb, "12 个孩子，两个人共用一张卡。")


def test_a_court_or_public_office_by_its_kind_pays(kb):
    said = "我们是福建莆田一个基层法院的信息技术科，想把历年的庭审录音转成文字，用 whisper large-v3。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "我们是区检察院技术处，想部署一个 qwen3 32b")["buyer"] == "company"
    assert _facts(kb, "We're the IT office of a district court, we want to transcribe hearings.")["buyer"] == "company"
    # neighbours: a hearing is no court paying; a court's data named is no buyer
    assert "buyer" not in _facts(kb, "We have a court hearing next week and need transcripts.")
    assert _facts(kb, "想把法院公开的判决书拿来做 RAG，自己玩玩")["buyer"] == "individual"


def test_a_firm_described_by_its_trade_in_both_languages(kb):
    said = "我们是杭州一家做专利检索 SaaS 的小公司，想部署 bge-m3。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "我们是深圳一家做跨境电商 ERP SaaS 的小公司")["buyer"] == "company"
    # neighbour: a family is no firm
    assert _facts(kb, "我们一家三口周末去公司加班，想买张卡自己玩")["buyer"] == "individual"


def test_a_base_release_said_with_a_chinese_noun(kb):
    said = "公司想在内网部署 qwen2.5 coder 32b 的 base 版（不要 instruct），给工程师在 IDE 里做代码补全。"
    f = _facts(kb, said)
    assert (f["checkpoint"], f["code_completion"]) == ("base", True)
    assert _facts(kb, "用 qwen2.5 7b base 模型跑补全")["checkpoint"] == "base"
    # neighbours: the base refused, or named for another reason, is no release chosen
    assert "checkpoint" not in _facts(kb, "用 qwen2.5 coder 32b 的 instruct 版，不要 base 版")
    assert "checkpoint" not in _facts(kb, "部署 qwen2.5 coder 32b，base 版本的效果我们没测过")


def test_people_named_before_their_count_are_a_head_count(kb):
    u = _read(kb, "工程师 60 来个，同时会有多少人在用真说不好。想在内网部署 qwen3 32b。")
    assert "concurrency" not in u.facts and u.implied()["users"] == 60
    assert any(x.kind == "concurrency" for x in u.unresolved)
    assert _read(kb, "员工大概 200 人，都会用，想部署 qwen3 32b").implied()["users"] == 200
    # neighbours: a team's size with no use said asks nothing; a count said outright at once stands
    u = _read(kb, "研发 8 个人，想训个 LoRA")
    assert "users" not in u.implied() and not u.unresolved
    assert _facts(kb, "工程师 60 来个，同时在用的最多 10 个。")["concurrency"] == 10
