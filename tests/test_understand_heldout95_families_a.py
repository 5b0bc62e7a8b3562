"""heldout95's families (rows 1, 3–7, 10, 12–14, 16, 19, 21): readings a real user's other phrasings share with the
batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, budget_or_none, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_budget_topped_up_is_one_pot(kb):
    said = "项目方先给了一万二，这个月又追加了四千，一共就这些，用完为止。"
    assert budget_of(_facts(kb, said, question="budget", currency="CNY")) == (16000, "CNY", "total")
    assert budget_of(_facts(kb, "经费 8 万，后来又批了 2 万，整个项目就这些。")) == (100000, "CNY", "total")
    assert budget_of(_facts(kb, "每月预算五千，上个月又补了一千。")) == (6000, "CNY", "month")
    said = "We had $4,000 from the grant, then the dean topped it up with another $1,000 — that's all we have."
    assert budget_of(_facts(kb, said)) == (5000, "USD", "total")
    assert budget_of(_facts(kb, "Budget is $5k for the project, plus another $2k from the department."))[0] == 7000
    # the whole said after the top-up is that pot already
    assert budget_of(_facts(kb, "预算一万二，又追加了四千，一共一万六。"))[0] == 16000
    # neighbours: a top-up asked for and refused, or an amount granted of a request, adds nothing
    assert budget_of(_facts(kb, "预算一万，想追加五千，没批下来。"))[0] == 10000
    assert budget_of(_facts(kb, "Budget is $5k; we asked for another $2k but it was turned down."))[0] == 5000
    assert budget_of(_facts(kb, "预算申请了五千，批了两千。"))[0] == 2000
    assert budget_of(_facts(kb, "预算每月 5000，后来改成 3000。"))[0] == 3000
    # ... and more of something else is no money
    f = _facts(kb, "预算一万，又加了三千条数据。")
    assert budget_of(f)[0] == 10000 and f["samples"] == 3000
    assert budget_of(_facts(kb, "预算一万，后来又追加了 2 张卡。"))[0] == 10000


def test_a_question_with_what_is_pulled_up_beside_it_is_the_input(kb):
    said = "每次提问连带查出来的订单记录大概 1500 token，回答 200 token 左右。"
    assert _facts(kb, said, question="load") == {"input_tokens": 1500, "output_tokens": 200}
    f = _facts(kb, "客服机器人，每次问题附带检索出来的三段制度原文，大概 2000 token。")
    assert f["input_tokens"] == 2000 and "context_tokens" not in f
    said = "Each question plus the retrieved policy lines comes to roughly 1,200 tokens, the answer about 150 tokens."
    assert _facts(kb, said, question="load") == {"input_tokens": 1200, "output_tokens": 150}
    f = _facts(kb, "Support bot. Each question with the retrieved docs is about 2k tokens. We need a 32k context.")
    assert f["input_tokens"] == 2048 and f["context_tokens"] == 32768
    # neighbours: a context said as such stays the context
    assert _facts(kb, "上下文要 32k，调试记录有的很长。")["context_tokens"] == 32768
    assert "input_tokens" not in _facts(kb, "The model needs a 16k context window.")


def test_a_figure_asked_back_and_answered_with_another(kb):
    assert _facts(kb, "Three epochs? No — five; the set is small.", question="job")["epochs"] == 5
    assert _facts(kb, "Six epochs? No, four.", question="job")["epochs"] == 4
    assert _facts(kb, "Ten epochs, rank 16.", question="job")["epochs"] == 10
    assert _facts(kb, "跑 5 个 epoch？不，3 个就够，5 个会过拟合。", question="job")["epochs"] == 3
    assert _facts(kb, "LoRA on qwen3 8b. Five epochs? No — three.")["epochs"] == 3
    # neighbours: a no that answers something else keeps the figure
    assert _facts(kb, "QLoRA on qwen3 8b, 3 epochs. Spot? No, thanks.")["epochs"] == 3
    assert _facts(kb, "QLoRA on qwen3 8b, 3 epochs? No idea, you tell me.")["epochs"] == 3


def test_breaks_listed_later_are_taken_off_the_day(kb):
    said = ("From 7 in the morning until 10 at night. The line stops for the two shift changes, 11 to 11:30 and "
            "4 to 4:30, and the power is off then.")
    assert _facts(kb, said, question="hours") == {"hours_per_day": 14}
    said = "From 7 in the morning until 10 at night. The power is cut for the lunch break, 12 to 1."
    assert _facts(kb, said)["hours_per_day"] == 14
    assert _facts(kb, "早上8点到晚上8点；机器中午12点到1点、下午5点到5点半关掉。")["hours_per_day"] == 10.5
    said = "早上7点到晚上10点。中间两次保洁停电，9点到9点半、下午2点到2点半，那时候关机。"
    assert _facts(kb, said)["hours_per_day"] == 14
    # neighbours: busy windows, breaks the machine runs through, and days off take no hours off
    assert _facts(kb, "Open 8am to 6pm. The busiest times are 10 to 11 and 2 to 3.")["hours_per_day"] == 10
    said = ("From 8 in the morning until 9 at night. Cleaning breaks are 10 to 10:30 and 3 to 3:30 but the machine "
            "stays on.")
    assert _facts(kb, said)["hours_per_day"] == 13
    assert _facts(kb, "From 8am to 6pm. The power is off on Sundays.")["hours_per_day"] == 10


def test_a_span_less_a_holiday_and_a_week_refused_before_them(kb):
    said = "Weekdays from Monday 4 January to Friday 26 February. Not the week of 15 February — we're at a trade fair."
    assert _facts(kb, said, question="days") == {"days": 35}
    said = "Weekdays from Monday 28 December to Friday 29 January. Not New Year's Day."
    assert _facts(kb, said)["days"] == 24
    said = "Weekdays from Monday 28 December to Friday 29 January, except the week of 18 January."
    assert _facts(kb, said)["days"] == 20
    assert _facts(kb, "12 月 28 号到 1 月 29 号的工作日，元旦不算，1 月 18 号那一周也不用。")["days"] == 19
    assert _facts(kb, "12 月 28 号到 1 月 29 号的工作日都要用。")["days"] == 25
    # neighbours: a holiday with no off word, or a "not" about the hours, takes no day out
    said = "Weekdays from Monday 28 December to Friday 29 January. New Year's Day is the launch."
    assert _facts(kb, said)["days"] == 25
    assert _facts(kb, "Weekdays from Monday 28 December to Friday 29 January. Not before 9 am.")["days"] == 25


def test_cantonese_tens_and_the_figure_planned_for(kb):
    said = "平時同一時間五六個，出糧嗰日最多廿幾個，跟 30 嚟計啦。"
    assert _facts(kb, said, question="concurrency") == {"concurrency": 30}
    assert _facts(kb, "最多廿五個", question="concurrency") == {"concurrency": 25}
    said = "我哋公司用 qwen3 8b 做內部問答，平時同時大概十零個，最多廿三個，你就跟 28 計啦。"
    assert _facts(kb, said)["concurrency"] == 28
    said = "我们公司用 qwen3 8b 做内部问答，平时同一时间十来个，最多二十五个，你就按 30 算吧。"
    assert _facts(kb, said)["concurrency"] == 30
    # neighbours: 跟 with a person, not a figure to count by, and 廿 in a place's name
    said = "我哋公司用 qwen3 8b 做內部問答，同一時間最多廿五個，跟同事一齊用。"
    assert _facts(kb, said)["concurrency"] == 25
    assert "concurrency" not in _facts(kb, "廿八都古鎮嘅民宿想用 qwen3 8b 做客服。")


def test_a_sixteen_bit_width_unquantised_and_the_kv_cache_let_go(kb):
    said = "FP16, unquantized. The KV cache could drop to fp8."
    assert _facts(kb, said, question="precision") == {"precision": "fp16", "no_quantization": True,
                                                       "kv_precision": "fp8"}
    assert _facts(kb, "Unquantised, in bf16. KV cache may be fp8.", question="precision") == {
        "precision": "bf16", "no_quantization": True, "kv_precision": "fp8"}
    assert _facts(kb, "Llama 3.1 8B, bf16, unquantized.")["no_quantization"] is True
    assert _facts(kb, "The KV cache may go down to FP8.", question="precision") == {"kv_precision": "fp8"}
    # neighbours: what an unquantised build does is no choice of it; the weights' own FP8 is no cache's
    f = _facts(kb, "bf16 unquantised won't fit on one card, so int4.", question="precision")
    assert f.get("precision") == "int4" and "no_quantization" not in f
    assert _facts(kb, "Qwen3 32B in FP8.")["precision"] == "fp8"


def test_lectures_counted_by_jiang_and_ke(kb):
    said = "佛学讲座录音 120 讲，每讲 45 分钟；其中 20 讲是重复的，不用转。"
    assert _facts(kb, said, question="audio") == {"audio_hours": 75}
    assert _facts(kb, "一共 48 课的录音，每课 40 分钟，其中 8 课已经转过了。", question="audio")["audio_hours"] == 26.7
    f = _facts(kb, "我们有 200 讲录音要用 whisper 转写，每讲一个半小时。")
    assert f["audio_hours"] == 300 and "budget" not in f
    # neighbours: 讲 as a verb and 课 as a class count no recordings
    assert "audio_hours" not in _facts(kb, "老师每天讲 3 小时课，录音想转文字。")
    assert "budget" not in _facts(kb, "讲课录音一共 240 讲，每讲 50 分钟左右。")


def test_no_hard_rule_on_domestic_cards_this_time(kb):
    said = "国企，系统过了等保。国产卡这回没有硬性要求，N 卡也行。"
    f = _facts(kb, said, question="compliance")
    assert f["domestic_chips"] is False and f["compliance"] is True
    assert _facts(kb, "国产化这次没硬性规定。")["domestic_chips"] is False
    assert _facts(kb, "We're state-owned, but there's no hard requirement for domestic chips this time.")[
        "domestic_chips"] is False
    # neighbours: a hard rule said, or the cards required
    assert _facts(kb, "国产卡必须用，这是硬性要求。")["domestic_chips"] is True
    assert _facts(kb, "There is a hard requirement for domestic chips.")["domestic_chips"] is True


def test_a_slower_run_said_acceptable_is_no_time_of_use(kb):
    f = _facts(kb, "Cheapest — if that takes three days rather than one, no problem.", question="priority")
    assert f == {"priority": "cost"}
    assert _facts(kb, "Cheapest; taking a week instead of a day is fine.") == {"priority": "cost"}
    assert _facts(kb, "最便宜的。跑三天而不是半天也没关系。") == {"priority": "cost"}
    assert _facts(kb, "最便宜就行，慢点没事，跑上一个星期也无所谓。") == {"priority": "cost"}
    # neighbours: a span needed is the use
    assert _facts(kb, "Cheapest. We need it for a week.")["days"] == 7
    assert _facts(kb, "租一周就行，最便宜的。")["days"] == 7


def test_a_busy_season_crowd_word_then_a_rate_sized_for(kb):
    said = "平时一天三千来条，开学那几天最挤，一分钟能到一百八，按那个配。"
    assert _facts(kb, said) == {"requests_per_day": 3000, "rps": 3}
    assert _facts(kb, "小程序客服，平时一天三千条，开学那几天最挤，一分钟一百八左右。")["rps"] == 3
    assert _facts(kb, "平时一天六千来条，一分钟能到两百四，按那个配。")["rps"] == 4
    # neighbour: the peak said not to be sized for
    said = "小程序客服，平时一天三千条，开学那几天最挤，一分钟能到一百八，这次不用按那个配。"
    assert "rps" not in _facts(kb, said)


def test_daytime_hours_said_with_baitian(kb):
    assert _facts(kb, "白天 7 点到晚上 9 点开着就行。")["hours_per_day"] == 14
    assert _facts(kb, "白天9点到6点用。")["hours_per_day"] == 9
    assert _facts(kb, "白天 8 点到下午 5 点开着。")["hours_per_day"] == 9
    # neighbours: a night window beside a daytime word is the night's
    assert _facts(kb, "白天用，晚上 10 点到早上 6 点跑批。")["hours_per_day"] == 8


def test_items_counted_by_tiao_with_each_ones_clips(kb):
    said = "想用 wan2.1 14b 出宣传短片：12 条线路，每条线路 3 段，每段 5 秒；其中 2 条线路停运了，不用做。"
    assert _facts(kb, said)["videos"] == 30
    assert _facts(kb, "想用 wan2.1 14b 出宣传短片：12 条线路，每条 3 段，每段 5 秒。")["videos"] == 36
    said = "想用 wan2.1 14b 出宣传短片：20 个展位，每个展位 2 段；其中 4 个展位撤了，不用做。"
    assert _facts(kb, said)["videos"] == 32
    # neighbours: clips counted by 条 themselves stay clips
    assert _facts(kb, "想用 wan2.1 14b 出 200 条视频，每条 5 秒；其中 20 条不用做。")["videos"] == 180
    assert _facts(kb, "想用 wan2.1 14b 出短视频，大概 200 条，每条 5 秒。")["videos"] == 200


def test_a_resort_or_attraction_opening_the_message_pays(kb):
    assert _facts(kb, "吉林北大湖一家滑雪场，想做个客服问答。")["buyer"] == "company"
    assert _facts(kb, "我们是一家度假村，想用 qwen3 8b 做前台问答。")["buyer"] == "company"
    # neighbour: a place someone works at names no firm as the payer
    assert _facts(kb, "我在一家滑雪场上班，想自己学着跑 qwen3 8b。").get("buyer") != "company"
    assert budget_or_none(_facts(kb, "我们是一家度假村，想用 qwen3 8b 做前台问答。")) is None
