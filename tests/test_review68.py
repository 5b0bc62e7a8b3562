"""Review 68's findings outside the reader's table (its reader rows are in tests/data/utterances_review.yaml)."""

from __future__ import annotations

from dataclasses import replace

import knowledge
from rules.facts import resolve
from rules.pipeline import consult
from rules.pricing import price_card

KB = knowledge.load(user_file=False)
ALIYUN = replace(KB, offers=tuple(o for o in KB.offers if o.provider == "aliyun"))


def test_an_instance_of_unstated_size_prices_one_card_never_a_split():
    # C1 (critical): 8 × A10 was priced as eight gn7i instances at ¥4.45/h — the seed never says how many A10s a
    # gn7i instance has, and eight separate instances hold no tensor-parallel copy between them
    gn7i = next(o for o in KB.offers if o.id == "aliyun/a10/hour-gn7i")
    assert gn7i.count_unstated and gn7i.gpus == 1
    facts = resolve({"model": "qwen2.5-32b", "region": "cn"}, KB)
    assert price_card(KB, facts, "a10", 1).choice.offer_id == gn7i.id
    for gpus in (2, 4, 8):
        priced = price_card(KB, facts, "a10", gpus)
        assert priced.choice.offer_id != gn7i.id
        assert any(gn7i.id in why and f"holds {gpus} cards" in why for why in priced.excluded)
    # one card on one instance is still priced there, and said to be an instance of unstated size
    one = consult({"model": "qwen2.5-7b", "region": "cn", "context_tokens": "4k", "concurrency": 2,
                   "hours_per_day": 10}, replace(ALIYUN, offers=tuple(o for o in ALIYUN.offers if o.card == "a10")))
    pick = one.picks[0]
    assert (pick.card, pick.gpus, pick.offer.offer_id) == ("a10", 1, gn7i.id)
    text = one.to_json("en")
    assert "does not say how many a10 cards the instance has" in text
    assert "per-card share" not in text


def test_the_invoice_line_says_the_instance_size_is_unstated():
    r = consult({"model": "qwen2.5-7b", "region": "cn", "invoice": "vat-special", "context_tokens": "4k",
                 "concurrency": 5, "hours_per_day": 10}, KB)
    line = next(a.en for a in r.answer if a.en.startswith("At a seller recorded as issuing"))
    assert "A10" in line and "does not say how many cards that instance has" in line
