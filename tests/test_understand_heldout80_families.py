"""heldout80's families: readings a real user's other phrasings share with the batch's rows, each with neighbours
that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_little_over_a_round_total_of_ones_own_money(kb):
    f = _facts(kb, "一万出头吧，整个项目就这些，都是我自己的钱。", question="budget", currency="CNY")
    b = f["budget"]
    assert (b.amount, b.currency, b.unit) == (10000, "CNY", "total") and f["buyer"] == "individual"
    f = _facts(kb, "三千出头，整个项目就这些", question="budget", currency="CNY")
    assert (f["budget"].amount, f["budget"].unit) == (3000, "total")
    assert _facts(kb, "三千左右，用的是自己的积蓄", question="budget", currency="CNY")["buyer"] == "individual"
    # neighbours: money said not to be one's own names no individual; a bare round figure stays a month's
    assert _facts(kb, "两万吧，不是我自己的钱", question="budget", currency="CNY").get("buyer") != "individual"
    assert _facts(kb, "一万出头吧", question="budget", currency="CNY")["budget"].unit == "month"


def test_a_share_of_the_samples_kept_for_testing_is_not_trained_on(kb):
    said = "一共两万三千条左右，其中三千条留作测试集，不拿来训。每条平均 600 token，跑 3 个 epoch。"
    assert _facts(kb, said, question="job") == {"samples": 20000, "tokens_per_sample": 600, "epochs": 3}
    assert _facts(kb, "5 万条数据，其中 5000 条做验证集，LoRA 跑 2 轮")["samples"] == 45000
    assert _facts(kb, "LoRA on 30k examples, 2k of them held out for eval, 3 epochs")["samples"] == 28000
    assert _facts(kb, "LoRA on 12,000 rows; we keep 1,500 aside as a test set.")["samples"] == 10500
    # neighbours: a test set besides the data takes nothing off
    assert _facts(kb, "5 万条数据，另外还有 3000 条测试集，LoRA 跑 2 轮")["samples"] == 50000
    assert _facts(kb, "LoRA on 30k examples, 3 epochs")["samples"] == 30000


def test_items_counted_by_the_counter_their_length_is_said_by(kb):
    said = ("我们是一家专利代理所，想拿以前写的 1.6 万份权利要求书做 LoRA，模型选 Qwen3 14B，每份平均 1500 token 左右，"
            "跑 2 个 epoch。")
    f = _facts(kb, said)
    assert (f["samples"], f["tokens_per_sample"]) == (16000, 1500)
    f = _facts(kb, "3000 篇论文摘要拿来微调 Qwen3 8B，跑 3 轮，每篇 800 token")
    assert (f["samples"], f["tokens_per_sample"]) == (3000, 800)
    # neighbours: another counter for the length ties nothing; a few documents are no data set
    assert "samples" not in _facts(kb, "3 份报告，LoRA 微调，每条 600 token")
    assert "samples" not in _facts(kb, "1.6 万份权利要求书，以后再说。LoRA 微调 qwen3 14b，每条 1500 token")


def test_a_samples_length_after_a_word_on_it_or_as_a_cap(kb):
    said = "想全参微调 qwen3 0.6b 做意图分类，数据五万条，每条都很短，一百来个 token，跑 3 轮。不急，越便宜越好。"
    f = _facts(kb, said)
    assert (f["samples"], f["tokens_per_sample"]) == (50000, 100) and "context_tokens" not in f
    assert _facts(kb, "LoRA 微调，2 万条，每条不长，300 token 左右")["tokens_per_sample"] == 300
    said = "I want to LoRA Qwen2.5 7B on Telugu news headlines — around 12k samples, each under 200 tokens, 3 epochs."
    f = _facts(kb, said)
    assert f["tokens_per_sample"] == 200 and "context_tokens" not in f
    assert _facts(kb, "QLoRA on 5k examples, each at most 1,000 tokens")["tokens_per_sample"] == 1000
    # neighbour: a context said outright stays the context
    assert _facts(kb, "LoRA on 12k samples, context 2k")["context_tokens"] == 2048


def test_the_context_settled_on_among_lengths_described(kb):
    said = "平时 prompt 也就 2k 左右，偶尔会把整份 PDF 塞进去，最长 20k 出头。按 24k 配就够了，不用上 128k。"
    assert _facts(kb, said, question="context") == {"context_tokens": 24576}
    assert _facts(kb, "最长 30k，按 24k 配就够了，超长的截断", question="context") == {"context_tokens": 24576}
    said = "prompts run 2k, the longest maybe 30k, but size it for 16k and we truncate"
    assert _facts(kb, said, question="context") == {"context_tokens": 16384}
    # neighbours: the usual length "enough" with a longer one still needed is no decision; nothing settled, the top
    assert _facts(kb, "一般 4k 够了，long docs 的时候可能要 16k", question="context") == {"context_tokens": 16384}
    assert _facts(kb, "usually 8k, sometimes 32k", question="context") == {"context_tokens": 32768}


def test_lectures_of_an_hour_and_a_quarter_less_the_ones_skipped(kb):
    said = ("About 620 lectures at an hour and a quarter each — but skip the 20 that were cancelled, those files are "
            "just silence.")
    assert _facts(kb, said, question="audio") == {"audio_hours": 750}
    assert _facts(kb, "Transcribe 80 lectures, an hour and three quarters each, with whisper")["audio_hours"] == 140
    assert _facts(kb, "900 hours of calls, skip the 100 that are test calls", question="audio") == {"audio_hours": 800}
    assert _facts(kb, "1,200 images with sdxl, except the 200 that we already have")["images"] == 1000
    # neighbour: a count with no share set aside stays whole
    assert _facts(kb, "Transcribe 620 lectures at an hour and a quarter each with whisper")["audio_hours"] == 775


def test_items_filmed_from_several_angles_are_clips(kb):
    said = "A dozen exercises, three angles each — front, side and back. Eight seconds a clip; 720p is plenty."
    assert _facts(kb, said, question="videos") == {"videos": 36, "clip_seconds": 8, "resolution": "720p"}
    assert _facts(kb, "Wan 2.1 videos: 20 recipes, two angles each, 5 seconds a clip")["videos"] == 40
    # neighbour: angles in an image job are pictures, no clips
    f = _facts(kb, "SDXL product shots: 40 products, 3 angles each")
    assert "videos" not in f and f["images"] == 120


def test_a_date_corrected_to_the_day_it_is_handed_over(kb):
    assert _facts(kb, "圣诞节前吧……不对，元旦前就行，12 月 31 号交给甲方。", question="deadline") == {"deadline": 600}
    assert _facts(kb, "12 月 18 号交付，LoRA 跑完就行")["deadline"] == 288
    # neighbours: a holiday alone is its own day; a date with no limit or handing over sets nothing
    assert _facts(kb, "元旦前就行", question="deadline") == {"deadline": 624}
    assert "deadline" not in _facts(kb, "12 月 18 号开了个会，想 LoRA 微调 qwen3 8b")


def test_asking_straight_in_with_no_login_is_public(kb):
    said = "我们是县农业农村局，想在公众号上做个农技问答，农户直接问，不用注册登录。模型用 qwen2.5 7b 就够了。"
    assert _facts(kb, said)["public_service"] is True
    assert _facts(kb, "业主在公众号里直接问，不用登录，qwen3 8b")["public_service"] is True
    assert _facts(kb, "游客扫码直接问，无需注册，qwen3 8b")["public_service"] is True
    # neighbour: staff asking straight in are no public
    assert _facts(kb, "公司内部知识库，员工直接问，不用登录，qwen3 8b").get("public_service") is not True


def test_scenes_each_with_their_pictures(kb):
    said = ("我们影楼想用 SDXL 批量出婚纱照的背景图，不出人像，就是海边、森林、教堂这类空景，大概三四十个场景，"
            "每个场景出 20 张备选。不赶时间，越便宜越好。")
    f = _facts(kb, said)
    assert f["images"] == 800 and f["buyer"] == "company"
    assert _facts(kb, "用 flux 给游戏做 12 个场景，每个场景 5 张概念图")["images"] == 60
    # neighbour: scenes said for each item, the items not counted, make no count of their own
    assert _facts(kb, "用 SDXL 出 30 款杯子的图，每款 3 个场景")["images"] == 90


def test_a_firm_named_by_its_trade_pays(kb):
    said = "我們是香港一間會計師行，想用 Whisper large-v3 把客戶會議錄音轉成文字，大約 300 小時。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "我们是杭州一个三个人的外包小团队，想本地跑 qwen3 30b a3b 给自己写代码用")["buyer"] == "company"
    assert _facts(kb, "我们影楼想用 SDXL 批量出婚纱照的背景图")["buyer"] == "company"
    assert _facts(kb, "We are a small accounting firm and want to transcribe 200 hours with whisper")[
        "buyer"] == "company"
    # neighbours: one person taking outsourced work, a dev team serving itself, a student at a firm
    assert "buyer" not in _facts(kb, "我一个人接外包，想买张卡跑 qwen3 8b")
    assert "buyer" not in _facts(kb, "deploy qwen2.5-coder-32b for our dev team (~15 people at once), AWQ")


def test_a_couple_hundred_things_made(kb):
    said = ("hiya — small design agency in manchester. need a couple hundred product mockups w/ flux schnell for a "
            "client pitch")
    assert _facts(kb, said)["images"] == 200
    assert _facts(kb, "we need 120 packaging mockups from sdxl")["images"] == 120
    assert _facts(kb, "we get a couple hundred requests a minute at peak, qwen3 8b")["rps"] == round(200 / 60, 6)
    # neighbours: a couple hundred dollars stays money; a mockup that is no picture made sets nothing
    assert _facts(kb, "a couple hundred dollars a month for qwen3 8b")["budget"].amount == 200
    assert "images" not in _facts(kb, "we tested 3 UI mockups with qwen3 8b")


def test_a_priority_conceded_for_the_other(kb):
    said = ("Architecture student in Halifax. I need to render a Blender Cycles walkthrough. I'll rent and I'm paying "
            "for it myself; cheap is nice but the deadline matters more than the price.")
    f = _facts(kb, said)
    assert f["priority"] == "speed" and f["region"] == "intl"
    assert _facts(kb, "a render in blender for a client in Winnipeg")["region"] == "intl"
    # neighbours: both wanted with "but also" stay a conflict; two sentences apart too
    u = _read(kb, "Need it as fast as possible, but also the cheapest thing out there. Llama 3.1 8B chatbot.")
    assert "priority" not in u.facts and "priority" in {c.fact for c in u.conflicts}


def test_a_batch_of_items_each_with_its_output_said_in_english_words(kb):
    said = ("我们游戏公司要做一批 NPC 台词的 batch generation：3000 个 NPC，每个 output 一段 400 token 左右的台词，"
            "input 是 persona card，大概 500 token。model 用 qwen3 32b，一次性跑完就行，deadline 12 月 18 号。")
    f = _facts(kb, said)
    assert (f["generate_tokens"], f["input_tokens"], f["output_tokens"]) == (1_200_000, 500, 400)
    assert "context_tokens" not in f
    f = _facts(kb, "批量生成：3000 个 NPC，每个输出 400 token，用 qwen3 32b")
    assert f["generate_tokens"] == 1_200_000
    # neighbour: a chat service's NPCs at once are no batch
    assert "generate_tokens" not in _facts(kb, "游戏里 30 个 NPC 同时和玩家聊天，用 qwen3 8b")


def test_a_weekly_run_on_a_named_day(kb):
    said = ("We run an online furniture store in Guadalajara. Every Monday we generate descriptions for that week's "
            "new products: about 800 products, each written in Spanish and in English, ~250 tokens per description.\n"
            "The prompt (spec sheet + our style guide) is ~600 tokens. We'd like to use Llama 3.3 70B in FP8.")
    f = _facts(kb, said)
    assert f["generate_tokens"] == 400_000 and f["runs_per_month"] == 30 / 7
    f = _facts(kb, "每周一都要生成一批新品的描述，大概 800 个商品，每个 200 token，用 qwen3 8b")
    assert f["runs_per_month"] == 30 / 7
    # neighbour: a one-off batch runs once
    f = _facts(kb, "一次性生成 800 个商品的描述，每个 200 token，用 qwen3 8b")
    assert f["generate_tokens"] == 160_000 and "runs_per_month" not in f


def test_a_chat_model_tried_then_not_deployed_and_a_peak_said_after_its_time(kb):
    said = "小赵：qwen3 8b 够了，14b 也测了，差别不大但贵一倍，不上"
    assert _facts(kb, said)["model"] == "qwen3-8b"
    assert _facts(kb, "晚上七八点最多，一分钟六十个左右", question="load") == {"rps": 1}
    assert _facts(kb, "中午十二点最忙，每分钟 120 个", question="load") == {"rps": 2}
    assert _facts(kb, "机器放国内，租的，每月两千以内")["procure"] == "rent"
    assert _facts(kb, "服务器是租的，qwen3 8b")["procure"] == "rent"
    # neighbours: a rental in the past is no plan; a model only tried stays a conflict with another
    assert "procure" not in _facts(kb, "之前租的机器太慢")
    assert "model" not in _facts(kb, "qwen3 8b 够了，14b 也测了，还在比较")


def test_an_unsloth_script_and_data_whose_owner_is_said(kb):
    said = ("My training script so far (QLoRA via Unsloth):\n\n```python\nfrom unsloth import FastLanguageModel\n"
            "model, tokenizer = FastLanguageModel.from_pretrained(\n    \"unsloth/Qwen3-14B\", max_seq_length=4096, "
            "load_in_4bit=True)\nmodel = FastLanguageModel.get_peft_model(model, r=16, lora_alpha=16)\n```\n\n"
            "Data is ~9,000 of my old support emails, avg ~700 tokens, and I want 2 epochs.")
    f = _facts(kb, said)
    assert (f["engine"], f["samples"], f["tokens_per_sample"]) == ("unsloth", 9000, 700)
    assert _facts(kb, "LoRA with peft on 5,000 of our support tickets")["engine"] == "hf"


def test_recordings_whose_length_is_said_in_the_next_sentence(kb):
    said = ("We need about 1,200 research interviews transcribed with Whisper large-v3. They run 45–60 minutes; plan "
            "on 60 each.")
    assert _facts(kb, said)["audio_hours"] == 1200
    said = "We have 300 oral history tapes to transcribe with whisper. They run about 90 minutes."
    assert _facts(kb, said)["audio_hours"] == 450
    # (the model named between the count and the length in one sentence too)
    assert _facts(kb, "1,200 interviews transcribed with whisper, about 60 minutes each")["audio_hours"] == 1200
    # neighbours: a length of something else in the next sentence is no recording's
    assert "audio_hours" not in _facts(kb, "Transcribe 500 interviews with whisper. We hired 3 people. The rest take "
                                           "20 minutes to set up.")


def test_recordings_about_so_many_with_a_range_of_minutes(kb):
    said = ("我们是市里一家医院的信息科，想把门诊录音转成文字做质控，一共一万二千段左右，每段三到五分钟，"
            "用 whisper large v3。")
    assert _facts(kb, said)["audio_hours"] == 1000
    assert _facts(kb, "庭审录音大概 800 场上下，每场两小时，whisper 转写")["audio_hours"] == 1600
