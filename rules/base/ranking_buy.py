"""The buying steps of the ranking (rules.base.ranking; review 74: split from it): a purchase that breaks a total
budget ranks after the ones that fit, a card with no purchase price ranks after the priced ones where the budget
cannot be checked against it, and the card with no purchase price that holds the job on the fewest cards is kept as
a quote to ask for."""

from __future__ import annotations

import math
from collections.abc import Mapping

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from knowledge.text import money
from rules.base._common import I18n
from rules.base.buying import buy_needs_quote, buy_over_budget
from rules.base.ranking_rows import Ranking, Row
from rules.engine import Sink
from rules.estimate.purchase import NO_PRICE_UNDER_FLOOR, WORKSTATION_FLOOR_USD, Purchase
from rules.facts import Facts

# ranked after for these, a card is still a purchase to weigh: its price against the budget is said
# (a >4-card GeForce rig too: over the budget as well, it has two flaws, and a 2-card box over the budget
# only one — else 8 × RTX 5060 Ti at ¥24,092 led a ¥20,000 home buyer's answer over 2 × 48 GB boards)
PRICE_STILL_SAID = frozenset({"buy-cn-licence-uncertain", "buy-headroom", "buy-rig-after-workstation",
                              "box-over-slots"})  # a box past its slots or supply is over the budget too


def buy_budget(facts: Facts, sink: Sink, rows: list[Row],
                purchases: Mapping[str, Purchase | None], display: str) -> None:
    """buy-over-budget: a card whose purchase breaks a `total` budget ranks after the ones that
    fit (demoted), said with the amount."""
    for row in rows:
        got = purchases.get(row.card.id)
        # a card a market rule already ranked after (export rules, old generation) keeps that
        # reason; one ranked after only for its licence (H20) or its headroom hears its price too
        others = {w.rule for w in sink.demotions.get(row.card.id, ())} - PRICE_STILL_SAID
        if got is not None and got.fits_budget is False and not others:
            text = buy_over_budget(facts, sink, row.card.id, got, display)
            sink.demote(row.card.id, buy_over_budget, text)


def to_quote(facts: Facts, sink: Sink, r: Ranking, picked: set[str]) -> tuple[Row, I18n] | None:
    """buy-needs-quote: the card with no purchase price that holds the job on the fewest cards,
    kept as a pick after the priced ones (never dropped for lacking a rental price)."""
    # a part made for the mainland market is no quote to chase from abroad
    unpriced = [x for x in r.top if math.isinf(x.cost) and x.card.id not in picked
                and not (facts.region == "intl" and x.card.market == "china")
                and not any(w.rule == "buy-over-budget" for w in sink.demotions.get(x.card.id, ()))]
    if not unpriced:
        return None
    row = min(unpriced, key=lambda x: (x.priced.gpus, -x.metric, x.card.id))
    enough = min(r.top, key=lambda x: (math.isinf(x.cost), x.priced.gpus, x.cost, x.card.id))
    got = r.purchases.get(enough.card.id)
    fits = got is not None and got.fits_budget is True
    if math.isinf(enough.cost) or row.priced.gpus > enough.priced.gpus or (
            fits and row.priced.gpus == enough.priced.gpus):
        # the enough pick itself needs a quote, takes fewer cards, or fits the budget on as few
        return None  # the others are listed with the quote line
    return row, buy_needs_quote(facts, r.purchases.get(row.card.id), r.display)


def unpriced_over_floor(kb: KnowledgeBase, facts: Facts, sink: Sink, cards: list[Card],
                        purchases: Mapping[str, Purchase | None], display: str) -> None:
    """A workstation or data-centre card with no purchase price, for a total budget below what
    source 2 says a single-card workstation starts at, ranks after the priced cards: 'ask a
    vendor for a quote' is no answer to a $1,500 buyer (an H100 PCIe headlined one)."""
    from rules.estimate.cost import convert

    budget = facts.budget
    if budget is None or budget.unit != "total":
        return
    floor = convert(WORKSTATION_FLOOR_USD, "USD", budget.currency, kb, facts.fx)
    if floor is None:
        return
    if budget.amount >= floor.amount:
        # review 33 M4: a €8,000 buyer was headlined 4 × H100 PCIe 'ask a vendor for a quote' above a priced
        # card — a plan with no price cannot be checked against the budget, so a priced one leads
        # (against a priced card ranked after for nothing but its price: a GeForce card is no company's
        # server part, priced or not)
        if not any((got := purchases.get(card.id)) is not None and got.complete
                   and all(w.rule == "buy-over-budget" for w in sink.demotions.get(card.id, ())) for card in cards):
            return
        for card in cards:
            got = purchases.get(card.id)
            if got is None or not got.complete:
                sink.demote(card.id, buy_needs_quote, I18n(
                    en=f"no dated purchase price is held, so it cannot be checked against your "
                       f"{money(budget.amount, budget.currency)} budget: ranked after the cards with a price.",
                    zh=f"没有带日期的购买价，无法与你 {money(budget.amount, budget.currency)} 的预算核对："
                       "排在有购买价的卡之后。"))
        return
    for card in cards:
        got = purchases.get(card.id)
        if card.card_class == "consumer" or (got is not None and got.complete):
            continue
        text = I18n(en=f"{NO_PRICE_UNDER_FLOOR} about ${WORKSTATION_FLOOR_USD:,} and up — above your "
                       f"{money(budget.amount, budget.currency)} budget: ranked after the cards with a price.",
                    zh=f"没有带日期的购买价，而来源 2 说单卡工作站自购约 ${WORKSTATION_FLOOR_USD:,} 起——高于你的 "
                       f"{money(budget.amount, budget.currency)} 预算：排在有购买价的卡之后。")
        sink.demote(card.id, buy_over_budget, text)


def enough_key(row: Row, purchases: Mapping[str, Purchase | None]) -> tuple:
    """The buy answer's 'enough' order: a dated price first; then the box's size — a part sold only as 8-GPU systems
    or 8-NPU servers is that box whatever share of it the job uses (review 99 c07: 2 × 910C led 4 × 910B for "fewer
    cards", though each is bought as one 8-NPU Atlas server); then the purchase cost; then, where no complete price is
    held, a card with a reported chip price within the budget before one with none at all, and one whose chips alone
    break the budget after both (review 38 M2: 8 × 910B's chips at ¥960,000 over a ¥800,000 budget)."""
    card = row.card
    box = max(row.priced.gpus, card.max_pool_gpus) if (
        card.max_pool_gpus >= 8 and card.interconnect in ("nvlink", "infinity-fabric", "hccs")) else row.priced.gpus
    got = purchases.get(card.id)
    known = 1 if got is None else 2 if got.fits_budget is False or _box_over(got, box) else 0
    return math.isinf(row.cost), box, row.cost, known


def _box_over(got: Purchase, box: int) -> bool:
    """A reported chip price whose whole box of chips alone breaks a `total` budget."""
    if got.complete or got.total_display is None or got.budget is None or not got.units:
        return False
    return got.total_display / got.units * math.ceil(box / max(1, got.row.gpus)) > got.budget * 1.0001
