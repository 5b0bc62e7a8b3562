"""heldout94's families (its interview answers and pasted artefacts): readings a real user's other phrasings share
with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_trial_count_given_up_for_the_count_gone_to_at_once(kb):
    said = "先跑 2 个 epoch 看看……算了，直接 3 个。"
    assert _facts(kb, said, question="job")["epochs"] == 3
    assert _facts(kb, "跑 2 个 epoch 吧，算了，干脆 4 个")["epochs"] == 4
    assert _facts(kb, "Let's run 2 epochs first... actually, just go straight to 3.")["epochs"] == 3
    assert _facts(kb, "2 epochs — forget it, just do 3.")["epochs"] == 3
    # neighbours: no correction said, or another noun after 直接, keeps the count
    assert _facts(kb, "先跑 2 个 epoch 看看，直接用 3 张卡")["epochs"] == 2
    assert _facts(kb, "跑 2 个 epoch，直接 3 张卡")["epochs"] == 2


def test_the_machine_said_off_before_the_breaks_hours(kb):
    said = ("We're open from 7:30 in the morning till 9 at night, but the machine can go off between 1 and 2 when "
            "the office closes for lunch.")
    assert _facts(kb, said, question="hours") == {"hours_per_day": 12.5}
    assert _facts(kb, "Open 8am to 6pm, but the server can be switched off from 12 to 1.")["hours_per_day"] == 9
    assert _facts(kb, "早上八点到晚上六点，但机器中午 12 点到 1 点可以关。")["hours_per_day"] == 9
    # neighbours: a busy hour, or a count of cards after "between", cuts nothing
    assert _facts(kb, "早上八点到晚上六点，机器中午 12 点到 1 点最忙。")["hours_per_day"] == 10
    assert _facts(kb, "Open 8am to 6pm, the machine is busiest between 12 and 1.")["hours_per_day"] == 10
    assert _facts(kb, "Open 8am to 6pm, but the machine can go off between 1 and 2 GPUs.")["hours_per_day"] == 10


def test_an_hour_named_by_its_event_then_its_count(kb):
    said = ("A normal weekday is around 9,000 questions. Payday is the crunch — the first hour after salaries land "
            "gets about 14,400, so size for that hour.")
    assert _facts(kb, said, question="load") == {"requests_per_day": 9000, "rps": 4}
    assert _facts(kb, "The hour before the market closes gets about 1,800 requests, size for that.")["rps"] == 0.5
    assert _facts(kb, "开票后的头一个小时能来 7200 个请求，按那个配。")["rps"] == 2
    assert _facts(kb, "放榜之后的第一个钟头大概有 5400 次。", question="load")["rps"] == 1.5
    # neighbours: no sizing, busy word or load question; people or money in that hour
    assert "rps" not in _facts(kb, "The first hour after launch gets about 300 sign-ups.")
    assert "rps" not in _facts(kb, "The first hour after the doors open gets about 3,600.")
    assert "rps" not in _facts(kb, "开门后的第一个小时能来 200 个人，按那个配。")
    assert "rps" not in _facts(kb, "The first hour after opening gets about 14 dollars, size for that.")


def test_weeks_from_a_date_a_weekday_range_each_week_less_a_day_off(kb):
    said = "从 12 月 14 号（周一）开始，连续跑 6 个礼拜，每周一到周六，礼拜天不开；元旦那天也停一天。"
    assert _facts(kb, said, question="days") == {"days": 35}
    assert _facts(kb, "连续跑 6 周，每周一到周六。")["days"] == 36
    assert _facts(kb, "从 1 月 4 号起，跑 4 周，周一至周五。")["days"] == 20
    said = "Starting Monday 14 December, six weeks, Monday to Saturday, minus New Year's Day."
    assert _facts(kb, said)["days"] == 35
    assert _facts(kb, "Starting Monday 4 January, for three weeks, Monday to Friday, minus the 18th.")["days"] == 14
    # neighbours: one weekday a week stays one; a limit on New Year's Day takes no day out; weeks from now no span
    assert _facts(kb, "每周一跑一次，跑 6 周")["days"] == 6
    f = _facts(kb, "从 12 月 14 号开始，连续跑 6 周，周一到周六；元旦前要跑完。")
    assert f["days"] == 36 and f["deadline"] == 600
    assert _facts(kb, "从 12 月 14 号开始，连续跑 6 个礼拜，每天都跑。")["days"] == 42


def test_data_kept_inside_a_border_outside_the_mainland(kb):
    said = "擺香港本地最好，新加坡都得；大陸嘅機房就唔好，啲客戶資料唔可以出境。"
    assert _facts(kb, said, question="region") == {"region": "intl"}
    assert _facts(kb, "放澳門本地，客戶數據不能出境。")["region"] == "intl"
    assert _facts(kb, "台灣的機房，資料不得出境。")["region"] == "intl"
    # neighbours: alone, or beside a mainland place wanted, the data stays in the mainland
    assert _facts(kb, "客户数据不能出境。")["region"] == "cn"
    assert _facts(kb, "国内机房，数据不能出境，香港的客户也要用。")["region"] == "cn"


def test_a_model_run_for_a_while_then_ruled_out(kb):
    said = ("Gemma 3 27B. We ran Qwen3 14B for a fortnight too, but its Portuguese kept slipping into Spanish, so "
            "that one's out.")
    assert _facts(kb, said, question="model") == {"model": "gemma-3-27b"}
    assert _facts(kb, "Llama 3.1 8B. We used Mistral 7B last year, but it rambled, so that one is out.")[
        "model"] == "llama-3.1-8b"
    assert _facts(kb, "用 gemma 3 27b。qwen3 14b 我们也跑了两周，葡语老是串成西语，所以那个不要了。")[
        "model"] == "gemma-3-27b"
    # neighbours: run too but not ruled out, nothing is set aside
    assert "model" not in _facts(kb, "Gemma 3 27B. We ran Qwen3 14B for a fortnight too.")
    assert "model" not in _facts(kb, "Gemma 3 27B, and we ran Qwen3 14B too, it's our backup.")


def test_a_method_tried_last_quarter_with_its_rounds(kb):
    said = "全参。LoRA 上个季度试过两轮，rank 开到 128 还是记不住我们那套术语，这次不考虑了。"
    assert _facts(kb, said, question="method") == {"task": "full-finetune"}
    f = _facts(kb, "全参，跑 3 个 epoch。LoRA 上个季度试过两轮，没效果。")
    assert f["task"] == "full-finetune" and f["epochs"] == 3
    assert _facts(kb, "QLoRA。全参去年做过一版，太贵。")["task"] == "qlora"
    # neighbour: the rounds of the method chosen stay its epochs
    assert _facts(kb, "全参，跑两轮。LoRA 之前试过，没效果。")["epochs"] == 2


def test_a_domestic_maker_refused_after_its_name(kb):
    said = ("Nothing custom — plain PyTorch, and we serve with SGLang. AMD is fine if it comes out cheaper; Huawei's "
            "cards are a no, we'd have to port everything.")
    assert _facts(kb, said, question="cuda") == {"cuda_required": False, "vendors": "nvidia,amd", "engine": "sglang"}
    assert _facts(kb, "Ascend is out, nobody knows CANN.")["vendors"] == "nvidia,amd"
    assert _facts(kb, "华为的卡不要。")["vendors"] == "nvidia,amd"
    assert _facts(kb, "AMD 也行，华为的卡就算了。")["vendors"] == "nvidia,amd"
    # neighbours: asked, praised, or a price refused names no maker refused
    assert "vendors" not in _facts(kb, "Is Huawei a no for you?")
    assert "vendors" not in _facts(kb, "Huawei's cards are not bad.")
    assert "vendors" not in _facts(kb, "华为的卡不要太贵")


def test_lmdeploys_session_length_is_the_context(kb):
    said = "lmdeploy serve api_server Qwen/Qwen2.5-7B-Instruct --session-len 8192"
    assert _facts(kb, said)["context_tokens"] == 8192
    said = "backend_config=TurbomindEngineConfig(session_len=32768)"
    assert _facts(kb, said)["context_tokens"] == 32768
    # neighbours: a session's length in minutes is no context
    assert "context_tokens" not in _facts(kb, "A session length of 30 minutes is typical for our tutors.")
    assert "context_tokens" not in _facts(kb, "Each tutoring session len is about 40 minutes.")


def test_a_lora_rank_nested_in_its_section(kb):
    ludwig = "adapter:\n  type: lora\n  r: 16\n  alpha: 32\ntrainer:\n  epochs: 3"
    assert _facts(kb, ludwig)["lora_rank"] == 16
    assert _facts(kb, "lora:\n  r: 8\n  alpha: 16")["lora_rank"] == 8
    # neighbours: another adapter's r, or an r in a section of no LoRA, is no rank
    assert "lora_rank" not in _facts(kb, "adapter:\n  type: prefix\n  r: 16")
    assert "lora_rank" not in _facts(kb, "image:\n  r: 16\n  g: 32")


def test_montenegro_and_kosovo_abroad(kb):
    assert _facts(kb, "I teach at a hospitality college in Kotor, Montenegro.")["region"] == "intl"
    assert _facts(kb, "We are a hotel in Budva.")["region"] == "intl"
    assert _facts(kb, "Small events agency in Prishtina, Kosovo.")["region"] == "intl"
    # neighbour: the language is no place
    assert "region" not in _facts(kb, "~9k Montenegrin–English hotel-phrase pairs, ~120 tokens each.")


def test_a_chat_line_tried_a_model_and_found_it_wanting(kb):
    said = ("Manu Tangaroa: tried CogVideoX 5B, the pearls came out mushy. Wan2.1 14B is way better, going with "
            "that")
    assert _facts(kb, said)["model"] == "wan2.1-14b"
    assert _facts(kb, "We tried FLUX.1 dev, faces looked wrong. SDXL it is.")["model"] == "sdxl"
    # neighbours: tried and praised, or tried with no fault, sets nothing aside
    assert "model" not in _facts(kb, "tried CogVideoX 5B, the pearls came out great. Wan2.1 14B is also fine.")
    assert "model" not in _facts(kb, "Manu: tried CogVideoX 5B. Wan2.1 14B too.")


def test_a_share_given_more_clips_named_in_brackets(kb):
    said = "40 pieces, one 5-second clip each. 12 of them (the strands) get a second close-up clip as well"
    assert _facts(kb, said)["videos"] == 52
    # neighbour: the share given something else
    assert _facts(kb, "40 pieces, one 5-second clip each. 12 of them (the strands) get a price tag.")["videos"] == 40


def test_new_zealand_and_australian_dollars_by_their_short_names(kb):
    said = "budget is NZ$850 total, our accountant uses 1.7 NZ dollars to the US dollar."
    assert _facts(kb, said)["budget"].amount == 500
    said = "Budget AU$750 total, our accountant uses 1.5 Australian dollars to the US dollar."
    assert _facts(kb, said)["budget"].amount == 500
    # neighbour: no rate said leaves it unresolved
    assert "budget" in {u.kind for u in _read(kb, "Budget is NZ$850 total.").unresolved}


def test_weekdays_named_inside_a_span_with_no_from(kb):
    said = "5. 上课安排：12 月 14 日至 1 月 15 日，每周二、周四，每次 4 小时"
    assert _facts(kb, said) == {"days": 10, "hours_per_day": 4}
    assert _facts(kb, "12 月 14 日到 1 月 15 日，每周一三五上课。")["days"] == 15
    # neighbours: the days named for meetings, or no days named, keep the span's own reading
    assert _facts(kb, "12 月 14 日至 1 月 15 日，每周二、周四开会，模型要训完。").get("days") != 10
    assert _facts(kb, "12 月 14 日至 1 月 15 日要用")["days"] == 33
