"""heldout86's families (its Chinese rows): readings a real user's other phrasings share with the batch's rows, each
with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_peak_rate_said_as_what_it_reaches(kb):
    said = "平时一天一万来次。周五晚上八点一开票，那一下一分钟能冲到一千八，就按这个配。"
    assert _facts(kb, said, question="load") == {"requests_per_day": 10000, "rps": 30}
    assert _facts(kb, "高峰的时候每秒能到 80 左右。")["rps"] == 80
    assert _facts(kb, "最忙的时候一分钟会涨到三百。")["rps"] == 5
    # neighbours: no busy time and no load question reads no peak; money keeps its own unit
    assert "rps" not in _facts(kb, "平时一分钟能到一百五，晚上更多")
    assert "rps" not in _facts(kb, "一分钟冲到三百块钱")


def test_a_break_said_after_the_days_hours(kb):
    assert _facts(kb, "店是早上十一點開到晚上九點，但兩點到五點是午休，那段不用開機。", question="hours") == {
        "hours_per_day": 7}
    assert _facts(kb, "早上九点到下午六点，十二点到一点是午饭时间，机器关掉。")["hours_per_day"] == 8
    assert _facts(kb, "We're open 9am to 6pm with a lunch break from 12 to 1, the machine is off then.")[
        "hours_per_day"] == 8
    assert _facts(kb, "Open 8am to 8pm, but 1 to 3pm is our break and the box is off.")["hours_per_day"] == 10
    assert _facts(kb, "白天 8 点到 8 点，中午 12 点到 2 点停。")["hours_per_day"] == 10
    # neighbours: a busy window inside the day cuts and adds nothing; the break word first is usage.py's
    assert _facts(kb, "早上九点到下午六点，十二点到一点最忙。")["hours_per_day"] == 9
    assert _facts(kb, "早上九点到下午六点，但两点到五点是高峰。")["hours_per_day"] == 9
    assert _facts(kb, "Open 9am to 6pm, 12 to 1 is the rush.")["hours_per_day"] == 9
    assert _facts(kb, "早上 8 点半开机，下午 5 点半关机，中午 12 点到 1 点也关掉。")["hours_per_day"] == 8
    assert _facts(kb, "Shifts are 6am to 2pm and 2pm to 10pm.")["hours_per_day"] == 16


def test_a_method_tried_before_goes_with_its_width(kb):
    said = "QLoRA，rank 32。全参想都别想，卡不够；普通 16 位的 LoRA 也试过，显存爆了。"
    assert _facts(kb, said, question="method") == {"task": "qlora", "lora_rank": 32}
    assert _facts(kb, "QLoRA，rank 32。普通 LoRA 也试过，显存爆了。")["task"] == "qlora"
    f = _facts(kb, "QLoRA, rank 32. We tried plain 16-bit LoRA too and it ran out of memory.")
    assert f["task"] == "qlora" and "precision" not in f
    assert _facts(kb, "LoRA，rank 16。QLoRA 也试过，效果差。")["task"] == "lora"
    # neighbour: the width of the method chosen stays
    assert _facts(kb, "用 16 位的 LoRA，rank 16，之前 QLoRA 试过。")["precision"] == "fp16"


def test_an_organisation_of_any_trade_pays(kb):
    assert _facts(kb, "钱是剧团出，一万五以内。")["buyer"] == "company"
    assert _facts(kb, "费用由乐团承担")["buyer"] == "company"
    assert _facts(kb, "博物馆出钱，三万以内")["buyer"] == "company"
    assert _facts(kb, "The troupe pays for it, about 2000 dollars.")["buyer"] == "company"
    assert _facts(kb, "我们是河南周口的一个养猪场，想用 yolo11n 数猪。")["buyer"] == "company"
    assert _facts(kb, "We're a small pig farm in Iowa.")["buyer"] == "company"
    # neighbours: refused, or a farm the person works at, names no organisation
    assert _facts(kb, "钱不是剧团出，是我自己掏")["buyer"] == "individual"
    assert _facts(kb, "剧团不出钱，我们几个自己凑")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "我在一个养猪场打工，想自己跑个模型")


def test_a_day_said_yat_yat(kb):
    assert _facts(kb, "一日大概 800 個查詢，最多同時 10 個。") == {"requests_per_day": 800, "concurrency": 10}
    assert _facts(kb, "每日大概 800 个查询。")["requests_per_day"] == 800
    assert _facts(kb, "一天大概 800 个查询。")["requests_per_day"] == 800
    # neighbour: a date's 一日 counts no day's requests
    assert "requests_per_day" not in _facts(kb, "12 月一日大概 800 个问题")


def test_renting_said_by_the_place_then_the_machines(kb):
    assert _facts(kb, "租 Singapore 的 server，不要 spot")["procure"] == "rent"
    assert _facts(kb, "租新加坡的服务器，不要 spot")["procure"] == "rent"
    assert _facts(kb, "租香港那边的机器")["procure"] == "rent"
    # neighbours: refused
    assert "procure" not in _facts(kb, "不租海外的服务器")
    assert _facts(kb, "别租国外的卡，买一台")["procure"] == "buy"


def test_plain_cards_procured_are_bought(kb):
    f = _facts(kb, "按信创要求只能采购国产卡，不租云。预算 90 万，开专票。")
    assert f["procure"] == "buy" and f["domestic_chips"] is True
    assert (f["budget"].amount, f["budget"].unit) == (900000, "total")
    assert _facts(kb, "采购国产卡，预算 90 万")["procure"] == "buy"
    # neighbour: a purchase refused
    assert _facts(kb, "不采购显卡，租云")["procure"] == "rent"


def test_a_service_up_before_an_event_day(kb):
    assert _facts(kb, "12 月 20 号开园前必须上线。")["deadline"] == 336
    assert _facts(kb, "1 月 8 号开业前一定要上线")["deadline"] == 792
    # neighbours: the launch day named with no limit, an event with no work due
    assert "deadline" not in _facts(kb, "关于 12 月 15 日上线的项目")
    assert "deadline" not in _facts(kb, "12 月 20 号开园，门票预售")


def test_a_size_planned_and_dropped(kb):
    f = _facts(kb, "从头预训练一个 0.5B 的小模型。之前讨论的 1.5B 方案成本太高，不做。")
    assert f["params_b"] == 0.5
    assert _facts(kb, "Pretrain a 0.5B model from scratch. The 1.5B plan we discussed is too expensive, dropped.")[
        "params_b"] == 0.5
    assert _facts(kb, "用 qwen2.5 7b，14b 的方案放弃了")["model"] == "qwen2.5-7b"
    # neighbour: a second size still open keeps both (asked)
    assert "params_b" not in _facts(kb, "预训练 0.5B 的小模型，1.5B 方案也可以考虑")


def test_clips_with_their_length_and_a_word_before_the_noun(kb):
    assert _facts(kb, "想用 Wan2.1 1.3B 给 25 个景点各做 2 段 5 秒的介绍短片")["videos"] == 50
    assert _facts(kb, "做 3 条 10 秒的宣传视频")["videos"] == 3
    assert _facts(kb, "50 个 720p 的产品视频")["videos"] == 50
    # neighbours: the videos' copy is text, no clips; "一段" is each request's clip
    assert "videos" not in _facts(kb, "写 50 条短视频文案")
    assert "videos" not in _facts(kb, "新人上传两张合照，自动生成一段 5 秒的动态视频，480p 就够。用 Wan2.1 1.3B")


def test_members_pooling_when_the_schools_money_is_none(kb):
    said = "我们是大学 chess club，没有学校经费，几个 member 自己凑了 500 块，租卡 cheapest 就行。"
    assert _facts(kb, said)["buyer"] == "individual"
    assert _facts(kb, "没有学校经费，几个同学自己凑了 500 块")["buyer"] == "individual"
    # neighbours: gathering data is no money; a firm said beside the pooling pays
    assert "buyer" not in _facts(kb, "我们几个凑了 1 万条数据")
    assert _facts(kb, "我们是一家小公司，大家凑钱也行")["buyer"] == "company"


def test_china_naming_a_game_or_an_art_is_no_place(kb):
    assert "region" not in _facts(kb, "我们是大学的象棋社，下中国象棋的")
    assert "region" not in _facts(kb, "做一批中国风的插画")
    # neighbours: the country itself
    assert _facts(kb, "服务器在中国")["region"] == "cn"
    assert _facts(kb, "做中国风的插画，租中国的卡")["region"] == "cn"


def test_games_and_matches_counted_by_their_counter(kb):
    said = "qwen3 8b + LoRA。data 是 6000 盘带 annotation 的对局，平均每盘 900 token，跑 3 个 epoch。"
    f = _facts(kb, said)
    assert (f["samples"], f["tokens_per_sample"], f["epochs"]) == (6000, 900, 3)
    f = _facts(kb, "LoRA 微调，1200 场比赛解说，平均每场 2000 token")
    assert (f["samples"], f["tokens_per_sample"]) == (1200, 2000)
    # neighbour: a service's conversations are no samples
    f = _facts(kb, "客服机器人，每场对话 2000 token，一天 3000 场")
    assert "samples" not in f and "tokens_per_sample" not in f


def test_each_item_in_so_many_languages_each_its_length(kb):
    said = ("680 件展品，每件翻成英、日、韩、法、西 5 个语种，每种 400 token 左右；"
            "每次喂进去的原文加术语表大概 900 token。")
    f = _facts(kb, said)
    assert (f["generate_tokens"], f["output_tokens"], f["input_tokens"]) == (1360000, 400, 900)
    assert "context_tokens" not in f
    assert _facts(kb, "500 篇说明书，每篇翻成英文和日文 2 种语言，每种 300 token")["generate_tokens"] == 300000
    # neighbour: a length with no versions is no batch
    assert "generate_tokens" not in _facts(kb, "500 篇说明书，每种 300 token")


def test_text_to_write_counted_in_a_pasted_sheet(kb):
    said = ("下面是这批要写的 listing：\n\n```csv\n语种,商品数,每条输出token\n英语,3200,300\n西班牙语,2400,320\n"
            "阿拉伯语,1800,350\n俄语,1500,330\n```\n\n每条喂进去的中文资料加模板大概 500 token。")
    f = _facts(kb, said)
    assert f["generate_tokens"] == 2853000 and f["input_tokens"] == 500 and "output_tokens" not in f
    said = ("We need to generate product descriptions:\nlanguage\tlistings\toutput tokens\n"
            "German\t1200\t250\nFrench\t800\t300\n")
    assert _facts(kb, said)["generate_tokens"] == 540000
    # neighbour: a sheet of past use, nothing to write
    said = "上个月的用量：\n语种,商品数,每条输出token\n英语,3200,300\n西班牙语,2400,320\n"
    assert "generate_tokens" not in _facts(kb, said)


def test_items_already_shot_take_their_clips_out(kb):
    said = "24 个展区，每个 3 条，每条 6 秒，480P 就够；其中 4 个展区已经拍了实景视频，不用生成。"
    assert _facts(kb, said, question="videos") == {"videos": 60, "clip_seconds": 6, "resolution": "480p"}
    assert _facts(kb, "24 个展区，每个 3 条，每条 6 秒。", question="videos")["videos"] == 72
    assert _facts(kb, "30 款产品，每款 2 条 5 秒的短视频，其中 5 款已经拍好了")["videos"] == 50
    # neighbours: items redone keep their clips; footage there is beside clips to make keeps the task
    assert _facts(kb, "30 款产品，每款 2 条 5 秒的短视频，其中 5 款要重新拍")["videos"] == 60
    assert _facts(kb, "40 条，每条 6 秒", question="videos")["videos"] == 40
    assert _facts(kb, "我们已经拍了一些视频，想用 wan2.1 再生成 50 条短视频")["task"] == "video"
