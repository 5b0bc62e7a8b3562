"""Review 95 (an independent engineer's ten consultations): the rules' side of what was wrong."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)

TENDER = {"task": "inference", "model": "qwen2.5-72b", "concurrency": 50, "region": "cn", "domestic_chips": True,
          "procure": "buy", "buyer": "company", "invoice": "vat-special", "public_service": True}


def test_a_domestic_tender_hears_the_chips_floor_under_its_budget():
    # c01: ¥3,000,000 "could not be checked" while 8 × 910B chips at ¥960,000 sat among the cards ranked after
    got = consult({**TENDER, "budget": "3000000/total CNY"}, KB)
    lines = [line.en for line in got.answer]
    assert any(line.startswith("Your ¥3,000,000 budget could not be checked") for line in lines)
    # the 910B, its chips' reported price within the budget, leads since review 99 c07: its server's 8 chips said
    assert lines[0].startswith("Enough / faster: 4 × Huawei Ascend 910B") and "8 × ¥120,000" in lines[0]


def test_a_budget_under_the_chips_floor_still_hears_it_is_short():
    got = consult({**TENDER, "budget": "500000/total CNY"}, KB)
    lines = [line.en for line in got.answer]
    # (since review 112 C1-a the priced 910B leads over the unpriced 910C and says its chips' floor itself)
    assert any("very likely short" in line or "are ¥960,000, above your ¥500,000 budget" in line for line in lines)
    assert not any(line.startswith("For reference, ascend-910b") for line in lines)
