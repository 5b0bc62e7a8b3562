"""heldout94's families (its chat rows C1–C11): readings a real user's other phrasings share with the batch's rows,
each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_each_items_pictures_listed_kind_by_kind(kb):
    # the kinds listed with one count for each (C1), and each kind's count before it (C9)
    said = "一共 45 款，每款正面、背面、模特上身图各 1 张；其中 5 款是去年的返单，图都有，不用再出；另外头图还要 6 张。"
    assert _facts(kb, said)["images"] == 126
    said = "一共 60 件手鐲同吊墜，每件 2 張白底、1 張戴住嘅；其中 8 件已經賣咗，唔使整；另外仲要 5 張做封面。"
    assert _facts(kb, said)["images"] == 161
    assert _facts(kb, "一共 40 款，每款正面、背面各 2 张。")["images"] == 160
    assert _facts(kb, "店里 30 个款式，每款 1 张白底图 + 2 张场景图。")["images"] == 90
    assert _facts(kb, "一共 60 件，每件 2 张白底、1 张场景，另外要 5 张海报。")["images"] == 185
    assert _facts(kb, "We have 60 pieces, 2 white-background shots and 1 worn each.")["images"] == 180
    said = "45 styles, a front shot, a back shot and an on-model shot each. 5 of the styles are reorders we already " \
           "have photos for, skip them. Plus 6 banners."
    assert _facts(kb, said)["images"] == 126
    assert _facts(kb, "60 pieces, 2 white-background shots and 1 worn each. 8 of them already sold, skip those.")[
        "images"] == 156
    # neighbours: no count of items, clips, or a list of things that are no pictures
    # (the list alone still reads one picture, as before this reader — a count of no items is not summed here)
    assert _facts(kb, "我们有 3 个门店，每件 2 张白底、1 张场景。").get("images") != 9
    assert _facts(kb, "一共 40 款，每款 2 条视频、1 条预告。").get("images") is None
    assert "images" not in _facts(kb, "We run 3 shops, 2 dogs and 1 cat each.")
    assert _facts(kb, "一共 40 款，每款 2 张白底图。")["images"] == 80
    # one more for each after the list is each item's too (media.py's): 65 × 3 + 8
    said = "65 款茶叶礼盒：每款一张正面、一张开盒后的内景，再加一张茶汤特写；另外首页 banner 还要 8 张。"
    assert _facts(kb, said, question="images")["images"] == 203


def test_a_workshop_or_an_institution_opening_the_message_pays(kb):
    assert _facts(kb, "山东曹县做汉服的小作坊，想用 flux.1 schnell 出图")["buyer"] == "company"
    assert _facts(kb, "佛山一家私人小作坊，想出图")["buyer"] == "company"
    assert _facts(kb, "株洲一所轨道交通职业学院的教务处，想把录音转成字幕")["buyer"] == "company"
    assert _facts(kb, "成都一家三甲医院的信息科，想做问答")["buyer"] == "company"
    assert _facts(kb, "西安一所中学，想给学生做个答疑")["buyer"] == "company"
    assert _facts(kb, "本館為澳門一間私人博物館，需渲染一段動畫。")["buyer"] == "company"
    assert _facts(kb, "本院是一所三级医院，想部署问答。")["buyer"] == "company"
    # neighbours: a person there, a 本 that is no institution speaking, a seller's 本店
    assert "buyer" not in _facts(kb, "我在一所大学读书，想跑个模型")
    assert _facts(kb, "株洲一所职业学院的学生，想跑个模型").get("buyer") != "company"
    assert "buyer" not in _facts(kb, "我在佛山一家小作坊上班，想自己跑个模型")
    assert "buyer" not in _facts(kb, "本馆为您提供导览服务，想渲染动画")


def test_a_complex_scene_said_with_no_degree_word(kb):
    said = "需以 Blender Cycles 渲染一段約兩分鐘的動畫，場景複雜，有大量玻璃展櫃及反光。"
    assert _facts(kb, said)["scene"] == "large"
    assert _facts(kb, "用 Blender 渲染，场景较复杂。")["scene"] == "large"
    # neighbours: its measure, a question, an if, refused
    for said in ("场景复杂度不高。", "场景复杂吗？", "场景复杂的话要多少显存？", "场景不复杂。"):
        assert "scene" not in _facts(kb, "用 Blender 渲染，" + said), said


def test_a_peak_said_as_the_most_crowded_time(kb):
    said = "平时一天四千来条，国庆黄金周那几天最挤，一分钟能到一百八十条，按那个配。"
    assert _facts(kb, said) == {"requests_per_day": 4000, "rps": 3}
    assert _facts(kb, "平时一天四千来条，春节前最旺，一分钟能到一百二十条。")["rps"] == 2
    assert _facts(kb, "平时一天四千来条，最挤的时候一分钟能到一百八十条。")["rps"] == 3
    # neighbours: no crowded time names no peak; a crowded day's total is no rate
    assert "rps" not in _facts(kb, "平时一天四千来条，一分钟能到一百二十条。")
    assert "rps" not in _facts(kb, "最挤的那天一共一万条。")


def test_a_nightly_batch_to_the_hour_its_results_go_out(kb):
    said = "每天晚上要整理两千五百条记录，用 qwen3 8b。晚上 11 点开始，第二天早上 5 点前要发出去。"
    assert _facts(kb, said)["hours_per_day"] == 6
    assert _facts(kb, "每天晚上跑批，凌晨 1 点开始，早上 7 点前推送给用户。")["hours_per_day"] == 6
    assert _facts(kb, "Every night the batch starts at 11pm and has to be sent out by 5am.")["hours_per_day"] == 6
    assert _facts(kb, "The job kicks off at 11pm, has to go out by 5am.")["hours_per_day"] == 6
    # neighbour: a shop's parcels sent by an hour is no window of use
    assert "hours_per_day" not in _facts(kb, "Our shop opens at 9am and the parcels go out by 5pm.")


def test_renting_the_cloud_said_in_english_amid_chinese(kb):
    said = "model 用 qwen3 30b a3b。machine 放国内，租 cloud 就行，不要 spot。"
    f = _facts(kb, said)
    assert f["procure"] == "rent" and f["region"] == "cn" and f["interruptible"] is False
    assert _facts(kb, "租 public cloud 就可以")["procure"] == "rent"
    # neighbours: refused, or asked against buying
    assert _facts(kb, "不租 cloud，买一台放机房")["procure"] == "buy"
    assert _facts(kb, "租 cloud 还是自己买服务器？")["procure"] == "buy"  # the comparison, answered as a purchase


def test_sentences_trained_on_are_the_samples(kb):
    said = ("想在 Gemma 3 12B 上做 QLoRA，做族語和華語的對照翻譯：整理了大約 2 萬 3 千句對照，"
            "其中 3 千句是重複的，要刪掉，每句 80 token 左右；rank 32，跑 4 個 epoch。")
    f = _facts(kb, said)
    assert (f["samples"], f["tokens_per_sample"]) == (20000, 80)
    f = _facts(kb, "想用 LoRA 微调翻译模型，有 1.5 万句平行语料，其中 2000 句质量太差，不要了，每句 60 token。")
    assert (f["samples"], f["tokens_per_sample"]) == (13000, 60)
    assert _facts(kb, "想做 LoRA，3 万个句对。")["samples"] == 30000
    assert _facts(kb, "想做 LoRA，5 萬條資料，其中 3000 條是重複的，要刪掉。")["samples"] == 47000
    # neighbours: sentences to make are no training data; a few sentences, a length in characters
    assert "samples" not in _facts(kb, "想用 CosyVoice 合成 2000 句播报，每句 30 token。")
    assert "samples" not in _facts(kb, "想做 LoRA，每句话不超过 30 字，一共三句话。")


def test_a_peak_said_not_to_be_sized_for(kb):
    said = "平时一天四千来条，去年黄金周最挤，一分钟能到一百八十条，这次不用按那个配，按平时的来。"
    assert _facts(kb, said) == {"requests_per_day": 4000}
    assert "rps" not in _facts(kb, "平时一天四千来条，黄金周最忙一分钟能到一百八十条，不必按高峰配。")
    said = "About 4,000 a day; Golden Week peaks at 180 messages a minute, but no need to size for that."
    assert "rps" not in _facts(kb, said)
    # neighbours: the peak kept, or something else not done by it
    assert _facts(kb, "平时一天四千来条，黄金周最挤，一分钟能到一百八十条，按那个配。")["rps"] == 3
    assert _facts(kb, "平时一天四千来条，黄金周最挤，一分钟能到一百八十条，不用按月付。")["rps"] == 3
