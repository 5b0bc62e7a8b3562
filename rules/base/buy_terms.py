"""What a what-if may offer someone buying: not a card ranked out for who buys or where, and bare cards said to be
bare (rules.base.whatif reads these; the rules that rank the cards out are in rules.base.buying and
rules.base.market).

    ruled_out_for_buyer(pick) -> bool
    cards_alone(pick) -> (en, zh)
    passive_said(kb, card_id, text) -> I18n
"""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n

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


def passive_said(kb: Any, card_id: str, text: I18n) -> I18n:
    """A what-if that offers someone buying a card its maker prints as passively cooled says where it can live (review
    97 c08: "1 × H100 PCIe 80GB, ask a vendor for a quote" for a box in a normal office tower; with --office-box such
    a card is ruled out: rules.base.cooling)."""
    if getattr(kb.card(card_id), "cooling", None) != "passive":
        return text
    return I18n(en=f"{text.en} {card_id} is a passively cooled server card: it needs a server chassis's forced "
                   "airflow, not an office tower or workstation.",
                zh=f"{text.zh}{card_id} 是被动散热的服务器卡：要装在有强制风道的服务器机箱里，"
                   "不能放进办公室塔式机或工作站。")
