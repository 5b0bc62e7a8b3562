"""The person's own price for a card ("MI300X at $1.90/GPU-hour", `--quote mi300x=1.90/hour`) as an offer in
this consultation only (reviews 34 and 35, M3: the answer priced the card at the bundled sellers' rates and asked
whether $1.90 was the budget). The offer's seller is "your quote"; its source is the person's own words, dated
the consultation day. The bundled knowledge is never changed: a new knowledge base is built beside it.

A quote rents as many GPUs as it was said for ("8x H100 node at $18/hr": 8; "MI300X at $1.90/GPU-hour": 1) — the
person holds the quote and its terms; the seller's note asks them to confirm the billing unit and minimum term."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any, NamedTuple

from knowledge import match
from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.purchase_prices import PurchasePrice
from knowledge.schema import I18n, Offer, Provider, Source
from rules.said_invoice import MARK as SAID_MARK

PROVIDER_ID = "your-quote"
SOURCE_ID = "your-quote"
MAX_QUOTES = 8
UNITS = ("hour", "day", "week", "month")
PURCHASE = "total"  # a price to buy one card ("卖 1.8 万", --quote rtx-4090-48g=18000cny/total): review 38 C5
# a market listing of a board-modified 48 GB 4090 does not say which chip it carries: its price is either's
SAME_LISTING = {"rtx-4090-48g": ("rtx-4090d-48g",), "rtx-4090d-48g": ("rtx-4090-48g",)}


class Quote(NamedTuple):
    """One card's price per GPU per billing ``unit``; ``currency`` None takes the consultation's."""

    card: str
    price: float
    currency: str | None
    unit: str
    text: str  # the words it came from, shown as the offer's source
    gpus: int | None = None  # how many the quote was for, when said ("2× MI300X at $1.50/h")
    invoice: str | None = None  # the VAT invoice the person said the seller gives (advisor_tui.quote_invoice)
    invoice_text: str = ""  # the words that said so

    def to_dict(self) -> dict[str, Any]:
        return self._asdict()

    @classmethod
    def from_dict(cls, data: Any) -> Quote | None:
        """A saved quote (the TUI's interview state), None when it is not one."""
        if not isinstance(data, Mapping):
            return None
        try:
            quote = cls(**{k: data[k] for k in cls._fields if k in data})
        except TypeError:
            return None
        ok = (isinstance(quote.card, str) and isinstance(quote.price, (int, float)) and quote.price > 0
              and quote.unit in (*UNITS, PURCHASE) and isinstance(quote.text, str)
              and (quote.currency is None or isinstance(quote.currency, str))
              and (quote.gpus is None or isinstance(quote.gpus, int))
              and quote.invoice in (None, "vat", "vat-special") and isinstance(quote.invoice_text or "", str))
        return quote if ok else None


def from_mentions(mentions: Iterable[Any]) -> tuple[Quote, ...]:
    """The quotes said in free text (``CardMention.quote``), one per card: the first said."""
    out: dict[str, Quote] = {}
    for m in mentions:
        if m.card and m.quote and not m.refused and m.card not in out:
            price, currency, unit = m.quote
            out[m.card] = Quote(m.card, price, currency, unit, m.quote_text or m.text, m.count)
    return tuple(out.values())[:MAX_QUOTES]


def parse_option(text: str, kb: KnowledgeBase) -> Quote:
    """`--quote CARD=PRICE/UNIT` ("mi300x=1.90/hour", "h20=8500cny/month"): the price in --budget's grammar
    (rules.fact_parse), per GPU; a price with no currency takes the consultation's. InputError in one line."""
    from rules.fact_parse import parse_budget, parse_currency_in

    card_text, sep, price_text = (text or "").partition("=")
    if not sep or not card_text.strip() or not price_text.strip():
        raise InputError(f"invalid --quote: {text!r} (expected CARD=PRICE/UNIT, e.g. mi300x=1.90/hour "
                         "or h20=8500cny/month)")
    price = parse_budget("--quote", price_text.strip())
    if price.unit not in (*UNITS, PURCHASE):
        raise InputError(f"invalid --quote: unit {price.unit!r} in {text!r} (one of: {', '.join(UNITS)}, or total "
                         "for the price to buy one card)")
    currency = parse_currency_in(price_text.strip())
    if currency is not None and currency not in kb.currencies_by_code:
        raise InputError(f"invalid --quote: no prices held in {currency} ({text!r})")
    hit = match.resolve_card(kb, card_text)[0]
    if hit is None:
        raise InputError(f"invalid --quote: unknown card {card_text.strip()!r} (see `gpu-advisor cards`)")
    return Quote(hit.id, price.amount, currency, price.unit, text.strip())


@lru_cache(maxsize=8)
def with_quotes(kb: KnowledgeBase, quotes: tuple[Quote, ...], *, region: str | None, currency: str,
                today: str) -> KnowledgeBase:
    """``kb`` plus one offer per quote, sold by "your quote" in ``region``; ``kb`` itself when there are none.
    ``currency``: the consultation's, for a quote said without one ("H20 包月 8500"). Cached: the TUI consults
    again after every answer, and one knowledge base per set of quotes keeps the price memos it warms."""
    quotes = [q for q in quotes if q.card in kb.cards_by_id][:MAX_QUOTES]
    if not quotes:
        return kb
    where = region or ("cn" if currency == "CNY" else "intl")
    said = "; ".join(f"“{q.text}”" for q in quotes)
    source = Source(id=SOURCE_ID, title=f"the price you gave: {said}", kind="reference", as_of=today,
                    covers="a price the person was quoted or saw for a card, used for this consultation only",
                    publisher="you")
    provider = Provider(id=PROVIDER_ID, name="your quote", name_zh="你给的报价", region=where, kind="reseller",
                        source=SOURCE_ID, notes=I18n(en="the price you gave; confirm its billing unit, minimum term "
                                                        "and what it includes with the seller",
                                                     zh="你给的价格；计费单位、最短租期和包含什么请向卖家确认"))
    offers = tuple(Offer(id=f"{PROVIDER_ID}/{q.card}/{q.unit}", provider=PROVIDER_ID, card=q.card, price=q.price,
                         currency=q.currency or currency, unit=q.unit, basis="per-card", region=where,
                         source=SOURCE_ID, as_of=today, min_gpus=q.gpus or 1, invoice=q.invoice,
                         note=q.text + (f"{SAID_MARK}“{q.invoice_text}”" if q.invoice else ""))
                   for q in quotes if q.unit != PURCHASE)
    # a price to buy one card: a purchase price of this consultation, dated today (the newest row wins)
    bought = tuple(PurchasePrice(id=f"{PROVIDER_ID}/{card}/buy", card=card, price=q.price,
                                 currency=q.currency or currency, buys="card", gpus=1, kind="quote", region=where,
                                 source=SOURCE_ID, as_of=today)
                   for q in quotes if q.unit == PURCHASE for card in (q.card, *SAME_LISTING.get(q.card, ())))
    ids = {o.id for o in offers} | {p.id for p in bought}
    return dataclasses.replace(
        kb, sources=(*(s for s in kb.sources if s.id != SOURCE_ID), source),
        providers=(*(p for p in kb.providers if p.id != PROVIDER_ID), provider),
        offers=(*(o for o in kb.offers if o.id not in ids), *offers),
        user_purchase_prices=(*(p for p in kb.user_purchase_prices if p.id not in ids), *bought))


def for_facts(kb: KnowledgeBase, quotes: Iterable[Quote], facts: Any) -> KnowledgeBase:
    """``with_quotes`` for resolved ``facts``: their region, display currency and day."""
    from rules.pricing import display_currency

    return with_quotes(kb, tuple(quotes), region=facts.region, currency=display_currency(facts), today=facts.today)
