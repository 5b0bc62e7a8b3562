"""heldout73's families: readings a real user's other phrasings share with the batch's rows (its words are not
repeated here)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


def test_a_lone_no_after_a_trailing_off_takes_the_number_back(kb):
    assert _facts(kb, "qlora 千问3 8b，rank 先来 64……不，32 就够")["lora_rank"] == 32
    assert _facts(kb, "lora qwen3 8b，epoch 先跑 5……不，3 轮就行")["epochs"] == 3
    assert _facts(kb, "qwen3 8b 推理，上下文 32k……不，16k 就够")["context_tokens"] == 16384
    # neighbour: "……不过" is no 不 on its own
    assert _facts(kb, "lora qwen3 8b，rank 32……不过 16 也行")["lora_rank"] == 32


def test_concurrency_typed_by_pinyin(kb):
    assert _facts(kb, "qwen3 14b 推理，并法大概 20 个")["concurrency"] == 20
    assert _facts(kb, "glm4 9b 部署，并罚量 50")["concurrency"] == 50
    # neighbour: 合并法 is a method of merging, no concurrency
    assert "concurrency" not in _facts(kb, "qwen3 8b 推理，用合并法 3 个模型")


def test_a_card_count_taken_back_for_a_limit(kb):
    assert _facts(kb, "lora on qwen3 8b, 2 cards... no wait, 3 max.")["max_gpus"] == 3
    assert _facts(kb, "buy 2 cards, actually 4 at most, for qwen3 32b inference")["max_gpus"] == 4
    assert _facts(kb, "rent 3 gpus — scratch that, 2 max — qwen3 8b lora")["max_gpus"] == 2
    # neighbour: a count with its own noun after "max" is not the cards'
    assert "max_gpus" not in _facts(kb, "rent 2 cards for qwen3 8b, 30 max concurrent users")


def test_the_model_first_planned_and_given_up(kb):
    assert _facts(kb, "用 Qwen2.5-14B。原本打算上 Qwen3 32B，显存不够。")["model"] == "qwen2.5-14b"
    assert _facts(kb, "一开始准备用 llama 3.1 8b，后来听说中文不好，定了 qwen3 8b")["model"] == "qwen3-8b"
    assert _facts(kb, "Mistral 7B 推理。本来想用 Llama 3.1 8B，但许可证不合适。")["model"] == "mistral-7b"
    # neighbour: the plan kept, no other model named
    assert _facts(kb, "本来想用 Qwen3 8B，现在也还是它，推理")["model"] == "qwen3-8b"


def test_two_windows_each_with_its_part_of_the_day(kb):
    assert _facts(kb, "qwen3 8b serving 8 to 11 in the morning, and 7 to 10 at night")["hours_per_day"] == 6
    assert _facts(kb, "serve qwen3 8b from 6 to 9 in the morning and 5 to 11 in the evening")["hours_per_day"] == 9
    assert _facts(kb, "早上 7 点到 11 点，晚上 6 点到 10 点，qwen3 8b 推理")["hours_per_day"] == 8
    # neighbour: a later night said with no range is no second window
    assert _facts(kb, "qwen3 8b serving 9 to 5, and at night the backups run")["hours_per_day"] == 8


def test_every_day_with_the_weekends_in_it(kb):
    assert _facts(kb, "qwen3 8b serving 8 hours a day, every day, weekends included")["days"] == 30
    assert _facts(kb, "qwen3 8b 推理，每天 8 小时，天天都开，周末也不停")["days"] == 30
    assert _facts(kb, "sdxl renders 5 hours a day - daily, including weekends")["days"] == 30
    # neighbours: round the clock with the weekends is hours a day only; weekdays only are no every day
    assert "days" not in _facts(kb, "7×24 跑，周末也不停，qwen3 8b")
    assert _facts(kb, "qwen3 8b serving 8 hours a day, weekdays only").get("days") != 30


def test_counted_holiday_days_taken_out_of_a_span(kb):
    assert _facts(kb, "从 1 月 20 号用到 2 月 28 号，春节放假那 7 天不用，qwen3 8b")["days"] == 33
    f = _facts(kb, "qwen3 8b, from 7 Dec to 15 Jan, both days included; we're off the three days around New Year")
    assert f["days"] == 37
    assert _facts(kb, "从 12 月 10 号到 1 月 10 号都要用，圣诞那两天不跑")["days"] == 30
    # neighbour: the holiday's days busy, not off, are inside the span
    assert _facts(kb, "从 12 月 7 号用到 1 月 15 号，两头都算；元旦那三天流量最大。")["days"] == 40


def test_a_share_of_a_lot_of_recordings_set_aside_then_another_lot(kb):
    f = _facts(kb, "transcribe 600 interviews, 30 minutes each, but 100 of them are duplicates, skip those")
    assert f["audio_hours"] == 250
    f = _facts(kb, "transcribe 600 interviews, 30 minutes each, 100 of those are duplicates so skip them; plus 50 "
                   "lectures of 2 hours each")
    assert f["audio_hours"] == 350
    assert _facts(kb, "whisper 转写：1000 段录音，每段 30 分钟，其中 200 段是重复的，不用转")["audio_hours"] == 400
    # neighbours: a share in hours takes off hours; a total in hours takes off its own share
    f = _facts(kb, "transcribe 400 calls, 15 minutes each, 30 hours of those are silence, skip them")
    assert f["audio_hours"] == 70
    assert _facts(kb, "一共 500 小时录音，其中 80 小时是纯音乐，不用转")["audio_hours"] == 420


def test_recordings_counted_by_bu(kb):
    assert _facts(kb, "想把直播 VOD 转成字幕，大概 120 部，每部平均 2 小时，whisper")["audio_hours"] == 240
    assert _facts(kb, "80 部录像，每部 90 分钟，whisper 转写")["audio_hours"] == 120
    # neighbour: phones counted by 部 are no recordings
    assert "audio_hours" not in _facts(kb, "whisper 转写，3 部手机录的，音频还没数")


def test_a_bare_budget_said_again_in_a_currency_not_priced(kb):
    u = _read(kb, "【求助】买卡跑 sdxl，预算 3 万\n预算新台币 30,000 元，自己出")
    assert "budget" not in u.facts and "budget" in {x.kind for x in u.unresolved}
    u = _read(kb, "想买卡跑 sdxl，预算 3000\n预算 3,000 欧元，自己出")
    assert "budget" not in u.facts
    # neighbour: another amount in that currency is another cost; the bare budget stays
    f = _facts(kb, "sdxl 出图，预算 3000，另外电费大概 5000 欧元")
    assert f["budget"].amount == 3000


def test_kuai_before_a_length_is_nearly_no_speed_wish(kb):
    f = _facts(kb, "想买显卡跑 whisper。现在这张 3060 跑一部要快两小时，想换新卡")
    assert "priority" not in f
    assert "priority" not in _facts(kb, "sdxl 出图，现在一张要快 3 分钟，想买新卡")
    # neighbours: a wish for speed stays one
    assert _facts(kb, "whisper 转写，要快，预算不是问题")["priority"] == "speed"
    assert _facts(kb, "whisper 转写，要快一点")["priority"] == "speed"


def test_an_answer_length_takes_the_tokens_said_just_before(kb):
    f = _facts(kb, "qwen3 8b chatbot, prompts are around 1,500 tokens of context and replies are kept under 300")
    assert f["output_tokens"] == 300 and "budget" not in f
    f = _read(kb, "each ticket is ~900 tokens of history, answers stay under 200", question="load").facts
    assert f["output_tokens"] == 200 and "budget" not in f
    # neighbour: words are no tokens
    assert "output_tokens" not in _facts(kb, "qwen3 8b, each ticket is ~900 tokens. The answers stay under 300 words")


def test_the_busy_minute_then_the_day_with_the_noun_left_out(kb):
    f = _read(kb, "Peak is right after lunch: 1,200 requests in that one hour.", question="load").facts
    assert round(f["rps"], 3) == 0.333
    f = _read(kb, "peak 5 requests a second, about 40k over a typical day", question="load").facts
    assert f["requests_per_day"] == 40000
    assert _facts(kb, "qwen3 8b chatbot, 20,000 requests across a normal day")["requests_per_day"] == 20000
    # neighbour: money over a day is no request count
    assert "requests_per_day" not in _facts(kb, "qwen3 8b, budget $3,000 across the whole day of the event")


def test_the_compliance_question_refused_in_its_sense(kb):
    f = _read(kb, "Not in the Chinese sense, we're a Macau casino's IT team.", question="compliance").facts
    assert f["compliance"] is False
    assert _read(kb, "不是大陆那种，我们是澳门的公司", question="compliance").facts["compliance"] is False
    # neighbour: not in the mainland *yet* answers nothing about the rules
    f = _read(kb, "Not in the mainland yet, but the servers will be in Shenzhen", question="compliance").facts
    assert "compliance" not in f


def test_an_order_date_or_an_action_item_is_no_deadline(kb):
    assert "deadline" not in _facts(kb, "flux dev 出图，自己买卡，预算 1 万 2\n☐ 双十二前下单")
    assert "deadline" not in _facts(kb, "buy a 4090 for flux, place the order by Dec 12")
    f = _facts(kb, "qwen3 8b serving, rent\nAction items\n- Marcus: load test by Dec 15\n- Dana: PO paperwork")
    assert "deadline" not in f
    # neighbours: the job's own date stays one, before an action list too
    assert _facts(kb, "flux dev 出图，自己买卡，双十二前要出完 500 张图")["deadline"] == 168
    assert _facts(kb, "qwen3 8b serving, must be live by Dec 15\nAction items\n- Dana: PO paperwork")["deadline"] == 240


def test_a_budget_from_an_org_is_the_company_s(kb):
    assert _facts(kb, "qwen3 8b serving. Budget: $5,500/month from the support org.")["buyer"] == "company"
    assert _facts(kb, "qwen3 8b serving, $2k a month from the sales organization")["buyer"] == "company"
    # neighbour: one's own money stays an individual's
    assert _facts(kb, "qwen3 8b serving, $2k a month, it's my own money")["buyer"] == "individual"


def test_one_card_said_to_fall_short_is_no_limit(kb):
    assert "max_gpus" not in _facts(kb, "qwen3 32b int4 推理，单卡 L40S 48G 也放不下")
    assert "max_gpus" not in _facts(kb, "qwen3 32b 推理，单卡 4090 显存不够，想换方案")
    # neighbours: one card said as the limit stays one
    assert _facts(kb, "qwen3 8b 推理，单卡 4090 就行")["max_gpus"] == 1
    assert _facts(kb, "qwen3 8b 推理，只能单卡，显存不够就量化")["max_gpus"] == 1


def test_a_trainer_config_s_cutoff_rank_and_4bit_load(kb):
    f = _facts(kb, "qwen 14b lora\n```yaml\nmodel_name_or_path: Qwen/Qwen2.5-14B\nquantization_bit: 4\n"
                   "finetuning_type: lora\nlora_rank: 8\ncutoff_len: 4096\n```")
    assert f["task"] == "qlora" and f["context_tokens"] == 4096
    f = _facts(kb, "config:\n  base_model: Qwen/Qwen2.5-7B\n  adapter: lora\n  load_in_4bit: true\n  lora_r: 32\n"
                   "  max_seq_length: 1024\n")
    assert f["task"] == "qlora" and f["lora_rank"] == 32 and f["context_tokens"] == 1024
    # neighbour: a LoRA with no 4-bit load stays a LoRA; a data set's average length is the sample's
    f = _facts(kb, "lora on qwen2.5 7b\nfinetuning_type: lora\nbf16: true\ncutoff_len: 2048\n")
    assert f["task"] == "lora"
    assert "context_tokens" not in _facts(kb, "lora qwen2.5 7b\ndataset:\n  avg_tokens: 256\n")


def test_a_loose_model_name_made_exact_by_its_version(kb):
    assert _facts(kb, "mistral 7b lora, base_model: mistralai/Mistral-7B-v0.1")["model"] == "mistral-7b-v0.1"
    f = _facts(kb, "run mistral7b-lora-v3\nbase_model: mistralai/Mistral-7B-v0.1\nadapter: lora")
    assert f["model"] == "mistral-7b-v0.1"
    # neighbour: two versions named are a choice, not one
    assert "model" not in _facts(kb, "lora on Mistral-7B-v0.1 vs Mistral-7B-v0.3")


def test_another_assistant_s_lines_in_a_pasted_chat_read_nothing(kb):
    f = _facts(kb, "帮我看看 kimi 说得对不对\n我：想部署 qwen3 8b 做客服，一天 5000 个咨询\n"
                   "Kimi：建议用 8 张 H100，FP8 部署，上下文 128K，支持 200 路并发。\n我：预算一个月 2000")
    assert not {"precision", "context_tokens", "concurrency"} & set(f) and f["requests_per_day"] == 5000
    f = _facts(kb, "Me: serving llama 3.1 8b for our shop, ~40 users at once\n"
                   "ChatGPT: I'd go with 4x A100 at FP16 and a 128k context.\nMe: that seems a lot?")
    assert f["concurrency"] == 40 and "precision" not in f and "context_tokens" not in f
    # neighbour: with no lines of the person's own, a line named for a bot is the person's note
    assert _facts(kb, "bot: qwen3 8b 客服，fp8，上下文 32k")["precision"] == "fp8"


def test_the_busy_time_a_comma_then_its_minute(kb):
    assert _facts(kb, "qwen3 8b 客服，最忙是中午那会儿，一分钟 60 个左右")["rps"] == 1
    assert _facts(kb, "qwen3 8b 客服，高峰在晚上九点那会儿，一分钟 180 个")["rps"] == 3
    # neighbour: people online at once in that minute are no rate
    assert "rps" not in _facts(kb, "qwen3 8b 客服，最忙的时候，一分钟 60 个人同时在线")


def test_a_preempted_run_told_as_it_was_and_a_cap_on_the_cards(kb):
    f = _facts(kb, "full fine-tune llama 3.1 8b. no spot this time — the preempted run last month corrupted a "
                   "checkpoint.")
    assert f["interruptible"] is False
    assert _facts(kb, "full fine-tune llama 3.1 8b. no spot, the preempted job lost us a day")["interruptible"] is False
    assert _facts(kb, "full fine-tune llama 3.1 8b. I'd cap it at 8 GPUs.")["max_gpus"] == 8
    assert _facts(kb, "llama 3.1 8b lora, cap the run at 4 cards")["max_gpus"] == 4
    # neighbour: preempted jobs welcomed stay a yes
    assert _facts(kb, "full fine-tune llama 3.1 8b, preempted jobs are fine, we checkpoint")["interruptible"] is True


def test_a_kind_of_shot_per_item_and_a_lot_also_wanted_on_top(kb):
    assert _facts(kb, "flux schnell: 200 skus x 3 studio photos each")["images"] == 600
    assert _facts(kb, "flux schnell: 300 product shots. The client also wants 20 banners on top.")["images"] == 320
    f = _facts(kb, "• 120 products × 5 lifestyle shots each, sdxl (the licence is fine for the client, we checked).\n"
                   "• The client also wants 30 hero banners on top.")
    assert f["images"] == 630
    # neighbour: a second lot not said to come on top is no sum
    assert _facts(kb, "flux schnell: 300 product shots. The client also wants 20 banners, not sure yet").get(
        "images") != 320


def test_a_margin_kept_after_the_date_is_no_deadline(kb):
    f = _facts(kb, "flux schnell, 500 images. I need everything generated by Wednesday the 16th so we have two days "
                   "for retouching.")
    assert f["deadline"] == 264
    assert _facts(kb, "flux schnell 出 500 张图，12 月 16 号前要生成完，好留两天修图")["deadline"] == 264
    # neighbour: the days to finish it all are the deadline
    assert _facts(kb, "flux schnell, 500 images, so we have two days to finish it all")["deadline"] == 48


def test_training_documents_counted_by_pian_or_fen(kb):
    assert _facts(kb, "qwen2.5 7b lora，训练数据约 3 万份合同")["samples"] == 30000
    assert _facts(kb, "qwen2.5 7b lora，训练数据 800 篇")["samples"] == 800
    assert _facts(kb, "qwen2.5-14b 全参，训练数据：约 12 万篇，平均每篇 900 token")["samples"] == 120000
    # neighbour: a few reports are no training set
    assert "samples" not in _facts(kb, "qwen2.5 7b 推理，数据 3 份报告")
