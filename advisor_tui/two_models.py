"""Two or more models named for one box ("one box serving both Llama 3.1 8B and Qwen2.5 7B",
"Qwen3-8B and Whisper at the same time"): the reader reports a model conflict, and this turns it
into the fact `models` (rules.several_models sums what each needs into one stated need) — for the
CLI's --say and the interview's replies alike (review 10 F6, review 11 M3)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from typing import Any

from knowledge.loader import KnowledgeBase
from rules.fact_vocab import TRAINING_TASKS
from rules.several_models import MAX_MODELS

# a word between two model names that offers a choice, not a second model: "A 或者 B", "A or B", "A 还是 B"
_OR = re.compile(r"或者|或是|(?<!还)或|还是|要么|二选一|(?<![a-z])(?:or|vs\.?|versus|either)(?![a-z])|/|\|", re.I)


def _a_choice(understanding: Any) -> bool:
    names = sorted((s for s in understanding.spans if s.fact == "model"), key=lambda s: s.start)
    text = understanding.text or ""
    return any(_OR.search(text[a.end:b.start]) for a, b in zip(names, names[1:]) if b.start - a.end <= 24)


def one_box(understanding: Any, kb: KnowledgeBase, raw: Mapping[str, Any] | None = None) -> Any | None:
    """``understanding`` with its model conflict read as several models on one box (the fact
    `models`, the task inference when one is a language model), or None when it is not one:
    a conflict over anything else, something else unclear, a model already given in ``raw``,
    training (one model at a time), or a chat model and another kind not said to run together."""
    raw = raw or {}
    if understanding is None or any(raw.get(k) is not None for k in ("vram_gb", "model", "models")):
        return None
    # here: a plain --model run never loads the reader
    from advisor_tui.understand.result import Span
    from advisor_tui.understand.together import TOGETHER

    conflicts = list(understanding.conflicts)
    if len(conflicts) != 1 or conflicts[0].fact != "model" or any(
            u.kind in ("model", "input") for u in understanding.unresolved):
        return None
    task = understanding.facts.get("task", raw.get("task"))
    if task in TRAINING_TASKS:
        return None
    models = list(dict.fromkeys(str(v) for v in conflicts[0].values))
    records = [kb.models_by_id.get(m) for m in models]
    if not 2 <= len(models) <= MAX_MODELS or any(r is None for r in records):
        return None
    if _a_choice(understanding):
        return None  # "qwen3 32b 或者 deepseek r1 蒸馏 32b": one of them, asked which (review 22 K1)
    # language models alone are served side by side; a mix of kinds (a chat model and Whisper)
    # only when the text says they run together ("at once", "同时", "one box")
    if any(r.kind != "llm" for r in records) and not TOGETHER.search(understanding.text or ""):
        return None
    facts = {k: v for k, v in understanding.facts.items() if k not in ("model", "params_b")}
    facts["models"] = ",".join(models)
    model_words = {understanding.text[s.start:s.end] for s in understanding.spans if s.fact == "model"}
    # a task read from a model's name ("Whisper" → transcription) is the sum's, not that model's
    spans = tuple(s for s in understanding.spans if s.fact not in ("model", "models") and not (
        s.fact == "task" and understanding.text[s.start:s.end] in model_words))
    if any(r.kind == "llm" for r in records):
        facts["task"] = "inference"
    else:
        facts.pop("task", None)  # each model's own kind names its task
    first = min((s for s in understanding.spans if s.fact == "model"), key=lambda s: s.start, default=None)
    last = max((s for s in understanding.spans if s.fact == "model"), key=lambda s: s.end, default=None)
    if first is not None and last is not None:  # the words from the first model's name to the last's
        spans += (Span(first.start, last.end, "models", facts["models"]),)
    labels = tuple(kv for kv in understanding.labels if kv[0] != "model") + (
        ("models", " + ".join(r.name for r in records)),)
    return dataclasses.replace(understanding, facts=facts, conflicts=(), spans=spans, labels=labels)


def combined_raw(raw: Mapping[str, Any], understanding: Any, kb: KnowledgeBase
                 ) -> tuple[dict[str, Any], Any] | None:
    """The CLI's facts and understanding when ``understanding`` names several models for one box."""
    boxed = one_box(understanding, kb, {k: v for k, v in raw.items() if k != "task"})
    if boxed is None:
        return None
    out = {k: v for k, v in raw.items() if k not in ("model", "params_b", "task")}
    out.update({k: boxed.facts[k] for k in ("models", "task") if k in boxed.facts})
    return out, boxed
