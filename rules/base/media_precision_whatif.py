"""An image or video service that nothing fits within its budget: the model at its smaller recorded precision, said
beside the budget the 16-bit plan takes even where it is still over (review 122 M7: a FLUX.1-dev service at €600 a
month heard only "a budget of €3,920"; the FP8 FLUX the knowledge holds, 12–16 GB, was never offered). Said as a plan
to weigh: what it costs, whether it is any cheaper, and that its time is the 16-bit one on record
(rules.media_precision)."""

from __future__ import annotations

from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import UNIT_ZH, money
from rules.answer import pick_cost
from rules.base.whatif import WHAT_IF_SAVING, describe_change, what_if
from rules.consultation import Consultation, WhatIf
from rules.engine import Sink
from rules.facts import Facts, with_changes
from rules.media_precision import no_cheaper, precision_note, smaller_precisions
from rules.rentable import ask_over_rentable


def closest_media_service(kb: KnowledgeBase, facts: Facts, sink: Sink, display: str,
                          ask: Callable[..., Consultation], needed: tuple[WhatIf, ...]) -> tuple[WhatIf, ...]:
    """The cheapest plan at each smaller precision the model records, asked with no budget, where it too is over the
    budget (one within it is the what-ifs' own): its cost, against the 16-bit plan's (``needed``)."""
    budget = facts.budget
    if budget is None or not needed or needed[0].monthly_cost is None or budget.currency != display \
            or budget.unit != "month":
        return ()
    out: list[WhatIf] = []
    for precision in smaller_precisions(kb, facts):
        change = {"precision": precision}
        try:
            other = ask_over_rentable(ask, with_changes(facts, kb, **change, budget=None), kb, what_if=False,
                                      _variant=True)
        except Exception:  # noqa: BLE001, S112 - a variant that is itself invalid is skipped
            continue
        pick = next((p for p in other.picks if "enough" in p.roles), None)
        cost = pick_cost(pick) if pick is not None else None
        if pick is None or cost is None or cost <= budget.amount or other.display_currency != display:
            continue
        en, zh = describe_change(change)
        smaller, now = float(other.requirement.vram_gb), float(sink.need_gb)
        cheaper = cost < needed[0].monthly_cost * (1 - WHAT_IF_SAVING)
        limit = money(budget.amount, display)
        same = I18n(en="", zh="") if cheaper else no_cheaper(facts.task)
        text = I18n(en=f"With {en} (the model in {smaller:,.1f} GB, not {now:,.1f}): {pick.gpus_in_all} × "
                       f"{pick.card_name} at {money(cost, display)}/month — still over your {limit}/month.{same.en}",
                    zh=f"若{zh}（模型只要 {smaller:,.1f} GB，而不是 {now:,.1f} GB）：{pick.gpus_in_all} 张 "
                       f"{pick.card_name}，每{UNIT_ZH['month']} {money(cost, display)}——仍超出你每月 {limit} 的预算。"
                       f"{same.zh}")
        note = precision_note(kb, facts, pick.card, precision)
        text = I18n(en=f"{text.en} {note.en}", zh=f"{text.zh}{note.zh}")
        sink.step(what_if, {"change": change, "card": pick.card}, text)
        out.append(WhatIf(change, text, pick.card, pick.monthly_cost, None, pick.gpus_in_all))
    return tuple(out)
