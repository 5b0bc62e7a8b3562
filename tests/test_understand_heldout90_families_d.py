"""heldout90's pasted artefacts (rows #35–#40: a reseller's WhatsApp quote to an Erbil news agency, an ms-swift
command line, a Managua microfinance e-mail, a ComfyUI out-of-memory log, a Rocket.Chat export from Djibouti, a 金数据
form) and review 107's "still 3 days": readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _budget(kb, said, **kw):
    b = _facts(kb, said, **kw).get("budget")
    return None if b is None else (round(b.amount, 2), b.currency, b.unit)


def test_dinars_cordobas_and_djibouti_francs_at_the_persons_own_rate(kb):
    # each had read as that many dollars
    assert _budget(kb, "IQD 39,300,000 all in, our accountant uses 1,310 dinars to the dollar.") == (30000, "USD", "total")
    assert _budget(kb, "Budget IQD 13,100,000 total, 1 USD = 1,310 IQD.") == (10000, "USD", "total")
    assert _budget(kb, "预算 393 万伊拉克第纳尔，按 1310 第纳尔兑 1 美元算。") == (3000, "USD", "month")
    assert _budget(kb, "Budget: NIO 73,200 per month; we convert at 36.6 córdobas per US dollar.") == (
        2000, "USD", "month")
    assert _budget(kb, "About 36,600 cordobas a month, 36.6 cordobas to the dollar.") == (1000, "USD", "month")
    assert _budget(kb, "Budget DJF 355,000 a month, finance uses 177.5 francs per dollar.") == (2000, "USD", "month")
    assert _budget(kb, "Fdj 177,500 total; 177.5 DJF = 1 USD.") == (1000, "USD", "total")
    # neighbours: with no rate the amount is asked about, never read as dollars
    for said in ("IQD 39,300,000 max.", "NIO 73,200 per month.", "DJF 355,000 a month.", "50,000 córdobas total.",
                 "预算 393 万伊拉克第纳尔。", "预算 7 万科多巴。"):
        f = _read(kb, said)
        assert "budget" not in f.facts and any(u.kind == "budget" for u in f.unresolved), said
    # Swiss francs stay Swiss at their own rate; a Kuwaiti dinar amount keeps its own dinars
    assert _budget(kb, "CHF 8,800 total; treasury uses 0.88 francs per dollar.") == (10000, "USD", "total")
