"""heldout82's families (#16–#36): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same. None of the sentences is the batch's own."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_items_each_given_one_written_piece_are_a_batch(kb):
    f = _facts(kb, "用 qwen3 32b 给 3 万篇新闻各生成一段摘要，每段大概 150 token，原文本身 2000 token 左右")
    assert (f["generate_tokens"], f["output_tokens"], f["input_tokens"]) == (4_500_000, 150, 2000)
    f = _facts(kb, "想用 qwen2.5 72b 給 8000 個商品各寫一條文案，平均 300 token")
    assert (f["generate_tokens"], f["output_tokens"]) == (2_400_000, 300)
    f = _facts(kb, "Qwen3 32B as the teacher: write a worked solution for each of 20,000 problems, ~900 tokens on "
                   "average; the problems themselves are ~150 tokens.")
    assert (f["generate_tokens"], f["output_tokens"], f["input_tokens"]) == (18_000_000, 900, 150)
    # neighbour: a length with no piece made is no batch
    assert "generate_tokens" not in _facts(kb, "qwen3 32b 推理，5 万道题，平均 1200 token")


def test_a_unit_tied_to_one_request_each_is_the_load(kb):
    f = _facts(kb, "qwen2.5 vl 7b reads order photos. About 12,000 orders a day, one request per order; at peak 90 "
                   "orders a minute.")
    assert (f["requests_per_day"], f["rps"]) == (12000, 1.5)
    f = _facts(kb, "用 qwen2.5 vl 7b 审核发票，每天大约 6000 笔，一笔一次请求，高峰一分钟 120 笔")
    assert (f["requests_per_day"], f["rps"]) == (6000, 2)
    f = _facts(kb, "qwen3 8b 做工单分类，一条就调用一次，每天差不多 2 万条")
    assert f["requests_per_day"] == 20000
    # neighbour: a shop's sales with no request tied to them are no load
    f = _facts(kb, "我们网店每天 3000 单，想用 qwen3 8b 写商品文案")
    assert "requests_per_day" not in f and "rps" not in f


def test_a_label_said_as_a_compound_is_the_output(kb):
    assert _facts(kb, "Llama 3.1 8B classifies reviews, 20 a second, a 5-token sentiment label back")[
        "output_tokens"] == 5
    assert _facts(kb, "Qwen3 8B flags spam: 100 messages a second, ~40 tokens in and a ~3-token verdict out")[
        "output_tokens"] == 3
    assert _facts(kb, "qwen3 8b moderation, 30 requests a second, each returns a 12-token tag")["output_tokens"] == 12
    # neighbour: a compound prompt or context is no reply
    assert _facts(kb, "Llama 3.1 8B, 20 requests a second with a 500-token prompt").get("output_tokens") != 500


def test_all_n_cameras_at_once(kb):
    assert _facts(kb, "yolov8m on the loading docks, all 4 feeds live at the same time")["concurrency"] == 4
    assert _facts(kb, "yolov8l for shoplifting, all twelve cameras running simultaneously")["concurrency"] == 12
    assert _facts(kb, "yolov8m 做安全帽检测，全部 8 路摄像头同时跑")["concurrency"] == 8
    # neighbour: all cameras with no count
    assert "concurrency" not in _facts(kb, "yolov8m, all cameras at once, from 6am to 10pm")


def test_an_organisation_said_by_what_it_is(kb):
    assert _facts(kb, "We're a regional football club, we want Llama 3.1 8B to answer fans")["buyer"] == "company"
    assert _facts(kb, "My family runs a dairy farm. yolov8m to watch the milking shed, 3 cameras")["buyer"] == "company"
    assert _facts(kb, "我们是市图书馆，想用 qwen2.5 7b 做读者问答")["buyer"] == "company"
    assert _facts(kb, "我們是一間做手工皂的小公司，想用 SDXL 出 200 張產品圖")["buyer"] == "company"
    assert _facts(kb, "我们做二手手机回收，想用 qwen2.5 vl 7b 看成色照片")["buyer"] == "company"
    # neighbours: a place visited, a person's own hobby
    assert _facts(kb, "I visited a museum and want to run Llama 3.1 8B at home").get("buyer") != "company"
    assert _facts(kb, "我是个人，做二手手机回收的副业，想玩 qwen2.5 7b").get("buyer") != "company"


def test_money_from_a_bodys_account_or_fund(kb):
    assert _facts(kb, "yolov8m for the gates, $2,000 max from the farm account")["buyer"] == "company"
    assert _facts(kb, "Whisper large-v3, 300 hours, budget $900 out of the council's heritage fund")[
        "buyer"] == "company"
    # neighbours: one's own savings, and "out of the question"
    assert _facts(kb, "Llama 3.1 8B at home, $1,500 from my savings account").get("buyer") != "company"
    assert "buyer" not in _facts(kb, "QLoRA on qwen3 8b; full fine-tuning is out of the question on our budget")


def test_australia_and_its_states_are_abroad(kb):
    assert _facts(kb, "We grow avocados in Queensland and want yolov8m to count fruit")["region"] == "intl"
    assert _facts(kb, "small clinic based in Australia, we want Llama 3.1 8B for notes")["region"] == "intl"
    assert _facts(kb, "Out here in regional NSW, yolov8m on 2 cameras")["region"] == "intl"
    # neighbour: the country as where the data must stay is a residency, no region read here
    assert "region" not in _facts(kb, "Mistral Small 24B, 50,000 reports. It must run in Australia (data sovereignty).")


def test_cantonese_refusing_mainland_hosting(kb):
    u = _read(kb, "用 Whisper large-v3 轉錄 100 小時，唔好用內地嘅伺服器")
    assert u.facts["region"] == "intl" and u.residency
    assert _facts(kb, "租雲就得，但唔可以擺喺大陸，用 qwen2.5 7b")["region"] == "intl"
    assert _facts(kb, "qwen2.5 7b 推理，数据不好放大陆的机房")["region"] == "intl"
    # neighbour: 唔好 about the price is no refusal
    assert _facts(kb, "用 qwen2.5 7b，唔好太貴，放大陸都得").get("region") != "intl"


def test_a_problem_bank_counted_by_dao_is_the_samples(kb):
    assert _facts(kb, "qwen2.5 7b 跑 GRPO，题目一共 5000 道，每道采样 16 条")["samples"] == 5000
    assert _facts(kb, "想用 LoRA 微调 qwen3 8b，數學題有兩萬道")["samples"] == 20000
    assert _facts(kb, "qwen2.5 1.5b 全参 PPO，练习题大概 3 千道")["samples"] == 3000
    # neighbour: the same words in a serving job
    assert "samples" not in _facts(kb, "部署 qwen3 8b 给学生答疑，题库 1 万道")


def test_renting_said_as_a_clause_with_its_place(kb):
    assert _facts(kb, "qwen3 8b LoRA，卡最多 4 张，租海外的，别太贵")["procure"] == "rent"
    assert _facts(kb, "qwen2.5 7b 推理。就租本地的吧。")["procure"] == "rent"
    assert _facts(kb, "qwen2.5 7b 推理，租境內的。")["procure"] == "rent"
    # neighbour: letting one's own cards out is no renting
    assert _facts(kb, "qwen2.5 7b 推理，我们出租国内的。").get("procure") != "rent"


def test_a_share_given_more_clips_adds_to_the_videos(kb):
    assert _facts(kb, "用 Wan2.1 14B 给 20 款新品各做 3 条 5 秒视频，其中 5 款是主推，每款再加 2 条")["videos"] == 70
    assert _facts(kb, "wan2.1 14b: 40 products, 2 clips each. The 8 flagship products also get 2 more clips.")[
        "videos"] == 96
    assert _facts(kb, "Wan2.1 14B 给 12 位老师各做 1 条介绍，这里面 4 位还要各多做一条")["videos"] == 16
    # neighbour: a share given nothing more
    assert _facts(kb, "用 Wan2.1 14B 给 20 款新品各做 3 条视频，其中 5 款不用做")["videos"] != 70


def test_a_deadline_asked_in_a_chat_and_answered_on_the_next_line(kb):
    assert _facts(kb, "ana: qwen3 32b batch summaries of our tickets\nraj: deadline?\nana: Friday 15 January")[
        "deadline"] == 40 * 24
    assert _facts(kb, "pm: Llama 3.1 70B, 3,000 contracts\ndev: by when?\npm: 20 December")["deadline"] == 14 * 24
    assert _facts(kb, "老王：qwen3 8b 跑批量摘要\n小李：什么时候要？\n老王：12 月 20 号前")["deadline"] == 14 * 24
    # neighbour: the question left unanswered
    assert "deadline" not in _facts(kb, "ana: qwen3 32b batch summaries\nraj: deadline?\nana: no idea yet")


def test_a_batchs_items_named_again_beside_each_or_per(kb):
    f = _facts(kb, "Qwen2.5 72B: 12,000 contracts to summarise. Each contract is ~20k tokens, the summary ~500 tokens.")
    assert (f["generate_tokens"], f["output_tokens"]) == (6_000_000, 500)
    f = _facts(kb, "Qwen2.5-VL-7B over 50,000 scanned invoices, one request per invoice, ~900 tokens in, ~120 "
                   "tokens out.")
    assert f["generate_tokens"] == 6_000_000
    # neighbour: the noun named again is not the one counted
    assert "generate_tokens" not in _facts(kb, "Qwen2.5-VL-7B over 5,000 PDFs, one request per page, ~120 tokens out.")


def test_a_kinds_schedule_word_beside_one_off_is_no_schedule(kb):
    f = _facts(kb, "Qwen2.5 72B summaries of the monthly reports archive, 6,000 reports, each report ~8k tokens, the "
                   "summary ~300 tokens. A one-time job.")
    assert "runs_per_month" not in f and f["generate_tokens"] == 1_800_000
    # neighbour: the job itself run quarterly keeps its schedule
    f = _facts(kb, "Every quarter we summarise 6,000 reports with Qwen2.5 72B, 300 output tokens each.")
    assert f["runs_per_month"] == 1 / 3
