"""Review 100 (an independent engineer's ten consultations, 2026-12-06): the rules' side of what was wrong."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_a_purchase_with_no_span_said_is_not_barred_by_one_month_of_rent():
    """c07: "buy only if the whole server costs less than ¥14,968 — this rent for your 30 days": the 30 days were the
    default, and a server is kept for years; the quote is set against the months it will run."""
    r = consult({"task": "inference", "model": "qwen2.5-72b", "context_tokens": 16384, "concurrency": 20,
                 "procure": "buy", "buyer": "company", "region": "cn", "invoice": "vat-special",
                 "budget": {"amount": 1000000, "currency": "CNY", "unit": "total"}}, KB)
    line = next(a for a in r.answer if "Buy or rent:" in a.en)
    assert "for your 30 days" not in line.en and "pays for itself in quote ÷" in line.en
    assert "回本月数" in line.zh
    said = consult({"task": "inference", "model": "qwen2.5-72b", "context_tokens": 16384, "concurrency": 20,
                    "procure": "buy", "buyer": "company", "region": "cn", "days": 30,
                    "budget": {"amount": 1000000, "currency": "CNY", "unit": "total"}}, KB)
    assert not any("pays for itself in quote ÷" in a.en for a in said.answer)  # a month said is the span
