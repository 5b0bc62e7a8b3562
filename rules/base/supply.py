"""Supply: a card nobody offers cannot be rented; regions decide which offers count."""

from __future__ import annotations

from rules.base._common import I18n, Rule, c, m, reject


def _no_offer(f):
    return reject(
        f, f.card["card"],
        "no rental price in the knowledge base (add your own price list with --knowledge).",
        "知识库里没有这张卡的租用报价（可用 --knowledge 加入你自己的价目表）。")


def _only_mainland(f):
    return reject(
        f, f.card["card"],
        "only offered by mainland-China platforms in the knowledge base, and you are renting "
        "outside China (they usually need mainland identity verification and payment).",
        "知识库里只有国内平台报价，而你在海外租用（国内平台通常需要实名与国内支付）。")


RULES = [
    Rule(id="no-offer", concern="supply", source="seed-001",
         doc=I18n(en="A card with no offer anywhere cannot be rented.",
                  zh="没有任何报价的卡租不到。"),
         when=lambda: [c.card << (m.kind == "card") & (m.has_offer == False)],  # noqa: E712
         then=_no_offer, pri=30, shows={"card": ("card", "has_offer")}),
    Rule(id="offers-only-in-mainland", concern="supply", source="seed-001",
         doc=I18n(en="Renting outside China, a card offered only by mainland platforms is out.",
                  zh="在海外租用时，只有国内平台报价的卡排除。"),
         when=lambda: [c.job << (m.kind == "job") & (m.region == "intl"),
                       c.card << (m.kind == "card") & (m.has_offer == True)  # noqa: E712
                       & (m.has_intl_offer == False)],  # noqa: E712
         then=_only_mainland, pri=30,
         shows={"job": ("region",), "card": ("card", "has_intl_offer")}),
]
