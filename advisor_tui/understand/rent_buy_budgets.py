"""Two budgets, one for each option of a rent-or-buy question, are a comparison, not a conflict: "Should I rent a GPU or
buy one? Max 60 euros a month if renting, or around 900 euros to buy a card", "up to $100 a month to rent, or $1,500 to
buy", "租的话每月最多 500，买的话 8000 以内" (review 98 c07: both were read as two conflicting budgets and the 900 euros
"per month, like the amount said before it"; the rent-or-buy question itself a conflict of procurements).

A rent-or-buy question is answered as a purchase with rents beside it (compare.py), and a consultation holds one budget,
so the amount tied to buying is the budget, for the purchase in total (never a month's); the amount tied to renting is
said back in a note with its period, to set against each pick's rent; the options named inside those two phrases ("if
renting", "to buy a card") decide no procurement — nor where the two amounts are in a currency that cannot be
placed (review 107 C10).

    settle_rent_buy_budgets(r)
"""

from __future__ import annotations

import dataclasses

from advisor_tui.understand.compare import COMPARE, note_compared
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the option an amount is tied to, said right after it: "… a month if renting", "… to buy a card", "…/月租的话"
_RENT_AFTER = _lazy(r"^[^.;!?,。；！？，]{0,24}?(?:(?<![a-z])(?:if|when|for|to)\s(?:we\s|i\s)?"
                    r"(?:rent|renting|rented|hire|hiring)(?![a-z])|租的话|租用的话|用来租|租卡"
                    # the period then the gerund or the spend's object: "NZD 1,500 a month renting", "… a month on
                    # rent / on cloud GPUs" (review 116 C9-b)
                    r"|^(?:\s(?:a|per|each|every)\s(?:month|week|day|hour))?\s(?:renting|on\s(?:rent(?:al|ing)?"
                    r"|the\scloud|cloud(?:\sgpus?)?))(?![a-z])|每月租|月租)")
_BUY_AFTER = _lazy(r"^[^.;!?,。；！？，]{0,24}?(?:(?<![a-z])(?:if|when|for|to)\s(?:we\s|i\s)?"
                   r"(?:buy|buying|purchase|purchasing|own)(?![a-z])|买的话|购买的话|买卡|用来买"
                   # the spend's object the hardware: "NZD 12k on hardware", "$8k on a card" (review 116 C9-b)
                   r"|^\s?(?:on|for)\s(?:the\s|a\s|new\s|our\sown\s)?(?:hardware|cards?|gpus?|a\sbox|machine|workstation"
                   r"|server)(?![a-z])|买硬件|硬件上)")
# the option said just before it: "if renting, max 60 a month", "租的话每月最多 500", "买的话 8000 以内"
_RENT_BEFORE = _lazy(r"(?:(?<![a-z])(?:if|when|for)\s(?:we\s|i\s)?(?:rent|renting)(?![a-z])[^.;!?]{0,16}"
                     r"|租的话[^。；！？.;!?]{0,8}|租用的话[^。；！？.;!?]{0,8})$")
_BUY_BEFORE = _lazy(r"(?:(?<![a-z])(?:if|when|for|to)\s(?:we\s|i\s)?(?:buy|buying|purchase)(?![a-z])[^.;!?]{0,16}"
                    r"|买的话[^。；！？.;!?]{0,8}|购买的话[^。；！？.;!?]{0,8}|买卡预算[^。；！？.;!?]{0,4})$")


def _tied(r: _Reader, s: int, e: int) -> str | None:
    after, before = r.t[e:e + 40], r.t[max(0, s - 30):s]
    # (the option said after the amount wins: "… if renting, or around 900 euros to buy a card")
    for rent, buy in ((_RENT_AFTER.search(after), _BUY_AFTER.search(after)),
                      (_RENT_BEFORE.search(before), _BUY_BEFORE.search(before))):
        if bool(rent) != bool(buy):
            return "rent" if rent else "buy"
    return None


def settle_rent_buy_budgets(r: _Reader) -> None:
    """After the money and keyword readers: a budget for renting and one for buying keep the buying one, in total,
    and say the renting one back; the procurements named inside them are no choice made."""
    budgets = [f for f in r.found if f.fact == "budget"]
    sides = {id(f): _tied(r, f.start, f.end) for f in budgets}
    rent = next((f for f in budgets if sides[id(f)] == "rent"), None)
    buy = next((f for f in budgets if sides[id(f)] == "buy"), None)
    if rent is None or buy is None:
        _options_of_unplaced_budgets(r)
        return
    rent.fact = "_dropped"
    if buy.value.unit != "total":
        buy.value = dataclasses.replace(buy.value, unit="total")
    buy_word = r.quote(buy.start, buy.end)
    r.notes = [n for n in r.notes if not (buy_word in n.en and "like the amount said before it" in n.en)]
    span_lo, span_hi = min(rent.start, buy.start), max(rent.end, buy.end) + 40
    for f in r.found:
        if f.fact == "procure" and span_lo <= f.start < span_hi and f.value == "rent":
            f.fact = "_dropped"  # "if renting": the option the rent budget is for, not a choice
    if not any(f.fact == "procure" for f in r.found):
        r.add(buy.start, buy.end, "procure", "buy", mask="kw")
    rent_word, unit = r.quote(rent.start, rent.end), rent.value.unit
    amount = f"{rent.value.amount:,.2f}".rstrip("0").rstrip(".")
    r.note(f"“{rent_word}” is the most to spend if renting ({amount} {rent.value.currency} a {unit}) and "
           f"“{buy_word}” the most to spend buying: answered as a purchase within {buy.value.amount:,.0f} "
           f"{buy.value.currency} in total, each pick's rent beside it to set against the rent limit",
           f"“{rent_word}”是租用时的上限（每{_ZH_UNIT.get(unit, unit)} {amount} {rent.value.currency}），"
           f"“{buy_word}”是购买的上限：按购买回答（总共 {buy.value.amount:,.0f} {buy.value.currency} 以内），"
           f"每个推荐旁附租价，可对照租用上限")


def _options_of_unplaced_budgets(r: _Reader) -> None:
    """The two amounts in a currency with no rate on file ("around 25 million CLP to buy, or about 1.5 million CLP a
    month to rent", review 107 C10: the question answered as renting from "to rent"): the options they are tied to
    are still no choice — the comparison is answered as a purchase, the amounts left for the person to place."""
    unplaced = [u for u in r.unresolved if u.kind == "budget"]
    rent = next((u for u in unplaced if _tied(r, u.start, u.end) == "rent"), None)
    buy = next((u for u in unplaced if _tied(r, u.start, u.end) == "buy"), None)
    if rent is None or buy is None:
        return
    span_lo, span_hi = min(rent.start, buy.start), max(rent.end, buy.end) + 40
    for f in r.found:
        if f.fact == "procure" and span_lo <= f.start < span_hi and f.value == "rent":
            f.fact = "_dropped"
    asked = next((f for f in r.found if f.fact == "_asked" and f.generic == COMPARE), None)
    if asked is not None and not any(f.fact == "procure" for f in r.found):
        asked.fact = "procure"  # "Should we rent in the cloud or buy one server?" — the question stands
        note_compared(r, asked)
    if not any(f.fact == "procure" for f in r.found):
        r.add(buy.start, buy.end, "procure", "buy", mask="kw")
    r.note(f"“{r.quote(rent.start, rent.end)}” to rent and “{r.quote(buy.start, buy.end)}” to buy: a rent-or-buy "
           "comparison, answered as a purchase with each pick's rent beside it",
           f"“{r.quote(rent.start, rent.end)}”用于租、“{r.quote(buy.start, buy.end)}”用于买：租还是买的比较，"
           "按购买回答，每个推荐旁附租价")


_ZH_UNIT = {"month": "月", "day": "天", "week": "周", "hour": "小时", "year": "年", "total": "总共"}
