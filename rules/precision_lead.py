"""Which precision the answer leads with when the person did not say one.

The model's own 16-bit weights are the default. Where they would take four or more consumer cards split
over PCIe (8 × RTX 3090 for Qwen3-32B at 32k × 4) and a smaller precision the person did not rule out holds
the job on half as many cards or fewer, for less, the answer leads with that precision and keeps the
16-bit plan as a what-if — a senior engineer serves FP8 weights on one A800 before eight GeForce cards
over PCIe (review 22 M1, review 23 F3: the 16-bit split was "enough / faster / best value" with the FP8
card only in the what-ifs). The choice is stated as an assumption, with its reason, never silently.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.box_lead import PRECISION_LOSS, boxed_note, boxed_precision, past_box, sixteen_bit_past_box
from rules.change_text import describe_change
from rules.chat_floor import held_to_chat_floor
from rules.consultation import Consultation, WhatIf
from rules.facts import FACT_NAMES, resolve

# the market rules that rank a card after the others for what it is or where it is rented: a lead never trades them
# for money (rules.checkpointing_lead, rules.kv_lead)
RANKED_AFTER = frozenset({"market-intl-prefers-global", "unknown-hosting-ranked-after", "cn-said-prefers-onshore",
                          "cn-serving-prefers-onshore"})


def ranked_after(pick: Any) -> set[str]:
    return {w.rule for w in pick.why} & RANKED_AFTER


SPLIT_CARDS = 4  # a split over this many consumer cards is what a smaller precision should replace
_LOSS = PRECISION_LOSS


def fewer_cards(kb: KnowledgeBase, facts: Any, picks: tuple[Any, ...], what_ifs: tuple[WhatIf, ...]) -> WhatIf | None:
    """The precision what-if that holds a rented split over ``SPLIT_CARDS`` or more consumer cards on half as
    many or fewer, for less — the least lossy (FP8 before 8-bit integers before 4 bits), then the fewest cards,
    then the cheapest; None when the first pick is no such split (rules.answer's headline says it too)."""
    if not picks or facts.procure == "buy":
        return None
    top = picks[0]
    # (copies of one card each split nothing: "4 × RTX 5090 (4 copies of 1)" for a batch job is no PCIe split —
    # review 66 C3's answer led with FP8 "instead of 4 consumer cards split over PCIe")
    if top.monthly_cost is None or top.gpus < SPLIT_CARDS or kb.card(top.card).card_class != "consumer":
        return None
    better = [w for w in what_ifs if "precision" in w.change and set(w.change) <= {"precision", "kv_precision"}
              and w.card and 0 < w.gpus <= top.gpus_in_all // 2
              and w.monthly_cost is not None and w.monthly_cost < top.monthly_cost]
    return min(better, key=lambda w: (_LOSS.get(str(w.change["precision"]), 9), w.gpus, w.monthly_cost or 0.0),
               default=None)


def fewer_bought(kb: KnowledgeBase, facts: Any, picks: tuple[Any, ...], what_ifs: tuple[WhatIf, ...]
                 ) -> WhatIf | None:
    """Buying: the precision what-if that holds a split over ``SPLIT_CARDS`` or more consumer cards on half as many
    or fewer, for less and not over the budget — said in the headline, as for a rental (review 101 #2: 4 × RTX 5060
    Ti over PCIe for an office PC whose board holds two, FP8 on 2 of them or 1 × RTX 5090 only in the what-ifs)."""
    if not picks or facts.procure != "buy":
        return None
    top = picks[0]
    if top.gpus < SPLIT_CARDS or kb.card(top.card).card_class != "consumer":
        return None
    better = [w for w in what_ifs if "precision" in w.change and set(w.change) <= {"precision", "kv_precision"}
              and w.card and 0 < w.gpus <= top.gpus_in_all // 2 and (w.saving or 0.0) > 0
              and w.fits_budget is not False]
    return min(better, key=lambda w: (_LOSS.get(str(w.change["precision"]), 9), w.gpus, -(w.saving or 0.0)),
               default=None)


def priced_purchase(facts: Any, picks: tuple[Any, ...], what_ifs: tuple[WhatIf, ...]) -> WhatIf | None:
    """Buying with a budget: the precision what-if whose purchase is priced and keeps the budget, where the first
    pick has no dated purchase price to check it against (review 49 C9: "2 × H100 PCIe — ask a vendor" led a $12k
    workstation while one RTX PRO 6000 in FP8 at $8,565 sat in the what-ifs); None otherwise."""
    if facts.procure != "buy" or facts.budget is None or not picks:
        return None
    top = picks[0]
    if top.purchase is not None and top.purchase.fits_budget is not None:
        return None  # the first pick's price is known: it is checked against the budget as it is
    kept = [w for w in what_ifs if "precision" in w.change and set(w.change) <= {"precision", "kv_precision"}
            and w.card and w.fits_budget]
    return min(kept, key=lambda w: (_LOSS.get(str(w.change["precision"]), 9), w.gpus), default=None)


def led_facts(kb: KnowledgeBase, facts: Any, change: dict[str, Any], kept: Sequence[Any] = ()) -> Any:
    """The facts an answer leads with when it changes some the person did not say: what the person gave, as they gave
    it (not the defaults a resolve fills in: the report lists these as told), the same usage and place as the answer
    it replaces, and the change stated as assumed — the answer's choice, not the person's. ``kept``: the picks of the
    answer it replaces (a chat speed per user they keep is kept: rules.chat_floor)."""
    raw = {k: getattr(facts, k) for k in FACT_NAMES if k in facts.stated}
    raw.update(change)
    assumed = dict(facts.assumed)
    defaults = {k: getattr(facts, k) for k in ("region", "hours_per_day") if k in assumed}
    new = held_to_chat_floor(resolve(raw, kb, defaults=defaults or None), kb, kept)
    return dataclasses.replace(new, assumed=(*new.assumed, *((k, v) for k, v in change.items()
                                                            if k not in dict(new.assumed))))


def asked_with(kb: KnowledgeBase, facts: Any, change: dict[str, Any], note: I18n,
               ask: Callable[..., Consultation], kept: Sequence[Any] = (), **kw: Any) -> Consultation:
    """The consultation asked again with ``change`` led (led_facts, ``kept`` the picks it replaces), ``note`` saying
    why; no further lead unless ``kw`` says so (``_lead=True``)."""
    new = led_facts(kb, facts, change, kept)
    return ask(dataclasses.replace(new, notes=(*new.notes, note)), kb, **{"_lead": False, **kw})


def instead_of_nothing(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation],
                       change: dict[str, Any], note: I18n, undo: dict[str, Any], text: I18n) -> Consultation | None:
    """Where ``result`` picks nothing: the answer asked again with ``change`` when that has a pick, the outcome
    without it a what-if (``undo``, ``text``); None otherwise (rules.engine_lead, rules.cluster_line)."""
    again = asked_with(kb, result.facts, change, note, ask)
    if not again.picks:
        return None
    return dataclasses.replace(again, what_if=(WhatIf(undo, text, None, None, None, 0), *again.what_if))


def lead(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation]) -> Consultation | None:
    """``result`` asked again at the smaller precision of its best what-if, or None when it should stand."""
    facts = result.facts
    assumed = dict(facts.assumed)
    if "precision" not in assumed or facts.task != "inference":
        return None
    bought = priced_purchase(facts, result.picks, result.what_if)
    boxed = None if bought else boxed_precision(kb, facts, result.picks, result.what_if)
    best = bought or boxed or fewer_cards(kb, facts, result.picks, result.what_if)
    if best is None:
        return None
    top, change = result.picks[0], best.change
    new = led_facts(kb, facts, change, result.picks)
    if boxed is not None:  # review 117 C5-2: no box of the person's own holds the 16-bit plan
        en, zh = describe_change(change)
        note = boxed_note(facts, en, zh, top.gpus_in_all, kb.card(top.card).name)
        again = ask(dataclasses.replace(new, notes=(*new.notes, note)), kb, _lead=False)
        if not again.picks or past_box(again.picks[0]):
            return None
        said = sixteen_bit_past_box(facts, top, kb.card(top.card).name)
        return dataclasses.replace(again, what_if=(said, *again.what_if))
    if bought is not None:
        again = ask(_with_note(new, facts, change, top, result, kb, buying=True), kb, _lead=False)
        first = again.picks[0] if again.picks else None
        if first is None or first.purchase is None or not first.purchase.fits_budget:
            return None
        return dataclasses.replace(again, what_if=(_sixteen_bit(facts, top, result, kb, buying=True), *again.what_if))
    again = ask(_with_note(new, facts, change, top, result, kb), kb, _lead=False)
    if not again.picks or again.picks[0].monthly_cost is None or again.picks[0].monthly_cost >= top.monthly_cost:
        return None
    return dataclasses.replace(again, what_if=(_sixteen_bit(facts, top, result, kb), *again.what_if))


def _with_note(new: Any, old: Any, change: dict[str, Any], top: Any, result: Consultation, kb: KnowledgeBase,
               buying: bool = False) -> Any:
    en, zh = describe_change(change)
    name, n = kb.card(top.card).name, top.gpus_in_all
    if buying:
        plan_en = f"the plan is {n} × {name}, which has no dated purchase price here to check against your budget"
        plan_zh = f"方案是 {n} 张 {name}，这里没有它有日期的购买价，无法对照你的预算"
    else:
        cost = money(top.monthly_cost or 0.0, result.display_currency)
        plan_en = f"the cheapest plan is {n} × {name} split over PCIe at {cost}/month"
        plan_zh = f"最便宜的方案是 {n} 张 {name} 经 PCIe 拆分，每月 {cost}"
    note = I18n(en=f"Led with {en} (not said): at the model's own {old.precision} {plan_en} — see What if; "
                   f"say --precision {old.precision} to keep 16-bit weights.",
                zh=f"默认采用{zh}（你未指定）：按模型原生的 {old.precision}，{plan_zh}——见“如果……”；"
                   f"要保留 16 位权重请用 --precision {old.precision}。")
    return dataclasses.replace(new, notes=(*new.notes, note))


def _sixteen_bit(facts: Any, top: Any, result: Consultation, kb: KnowledgeBase, buying: bool = False) -> WhatIf:
    change = {"precision": facts.precision, "kv_precision": facts.kv_precision}
    cost = money(top.monthly_cost or 0.0, result.display_currency)
    name = kb.card(top.card).name
    if buying:
        text = I18n(en=f"With weights in {facts.precision} (the model's own): {top.gpus_in_all} × {name} — no dated "
                       "purchase price is held: ask a vendor for a quote.",
                    zh=f"若权重用 {facts.precision}（模型原生精度）：{top.gpus_in_all} 张 {name}——没有有日期的购买价："
                       "请向供应商询价。")
        return WhatIf(change, text, top.card, None, None, top.gpus_in_all)
    text = I18n(en=f"With weights in {facts.precision} (the model's own): {top.gpus_in_all} × {name} at {cost}/month, "
                   "the model split over consumer cards on PCIe.",
                zh=f"若权重用 {facts.precision}（模型原生精度）：{top.gpus_in_all} 张 {name}，每月 {cost}，"
                   "模型拆到消费级卡上经 PCIe 运行。")
    return WhatIf(change, text, top.card, top.monthly_cost, None, top.gpus_in_all)
