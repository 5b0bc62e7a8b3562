"""Review 96 (an independent engineer's ten consultations): the rules' side of what was wrong."""

from __future__ import annotations

import knowledge
from rules.facts import resolve
from rules.on_demand import on_demand_alternative
from rules.pipeline import consult
from rules.pricing import marketplace

KB = knowledge.load(user_file=False)
RERANK = {"model": "bge-reranker-v2-m3", "task": "embedding", "rps": 300, "rerank_candidates": 100,
          "passage_tokens": 200, "input_tokens": 20, "region": "intl"}


def test_an_encoder_service_at_its_peak_is_not_put_on_a_marketplace():
    # c02: a shop's reranker at 300 queries a second led on Vast.ai, with a batch job's "save checkpoints" caveat
    got = consult(RERANK, KB, what_if=False)
    assert got.picks and all(p.offer is None or not marketplace(KB, p.offer) for p in got.picks)
    allowed = consult({**RERANK, "interruptible": True}, KB, what_if=False)
    assert any(p.offer is not None and marketplace(KB, p.offer) for p in allowed.picks)


def test_the_on_demand_way_out_prices_every_copy():
    # c02: "on demand instead: 1 × b200 at RunPod, $4,241 a month" beside a plan of 15 copies
    facts = resolve({**RERANK, "interruptible": True}, KB)
    got = consult(facts, KB, what_if=False)
    pick = next(p for p in got.picks if p.offer is not None and marketplace(KB, p.offer) and p.replicas > 1)
    said = on_demand_alternative(KB, resolve(RERANK, KB), got.requirement, pick)
    assert said is not None and f"{pick.gpus * pick.replicas} × {pick.card}" in said.en
