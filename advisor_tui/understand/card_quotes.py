"""A price said for a card the person named: their quote, priced as an offer in this answer.

"A neocloud quoted us MI300X at $1.90/GPU-hour versus H100 at $2.40", "AutoDL 上 4090 一小时 1.98 元", "H20 包月
8500 一张": the person holds a price for that card, and the answer that ignores it — pricing the card at the bundled
sellers' rates and asking "is $1.90 your budget?" — answers someone else's question (reviews 34 and 35, M3). The
amount becomes ``CardMention.quote`` (per GPU, per billing unit) and ``advisor_tui.card_offers`` turns it into an
offer for this consultation only. A price with a bound ("H100 不超过 2 块一小时", "max $2/h") is a cap, read before
by ``gpu_price``; a price with no card beside it is left to the budget reader.

Runs after the card reader and the cap reader, before the money reader.
"""

from __future__ import annotations

import dataclasses
import math
import re
from statistics import median

from advisor_tui.understand.numbers import _CURRENCY
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_CUR = r"usd|us dollars?|dollars?|bucks|rmb|cny|yuan|块钱|块|元|刀|美元|美金"
_AMOUNT = (r"(?P<pre>us\$|[$¥￥])?\s?(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d{1,3})?|\d{1,6}(?:\.\d{1,3})?)(?!\d|[.,]\d)\s?"
           rf"(?P<wan>万|千|k(?![a-z]))?\s?(?P<cur>{_CUR})?"
           # no count or time after it: "4090 一天 8 小时", "H100 每月 200 小时" say usage, not a price
           r"(?!\s?(?:个|小时|钟头|天|周|月|张|块卡|卡|台|人|hours?|hrs?|h(?![a-z])|days?|weeks?|months?|gpus?|cards?"
           r"|gb|g(?![a-z])|tokens?|%|x(?![a-z])|w(?![a-z])))")
_GPU = r"(?:gpu|card|graphics card)"
# the unit after the amount: "/hr", "per GPU-hour", "an hour", "/卡时", "/小时", "per month", "/mo", "一个月"
_HOUR_AFTER = (rf"(?:/|per|an?|each|every)\s?(?:{_GPU}[\s/-]?(?:/|per|an?)?\s?)?(?:hours?|hrs?|h)(?![a-z])"
               r"|/\s?(?:卡时|卡\s?/\s?小时|卡/时|小时|时|h)|每\s?(?:卡)?\s?小时|一小时|一个小时")
_MONTH_AFTER = (rf"(?:/|per|an?|each|every)\s?(?:{_GPU}[\s/-]?(?:/|per|an?)?\s?)?(?:months?|mo)(?![a-z])"
                r"|/\s?(?:卡\s?/\s?)?月|每\s?(?:卡)?\s?月|一个月|包月")
_DAY_AFTER = rf"(?:/|per|an?|each)\s?(?:{_GPU}[\s/-]?(?:/|per|an?)?\s?)?day(?![a-z])|/\s?天|每天|一天"
_WEEK_AFTER = rf"(?:/|per|an?|each)\s?(?:{_GPU}[\s/-]?(?:/|per|an?)?\s?)?week(?![a-z])|/\s?周|每周|一周|包周"
_UNIT_AFTER = rf"(?P<hour>{_HOUR_AFTER})|(?P<month>{_MONTH_AFTER})|(?P<day>{_DAY_AFTER})|(?P<week>{_WEEK_AFTER})"
# the unit before the amount: "4090 一小时 1.98 元", "H20 包月 8500", "A100 per hour: $1.29"
_UNIT_BEFORE = (r"(?P<hour_b>(?:每卡|每张|单卡)?\s?(?:一小时|每小时|一个小时)|每卡时|卡时|单价每小时|按小时"
                r"|hourly|per hour"
                r"|an hour)"
                r"|(?P<month_b>(?:每卡|每张|单卡|一张)?\s?(?:包月|一个月|每月|月租|按月)|monthly|per month|a month)"
                r"|(?P<week_b>包周|一周|每周|weekly)|(?P<day_b>一天|每天|按天|daily)")
# words between the card and its price ("MI300X at", "H100 is going for", "4090 报价", "A800：")
_LINK = (r"\s?(?:(?:is|are|was|were|at|for|@|costs?|costing|runs?|rents?|goes|going|priced|quoted|listed|only"
         r"|about|around|roughly|like|node|server|box|machine|~|:|：|=|-|\(|（"  # "3090 (~$750 each on ebay?)"
         r"|报价|报了|报|租金|价格|单价|卖|要|是|只要|才|大概|约|在|整机|魔改(?:卡|版)?|改版卡|显卡"
         r"|[,，]\s?(?:一共|总共|合计|in total|total))\s?){0,4}")
# the count said after the card: "H100 8卡整机月租 9 万" (review 49 C11), "H20 x8 node at"
_COUNT_AFTER = (r"(?:\s?(?:[x×]\s?(?P<count_x>\d{1,2})|(?P<count>\d{1,2}|[一两二三四五六七八])\s?(?:卡|张|块|x|×"
                r"|(?<![a-z])(?:gpus?|cards?)(?![a-z]))))?")
# ("H100 80G 八卡整机，月租 12 万": the machine, a comma, then its rent — review 50 C7)
_UNIT_AHEAD = (r"(?=(?:每卡|每张|单卡|一张)?\s?(?:包月|一个月|每月|月租|按月|每小时|一小时|按小时|包周|每周|每天|按天)"
               r"|monthly|hourly|per month|per hour)")
_QUOTE = _lazy(rf"{_COUNT_AFTER}{_LINK}(?:[,，]\s?{_UNIT_AHEAD})?"
               rf"(?:(?:{_UNIT_BEFORE})\s?(?:[:：]|is|要|是|只要|才|大概|约)?\s?)?"
               rf"{_AMOUNT}\s?(?:{_UNIT_AFTER})?")
# the price said before its card: "Lambda quoted $2.99/GPU-hr for H100 SXM" (review 37 c08)
# ("wants $650 for a used 3090": a card's price to buy, its unit from the words around — review 40 C4)
_QUOTE_BEFORE = _lazy(rf"{_AMOUNT}\s?(?:(?:{_UNIT_AFTER})\s(?:for|on|per)|for)\s(?:an?\s|the\s|each\s|one\s)?"
                      r"(?:(?:used|second-?hand|new|refurb(?:ished)?)\s)?$")
# a whole machine's price, not one card's: "8x H100 node at $18/hr", "两张 4090 一共 4 块一小时"
_FOR_ALL = re.compile(r"(?<![a-z])(?:for (?:both|all|the pair|the lot)|total|in all)(?![a-z])"
                      r"|一共|总共|两张一起|合计")
# a whole server's price: "8x H100 node at $18/hr", "A800 整机 6.5 万/月" (8 cards when the count is not said)
_MACHINE = re.compile(r"(?<![a-z])(?:nodes?|servers?|machines?|box)(?![a-z])|整机|整台|一台")
_PER_MACHINE_AFTER = re.compile(r"\s?/\s?台|\s?一台|\s?每台")
_CLAUSE_END = re.compile(r"[，,。；;!?！？\n]|\.(?!\d)")
_EACH = re.compile(r"(?<![a-z])(?:each|apiece|per (?:gpu|card)|/gpu|a gpu|a card)(?![a-z])"
                   r"|每张|一张|单卡|每卡|/卡|卡时")
# a price to buy, not to rent: "卖 1.8 万", "二手 3090", "goes for $1,800 used", "retails at", "to buy"
# ("全新 4060 Ti 16G（3200 元）": a card new in its box is bought — review 121 c3b priced it at its 2023 MSRP instead)
_FOR_SALE = _lazy(r"卖|售价|二手|全新|闲鱼|淘宝|京东|拼多多|入手|买(?:到|成|下来)?|收(?=\s?\d)"
                  r"|(?<![a-z])(?:for sale|sells? for|selling for|sold for|used|second-?hand|brand[- ]new|retails?"
                  r"|retailing|msrp"
                  r"|to buy|buy(?:ing)? (?:it|one|them) (?:for|at)|on ebay|street price)(?![a-z])")
_SENTENCE_END = re.compile(r"[.!?。！？;；\n](?!\d)")


def read_card_quotes(r: _Reader) -> None:
    """``CardMention.quote`` for each named card said with its price; claims the amount (no budget, no cap)."""
    if not r.cards:
        return
    unit_seen: list[tuple[int, str]] = []  # (position, unit) of quotes with a unit said: "versus H100 at $2.40"
    pending: list[tuple[int, object, float, str | None, int]] = []  # a quote whose unit comes from the sentence
    for i, mention in enumerate(r.cards):
        if mention.card is None or mention.refused:
            continue
        m = _QUOTE.match(r.t, mention.end)
        if m is None or m.group("n") is None or not r.free(m.start("n"), m.end()):
            m = _QUOTE_BEFORE.search(r.t, max(0, mention.start - 40), mention.start)
            if m is None or not r.free(m.start("n"), m.end()):
                continue
        amount = r.num(m.group("n").replace(",", ""))
        if not amount or amount <= 0:
            continue
        said_count = m.groupdict().get("count") or m.groupdict().get("count_x")
        if said_count and mention.count is None and (n := r.num(said_count)):
            mention = r.cards[i] = dataclasses.replace(mention, count=int(n))
        if m.group("wan"):
            amount *= 10_000 if m.group("wan") == "万" else 1_000  # 千, k
        word = (m.group("pre") or m.group("cur") or "").strip()
        currency = _CURRENCY.get(word.replace("us$", "$").replace("￥", "¥"))
        unit = next((u for u in ("hour", "month", "day", "week")
                     if m.groupdict().get(u) or m.groupdict().get(f"{u}_b")), None)
        if unit is None and amount >= 100 and _FOR_SALE.search(
                r.t, max(0, mention.start - 10), max(m.start("n"), mention.end)):
            unit = "total"  # "闲鱼上有魔改的 4090 48G 卖 1.8 万左右" (review 38 C5): a price to buy the card
        if unit is None and currency is None:
            continue  # "H100 80 GB", "4090 2 张": a bare number beside a card is no price
        if unit is None:
            pending.append((i, m, amount, currency, m.end()))
            continue
        _keep(r, i, m, amount, currency, unit)
        unit_seen.append((m.end(), unit))
    for i, m, amount, currency, _end in pending:
        start = r.cards[i].start
        unit = next((u for pos, u in reversed(unit_seen)
                     if pos <= start and not _SENTENCE_END.search(r.t, pos, start)), None)
        if unit is not None:  # "MI300X at $1.90/GPU-hour versus H100 at $2.40": the same unit
            _keep(r, i, m, amount, currency, unit)


# a currency the prices here cannot take, said before the amount: "€0.95/hour for an L4", "KES 95,000 a month"
_FOREIGN_BEFORE = _lazy(r"(?:€|£|₹|₩|₱|₺|₫|(?<![a-z])(?:eur|gbp|kes|ksh|inr|jpy|aud|cad|sgd|hkd|chf|nok|sek|dkk|brl"
                        r"|mxn|zar|rp|rm|aed|sar|ils|mop|cop|ngn|php|thb|vnd|twd|nt\$|a\$|c\$|s\$|hk\$))\s?$")


# a price heard from someone else, doubted as it is said: "someone on HN said runpod 4090s are like $0.34/hr but idk if
# that's even real" (review 42 m8: it headlined the answer as "your quote")
_HEARSAY = _lazy(r"(?<![a-z])(?:someone|somebody|some guy|a friend|people|folks)(?: on [a-z]+| online| here)? "
                 r"(?:said|says|swears?|claims?|claimed|mentioned|posted|reckons?)|(?<![a-z])(?:i )?heard (?:that )?"
                 r"|apparently|rumou?r|idk if|not sure (?:if|whether) (?:that'?s|it'?s) (?:even )?real"
                 r"|if that'?s (?:even )?(?:real|true)|听说|据说|网上说|有人说|不知道真假|不知道是不是真的")


def _hearsay(r: _Reader, s: int, e: int) -> bool:
    start = max((r.t.rfind(c, 0, s) for c in ".!?\n。！？；;"), default=-1) + 1
    ends = [i for c in ".!?\n。！？；;" if (i := r.t.find(c, e)) >= 0]
    return bool(_HEARSAY.search(r.t, start, min(ends, default=len(r.t))))


def _keep(r: _Reader, i: int, m: re.Match, amount: float, currency: str | None, unit: str) -> None:
    mention = r.cards[i]
    s, e = m.start("n") - len(m.group("pre") or ""), m.end()
    if currency is None and _FOREIGN_BEFORE.search(r.t, max(0, s - 5), s):
        return  # left to the money reader, which asks about the currency
    if _hearsay(r, min(s, mention.start), e):
        said = r.quote(min(s, mention.start), e)
        r.note(f"“{said}”: a price heard, not yours — not compared as an offer (get it in writing and give it with "
               "--knowledge, or say it as your own quote)",
               f"“{said}”：听来的价格，不是你拿到的报价——没有当作报价比较（拿到书面报价后用 --knowledge 给出，"
               "或说明是你自己的报价）")
        for mask in (r.numeric, r.entity):
            r.claim(mask, s, e)  # no budget either
        return
    if e <= mention.start:  # the price said before the card: "$2.99/GPU-hr for H100 SXM"
        r.cards[i] = dataclasses.replace(mention, quote=(round(amount, 4), currency, unit),
                                         quote_text=r.quote(s, mention.end))
        for mask in (r.numeric, r.entity):
            r.claim(mask, s, m.end())
        return
    around = r.t[max(0, mention.start - 24):min(len(r.t), e + 16)]
    machine = bool(_MACHINE.search(r.t, mention.end, e) or _MACHINE.search(r.t, max(0, mention.start - 12),
                                                                          mention.start))
    count = mention.count
    if count is None and (machine or _PER_MACHINE_AFTER.match(r.t, e)):
        if not machine or r.kb.card(mention.card).max_pool_gpus < 8:
            return  # "A100 包月 2.3 万/台": a machine of how many cards is not said — left to the budget reader
        count = 8  # "A800 整机 6.5 万/月": a whole server of an 8-GPU baseboard part
    per_gpu = amount
    # "each" said in the quote's own clause: in "…整机每月 6 万，另外单卡每小时不要超过 15 块" the "单卡" is a cap's
    # (review 47 C12: the eight's ¥60,000 was read as each card's)
    clause = _CLAUSE_END.split(r.t[e:e + 12], maxsplit=1)[0]
    if (count or 1) > 1 and not _EACH.search(r.t[mention.end:e] + clause):
        if machine or _FOR_ALL.search(around):
            per_gpu = amount / count  # "8x H100 node at $18/hr": the machine's price, $2.25 a GPU
        else:  # "8 卡 H20 每月 4.5 万" is the eight; "two 4090s at $0.40/h" is each: the reading nearer the market
            typical = _typical(r, mention.card, unit, currency)
            if typical is not None:
                per_gpu = min((amount, amount / count), key=lambda p: abs(math.log(p / typical)))
    r.cards[i] = dataclasses.replace(mention, count=count, quote=(round(per_gpu, 4), currency, unit),
                                     quote_text=r.quote(mention.start, e))
    for mask in (r.numeric, r.entity):
        r.claim(mask, s, e)


_HOURS = {"hour": 1, "day": 24, "week": 168, "month": 720}


def _per_gpu_prices(r: _Reader, card: str, unit: str, currency: str | None) -> list[float]:
    """The bundled sellers' prices of ``card`` per GPU in ``unit`` and ``currency`` (None: the session's, else CNY
    for Chinese text, USD otherwise), those that convert."""
    want = currency or r.currency or ("CNY" if r.chinese else "USD")
    if unit not in _HOURS:
        return []  # a price to buy ("total"): no rental rate to compare it with
    prices = []
    for o in r.kb.offers_for(card):
        rate = 1.0 if o.currency == want else (x.rate if (x := r.kb.rate(o.currency, want)) else None)
        if rate is None or o.unit not in _HOURS:
            continue
        prices.append(o.price / (o.gpus or 1) * rate / _HOURS[o.unit] * _HOURS[unit])
    return prices


def _typical(r: _Reader, card: str, unit: str, currency: str | None) -> float | None:
    """The bundled sellers' median price of ``card`` per GPU in ``unit`` (see ``_per_gpu_prices``)."""
    prices = _per_gpu_prices(r, card, unit, currency)
    return median(prices) if prices else None


# today's spend on a card, said as the bill a plan is compared with: "Today we spend roughly $25k a month on rented
# H100s" (review 36 C3: the fleet was sized for one sequence at a time, and the spend was read as the budget)
_SPEND_ON = _lazy(r"(?:\s?(?:a|per|/|each)\s?month)?\s?(?:on|for)\s(?:rented\s|renting\s|on-demand\s|cloud\s){0,2}")


def note_current_spend(r: _Reader) -> None:
    """After the money reader: a monthly amount spent on a named card says how many of them run today."""
    for u in r.unresolved:
        if u.kind != "budget" or not re.search(r"month|月", u.text) or not _SPEND_ON.match(r.t, u.end) or not re.search(
                r"spend|spending|花", r.t[max(0, u.start - 24):u.start]):
            continue
        after = _SPEND_ON.match(r.t, u.end).end()
        mention = next((c for c in r.cards if c.card and after <= c.start <= after + 12), None)
        amount = _money_amount(u.text)
        if mention is None or amount is None:
            continue
        prices = _per_gpu_prices(r, mention.card, "hour", amount[1])
        if not prices:
            continue
        low, mid = min(prices), median(prices)
        most, fewest = amount[0] / (low * _HOURS["month"]), amount[0] / (mid * _HOURS["month"])
        said, cur = r.quote(u.start, mention.end), amount[1]
        r.note(f"“{said}”: today's spend — at the bundled sellers' {low:.2f}–{mid:.2f} {cur} an hour (lowest to "
               f"median) that is about {fewest:.0f}–{most:.0f} × {mention.card} running all month; size the answer to "
               "that load (say --concurrency or --rps), or it is sized for the defaults",
               f"“{said}”：这是现在的花费——按库里平台每小时 {low:.2f}–{mid:.2f} {cur}（最低到中位），约等于 "
               f"{fewest:.0f}–{most:.0f} 张 {mention.card} 全月运行；请按这个负载给出并发或请求速率（--concurrency / "
               "--rps），否则按默认值估算")


def _money_amount(text: str) -> tuple[float, str] | None:
    """"$25k", "¥6,000": (amount, currency) for a dollar or yuan figure; None otherwise."""
    m = re.search(r"(?P<cur>us\$|\$|¥|￥)\s?(?P<n>\d[\d,]*(?:\.\d+)?)\s?(?P<k>k|m)?(?![a-z])", text.lower())
    if m is None:
        return None
    n = float(m.group("n").replace(",", "")) * {"k": 1e3, "m": 1e6}.get(m.group("k") or "", 1)
    return n, "CNY" if m.group("cur") in ("¥", "￥") else "USD"
