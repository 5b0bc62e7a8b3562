"""Why a card's other offers were not used, said to the person (the reasons ``rules.pricing.eligible_offers``
records).

    set_aside_text(excluded) -> (en, zh)
"""

from __future__ import annotations

_ASIDE = {"spot": ("spot capacity", "竞价实例"), "p2p": ("a P2P marketplace", "P2P 平台"),
          "hosting unknown, mainland-oriented seller": ("a mainland-oriented seller with unknown hosting",
                                                        "面向国内、机房位置不明的平台"),
          "no SLA": ("no SLA", "无 SLA"), "no NVLink bridge": ("no NVLink bridge", "没有 NVLink 桥"),
          "no multi-node fabric": ("no multi-node fabric", "没有多节点互联"),
          "credits spent only at their site": ("₮ credits are spent only at their site", "₮ 余额只能在本站消费"),
          "over your price per GPU-hour": ("over your price per GPU-hour", "超出你的单卡每小时价格上限"),
          # review 63 C10 minor: these two were said in English inside a Chinese answer
          "a seller addressing mainland buyers, which you ruled out": (
              "a seller addressing mainland buyers, which you ruled out", "面向国内买家的平台，你已排除"),
          "a peer-to-peer marketplace, which you ruled out": (
              "a peer-to-peer marketplace, which you ruled out", "P2P 平台，你已排除"),
          "not a seller you named": ("not a seller you named", "不是你指定的平台"),
          "promotional first-order price (the list price is what each month costs)": (
              "promotional first-order price (the list price is what each month costs)",
              "首单优惠价（每月实际按原价计）")}


def set_aside_text(excluded: tuple[str, ...]) -> tuple[str, str]:
    """(en, zh): the card's other offers and why they were not used (review 8 F6: "only priced in
    T-CREDIT" where USD offers existed, set aside as P2P or mainland-oriented)."""
    parts_en, parts_zh = [], []
    for item in excluded:
        offer, _, reason = item.partition(": ")
        en, zh = _ASIDE.get(reason, ("invoice not confirmed", "发票未确认") if reason.startswith("invoice")
                            else (reason, reason))
        seller = offer.split("/")[0]
        parts_en.append(f"{seller}: {en}")
        parts_zh.append(f"{seller}：{zh}")
    if not parts_en:
        return "", ""
    return (" — its other offers were set aside (" + "; ".join(dict.fromkeys(parts_en)) + ")",
            "——其他报价已排除（" + "；".join(dict.fromkeys(parts_zh)) + "）")
