"""heldout90's families (its interview answers #3–#6): readings a real user's other phrasings share with the batch's
rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_clock_time_with_its_part_of_the_day_said_after_it(kb):
    said = "From half past seven in the morning until the late shift clocks out at eleven at night."
    assert _facts(kb, said, question="hours") == {"hours_per_day": 15.5}
    assert _facts(kb, "From 7 in the morning until 11 at night", question="hours") == {"hours_per_day": 16}
    assert _facts(kb, "From 7am until 11 at night", question="hours") == {"hours_per_day": 16}
    assert _facts(kb, "We use it from 9 in the morning to 5 in the afternoon.")["hours_per_day"] == 8
    assert _facts(kb, "It runs from 8 in the morning till 10 in the evening.")["hours_per_day"] == 14
    assert _facts(kb, "from 10 at night until 6 in the morning", question="hours") == {"hours_per_day": 8}
    assert _facts(kb, "from 6 in the evening until 12 at night", question="hours") == {"hours_per_day": 6}
    assert _facts(kb, "from 9am until the cleaners leave at 8pm", question="hours") == {"hours_per_day": 11}
    # neighbours: two ranges each with its part of the day still add up; a peak's window is no hours of use
    assert _facts(kb, "7 to 11 in the morning and 6 to 10 at night", question="hours") == {"hours_per_day": 8}
    assert "hours_per_day" not in _facts(kb, "Peak is from 7 in the evening to 10 at night.")
    assert "hours_per_day" not in _facts(kb, "Peak is from 7pm to 10pm.")


def test_a_test_set_kept_back_said_with_its_verb_before_the_count(kb):
    said = "一开始爬了两三万条问答，洗完剩一万八千条，其中留两千条做测试集，剩下的全拿来训。每条平均 800 token 上下。"
    assert _facts(kb, said, question="job")["samples"] == 16000
    assert _facts(kb, "一共 5 万条数据，其中抽 5000 条当验证集。", question="job")["samples"] == 45000
    assert _facts(kb, "有 3 万条，其中拿出三千条做评测。", question="job")["samples"] == 27000
    assert _facts(kb, "有 3 万条，其中留两千条不拿来训练。", question="job")["samples"] == 28000
    # neighbours: a share kept for nothing said, a share that is only described, and a test set besides the count
    assert _facts(kb, "有 3 万条，其中留两千条以后再说。", question="job")["samples"] == 30000
    assert _facts(kb, "有 3 万条，其中有两千条是英文的。", question="job")["samples"] == 30000
    assert _facts(kb, "有 3 万条，另外留两千条做测试集。", question="job")["samples"] == 30000


def test_a_start_said_as_a_weekday_and_its_day_with_no_month(kb):
    said = "下周一 14 号开始，一直用到 1 月 15 号那个周五。周末不开机，元旦那天也放假。"
    assert _facts(kb, said, question="days") == {"days": 24}
    assert _facts(kb, "下周一 14 号开始，一直用到 1 月 15 号那个周五，周末不开机。", question="days") == {"days": 25}
    assert _facts(kb, "星期一（14 号）开始，一直用到 1 月 15 号。周末不开机。", question="days") == {"days": 25}
    assert _facts(kb, "From Monday the 14th until January 15. No weekends.", question="days") == {"days": 25}
    assert _facts(kb, "From Monday 14th to Friday 15 January, weekdays only.", question="days") == {"days": 25}
    # neighbours: a weekday that is not that day's names no start; a month named with its day is a date's, not
    # the weekdays of that month
    assert _facts(kb, "下周二 14 号开始，一直用到 1 月 15 号。周末不开机。", question="days").get("days") != 25
    assert _facts(kb, "Weekdays in January.", question="days") == {"days": 21}


def test_a_weekday_count_named_by_its_requests_and_a_peak_that_lasts_an_hour(kb):
    said = ("A normal weekday is about 12,000 lookups. Payday Fridays are the worst — roughly 240 a minute for an hour "
            "or so around noon, so plan for that. Each lookup sends ~600 tokens (the question plus the employee's "
            "record) and gets ~120 back.")
    assert _facts(kb, said, question="load") == {"requests_per_day": 12000, "rps": 4, "input_tokens": 600,
                                                 "output_tokens": 120}
    assert _facts(kb, "A normal day is about 80k lookups.", question="load") == {"requests_per_day": 80000}
    assert _facts(kb, "Each search sends about 900 tokens and gets 200 back.", question="load") == {
        "input_tokens": 900, "output_tokens": 200}
    assert _facts(kb, "Lunch is the peak: 300 requests a minute for about two hours.", question="load") == {"rps": 5}
    assert _facts(kb, "It spikes to 50 a second for half an hour.", question="load") == {"rps": 50}
    assert "hours_per_day" not in _facts(kb, "高峰一分钟两百个，大概持续一个小时。", question="load")
    assert "hours_per_day" not in _facts(kb, "高峰持续两个小时左右，一分钟 300 个。", question="load")
    # neighbours: a stretch said per day is the hours of use; money back is no reply; a day of steps no requests
    assert _facts(kb, "We get 240 requests a minute for about 8 hours a day.")["hours_per_day"] == 8
    assert _facts(kb, "每分钟 200 个请求，每天持续 8 小时。")["hours_per_day"] == 8
    assert "output_tokens" not in _facts(kb, "Each request sends ~600 tokens and we get 120 back in refunds.")
    assert "requests_per_day" not in _facts(kb, "A normal day is about 12,000 steps.")


def test_a_date_s_day_or_a_weekday_s_number_is_no_count_of_days(kb):
    assert "days" not in _facts(kb, "下周二 14 号开始，一直用到 1 月 15 号。", question="days")
    assert "days" not in _facts(kb, "下周一 14 号开始用。", question="days")
    # neighbours: a lone number or a month answering the days question is still read
    assert _facts(kb, "20", question="days") == {"days": 20}
    assert _facts(kb, "两个月吧", question="days") == {"days": 60}
    assert _facts(kb, "8", question="hours") == {"hours_per_day": 8}
