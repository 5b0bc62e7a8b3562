"""Buying asked about where renting is refused: the purchase is the only way left (review 112 C10). "Client data
must never leave the office, so no cloud. … Should we buy, and which cards?" read the refusal of renting but no way
to get the cards, so the answer rented 2 × A100 at RunPod for a firm that had ruled the cloud out, and its 25,000 CHF
was read as a monthly budget. A question about buying ("should we buy", "do we need to buy", "要不要买", "该不该买",
"是否需要购买") beside renting refused and no cards of the person's own named is a purchase: ``procure: buy`` (and
with it no rental beside it, and a budget with no period the total to spend: purchase.py).

Neighbours that stay as they were: "Should we buy, and which cards?" with no refusal of renting (a question back),
"no cloud, we have two 4090s. Should we buy more?" (cards of their own: owned_cards's concern), "要不要买卡？" alone.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.purchase import defaulted_budgets_total
from advisor_tui.understand.reader import _Reader

_BUY_ASKED = _lazy(r"(?<![a-z])(?:should|shall|do|would|must) (?:we|i) (?:just |then |still |need to |have to )?"
                   r"(?:buy|purchase)(?![a-z])"
                   r"|(?<![a-z])(?:which|what) (?:cards?|gpus?|hardware|machine|box|server) (?:should|shall|do)"
                   r" (?:we|i)"
                   r" (?:buy|purchase|get)(?![a-z])"
                   r"|(?:要不要|该不该|应不应该|需不需要|是否要?|是否需要)\s?(?:自己|直接)?\s?(?:买|购买|购置|采购)(?![不了到])")


def read_buy_asked_no_rent(r: _Reader) -> None:
    """After the money (its bare budget becomes the purchase's total): buying asked with renting refused."""
    if not r.rent_refused or r.cards or any(f.fact == "procure" for f in r.found):
        return
    m = _BUY_ASKED.search(r.t)
    if m is None or not r.free(m.start(), m.end(), keyword=True):
        return
    r.add(m.start(), m.end(), "procure", "buy", mask="kw")
    defaulted_budgets_total(r)  # "Budget about 25,000 CHF": what the machine may cost, not a month's rent
    said, refused = r.quote(m.start(), m.end()), r.rent_refused
    r.note(f"“{said}” with “{refused}”: renting is ruled out, so the cards are bought",
           f"“{said}”，又说“{refused}”：不租，按购买理解")
