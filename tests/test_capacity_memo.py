"""rules.estimate.capacity keeps each card's memory figures (every fit and split asks): the figures are the
same as worked out afresh, for every card, and a card changed or stood in for is never answered from the memo."""

from __future__ import annotations

import dataclasses
import sys
from types import SimpleNamespace

from rules.estimate.capacity import capacity_gb, usable_gb
from rules.estimate.units import GB, GiB

capacity = sys.modules["rules.estimate.capacity"]


def _afresh(card) -> tuple[float, float]:
    cap = card.vram_gb * GiB / GB
    cap = cap * capacity.GDDR_ECC_FRACTION if capacity.ecc_reserves_memory(card) else cap
    return cap, cap * capacity.DRIVER_RESERVE_FRACTION


def test_memory_figures_are_those_worked_out_afresh(kb) -> None:
    for card in kb.cards:
        for _ in range(2):  # the second answer comes from the memo
            assert (capacity_gb(card), usable_gb(card)) == _afresh(card), card.id


def test_a_changed_card_or_a_stand_in_gets_its_own_figures(kb) -> None:
    card = kb.cards[0]
    usable_gb(card)
    bigger = dataclasses.replace(card, vram_gb=card.vram_gb * 2)
    assert usable_gb(bigger) == _afresh(bigger)[1] != usable_gb(card)
    stand_in = SimpleNamespace(vram_gb=24, ecc=False, memory_type="GDDR6X", card_class="consumer")
    assert usable_gb(stand_in) == _afresh(stand_in)[1]
    stand_in.vram_gb = 48  # a stand-in may change between calls: never kept
    assert usable_gb(stand_in) == _afresh(stand_in)[1]


FACTS = [{"model": "qwen3-32b", "context_tokens": "32k", "concurrency": 8},
         {"model": "llama-3.3-70b", "concurrency": 20, "region": "intl"},
         {"model": "qwen3-8b", "precision": "int4", "context_tokens": 8192}]


def test_answers_are_the_same_with_the_speed_inputs_worked_out_afresh(kb, monkeypatch) -> None:
    """rules.estimate.fit keeps a requirement's KV cache and attention width per requirement (every card's fit
    asks): consulted between other facts, and with both worked out on every fit, the answers are the same."""
    from rules.pipeline import consult

    fit = sys.modules["rules.estimate.fit"]
    kept = [consult(raw, kb).to_json("en") for raw in [*FACTS, *FACTS]]
    assert kept[:3] == kept[3:]
    monkeypatch.setattr(fit, "_speed_inputs", lambda req: (
        req.parts.kv_gb(req.context_tokens or 0, 1) if req.kind == "llm" else 0.0,
        fit.load.attention_width(req.inputs)))
    monkeypatch.setattr(fit, "_mean_kv_gb", lambda req, n: req.parts.mean_kv_gb(req.context_tokens or 0, n))
    fit.derived.__globals__["_DERIVED"].clear()  # no fit kept from the answers above
    assert [consult(raw, kb).to_json("en") for raw in FACTS] == kept[:3]
