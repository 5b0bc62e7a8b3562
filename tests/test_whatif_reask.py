"""The what-if's re-ask shortcut (rules.base.whatif._dear_split): when a variant's answer over the
cheap cards is a PCIe split, the answer over every card is settled without asking every card
only where that answer provably saves too little. Each consultation here must answer exactly as
it does when every card is asked again."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace
from typing import Any

import pytest

from knowledge.schema import Multiplier
from rules.base import whatif
from rules.pipeline import consult
from rules.pricing import multipliers_monotone

# each reaches _dear_split; together they settle it both ways (the cheap split's own pick over
# the limit, and a single card of the original answer that does the changed job), and 85, 244
# also say a what-if
RAW: list[dict[str, Any]] = [
    {"task": "inference", "model": "qwq-32b", "context_tokens": 2048,
     "budget": {"amount": 113.06, "currency": "CNY", "unit": "hour"}, "region": "cn",
     "cuda_required": True, "hours_per_day": 2},
    {"task": "inference", "model": "qwen2.5-32b", "context_tokens": "16k", "cuda_required": True,
     "priority": "speed", "max_gpus": 4},
    {"task": "inference", "model": "deepseek-r1-distill-qwen-32b", "precision": "int4",
     "context_tokens": 4096, "cuda_required": True, "priority": "speed", "interruptible": True},
    {"task": "inference", "model": "yi-34b", "precision": "int4", "context_tokens": 4096,
     "concurrency": 16, "kv_precision": "fp16",
     "budget": {"amount": 18.68, "currency": "USD", "unit": "hour"}},
    {"task": "inference", "params_b": 34, "context_tokens": "16k", "kv_precision": "int8",
     "region": "cn", "priority": "speed"},
    {"task": "inference", "model": "phi-4", "context_tokens": 1024, "concurrency": 64,
     "cuda_required": True},
]


def test_settled_answers_are_the_full_re_asks(kb, monkeypatch: pytest.MonkeyPatch) -> None:
    settled: list[bool] = []
    real = whatif._dear_split

    def spy(*args: Any) -> bool:
        settled.append(real(*args))
        return settled[-1]

    monkeypatch.setattr(whatif, "_dear_split", spy)
    fast = [consult(raw, kb) for raw in RAW]
    assert settled and all(settled)  # every variant with a split here was settled
    monkeypatch.setattr(whatif, "_dear_split", lambda *args: False)  # ask every card again
    for raw, answer in zip(RAW, fast, strict=True):
        full = consult(raw, kb)
        assert answer.to_json("en") == full.to_json("en"), raw
        assert answer.to_json("zh") == full.to_json("zh"), raw
    assert any(a.what_if for a in fast)


def test_multipliers_that_fall_with_more_gpus_turn_the_shortcut_off(kb) -> None:
    assert multipliers_monotone(kb)
    seller = kb.providers[0]
    rising = dataclasses.replace(seller, multipliers=(Multiplier(2, 1.98), Multiplier(8, 7.5)))
    assert multipliers_monotone(SimpleNamespace(providers=(rising,)))
    falling = dataclasses.replace(seller, multipliers=(Multiplier(8, 6.0), Multiplier(16, 5.0)))
    assert not multipliers_monotone(SimpleNamespace(providers=(falling,)))
    # 4 cards stated at less than 3 (3 costs 3 × one card's price when no multiplier says otherwise)
    dip = dataclasses.replace(seller, multipliers=(Multiplier(4, 2.5),))
    assert not multipliers_monotone(SimpleNamespace(providers=(dip,)))


def test_a_budget_no_single_change_meets_hears_the_closest_combination_still_over_it():
    """Review 11: Llama-3.1-405B for $50 a month heard only 'with a budget of $10,656/month'; the
    same tool's int4 at 2 h a day is $334 — the closest, said as still over the budget."""
    r = consult({"model": "llama-3.1-405b", "region": "intl", "budget": "50/month USD"})
    assert not r.picks
    texts = [w.text.en for w in r.what_if]
    closest = [t for t in texts if t.startswith("Closest to your budget")]
    assert len(closest) == 1 and "still over your $50.00/month" in closest[0]
    needed = next(w for w in r.what_if if "budget" in w.change)
    close = next(w for w in r.what_if if w.text.en.startswith("Closest"))
    assert close.monthly_cost < needed.monthly_cost
    # a budget one change meets gets that change, not the closest line
    fits = consult({"model": "llama-3.1-70b", "region": "intl", "budget": "700/month USD"})
    assert not any(w.text.en.startswith("Closest") for w in fits.what_if)


def test_accepting_rocm_offers_no_cuda_card_at_another_usage():
    """speed12's dump: an interruptible int4 R1-Distill-32B needing CUDA read "With accept ROCm /
    CANN: 1 × RTX 3090 is enough at $40.69/month (saves $61.88/month)" — the variant priced at
    8 h a day (UCloud by the hour) beside the answer's 24 h on the same card."""
    raw = {"task": "inference", "model": "deepseek-r1-distill-qwen-32b", "precision": "int4",
           "context_tokens": 4096, "cuda_required": True, "priority": "speed", "interruptible": True}
    r = consult(raw)
    assert not [w for w in r.what_if if w.change.get("cuda_required") is False]
