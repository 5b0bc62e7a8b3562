"""A price said OF a named card is that card's price to buy, never the budget: "Should I buy an RTX 5090 (street price
around $2,500) or just rent?" (review 101 #5: read "Budget: about 2,500 USD in total" and the answer bought a 5060 Ti),
"an H100 goes for $25k", "a 4090 retails at $1,599", "the 5090's MSRP is $1,999", "4090 现在两万出头", "5090
市场价 2 万 5 左右", "5090 两万五能买到". The amount becomes the card's quote per GPU to buy
(``CardMention.quote`` with unit "total", as card_quotes reads "4090 卖 1.8 万"); read after card_quotes (which reads
the prices with a period or a sale word right after the card) and before the money reader. Not read: a price with a
period ("$2/hr": card_quotes), a budget said as one ("budget $2,500 for an RTX 5090"), an amount too small to buy a
card with (a rent said with no period).
"""

from __future__ import annotations

import dataclasses

from advisor_tui.understand.numbers import _CURRENCY
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PRICE_WORDS = (r"(?:(?:its|the|a|an|current|today'?s|new|used)\s)?(?:(?:street|retail|list|market|launch|going|new"
                r"|used|sale)\s)?(?:price|msrp|price tag|cost)(?:\s(?:is|of|at|now|currently|today))?"
                r"|(?:goes|going|sells|selling|sold|retails?|retailing|lists?|listed|costs?|costing)(?:\s(?:for|at))?"
                r"|for|市场价|售价|价格|价钱|报价|现价|现在|大概|大约|要|卖")
# after the card: "RTX 5090 (street price around $2,500)", "an H100 goes for $25k", "5090 市场价 2 万 5 左右"
# the digit after 千 / 万 said in words: "三千二" is 3,200 (review 121 c3 read 3,000), "两万五" 25,000 — not the 一 of
# a count or period after it: "三千一张" is 3,000 a card, "三千一一张" 3,100 (money.py's own rule for 一个月)
_CN_TAIL = r"(?:(?!一(?:张|块|个|台|次|笔|月|年|周|天|星期|礼拜))[一二三四五六七八九])(?![十百千万])"
_AFTER = _lazy(
    r"(?:'s|s)?\s?[(（,，:：-]?\s?(?:which\s|that\s|it\s|it's\s|they\s)?(?:is\s|are\s)?(?:now\s|currently\s|today\s)?"
    rf"(?:{_PRICE_WORDS})\s?(?:[:：]\s?)?(?:(?:is|of|at|around|about|roughly|approximately|like|~|≈|大概|大约|约|在)\s?)*"
    r"(?P<pre>us\$|[$¥￥])?\s?(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|[一两二三四五六七八九十])\s?(?P<wan>万|千|k(?![a-z]))?"
    rf"\s?(?P<tail>\d(?![\d.,])|{_CN_TAIL})?\s?(?:出头|多|左右)?"
    r"\s?(?P<cur>usd|dollars?|bucks|rmb|cny|yuan|块钱|块|元|刀|美元|美金)?"
    r"(?!\s?(?:/|per\s|an?\s(?:hour|hr|month|day|week)|a\s?gpu|一小时|每小时|一个月|每月|包月|一天|每天|小时|个月|h(?![a-z])"
    r"|hours?|months?|days?|weeks?|gb|g(?![a-z])|tokens?|%))")
# the amount then the verb of buying: "5090 两万五能买到", "4090 1.6 万就能入手", "a 3090 can be had for $700"
_THEN_BUY = _lazy(r"\s?(?:现在|大概|大约|差不多)?\s?(?P<n>\d+(?:\.\d+)?|[一两二三四五六七八九十])\s?(?P<wan>万|千)"
                  rf"(?P<tail>{_CN_TAIL}|\d(?![\d.,]))?\s?(?P<cur>块钱|块|元)?\s?(?:左右|多)?\s?(?:就|也)?\s?"
                  r"(?:能|可以)\s?(?:买到|买|入手|拿下|到手)")
_BUDGET_WORD = _lazy(r"(?<![a-z])(?:budget|spend|afford|grant|pay up to|have)(?![a-z])|预算|经费|最多花|能花")
_CN_DIGIT = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_FLOOR = {"USD": 300.0, "CNY": 2000.0}  # below this no card is bought: a rent said with no period, left alone


def read_card_street_price(r: _Reader) -> None:
    """``CardMention.quote`` (per GPU, to buy) for a named card said with its price and no period."""
    for i, mention in enumerate(r.cards):
        if mention.card is None or mention.refused or mention.owned or mention.quote is not None:
            continue
        m = _AFTER.match(r.t, mention.end) or _THEN_BUY.match(r.t, mention.end)
        if m is None or not r.free(m.start("n"), m.end()):
            continue
        if _BUDGET_WORD.search(r.t, max(0, mention.start - 30), mention.start):
            continue  # "a budget of $2,500 for an RTX 5090 … costs": the budget reader's
        n = m.group("n").replace(",", "")
        amount = float(_CN_DIGIT[n]) if n in _CN_DIGIT else float(n)
        tail = m.group("tail") or ""
        tail = str(_CN_DIGIT[tail]) if tail in _CN_DIGIT else tail
        wan = m.group("wan") or ""
        amount *= 10_000 if wan == "万" else 1_000 if wan else 1
        if tail and wan:  # "2 万 5", "两万五": two and a half ten-thousands
            amount += int(tail) * (1_000 if wan == "万" else 100)
        word = (m.groupdict().get("pre") or m.group("cur") or "").strip()
        currency = _CURRENCY.get(word.replace("us$", "$").replace("￥", "¥"))
        if currency is None and not r.chinese and not word:
            continue  # "RTX 5090 cost 2500": a bare number in English may be anything
        floor = _FLOOR.get(currency or ("CNY" if r.chinese else "USD"), 300.0)
        if amount < floor:
            continue
        s, e = m.start("pre") if m.groupdict().get("pre") else m.start("n"), m.end()
        r.cards[i] = dataclasses.replace(mention, quote=(round(amount, 2), currency, "total"),
                                         quote_text=r.quote(mention.start, e))
        for mask in (r.numeric, r.entity):
            r.claim(mask, s, e)
