"""One box bought for several jobs: "高校实验室要采购一台4卡服务器 … 主要做 Qwen2.5-7B/14B 的 LoRA 和全参微调".
A lab's or a team's box runs every job listed, so it is sized for their envelope — the most demanding method
(pretraining > full fine-tuning > LoRA > QLoRA) of the largest model — and the answer says which jobs that covers:
whatever holds the heaviest holds the lighter ones. Review 93 c02 found the message refused twice, one ambiguity at a
time.

Only a purchase: renting, each job rents the machine it needs, so which job to size stays a question (a smaller job on
the envelope's machine pays for memory it does not use). Only what the words listed as all run
(``Conflict.together``, advisor_tui.understand.several_jobs): a choice between them ("LoRA 还是全参？") stays asked.
Several models served at once are summed instead (advisor_tui.two_models), never enveloped."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from advisor_tui.i18n import tr
from advisor_tui.understand.result import Note
from advisor_tui.vocabulary import TASK_NAMES

# least to most demanding: a QLoRA's 4-bit base, a LoRA's 16-bit base, every weight's gradients and optimizer states,
# and pretraining's longer sequences and tokens on top
METHODS = ("qlora", "lora", "full-finetune", "pretrain")
_SIZED = ("model", "models", "params_b", "vram_gb")


def envelope(raw: Mapping[str, Any], understanding: Any, kb: Any) -> tuple[dict[str, Any], Any] | None:
    """The facts and understanding sized for the envelope of the jobs listed for a box bought, or None where
    nothing listed is enveloped (not a purchase, a choice, or the options already say it)."""
    if understanding is None or raw.get("procure") != "buy":
        return None
    out, facts = dict(raw), dict(understanding.facts)
    labels = dict(understanding.labels)
    task_c = next((c for c in understanding.conflicts if c.fact == "task" and c.together), None)
    if task_c is not None and (raw.get("task") is not None or not set(task_c.values) <= set(METHODS)):
        task_c = None
    if task_c is not None:
        out["task"] = facts["task"] = max(task_c.values, key=METHODS.index)
    model_c = next((c for c in understanding.conflicts if c.fact == "model" and c.together), None)
    if model_c is not None and (out.get("task") not in METHODS or any(raw.get(k) is not None for k in _SIZED)):
        model_c = None
    largest = None
    if model_c is not None:
        sizes = [(_size(v, kb), v) for v in model_c.values]
        if any(s is None for s, _ in sizes):
            model_c = None
        else:
            largest = max(sizes, key=lambda sv: sv[0])[1]
            fact = "model" if isinstance(largest, str) else "params_b"
            out[fact] = facts[fact] = largest
            if fact == "model":
                labels["model"] = kb.models_by_id[largest].name
    if task_c is None and model_c is None:
        return None
    note = _note([c for c in (task_c, model_c) if c is not None], out.get("task"), largest, kb)
    left = tuple(c for c in understanding.conflicts if c is not task_c and c is not model_c)
    # said back from the words of the job sized ("全参微调", "14B"), not the first of the list
    chosen = {c.fact: facts.get("model", facts.get("params_b")) if c.fact == "model" else facts["task"]
              for c in (task_c, model_c) if c is not None}
    spans = tuple(s for s in understanding.spans if s.fact not in chosen or s.value == chosen[s.fact])
    return out, dataclasses.replace(understanding, facts=facts, conflicts=left, labels=tuple(labels.items()),
                                    spans=spans, notes=(*understanding.notes, note))


def _size(value: Any, kb: Any) -> float | None:
    if isinstance(value, (int, float)):
        return float(value)
    model = kb.models_by_id.get(value)
    return float(model.params_b) if model is not None and model.params_b else None


def _name(value: Any, kb: Any) -> str:
    if isinstance(value, (int, float)):
        return f"{value:g}B"
    return kb.models_by_id[value].name


def _note(enveloped: list[Any], task: str, largest: Any, kb: Any) -> Note:
    """Says the envelope and the jobs it covers."""
    en_jobs, zh_jobs = [], []
    for c in enveloped:
        if c.fact == "task":
            en_jobs.append(" and ".join(TASK_NAMES.get(v, (v, v))[0] for v in c.values))
            zh_jobs.append("与".join(TASK_NAMES.get(v, (v, v))[1] for v in c.values))
        else:
            en_jobs.append(" and ".join(_name(v, kb) for v in c.values))
            zh_jobs.append(" 与 ".join(_name(v, kb) for v in c.values))
    en_task, zh_task = TASK_NAMES.get(task, (task, task))
    of = f" of {_name(largest, kb)}" if largest is not None else ""
    zh_of = f" {_name(largest, kb)} " if largest is not None else ""
    return Note(f"one box bought for several jobs ({'; '.join(en_jobs)}): sized for the most demanding, {en_task}{of} "
                "— the other jobs need less and run on the same box",
                f"一台机器买来跑几种任务（{'；'.join(zh_jobs)}）：按最吃资源的{zh_task}{zh_of}配置——"
                "其余任务需要的更少，同一台机器都能跑")


def rent_hint(conflict: Any, lang: str) -> str:
    """Said beside the question a rented job's several methods or models raise: buying one box for them all is
    answered for their envelope."""
    if conflict is None or not getattr(conflict, "together", False):
        return ""
    return tr(lang, " (renting, each job rents its own machine; to buy one box for them all, say so — it is sized for "
                    "the most demanding)",
              "（租用时每个任务各租各的机器；若要买一台机器跑全部任务，请说明“采购”——按最吃资源的任务配置）")


def on_the_box(main: Any, served: Any, lang: str) -> list[str]:
    """The serving part of a box bought, set against that box (review 93 c02: a lab's occasional 70B inference was
    priced as a second purchase): whether what it needs fits on the box the answer above picked."""
    if getattr(main.facts, "procure", None) != "buy" or not main.picks or served is None:
        return []
    box, need = main.picks[0], float(served.requirement.vram_gb)
    total = float(box.vram_gb_total)
    if need <= total:
        return [tr(lang, f"On the box above ({box.gpus} × {box.card_name}, {total:,.0f} GB in all) it fits: its "
                         f"{need:,.1f} GB runs there between training runs — no second machine needed.",
                   f"放在上面那台机器上（{box.gpus} 张 {box.card_name}，共 {total:,.0f} GB）装得下：它要的 "
                   f"{need:,.1f} GB 可以在训练间隙跑——不用再买第二台。")]
    return [tr(lang, f"On the box above ({box.gpus} × {box.card_name}, {total:,.0f} GB in all) it does not fit "
                     f"({need:,.1f} GB needed): size the box for it, or serve it elsewhere as below.",
               f"上面那台机器（{box.gpus} 张 {box.card_name}，共 {total:,.0f} GB）装不下它（需要 {need:,.1f} GB）："
               "要么按它来配机器，要么按下面另找机器部署。")]
