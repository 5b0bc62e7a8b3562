"""Review 83 (blind, 10 consultations, signed 4): its majors in the rules, replayed (the reader's in
tests/test_understand_review83.py)."""

from rules.pipeline import consult


def test_an_eight_card_pcie_server_is_weighed_for_a_purchase_not_dropped_for_an_unpriced_single(kb):
    """c08 (major): buying to serve Qwen2.5-72B at 16k × 20 in mainland China, 8 × L20 (the usual compliant PCIe box)
    was dropped as "a split over PCIe — start with one large card", while every NVLink card was set aside for buying
    and the 910B left had only its chips' price: the L20 server is kept, to quote, with the bar its quote must beat."""
    r = consult({"task": "inference", "model": "qwen2.5-72b", "context_tokens": 16384, "concurrency": 20,
                 "region": "cn", "procure": "buy", "buyer": "company", "days": 1095, "invoice": "vat-special",
                 "public_service": True}, kb)
    assert not any(x.card == "l20" and any(w.rule == "prefer-single-card" for w in x.why) for x in r.rejected)
    l20 = next(p for p in r.picks if p.card == "l20")
    assert l20.gpus_in_all == 8
    assert any("owning comes out ahead only if the box" in line.en and "costs less than ¥553,816" in line.en
               for line in r.answer)
