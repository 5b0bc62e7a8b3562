"""Review 94's families: the facts that size a job, said in the forms real users write them (zh and en), each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_people_at_the_same_moment_are_the_concurrency(kb):
    said = "about 3,000 secondary-school students; maybe 60 chatting at the same moment at peak"
    assert _facts(kb, said)["concurrency"] == 60
    assert _facts(kb, "maybe 60 chatting at the same moment at peak")["concurrency"] == 60
    assert _facts(kb, "up to 40 asking at any one time")["concurrency"] == 40
    assert _facts(kb, "25 people using it at any given moment")["concurrency"] == 25
    assert _facts(kb, "高峰时同一时刻在线的大概 20 个")["concurrency"] == 20
    # neighbours: a head count with no moment, and one at a time, are not 60 at once
    assert "concurrency" not in _facts(kb, "about 3,000 students use it during school hours")
    assert _facts(kb, "3 users, one at a time")["concurrency"] == 1


def test_money_that_must_last_some_months_is_a_share_a_month(kb):
    said = "We got $12,000 in donated cloud credits that must last 6 months."
    assert budget_of(_facts(kb, said)) == (2000.0, "USD", "month")
    assert budget_of(_facts(kb, "$9,000 that has to cover three months of hosting")) == (3000.0, "USD", "month")
    assert budget_of(_facts(kb, "credits of $6k, should last half a year")) == (1000.0, "USD", "month")
    assert budget_of(_facts(kb, "$12k must last a full year")) == (1000.0, "USD", "month")
    assert budget_of(_facts(kb, "经费 6 万，要撑 6 个月")) == (10000.0, "CNY", "month")
    assert budget_of(_facts(kb, "一共 3 万块，得用半年")) == (5000.0, "CNY", "month")
    assert budget_of(_facts(kb, "预算 1 万 2，要用 3 个月")) == (4000.0, "CNY", "month")
    # neighbours: months of renting, a deadline months away, or the project's length keep the total
    f = _facts(kb, "租两个月，预算 1 万")
    assert budget_of(f) == (10000.0, "CNY", "total") and f["days"] == 60
    assert budget_of(_facts(kb, "预算 1 万，3 个月后交付"))[2] == "total"
    assert budget_of(_facts(kb, "$5,000 budget, we need to finish in 2 months"))[2] == "total"
    assert budget_of(_facts(kb, "$5,000 total; the project will last 6 months"))[2] == "total"


def test_a_days_input_and_output_said_apart_are_a_services_day(kb):
    said = "每天大约4亿输入token、3000万输出token，24小时比较均匀"
    f = _facts(kb, said)
    assert f["requests_per_day"] == 172000 and f["input_tokens"] == 2326 and f["output_tokens"] == 174
    assert f["task"] == "inference" and f["hours_per_day"] == 24 and f["rps"] == 1.991
    assert "generate_tokens" not in f and "runs_per_month" not in f
    for said in ("每天输入 4 亿 token，输出 3000 万", "about 400M input tokens and 30M output tokens a day",
                 "400M tokens in and 30M out per day", "roughly 400M input and 30M output tokens per day"):
        f = _facts(kb, said)
        assert (f["requests_per_day"], f["input_tokens"], f["output_tokens"]) == (172000, 2326, 174), said
    f = _facts(kb, "日均 2 亿 prompt token 和 1000 万 completion token")
    assert (f["requests_per_day"], f["output_tokens"]) == (84000, 119)
    # neighbours: one request's input and output stay a request's; a day's total alone keeps its default split and
    # its busiest-hour estimate (no rate); a working day's evenness is no 24 h
    f = _facts(kb, "each request 2000 input tokens and 150 output tokens")
    assert (f["input_tokens"], f["output_tokens"]) == (2000, 150) and "requests_per_day" not in f
    f = _facts(kb, "每天 2000 万 token")
    assert f["requests_per_day"] == 8000 and "rps" not in f and "hours_per_day" not in f
    f = _facts(kb, "about 20M tokens a day, spread evenly over the day")
    assert f["hours_per_day"] == 24 and f["rps"] == 0.093
    assert "hours_per_day" not in _facts(kb, "evenly across the working day, 20M tokens a day")


def test_tokens_then_their_word_are_the_input_and_output(kb):
    said = "每次请求带角色设定和最近对话，大约2000 tokens输入，回复150 tokens左右"
    f = _facts(kb, said)
    assert f["input_tokens"] == 2000 and f["output_tokens"] == 150 and "context_tokens" not in f
    for said in ("每次请求大约2000 tokens输入、150 tokens输出", "每次 2000 token 输入，150 token 输出"):
        f = _facts(kb, said)
        assert (f["input_tokens"], f["output_tokens"]) == (2000, 150) and "context_tokens" not in f, said
    # neighbours: a length alone, or said as the context, stays the context; a word that takes its own number
    # ("输入 2000") is that number's
    assert _facts(kb, "大约2000 tokens")["context_tokens"] == 2000
    f = _facts(kb, "上下文 8k tokens，输入 2000")
    assert f["context_tokens"] == 8192 and f["input_tokens"] == 2000


def test_public_clouds_ruled_out_are_a_purchase(kb):
    # (review 94 c02: already read; "数据不能出院" alone is no purchase — the table's hospital transcription row,
    # "数据不能出院也不能出境 … 30 天内搞定", reads no procure)
    for said in ("病历数据不能出院、不能上公有云，所以要买卡不租", "不能上公有云", "no public cloud",
                 "data must stay on-prem"):
        assert _facts(kb, said)["procure"] == "buy", said
    f = _facts(kb, "数据不能出境")
    assert "procure" not in f and f["region"] == "cn"
    assert "procure" not in _facts(kb, "data can't leave the EU")


def test_an_encoders_batch_by_a_deadline_is_its_service_at_the_steady_rate(kb):
    said = ("about 50 million chunks of ~512 tokens each need to be embedded once with bge-m3. It's a one-off batch "
            "job and must be done within 3 days.")
    f = _facts(kb, said)
    assert f["model"] == "bge-m3" and f["rps"] == 192.9 and f["input_tokens"] == 512
    assert f["hours_per_day"] == 24 and f["days"] == 3 and f["deadline"] == 72  # answered against it (review 100 c05)
    f = _facts(kb, "向量化 5000 万条文本，每条约 512 token，用 bge-m3，3 天内跑完")
    assert f["rps"] == 192.9 and f["input_tokens"] == 512
    # neighbours: no deadline leaves the encoder batch unsized (not covered), and a service's own rate stays
    assert "rps" not in _facts(kb, "embed 40M docs with bge-m3")
    assert _facts(kb, "embedding service with bge-m3, 200 queries per second, 512-token inputs")["rps"] == 200
