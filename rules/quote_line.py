"""What became of the person's own price (review 45 C12: "MI300X at $1.90/GPU-hour" was said to be "compared as an
offer in this answer", then appeared nowhere — a cheaper bundled seller priced the card, or the card was ruled out,
and the quote was never mentioned again). One line per quoted card that the picks are not priced at: the seller
whose price beat it for this usage, or why the card is not picked at all.

    quote_lines(kb, picks, rejected) -> tuple[I18n, ...]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import UNIT_ZH, money
from rules.consultation import Pick, Rejection
from rules.price_outlier import HOURS, median_of, seller_prices
from rules.pricing import QUOTE_PROVIDER


def quote_lines(kb: KnowledgeBase, picks: Sequence[Pick], rejected: Sequence[Rejection],
                facts: Any = None) -> tuple[I18n, ...]:
    """A line for each card the person quoted a rental price for, unless a pick is priced at that quote; where the
    card is not picked, the quote is set against the other sellers' prices for it ("is this price fair?")."""
    out = []
    for offer in kb.offers:
        if offer.provider != QUOTE_PROVIDER:
            continue
        card = kb.card(offer.card)
        said, said_zh = _per_unit(offer.price, offer.currency, offer.unit)
        pick = next((p for p in picks if p.card == offer.card), None)
        if pick is not None and pick.offer is not None:
            if pick.offer.provider == QUOTE_PROVIDER:
                continue  # the pick says "at your quote"
            theirs, theirs_zh = _per_unit(pick.offer.price, pick.offer.currency, pick.offer.unit)
            more = ""
            if pick.offer.unit == offer.unit and pick.offer.currency == offer.currency and pick.offer.price > 0:
                more = f"{(offer.price / pick.offer.price - 1) * 100:.0f} %"  # how much dearer the quote is
            above = f"{more} above" if more else "dearer for this usage than"
            above_zh = f"高 {more}" if more else "在这个用量下更贵"
            out.append(I18n(
                en=f"Your quote for {card.name} ({said} per GPU) was compared: it is {above} "
                   f"{pick.offer.provider_name}'s {theirs}, which the {card.name} pick is priced at — ask your seller "
                   "to match it.",
                zh=f"你给的 {card.name} 报价（每卡 {said_zh}）已比较：比 {pick.offer.provider_name} 的 {theirs_zh}"
                   f"{above_zh}，{card.name} 的推荐按后者计价——可以请你的卖家比价。"))
            continue
        reasons = next((r.why for r in rejected if r.card == offer.card), ())
        if not reasons:
            continue
        first = reasons[0].text
        market = _against_market(kb, facts, offer)
        out.append(I18n(
            en=f"Your quote for {card.name} ({said} per GPU) was compared, but {card.id} is not picked: "
               f"{_clause(first.en)}{market.en}",
            zh=f"你给的 {card.name} 报价（每卡 {said_zh}）已比较，但没有推荐 {card.id}：{first.zh}{market.zh}"))
    return tuple(out)


def _against_market(kb: KnowledgeBase, facts: Any, quote: Any) -> I18n:
    """" As a price: ¥20.83 a GPU-hour, 21 % under the median of 3 other sellers here (…)." — or nothing. Each seller
    counts once, at its cheapest comparable listing (as rules.price_outlier compares them)."""
    if facts is None or quote.unit not in HOURS:
        return I18n(en="", zh="")
    mine = quote.price / HOURS[quote.unit] / max(1, quote.gpus)
    sellers = seller_prices(kb, facts, quote.card, quote.currency)
    if len(sellers) < 2:
        return I18n(en="", zh="")
    others = sorted(price for price, _region in sellers.values())
    mid = median_of(others)
    share = (mine / mid - 1) * 100
    where_en = "in line with" if abs(share) < 10 else f"{abs(share):.0f} % {'above' if share > 0 else 'under'}"
    where_zh = "与之相当" if abs(share) < 10 else f"{'高' if share > 0 else '低'} {abs(share):.0f} %"
    low, high, m = (money(x, quote.currency) for x in (others[0], others[-1], mid))
    hour = money(mine, quote.currency)
    return I18n(en=f" As a price: {hour} a GPU-hour, {where_en} the median of {len(others)} other sellers here "
                   f"({low}–{high} a GPU-hour, median {m}).",
                zh=f"单看价格：每卡时 {hour}，相比这里其他 {len(others)} 家的中位数 {m}（{low}–{high}）{where_zh}。")


def _per_unit(price: float, currency: str, unit: str) -> tuple[str, str]:
    amount = money(price, currency)
    return f"{amount}/{unit}", f"{amount}/{UNIT_ZH.get(unit, unit)}"


def _clause(text: str) -> str:
    """A rejection's text after a colon: its own "card-id: " lead dropped."""
    head, sep, rest = text.partition(": ")
    return rest if sep and " " not in head else text
