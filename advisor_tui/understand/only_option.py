"""Buying or renting said as the only way considered: ``procure``. "数据不能出公司，所以只考虑买，不租" (heldout88 #35)
read no procure: keywords.py knows "买，不租" and "只能买", not the option narrowed to one by 只 / 仅 with a verb of
choosing ("只考虑买", "只打算租", "仅接受租用"), the pair said as one ("只买不租", "只租不买"), nor the choice settled
("就买吧", "还是租吧"), one way taken with the other refused beside it ("要買不要租", review 107 C3), nor English
"buy only", "only buying" (review 108 C8). The one named is the way to procure.

Not a question ("只考虑买还是租？"), a condition ("只考虑买的话…"), something done ("只买了一张卡", "只租过 AutoDL"),
what one can afford ("只买得起一张"), nor refused ("不只考虑买"); a procure already read wins.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.purchase import defaulted_budgets_total
from advisor_tui.understand.reader import _Reader, negated_before

_BUY = r"(?:买|買|购买|購買|采购|採購)"
_RENT = r"(?:租|租用|租赁|租賃)"
_AND_NOT = r"[,，]?\s?(?:也|而|就)?\s?(?:不要|不想|不用|不会|不會|不打算|不考虑|不考慮|不是|别|別|不)\s?(?:去|再)?"
_ONLY = _lazy(
    # "只考虑买", "只打算租", "仅接受租用", "只买不租", "只租不买"
    rf"(?:只|仅|僅)\s?(?:考虑|考慮|打算|想|接受|能接受|会|會)?\s?(?P<o>{_BUY}|{_RENT})"
    rf"(?:\s?[,，]?\s?不\s?(?:{_BUY}|{_RENT}))?"
    # "就买吧", "还是租吧"
    rf"|(?:就|还是|還是)\s?(?P<o2>{_BUY}|{_RENT})\s?吧"
    # one way taken and the other refused beside it: "要買不要租" (review 107 C3, read as no procure and answered with
    # rentals), "要买，不要租", "宁愿买也不租", "是买不是租", "买而不是租" — and the other way round
    rf"|(?P<buy>{_BUY})\s?{_AND_NOT}\s?{_RENT}|(?P<rent>{_RENT})\s?{_AND_NOT}\s?{_BUY}")
# in English (review 108 C8: "renting abroad is out — buy only" read no purchase): "buy only", "purchase only",
# "rent only", "only buying", "we only buy", "buying is the only option", "the only option is to buy" — each ended
# there, not "buy only one card", "only buy if it pays off", "only rent for the bursts" (what is bought or when)
_BUY_EN = r"(?:buy(?:ing)?|purchas(?:e|ing)|a purchase)"
_RENT_EN = r"(?:rent(?:ing|al)?|leas(?:e|ing)|a rental)"
_ONLY_EN = _lazy(
    rf"(?<![a-z])(?:(?P<o>{_BUY_EN}|{_RENT_EN}) only|only (?P<o2>{_BUY_EN}|{_RENT_EN})"
    r"(?: (?:the |our own |our |a |one )?(?:hardware|servers?|machines?|boxes|box|cards|gpus|outright))?"
    rf"|(?P<o3>{_BUY_EN}|{_RENT_EN}) is (?:the )?only (?:option|way|choice)"
    rf"|the only (?:option|way|choice) (?:is|left is) (?:to )?(?P<o4>{_BUY_EN}|{_RENT_EN}))"
    r"(?=\s?(?:[.,;:!)\n—–]|-\s|$))")
_ASKED_EN = _lazy(r"[^.;!\n]{0,40}\?")
_NOT_CHOSEN_AFTER = _lazy(r"\s?(?:了|过|過|得起|不起|得到|到|还是|還是|或|或者|的话|的話|吗|嗎|么|麼|呢|\?|？|什么|什麼"
                          r"|哪|多少|几|幾|一张|一張|一台|了一)")


def read_only_option(r: _Reader) -> None:
    """After the keywords: buying or renting named as the only way considered, with no procure read, is it."""
    if any(f.fact == "procure" for f in r.found):
        return
    for m in _ONLY.finditer(r.t):
        if _NOT_CHOSEN_AFTER.match(r.t, m.end()) or negated_before(r, m.start()) \
                or r.t[max(0, m.start() - 1):m.start()] == "不" or not r._free(r.entity, m.start(), m.end()):
            continue
        said = m.group("o") or m.group("o2") or ("买" if m.group("buy") else "租")
        r.add(m.start(), m.end(), "procure", "rent" if said.startswith("租") else "buy", mask="kw")
        return
    for m in _ONLY_EN.finditer(r.t):
        if _ASKED_EN.match(r.t, m.end()) or negated_before(r, m.start()) or not r._free(r.entity, m.start(), m.end()):
            continue
        said = next(g for g in m.group("o", "o2", "o3", "o4") if g)
        way = "rent" if said.startswith(("rent", "leas", "a rental")) else "buy"
        r.add(m.start(), m.end(), "procure", way, mask="kw")
        if way == "buy":
            defaulted_budgets_total(r)  # "buy only … Budget 60,000 SAR": what the box may cost, not a month
            if not r.rent_refused:
                r.rent_refused = r.quote(m.start(), m.end())  # "buy only": no rental priced beside the purchase
        return
