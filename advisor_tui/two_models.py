"""Two or more models named for one box ("one box serving both Llama 3.1 8B and Qwen2.5 7B"):
the reader leaves the model unset (a conflict), and this sums what each needs, sized with the same
facts, into the stated need a consultation takes (review 10 F6: the request was refused). Each
model runs as its own engine process, so each keeps its own runtime memory, and each is sized for
every sequence at once — the worst case, when all the users pick the same model."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n

MAX_MODELS = 4
TOGETHER = re.compile(r"at (?:the same time|once)|simultaneous|together|side by side|serving both|同时|一起跑",
                      re.I)


def combined_need(raw: Mapping[str, Any], understanding: Any, kb: KnowledgeBase,
                  names: Mapping[str, str], defaults: Mapping[str, Any]
                  ) -> tuple[dict[str, Any], I18n] | None:
    """(the facts with --vram = the sum and no model, the note saying how) when ``understanding``
    named several catalogue language models and nothing else was unclear; None otherwise."""
    from rules.estimate.requirement import requirement
    from rules.facts import resolve

    if understanding is None or "vram_gb" in raw or raw.get("model"):
        return None
    conflicts = list(understanding.conflicts)
    if len(conflicts) != 1 or conflicts[0].fact != "model" or any(
            u.kind in ("model", "input") for u in understanding.unresolved):
        return None
    models = list(dict.fromkeys(str(v) for v in conflicts[0].values))
    records = [kb.models_by_id.get(m) for m in models]
    if not 2 <= len(models) <= MAX_MODELS or any(r is None for r in records):
        return None
    # language models alone are served side by side; a mix of kinds (a chat model and Whisper)
    # only when the text says they run together ("at once", "同时", "one box")
    if any(r.kind != "llm" for r in records) and not TOGETHER.search(understanding.text or ""):
        return None
    parts = []
    try:
        for mid, record in zip(models, records):
            own = {k: v for k, v in raw.items() if k != "task"} if record.kind != "llm" else \
                {**raw, "task": "inference"}  # each model's own task: the kind names it
            facts = resolve({**own, "model": mid}, kb, names=names, defaults=defaults)
            if facts.is_training:
                return None
            parts.append((record.name, requirement(facts, kb), facts))
    except InputError:
        return None
    total = round(sum(req.vram_gb for _n, req, _f in parts), 1)
    first = next((f for _n, _r, f in parts if f.is_llm), parts[0][2])
    each_en = " + ".join(f"{name} {req.vram_gb:,.1f} GB" for name, req, _f in parts)
    shape_en = f"{first.context_tokens or 0:,} tokens × {first.concurrency} at once each"
    shape_zh = f"每个 {first.context_tokens or 0:,} token × {first.concurrency} 路"
    note = I18n(
        en=f"Several models on one box: {each_en} = {total:,.1f} GB ({shape_en}: the worst case, "
           f"every user on one model), sized as a stated need of {total:,.1f} GB. Run one engine "
           f"process per model, each with its share of the memory (vLLM: --gpu-memory-utilization "
           f"of its GB ÷ the card's).",
        zh=f"一台机器跑多个模型：{' + '.join(f'{n} {r.vram_gb:,.1f} GB' for n, r, _f in parts)} = "
           f"{total:,.1f} GB（{shape_zh}：最坏情况，所有用户都用同一个模型），按 {total:,.1f} GB 的需求"
           f"估算。每个模型各起一个推理进程，各占自己那份显存（vLLM：--gpu-memory-utilization 设为它的 "
           f"GB ÷ 整卡显存）。")
    combined = {k: v for k, v in raw.items() if k not in ("model", "params_b", "task")}
    combined["vram_gb"] = total
    combined["task"] = "inference" if any(f.is_llm for _n, _r, f in parts) else first.task
    return combined, note
