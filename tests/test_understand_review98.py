"""Review 98's misreadings, as families, each with neighbours that must not read the same: a day's items counted by
their measure word alone are requests a day, the peak said sized (daily_count.py); a busy stretch's length is no days
of use (peak_span.py)."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.cli import main
from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


@pytest.mark.parametrize("text, n", [
    ("英语作文自动批改，用 qwen3-14b，每天大约 1.2 万篇，每篇输入 1000 token", 12000),
    ("合同审核用 qwen3-32b，每日大概 600 份，每份輸入 5000 token、輸出 800 token", 600),
    ("客服机器人 qwen3-8b，一天能有五千来单", 5000),
    ("工單分類用 qwen3-8b，日均三千條左右", 3000),
    ("We grade student essays with qwen3-14b, about 12k a day", 12000),
    ("support tickets triaged by qwen3-8b: roughly 4,000 per day", 4000),
])
def test_a_days_items_by_their_measure_word_are_requests_a_day(kb, text, n):
    f = _facts(kb, text)
    assert f["requests_per_day"] == n and "concurrency" not in f


@pytest.mark.parametrize("text, n", [
    ("作文批改 qwen3-14b，平时一天大约1.5万篇，开学那三周会冲到每天8万篇", 80000),
    ("客服 qwen3-8b，平常每天3000单左右，双十一那一周会涨到每天2万单", 20000),
    ("We grade essays with qwen3-14b: about 20k a day normally, up to 90k a day during the two exam weeks", 90000),
    ("qwen3-8b triage of support tickets, 5,000 per day on a normal day, peaks at 30,000 per day in December", 30000),
])
def test_a_normal_and_a_peak_level_size_the_peak_and_its_stretch_is_no_days(kb, text, n):
    f = _facts(kb, text)
    assert f["requests_per_day"] == n and "days" not in f


def test_neighbours_keep_their_own_readings(kb):
    # pictures a day are images; a fine-tune's rows are samples; money a day is money; a night's batch is no service
    assert "requests_per_day" not in _facts(kb, "flux 出图，每天大概 300 张图")
    f = _facts(kb, "用 qwen3-8b 每天标注 2000 条数据用来微调")
    assert "requests_per_day" not in f
    f = _facts(kb, "qwen3-8b, budget 50 a day")
    assert "requests_per_day" not in f and f["budget"].unit == "day"
    f = _facts(kb, "每天晚上批量处理 3000 份合同，每份输入 8000 token，输出 2000 token，qwen2.5-72b")
    assert f["generate_tokens"] == 6_000_000 and "requests_per_day" not in f
    # a span rented, or one with no rise said, stays days of use
    assert _facts(kb, "qwen3-8b 推理，项目那两周要用")["days"] == 14
    # two levels with no rise between them: the first said stays
    assert _facts(kb, "qwen3-8b 客服，每天3000单，另外每天500份合同摘要")["requests_per_day"] == 3000


def test_the_cli_sizes_the_peak_days_items_not_one_at_a_time(capsys, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    rc = main(["recommend", "--say", "英语作文批改服务，用 Qwen3-14B，平常一天大约1.5万篇，开学那三周会冲到每天8万篇。"
               "每篇输入1200 token，输出600 token。国内租卡，每月预算2万人民币。"])
    out = capsys.readouterr().out
    assert rc == 0
    assert "80,000" in out and "并发 1" not in out and "21 天" not in out


@pytest.mark.parametrize("text, out", [
    ("qwen3-14b 给作文写一段 500 token 左右的批语，每篇输入 1200 token", 500),
    ("qwen2.5-32b 讀入病歷後產出約 1500 token 嘅分析", 1500),
    ("用 qwen3-8b 根据会议记录生成一份 1k token 的纪要", 1024),
    ("our app uses llama 3.1 8b to generate a 1.5k-token report from 6k tokens of notes", 1536),
    ("mistral small writes ~600-token summaries of each call", 600),
])
def test_the_length_of_what_is_made_is_the_output_not_the_context(kb, text, out):
    f = _facts(kb, text)
    assert f["output_tokens"] == out and f.get("context_tokens") != out
    assert "generate_tokens" not in f  # ("6k tokens of notes" is a length, no 6,000 notes to write)


def test_a_length_fed_in_stays_the_input(kb):
    f = _facts(kb, "qwen2.5-72b，每份喂进去 6k token 的合同，生成 1k token 的审查意见")
    assert f["input_tokens"] == 6144 and f["output_tokens"] == 1024


@pytest.mark.parametrize("text, items, out", [
    ("qwen2.5-32b 晚上批量跑，差不多两千篇，每篇输出 800 token，早上8点前要出来", 2000, 800),
    ("每晚跑批 qwen2.5-72b，约 1.2 万条，每条生成 300 token 的摘要，凌晨1点开始6点前跑完", 12000, 300),
    ("nightly batch with qwen2.5-32b, roughly 3,000 of them, each with 2k tokens out, done by 7am", 3000, 2048),
    ("夜間批量處理，大概 4000 份，每份輸出 500 token，qwen3-32b", 4000, 500),
])
def test_a_nights_items_by_their_measure_word_are_a_batch(kb, text, items, out):
    f = _facts(kb, text)
    assert f["generate_tokens"] == items * out and "requests_per_day" not in f and "concurrency" not in f


def test_the_bank_memos_shape_is_a_nightly_batch_in_its_window(kb):
    f = _facts(kb, "每天夜里跑批给客户写授信报告,大概1500份,每份喂进去6k token的材料,生成1k token的报告。"
                   "模型 Qwen2.5-72B。必须晚上11点开始早上7点前跑完。")
    assert f["generate_tokens"] == 1500 * 1024 and f["input_tokens"] == 6144 and f["output_tokens"] == 1024
    assert f["runs_per_month"] == 30 and f["hours_per_day"] == 8
    # a day's items each described stay a service's day (daily_count.py)
    f = _facts(kb, "qwen2.5-72b，每日大概 500 份，每份輸入 2000 token、輸出 600 token，日間 9 點到 6 點用")
    assert f["requests_per_day"] == 500 and "generate_tokens" not in f


@pytest.mark.parametrize("text, ctx", [
    ("needle-in-a-haystack tests with qwen2.5-7b at 256k tokens context, one at a time", 262144),
    ("qwen2.5-7b needs a 1M-token context for the eval", 1048576),
    ("qwen2.5-14b at 200k-token context, 5 users", 204800),
    ("qwen3-8b, evaluate at 32k/64k/128k context lengths", 131072),
    ("qwen3-8b 长上下文评测，32k、64k、128k 各测一遍", 131072),
    ("long-context eval of qwen2.5-7b at 512K tokens context plus a sweep at 64k/128k", 524288),
])
def test_a_length_said_with_context_is_the_context_never_training_tokens(kb, text, ctx):
    f = _facts(kb, text)
    assert f["context_tokens"] == ctx and "train_tokens" not in f


def test_tokens_to_train_on_stay_training_tokens(kb):
    assert _facts(kb, "fine-tune qwen2.5-7b on 1M tokens")["train_tokens"] == 1_000_000
    assert _facts(kb, "qwen3-8b, 8k context, batch 4")["context_tokens"] == 8192
    assert _facts(kb, "qwen3-8b context 32k, we have 100k, 200k users")["context_tokens"] == 32768
    assert _facts(kb, "qwen3 14b, don't size it for 256k, 64k context is plenty")["context_tokens"] == 65536
    f = _facts(kb, "serve qwen3 8b; every prompt includes ~3,000 tokens of context, 20 concurrent users")
    assert f["input_tokens"] == 3000 and "context_tokens" not in f


@pytest.mark.parametrize("text", [
    "我们是一家做二次元游戏的公司，想用 flux.1-dev 训练 LoRA",
    "給客戶做二次開發，qwen3-8b 推理",
    "qwen3-8b 推理，输出前做二次确认",
    "三次元照片转二次元风格，用 sdxl 出图",
])
def test_words_built_on_n_times_count_no_runs(kb, text):
    assert "repeats" not in _facts(kb, text)


@pytest.mark.parametrize("text, n", [
    ("qwen3-8b lora 微调，训练两次", 2),
    ("qwen3-8b lora 微调，跑 3 次", 3),
    ("給客戶做二次開發，qwen3-8b 微調，跑兩次", 2),
])
def test_a_repetition_said_plainly_still_counts(kb, text, n):
    assert _facts(kb, text)["repeats"] == n


@pytest.mark.parametrize("text", [
    "公司自己有一台双卡4090的机器，跑 qwen3-32b，给内部同事用",
    "我们单位现在有两台 A800 服务器，想跑 qwen2.5-72b",
    "實驗室已經有一台 8 卡機，想微調 qwen3-8b",
    "our company already has a box with two 4090s running qwen3-32b for 25 staff",
    "the lab owns four A6000s and wants to serve qwen3-14b",
])
def test_an_organisation_owning_the_machines_is_the_company_buyer(kb, text):
    assert _facts(kb, text)["buyer"] == "company"


def test_a_persons_own_machine_is_no_company(kb):
    assert "buyer" not in _facts(kb, "我自己有一台4090，跑 qwen3-8b")
    assert _facts(kb, "i have a 3090 at home and my own budget, qwen3-8b").get("buyer") != "company"


@pytest.mark.parametrize("text, said", [
    ("qwen3-8b, budget -800 USD a month", "-800 USD"),
    ("qwen3-8b 推理，预算 -3000 元每月", "-3000 元"),
    ("qwen3-8b 推理，预算负两千", "负两千"),
    ("qwen3-8b, max spend: −$200/month", "−$200"),
])
def test_a_budget_below_zero_is_refused_never_read_as_its_size(kb, text, said):
    u = _read(kb, text)
    assert "budget" not in u.facts
    assert any(x.kind == "budget" and x.text.strip() == said for x in u.unresolved)


def test_ranges_and_dashes_beside_a_budget_stay_budgets(kb):
    assert _facts(kb, "qwen3-8b, budget 300-500 USD a month")["budget"].amount == 500
    assert _facts(kb, "qwen3-8b, budget - about 500 USD a month")["budget"].amount == 500


@pytest.mark.parametrize("text, amount, currency", [
    ("qwen3-8b, rent or buy? up to $100 a month to rent, or $1500 to buy", 1500, "USD"),
    ("qwen3-8b 推理，租还是买？租的话每月最多 500 元，买的话 8000 元以内", 8000, "CNY"),
    ("Should we rent or buy for qwen3-14b? At most 200 dollars a month if we rent, around 3,000 dollars to buy a card",
     3000, "USD"),
])
def test_a_rent_budget_and_a_buy_budget_are_a_comparison_not_a_conflict(kb, text, amount, currency):
    u = _read(kb, text)
    b = u.facts["budget"]
    assert (b.amount, b.currency, b.unit) == (amount, currency, "total")
    assert u.facts["procure"] == "buy" and not u.conflicts
    assert any("if renting" in n.en for n in u.notes)  # the rent limit said back, never dropped silently


def test_one_budget_with_its_option_stays_as_it_was(kb):
    f = _facts(kb, "qwen3-8b, budget $100 a month, we rent")
    assert (f["budget"].amount, f["budget"].unit, f["procure"]) == (100, "month", "rent")
    f = _facts(kb, "qwen3-8b, budget $2000 to buy a card")
    assert (f["budget"].amount, f["budget"].unit, f["procure"]) == (2000, "total", "buy")


@pytest.mark.parametrize("text, seconds", [
    ("qwen3-8b chatbot, latency under 500 ms", 0.5),
    ("qwen3-8b, p95 latency below 1.5 s", 1.5),
    ("qwen3-8b 客服，延迟要在 2 秒以内", 2.0),
    ("qwen3-8b 客服，時延唔可以超過 1 秒", 1.0),
    ("qwen3-8b, response latency < 3s", 3.0),
])
def test_a_latency_limit_is_the_latest_the_answer_may_start(kb, text, seconds):
    assert _facts(kb, text)["max_ttft_s"] == seconds


def test_a_latency_seen_is_no_limit_and_a_first_token_limit_wins(kb):
    assert "max_ttft_s" not in _facts(kb, "qwen3-8b, latency is 5 s now, too slow")
    assert _facts(kb, "qwen3-8b, first token under 500 ms, latency under 4 s")["max_ttft_s"] == 0.5


@pytest.mark.parametrize("text, px", [
    ("We need to train YOLO11x to detect weeds in drone photos: 40,000 labelled images at 1280 px, about 150 epochs.",
     1280),
    ("用 YOLO11x 训练缺陷检测，2 万张图，训练尺寸 1280，跑 100 个 epoch", 1280),
    ("fine-tune yolo11x with imgsz=960 for 80 epochs on 12k images", 960),
])
def test_a_detectors_training_size_is_its_imgsz(kb, text, px):
    # c09: "1280 px" was not read, and the job was sized and timed at Ultralytics' 640
    assert _facts(kb, text)["imgsz"] == px


@pytest.mark.parametrize("text", [
    "用 YOLOv8x 实时检测 8 路 1080p 摄像头，每路 30fps",  # a served detector: a frame letterboxed down
    "train a FLUX.1-dev LoRA on 800 images of 1024 px, 20 epochs",  # no detector
    "用 YOLOv8 训练，已标注图片 2.8 万张（1024×1024），预计训练 4 天",  # the images' own size, not imgsz
])
def test_no_image_size_is_read_where_no_detector_is_trained(kb, text):
    assert "imgsz" not in _facts(kb, text)
