"""heldout71's families (rows #1–#20): readings a real user's other phrasings share with the batch's rows (its words
are not repeated here)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


def test_a_budget_for_some_months_is_a_share_a_month(kb):
    assert budget_of(_facts(kb, "两个月的经费 8000", question="budget", currency="CNY")) == (4000, "CNY", "month")
    f = _facts(kb, "预算批了三个月，一共 4.5 万元，跑 qwen3 8b 推理")
    assert budget_of(f) == (15000, "CNY", "month") and "days" not in f
    assert budget_of(_facts(kb, "We have $9,000 approved for three months.")) == (3000, "USD", "month")
    assert budget_of(_facts(kb, "two months' funding: $6k", question="budget")) == (3000, "USD", "month")
    # months the job runs are no money's period
    f = _facts(kb, "租两个月，预算 1 万，跑 qwen3 8b 推理")
    assert budget_of(f) == (10000, "CNY", "total") and f["days"] == 60


def test_a_college_or_a_faculty_pays(kb):
    assert _facts(kb, "一个月三千，系里出", question="budget", currency="CNY")["buyer"] == "company"
    assert _facts(kb, "预算 5 万，研究院出，要专票")["buyer"] == "company"


def test_a_pound_sign_with_its_countrys_letter(kb):
    f = _facts(kb, "E£90,000 in total, at 48 EGP per USD", question="budget", currency="USD")
    assert budget_of(f) == (1875, "USD", "total")
    u = _read(kb, "E£90,000 in total", question="budget", currency="USD")  # no rate: asked, never sterling
    assert "budget" not in u.facts and any("EGP" in u.message() for u in u.unresolved)


def test_last_months_output_is_no_job(kb):
    f = _facts(kb, "上个月出了 3000 张图，这个月要用 SDXL 出 1200 张")
    assert f["images"] == 1200
    f = _facts(kb, "10 月共生成视频 800 条；这次用 wan2.1 1.3b 做 120 条，每条 5 秒")
    assert f["videos"] == 120
    assert "images" not in _facts(kb, "last month we generated 4,000 images with SDXL, it went fine")
    assert _facts(kb, "12 月要用 SDXL 出 1600 张图")["images"] == 1600  # this month's: the plan


def test_each_items_clips_listed_by_kind(kb):
    f = _facts(kb, "用 Wan 2.1 1.3B 做视频：12 个景点，每个景点一条预告、两条短片")
    assert f["videos"] == 36
    f = _facts(kb, "用 wan2.1 1.3b 给 18 间房做视频，每间：全景一条、细节两条；此外还要 3 条品牌片")
    assert f["videos"] == 57
    f = _facts(kb, "Generating video with Wan 2.1 1.3B: 30 listings, one vertical and one horizontal clip each, 5 s")
    assert f["videos"] == 60
    f = _facts(kb, "40 个商品，每个一条横版、一条竖版，都是 8 秒、480P；另外首页再加 2 条", question="videos")
    assert f["videos"] == 82


def test_the_figure_planned_for_after_the_estimate(kb):
    assert _facts(kb, "同時在用大概 15 個，抓 20 好了", question="concurrency")["concurrency"] == 20
    assert _facts(kb, "同时在线最多 20 个，按 30 个算吧", question="concurrency")["concurrency"] == 30
    assert _facts(kb, "at most about 20 at once; plan for 30 to be safe", question="concurrency")["concurrency"] == 30


def test_a_share_of_the_total_set_aside(kb):
    assert _facts(kb, "一共 500 小时录音，其中 80 小时是纯音乐，不用转", question="audio")["audio_hours"] == 420
    assert _facts(kb, "Roughly 1,000 hours, though 200 of them are silence; skip those.",
                  question="audio")["audio_hours"] == 800
    assert _facts(kb, "用 SDXL 出 1200 张图，其中 200 张之前做过了，不用出")["images"] == 1000
    # a lot besides the total is no share of it
    f = _facts(kb, "Transcribe 400 hours with whisper; another 100 hours of music, skip those")
    assert f["audio_hours"] == 400


def test_the_day_less_a_break_the_machine_is_off(kb):
    assert _facts(kb, "早上 9 点到晚上 9 点，午休 12 点到 2 点关机", question="hours")["hours_per_day"] == 10
    f = _facts(kb, "早上 7 点半开机，晚上 7 点半关机，中午 12 点到 1 点也关机", question="hours")
    assert f["hours_per_day"] == 11
    assert _facts(kb, "We run it 8am to 6pm; it's switched off 12pm-1pm", question="hours")["hours_per_day"] == 9
    assert _facts(kb, "9am to 6pm, but it's off for lunch from 12pm to 1pm", question="hours")["hours_per_day"] == 8
    assert _facts(kb, "中午 12 点到 1 点", question="hours")["hours_per_day"] == 1  # noon to one, not 13 hours
    # two shifts still add up
    assert _facts(kb, "Two shifts use it: 6am–2pm and 2pm–10pm", question="hours")["hours_per_day"] == 16


def test_a_days_count_the_day_named_first_and_the_worst_minute(kb):
    f = _facts(kb, "On a typical day the bot handles ~9,000 chats, and the busiest minute was 120.", question="load")
    assert (f["requests_per_day"], f["rps"]) == (9000, 2) and "days" not in f
    f = _facts(kb, "On an average weekday we receive about 30,000 messages.", question="load")
    assert f["requests_per_day"] == 30000 and "days" not in f
    f = _facts(kb, "Every request is sent with ~3,000 tokens of retrieved documents; replies ~200 tokens.",
               question="load")
    assert (f["input_tokens"], f["output_tokens"]) == (3000, 200) and "context_tokens" not in f


def test_a_knob_set_then_an_earlier_trial_after_a_dash(kb):
    assert _facts(kb, "epoch 设为 3——上次跑过 6 个，过拟合", question="job")["epochs"] == 3
    assert _facts(kb, "epochs: 3 — previously tried 5, it overfit", question="job")["epochs"] == 3


def test_the_weekends_or_weekdays_of_a_month_named(kb):
    assert _facts(kb, "1 月份的每个周末", question="days")["days"] == 10  # January 2027
    assert _facts(kb, "2 月每个周六和周日都要跑", question="days")["days"] == 8
    assert _facts(kb, "weekdays in February", question="days")["days"] == 20
    assert _facts(kb, "every weekend in March, qwen3 8b inference")["days"] == 8


def test_the_place_moved_to(kb):
    assert _facts(kb, "之前在北京机房，明年搬到东京", question="region")["region"] == "intl"
    assert _facts(kb, "原来用的海外云，现在要迁到国内", question="region")["region"] == "cn"


def test_a_budget_field_in_its_labels_unit(kb):
    f = _facts(kb, "项目预算（单位：万元）：35，采购服务器")
    assert budget_of(f) == (350000, "CNY", "total")
    assert budget_of(_facts(kb, "采购预算（万元）：90\n采购 8 卡推理服务器"))[:2] == (900000, "CNY")


def test_a_figure_settled_on_as_enough(kb):
    assert _facts(kb, "rank 128，算了，64 就行")["lora_rank"] == 64
    assert _facts(kb, "LoRA rank 32，算了，16 就够")["lora_rank"] == 16


def test_the_money_in_the_firms_account(kb):
    assert _facts(kb, "费用从公司账户出，预算 2000")["buyer"] == "company"
    assert _facts(kb, "经费是实验室账上的，一共 8000")["buyer"] == "company"


def test_a_size_not_deployed(kb):
    f = _facts(kb, "模型用 Qwen3 32B，先不上 72B（显存不够）")
    assert f["model"] == "qwen3-32b"


def test_a_date_out_of_reach_beside_the_one_aimed_for(kb):
    assert _facts(kb, "圣诞前赶不上了，元旦前出完 1000 张 SDXL 图")["deadline"] == 648
    f = _facts(kb, "Christmas is too soon — let's say by January 8 for 2,000 SDXL images")
    assert f["deadline"] == 816


def test_the_families_leave_their_neighbours_alone(kb):
    f = _facts(kb, "老板给了两个月时间，预算 1 万，跑 qwen3 8b")  # time given, not the money's months
    assert budget_of(f) == (10000, "CNY", "total") and f["days"] == 60
    assert _facts(kb, "明年 3 月出 3000 张 SDXL 图")["images"] == 3000  # a month ahead is the plan
    f = _facts(kb, "Transcribe 400 hours with whisper; another 100 hours of music, skip those")
    assert f["audio_hours"] == 400  # a lot besides, not a share
    assert _facts(kb, "I want to rent my own GPU box for a 3-week crunch. Is 48GB VRAM a must?")["procure"] == "rent"
