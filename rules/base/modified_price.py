"""Buying: what a card with no purchase price is known to cost at least.

A board-modified card (a stock chip re-soldered onto a larger board, sold mostly in mainland China) has no list price
to cite, but it is never cheaper than the stock card it is made from: source 2 says the extra money buys capacity,
not speed. Where one stock card alone already costs more than a person's whole budget, the modified one cannot fit
it either, and it ranks after the others as over budget instead of leading with "ask a vendor for a quote" (review
54 K1: a ¥8,000 home box was headlined an unpriced 4090 D 48GB while the answer priced the 24 GB 4090 D at
¥12,999).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.text import money
from rules.base._common import I18n, declared, step
from rules.base.ranking_buy import unpriced_over_floor
from rules.engine import Sink
from rules.estimate.purchase import Purchase, purchase
from rules.facts import Facts


def stock_sibling(kb: KnowledgeBase, card_id: str) -> str | None:
    """The stock card a modified one is made from: its id less the board's memory ("rtx-4090d-48g" → "rtx-4090d")."""
    card = kb.cards_by_id.get(card_id)
    if card is None or card.market != "modified" or "-" not in card_id:
        return None
    base = card_id.rsplit("-", 1)[0]
    return base if base in kb.cards_by_id and kb.cards_by_id[base].market != "modified" else None


@step(id="buy-modified-over-budget", concern="budget", source="seed-001",
      doc=I18n(en="Buying with a total budget: a board-modified card with no purchase price costs at least its stock "
                  "card; where one stock card alone is over the budget, the modified one ranks after the cards "
                  "that may fit, said as over budget rather than 'ask for a quote'.",
               zh="带总预算购买时：没有购买价的改版卡至少要原版卡的价；单张原版卡就已超出预算时，改版卡排在可能在预算内的"
                  "卡之后，并写明超预算，而不是「请询价」。"))
def modified_over_budget(kb: KnowledgeBase, facts: Facts, sink: Sink, cards: Sequence[Any],
                         purchases: Mapping[str, Purchase | None], display: str) -> None:
    budget = facts.budget
    if budget is None or budget.unit != "total" or budget.currency != display:
        return
    for card in cards:
        got = purchases.get(card.id)
        base = stock_sibling(kb, card.id) if got is None or not got.complete else None
        one = purchase(kb, base, 1, region=facts.region or "cn", display=display, fx=facts.fx) if base else None
        if one is None or not one.complete or one.total_display is None or one.total_display <= budget.amount:
            continue
        name, price, said = kb.card(base).name, money(one.total_display, display), money(budget.amount, display)
        text = I18n(en=f"no dated purchase price for this board-modified card, but it costs at least the stock "
                       f"{name} it is made from — {price} for one ({one.what('en')}) — already above your {said} "
                       "budget: ranked after the other cards.",
                    zh=f"这张改版卡没有带日期的购买价，但它至少要原版 {name} 的价——单张 {price}（{one.what('zh')}）"
                       f"——已超出你 {said} 的预算：排在其他卡之后。")
        sink.demote(card.id, modified_over_budget, text)
        sink.step(modified_over_budget, {"card": card.id, "stock": base, "stock_price": round(one.total_display, 2),
                                         "budget": budget.amount}, text)


def price_gaps(kb: KnowledgeBase, facts: Facts, sink: Sink, cards: Sequence[Any],
               purchases: Mapping[str, Purchase | None], display: str) -> None:
    """The cards with no purchase price, bounded where a bound is known, then held to the workstation floor."""
    modified_over_budget(kb, facts, sink, cards, purchases, display)
    unpriced_over_floor(kb, facts, sink, list(cards), purchases, display)


RULES = declared(__name__)
