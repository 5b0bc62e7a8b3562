"""heldout88's English families (rows #2–#30): readings a real user's other phrasings share with the batch's rows,
each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _budget(kb, said, **kw):
    b = _facts(kb, said, **kw).get("budget")
    return None if b is None else (round(b.amount, 2), b.currency, b.unit)


def test_rufiyaa_bolivianos_pula_and_rials_at_the_persons_own_rate(kb):
    said = ("MVR 46,200 for the whole project — Maldivian rufiyaa, and that's not per month. The resort's finance "
            "team converts at 15.4 rufiyaa to the dollar.")
    assert _budget(kb, said, question="budget", currency="USD") == (3000, "USD", "total")
    assert _budget(kb, "Rf 46,200 total at 15.4 rufiyaa to the dollar.") == (3000, "USD", "total")
    assert _budget(kb, "BOB 20,880 a month; finance uses 6.96 bolivianos per dollar.") == (3000, "USD", "month")
    assert _budget(kb, "Budget Bs 20,880 a month; we use 6.96 bolivianos per dollar.") == (3000, "USD", "month")
    assert _budget(kb, "BWP 4,050 total; 13.5 pula to the dollar.") == (300, "USD", "total")
    assert _budget(kb, "P4,050 total, 13.5 pula to the dollar.") == (300, "USD", "total")
    assert _budget(kb, "OMR 38,500 all in — we use 0.385 rial per dollar.") == (100000, "USD", "total")
    # neighbours: with no rate the amount is asked about, never read as dollars; a bare "rials" names no country
    for said in ("BOB 20,880 a month.", "46,200 rufiyaa total.", "BWP 4,050 total.",
                 "38,500 rials all in; we use 0.385 rial per dollar"):
        f = _read(kb, said)
        assert "budget" not in f.facts and any(u.kind == "budget" for u in f.unresolved), said
    # Bob is a name and a Tesla P40 a card
    assert _budget(kb, "Bob 2 GPUs is what we have, budget $500 total") == (500, "USD", "total")
    assert _budget(kb, "We have a Tesla P40 and a P100, budget $3,000 total") == (3000, "USD", "total")
