"""Supply: a card nobody offers cannot be rented; regions decide which offers count."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, declared, m, reject, rule


@rule(id="no-offer", concern="supply", source="seed-001", pri=30,
      doc=I18n(en="A card with no offer anywhere cannot be rented (buying, it stays: "
                  "rules.base.buying prices the purchase or says a quote is needed).",
               zh="没有任何报价的卡租不到（购买时保留：由购买规则给出购买价或说明需要询价）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure != "buy"),
                    c.card << (m.kind == "card") & (m.has_offer == False)],
      shows={"job": ("procure",), "card": ("card", "has_offer")})
def no_offer(f):
    return reject(
        f, f.card["card"],
        "no rental price in the knowledge base (add your own price list with --knowledge).",
        "知识库里没有这张卡的租用报价（可用 --knowledge 加入你自己的价目表）。")


@rule(id="offers-only-in-mainland", concern="supply", source="seed-001", pri=30,
      doc=I18n(en="Renting outside China, a card offered only by mainland platforms is out (not "
                  "when buying: a purchase needs no rental platform).",
               zh="在海外租用时，只有国内平台报价的卡排除（购买时不适用：买卡不需要租用平台）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "intl") & (m.procure != "buy"),
                    c.card << (m.kind == "card") & (m.has_offer == True)
                    & (m.has_intl_offer == False)],
      shows={"job": ("region", "procure"), "card": ("card", "has_intl_offer")})
def offers_only_in_mainland(f):
    return reject(
        f, f.card["card"],
        "only offered by mainland-China platforms in the knowledge base, and you are renting "
        "outside China (they usually need mainland identity verification and payment).",
        "知识库里只有国内平台报价，而你在海外租用（国内平台通常需要实名与国内支付）。")


RULES = declared(__name__)
