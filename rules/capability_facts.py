"""What the capability and licence rules read about the job (rules/base/capability.py): the model's engine and BF16
stack, its native context and rope scaling, its licence — and the commercially licensed model of the same kind to
name beside a restricted one. Split from rules.engine_facts (review 74/75: that module was at the 500-line limit)."""

from __future__ import annotations

from typing import Any

from knowledge.loader import KnowledgeBase
from rules.facts import Facts


def rope_ceiling(model: Any) -> int:
    """The longest context a YaRN-scaled model's publisher documents (its max_context: Qwen2.5 ×4 of 32,768 =
    131,072), or 0 when the model has no such scaling: nothing stretches it further (review 98 c08: ×32 to 1M)."""
    native = int(getattr(model, "native_context", 0) or 0)
    if model is None or not native or getattr(model, "rope_scaling", None) != "yarn":
        return 0
    return max(native, int(getattr(model, "max_context", 0) or 0))


def capability_job(facts: Facts, kb: KnowledgeBase) -> dict[str, Any]:
    """Issue 21: what the capability rules (rules/base/capability.py) read about the job."""
    record = facts.model_record(kb)
    # QLoRA computes in BF16 over its 4-bit base (review 47 C6: 2 × V100S headlined a QLoRA with a --bf16 launch)
    bf16_stack = facts.precision in ("bf16", "nf4") and (facts.is_training or facts.family is not None or (
        record is not None and record.kind != "llm"))
    return {"engine": facts.engine or "", "bf16_stack": bf16_stack,
            "native_context": int(record.native_context or 0) if record else 0,
            "rope": (record.rope_scaling or "") if record else "",
            "rope_ceiling": rope_ceiling(record),
            "commercial": {True: "yes", False: "no", None: "unknown"}[
                record.commercial_use if record else None],
            "territory_limited": bool(record and record.licence_excludes),
            "family_licence": "mixed" if all(family_licences(facts, kb, record).values()) else "none"}


def family_licences(facts: Facts, kb: KnowledgeBase, record: Any) -> dict[str, str]:
    """A media job sized by its family with no model named ("FLUX.1": dev or schnell): the members whose licence bars
    commercial use and those that allow it, each with its licence and source — which one is run decides (review 115
    C8: "it's commercial use" beside "FLUX.1", no word that FLUX.1 [dev] is non-commercial)."""
    members = [m for m in kb.models if record is None and facts.family and m.family == facts.family
               and m.kind != "llm" and m.licence]

    def listed(allowed: bool) -> str:
        return "; ".join(f"{m.name} ({m.licence}, {m.licence_source})" for m in members
                         if bool(m.commercial_use) is allowed)
    return {"family_noncommercial": listed(False), "family_commercial": listed(True)}


def licensed_alternative(kb: KnowledgeBase, record: Any, same_family: bool = True) -> str:
    """The name of the largest model of the same kind (and family) whose licence allows commercial use everywhere
    (FLUX.1 [schnell] beside FLUX.1 [dev]; Wan2.1-T2V-14B beside HunyuanVideo), or "" — asked only for a model
    whose own licence forbids commercial use or excludes territories (every consultation sets the job's texts)."""
    if record is None or (record.commercial_use is not False and not record.licence_excludes):
        return ""
    return next((m.name for m in sorted(kb.models, key=lambda m: -m.params_b) if m.kind == record.kind
                 and m.commercial_use and not m.licence_excludes and m.id != record.id
                 and (m.family == record.family or not same_family)), "")
