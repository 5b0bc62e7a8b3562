"""heldout92's families (its interview answers and pasted artefacts): readings a real user's other phrasings share
with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_years_budget_corrected_stays_a_years(kb):
    said = "一年的预算三万六……不对，院里刚砍了一刀，三万，全年就这么多。走学院的账，要开专票。"
    assert budget_of(_facts(kb, said, question="budget")) == (2500, "CNY", "month")
    assert budget_of(_facts(kb, "一年的预算三万六……不对，三万。", question="budget")) == (2500, "CNY", "month")
    assert budget_of(_facts(kb, "一年预算三万六，不对，是三万")) == (2500, "CNY", "month")
    assert budget_of(_facts(kb, "预算三万六……不对，三万，全年就这么多。")) == (2500, "CNY", "month")
    assert budget_of(_facts(kb, "Annual budget $36k, no wait, $30k.")) == (2500, "USD", "month")
    assert budget_of(_facts(kb, "Budget $3k a month — sorry, $30k, that's all for the year.")) == (2500, "USD", "month")
    # neighbours: a month said with the corrected figure is its own; no year said keeps the month
    assert budget_of(_facts(kb, "一年的预算三万六……不对，三万一个月")) == (30000, "CNY", "month")
    assert budget_of(_facts(kb, "预算三千……不对，四千")) == (4000, "CNY", "month")
    assert budget_of(_facts(kb, "今年预算三万")) == (30000, "CNY", "month")


def test_a_cut_is_no_dollar(kb):
    assert budget_of(_facts(kb, "预算被砍了一刀，现在三万", question="budget")) == (30000, "CNY", "month")
    assert "budget" not in _facts(kb, "经费砍了一刀，还不知道剩多少")
    assert budget_of(_facts(kb, "预算五百刀")) == (500, "USD", "month")
    assert budget_of(_facts(kb, "一刀切，预算五百刀")) == (500, "USD", "month")
