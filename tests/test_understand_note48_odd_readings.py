"""Three confident wrong readings from note 48's read-through, each with neighbours: data refused a place with its verb
("forbids sending customer data to China" read region cn), a 24-hour opening time with no minutes ("open 9–13 every day"
read a budget of $13 a day) and a count by its verb ("We get 10-20 a day" read a budget of $20 a day)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))


def test_data_refused_a_place_with_its_verb_is_no_region_there(kb):
    for said in ("Our policy forbids sending customer data to China.",
                 "We can't send any customer data to China, Llama 3.1 8B",
                 "Records must not be transferred to mainland China. Llama 3.1 8B",
                 "The contract forbids hosting in China."):
        assert _facts(kb, said).get("region") != "cn", said
    # neighbours: data sent there, or servers said to be there
    assert _facts(kb, "We send our data to China for processing, Llama 3.1 8B")["region"] == "cn"
    assert _facts(kb, "We don't want to send data to the US. Our servers are in China.")["region"] == "cn"


def test_a_24_hour_range_by_the_day_is_hours_not_money(kb):
    f = _facts(kb, "We're open 9–13 every day, serving qwen3 8b to 5 staff")
    assert f["hours_per_day"] == 4 and "budget" not in f
    assert _facts(kb, "used from 8 to 20 daily, qwen3 8b")["hours_per_day"] == 12
    assert _facts(kb, "The clinic works 8-16 on weekdays, qwen3 8b")["hours_per_day"] == 8
    # neighbours: money by the day keeps its word
    assert budget_of(_facts(kb, "budget 13 every day, qwen3 8b")) == (13, "USD", "day")


def test_a_count_by_its_verb_is_no_budget(kb):
    assert "budget" not in _facts(kb, "We get 10-20 a day, qwen3 8b")
    assert "budget" not in _facts(kb, "we handle about 300 a week, qwen3 8b")
    # neighbours: money said with its sign, its source, or a budget beside the count
    assert budget_of(_facts(kb, "we get $30 a day from the grant, qwen3 8b")) == (30, "USD", "day")
    assert budget_of(_facts(kb, "we get 2000 a month from the lab for this, qwen3 8b")) == (2000, "USD", "month")
    assert budget_of(_facts(kb, "We get 10-20 a day. Budget is 500 a month, qwen3 8b")) == (500, "USD", "month")
