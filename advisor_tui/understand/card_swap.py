"""A card sold to buy another, or money added to step up to one, is a purchase: "要不要把 3090 卖了换一张 5090，
还是加钱上 4090 48G 魔改卡？预算一万五左右" (review 117 c5: read no way to get the cards, so the ¥15,000 was taken
as a month's rent and rentals answered a question about buying). "卖了换 X", "换成一张 X", "加钱上 X", "升级到 X",
"sell my 3090 and get a 5090", "trade in my 3090 for a 4090", "upgrade to a 5090": ``procure: buy``, and a budget
read per month only by default is the card's total (purchase.defaulted_budgets_total).

Only with a card named right after the swap (r.cards). A swap of where to rent ("换一家平台租 4090", "switch to a
4090 on RunPod") is no purchase: a clause that speaks of renting or a cloud is left alone, and so is any text where a
way to get the cards was already read.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.purchase import defaulted_budgets_total
from advisor_tui.understand.reader import _Reader

_SWAP = _lazy(
    r"(?:卖了|卖掉|賣了|賣掉|出掉)\s?(?:再|然后|然後)?\s?(?:换|換|买|買|上|入)(?:成|一张|一張|一块|一塊|张|張|块|塊)?"
    r"|(?:换成|換成|加钱上|加錢上|加钱换|加錢換|加钱买|加錢買|加钱入|加錢入|升级到|升級到|升级成|升級成)(?:一张|一張|一块|一塊)?"
    r"|(?<![a-z])(?:sell|selling)\s(?:my|our|the|it|this)\b[^.;!?\n]{0,24}?\s(?:and|to)\s(?:then\s)?"
    r"(?:get|buy|grab|pick up|fund)(?:\s(?:a|an|one|the))?"
    r"|(?<![a-z])trad(?:e|ing)\s(?:in\s)?(?:my|our|the|it)\b[^.;!?\n]{0,24}?\sfor(?:\s(?:a|an|one|the))?"
    r"|(?<![a-z])upgrad(?:e|ing)\s(?:from\s[^.;!?\n]{1,24}?\s)?to(?:\s(?:a|an|one|the))?")
_RENTING = _lazy(r"租|雲|云|平台|(?<![a-z])(?:rent|renting|rental|cloud|hourly|per hour|an hour)(?![a-z])")
_EDGE = _lazy(r"[，,。；;！!？?\n]|\.(?!\d)")
_NEAR = 6  # characters between the swap and the card named ("换一张 5090", "upgrade to a 5090")


def read_card_swap(r: _Reader) -> None:
    """After the money: a card sold for another, or stepped up to, is bought."""
    if any(f.fact == "procure" for f in r.found):
        return
    for m in _SWAP.finditer(r.t):
        card = next((c for c in r.cards if not c.refused and c.start >= m.start() and c.end > m.end()
                     and c.start - m.end() <= _NEAR), None)
        if card is None or not r.free(m.start(), m.start() + 2, keyword=True):  # (the card sold is claimed)
            continue
        lo, hi = clause_around(r.t, m.start(), card.end, _EDGE, 40, 40)
        if _RENTING.search(r.t, lo, hi):
            continue
        r.add(m.start(), card.end, "procure", "buy", mask="kw")
        defaulted_budgets_total(r)  # "预算一万五左右": what the card may cost, not a month's rent
        said = r.quote(m.start(), card.end)
        r.note(f"“{said}”: a card bought in place of (or beyond) the one you have — read as buying",
               f"“{said}”：换一张卡（或加钱升级），按购买理解")
        return
