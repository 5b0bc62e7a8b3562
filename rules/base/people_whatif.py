"""All of them at once, beside the busiest share the answer assumed (rules.head_count): a team of 50
sized for 5 at the same time also hears what 50 at once would take, so the share is a choice the person
can see the price of, not a guess hidden in the sizing (review 25 M6)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.answer import cost_phrase, pick_cost
from rules.base.whatif import purchase_total, what_if
from rules.buy_terms import passive_said
from rules.chat_floor import held_to_chat_floor
from rules.concurrency_copies import Copier
from rules.consultation import Consultation, Pick, WhatIf
from rules.engine import Sink
from rules.facts import Facts, with_changes
from rules.head_count import TEAM_MOST
from rules.placement import placement
from rules.pricing import budget_cost


def all_at_once_what_if(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Sink, display: str,
                        ask: Callable[..., Consultation]) -> tuple[WhatIf, ...]:
    """The cheapest plan for every one of ``facts.users`` at the same time, when fewer were assumed."""
    users = facts.users
    if (users is None or "concurrency" not in dict(facts.assumed) or facts.concurrency >= users
            or users > TEAM_MOST or facts.task != "inference"):  # (past a team: an audience, its load is asked)
        return ()
    try:
        # without the budget: what all at once takes is the point, said against the budget below
        other = ask(held_to_chat_floor(with_changes(facts, kb, concurrency=users, budget=None), kb, picks,
                                       unpicked=True), kb,
                    what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid is skipped
        return ()
    best = next((p for p in other.picks if "enough" in p.roles), None)
    ours = next((p for p in picks if "enough" in p.roles), picks[0]) if picks else None
    buying = facts.procure == "buy"  # a purchase is held against a purchase, not a month of rent
    # (review 31 c04: 8 × 910C held the 50 at once, to buy, but no rental offer — "no card holds 50 sequences")
    if best is None or (best.offer is None and not buying):
        held = _held_unpriced(kb, other)
        if held:  # review 45 C11: "no card holds 50 × 32k" where 8 × 910C did — it only had no rental price
            n, card = held[0]
            text = I18n(en=f"If all {users:,} use it at the same time: the job needs {other.requirement.vram_gb:,.1f} "
                           f"GB; {n} × {card.name} hold it, but no rental of it is priced here — ask for a quote.",
                        zh=f"如果 {users:,} 人同时使用：任务需要 {other.requirement.vram_gb:,.1f} GB；{n} 张 "
                           f"{card.name} 装得下，但这里没有它的租用标价——请询价。")
            sink.step(what_if, {"change": {"concurrency": users}, "card": card.id}, text)
            return (WhatIf({"concurrency": users}, text, card.id, None, None, n),)
        ctx = facts.context_tokens or 0
        text = I18n(en=f"If all {users:,} use it at the same time: no card here holds {users:,} sequences "
                       f"at {ctx:,} tokens each.",
                    zh=f"如果 {users:,} 人同时使用：这里没有哪种卡放得下 {users:,} 路、每路 {ctx:,} token。")
        two = _on_two_servers(kb, facts, users, ask)
        if two is not None:  # review 81: the GPU limit nobody said, not the card, is what stops it
            n, card = two
            text = I18n(en=f"If all {users:,} use it at the same time: no card holds {users:,} sequences at {ctx:,} "
                           f"tokens each within one {facts.max_gpus}-GPU server; {n} × {card.name} over two servers "
                           f"would (--max-gpus {2 * facts.max_gpus}).",
                        zh=f"如果 {users:,} 人同时使用：一台 {facts.max_gpus} 卡服务器内没有哪种卡放得下 {users:,} 路、"
                           f"每路 {ctx:,} token；两台服务器共 {n} 张 {card.name} 可以"
                           f"（--max-gpus {2 * facts.max_gpus}）。")
        sink.step(what_if, {"change": {"concurrency": users}, "card": None}, text)
        return (WhatIf({"concurrency": users}, text, None, None, None, 0),)
    cost_of = purchase_total if buying else pick_cost
    cost = cost_of(best)
    our_cost = cost_of(ours) if ours is not None else None
    price = money(cost, display) if cost is not None else "?"
    more_en = more_zh = ""
    if cost is not None and our_cost is not None and cost > our_cost * 1.005:
        # on the price's own basis: the days of use when fewer than a month (cost_phrase's total for your usage)
        more = (cost - our_cost) * (1.0 if buying or facts.days >= 28 else facts.days / 30.0)
        more_en = f" ({money(more, display)} more than for {facts.concurrency:,})"
        more_zh = f"（比按 {facts.concurrency:,} 人同时用贵 {money(more, display)}）"
    elif cost is not None and our_cost is not None:
        more_en, more_zh = " — the same plan holds them", "——同一方案就够"
    budget = facts.budget
    unit = "total" if buying else "month"
    # a rental against the budget's own month of this use (a weekday service is 22 days of it, not 30)
    if (cost is not None and budget is not None and budget.unit == unit and budget.currency == display
            and (cost if buying else budget_cost(facts, cost)) > budget.amount):
        more_en += f" — over your {money(budget.amount, display)}" + ("" if buying else " a month")
        more_zh += f"——超出{'' if buying else '每月 '}{money(budget.amount, display)} 的预算"
    n = best.gpus_in_all
    if buying:
        buy_en, buy_zh = (f"{price} to buy", f"购买 {price}") if cost is not None else (
            "ask a vendor for a quote", "请向供应商询价")
        text = passive_said(kb, best.card, I18n(  # a server card for a box to buy says so (review 97 c08)
            en=f"If all {users:,} use it at the same time: {n} × {best.card_name}, {buy_en}{more_en}.",
            zh=f"如果 {users:,} 人同时使用：{n} 张 {best.card_name}，{buy_zh}{more_zh}。"))
    else:
        seller = best.offer.provider_name
        price_en, price_zh = cost_phrase(facts, cost, display) if cost is not None else (price, price)
        text = I18n(en=f"If all {users:,} use it at the same time: {n} × {best.card_name} at {seller}, "
                       f"{price_en}{more_en}.",
                    zh=f"如果 {users:,} 人同时使用：{seller} 的 {n} 张 {best.card_name}，{price_zh}{more_zh}。")
    sink.step(what_if, {"change": {"concurrency": users}, "card": best.card}, text)
    return (WhatIf({"concurrency": users}, text, best.card, best.monthly_cost, None, n),)


# a card ruled out for these reasons alone passed the memory gate: it holds the job, it only has no usable price
_UNPRICED_ONLY = frozenset({"no-offer", "price-offers"})


def _held_unpriced(kb: KnowledgeBase, other: Consultation) -> list[tuple[int, Any]]:
    """(GPUs, card) for each card the changed answer ruled out only for want of a price, fewest GPUs first (a
    what-if variant never asserts a card that no GPU count holds, so each of these passed the memory gate)."""
    out = []
    for rejection in other.rejected:
        if rejection.why and all(r.rule in _UNPRICED_ONLY for r in rejection.why):
            card = kb.card(rejection.card)
            _one, n, _fit = placement(other.requirement, other.facts, card, kb)
            if not n:  # copies each holding their share (rules.base.copies): all their GPUs
                got = Copier(kb, other.facts, other.requirement).place(card, 0)
                n = got.gpus_in_all if got is not None else 0
            if n:
                out.append((n, card))
    return sorted(out, key=lambda x: (x[0], -x[1].vram_gb, x[1].id))


def _on_two_servers(kb: KnowledgeBase, facts: Facts, users: int, ask: Callable[..., Consultation]
                    ) -> tuple[int, Any] | None:
    """(GPUs, card) that hold every one of ``users`` at once over two servers, where the one-server limit was the
    default (not said) — priced or not; None otherwise."""
    if ("max_gpus", facts.max_gpus) not in facts.assumed:
        return None
    try:
        wider = ask(with_changes(facts, kb, concurrency=users, budget=None, max_gpus=2 * facts.max_gpus), kb,
                    what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid is skipped
        return None
    best = next((p for p in wider.picks if "enough" in p.roles), None)
    if best is not None:
        return best.gpus_in_all, kb.card(best.card)
    held = _held_unpriced(kb, wider)
    return held[0] if held else None
