"""heldout78's families (rows #14–#40): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_the_hard_date_beside_an_ideal_one(kb):
    said = "Ideally before Christmas, but the hard line is Friday January 8 — that's when the new term starts."
    assert _facts(kb, said, question="deadline")["deadline"] == 792
    assert _facts(kb, "Ideally before Christmas, but the hard deadline is January 8")["deadline"] == 792
    assert _facts(kb, "the hard line is Friday January 8", question="deadline")["deadline"] == 792
    assert _facts(kb, "最好元旦前弄完，最晚 1 月 15 号之前")["deadline"] == 960
    assert _facts(kb, "最好元旦前，但 1 月 15 号之前必须弄完")["deadline"] == 960
    # neighbours: two dates with no wish keep the earliest; a wish alone is the deadline
    assert _facts(kb, "before Christmas, and the deadline is January 8")["deadline"] == 456
    assert _facts(kb, "Ideally before Christmas.", question="deadline")["deadline"] == 456
    said = "ICML deadline 是 Jan 28，最好 1/20 之前跑完，留一周写 paper。"
    assert _facts(kb, said)["deadline"] == 1080


def test_a_compliance_team_is_who_uses_it(kb):
    said = ("我们公司想在内网部署 Qwen2.5-32B，给法务和合规的同事查制度、审合同，大概 60 个人会用，"
            "同时在线估计不超过 10 个。")
    f = _facts(kb, said)
    assert "compliance" not in f and f["public_service"] is False and f["concurrency"] == 10
    assert "compliance" not in _facts(kb, "给合规的人员用的内部问答")
    assert "compliance" not in _facts(kb, "想在内网部署 qwen3 32b")
    # neighbours: 合规 said as the requirement still is one
    assert _facts(kb, "我们是国企，采购必须合规")["compliance"] is True
    assert _facts(kb, "内网部署，要合规")["compliance"] is True


def test_a_couple_thousand_is_two_thousand(kb):
    said = ("Traffic is modest — a couple thousand chats a day, peaking around 5 a second at dinner time.")
    f = _facts(kb, said)
    assert f["requests_per_day"] == 2000 and f["rps"] == 5
    assert _facts(kb, "We get a couple of thousand requests a day")["requests_per_day"] == 2000
    # neighbours: "a few thousand" is vague, "a couple of days" no count of requests
    assert "requests_per_day" not in _facts(kb, "a few thousand requests a day")
    assert "requests_per_day" not in _facts(kb, "a couple of days of testing")


def test_a_shops_or_an_agencys_job_is_a_companys(kb):
    said = "hey — need about 2k product shots for our Shopify store, SDXL is fine. No rush at all, cheapest option pls."
    assert _facts(kb, said)["buyer"] == "company"
    said = "G'day — real estate agency in Brisbane here. We want short walkthrough clips made with Wan 2.1 14B."
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "we run an Etsy shop and need 300 product photos with SDXL")["buyer"] == "company"
    assert _facts(kb, "我们网店每周要出一批商品图，大概 120 张")["buyer"] == "company"
    assert _facts(kb, "我们房产中介想用 wan2.1 做看房视频")["buyer"] == "company"
    # neighbours: a shop said to be one person's, and a store of data, are no company's
    assert _facts(kb, "个人网店，想出 200 张商品图")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "our vector store holds 2M chunks; embed them with bge-m3")
    assert "buyer" not in _facts(kb, "need about 2k product shots, SDXL is fine")


def test_one_card_bought_for_a_students_own_box(kb):
    f = _facts(kb, "大二学生，想自己买一张显卡学深度学习，跟着《动手学深度学习》做练习。预算四千以内，矿卡就别推了。")
    assert f["max_gpus"] == 1 and f["procure"] == "buy" and f["task"] == "learn" and f["buyer"] == "individual"
    assert _facts(kb, "想买一张显卡跑 qwen3 8b")["max_gpus"] == 1
    # neighbours: two cards, or a card's count unsaid, set no limit of one
    assert _facts(kb, "想买两张显卡跑 qwen3 32b").get("max_gpus") != 1
    assert "max_gpus" not in _facts(kb, "想买显卡学深度学习")


def test_each_requests_length_after_its_rate_is_the_input(kb):
    said = ("We're replacing a hosted embeddings API with bge-m3 for our product search. Peak is around 50 queries a "
            "second, each about 300 tokens.")
    f = _facts(kb, said)
    assert f["input_tokens"] == 300 and f["rps"] == 50 and "context_tokens" not in f
    assert _facts(kb, "Qwen3 8B chat, 20 requests a second, each around 1k tokens")["input_tokens"] == 1000
    assert _facts(kb, "bge-m3，每秒 50 个查询，每个大概 300 token")["input_tokens"] == 300
    # neighbours: a window said for the model stays the context
    f = _facts(kb, "Qwen3 8B chat, 20 requests a second, context 8k")
    assert f["context_tokens"] == 8192 and "input_tokens" not in f


def test_a_weekday_of_every_week_or_once_a_month_runs_the_batch(kb):
    f = _facts(kb, "我们网店每周一要出一批商品图，大概 120 张，用 flux schnell 就行。")
    assert f["images"] == 120 and f["runs_per_month"] == 30 / 7
    said = "every Monday we need a batch of 120 product images with flux schnell"
    assert _facts(kb, said)["runs_per_month"] == 30 / 7
    f = _facts(kb, "Once a month we batch out about 500 images for our clients' social posts with FLUX.1 schnell.")
    assert f["images"] == 500 and f["runs_per_month"] == 1 and "public_service" not in f
    assert _facts(kb, "每个月一次，出 300 张海报图，用 sdxl")["runs_per_month"] == 1
    # neighbours: a one-off batch runs no month, the weekdays are no weekly run, clients served are public
    assert "runs_per_month" not in _facts(kb, "出 120 张商品图，用 flux schnell")
    assert _facts(kb, "每周一到周五出 120 张商品图，用 flux schnell").get("runs_per_month") != 30 / 7
    assert _facts(kb, "a Qwen3 8B chatbot for our clients")["public_service"] is True


def test_a_night_window_said_apart(kb):
    said = ("每天晚上 11 点开跑，把当天大概 2 万条用户评论做摘要，每条输入 300 token 左右，输出 50 token。"
            "模型用 qwen3 8b，"
            "早上 8 点前跑完就行，机器放国内。")
    f = _facts(kb, said)
    assert f["hours_per_day"] == 9 and f["runs_per_month"] == 30 and f["generate_tokens"] == 1000000
    said = "Starts at 11pm every night, summarising the day's 20k reviews with qwen3 8b; done by 7am."
    assert _facts(kb, said)["hours_per_day"] == 8
    # neighbours: the two side by side as before; a start with no finish is no window
    assert _facts(kb, "每天晚上 11 点开跑，早上 8 点前跑完就行")["hours_per_day"] == 9
    assert "hours_per_day" not in _facts(kb, "每天晚上 11 点开跑，把当天的评论做摘要，用 qwen3 8b")


def test_the_hours_of_a_forwarded_note_less_the_share_done(kb):
    said = ("Forwarding our programme lead's note below.\n\n> We want to transcribe the oral-history archive with "
            "Whisper large-v3: 1,080 interviews, about 45 minutes each on average. Volunteers already transcribed 80 "
            "of them by hand, so skip those.\n> We'd rent, not buy.")
    f = _facts(kb, said)
    assert f["audio_hours"] == 750 and f["procure"] == "rent" and f["task"] == "transcribe"
    # neighbour: no share said, the whole lot
    said = ("We want to transcribe the archive with Whisper large-v3: 1,080 interviews, about 45 minutes each on "
            "average.")
    assert _facts(kb, said)["audio_hours"] == 810


def test_renting_a_cloud_said_by_its_place(kb):
    said = "[聊天记录]\n张总：模型就用千问 2.5 的 72b\n小李：机器放哪？\n张总：租国内的云，一个月别超过一万五，走公司账"
    f = _facts(kb, said)
    assert f["procure"] == "rent" and f["region"] == "cn"
    assert _facts(kb, "租阿里云的就行，跑 qwen3 8b")["procure"] == "rent"
    # neighbours: a cloud named with no renting, and a refusal to rent, set no rent
    assert _facts(kb, "不租云，想自己买卡跑 qwen3 8b")["procure"] == "buy"
    assert "procure" not in _facts(kb, "国内的云都可以，跑 qwen3 8b")


def test_buying_rather_than_renting_and_a_circuits_watts_for_the_gpus(kb):
    said = ("We're a 6-person consultancy in Lisbon and want gpt-oss-120b for drafting reports. Internal only; rarely "
            "more than 3 of us on it at once. I'd rather buy the hardware than keep renting. Our office circuit can "
            "give the GPUs 1,500 W at most.")
    f = _facts(kb, said)
    assert f["procure"] == "buy" and f["power_limit_w"] == 1500 and f["concurrency"] == 3
    assert _facts(kb, "we'd rather buy than continue renting")["procure"] == "buy"
    # neighbours: a limit on the whole machine keeps the host's share out; renting kept is renting
    assert _facts(kb, "the whole machine must stay under 1500 W")["power_limit_w"] == 1100
    assert _facts(kb, "we'll keep renting, qwen3 8b")["procure"] == "rent"
