"""heldout91's families (its interview answers and pasted artefacts): readings a real user's other phrasings share
with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _budget_yuan(kb, said):
    return budget_of(_facts(kb, said, question="budget", currency="CNY"))


def test_a_months_whole_put_right_is_still_the_months_whole(kb):
    said = "三个月加起来八千……不对，财务刚说能批到九千，就这么多。"
    assert _budget_yuan(kb, said) == (3000, "CNY", "month")
    assert _budget_yuan(kb, "两个月总共六千……哦不对，是八千。") == (4000, "CNY", "month")
    assert budget_of(_facts(kb, "12k in total for three months — no wait, 15k.", question="budget",
                            currency="USD")) == (5000, "USD", "month")
    # neighbours: a corrected figure with its own period keeps it; a figure not put right is no correction
    assert _budget_yuan(kb, "三个月一共八千……不对，九千一个月。") == (9000, "CNY", "month")
    assert _budget_yuan(kb, "两个月总共六千……哦不对，是八千，整个项目就这些。") == (8000, "CNY", "total")
    assert _budget_yuan(kb, "一万二吧，不对，一万五。") == (15000, "CNY", "month")
