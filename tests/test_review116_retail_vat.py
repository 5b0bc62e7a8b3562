"""Review 116 c1b: a mainland retail price already holds its VAT — 13 % is not added on top of it."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)

# a Dongguan office box on a 专票: 4 × RTX 4090 D at the ¥12,999 China launch price (rtx-4090d-msrp-cn)
BOX = {"task": "inference", "model": "qwen3-32b", "context_tokens": 16384, "concurrency": 10, "procure": "buy",
       "invoice": "vat-special", "region": "cn", "buyer": "company", "only_cards": "rtx-4090d",
       "budget": {"amount": 80_000, "currency": "CNY", "unit": "total"}}


def test_a_mainland_retail_price_is_said_to_hold_its_vat():
    r = consult(BOX, KB)
    (said,) = [c for c in r.caveats if c.id == "buy-vat-invoice"]
    top = r.picks[0].purchase
    assert top.row.region == "cn" and top.row.currency == "CNY"
    price = top.total_display
    assert f"¥{price:,.0f}" in said.text.zh and "已含 13% 增值税" in said.text.zh
    assert f"¥{price * 1.13:,.0f}" not in said.text.zh  # no tax on top of a marked price
    # the input VAT a 专票 lets the company deduct: 13/113 of the price
    assert f"¥{price * 0.13 / 1.13:,.0f}" in said.text.zh and "includes the 13 % VAT" in said.text.en
    plain = consult({**BOX, "invoice": "vat"}, KB)
    (said,) = [c for c in plain.caveats if c.id == "buy-vat-invoice"]
    assert "进项税" not in said.text.zh  # an ordinary invoice deducts nothing


def test_a_price_that_does_not_say_keeps_the_tax_on_top():
    # (review 90 c07's server price stays "with 13 % on goods": a quote in dollars says nothing of Chinese VAT)
    r = consult({**BOX, "only_cards": None, "model": "qwen3-235b-a22b", "context_tokens": 32768,
                 "input_tokens": 32768, "concurrency": 8, "budget": {"amount": 1_500_000, "currency": "CNY",
                                                                      "unit": "total"}}, KB)
    (said,) = [c for c in r.caveats if c.id == "buy-vat-invoice"]
    assert "13% 计为" in said.text.zh
