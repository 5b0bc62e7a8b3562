"""heldout84's families (helper b): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_rent_or_buy_question_answered_on_the_next_line_is_the_answer(kb):
    for said, value in (("小李（IT）：机器租还是买？\n周总：租国内的，不要竞价那种。", "rent"),
                        ("机器租还是买？租吧，先试三个月。", "rent"), ("买还是租？——买，长期用。", "buy"),
                        ("租还是买？就租云上的。", "rent"), ("Rent or buy?\nCEO: rent.", "rent"),
                        ("Should we buy a server or rent?\nAnna: Buy, we'll use it for years.", "buy")):
        assert _facts(kb, said).get("procure") == value, said
    # neighbours: an answer that asks again, or no answer, keeps the comparison (a purchase with rents beside it)
    for said in ("租还是买？租的话贵吗？", "不知道租还是买？我们预算两万。", "买卡还是租卡划算？"):
        assert _facts(kb, said).get("procure") == "buy", said


def test_an_rl_stage_said_to_be_another_teams_is_no_rl_run(kb):
    for said in ("我们在做 RLHF，这次只训 reward model，PPO 那部分是另一个组的，不归我们。",
                 "PPO 交给隔壁组做，我们只训 RM。", "另一个团队负责 GRPO，我们只做数据。",
                 "The PPO stage is handled by another team; we only train the reward model.",
                 "Another group runs the PPO part.", "The PPO part isn't ours."):
        assert "rl" not in _facts(kb, said), said
    # neighbours: the stage run by the writer, or another team only supplying something, is the writer's RL run
    for said in ("We run PPO ourselves, 2000 steps.", "PPO 我们自己跑，2000 步。", "用 PPO 训，另一个组提供数据。"):
        assert _facts(kb, said).get("rl") == "ppo", said


def test_a_cap_said_after_a_guess_at_the_gpus_is_the_limit(kb):
    for said in ("QLoRA Qwen3 14B. One GPU is probably enough, max 2.",
                 "QLoRA Qwen3 14B. Probably one card, two at most.",
                 "QLoRA Qwen3 14B. 1 GPU should do, 2 max.", "QLoRA qwen3 14b，一张卡估计就够，最多两张。",
                 "QLoRA Qwen3 14B. One GPU is probably enough, max 2 GPUs."):
        assert _facts(kb, said).get("max_gpus") == 2, said
    assert _facts(kb, "QLoRA Qwen3 14B. A single A100 should do, but up to 4 is fine.").get("max_gpus") == 4
    # neighbours: a guess alone stays; a cap on something else ("max 2 epochs", "max 2 hours") is no GPU limit
    for said in ("QLoRA Qwen3 14B. One GPU is probably enough.", "QLoRA Qwen3 14B. One GPU is enough, max 2 epochs.",
                 "QLoRA Qwen3 14B on one GPU, max 2 hours a day."):
        assert _facts(kb, said).get("max_gpus") == 1, said


def test_the_newest_or_oldest_so_many_set_aside_come_off_the_lot(kb):
    lot = "Whisper large-v3 transcripts of 420 episodes, about an hour each. "
    for said in (lot + "Skip the 60 newest episodes — those already have transcripts.",
                 lot + "Skip the newest 60 episodes.", lot + "The newest 60 episodes already have transcripts.",
                 "用 whisper 转写 420 集播客，每集一小时左右，最新的 60 集已经有字幕了，跳过。"):
        assert _facts(kb, said).get("audio_hours") == 360, said
    # neighbours: sixty of something else, or the newest ones only described, take nothing off
    for said in (lot + "Skip the 60 second intro.", lot + "The newest 60 episodes are the most popular."):
        assert _facts(kb, said).get("audio_hours") == 420, said


def test_a_forms_date_field_is_not_the_paperwork_on_the_line_above(kb):
    for said, hours in (("需开增值税专用发票\n上线时间：2027 年 1 月 15 日前", 960),
                        ("预算：28 万元（含税），需开增值税专用发票\n上线时间：2027 年 1 月 15 日前", 960),
                        ("Invoice: VAT invoice required\nDeadline: Friday 18 December", 288)):
        assert _facts(kb, said).get("deadline") == hours, said
    # neighbours: the paperwork's own date, on its line or a wrapped sentence's next line, is no deadline
    for said in ("请在 12 月 10 日前回复报价。", "需要报价单，\n12 月 10 日前发我",
                 "Please send the quote\nby December 10."):
        assert "deadline" not in _facts(kb, said), said


def test_llama_cpp_named_by_its_programs_is_the_engine(kb):
    for said in ("llama-server -m models/gemma-3-27b-it-Q4_K_M.gguf -c 16384 -ngl 99 --parallel 4 --port 8080",
                 "我们用 llama-server 跑 gemma 3 27b", "llama-cli -m qwen2.5-7b-q4_k_m.gguf"):
        assert _facts(kb, said).get("engine") == "llama.cpp", said
    # neighbours: a server for a Llama model, or another engine beside a Llama, names no llama.cpp
    for said in ("Llama server for 20 staff, Llama 3.1 8B.", "We serve Llama 3 8B on a server with vLLM."):
        assert _facts(kb, said).get("engine") != "llama.cpp", said


def test_cameras_said_to_run_at_once_with_nothing_between_are_that_many_at_once(kb):
    for said in ("想用 YOLO11l 辨識貨櫃號碼，一共 16 路攝影機要同時跑，24 小時不停。",
                 "yolo11l 检测，一共 16 路摄影机要同时跑",
                 "YOLO11l on 16 cameras running at once."):
        assert _facts(kb, said).get("concurrency") == 16, said
    # neighbours: cameras taken in turns, or only set up together, run nothing at once
    for said in ("yolo11l，16 路摄像头轮流跑。", "YOLO11l, 16 cameras, one after another.",
                 "yolo11l 检测，12 个摄影机一起装好了"):
        assert "concurrency" not in _facts(kb, said), said


def test_a_past_trial_in_the_sentence_before_leaves_todays_rent(kb):
    for said in ("之前試過啲單號成日認錯。租雲就得，放香港", "之前试过 7b，效果不好。租云就行。"):
        assert _facts(kb, said).get("procure") == "rent", said
    # neighbours: a rental that is over, in its own sentence, chooses nothing
    assert _facts(kb, "之前在 AutoDL 上租 4090，现在想买卡。").get("procure") == "buy"
    assert "procure" not in _facts(kb, "之前在别家租的 A100，租了 3 个月，每月 2.1 万。")


def test_a_yearly_budget_priced_at_the_persons_rate_is_a_twelfth_a_month(kb):
    for said, usd in (("Our compute budget is ₪222,000 a year; we use 3.7 shekels per dollar.", 5000),
                      ("Budget NOK 132,000 per year, 11 kroner to the dollar.", 1000)):
        b = _facts(kb, said)["budget"]
        assert (b.amount, b.currency, b.unit) == (usd, "USD", "month"), said
    # neighbours: a month's or the whole job's money at a rate keeps its period
    b = _facts(kb, "Budget ₪222,000 a month; we use 3.7 shekels per dollar.")["budget"]
    assert (b.amount, b.unit) == (60000, "month")
    b = _facts(kb, "Budget ₪222,000 in total; we use 3.7 shekels per dollar.")["budget"]
    assert (b.amount, b.unit) == (60000, "total")


def test_anyone_who_signs_up_is_the_public(kb):
    for said in ("We serve Llama 3.3 70B to anyone who signs up on our site.", "Anyone who registers can use it.",
                 "任何人注册一下就能用", "谁都可以注册来用，qwen3 8b。"):
        assert _facts(kb, said).get("public_service") is True, said
    # neighbours: refused, inside the company, or an event's sign-up, is no public service
    for said in ("Staff only; not open to anyone who signs up.", "公司内部任何人注册就能用"):
        assert _facts(kb, said).get("public_service") is False, said
    assert "public_service" not in _facts(kb, "Anyone who signs up for the workshop gets a GPU.")


def test_a_to_do_item_under_a_bracketed_heading_is_anothers_errand(kb):
    said = "12 月 31 日前完成训练。\n【待办】\n· 孙浩：周三前对比三家云厂商报价\n· 赵敏：本周五前出评测集"
    assert _facts(kb, said).get("deadline") == 600


def test_items_with_a_rough_count_each_are_multiplied(kb):
    for said, n in (("We have a backlog of 240 listings, ~25 photos each, and want a twilight version of every photo "
                     "— image-to-image with SDXL.", 6000), ("SDXL: 240 listings, about 25 photos each.", 6000),
                    ("SDXL: 240 products, roughly 4 shots each.", 960)):
        assert _facts(kb, said).get("images") == n, said
    # neighbour: no "each", no product of the two
    assert _facts(kb, "SDXL: 240 listings, ~25 photos.").get("images") == 25


def test_a_business_named_by_its_english_kind_is_a_company(kb):
    for said in ("Real-estate photography business in Austin, Texas. We have 240 listings.",
                 "Bakery chain in Penang. SDXL for 190 pictures.", "我们是 KL 的一家 bakery chain，要出图。",
                 "我们是吉隆坡的一家面包连锁店"):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: a network that is a model, a business only visited
    assert "buyer" not in _facts(kb, "Neural network in PyTorch. We want to train it.")
    assert "buyer" not in _facts(kb, "I visited a bakery chain.")


def test_kl_is_kuala_lumpur_only_where_it_is_a_place(kb):
    for said in ("我们是 KL 的一家 bakery chain，要出图。", "We're based in KL.", "A KL-based startup."):
        assert _facts(kb, said).get("region") == "intl", said
    for said in ("KL divergence 很大", "KL 散度系数 0.05", "我们 KL 的 beta 设 0.1",
                 "beta = 0.04, kl based on reference model"):
        assert "region" not in _facts(kb, said), said


def test_a_sheets_items_times_pictures_each_are_summed(kb):
    for said, n in (("Category\tProducts\tPhotos per product\nDresses\t120\t4\nSandals\t80\t3\nBags\t40\t5\n\n"
                     "Lifestyle shots for all of these with FLUX.1 schnell.", 920),
                    ("款式\t数量\t每款张数\n连衣裙\t120\t4\n凉鞋\t80\t3\n用 flux schnell 出图", 720),
                    ("Products | Images each\n120 | 4\n80 | 3\nSDXL for all of these.", 720)):
        assert _facts(kb, said).get("images") == n, said
    # neighbours: no pictures made (a transcription), or no pictures-each column, sums nothing
    assert "images" not in _facts(kb, "Category\tProducts\tPhotos per product\nDresses\t120\t4\nSandals\t80\t3\n"
                                      "Want a Whisper transcript.")
    assert _facts(kb, "Category\tProducts\tPrice\nDresses\t120\t40\nSandals\t80\t30\nSDXL pictures.").get("images") \
        != 7200


def test_a_model_weak_at_something_beside_the_one_used_is_set_aside(kb):
    for said, model in (("Llama 3.1 8B was weak in Arabic, so Qwen2.5 14B.", "qwen2.5-14b"),
                        ("Llama 3.1 8B is pretty bad at legal Chinese, so Qwen3 14B.", "qwen3-14b"),
                        ("Llama 3.1 8B 阿拉伯语太弱，所以用 Qwen2.5 14B。", "qwen2.5-14b")):
        assert _facts(kb, said).get("model") == model, said
    # neighbours: a question about a weakness, or praise, sets nothing aside
    assert _facts(kb, "Llama 3.1 8B. It is weak in Arabic? Let's check.").get("model") == "llama-3.1-8b"
    assert "model" not in _facts(kb, "Qwen2.5 14B is good at Arabic; Llama 3.1 8B is an option too.")


def test_lengths_in_brackets_or_before_the_pipe_verbs_are_input_and_output(kb):
    for said, io in (("Headline variants: the article goes in (~1,200 tokens) and about 200 tokens come out.",
                      (1200, 200)), ("Each ticket: ~800 tokens go in, ~150 tokens come out.", (800, 150))):
        f = _facts(kb, said)
        assert (f.get("input_tokens"), f.get("output_tokens")) == io, said
    assert _facts(kb, "The summary comes out (about 300 tokens).").get("output_tokens") == 300
    # neighbour: tokens coming out of something else are no reply
    assert "output_tokens" not in _facts(kb, "Context window 8k; 200 tokens come out of the cache.")


def test_items_tied_to_one_request_each_are_the_days_requests_in_ies_plurals_too(kb):
    for said, n in (("One request per story. Roughly 400 stories a day.", 400),
                    ("One call per query, about 2,000 queries a day.", 2000),
                    ("One request per order; 3,000 orders a day.", 3000)):
        assert _facts(kb, said).get("requests_per_day") == n, said
    # neighbour: stories with no request tied to them are no load
    assert "requests_per_day" not in _facts(kb, "Roughly 400 stories a day.")


def test_a_range_between_two_marked_times_is_the_hours_of_use(kb):
    for said, h in (("Chatbot, 400 requests a day, all between 6am and midnight.", 18),
                    ("Chatbot. It runs from 6am to midnight.", 18), ("Chatbot, used between 8am and 6pm.", 10)):
        assert _facts(kb, said).get("hours_per_day") == h, said
    # neighbours: two times with no "between", or a long range with its ends unmarked, are no hours
    for said in ("Chatbot; the meeting is at 9am and 5pm.", "Chatbot, used 9 to 6."):
        assert "hours_per_day" not in _facts(kb, said), said


def test_new_shekels_in_chinese_are_no_yuan(kb):
    """'预算一年 22.2 万新谢克尔' was read as ¥18,500 a month: a currency the prices are not in, named after the number
    with its 新 ('new shekel'), asks for a rate."""
    from advisor_tui.understand import parse

    u = parse("预算一年 22.2 万新谢克尔", kb)
    assert "budget" not in u.facts and any(x.kind == "budget" for x in u.unresolved)
