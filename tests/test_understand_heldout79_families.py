"""heldout79's families: readings a real user's other phrasings share with the batch's rows, each with neighbours
that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_loose_range_is_its_top(kb):
    said = "大概 200 个店长，同一时间最多也就十几二十个在问。"
    assert _facts(kb, said)["concurrency"] == 20
    assert _facts(kb, said, question="concurrency") == {"concurrency": 20}
    assert _facts(kb, "十几二十个人同时用")["concurrency"] == 20
    assert _facts(kb, "同时用的也就几十上百个")["concurrency"] == 100
    # neighbours: the lower end alone is the teens' top; a plain count stays
    assert _facts(kb, "大概 200 个店长，同一时间最多也就十几个在问。")["concurrency"] == 19
    assert _facts(kb, "大概 200 个店长，同一时间最多也就二十个在问。")["concurrency"] == 20


def test_a_round_figure_capped_after_is_the_cap(kb):
    b = _facts(kb, "一周两千左右吧，撑死两千五，我自己掏钱。", question="budget", currency="CNY")["budget"]
    assert (b.amount, b.unit, b.approx) == (2500, "week", False)
    b = _facts(kb, "每月三千左右，撑死了四千", question="budget", currency="CNY")["budget"]
    assert (b.amount, b.approx) == (4000, False)
    b = _facts(kb, "around $3k a month, at most 3.5k", question="budget")["budget"]
    assert (b.amount, b.approx) == (3500, False)
    assert _facts(kb, "同时二十个左右，撑死三十个")["concurrency"] == 30
    # neighbours: a larger figure said as a maybe stays about
    b = _facts(kb, "around $3k a month, maybe 3.5k", question="budget")["budget"]
    assert (b.amount, b.approx) == (3500, True)
