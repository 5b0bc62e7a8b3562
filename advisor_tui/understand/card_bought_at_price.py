"""A card the person says they can get at a price is a card being bought: "I can get a used RTX 3090 here for about
28 000 UAH each (1 USD = 41.5 UAH) … Budget I can stretch to 60 000 UAH" (review 120 C8-2, a Kyiv freelancer's home
box) read the 28 000 as a budget "corrected" by the 60 000, and that as 60,000 UAH a month: no buying word was heard
(the street-price reader wants the price right after the card, in dollars or yuan). "I can get / could buy / can
pick up a (used) <card> (here) for <amount> (each)", "能收到二手 3090，一张 5500", "3090 二手能淘到 5500 一张": the
amount is the card's price, never the budget, and the cards are bought — procure buy, so a budget said with no period
is the total to spend (money's `buying`). A price in dollars or yuan is the card's quote (``CardMention.quote``, as
card_street_price sets it); in another currency, at the person's own rate where one is said, else said back and not
compared as an offer.

Not a card the person has ("I already have a 3090 I got for …"), refuses, or hears of ("someone said you can get a
3090 for …": card_quotes' hearsay), nor a rental ("can get an H100 for $2/hr": a period after it). Read after the
street-price reader, before the money reader.
"""

from __future__ import annotations

import dataclasses

from advisor_tui.understand.card_quotes import _hearsay
from advisor_tui.understand.numbers import _CURRENCY
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader
from advisor_tui.understand.stated_rate import currency_of, stated_rates

_GET_BEFORE = _lazy(r"(?:(?<![a-z])(?:i|we)\s(?:can|could|'?d be able to|am able to|are able to)\s(?:easily\s)?"
                    r"(?:get|buy|find|pick up|grab|source|snag)|(?:能|可以)\s?(?:买到|收到|淘到|入手|拿到))\s?"
                    r"(?:an?\s|one\s|two\s|a pair of\s|\d\s|一张|两张)?\s?(?:used\s|second-?hand\s|new\s|refurb\w*\s"
                    r"|二手的?|全新的?)?\s?$")
_GET_AFTER = _lazy(r"\s?(?:二手|全新)?\s?(?:能|可以)\s?(?:买到|收到|淘到|入手|拿到)")
_PRICE = (
    r"(?:about|around|roughly|approximately|~|≈|大概|大约|约)?\s?(?P<pre>us\$|[$¥￥€£₴])?\s?"
    r"(?P<n>\d{1,3}(?:[ ,\u00a0\u202f]\d{3})+|\d{3,7})\s?"
    r"(?P<cur>[a-z]{3}(?![a-z])|块钱|块|元|刀|美元|美金|dollars?|bucks)?"
    r"\s?(?:each|apiece|a piece|per card|一张)?"
    # a rental's period after it is card_quotes'
    r"(?!\s?(?:/|per\s|an?\s(?:hour|hr|month|day|week)|一小时|每小时|一个月|每月|小时|h(?![a-z])|hours?|months?))")
_PRICE_AFTER = _lazy(r"\s?(?:[a-z]+\s)?(?:here\s|locally\s|over here\s|on [a-z]+\s|near me\s)?"
                     r"(?:for|at|[,，]\s?(?:一张|每张|单张)?)\s?" + _PRICE)
# after a Chinese verb of getting the amount may follow at once: "3090 二手能淘到 5500 一张"
_PRICE_AFTER_GOT = _lazy(r"(?:[,，]\s?(?:一张|每张|单张)?)?\s?" + _PRICE)
_OWNED_BEFORE = _lazy(r"(?<![a-z])(?:already (?:have|own|got)|i have|we have|bought|got mine)|已经有|手上有|买过")


def bought_at_price(r: _Reader) -> bool:
    """Whether the person said they can get a named card at a price: the purchase read_card_bought_at_price read
    off the card's own words."""
    cards = {(c.start, c.end) for c in r.cards}
    return any(f.fact == "procure" and f.value == "buy" and (f.start, f.end) in cards for f in r.found)


def read_card_bought_at_price(r: _Reader) -> None:
    """After the street-price reader: "I can get a used RTX 3090 for about 28 000 UAH each" prices the card to buy."""
    for i, mention in enumerate(r.cards):
        if mention.card is None or mention.refused or mention.owned:
            continue
        sentence = max(r.t.rfind(c, 0, mention.start) for c in ".!?\n。！？") + 1
        if not (_GET_BEFORE.search(r.t, max(sentence, mention.start - 40), mention.start)
                or _GET_AFTER.match(r.t, mention.end)):
            continue
        if _OWNED_BEFORE.search(r.t, sentence, mention.start) or _hearsay(r, mention.start, mention.end):
            continue
        if mention.quote is not None and mention.quote[2] != "total":
            continue  # "we can get an H100 for $2/hr": a rental's quote (card_quotes)
        got = _GET_AFTER.match(r.t, mention.end)
        m = _PRICE_AFTER_GOT.match(r.t, got.end()) if got else _PRICE_AFTER.match(r.t, mention.end)
        if mention.quote is None and m is not None and r.free(m.start("n"), m.end("n")):
            amount = float(m.group("n").replace(",", "").replace(" ", "").replace("\u00a0", "").replace("\u202f", ""))
            word = (m.group("pre") or m.group("cur") or "").strip()
            currency = _CURRENCY.get(word.replace("us$", "$").replace("￥", "¥"))
            s, e = m.start("pre") if m.group("pre") else m.start("n"), m.end()
            said = r.quote(mention.start, e)
            rate = stated_rates(r).get(code) if currency is None and (code := currency_of(word)) else None
            if currency in ("USD", "CNY") or (not word and r.chinese):
                r.cards[i] = dataclasses.replace(mention, quote=(amount, currency, "total"), quote_text=said)
            elif rate is not None:  # "28 000 UAH each (1 USD = 41.5 UAH)": at the person's own rate
                sign = "¥" if rate.into == "CNY" else "$"
                priced = round(amount * rate.per_unit, 2)
                r.cards[i] = dataclasses.replace(mention, quote=(priced, rate.into, "total"), quote_text=said)
                r.note(f"“{said}”: the card's price to buy, not the budget — {amount:,.0f} {code} at your rate "
                       f"({rate.said}) = {sign}{priced:,.2f} a card",
                       f"“{said}”：这是买这张卡的价格，不是预算——按你的汇率（{rate.said}）{amount:,.0f} {code} = "
                       f"每张 {sign}{priced:,.2f}")
            else:
                r.note(f"“{said}”: the card's price to buy, not the budget — said back; a price in {word.upper()} "
                       "is not compared as an offer (give it in USD with --quote to compare it)",
                       f"“{said}”：这是买这张卡的价格，不是预算——照录；{word.upper()} 报价不参与比较"
                       "（换成美元用 --quote 给出即可比较）")
            for mask in (r.numeric, r.entity):
                r.claim(mask, s, e)
        elif m is None and mention.quote is None:
            continue
        if not any(f.fact == "procure" for f in r.found):
            r.found.append(_Finding(mention.start, mention.end, "procure", "buy"))
        return
