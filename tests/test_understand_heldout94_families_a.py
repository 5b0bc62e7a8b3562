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
