"""Whether a sized training job recomputes its activations, when the person did not say.

Gradient checkpointing is the memory-safe default: it is what lets a job fit on smaller cards at all. It also
runs a second forward pass, 2·N more FLOPs per trained token (8·N instead of 6·N for full training, 6·N
instead of 4·N for adapters), so on a card with room for the activations it is a third to a half more time
and money for nothing. Where the job asked again with the activations kept finishes for less (and in time), the
answer leads with checkpointing off — the memory gate of that answer checks the larger activations on every card —
says so as an assumption with its reason, and keeps the recompute plan as a what-if (review 45 C6: 7B
pre-training on 8 × B200 recomputed every activation with 167 GB spare). The saving is measured, not the
FLOPs' quarter: utilisation falls without recompute (rules.estimate.job.recompute_off), about 13 % for full
training and 22 % for adapters.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.consultation import Consultation, WhatIf
from rules.precision_lead import led_facts, ranked_after

OFF = {"gradient_checkpointing": False}


def _job_total(pick: Any) -> float | None:
    job = getattr(pick, "job", None)
    return job.total if job is not None and job.kind == "training" else None


def lead(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation],
         led: tuple[tuple[str, Any], ...] = (), led_notes: tuple[I18n, ...] = ()) -> Consultation | None:
    """``result`` asked again without gradient checkpointing, or None when it should stand. ``led``, ``led_notes``: the
    changes (and their notes) another lead made to reach ``result`` — kept, and its what-ifs with them (review 106 C5:
    the nodes a deadline needs were asked with the one node's recompute default, 80 × A800 for ¥10,977 where kept
    activations do it for less)."""
    facts = result.facts
    if not facts.is_training or not facts.total_train_tokens or not facts.gradient_checkpointing:
        return None
    if "gradient_checkpointing" not in dict(facts.assumed):
        return None  # said by the person (either way): theirs
    if not result.picks:
        return _where_recompute_breaks_the_limits(kb, result, ask, led, led_notes)
    top = result.picks[0]
    before = _job_total(top)
    if before is None:
        return None
    new = led_facts(kb, facts, OFF)
    new = dataclasses.replace(new, assumed=(*new.assumed, *((k, v) for k, v in led if k not in dict(new.assumed))),
                              notes=(*new.notes, *led_notes, _note(kb, facts, top, before, result.display_currency)))
    again = ask(new, kb, _lead=False)
    after = _job_total(again.picks[0]) if again.picks else None
    if after is None or after >= before or (facts.deadline and again.picks[0].job.wall_hours > facts.deadline):
        return None
    if ranked_after(again.picks[0]) - ranked_after(top):
        # kept activations that only cards ranked after the rest can hold (review 54 C5: "在国内租" led with 2 ×
        # MI300X abroad where 8 × A800 on the mainland did the job with recompute): the person's terms first
        return None
    carried = tuple(w for w in result.what_if if led and set(w.change) <= {k for k, _v in led})  # the lead's undo
    return dataclasses.replace(again, what_if=(_recompute(kb, top, before, result.display_currency), *carried,
                                               *again.what_if),
                               rejected=_held_with_recompute(result, again))


def _where_recompute_breaks_the_limits(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation],
                                       led: tuple[tuple[str, Any], ...], led_notes: tuple[I18n, ...]
                                       ) -> Consultation | None:
    """Nothing met the budget with the activations recomputed: asked again with them kept, which leads where it finds a
    plan, or where the budget it would need is lower (review 109 C7c: 3B pre-training on 60B tokens said "$3,557
    needed" against a $3,000 grant with recompute assumed on only because the budget left no pick to weigh it by,
    where 68.6 GB fits a 180 GB B200 without it and the run needs $3,102)."""
    facts = result.facts
    before = _budget_needed(result)
    if before is None or facts.budget is None:
        return None
    need = f"{money(before, result.display_currency)}/{facts.budget.unit}"
    note = I18n(
        en=f"Gradient checkpointing off (not said): the activations fit in memory, so they are kept rather than "
           f"recomputed in a second forward pass; recomputing them, the job would need a budget of {need} — say "
           "--gradient-checkpointing to keep it (less memory per GPU, more compute).",
        zh=f"默认关闭梯度检查点（你未指定）：激活值放得下，保留而不是在第二次前向中重算；若重算，任务需要 {need} 的预算"
           "——要保留请用 --gradient-checkpointing（每卡省显存，多花算力）。")
    new = led_facts(kb, facts, OFF)
    new = dataclasses.replace(new, assumed=(*new.assumed, *((k, v) for k, v in led if k not in dict(new.assumed))),
                              notes=(*new.notes, *led_notes, note))
    again = ask(new, kb, _lead=False)
    if again.picks:
        if _job_total(again.picks[0]) is None or ranked_after(again.picks[0]) or (
                facts.deadline and again.picks[0].job.wall_hours > facts.deadline):
            return None
    elif (after := _budget_needed(again)) is None or after >= before:
        return None
    return dataclasses.replace(again, rejected=_held_with_recompute(result, again))


def _budget_needed(result: Consultation) -> float | None:
    """The budget the answer's own what-if says would do the job (None when it says none)."""
    for w in result.what_if:
        said = w.change.get("budget") if set(w.change) == {"budget"} else None
        if isinstance(said, str) and "/" in said:
            try:
                return float(said.split("/")[0])
            except ValueError:
                return None
    return None


def _held_with_recompute(result: Consultation, again: Consultation) -> tuple[Any, ...]:
    """``again``'s rejections, where the memory gate (or a PCIe split, where one card holds it) rules out a card that
    holds the job with its activations recomputed saying so (review 60 C3: "70B QLoRA needs 91.6 GB … 48 GB cards
    cannot hold it even sharded with ZeRO-3", where with recompute it needs 49.2 GB and one 80 GB card holds it)."""
    gated = {x.card for x in result.rejected if any(w.rule == "memory-gate" for w in x.why)}
    held = {v.card: v.gpus for v in result.fits if v.fits and v.gpus}
    need = result.requirement.vram_gb
    out = []
    for x in again.rejected:
        # (review 74 C3: a QLoRA of a 14B "split over 8 × 4090 over PCIe — start with one large card", where with
        # recompute one 4090 holds it: a PCIe split that recompute makes unnecessary says so too)
        hinted = {"memory-gate"} | ({"prefer-single-card"} if held.get(x.card) == 1 else set())
        if x.card not in gated and x.card in held and any(w.rule in hinted for w in x.why):
            n = held[x.card]
            on_en, on_zh = ("one holds it", "一张就装得下") if n == 1 else (f"{n} of them hold it", f"{n} 张装得下")
            more = I18n(en=f" With gradient checkpointing (--gradient-checkpointing) the job needs {need:,.1f} GB and "
                           f"{on_en} (the recompute costs a second forward pass).",
                        zh=f"开启梯度检查点（--gradient-checkpointing）时任务只需 {need:,.1f} GB，{on_zh}"
                           "（代价是多一次前向重算）。")
            x = dataclasses.replace(x, why=tuple(
                dataclasses.replace(w, text=I18n(en=w.text.en + more.en, zh=w.text.zh + more.zh))
                if w.rule in hinted else w for w in x.why))
        out.append(x)
    return tuple(out)


def _plan(kb: KnowledgeBase, pick: Any, total: float, currency: str) -> tuple[str, str]:
    name, hours = kb.card(pick.card).name, pick.job.wall_hours
    gpus = pick.gpus_in_all
    return (f"{gpus} × {name}, {money(total, currency)} and {hours:,.0f} h for the job",
            f"{gpus} 张 {name}，整个任务 {money(total, currency)}、{hours:,.0f} 小时")


def _note(kb: KnowledgeBase, facts: Any, top: Any, total: float, currency: str) -> I18n:
    en, zh = _plan(kb, top, total, currency)
    return I18n(
        en=f"Gradient checkpointing off (not said): the activations fit in memory, so they are kept rather "
           f"than recomputed in a second forward pass; recomputing them would be {en} — see What if; say "
           "--gradient-checkpointing to keep it (less memory per GPU, more compute).",
        zh=f"默认关闭梯度检查点（你未指定）：激活值放得下，保留而不是在第二次前向中重算；若重算，则是{zh}——见“如果……”；"
           "要保留请用 --gradient-checkpointing（每卡省显存，多花算力）。")


def _recompute(kb: KnowledgeBase, top: Any, total: float, currency: str) -> WhatIf:
    en, zh = _plan(kb, top, total, currency)
    text = I18n(en=f"With gradient checkpointing (activations recomputed: less memory, a second forward pass): {en}.",
                zh=f"若开启梯度检查点（重算激活值：省显存，多一次前向）：{zh}。")
    return WhatIf({"gradient_checkpointing": True}, text, top.card, top.monthly_cost, None, top.gpus_in_all)
