"""heldout74's families (rows #21–#40 and a blind review's used card and weak power supply): readings a real user's
other phrasings share with the batch's rows (its words are not repeated here)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_five_days_a_week_is_the_working_week(kb):
    assert _facts(kb, "每周五天，每天跑 8 小时 flux")["days"] == 22
    assert _facts(kb, "qwen3 8b, 10 hours a day, five days a week")["days"] == 22
    assert _facts(kb, "一星期跑五天 sdxl")["days"] == 22
    # neighbours: other counts keep their reading; Friday's weather is no days; a span of weeks multiplies
    assert abs(_facts(kb, "qwen3 8b, 6 days a week")["days"] - 25.71) < 0.01
    assert "days" not in _facts(kb, "每周五天气不好，sdxl 出图")
    assert _facts(kb, "sdxl 出图，每周五天，连续四周")["days"] == 20


def test_an_eight_bit_format_as_the_floor_chooses_no_width(kb):
    for say in ("serving qwen3 32b, nothing below int8", "don't go below fp8 — llama 3.1 70b for chat",
                "部署 qwen3 32b，量化可以但别低于 fp8"):
        f = _facts(kb, say)
        assert f.get("no_4bit") is True and "precision" not in f, say
    # neighbours: a width chosen is chosen; "至少 FP8" beside a refused 4-bit keeps its FP8 (heldout2)
    assert _facts(kb, "serve qwen3 32b in fp8")["precision"] == "fp8"
    assert _facts(kb, "4-bit 不行，至少 FP8，部署 qwen3 32b")["precision"] == "fp8"


def test_the_context_each_request_carries_is_its_input(kb):
    f = _facts(kb, "部署 qwen3 8b，每个请求带着检索上下文 6k token，上下文窗口 32k")
    assert f["input_tokens"] == 6144 and f["context_tokens"] == 32768
    assert _facts(kb, "部署 qwen3 8b，每次请求都附上对话上下文 3k token")["input_tokens"] == 3072
    # neighbours: the window configured stays the context; a bare request length stays the input
    f = _facts(kb, "部署 qwen3 8b，每次对话上下文 8k")
    assert f["context_tokens"] == 8192 and "input_tokens" not in f
    assert _facts(kb, "部署 qwen3 8b，每次请求大概 2k token")["input_tokens"] == 2048


def test_how_long_one_has_done_a_thing_is_no_days_of_use(kb):
    assert "days" not in _facts(kb, "写了五年博客，想用 qwen3 8b 做个问答")
    assert "days" not in _facts(kb, "I've been podcasting for three years; transcribe 200 episodes with whisper")
    # neighbours: how long the job runs stays
    assert _facts(kb, "写了五年博客，想租卡跑 qwen3 8b 两个月")["days"] == 60
    assert _facts(kb, "transcribe 200 episodes with whisper, rent for two weeks")["days"] == 14


def test_the_answers_first_words_seen_are_the_first_token(kb):
    assert _facts(kb, "serve llama 3.1 8b; the first few words should show up within 1.5 seconds")["max_ttft_s"] == 1.5
    assert _facts(kb, "部署 qwen3 8b，第一句话 2 秒内要出来")["max_ttft_s"] == 2
    # neighbours: seconds of something else after "first words" are no wait
    assert "max_ttft_s" not in _facts(kb, "serve llama 3.1 8b, the first words of each clip are under 2 seconds")
    assert "max_ttft_s" not in _facts(kb, "serve llama 3.1 8b, first week we test 2 seconds of audio")


def test_dollars_before_the_currency_they_buy_are_the_rate(kb):
    assert budget_of(_facts(kb, "serve llama 3.1 8b, €2,000 a month; finance uses $1.08 per euro")) == (
        2160, "USD", "month")
    assert budget_of(_facts(kb, "rent for qwen3 8b, £800 total, at $1.25 to the pound")) == (1000, "USD", "total")
    # neighbour: a dollar budget stays dollars
    assert budget_of(_facts(kb, "serve llama 3.1 8b, $500 a month")) == (500, "USD", "month")


def test_a_cofounder_writing_is_a_company(kb):
    assert _facts(kb, "Hi all, I'm Priya, co-founder. We serve llama 3.1 8b")["buyer"] == "company"
    assert _facts(kb, "I'm the cofounder of a tutoring app, serving qwen3 8b")["buyer"] == "company"
    # neighbours: a solo founder with his own money, a student
    assert _facts(kb, "I'm a solo founder, serving qwen3 8b with my own money")["buyer"] == "individual"
    assert _facts(kb, "serving qwen3 8b, I'm a student")["buyer"] == "individual"


def test_swahili_around_english_terms(kb):
    f = _facts(kb, "Habari! Sisi ni kampuni ndogo hapa Mombasa. We want LoRA on Qwen2.5 7B. Tuna mifano 8,000, kila "
                   "mfano ~500 tokens. Tutakodi GPU, hatutanunua. Bajeti ni KSh 130,000 jumla; tunatumia shilingi "
                   "130 kwa dola. Lazima ikamilike kabla ya tarehe 20 Desemba. Asante!")
    assert f["samples"] == 8000 and f["tokens_per_sample"] == 500 and "context_tokens" not in f
    assert f["procure"] == "rent" and f["buyer"] == "company" and f["region"] == "intl"
    assert budget_of(f) == (1000, "USD", "total") and f["deadline"] == 14 * 24
    # neighbour: a Swahili word or two in an English message changes nothing ("sawa" alone)
    f = _facts(kb, "sawa, serve qwen3 8b for 20 users")
    assert f["model"] == "qwen3-8b" and "procure" not in f


def test_hungarian_around_english_terms(kb):
    f = _facts(kb, "Szia! Egy kis debreceni cég vagyunk. SDXL: 200 termék, termékenként 4 kép. Bérelni szeretnénk, "
                   "nem vásárolunk. Költségkeret: 90 000 Ft összesen, 360 forinttal számolunk dolláronként. "
                   "december 18-ig kell. Köszönöm!")
    assert f["images"] == 800 and f["procure"] == "rent" and f["buyer"] == "company" and f["region"] == "intl"
    assert budget_of(f) == (250, "USD", "total") and f["deadline"] == 12 * 24
    # neighbours: a forint amount beside a rate in English; Ft after a figure that is no money (feet)
    assert budget_of(_facts(kb, "sdxl, budget 180,000 Ft total, 360 HUF = 1 USD")) == (500, "USD", "total")
    assert budget_of(_facts(kb, "a 6 ft rack, sdxl, $500 total")) == (500, "USD", "total")


def test_a_job_posting_around_the_needs(kb):
    f = _facts(kb, "【推理工程师】20-30K · 杭州 · 3-5 年 · 本科。岗位职责：负责推理服务的性能调优。"
                   "我的需求：部署 qwen3 32b，给内部法务和合规团队用，同时 8 个")
    assert f["task"] == "inference" and f["buyer"] == "company"
    assert "days" not in f and "compliance" not in f
    assert "days" not in _facts(kb, "hiring: 3-5 years of experience; serve qwen3 32b")
    # neighbours: a fine-tune said as 调优 stays; compliance required stays; a rental's years stay
    assert _facts(kb, "qwen2.5 7b 调优，3 万条数据")["task"] == "lora"
    assert _facts(kb, "部署 qwen3 32b，需要合规")["compliance"] is True
    assert _facts(kb, "rent for 2 years, serve qwen3 32b")["days"] == 730


def test_one_cards_watts_said_in_chinese_are_no_one_card_limit(kb):
    for say in ("租卡跑 flux，单卡不要超过 450W", "买卡跑 flux，单卡 450W 以内",
                "租卡跑 flux，單卡最好不要超過 450 瓦"):
        f = _facts(kb, say)
        assert f["gpu_power_w"] == 450 and "max_gpus" not in f, say
    # neighbour: one card said as enough is one card
    assert _facts(kb, "单卡就够，跑 flux")["max_gpus"] == 1


def test_a_round_named_and_a_launch_after_training(kb):
    f = _facts(kb, "对 qwen2.5 7b 做全参数微调。LoRA 之前试过，效果一般，不再考虑。2 月 1 日灰度上线。")
    assert f["task"] == "full-finetune" and "epochs" not in f and "public_service" not in f
    assert "epochs" not in _facts(kb, "qwen2.5 7b lora，上一轮效果不好")
    # neighbours: rounds counted stay epochs; a bot trained to go to customers is public
    assert _facts(kb, "qwen2.5 7b lora，训练 3 轮")["epochs"] == 3
    assert _facts(kb, "qwen2.5 7b lora 微调做客服，训完就上线给客户用")["public_service"] is True


def test_a_training_commands_flags_and_variables(kb):
    f = _facts(kb, "qwen2.5 7b 的 lora 微调，帮我看看租什么卡\nMAX_LEN=8192\nexport EPOCHS=3\n"
                   "torchrun train.py --model Qwen/Qwen2.5-7B --lora_rank 32 --max_seq_length ${MAX_LEN} "
                   "--num_train_epochs $EPOCHS --quantization_bit 4")
    assert f["task"] == "qlora" and f["lora_rank"] == 32 and f["context_tokens"] == 8192 and f["epochs"] == 3
    assert "precision" not in f
    f = _facts(kb, "lora fine-tune of llama 3.1 8b: python sft.py --lora_r=16 --cutoff_len 2048 --epochs 2")
    assert f["task"] == "lora" and f["lora_rank"] == 16 and f["context_tokens"] == 2048 and f["epochs"] == 2
    # neighbours: a distributed run's --rank is no LoRA rank; a Make assignment asks no question
    f = _facts(kb, "lora fine-tune of llama 3.1 8b: torchrun --rank 1 sft.py")
    assert "lora_rank" not in f
    u = _read(kb, "MODEL ?= qwen3-8b\nlora fine-tune, 2 epochs")
    assert not any("not answered" in n.en for n in u.notes)


def test_a_size_taken_up_that_the_models_name_carries(kb):
    assert _facts(kb, "做视频，用 Wan2.1 14B 就行。那就 14B，720P")["model"] == "wan2.1-14b"
    assert _facts(kb, "wan 2.1 14b for the clips. ok, 14b it is")["model"] == "wan2.1-14b"
    # neighbour: a size corrected to another of the line is that model
    assert _facts(kb, "做视频，用 Wan2.1 14B。不对，1.3B")["model"] == "wan2.1-1.3b"


def _said_back(kb, say, kind):
    return [x.text for x in _read(kb, say).unresolved if x.kind == kind]


def test_a_used_card_bought_is_read_as_used_ok(kb):
    # (review 104 c03: said back as "priced new", a used purchase changed nothing; now read: used_ok, with its note)
    u = _read(kb, "我是学生，想买一张二手显卡跑 SDXL 出图，预算 5000 以内")
    assert u.facts["procure"] == "buy" and u.used_ok == "二手显卡" and u.implied().get("used_ok") is True
    assert any("no dated used-card prices" in x.en for x in u.notes)
    for say in ("闲鱼收一张 3090 跑 sdxl，预算 5000", "想收一张二手 3090 跑 sdxl", "I want to buy a used 3090 for sdxl",
                "want to buy a second-hand GPU for sdxl, under $600"):
        u = _read(kb, say)
        assert u.facts["procure"] == "buy" and u.used_ok, say
    # neighbours: a used card owned or a used purchase given up is no used purchase
    for say in ("Bought a used 3090 last year, now rent for video?", "去年买了张二手 3090，现在想租卡跑视频",
                "I was going to buy a used 3090 but honestly renting seems smarter"):
        assert not _read(kb, say).used_ok, say
    # neighbours: used refused is no used purchase; "二手也行" is read; 回收 is no purchase
    for say in ("想买张卡跑 sdxl，不要二手卡，预算 3000", "想买 4090 跑 sdxl，二手的不考虑",
                "buy a new 4090 for sdxl, no used cards"):
        assert not _read(kb, say).used_ok, say
    assert _read(kb, "想买张卡跑 sdxl，二手也行，预算 3000").used_ok == "二手也行"
    assert "procure" not in _facts(kb, "回收一张 3090 的钱")


def test_a_weak_power_supply_without_watts_is_asked_for(kb):
    for say in ("想买卡跑 sdxl，宿舍电源不太行", "想买卡跑 sdxl，电源一般", "buy a card for sdxl, I have a weak PSU",
                "buy a card for sdxl, my power supply is pretty small"):
        u = _read(kb, say)
        notes = [x for x in u.unresolved if x.kind == "power_limit_w"]
        assert notes and "--max-gpu-power" in notes[0].note.en, say
        assert "power_limit_w" not in u.facts and "gpu_power_w" not in u.facts, say  # no watts made up
    # neighbours: a supply with its watts is the power reader's; a supply that is fine says nothing
    assert _said_back(kb, "buy a card for sdxl, my 550W PSU is weak", "power_limit_w") == ["550W"]
    assert not _said_back(kb, "想买卡跑 sdxl，电源没问题", "power_limit_w")
