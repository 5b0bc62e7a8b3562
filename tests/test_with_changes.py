"""rules.facts.with_changes leaves the unset facts out of what it re-resolves and builds the led facts without
``dataclasses.replace``: the facts it returns are those of re-resolving every fact given, unset ones too."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from bench.varied import varied_facts
from rules.facts import FACT_NAMES, Facts, resolve, with_changes

CHANGES = [{"concurrency": 1}, {"concurrency": 3}, {"precision": "int4"}, {"context_tokens": 4096},
           {"kv_precision": "fp8"}, {"budget": None}, {"max_gpus": 16}, {"cuda_required": False},
           {"hours_per_day": 2}, {"invoice": "vat"}, {"task": "qlora"}, {"engine": "sglang"},
           {"concurrency": 8, "context_tokens": 8192}]
RAW = [{"task": "inference", "model": "qwen3-32b", "budget": "3000/month", "currency": "CNY"},
       {"task": "inference", "model": "qwen3-32b", "server_gpus": 8, "procure": "buy", "budget": "300000 CNY/total"},
       {"task": "lora", "model": "qwen3-14b", "samples": 5000, "tokens_per_sample": 1000, "epochs": 3},
       {"task": "inference", "model": "qwen3-32b", "kv_precision": "fp8", "min_tps": 20, "concurrency": 16}]


def _reference(facts: Facts, kb: Any, **changes: Any) -> Facts:
    """with_changes as first written: every fact given handed to resolve, unset ones as None."""
    base, assumed = {k: getattr(facts, k) for k in FACT_NAMES}, dict(facts.assumed)
    raw = {k: v for k, v in base.items() if (k not in assumed or k == "buyer" and v == "company")
           and not (k == "vram_gb" and facts.models)}
    if not {"task", "model", "params_b", "models"} & set(changes):
        kept = ("precision", "engine") if "precision" not in changes else ()
        raw.update({k: base[k] for k in kept if k not in raw and base.get(k) is not None})
    if "max_gpus" in changes and "server_gpus" not in changes and raw.pop("server_gpus", None) is not None:
        raw.setdefault("procure", facts.procure)
    raw.update(changes)
    if changes.get("budget", 0) is None and facts.budget is not None:
        raw["currency"] = raw.get("currency") or facts.budget.currency
    defaults: dict[str, Any] = {"region": facts.region} if facts.region is not None else {}
    if "hours_per_day" in dict(facts.assumed) and "hours_per_day" not in changes:
        defaults["hours_per_day"] = facts.hours_per_day
    new = resolve(raw, kb, defaults=defaults or None)
    led = {k: v for k, v in facts.assumed
           if k in ("gradient_checkpointing", "kv_precision", "min_tps", "cuda_required") and k not in changes
           and getattr(new, k) != v}
    return dataclasses.replace(new, **led, assumed=tuple((k, led.get(k, v)) for k, v in new.assumed)) if led else new


def _outcome(ask: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return list(vars(ask(*args, **kwargs)).items())  # every field, in order
    except Exception as exc:  # noqa: BLE001 - a change the facts refuse is refused alike
        return type(exc).__name__, str(exc)


@pytest.mark.parametrize("changes", CHANGES)
def test_with_changes_is_re_resolving_every_fact_given(kb, changes):
    for raw in RAW + varied_facts(kb, 60, seed=11):
        facts = resolve(raw, kb)
        assert _outcome(with_changes, facts, kb, **changes) == _outcome(_reference, facts, kb, **changes), raw
