"""Records built in code for the estimate tests: one way to make a model, a card and a small
knowledge base, so each test states only the figures it is about (the rest are schema-valid
defaults that no estimate under test reads)."""

from __future__ import annotations

from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, Model, build


def model(**kw: Any) -> Model:
    """An LLM from its official config values (``id``, ``params_b``, ``layers``, … as keywords);
    bf16, GQA and a 128k window unless given."""
    base: dict[str, Any] = {"kind": "llm", "native_dtype": "bf16", "source": ["seed-000"],
                            "attention": "gqa", "max_context": 131072}
    base.update(kw)
    base.setdefault("name", base["id"])
    return build(Model, base)


def card(cid: str, **kw: Any) -> Card:
    """A CUDA PCIe card on sale everywhere; any schema field as a keyword (``cls`` for
    ``class``, ``pool`` for ``max_pool_gpus``)."""
    base: dict[str, Any] = {
        "id": cid, "name": cid, "vendor": "nvidia", "architecture": "x", "class": "consumer",
        "vram_gb": 24, "memory_type": "GDDR6X", "bandwidth_gbs": 1000, "fp16_tflops": 100,
        "tdp_w": 300, "interconnect": "pcie", "ecc": False, "ecosystem": "cuda",
        "china_status": "available", "china_status_source": "seed-000", "source": ["seed-000"]}
    if "cls" in kw:
        kw["class"] = kw.pop("cls")
    if "pool" in kw:
        kw["max_pool_gpus"] = kw.pop("pool")
    base.update(kw)
    return build(Card, base)


def kb_of(*, models: Any = (), cards: Any = (), workloads: Any = (), rates: Any = ()) -> KnowledgeBase:
    """A knowledge base of just these records (a later model with the same id replaces an
    earlier one, as a later file does in the loader)."""
    return KnowledgeBase(sources=(), currencies=(), rates=tuple(rates), cards=tuple(cards),
                         providers=(), offers=(), models=tuple({m.id: m for m in models}.values()),
                         workloads=tuple(workloads), faq=())
