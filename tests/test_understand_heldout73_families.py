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
