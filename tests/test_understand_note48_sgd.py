"""An amount in Singapore dollars is money, not the SGD optimizer (rd2's probe: "Budget is 3,000 SGD a month, 1 SGD =
0.74 USD." read optimizer sgd — a confident wrong fact — and lost the budget)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))


def test_an_amount_in_sgd_is_money(kb):
    f = _facts(kb, "Budget is 3,000 SGD a month, 1 SGD = 0.74 USD.")
    assert "optimizer" not in f
    assert f["budget"].amount == 2220 and f["budget"].unit == "month"
    assert "optimizer" not in _facts(kb, "We can spend 5k SGD on this, at 0.74 USD per SGD.")


def test_the_sgd_optimizer_is_still_read(kb):
    assert _facts(kb, "optimizer: sgd").get("optimizer") == "sgd"
    assert _facts(kb, "QLoRA with sgd, budget 500 USD").get("optimizer") == "sgd"
