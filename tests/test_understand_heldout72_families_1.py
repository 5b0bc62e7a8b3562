"""heldout72's families (rows #1–#20): readings a real user's other phrasings share with the batch's rows (its words
are not repeated here), and the neighbours that must not be read so."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


def test_this_quarters_money_is_a_third_of_it_a_month(kb):
    f = _facts(kb, "这个季度先拨了 3 万 6，所里经费", question="budget", currency="CNY")
    assert budget_of(f) == (12000, "CNY", "month")
    assert budget_of(_facts(kb, "本季度的预算是 4.5 万，跑 qwen3 8b 推理")) == (15000, "CNY", "month")
    assert budget_of(_facts(kb, "this quarter we got $9k for inference")) == (3000, "USD", "month")
    # a quarter that is when the work is due sets no period on the money after it
    assert budget_of(_facts(kb, "这个季度要上线预算 3 万")) == (30000, "CNY", "month")
    assert budget_of(_facts(kb, "we need it live this quarter and can spend $9k a month")) == (9000, "USD", "month")


def test_pictures_counted_apart_are_added(kb):
    assert _facts(kb, "60 款茶具，每款 2 张白底图加 1 张场景图；店铺横幅另算 4 张", question="images")["images"] == 184
    assert _facts(kb, "30 款香薰，每款 4 张场景图，店铺 banner 单独算 5 张", question="images")["images"] == 125
    assert _facts(kb, "20 本绘本，每本 3 张插画；宣传海报另计 8 幅", question="images")["images"] == 68
    # money counted apart is no picture
    assert _facts(kb, "48 个 SKU，每个 5 张图；另算 6 张的钱", question="images")["images"] == 240


def test_amd_and_ascend_both_out_leaves_nvidia(kb):
    f = _facts(kb, "Yes, our kernels are custom CUDA, so Ascend and AMD are both out.", question="cuda")
    assert f["vendors"] == "nvidia" and f["cuda_required"] is True
    assert _facts(kb, "AMD and Huawei are both off the table")["vendors"] == "nvidia"
    assert _facts(kb, "ROCm or Ascend boxes are ruled out for us")["vendors"] == "nvidia"
    # accepted, not refused; and one maker refused alone leaves two
    assert "vendors" not in _facts(kb, "Ascend and AMD are both fine")
    assert _facts(kb, "no AMD please")["vendors"] == "nvidia,huawei"


def test_a_method_judged_short_before_it_is_tried(kb):
    said = "QLoRA won't cut it for this, we tried it on the 8B and it barely learned. Full fine-tune."
    assert _facts(kb, said, question="method")["task"] == "full-finetune"
    assert _facts(kb, "LoRA isn't enough here, full fine-tune", question="method")["task"] == "full-finetune"
    assert _facts(kb, "LoRA is not going to cut it, we need a full fine-tune")["task"] == "full-finetune"
    # enough is enough: the method stays
    assert _facts(kb, "LoRA should be enough", question="method")["task"] == "lora"
    assert _facts(kb, "LoRA will do it, no need for a full fine-tune", question="method")["task"] == "lora"


def test_speech_turned_into_text_is_transcription(kb):
    f = _facts(kb, "Turning about 120 hours of Hokkien oral-history recordings into text.", question="task")
    assert f["task"] == "transcribe" and f["audio_hours"] == 120
    assert _facts(kb, "convert 300 hours of lectures to text")["task"] == "transcribe"
    assert _facts(kb, "turn our podcast episodes into searchable text")["task"] == "transcribe"
    assert _facts(kb, "把 300 小时的粤语电台访谈变成文字")["task"] == "transcribe"
    # text already, or speech summarised: no transcription
    assert _facts(kb, "convert the meeting notes to text").get("task") != "transcribe"
    assert _facts(kb, "turn customer calls into text summaries with an LLM").get("task") != "transcribe"
    assert _facts(kb, "turning product descriptions into text ads").get("task") != "transcribe"


def test_a_week_that_will_is_no_weekly_meeting(kb):
    f = _facts(kb, "平時八個人同時在用，年底那一週會衝到 30 個，就抓年底的量吧。", question="concurrency")
    assert "buyer" not in f
    assert "buyer" not in _facts(kb, "这周会跑完，下周会再看")
    assert "buyer" not in _facts(kb, "每周会用两天，跑 qwen3 8b")
    # a weekly meeting's notes are a workplace's
    assert _facts(kb, "数据组周会：讨论 GPU 采购")["buyer"] == "company"


def test_the_peak_said_to_be_sized_for(kb):
    said = "平時八個人同時在用，年底那一週會衝到 30 個，就抓年底的量吧。"
    assert _facts(kb, said, question="concurrency")["concurrency"] == 30
    said = "平时 8 个人左右同时用，大促那几天能冲到 30 个，就按大促的量来"
    assert _facts(kb, said, question="concurrency")["concurrency"] == 30
    said = "平时五六个人同时用，月底能涨到二十个，照月底的人数算"
    assert _facts(kb, said, question="concurrency")["concurrency"] == 20
    # sized for the usual day: the peak is not taken
    said = "平时五六个人同时用，月底能涨到二十个，不过按平时算就行"
    assert _facts(kb, said, question="concurrency")["concurrency"] == 6


def test_the_count_said_after_cleaning_is_the_one_left(kb):
    f = _facts(kb, "9,500 samples after dedup (we dropped roughly 30k near-duplicates), ~400 tokens each",
               question="job")
    assert f["samples"] == 9500 and f["tokens_per_sample"] == 400
    assert _facts(kb, "12k samples after filtering, ~300 tokens each", question="job")["samples"] == 12000
    assert _facts(kb, "原始 5 万条数据，清洗后 1.6 万条，每条 200 token", question="job")["samples"] == 16000
    # the raw rows, the count left said after them
    assert _facts(kb, "5 万条数据清洗后剩 1.6 万条，每条 200 token", question="job")["samples"] == 16000
    assert _facts(kb, "50k rows after dedup came down to 16k samples", question="job")["samples"] == 16000


def test_two_dates_with_the_weekends_left_out(kb):
    assert _facts(kb, "12 月 7 日到 12 月 18 日，周末不跑", question="days")["days"] == 10
    assert _facts(kb, "Dec 14 to Dec 31, no weekends", question="days")["days"] == 14
    assert _facts(kb, "从 12 月 14 号到 12 月 31 号要用，只在工作日跑")["days"] == 14
    assert _facts(kb, "from Dec 14 to Dec 31, weekdays only")["days"] == 14
    # the weekends kept: every day of the span
    assert _facts(kb, "12 月 14 日到 12 月 31 日", question="days")["days"] == 18
    assert "days" not in _facts(kb, "12 月 14 日到 12 月 31 日，周末也跑")


def test_renting_on_a_platform(kb):
    assert _facts(kb, "组里没卡，只能去国内的算力平台租，跑 qwen2.5 7b 的 lora")["procure"] == "rent"
    assert _facts(kb, "在 AutoDL 平台上租，跑 SDXL")["procure"] == "rent"
    assert _facts(kb, "找个算力平台租两周")["procure"] == "rent"
    # refused, a price, one not to be had, or one that is over
    assert _facts(kb, "不想去平台租，自己买一张")["procure"] == "buy"
    assert "procure" not in _facts(kb, "平台上租金太贵")
    assert "procure" not in _facts(kb, "之前在平台上租过 4090")
    assert "procure" not in _facts(kb, "同事说他在某个算力平台租的 4090 一小时两块，靠谱吗")  # someone else's


def test_a_card_recommended_beside_renting_is_rented(kb):
    assert _facts(kb, "只能租，求推荐显卡")["procure"] == "rent"
    assert _facts(kb, "实验室没有卡，只能去平台租。求推荐显卡型号和平台")["procure"] == "rent"
    # renting refused, or nothing said of it: a card to buy
    assert _facts(kb, "不想租，求推荐显卡")["procure"] == "buy"
    assert _facts(kb, "求推荐显卡，预算 5000")["procure"] == "buy"


def test_a_card_in_a_computer_of_ones_own_is_bought(kb):
    f = _facts(kb, "家里跑 qwen3 32b，主板和机箱最多插两张卡，显卡部分预算 3 万")
    assert f["procure"] == "buy" and f["max_gpus"] == 2 and budget_of(f) == (30000, "CNY", "total")
    f = _facts(kb, "My case only fits two cards, budget $3,000, llama 70b at home")
    assert f["procure"] == "buy" and f["max_gpus"] == 2
    assert _facts(kb, "主板只能插两张卡")["max_gpus"] == 2
    # the box's room said, renting talked of: the choice stays open
    f = _facts(kb, "机箱最多塞两张卡，每月预算 3000，租也行")
    assert f["max_gpus"] == 2 and "procure" not in f
    assert _facts(kb, "主板能插两张卡，想租卡跑 qwen3 8b")["procure"] == "rent"


def test_a_baseline_named_beside_the_method(kb):
    f = _facts(kb, "目标：全参微调 Qwen3-8B，和上个月的 LoRA 基线比较")
    assert f["task"] == "full-finetune"
    assert _facts(kb, "full fine-tune qwen3 4b, compare against our LoRA baseline")["task"] == "full-finetune"
    assert _facts(kb, "QLoRA 基线已经有了，这次全参微调 qwen2.5 7b")["task"] == "full-finetune"
    # two methods compared, neither a baseline: asked
    u = _read(kb, "we want to compare LoRA vs full fine-tune")
    assert "task" not in u.facts and any(c.fact == "task" for c in u.conflicts)
    u = _read(kb, "LoRA 和全参做对比")
    assert "task" not in u.facts


def test_a_records_number_is_no_count(kb):
    assert "days" not in _facts(kb, "实验记录 No. 2026-88\n日期：2026-12-01")
    assert "days" not in _facts(kb, "编号 2026-117\n日期：2026-12-04")
    assert "days" not in _facts(kb, "（OOM，见 No. 2026-109）")
    # a count of days with no number's label stays
    assert _facts(kb, "租 117 天")["days"] == 117


def test_the_persons_rate_said_with_about(kb):
    f = _facts(kb, "預算新台幣 24,000 元以內（1 美元約 32 台幣）", question="budget", currency="USD")
    assert budget_of(f)[:2] == (750, "USD")
    assert budget_of(_facts(kb, "预算 2 万港币，1 美元大约 7.8 港币"))[:2] == (2564.1, "USD")
    assert budget_of(_facts(kb, "budget NT$15,000, 1 USD is about 30 TWD"))[:2] == (500, "USD")


def test_a_bare_amount_said_again_in_its_currency(kb):
    f = _facts(kb, "想買一張卡，預算 2.4 萬夠嗎？預算新台幣 24,000 元以內（我用 1 美元約 32 台幣在換算）")
    assert budget_of(f)[:2] == (750, "USD")
    assert budget_of(_facts(kb, "budget 15k — NT$15,000, at 30 TWD to the dollar"))[:2] == (500, "USD")
    # the same figure counting something else stays what it counts
    f = _facts(kb, "想用 SDXL 出 15000 張圖，預算新台幣 15,000 元以內（1 美元約 30 台幣）")
    assert f["images"] == 15000 and budget_of(f)[:2] == (500, "USD")


def test_a_mining_card_refused_after_its_name(kb):
    assert _facts(kb, "二手礦卡就算了，怕壞")["stock_only"] is True
    assert _facts(kb, "矿卡不要，预算 6000 买张卡")["stock_only"] is True
    assert _facts(kb, "矿卡先不考虑")["stock_only"] is True
    # accepted, or only feared: nothing asked of the cards
    assert "stock_only" not in _facts(kb, "矿卡倒无所谓")
    assert "stock_only" not in _facts(kb, "不敢买矿卡")
