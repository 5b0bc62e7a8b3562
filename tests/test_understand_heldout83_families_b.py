"""heldout83's families (rows #3, #4, #6, #9, #12, #14, #18, #19, #20, #26, #31, #32, #38): readings a real user's
other phrasings share with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_normal_days_conversations_are_its_requests(kb):
    f = _facts(kb, "On a normal weekday it's ~25k conversations.", question="load")
    assert f["requests_per_day"] == 25000 and "samples" not in f and "days" not in f
    assert _facts(kb, "On a typical day we get about 40k chats.")["requests_per_day"] == 40000
    assert _facts(kb, "平时一天大概 2.5 万个对话。", question="load")["requests_per_day"] == 25000
    # neighbour: in a training job the conversations are the data
    f = _facts(kb, "LoRA on Qwen3 8B: on a normal day we get ~25k conversations, we want to train on them.")
    assert f["samples"] == 25000 and "requests_per_day" not in f


def test_a_bare_peak_in_digits_beside_a_rush(kb):
    assert _facts(kb, "Lunch is the crunch — roughly 180 a minute.", question="load")["rps"] == 3
    assert _facts(kb, "Our support bot with Qwen3 8B: lunch is the crunch, roughly 180 a minute.")["rps"] == 3
    # neighbours: no rush said and no load asked; a price a minute
    assert "rps" not in _facts(kb, "Our support bot with Qwen3 8B answers about 180 a minute.")
    assert "rps" not in _facts(kb, "Our support bot with Qwen3 8B; we pay 3 a minute for the phone line.")


def test_a_replys_length_said_in_tokens(kb):
    f = _facts(kb, "Each request drags in the customer's recent orders, so ~1,200 tokens in; replies are short, under "
               "120 tokens.", question="load")
    assert f["input_tokens"] == 1200 and f["output_tokens"] == 120
    assert _facts(kb, "qwen3 8b 客服，回复很短，120 token 以内。")["output_tokens"] == 120
    # neighbour: a prompt's length is no reply's
    assert "output_tokens" not in _facts(kb, "Qwen3 8B; prompts are under 2000 tokens.")


def test_samples_thrown_away_are_taken_off(kb):
    f = _facts(kb, "一共 4 万条对话数据，其中 5000 条标注有分歧，剔掉不用；剩下的每条平均 1800 token 左右，跑 2 轮。",
               question="job")
    assert f["samples"] == 35000 and f["tokens_per_sample"] == 1800
    f = _facts(kb, "5 万条数据，里面有 3000 条是重复的，直接删掉，每条 1000 token", question="job")
    assert f["samples"] == 47000
    assert _facts(kb, "想用 LoRA 微调 qwen3 8b，5 万条数据，其中大概 2000 条质量太差，不要了，每条 800 token")[
        "samples"] == 48000
    assert _facts(kb, "LoRA on Qwen3 8B: 40k conversations, 5k of them have disputed labels, so we drop those. "
                  "~1,000 tokens each.")["samples"] == 35000
    assert _facts(kb, "LoRA on Qwen3 8B: 50,000 rows, of which 3,000 are duplicates we'll throw out. ~1,000 tokens "
                  "each.")["samples"] == 47000
    # neighbours: a share with no discarding, one kept on purpose
    assert _facts(kb, "想用 LoRA 微调 qwen3 8b，5 万条数据，其中 5000 条是英文的，每条 800 token")["samples"] == 50000
    assert _facts(kb, "想用 LoRA 微调 qwen3 8b，5 万条数据，其中 5000 条有点问题，但不用删，每条 800 token")[
        "samples"] == 50000
    assert _facts(kb, "LoRA on Qwen3 8B: 50,000 rows, of which 3,000 are in French. ~1,000 tokens each.")[
        "samples"] == 50000
    assert _facts(kb, "LoRA on Qwen3 8B: 50,000 rows, 3,000 of them are noisy but we won't drop them. ~1,000 tokens "
                  "each.")["samples"] == 50000


def test_a_day_of_the_span_off_by_its_number_alone(kb):
    said = "From Monday 11 January to Friday 5 February, weekdays only — minus Friday the 22nd, the team's off."
    assert _facts(kb, said, question="days")["days"] == 19
    assert _facts(kb, "From 11 January to 5 February, weekdays only, except the 22nd.", question="days")["days"] == 19
    assert _facts(kb, "1 月 11 号到 2 月 5 号，只算工作日，22 号那天团建，不用。", question="days")["days"] == 19
    assert _facts(kb, "1 月 11 号到 2 月 5 号，只算工作日，除了 22 号。", question="days")["days"] == 19
    assert _facts(kb, "12 月 14 日到 12 月 31 日，周末不跑，25 号不用", question="days")["days"] == 13
    # neighbours: a weekday that is not that date's, a weekend day already out, a day with no word for off
    assert _facts(kb, "From 11 January to 5 February, weekdays only, except Thursday the 22nd.",
                  question="days")["days"] == 20
    assert _facts(kb, "From 11 January to 5 February, weekdays only, except Saturday the 23rd.",
                  question="days")["days"] == 20
    assert _facts(kb, "From 11 January to 5 February, weekdays only; the 22nd is the demo.", question="days")[
        "days"] == 20
    assert _facts(kb, "1 月 11 号到 2 月 5 号，只算工作日，22 号那天要多开几张卡。", question="days")["days"] == 20


def test_a_method_weighed_and_turned_down(kb):
    said = ("LoRA, rank 32. We priced a full fine-tune and it came out six times the cost, so no. QLoRA we tried in "
            "the spring — the 4-bit base hurt accuracy — not doing that again either.")
    f = _facts(kb, said, question="method")
    assert f["task"] == "lora" and f["lora_rank"] == 32 and "precision" not in f
    assert _facts(kb, "LoRA rank 16; we looked into full fine-tuning but it's way too expensive.",
                  question="method")["task"] == "lora"
    assert _facts(kb, "LoRA，rank 32。全参也算过，贵了六倍，算了。", question="method")["task"] == "lora"
    assert _facts(kb, "LoRA，rank 32。全参也问过价，太贵了。", question="method")["task"] == "lora"
    f = _facts(kb, "LoRA, rank 32. We tried QLoRA in the spring and the 4-bit base hurt accuracy.", question="method")
    assert f["task"] == "lora" and "precision" not in f
    f = _facts(kb, "LoRA，rank 32。QLoRA 去年试过，4bit 底座掉点太多。", question="method")
    assert f["task"] == "lora" and "precision" not in f
    # neighbours: a method weighed and kept; two methods weighed in one sentence
    assert "task" not in _facts(kb, "LoRA, rank 32. We priced a full fine-tune too and it fits the budget.",
                                question="method")
    assert "task" not in _facts(kb, "We priced LoRA and a full fine-tune, way too expensive.", question="method")


def test_tapes_counted_by_their_classifier(kb):
    said = ("县广播站存了大概 1500 盘四川话的老节目录音，每盘 40 分钟左右；其中 300 盘是普通话新闻，以前转过了，"
            "不用再转。")
    assert _facts(kb, said, question="audio")["audio_hours"] == 800
    assert _facts(kb, "县广播站存了大概 1500 盘四川话的老节目录音，每盘 40 分钟左右。", question="audio")[
        "audio_hours"] == 1000
    assert _facts(kb, "档案馆有 800 卷老广播录音，每卷 30 分钟。", question="audio")["audio_hours"] == 400
    assert _facts(kb, "电台有 600 盒老节目录音，每盒 60 分钟，其中 100 盒已经转过了。", question="audio")[
        "audio_hours"] == 500


def test_the_date_that_cannot_slip_is_the_deadline(kb):
    said = ("We'd love it by Christmas Eve, realistically the 8th of January — but it absolutely can't slip past "
            "Friday 15 January, that's when the board sees it.")
    assert _facts(kb, said, question="deadline")["deadline"] == 960
    assert _facts(kb, "It can't slip past Friday 15 January.", question="deadline")["deadline"] == 960
    f = _facts(kb, "最好圣诞节前，实在不行 1 月 8 号，但绝不能拖过 1 月 15 号。", question="deadline")
    assert f["deadline"] == 960
    assert _facts(kb, "We'd love it by Christmas Eve, but it must not go past 15 January.", question="deadline")[
        "deadline"] == 960
    # neighbour: the wish alone stays the deadline
    assert _facts(kb, "We'd love it by Christmas Eve.", question="deadline")["deadline"] == 432


def test_a_nights_bare_count_beside_its_output(kb):
    said = ("Every night our fraud model flags transactions and we want a short plain-English explanation for each "
            "one — roughly 40,000 a night, ~600 tokens of features in, ~180 tokens out. Llama 3.1 70B in FP8. It runs "
            "from 1am to 6am.")
    f = _facts(kb, said)
    assert f["generate_tokens"] == 7_200_000 and f["runs_per_month"] == 30 and f["hours_per_day"] == 5
    f = _facts(kb, "Every night we summarise the day's tickets, about 12k a night, ~300 tokens out each. Qwen3 8B.")
    assert f["generate_tokens"] == 3_600_000
    assert _facts(kb, "每天晚上把当天的工单做摘要，每晚大概 4 万，每条输出 200 token。qwen3 8b。")[
        "generate_tokens"] == 8_000_000
    # neighbours: a chatbot's night and a night named by nothing else are no batch
    f = _facts(kb, "Our chatbot answers about 3,000 a night, replies ~200 tokens. Qwen3 8B.")
    assert "generate_tokens" not in f
    assert "generate_tokens" not in _facts(kb, "We summarise about 3,000 a night, ~200 tokens out. Qwen3 8B.")


def test_lots_of_lots_with_the_output_per_item(kb):
    f = _facts(kb, "手头 600 话，每话大概 20 页，一页一次请求，每页输出 250 token 左右。用 qwen2.5 vl 7b。")
    assert f["generate_tokens"] == 3_000_000 and f["output_tokens"] == 250
    assert _facts(kb, "We have 600 chapters of about 20 pages each, one request per page, ~250 tokens out per page. "
                  "Qwen2.5-VL 7B.")["generate_tokens"] == 3_000_000
    assert _facts(kb, "300 本说明书，每本约 40 页，每页输出 200 token，用 qwen2.5 7b。")["generate_tokens"] == 2_400_000
    f = _facts(kb, "120 binders with ~50 scans each, one request per scan, ~300 tokens out per scan. Qwen2.5-VL 7B.")
    assert f["generate_tokens"] == 1_800_000
    # neighbour: the output said per unit is not every page's
    assert "generate_tokens" not in _facts(kb, "600 话，每话 20 页，每话输出 500 token，用 qwen2.5 7b。")


def test_people_pooling_their_own_money(kb):
    f = _facts(kb, "我们是个漫画汉化组，纯爱好，没有公司。大家凑钱，总共一千块以内。")
    assert f["buyer"] == "individual"
    assert _facts(kb, "我们几个朋友凑钱，总共一千块以内。")["buyer"] == "individual"
    assert _facts(kb, "没有公司，钱是我们自己出，总共一千块以内。")["buyer"] == "individual"
    # neighbours: departments pooling; a firm said besides
    assert _facts(kb, "几个部门凑钱，总共十万以内。").get("buyer") != "individual"
    assert _facts(kb, "我们是一家小公司，预算五千，大家凑钱也行。")["buyer"] == "company"
    assert "buyer" not in _facts(kb, "平台上每天新发的众筹项目大约 1500 个，内部审核工具。")


def test_pairs_in_a_training_job_are_its_samples(kb):
    f = _facts(kb, "KAIST robotics lab in Daejeon here. We want to LoRA-tune Qwen2.5-VL-7B on our own teleop "
               "episodes: ~45k image–instruction pairs, ~1,100 tokens each counting the image, 3 epochs.")
    assert f["samples"] == 45000 and "images" not in f and f["region"] == "intl"
    assert _facts(kb, "LoRA-tune Qwen2.5-VL-7B on ~45k image-text pairs, ~1,100 tokens each, 3 epochs.")[
        "samples"] == 45000
    assert _facts(kb, "We're a startup in Pangyo.")["region"] == "intl"
    assert _facts(kb, "用 LoRA 微调 qwen2.5 vl 7b，4.5 万对图文数据，每条 1100 token，3 个 epoch。")["samples"] == 45000
    # neighbours: pairs captioned, no training
    assert "samples" not in _facts(kb, "用 qwen2.5 vl 7b 给 4.5 万对图文数据写描述，每条输出 100 token。")
    assert "samples" not in _facts(kb, "Caption 45k image-text pairs with Qwen2.5-VL-7B, ~100 tokens out each.")


def test_items_in_so_many_versions(kb):
    f = _facts(kb, "每朝要幫新盤寫中英文樓盤介紹：大概 300 個單位，每個寫中文同英文各一版，每版 200 token 左右。"
               "用 qwen2.5 14b。")
    assert f["generate_tokens"] == 120_000 and f["output_tokens"] == 200 and f["runs_per_month"] == 30
    assert "context_tokens" not in f
    f = _facts(kb, "80 款产品，每款写中文、英文和日文各一版，每版 150 token，用 qwen2.5 14b。")
    assert f["generate_tokens"] == 36_000
    assert _facts(kb, "80 款产品，每款出两版，每版 150 token，用 qwen2.5 14b。")["generate_tokens"] == 24_000
    f = _facts(kb, "Every morning we write listings: about 300 units, two versions per unit (Chinese and English), "
               "~200 tokens each. Qwen2.5 14B.")
    assert f["generate_tokens"] == 120_000 and f["runs_per_month"] == 30


def test_a_size_that_fell_short_and_a_mistyped_backlog(kb):
    said = ("We have a backlog of 180,000 recorded-call transcipts that each need a short QA summary — ~2,500 tokens "
            "in, ~200 out. Qwen2.5 32B AWQ did fine in our tests (the 7B missed too much).")
    f = _facts(kb, said)
    assert f["model"] == "qwen2.5-32b" and f["generate_tokens"] == 36_000_000
    assert _facts(kb, "Qwen2.5 32B did fine; the 7B was too weak.")["model"] == "qwen2.5-32b"
    assert _facts(kb, "用 qwen2.5 32b，7b 效果太差。")["model"] == "qwen2.5-32b"
    assert _facts(kb, "Qwen2.5 32B; Llama 3.1 8B kept mixing up the names.")["model"] == "qwen2.5-32b"
    assert _facts(kb, "Summarise 20,000 docments, ~150 tokens out each. Qwen2.5 7B.")["generate_tokens"] == 3_000_000


def test_a_share_given_extra_pictures(kb):
    f = _facts(kb, "要给亚马逊上新的 85 款灯出场景图：每款 4 张；其中 15 款是主推款，每款再加 2 张夜景图。"
               "用 flux schnell。")
    assert f["images"] == 370


def test_a_pasted_sheets_rows_summed(kb):
    said = ("Pasting from our planning sheet:\n\nSeries\tTitles\tAvg. hours per title\nNordic crime\t14\t11\n"
            "Romance\t22\t8\nChildren's\t30\t2\n\nWe want Whisper large-v3 transcripts of all of these.")
    assert _facts(kb, said)["audio_hours"] == 390
    said = "用 whisper 转写这些：\n\n系列 | 集数 | 每集时长（分钟）\n评书 | 120 | 30\n相声 | 60 | 20\n\n租国内的卡。"
    assert _facts(kb, said)["audio_hours"] == 80
    said = "Whisper large-v3 for these:\n\nShow  Episodes  Minutes each\nMorning  200  45\nEvening  100  30\n"
    assert _facts(kb, said)["audio_hours"] == 200
    # neighbour: no transcription said
    said = ("Planning sheet:\n\nSeries\tTitles\tAvg. hours per title\nNordic crime\t14\t11\nRomance\t22\t8\n\nWe want "
            "to narrate them with TTS.")
    assert "audio_hours" not in _facts(kb, said)
