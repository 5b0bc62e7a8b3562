"""An amount in a currency priced nowhere here, glossed in dollars by the person, is one budget: "budget is 45 million
dong a month, which is roughly 1,700 USD" (review 115 c3b, a Hanoi support bot) asked for the dong's rate though the
dollars were said beside it — and with the rate given (--fx), read the two as two budgets ("several values for
Budget: the largest stated is used"). So are "1,500 EUR a month (about $1,620)", "500 万韩元，约合 3,600 美元",
"5 million won, i.e. ~3,600 USD".

With no rate, the person's own dollars are the budget, over the amount's period, and the amount is not asked about;
with a rate, the amount at that rate is the budget and the gloss is no second one (where the two are within a quarter
of each other; further apart, both stay for the answer to ask).
"""

from __future__ import annotations

from advisor_tui.understand.money import _EURO_PERIOD, _EURO_UNIT, _MONTH_BEFORE, _TOTAL_BEFORE
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_GLOSS = _lazy(r"\s?[,，(（—–-]?\s?(?:which is|that'?s|that is|i\.e\.|≈|~|=|约合|约等于|相当于|折合|合|大概"
               r"|大约|约|差不多)\s?(?:roughly|about|around|approximately|approx\.?|~|≈|约|大概)?\s?"
               r"|\s?[,，(（—–-]?\s?(?:roughly|about|around|approximately|approx\.?|~|≈)\s?")


def _period(r: _Reader, start: int, end: int) -> tuple[str | None, int]:
    m = _EURO_PERIOD.match(r.t, end)
    if m is None:  # ("预算每月 500 万韩元": the month before it)
        before = r.t[max(0, start - 24):start]
        return "total" if _TOTAL_BEFORE.search(before) else "month" if _MONTH_BEFORE.search(before) else None, end
    unit = "total" if m.group("t") else "month" if m.group("m") else _EURO_UNIT.get(m.group("u"))
    return unit, m.end()


def _dollars_glossed(r: _Reader, end: int):
    gloss = _GLOSS.match(r.t, end)
    if gloss is None:
        return None
    return next((f for f in r.found if f.fact == "budget" and isinstance(f.value, tuple) and f.value[1] == "USD"
                 and gloss.end() - 1 <= f.start <= gloss.end() + 1), None)


def read_glossed_amounts(r: _Reader) -> None:
    """After the money readers, before the budgets are finished: an amount and its dollars said beside it are one."""
    for u in list(r.unresolved):
        if u.kind != "budget" or u.end <= u.start:
            continue
        unit, end = _period(r, u.start, u.end)
        dollars = _dollars_glossed(r, end)
        if dollars is None:
            continue
        r.unresolved.remove(u)
        amount, currency, own_unit = dollars.value
        dollars.value = (amount, currency, own_unit or unit)
        r.note(f"“{r.quote(u.start, dollars.end)}”: your own dollars beside it are the budget",
               f"“{r.quote(u.start, dollars.end)}”：按你自己换算的美元金额计")
    for start, _said in list(r.said_in.items()):
        read = next((f for f in r.found if f.fact == "budget" and f.start == start and isinstance(f.value, tuple)),
                    None)
        if read is None:
            continue
        dollars = _dollars_glossed(r, read.end)
        if dollars is None or dollars is read or read.value[1] != "USD":
            continue
        if abs(dollars.value[0] - read.value[0]) <= 0.25 * read.value[0]:
            dollars.fact = "_glossed"
            r.note(f"“{r.quote(dollars.start, dollars.end)}”: the same budget in dollars, as your rate gives it",
                   f"“{r.quote(dollars.start, dollars.end)}”：与前面是同一笔预算（按汇率折成美元）")
