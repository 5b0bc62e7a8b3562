"""A purchase headline that rests on an end-of-line card's launch price (review 53 C10: a Shanghai office box for
Whisper headlined "1 × RTX 3080 Ti — to buy: $1,199 (launch MSRP, 2021-05-31) = ¥8,417", a card out of production
since 2022 priced at a US launch price four years old). The price is a record, not a shelf: the answer says so
right after the headline, and what to do instead — rent (the rent line beside it), or ask for a quote on a current
card the knowledge base does not price.

    old_purchase_line(kb, facts, picks, today) -> I18n | None   (today: the consultation's YYYY-MM-DD)
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.base.predicates import two_generations_back

STALE_YEARS = 3  # a launch price older than this is no price a buyer finds


def old_purchase_line(kb: KnowledgeBase, facts: Any, picks: Sequence[Any], today: str = "") -> I18n | None:
    if facts.procure != "buy" or not picks or picks[0].purchase is None:
        return None
    top, row = picks[0], picks[0].purchase.row
    card = kb.card(top.card)
    if not stale_launch_price(card, row, today):
        return None
    where_en = " in the US" if row.region == "intl" and facts.region == "cn" else ""
    where_zh = "美国" if row.region == "intl" and facts.region == "cn" else ""
    return I18n(
        en=f"Mind the price: {card.name} is end-of-line and ${row.price:,.0f} is its {row.as_of[:4]} launch price"
           f"{where_en}, not a shelf price — new stock is rare or refurbished with a short warranty. Rent (the plan "
           "beside it), or ask a vendor to quote a current card of the same memory and power.",
        zh=f"注意价格：{card.name} 已停产，这个价格是它 {row.as_of[:4]} 年的{where_zh}首发价，不是现在的货架价——"
           "新卡很难买到，多是翻新、保修短。可以租（见旁边的租用方案），或请供应商对同显存、同功耗的现款卡报价。")


def stale_launch_price(card: Any, row: Any, today: str = "") -> bool:
    """True when ``row`` is an end-of-line card's launch MSRP older than STALE_YEARS: a record, not a shelf price."""
    try:
        dated = dt.date.fromisoformat(row.as_of)
    except ValueError:
        return False
    years = ((dt.date.fromisoformat(today) if today else dt.date.today()) - dated).days / 365.25
    return row.kind == "msrp" and years >= STALE_YEARS and two_generations_back(card)
