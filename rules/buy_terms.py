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


# buy-geforce-company's words in an office PC, past the cards its board takes (review 101 #2; rules.base.buying)
PAST_DESK = I18n(
    en="{card} is a GeForce card, and {n} of them are more than a desktop board takes (consumer boards fit two): a box "
       "that holds them is a server-class build, where GeForce has no datacenter warranty and NVIDIA's GeForce licence "
       "terms exclude datacenter deployment — it ranks after workstation and datacenter parts.",
    zh="{card} 是 GeForce 卡，{n} 张超出了桌面主板能装的数量（消费级主板一般只装得下两张）：装得下它们的机器就是"
       "服务器级的配置，而 GeForce 没有数据中心保修，NVIDIA GeForce 授权条款也排除数据中心部署——"
       "排在工作站与数据中心型号之后。")


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
