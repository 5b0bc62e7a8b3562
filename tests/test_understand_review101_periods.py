"""Review 101's reading faults (#8, #2, #10) and review 99 c06, as families: a day's images with the model's name
between the day and the count run every day (#8); data that may not leave the person's own site refuses rentals
beside a purchase, and "3 位醫師同時在用" is the load (#2); a nightly run's start and finish said apart, in Cantonese or
English, are its window — the table's convention: hours a day beside the runs, the answer's deadline per run (#10);
an input total beside the output total, over items × languages, is each request's prompt (c06)."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.understand import parse

TODAY = datetime.date(2026, 12, 6)


def _read(kb, text):  # (kb: the session's, tests/conftest.py)
    return parse(text, kb, strict=True, today=TODAY)


# ------------------------------------------------------------------------ #8: a day's images, the model between

R8 = ("我们是杭州一个做竖屏短剧的工作室，每天要用 FLUX.1-dev 出大概 3000 张分镜和海报图，1024x1024，"
      "图是要拿去商用投放的。白天 10 个小时在出图，每月预算 8000 元，需要能开增值税专票。")


def test_r8_three_thousand_images_every_day_in_a_ten_hour_day(kb):
    f = _read(kb, R8).facts
    assert f["images"] == 3000 and f["runs_per_month"] == 30 and f["hours_per_day"] == 10


@pytest.mark.parametrize("said, fact, n", [
    ("每天要用 FLUX.1-dev 出大概 3000 张分镜和海报图。", "images", 3000),
    ("每日用 FLUX.1-schnell 生成約 3000 張圖。", "images", 3000),
    ("我們每天要用 FLUX.1-dev 出大概 3000 張海報圖。", "images", 3000),
    ("一天要用 SDXL 生成 2000 张商品图。", "images", 2000),
    ("每天要用 Wan2.1 14B 生成 50 条 5 秒的视频。", "videos", 50),
    ("Every day we use FLUX.1-dev to generate ~3000 storyboard images.", "images", 3000),
    ("Daily we need around 3000 images from FLUX.1-dev.", "images", 3000),
    ("About 3000 images with FLUX.1-dev every day, 1024x1024.", "images", 3000),
])
def test_a_days_images_with_the_model_between_run_every_day(kb, said, fact, n):
    f = _read(kb, said).facts
    assert f[fact] == n and f["runs_per_month"] == 30 and "days" not in f


@pytest.mark.parametrize("said", [
    "用 FLUX.1-dev 一共要出 3000 张图，每天工作 8 小时。",  # a total, and the day's hours
    "用 FLUX.1-dev 出 3000 张图，每天开 8 小时。",
    "一天之内要用 SDXL 生成 2000 张商品图。",  # within a day: a deadline, no daily run
    "每天 8 小时，用 FLUX.1-dev 出 3000 张图。",
])
def test_a_total_or_the_days_hours_is_no_daily_run(kb, said):
    assert "runs_per_month" not in _read(kb, said).facts


def test_a_services_requests_a_day_stay_requests(kb):
    f = _read(kb, "每天 2 万次请求，用 Qwen3-8B 做客服。").facts
    assert f.get("requests_per_day") == 20000 and "runs_per_month" not in f


def test_two_counts_in_words_keep_the_first_batch(kb):
    f = _read(kb, "用混元视频生成每天要出三十条每条十秒左右的下周三之前先出第一批一百五十条").facts
    assert f["videos"] == 150 and "runs_per_month" not in f  # (heldout32: the daily pace is later)


# ------------------------------------------------------------------------ #2: data kept on site; doctors at once

R2 = ("我們是台中的一間小診所，想用 Qwen3-14B 幫醫師草擬檢查報告，病歷資料不能離開診所。"
      "打算買一張顯示卡裝在辦公室的電腦裡，預算大概新台幣 8 萬元。平常大概 3 位醫師同時在用，每份報告輸入約 3000 字。")


def test_r2_the_clinics_records_refuse_rentals_and_three_doctors_are_the_load(kb):
    u = _read(kb, R2)
    assert u.facts["procure"] == "buy" and u.facts["concurrency"] == 3
    assert u.implied().get("no_rental") is True
    assert any(n.zh.startswith("“病歷資料不能離開診所”") for n in u.notes)  # the words, from the data's name
    assert any(x.kind == "budget" for x in u.unresolved)  # NT$ with no rate: asked, no rate invented


@pytest.mark.parametrize("said", [
    "我们是一家小诊所，病历数据不能离开诊所，打算买一张显卡跑 Qwen3-14B。",
    "病人数据不能出医院机房，打算买一台服务器跑 Qwen3-32B。",
    "客户资料不能离开公司，准备买两张 4090 跑 Qwen3-32B。",
    "图纸数据不能出工厂，想买一台服务器部署 Qwen3-14B。",
    "我們公司的資料不可以離開辦公室，打算買一台工作站跑 Qwen3-14B。",
    "啲病歷資料唔可以離開診所，打算買一張顯示卡跑 Qwen3-14B。",
    "病历数据不出院，打算买一台服务器跑 Qwen3-32B。",
    "We're a small clinic. Patient records must not leave the clinic, so we'll buy one GPU to run Qwen3-14B.",
    "Our data can't leave the office; we plan to buy a workstation for Qwen3-8B.",
    "The documents must stay in our building; we'll buy a server to run Llama 3.1 8B.",
    "Our patient notes should never leave the practice, so we're buying one GPU for Qwen3-14B.",
])
def test_data_kept_on_the_site_beside_a_purchase_prices_no_rental(kb, said):
    u = _read(kb, said)
    assert u.facts["procure"] == "buy" and u.implied().get("no_rental") is True


@pytest.mark.parametrize("said", [
    "病历数据不能离开诊所，想租云上的卡跑 Qwen3-14B。",  # renting said: the data rule is theirs to check
    "数据不能离开中国，打算买一台服务器跑 Qwen3-14B。",  # a country is residency, not the site
    "Data must stay in the EU; we'll buy a server to run Llama 3.1 8B.",
    "Customer data must stay on the servers in Germany; we will buy a server for Qwen3-14B.",
    "我不能离开诊所太久，打算买一张显卡跑 Qwen3-14B。",  # a person, no data
])
def test_a_country_a_rental_or_a_person_is_no_site_bound_data(kb, said):
    assert "no_rental" not in _read(kb, said).implied()


@pytest.mark.parametrize("said, n", [
    ("平常大概 3 位醫師同時在用 Qwen3-14B。", 3),
    ("大概 3 位医师同时在用 Qwen3-14B。", 3),
    ("通常有 4 名药师同时使用 Qwen3-14B。", 4),
    ("About 3 doctors at the same time use Qwen3-14B.", 3),
])
def test_staff_named_by_their_trade_at_once_are_the_load(kb, said, n):
    assert _read(kb, said).facts["concurrency"] == n


# ------------------------------------------------------------------------ #10: a nightly run's window

R10 = ("我哋係香港一間券商，每晚要用 Qwen3-32B 將大約 800 份研究報告做摘要，每份報告大約 15000 個 token，"
       "摘要大概 800 個 token。晚上 11 點開始跑，朝早 7 點前一定要完成。"
       "啲資料唔可以離開香港，每個月預算大概 2 萬港幣。")
_NIGHTLY = "每晚用 Qwen3-32B 摘要 800 份报告，每份输出 800 token。"
_NIGHTLY_EN = "Every night we summarise 800 reports with Qwen3-32B, 800 tokens out each. "


def test_r10_eleven_at_night_to_seven_in_the_morning_is_eight_hours_a_run(kb):
    f = _read(kb, R10).facts
    assert f["hours_per_day"] == 8 and f["runs_per_month"] == 30 and f["generate_tokens"] == 640_000


@pytest.mark.parametrize("said, hours", [
    (_NIGHTLY + "晚上 11 点开始跑，早上 7 点前必须做完。", 8),
    (_NIGHTLY + "夜晚 11 點開始跑，聽朝 7 點前要搞掂。", 8),
    (_NIGHTLY + "晚上 11 點開始，隔天早上 7 點前要處理完。", 8),
    (_NIGHTLY + "凌晨 1 点开始，5 点前跑完。", 4),
    (_NIGHTLY + "晚上 10 点开始跑，6 点前一定要完成。", 8),  # no part of the day: the nearer 6
    (_NIGHTLY_EN + "Kick off at 11pm, must be done by 7am.", 8),
    (_NIGHTLY_EN + "It starts at 11pm and has to finish before 7am.", 8),
    (_NIGHTLY_EN + "We start it at 11 pm; it must be complete by 7 am.", 8),
])
def test_a_start_and_a_finish_said_apart_are_each_runs_window(kb, said, hours):
    f = _read(kb, said).facts
    assert f["hours_per_day"] == hours and f["runs_per_month"] == 30


def test_a_morning_opening_is_no_window(kb):
    assert "hours_per_day" not in _read(kb, _NIGHTLY + "朝早 9 点开门。").facts


# ------------------------------------------------------------------------ c06: an input total over the requests

C06 = ("Batch job: translate a 2.5 million-segment product catalogue from English into German, French and Japanese "
       "with Llama 3.3 70B in FP8. About 120M input tokens and 150M output tokens in total. Must finish within 5 days, "
       "budget 6000 USD total, spot is fine.")


def test_c06_seven_and_a_half_million_requests_of_sixteen_tokens_in_and_twenty_out(kb):
    u = _read(kb, C06)
    assert u.facts["generate_tokens"] == 150_000_000
    assert u.facts["input_tokens"] == 16 and u.facts["output_tokens"] == 20
    assert any("7,500,000 requests" in n.en for n in u.notes)


@pytest.mark.parametrize("said, inp, out", [
    ("Translate 2.5M segments into German, French and Japanese with Llama 3.3 70B: roughly 120M input tokens and "
     "150M output tokens overall.", 16, 20),
    ("Summarise 2 million documents with Qwen3-32B, about 3B input tokens and 400M output tokens in total.", 1500, 200),
    ("We need to summarise 2 million documents with Qwen3-32B, 200 output tokens each; about 3 billion input tokens "
     "in total.", 1500, 200),
    ("把 250 万条商品文案用 Qwen3-32B 从英文翻成德语、法语、日语，"
     "总共输入约 1.2 亿 token，输出 1.5 亿 token。", 16, 20),
    ("把 250 萬條商品文案用 Qwen3-32B 翻譯成德語、法語和日語，"
     "輸入總共約 1.2 億 token，輸出 1.5 億 token。", 16, 20),
])
def test_an_input_total_over_the_requests_is_each_prompt(kb, said, inp, out):
    f = _read(kb, said).facts
    assert f["input_tokens"] == inp and f["output_tokens"] == out and "train_tokens" not in f


def test_two_totals_with_no_count_of_requests_invent_no_prompt(kb):
    f = _read(kb, "Generate 150M output tokens with Llama 3.3 70B; about 120M input tokens in total.").facts
    assert f["generate_tokens"] == 150_000_000 and "input_tokens" not in f and "output_tokens" not in f
