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


# a second service named beside the first: both run, so both need memory (review 28 C1: "需要跑 DeepSeek-R1-Distill-
# Qwen-32B 推理，另外一个 SDXL 出图服务" was answered with the image service alone)
_ALSO_A_SERVICE = re.compile(r"(?:另外|另|还有|还要|再加|外加)\s?(?:一个|个|一套)?[^,，。;；]{0,16}?服务"
                             r"|(?<![a-z])(?:another|a second|plus an?|and an?|also an?)\s(?:[a-z0-9.-]+\s){0,3}"
                             r"(?:service|endpoint|api)(?![a-z])", re.I)


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
    from advisor_tui.understand.encoders import encoder_said
    from advisor_tui.understand.result import Span
    from advisor_tui.understand.together import said_together

    conflicts = list(understanding.conflicts)
    # (an encoder beside them is said as not covered: review 40 C5, "whisper + Qwen2.5-7B + bge-small")
    if len(conflicts) != 1 or conflicts[0].fact != "model" or any(
            u.kind in ("model", "input") and not encoder_said(u) for u in understanding.unresolved):
        return None
    task = understanding.facts.get("task", raw.get("task"))
    if task in TRAINING_TASKS:
        return None
    models = list(dict.fromkeys(str(v) for v in conflicts[0].values))
    # an encoder the catalogue holds, named beside them, runs on the box too (review 92 c05: "Whisper large-v3 …
    # Qwen3-14B …, bge-m3 做检索，全部放在一台机器上" said bge-m3 was not covered, though --models sizes it)
    boxed, kept = _catalogue_encoders(understanding, kb)
    models = list(dict.fromkeys(models + boxed))
    records = [kb.models_by_id.get(m) for m in models]
    if not 2 <= len(models) <= MAX_MODELS or any(r is None for r in records):
        return None
    if _a_choice(understanding):
        return None  # "qwen3 32b 或者 deepseek r1 蒸馏 32b": one of them, asked which (review 22 K1)
    # language models alone are served side by side; a mix of kinds (a chat model and Whisper)
    # only when the text says they run together ("at once", "同时", "one box")
    if any(r.kind != "llm" for r in records) and not (said_together(understanding.text or "")
                                                     or _ALSO_A_SERVICE.search(understanding.text or "")):
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
        end = max([last.end] + [u.end for u in understanding.unresolved if u not in kept])  # (an encoder's too)
        spans += (Span(first.start, end, "models", facts["models"]),)
    labels = tuple(kv for kv in understanding.labels if kv[0] != "model") + (
        ("models", " + ".join(r.name for r in records)),)
    return dataclasses.replace(understanding, facts=facts, conflicts=(), spans=spans, labels=labels, unresolved=kept)


def _catalogue_encoders(understanding: Any, kb: KnowledgeBase) -> tuple[list[str], tuple[Any, ...]]:
    """The encoders said as not covered that the catalogue holds by their exact names (bge-m3,
    bge-reranker-v2-m3), and the unresolved entries left: ([], all of them) where any encoder said is
    unnamed or one the catalogue lacks ("bge-small" stays not covered, review 40 C5)."""
    from advisor_tui.understand.encoders import _GENERIC, _NAMED, encoder_said

    said = [u for u in understanding.unresolved if encoder_said(u)]
    if not said:
        return [], tuple(understanding.unresolved)
    text = understanding.text or ""
    encoders = {m.id: m for m in kb.models if m.kind == "encoder"}
    names = {key: m.id for m in encoders.values()
             for key in {m.id, *(re.sub(r"[\s_]+", "-", a.lower()) for a in m.aliases)}}
    found: list[str] = []
    for u in said:
        part = text[u.start:u.end].lower()
        if _GENERIC.search(part):
            return [], tuple(understanding.unresolved)
        for m in _NAMED.finditer(part):
            got = names.get(re.sub(r"[\s_]+", "-", m.group().strip()))
            if got is None:
                return [], tuple(understanding.unresolved)
            found.append(got)
    if not found:
        return [], tuple(understanding.unresolved)
    return list(dict.fromkeys(found)), tuple(u for u in understanding.unresolved if u not in said)


def _model_conflict(understanding: Any, raw: Mapping[str, Any] | None) -> Any | None:
    """The one model conflict of ``understanding``, unless the facts already name the model or the need."""
    if understanding is None or any((raw or {}).get(k) is not None for k in ("vram_gb", "model", "models")):
        return None
    found = [c for c in understanding.conflicts if c.fact == "model"]
    return found[0] if len(found) == 1 else None


# the model said to be the main use among others tried now and then: "主要 Flux.1 dev，偶尔 SDXL"
_MAIN_BEFORE = re.compile(r"(?:主要|主力|大部分|多数时候|mainly|mostly|primarily|main(?:ly)?(?: model)?:?)"
                          r"\s?(?:用|跑|是)?\s?$", re.I)


def the_main(understanding: Any, kb: KnowledgeBase, raw: Mapping[str, Any] | None = None) -> Any | None:
    """``understanding`` with several models of which one is said to be the main use sized for that one,
    said so (review 23 C14: "主要 Flux.1 dev，偶尔 SDXL，也想试试 Wan2.1" exited 2); None otherwise."""
    conflicts = _model_conflict(understanding, raw)
    if conflicts is None:
        return None
    text = understanding.text or ""
    mains = [s for s in understanding.spans
             if s.fact == "model" and _MAIN_BEFORE.search(text[max(0, s.start - 8):s.start])]
    record = kb.models_by_id.get(str(mains[0].value)) if len(mains) == 1 else None
    if record is None:
        return None
    from advisor_tui.understand.result import Note, Span  # here: a plain --model run never loads the reader

    others = [str(v) for v in conflicts.values if str(v) != record.id]
    names = ", ".join(kb.models_by_id[o].name if o in kb.models_by_id else o for o in others)
    note = Note(en=f"{record.name} is the main use: sized for it — {names} named too (ask again with one of them "
                   "for its own answer)",
                zh=f"主要用 {record.name}：按它估算——也提到了 {names}（想看它们各自的答案请单独再问）")
    task = {"image": "image", "video": "video", "speech": "transcribe"}.get(record.kind, "inference")
    facts = {**understanding.facts, "model": record.id, "task": task}
    keep = tuple(c for c in understanding.conflicts if c.fact not in ("model", "task"))
    main = mains[0]
    spans = tuple(s for s in understanding.spans if s.fact not in ("model", "task")) + (
        Span(main.start, main.end, "model", record.id), Span(main.start, main.end, "task", task))
    return dataclasses.replace(understanding, facts=facts, conflicts=keep, spans=spans,
                               notes=(*understanding.notes, note))


# a later model asked about as another option, in a question of its own (review 88 C03: "… Which GPUs and how many?
# Also would gpt-oss-120b fit on the same budget?" summed both models onto one box): "would X fit", "could we use X
# instead", "what about X", "X 能不能跑", "换成 X 行吗"
_ASKED_BEFORE = re.compile(r"(?:(?<![a-z])(?:would|could|can|does|will|what about|how about|instead)(?![a-z])"
                           r"|能不能|可不可以|会不会|换成|改用|如果用|要是用)[^.?!。？！\n]{0,24}$", re.I)
_SENTENCE_END = re.compile(r"[.?!。？！\n]")


def the_asked_about(understanding: Any, kb: KnowledgeBase, raw: Mapping[str, Any] | None = None) -> Any | None:
    """``understanding`` sized for the first model named where the others are asked about only as another option,
    each in a question of its own — said, with how to ask for them; None otherwise."""
    conflicts = _model_conflict(understanding, raw)
    if conflicts is None:
        return None
    text = understanding.text or ""
    names = sorted((s for s in understanding.spans if s.fact == "model"), key=lambda s: s.start)
    first = names[0] if names else None
    record = kb.models_by_id.get(str(first.value)) if first is not None else None
    later = [s for s in names[1:] if str(s.value) != str(first.value)]
    if record is None or not later:
        return None
    for s in later:
        start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, s.start)), default=0)
        end = _SENTENCE_END.search(text, s.end)
        if not (_ASKED_BEFORE.search(text[start:s.start]) and end is not None and end.group() in "?？"):
            return None
        if first.start >= start:  # "Could we do Qwen3-14B + Whisper large-v3 + bge-m3 on a single RTX 5090
            return None  # instead?": the models asked about together, one box's (review 113 C8-3)
    from advisor_tui.understand.result import Note, Span  # here: a plain --model run never loads the reader

    others = list(dict.fromkeys(str(s.value) for s in later))
    named = ", ".join(kb.models_by_id[o].name if o in kb.models_by_id else o for o in others)
    note = Note(en=f"{named} asked about as another option: sized for {record.name}, the model the job names — ask "
                   f"again with --model {others[0]} for its own answer",
                zh=f"{named} 是作为另一个选项问到的：按任务里说的 {record.name} 估算——想看它的答案请用 --model "
                   f"{others[0]} 再问一次")
    task = {"image": "image", "video": "video", "speech": "transcribe"}.get(record.kind, "inference")
    facts = {**understanding.facts, "model": record.id, "task": understanding.facts.get("task", task)}
    keep = tuple(c for c in understanding.conflicts if c.fact != "model")
    spans = tuple(s for s in understanding.spans if s.fact != "model") + (
        Span(first.start, first.end, "model", record.id),)
    labels = (*(x for x in understanding.labels if x[0] != "model"), ("model", record.name))
    return dataclasses.replace(understanding, facts=facts, conflicts=keep, spans=spans, labels=labels,
                               notes=(*understanding.notes, note))


def the_larger(understanding: Any, kb: KnowledgeBase, raw: Mapping[str, Any] | None = None) -> Any | None:
    """``understanding`` with a choice of models ("Qwen3-32B 还是 Qwen3-30B-A3B") sized for the larger, said
    so — the other needs less memory, so the picks hold it too (review 23 F7: the choice exited with no
    answer); None when it is no choice of models of one kind."""
    records = _named_models(understanding, kb, raw, choice=True)
    if records is None or len({m.kind for m in records}) != 1:
        return None
    from advisor_tui.understand.result import Note  # here: a plain --model run never loads the reader

    big, others = _larger(records)
    note = Note(en=f"a choice of models ({' or '.join(m.name for m in records)}): sized for {big.name}, the larger — "
                   f"{others} needs less memory, so the picks hold it too (ask again with it for its own speed)",
                zh=f"在几个模型中选一个（{' 或 '.join(m.name for m in records)}）：按较大的 {big.name} 估算——{others} "
                   "需要的显存更少，推荐的卡也装得下（想看它自己的速度请单独再问）")
    task = understanding.facts.get("task") or ("inference" if big.kind == "llm" else None)
    return _sized_for(understanding, big, task, note)


def one_at_a_time(understanding: Any, kb: KnowledgeBase, raw: Mapping[str, Any] | None = None) -> Any | None:
    """``understanding`` with two models of different kinds not said to run together ("buy one GPU for home to run
    Qwen3-30B-A3B and SDXL") sized for the larger, run one at a time on the same card, said so — the image model had
    been sized alone, 12 GB for a box that must also hold a 30B chat model (review 28 C1)."""
    if understanding is None or understanding.facts.get("task", (raw or {}).get("task")) in TRAINING_TASKS:
        return None
    records = _named_models(understanding, kb, raw, choice=False)
    if records is None:
        return None
    from advisor_tui.understand.result import Note  # here: a plain --model run never loads the reader

    big, others = _larger(records)
    note = Note(en=f"{big.name} and {others} are not said to run at the same time: sized for {big.name}, the larger, "
                   f"with {others} run on the same card in turn (--models for both at once)",
                zh=f"没有说 {big.name} 和 {others} 同时运行：按较大的 {big.name} 估算，{others} 在同一张卡上轮流运行"
                   "（要同时运行请用 --models）")
    task = {"image": "image", "video": "video", "speech": "transcribe", "detection": "detection"}.get(
        big.kind, "inference")
    return _sized_for(understanding, big, task, note)


def _named_models(understanding: Any, kb: KnowledgeBase, raw: Mapping[str, Any] | None, choice: bool) -> list | None:
    """The catalogue models of the one model conflict, when the words between them offer a choice (or not)."""
    conflict = _model_conflict(understanding, raw)
    if conflict is None or len(understanding.conflicts) != 1:
        return None
    records = [kb.models_by_id.get(str(v)) for v in dict.fromkeys(conflict.values)]
    if len(records) < 2 or any(m is None for m in records):
        return None
    # a chat model with "SD 1.5 / SDXL on the side" (review 40 M6): the "or" is between the image models, not a
    # choice of the job's one model
    mixed = not choice and len({m.kind for m in records}) > 1 and any(m.kind == "llm" for m in records)
    return records if mixed or _a_choice(understanding) == choice else None


def _larger(records: list) -> tuple[Any, str]:
    big = max(records, key=lambda m: (m.params_b, m.id))
    return big, ", ".join(m.name for m in records if m is not big)


def _sized_for(understanding: Any, model: Any, task: str | None, note: Any) -> Any:
    """``understanding`` sized for ``model``: said back from its own words and by its name ("Llama-3.1-70B (from
    “llama 3.1 70b”)"), with ``task`` (kept as read when None) and ``note``."""
    facts = {**understanding.facts, "model": model.id}
    spans = tuple(s for s in understanding.spans if s.fact != "model" or s.value == model.id)
    if task is not None and task != understanding.facts.get("task"):
        facts["task"] = task
        spans = tuple(s for s in spans if s.fact != "task")
        spans += tuple(s._replace(fact="task", value=task) for s in spans if s.fact == "model")
    labels = tuple(kv for kv in understanding.labels if kv[0] != "model") + (("model", model.name),)
    return dataclasses.replace(understanding, facts=facts, conflicts=(), spans=spans, labels=labels,
                               notes=(*understanding.notes, note))


def combined_raw(raw: Mapping[str, Any], understanding: Any, kb: KnowledgeBase
                 ) -> tuple[dict[str, Any], Any] | None:
    """The CLI's facts and understanding when ``understanding`` names several models for one box, or a
    choice of models (sized for the larger)."""
    given = {k: v for k, v in raw.items() if k != "task"}
    asked = the_asked_about(understanding, kb, given)
    boxed = None if asked is not None else one_box(understanding, kb, given)
    if boxed is None:
        chosen = (asked or the_larger(understanding, kb, given) or the_main(understanding, kb, given)
                  or one_at_a_time(understanding, kb, given))
        if chosen is None:
            return None
        out = {k: v for k, v in raw.items() if k not in ("model", "params_b")}
        out["model"] = chosen.facts["model"]
        if "task" in chosen.facts and raw.get("task") in (None, understanding.facts.get("task")):
            out["task"] = chosen.facts["task"]  # the reader's task was the other model's kind (review 27 C07)
        return out, chosen
    out = {k: v for k, v in raw.items() if k not in ("model", "params_b", "task")}
    out.update({k: boxed.facts[k] for k in ("models", "task") if k in boxed.facts})
    return out, boxed
