"""Review 96's critical misreadings, as families: a month's name is no count of months or money; a budget said for a
year is a year's; a month's requests are a day's × 30; a fine-tune said is no image generation; Cantonese 港紙 and
啲聲; "40 QLoRA runs" the job repeated. Each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_month_named_is_that_months_days_never_months_or_money(kb):
    f = _facts(kb, "只需要租 11 月這一個月，qwen3-8b 推理")
    assert f["days"] == 30 and "budget" not in f
    assert _facts(kb, "只租 11 月一個月，qwen3-8b 推理")["days"] == 30
    f = _facts(kb, "只租十一月，qwen3-8b 推理，台北")
    assert f["days"] == 30 and "budget" not in f
    assert _facts(kb, "只在 11 月用，qwen3-8b 推理")["days"] == 30
    assert _facts(kb, "双11 那个月要用，qwen3-8b 推理")["days"] == 30
    assert _facts(kb, "qwen3-8b 推理，十二月份整个月都要用")["days"] == 31  # December 2026, the real calendar
    assert _facts(kb, "serve qwen3-8b only in November, Ohio")["days"] == 30
    assert _facts(kb, "serve qwen3-8b for the month of December, Ohio")["days"] == 31
    # neighbours: months counted stay months; a deadline's month is a deadline; a launch month no days; money stays
    assert _facts(kb, "qwen3-8b 推理，租 3 个月")["days"] == 90
    f = _facts(kb, "qwen3-8b 推理，11 月底前上线，预算每月 5000")
    assert "deadline" in f and "days" not in f and f["budget"].amount == 5000
    assert "days" not in _facts(kb, "serve qwen3-8b in November, Ohio")
    assert "days" not in _facts(kb, "qwen3-8b 推理, 不只在 11 月用")
    assert "days" not in _facts(kb, "qwen3-8b 推理，十一月开始用，预算每月 5000")
    assert _facts(kb, "qwen3-8b 推理，预算十一万")["budget"].amount == 110000
    assert _facts(kb, "qwen3-8b 推理，预算三千一月")["budget"].amount == 3000
    assert _facts(kb, "qwen3-8b 推理，预算十一月 5000")["budget"].amount == 5000  # no ¥10 against it


def test_a_budget_said_for_a_year_is_a_years(kb):
    for said in ("serve qwen3-8b, annual budget $60,000, Berlin", "serve qwen3-8b, budget $60,000 per year, Berlin",
                 "serve qwen3-8b, $60k for the year, Berlin", "serve qwen3-8b, we can spend $60,000 annually",
                 "serve qwen3-8b, budget $60,000 a year, Berlin",
                 # no currency sign, "for the year" after it: dropped, and "60k" read as a context (review 101)
                 "serve qwen3-8b, budget 60,000 for the year, Berlin", "serve qwen3-8b, budget 60k for the year"):
        b = _facts(kb, said)["budget"]
        assert (b.amount, b.currency, b.unit) == (5000, "USD", "month"), said
    for said in ("qwen3-8b 推理，全年预算 60 万", "qwen3-8b 推理，一年的经费 60 万", "预算一年 60 万，qwen3-8b 推理",
                 "qwen3-8b 推理，每年预算 60 万"):
        b = _facts(kb, said)["budget"]
        assert (b.amount, b.unit) == (50000, "month"), said
    # the year said between the budget and a foreign amount at the person's rate (note 45: read as a month)
    for said in ("serve llama-3.1-8b, 预算一年 22.2 万新谢克尔，按 3.7 换 1 美元",
                 "serve llama-3.1-8b, 经费每年 22.2 万新谢克尔，按 3.7 换 1 美元"):
        b = _facts(kb, said)["budget"]
        assert (b.amount, b.currency, b.unit) == (5000, "USD", "month"), said
    assert _facts(kb, "serve qwen3-8b, budget 500 for the week")["budget"].unit == "week"
    assert "budget" not in _facts(kb, "serve qwen3-8b, 12,000 requests for the month")
    # neighbours: a bare budget stays a month's; "next year" is no period
    assert _facts(kb, "serve qwen3-8b, budget $5,000, Berlin")["budget"].amount == 5000
    assert _facts(kb, "qwen3-8b 推理，预算 5000，一年后再扩容")["budget"].amount == 5000
    assert _facts(kb, "qwen3-8b 推理，预算 5000，明年再说")["budget"].amount == 5000


def test_a_one_year_grant_or_contract_is_a_year_of_use(kb):
    f = _facts(kb, "We have a one-year USD 6,000 compute grant, serve llama 3.1 8b, 3000 messages a day")
    assert f["days"] == 365 and (f["budget"].amount, f["budget"].unit) == (500, "month")
    assert _facts(kb, "quote for a 1-year reserved contract serving llama 3.3 70b, $600k for the year")["days"] == 365
    assert _facts(kb, "qwen3-8b 推理，为期一年的合同，预算每月 2 万")["days"] == 365
    # neighbours: days said win; no year said, no days
    assert _facts(kb, "a one-year grant, serve llama 3.1 8b for 3 months")["days"] == 90
    assert "days" not in _facts(kb, "serve llama 3.1 8b, a grant of $6,000")


def test_a_months_requests_are_a_days_total_times_thirty(kb):
    assert _facts(kb, "serve qwen3-8b, 2.5M requests per month, 1000 in 200 out, Ohio")["requests_per_day"] == 83333
    assert _facts(kb, "serve qwen3-8b, about 2.5M requests a month")["requests_per_day"] == 83333
    assert _facts(kb, "serve qwen3-8b, 900k API calls/month")["requests_per_day"] == 30000
    assert _facts(kb, "serve qwen3-8b, 1.2 million queries monthly")["requests_per_day"] == 40000
    assert _facts(kb, "qwen3-8b 推理，每月 300 万次请求")["requests_per_day"] == 100000
    assert _facts(kb, "qwen3-8b 推理，一个月大概 90 万次调用")["requests_per_day"] == 30000
    assert _facts(kb, "qwen3-8b 推理，每个月三百万次请求")["requests_per_day"] == 100000
    # neighbours: a day's stays a day's; a month's budget is money; a month's batch runs are no requests
    assert _facts(kb, "serve qwen3-8b, 85,000 requests a day")["requests_per_day"] == 85000
    f = _facts(kb, "serve qwen3-8b, budget $2,000 a month")
    assert "requests_per_day" not in f and f["budget"].amount == 2000
    assert "requests_per_day" not in _facts(kb, "qwen3-8b 推理，每月跑 2 次批处理")


def test_a_fine_tune_said_is_no_image_generation(kb):
    f = _facts(kb, "LoRA fine-tune OpenVLA-7B on about 3M image-action frames, 290 tokens each")
    assert f["task"] == "lora"
    assert _facts(kb, "fine-tune llama 3 8b with LoRA on 3M image captions")["task"] == "lora"
    assert _facts(kb, "用 LoRA 微调一个 7B 的模型，数据是 300 万帧图像")["task"] == "lora"
    # neighbours: an image model's LoRA stays its LoRA; generating pictures stays generation
    assert _facts(kb, "train a LoRA on SDXL with 500 product images")["task"] == "lora"
    assert _facts(kb, "generate 300 images with flux dev")["task"] == "image"
    assert _facts(kb, "SDXL LoRA 出图 500 张")["task"] == "image"


def test_cantonese_hong_kong_dollars_and_audio_kept_in_hong_kong(kb):
    u = _read(kb, "香港，qwen3-8b 推理，預算每個月 8000 港紙")  # at the linked rate (review 99 c05)
    assert (u.facts["budget"].amount, u.facts["budget"].unit) == (1025.64, "month") and not u.unresolved
    f = _facts(kb, "香港，qwen3-8b 推理，預算每個月 8000 港紙（1 港幣 = 0.128 美元）")
    assert (f["budget"].amount, f["budget"].currency) == (1024, "USD")
    for said in ("香港，qwen3-8b 推理，啲聲唔可以出香港", "香港，whisper 轉錄，錄音唔可以出香港",
                 "香港，qwen3-8b 推理，資料唔可以出香港"):
        assert _read(kb, said).residency, said
    # neighbours: the audio said without a rule is no residency; a bare amount in Hong Kong words is not HKD
    assert not _read(kb, "香港，qwen3-8b 推理，啲聲好清楚").residency
    assert not _read(kb, "香港，qwen3-8b 推理，啲聲可以出香港").residency


def test_a_training_job_done_many_times_is_repeated(kb):
    assert _facts(kb, "QLoRA fine-tune Mistral 7B, about 40 QLoRA runs over 4 months, 5k samples")["repeats"] == 40
    assert _facts(kb, "QLoRA fine-tune Mistral 7B, repeated 40 times (a sweep), 5k samples")["repeats"] == 40
    assert _facts(kb, "LoRA fine-tune Qwen2.5-7B on 5k samples, 40 LoRA fine-tunes in all")["repeats"] == 40
    assert _facts(kb, "Qwen2.5-7B LoRA 微调，5000 条数据，要跑 40 次")["repeats"] == 40
    assert _facts(kb, "Qwen2.5-7B LoRA 微调，5000 条数据，训练 12 次")["repeats"] == 12
    # neighbours: a day's runs, epochs, a service restarted, a refused repeat: no repeats
    assert "repeats" not in _facts(kb, "Qwen2.5-7B LoRA 微调，5000 条数据，每天跑 3 次")
    assert "repeats" not in _facts(kb, "Qwen2.5-7B LoRA 微调，5000 条数据，跑 3 个 epoch")
    assert "repeats" not in _facts(kb, "serve qwen3-8b, I restarted it 40 times")
    assert "repeats" not in _facts(kb, "QLoRA fine-tune Mistral 7B on 5k samples, not repeated 40 times, just once")
