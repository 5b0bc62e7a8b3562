"""A way to get the cards ruled out by its cost is refused, not chosen: "Renting is out of our budget, so we'll buy
one card for qwen3 8b" (session 49's read-through) read renting beside the purchase — a procure conflict — and asked
for the amount of "budget". The renting is turned down by what it costs; the purchase after it is the way. So are
"Renting H100s is too expensive", "Cloud rental is beyond our budget; buying a 4090 instead", "租卡太贵了，买一张吧",
"租云超预算了", and the other way round "Buying is out of our budget, so we'll rent", "买卡太贵了，还是租吧".

The words of the cost ("out of our budget", "超预算") name no amount, so no budget is asked for. Not refused: a cost
denied ("Renting is not too expensive", "租卡也不算太贵"), within budget, or a price said of the thing rented ("不想租
太贵的卡": which cards, no_rent.py).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PRICED_OUT = _lazy(
    # "Renting is out of our budget", "Renting H100s costs too much", "Cloud rental is way beyond our budget"
    r"(?:\s[a-z0-9.+-]+){0,3}?\s(?:is|are|was|would be|'s|costs?|will cost|would cost)\s"
    r"(?:(?:way|far|much|just|simply|really|a bit|totally|completely|clearly)\s)?"
    r"(?:out of (?:our|my|the) (?:budget|price range|reach)|over (?:our |my |the )?budget|beyond (?:our|my|the) budget"
    r"|too (?:expensive|pricey|costly)|too much|unaffordable|not affordable)(?![a-z])"
    # "租卡太贵了", "租云超预算了", "买服务器成本太高" (not "租太贵的卡": the cards' price; not "也不算太贵")
    r"|(?:(?!不|没|别)[^,，。;；!?？！\n]){0,8}?(?:太贵|贵了|超预算|超出预算|超过预算|预算不够|成本太高|费用太高|花费太高"
    r"|负担不起|承受不起)(?!的)"
    # "买卡不在预算内，租吧" (leftovers 50: read as buying)
    r"|\s?(?:(?:已经|肯定|根本|完全)\s?)?不在\s?(?:我们的?|公司的?)?\s?预算\s?(?:内|里|之内|范围内?)")


def drop_priced_out_procure(r: _Reader) -> None:
    """After the keywords: renting (or buying) said to cost too much is refused, and its cost words ask no budget."""
    for f in r.found:
        if f.fact != "procure" or f.value not in ("rent", "buy"):
            continue
        m = _PRICED_OUT.match(r.t, f.end)
        if m is None:
            continue
        f.fact = "_priced_out"
        r.claim(r.kw, m.start(), m.end())
        said = r.quote(f.start, m.end())
        if f.value == "rent" and not r.rent_refused:
            r.rent_refused = said
        way = ("renting", "租用") if f.value == "rent" else ("buying", "购买")
        r.note(f"“{said}”: {way[0]} is ruled out by its cost, not chosen",
               f"“{said}”：{way[1]}因成本被排除，不是所选的方式")
