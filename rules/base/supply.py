"""Supply: a card nobody offers cannot be rented; regions decide which offers count."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, m, reject, rule


@rule(id="no-offer", concern="supply", source="seed-001", pri=30,
      doc=I18n(en="A card with no offer anywhere cannot be rented (buying, it stays: "
                  "rules.base.buying prices the purchase or says a quote is needed).",
               zh="没有任何报价的卡租不到（购买时保留：由购买规则给出购买价或说明需要询价）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure != "buy"),
                    c.card << (m.kind == "card") & (m.has_offer == False)],
      shows={"job": ("procure",), "card": ("card", "has_offer")})
def no_offer(f):
    if f.card.get("rate_only"):  # review 56 C1: `offers` lists a market rate the answer said did not exist
        return reject(
            f, f.card["card"],
            "only a market-rate reference is recorded for it (see `gpu-advisor offers`), not a plan you can order: "
            "ask the seller for a quote, or add your own price list with --knowledge.",
            "知识库里只有它的市场参考价（见 `gpu-advisor offers`），不是可以下单的套餐：请向平台询价，或用 --knowledge "
            "加入你自己的价目表。")
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
      shows={"job": ("region", "procure", "based_in"), "card": ("card", "has_intl_offer")})
def offers_only_in_mainland(f):
    if f.job["based_in"] == "cn":  # review 101 #6: a Shenzhen company renting abroad can open a mainland account
        return reject(
            f, f.card["card"],
            "only offered by mainland-China platforms in the knowledge base, whose machines are in mainland China, "
            "and this answer rents outside it (--compare-regions prices the mainland side too).",
            "知识库里只有国内平台报价，机器在国内，而这个答案按境外机器计"
            "（--compare-regions 可同时看国内一侧的报价）。")
    # (where the person is was not said: a mainland firm renting abroad can open a mainland account — review 101 #6)
    return reject(
        f, f.card["card"],
        "only offered by mainland-China platforms in the knowledge base, whose machines are in mainland China, and "
        "this answer rents outside it (from abroad they usually need mainland identity verification and payment).",
        "知识库里只有国内平台报价，机器在国内，而这个答案按境外机器计（人在境外时，国内平台通常需要国内实名与支付）。")


@rule(id="mainland-platform-from-abroad", concern="supply", source="csl-2016-art24", pri=50,
      doc=I18n(en="Someone abroad (--based-in intl) renting mainland machines: the account needs "
                  "mainland real-name verification and CNY payment, and every session crosses the "
                  "border.",
               zh="人在境外（--based-in intl）租国内机器：开户要国内实名认证和人民币支付，每次访问都要跨境。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "cn") & (m.based_in == "intl")],
      shows={"job": ("region", "based_in")},
      caveat="mainland-platform-from-abroad", show_order=249)
def mainland_platform_from_abroad(f):
    return caveat(f, (
        "Mainland-China platforms rent these machines and you are abroad: mainland law requires real-name "
        "accounts (Cybersecurity Law art. 24) — usually a mainland phone number and ID, or a business "
        "licence — and they bill in CNY (Alipay / WeChat Pay / bank transfer): confirm the platform accepts "
        "you before you plan on its price, or rent abroad (--region intl). From abroad each session "
        "crosses the border: 140–190 ms round trips between the mainland and the US (source 1; more from "
        "Europe) — fine for batch jobs, laggy for interactive work. Users' personal data crosses a border "
        "either way: users abroad sending it to a mainland machine (in the EU, GDPR's rules on transfers "
        "to third countries), or users in the mainland whose data you administer from abroad — remote "
        "access counts as providing it abroad (PIPL art. 38–40: a security assessment, certification or "
        "standard contract)."), (
        "这些机器由国内平台出租，而你在境外：国内法律要求账号实名（《网络安全法》第二十四条）——通常要国内"
        "手机号和身份证件或营业执照——并以人民币结算（支付宝 / 微信 / 对公转账）：先确认平台接受你再按它的"
        "价格做计划，或改在境外租（--region intl）。从境外访问要跨境：大陆与美国往返 140–190 ms（来源 1；"
        "欧洲更远）——批量任务无妨，交互操作会卡。用户的个人信息无论如何都要跨境：境外用户的数据传到国内机器"
        "（欧盟：GDPR 关于向第三国传输的规定），或你在境外管理境内用户的数据——远程访问也算向境外提供"
        "（《个人信息保护法》第三十八至四十条：安全评估、认证或标准合同）。"),
    )


RULES = declared(__name__)
