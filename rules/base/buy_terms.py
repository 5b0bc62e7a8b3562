"""What a what-if may offer someone buying: not a card ranked out for who buys or where, and bare cards said to be
bare (rules.base.whatif reads these; the rules that rank the cards out are in rules.base.buying and
rules.base.market).

    ruled_out_for_buyer(pick) -> bool
    cards_alone(pick) -> (en, zh)
"""

from __future__ import annotations

from typing import Any

# ranked out for who buys or where (a company's servers, mainland export rules), which no change to the job undoes:
# a what-if does not offer such a card by the back door (review 45 C9: 8 × 4090 D "within your ¥200,000" for a
# company the same answer had told GeForce is no server part)
BUYER_RULED_OUT = frozenset({"buy-geforce-company", "company-no-modified-board", "buy-cn-export-restricted",
                             "buy-china-part-abroad"})


def ruled_out_for_buyer(pick: Any) -> bool:
    return any(w.rule in BUYER_RULED_OUT for w in pick.why)


def cards_alone(pick: Any) -> tuple[str, str]:
    """Said after the price of bare cards bought for a machine of several (review 45 C9: 8 bare 4090 D at MSRP were
    "within budget" with no server to hold them)."""
    got = pick.purchase
    if got is None or got.row.buys != "card" or pick.gpus_in_all < 2:
        return "", ""
    return (" (the cards alone: the server or workstation that holds them is extra)",
            "（仅显卡：装下它们的服务器或工作站另算）")
