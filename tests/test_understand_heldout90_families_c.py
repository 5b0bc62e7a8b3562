"""heldout90's families (its English chat messages, C11–C20): readings a real user's other phrasings share with the
batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_more_currencies_at_the_persons_own_rate(kb):
    said = "Rent, spot is fine. LRD 190,000 total; we use 190 Liberian dollars to the US dollar."
    assert budget_of(_facts(kb, said)) == (1000, "USD", "total")
    assert budget_of(_facts(kb, "BZ$1,000 total — it's 2 Belize dollars to 1 US, fixed.")) == (500, "USD", "total")
    assert budget_of(_facts(kb, "HTG 196,500 all in, at 131 gourdes per dollar.")) == (1500, "USD", "total")
    assert budget_of(_facts(kb, "KWD 24,560 all in, we use 0.307 dinar per dollar.")) == (80000, "USD", "total")
    assert budget_of(_facts(kb, "SCR 28,000 a month, at 14 rupees to the dollar.")) == (2000, "USD", "month")
    assert budget_of(_facts(kb, "Budget 45,850 Haitian gourdes total, 131 gourdes to the dollar.")) == (
        350, "USD", "total")
    assert _facts(kb, "KM 900 max, I count 1.8 marks to the dollar.")["budget"].amount == 500
    # neighbours: no rate said is asked about, never dollars; a bare rupee stays India's; 900 km is a distance
    assert "budget" not in _facts(kb, "The budget is 45,000 gourdes total, no rate yet.")
    assert "budget" not in _facts(kb, "LRD 190,000 total.")
    assert budget_of(_facts(kb, "Budget 24,900 rupees a month, 83 rupees to the dollar.")) == (
        300, "USD", "month")
    assert budget_of(_facts(kb, "We drive 900 km a week; budget $500 total.")) == (500, "USD", "total")
    assert "budget" not in _facts(kb, "Budget is 900 KM total, 1.8 marks to the dollar.")
    # "to 1 US": the dollar's bare US only after the one
    assert "budget" not in _facts(kb, "BZ$1,000 total, 2 Belize dollars to us is what the bank said.")
