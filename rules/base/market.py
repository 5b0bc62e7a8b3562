"""Who sells what, where, under which rules (issue 12).

Markets: a part made for the mainland-China market (A800, H20, L20, 4090D, Ascend) or an offer
hosted in mainland China is named as such to anyone not buying in China, and ranks after the
global parts that do the same job for an international user. Board-modified cards (48 GB 4090s)
carry no vendor warranty: never in a company's answer. Whole-node sellers price the node, no-SLA
offers are said to be so for serving, and old prices are dated (a public service's filings: service_filing).

The pure helpers at the bottom (price ages) are what the pipeline computes the facts with.
"""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from knowledge.text import money
from rules.base._common import I18n, c, caveat, declared, demote, info, m, reject, rule
from rules.pricing import offer_age_days

STALE_DAYS = 90  # DESIGN §8: a price older than 90 days on the consultation day is stale
H100_DENSE_FP16 = 989.0  # nvidia-h100-spec, dense FP16 tensor (the yardstick people quote)


_PICK = "pick"

@rule(id="market-intl-prefers-global", concern="market", source="seed-002", pri=31,
      doc=I18n(en="Renting outside China, a China-market part — or a board-modified one, rented from sellers "
                  "that address mainland buyers — ranks after global parts that do the same job.",
               zh="在海外租用时，中国市场版本（以及面向大陆用户的平台出租的改版卡）排在能完成同样任务的"
                  "全球版本之后。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "intl"),
                    c.card << (m.kind == "card") & (((m.market == "china") & (m.has_intl_offer == True))
                                                     | (m.market == "modified"))],
      shows={"job": ("region",), "card": ("card", "market")})
def market_intl_prefers_global(f):
    card = f.card
    if card["market"] == "modified":  # review 23 F2: 2 × modified 4090 48GB led for a user abroad
        return demote(f, card["card"],
            "{card} is a board-modified part (no NVIDIA warranty) rented by sellers that address mainland "
            "buyers; for an international user it ranks after stock parts that do the same job.",
            "{card} 是改版卡（无 NVIDIA 保修），由面向大陆用户的平台出租；对海外用户，排在能完成同样任务的"
            "原厂型号之后。")
    return demote(f, card["card"],
        "{card} is a China-market part; for an international user it ranks after global parts "
        "that do the same job.",
        "{card} 是中国市场版本；对海外用户，排在能完成同样任务的全球版本之后。")


@rule(id="cn-serving-prefers-onshore", concern="market", source="seed-000", pri=31,
      doc=I18n(en="Serving users in mainland China (a stated load or a public service), a card "
                  "rented only outside the mainland ranks after cards rented on it: every "
                  "request crosses the border.",
               zh="为中国大陆用户提供服务（给出了负载或对外服务）时，只能在境外租到的卡排在境内可租的卡"
                  "之后：每个请求都要跨境。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "cn") & (m.serving_users == True)
                    & (m.public_service == False) & (m.procure != "buy"),  # a bought card serves from where it is
                    c.card << (m.kind == "card") & (m.has_cn_offer == False)
                    & (m.has_intl_offer == True)],
      shows={"job": ("region", "serving_users"), "card": ("card", "has_cn_offer")})
def cn_serving_prefers_onshore(f):
    card = f.card
    return demote(f, card["card"],
        "{card} is rented only outside mainland China here: serving users in China from abroad "
        "adds 140–190 ms to every round trip (source 1) and sends their requests across the "
        "border (PIPL), so it ranks after cards rented on the mainland.",
        "{card} 这里只能在境外租到：从境外服务国内用户，每次往返多 140–190 ms（来源 1），请求数据"
        "也要出境（个人信息保护法），所以排在境内可租的卡之后。")


@rule(id="cn-said-prefers-onshore", concern="market", source="seed-000", pri=31,
      doc=I18n(en="The machines are to be in mainland China, said or assumed: a card rented only "
                  "abroad ranks after cards rented on the mainland (a service's users are the "
                  "cn-serving rule's).",
               zh="机器在国内（用户说的，或答案默认的）：只能在境外租到的卡排在境内可租的卡之后（服务用户的情况由"
                  "跨境服务规则处理）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "cn") & (m.serving_users == False)
                    # said or assumed, for anyone: an answer ranks within the region it says it assumed (review 70
                    # c08's student; review 123 C5: a start-up's "地区 中国大陆" answer led with a B200 at Vast.ai)
                    # a purchase is placed where it is bought: where a card rents is no reason to rank it after
                    # (review 102 c07: "rtx-a6000 rents only abroad" ranked a card to BUY)
                    & (m.procure != "buy"),
                    c.card << (m.kind == "card") & (m.has_cn_offer == False)
                    & (m.has_intl_offer == True)],
      shows={"job": ("region", "region_stated"), "card": ("card", "has_cn_offer")})
def cn_said_prefers_onshore(f):
    card = f.card
    if not f.job["region_stated"]:  # review 70 c08: a mainland student's "faster" pick was an MI300X abroad, in USD
        return demote(f, card["card"],
            "{card} is rented only outside mainland China here (a foreign seller, paid abroad), and this answer is "
            "for mainland China (assumed — say --region intl otherwise): it ranks after cards rented on the mainland.",
            "{card} 这里只能在境外租到（境外平台、境外付款），而本答案按中国大陆计（默认——不是的话请用 "
            "--region intl）：排在境内可租的卡之后。")
    return demote(f, card["card"],
        "{card} is rented only outside mainland China here, and you asked for machines in China: "
        "it ranks after cards rented on the mainland.",
        "{card} 这里只能在境外租到，而你要的是国内机器：排在境内可租的卡之后。")


@rule(id="unknown-hosting-ranked-after", concern="market", source="seed-002", pri=31,
      doc=I18n(en="Renting outside mainland China: a card rented here only from a mainland-oriented "
                  "seller that does not say where its machines are ranks after cards from sellers "
                  "that do (review 12 M1: 'servers in the US' headlined eight re-soldered 4090s at "
                  "such a seller — the other cards' offers from it were already set aside; reviews "
                  "40 M2 and 42 M9: a student in Brazil too).",
               zh="在中国大陆以外租用时：这里只有一家面向大陆用户、又不说明机器所在地的平台出租的卡，"
                  "排在说明了机房所在地的平台的卡之后。"),
      when=lambda: [c.job << (m.kind == "job") & (m.known_hosting_wanted == True),
                    c.priced << (m.kind == "priced") & (m.hosting_unknown == True)
                    & (m.over_budget == False)],
      shows={"job": ("region", "buyer"), "priced": ("card", "provider_name")})
def unknown_hosting_ranked_after(f):
    p = f.priced
    return demote(f, p["card"],
        "{card} is rented here only from {seller}, a seller addressing mainland buyers that does not "
        "say where its machines are: ranked after cards from sellers that do — ask it where they "
        "run before you put data or users on it.",
        "{card} 这里只有 {seller} 出租，这家平台面向大陆用户、又不说明机器在哪里：排在说明了机房所在地"
        "的平台的卡之后——把数据或用户放上去之前，先问清机器在哪里。",
        seller=info(f, "priced", "provider_name"))


@rule(id="cn-public-service-onshore", concern="market", source="seed-000", pri=31,
      doc=I18n(en="A public service for users in mainland China is not served from a card rented "
                  "only abroad: the public's personal data would leave the country (PIPL) and every "
                  "request crosses the border.",
               zh="面向中国大陆公众的服务，不用只能在境外租到的卡：公众的个人信息会出境（个人信息保护法），"
                  "每个请求都要跨境。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "cn") & (m.public_service == True)
                    & (m.users_abroad == False),  # a public abroad: its data leaves no mainland (rules.user_place)
                    c.card << (m.kind == "card") & (m.has_cn_offer == False)
                    & (m.has_intl_offer == True)],
      shows={"job": ("region", "public_service"), "card": ("card", "has_cn_offer")})
def cn_public_service_onshore(f):
    return reject(
        f, f.card["card"],
        "rented only outside mainland China here: a public service for users in China would send "
        "their personal data abroad (PIPL art. 38–40: a security assessment, certification or "
        "standard contract first) and add 140–190 ms to every round trip (source 1).",
        "这里只能在境外租到：面向国内公众的服务会让用户个人信息出境（个人信息保护法第 38–40 条：须先通过"
        "安全评估、认证或签订标准合同），每次往返还多 140–190 ms（来源 1）。")


@rule(id="china-market-part", concern="market", source="seed-002", pri=50,
      doc=I18n(en="An international user offered a China-market part or a mainland-hosted "
                  "offer is told so, and what it means.",
               zh="海外用户拿到中国市场版本或大陆机房的报价时，要告知并说明影响。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "intl"),
                    c.p << (m.kind == _PICK) & ((m.market == "china") | (m.hosted == "cn")
                                                | ((m.hosted == "unknown")
                                                   & (m.seller_home == "cn")))],
      shows={"job": ("region",), "p": ("card", "market", "hosted", "seller_home")},
      caveat="china-market-part", show_order=90)
def china_market_part(f):
    p = f.p
    parts_en, parts_zh = [], []
    if p["market"] == "china":
        pct = p["fp16"] / H100_DENSE_FP16 * 100
        parts_en.append(f"{p['card']} is a part made for the mainland-China market under the US "
                        f"export rules: {p['fp16']:,.0f} dense FP16 TFLOPS, {pct:.0f} % of an "
                        f"H100 SXM's {H100_DENSE_FP16:,.0f}; outside China the global part it "
                        f"was cut from is usually the better buy")
        parts_zh.append(f"{p['card']} 是按美国出口规则为中国大陆市场制造的版本：稠密 FP16 "
                        f"{p['fp16']:,.0f} TFLOPS，是 H100 SXM（{H100_DENSE_FP16:,.0f}）的 "
                        f"{pct:.0f}%；在海外，通常租它所删减自的全球版本更划算")
    if p["hosted"] == "cn":
        parts_en.append("the offer's machines are in mainland China: 140–190 ms round trips "
                        "from abroad (source 1's figure the other way), the data sits under "
                        "mainland jurisdiction (PIPL, Data Security Law), and sign-up usually "
                        "needs mainland identity verification")
        parts_zh.append("该报价的机器在中国大陆：从海外访问往返约 140–190 ms（来源 1 反向数据），"
                        "数据受大陆法律管辖（个人信息保护法、数据安全法），注册通常需要大陆实名")
    elif p["hosted"] == "unknown" and p["seller_home"] == "cn":
        parts_en.append(f"{info(f, 'p', 'provider_name')} addresses mainland buyers (a "
                        f"Chinese-language site pricing in Beijing time) and does not say where "
                        f"its machines are: ask before you put data or users on it")
        parts_zh.append(f"{info(f, 'p', 'provider_name')} 面向大陆用户（中文站点、按北京时间"
                        f"报价），未说明机器所在地：放数据或上线前先问清楚")
    return caveat(f, "; ".join(parts_en) + ".", "；".join(parts_zh) + "。",
                  card=p["card"])


@rule(id="company-no-modified-board", concern="market", source="seed-002", pri=30,
      doc=I18n(en="A company's answer never picks a board-modified card (no vendor warranty, "
                  "GeForce licence terms).",
               zh="企业的答案不推荐改版卡（无原厂保修，受 GeForce 授权条款约束）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.buyer == "company"),
                    c.card << (m.kind == "card") & (m.market == "modified")],
      shows={"job": ("buyer",), "card": ("card", "market")})
def company_no_modified_board(f):
    if f.job.get("procure") != "buy":
        # renting, the GeForce licence is the seller's to keep (review 61 C8: the same answer led with stock
        # GeForce cards rented): what a company cannot sign for is a board no vendor stands behind
        return reject(
            f, f.card["card"],
            "a board-modified card (memory added after sale, not an NVIDIA SKU): no vendor warranty and no "
            "supported configuration behind it — not for a company's service (use --buyer individual if this is "
            "a personal project).",
            "改版卡（出厂后加装显存，非 NVIDIA 官方型号）：没有原厂保修，也没有受支持的配置——不适合企业的服务"
            "（个人项目可用 --buyer individual）。")
    return reject(
        f, f.card["card"],
        "a board-modified card (not an NVIDIA SKU): no vendor warranty, GeForce licence terms "
        "exclude datacenter use — not for a company's procurement (use --buyer individual if "
        "this is a personal project).",
        "改版卡（非 NVIDIA 官方型号）：无原厂保修，GeForce 授权条款不允许数据中心部署——不适合企业"
        "采购（个人项目可用 --buyer individual）。")


@rule(id="stock-cards-only", concern="market", source="seed-002", pri=30,
      doc=I18n(en="Asked for stock cards only (--stock-only, '不要魔改卡'), a board-modified card is "
                  "ruled out, whoever buys.",
               zh="说了只要原厂卡（--stock-only、「不要魔改卡」）时，改版卡排除，无论谁采购。"),
      when=lambda: [c.job << (m.kind == "job") & (m.stock_only == True) & (m.buyer != "company"),
                    c.card << (m.kind == "card") & (m.market == "modified")],
      shows={"job": ("stock_only",), "card": ("card", "market")})
def stock_cards_only(f):
    return reject(
        f, f.card["card"],
        "a board-modified card (memory added after sale, not an NVIDIA SKU): you asked for stock "
        "cards only.",
        "改版卡（出厂后加装显存，非 NVIDIA 官方型号）：你要求只用原厂卡。")


@rule(id="modified-board", concern="market", source="seed-002", pri=50,
      doc=I18n(en="A board-modified pick says what the buyer gives up.",
               zh="推荐改版卡时说明买家放弃了什么。"),
      when=lambda: [c.p << (m.kind == _PICK) & (m.market == "modified")],
      shows={"p": ("card", "market")},
      caveat="modified-board", show_order=100)
def modified_board(f):
    return caveat(f, (
        "{card} is a board-modified card (an RTX 4090-class chip re-soldered onto a 48 GB board): "
        "no NVIDIA warranty, no official driver support for the layout, GeForce licence terms. "
        "Answered for an individual buyer (the default); a company (--buyer company) does not get "
        "it."), (
        "{card} 是改版卡（4090 级芯片改焊到 48 GB 板上）：无 NVIDIA 保修，驱动不为此布局提供官方支持，"
        "受 GeForce 授权条款约束。本答案按个人买家（默认）给出；企业（--buyer company）不会推荐它。"),
        card=f.p["card"])


@rule(id="whole-node", concern="market", source="coreweave-pricing-2026-09", pri=50,
      doc=I18n(en="A seller that rents only whole nodes prices the node, not the GPUs the "
                  "job needs.",
               zh="只整机出租的平台按整台节点计价，而不是按任务所需卡数。"),
      when=lambda: [c.p << (m.kind == _PICK) & (m.whole_node == True)],
      shows={"p": ("card", "gpus", "min_gpus")},
      caveat="whole-node", show_order=110)
def whole_node(f):
    p = f.p
    return caveat(f, (
        "{provider} rents {card} only as whole {node}-GPU nodes: the price shown is for the "
        "node, {node} GPUs, although the job needs {gpus}; a seller of single GPUs is cheaper for "
        "a small job."), (
        "{provider} 的 {card} 只按整台 {node} 卡节点出租：显示的价格是整台 {node} 张卡的价格，"
        "而任务只需要 {gpus} 张；小任务找按单卡出租的平台更便宜。"),
        card=p["card"], provider=info(f, "p", "provider_name"), node=p["min_gpus"],
        gpus=p["gpus"])


@rule(id="unit-unknown", concern="market", source="coreweave-pricing-2026-09", pri=50,
      doc=I18n(en="An 8-GPU baseboard part (SXM / OAM) priced per GPU by a seller that does not "
                  "say its smallest rentable unit: the answer's price may be an eighth of the bill.",
               zh="按单卡报价的 8 卡基板型号（SXM / OAM），而平台没有写最小起租单位：答案里的价格可能只是"
                  "账单的八分之一。"),
      when=lambda: [c.p << (m.kind == _PICK) & (m.unit_unknown == True)],
      shows={"p": ("card", "gpus")},
      caveat="unit-unknown", show_order=111)
def unit_unknown(f):
    p = f.p
    return caveat(f, (
        "{provider} prices {card} per GPU but does not say the smallest unit it rents; {card} is "
        "built as 8-GPU baseboard systems and many sellers rent it only as a whole node — confirm "
        "before you rely on {gpus} GPU(s): as a whole node, {node_cost}."), (
        "{provider} 的 {card} 按单卡报价，但没有写最小起租单位；{card} 是 8 卡基板整机的型号，很多平台只整台"
        "出租——依赖这 {gpus} 张卡的价格之前先确认：按整台 8 卡计，{node_cost_zh}。"),
        card=p["card"], provider=info(f, "p", "provider_name"), gpus=p["gpus"],
        node_cost=info(f, "p", "node_cost"), node_cost_zh=info(f, "p", "node_cost_zh"))


@rule(id="invoice-unconfirmed", concern="market", source="seed-001", pri=50,
      doc=I18n(en="A VAT invoice (专票 / 普票) is needed and the picked mainland seller's invoicing "
                  "is not recorded: it stays in the ranking (unknown is not no), with a word to "
                  "confirm before signing.",
               zh="需要增值税发票（专票 / 普票），而推荐的国内平台开票情况没有记录：仍参与排名（未知不等于"
                  "不能开），并提醒签约前确认。"),
      when=lambda: [c.p << (m.kind == _PICK) & (m.invoice_unconfirmed == True)],
      shows={"p": ("card", "provider")},
      caveat="invoice-unconfirmed", show_order=112, per_card=True)
def invoice_unconfirmed(f):
    p = f.p
    return caveat(f, (
        "{provider} does not record whether it issues the VAT invoice you need for {card}: ask "
        "before you sign (source 2: confirm invoices, SLA and renewal terms first; Aliyun is "
        "recorded as issuing 专票, by its invoice API).{alt}"), (
        "{provider} 没有记录能否为 {card} 开你需要的增值税发票：签约前先问清（来源 2：先确认发票、SLA "
        "与续费规则；已记录能开专票的是阿里云，见其发票接口）。{alt_zh}"),
        card=p["card"], provider=info(f, "p", "provider_name"), alt=info(f, "p", "invoice_alt"),
        alt_zh=info(f, "p", "invoice_alt_zh"))


@rule(id="sla-unknown", concern="market", source="seed-001", pri=50,
      doc=I18n(en="A public-facing service, or one that must stay up (production, an SLA asked "
                  "for), on an offer whose SLA is not recorded: ask for one before going live.",
               zh="面向公众或必须在线（生产环境、要求 SLA）的服务用了未记录 SLA 的报价：上线前先问清 SLA。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "inference")
                    & (m.must_stay_up == True),
                    c.p << (m.kind == _PICK) & (m.sla == "unknown")],
      shows={"job": ("task", "must_stay_up"), "p": ("card", "sla")},
      caveat="sla-unknown", show_order=121)
def sla_unknown(f):
    return caveat(f, (
        "{provider} does not say what uptime it guarantees for {card}: before a service that must "
        "stay up goes live there, ask for the SLA (and how instances are released or reclaimed), or keep a "
        "second replica with another seller (source 2: production serving does not go by the "
        "lowest price)."), (
        "{provider} 没有写明 {card} 的可用性保证：必须在线的服务上线前先问清 SLA（以及实例会不会被释放、"
        "回收），或在另一家平台再放一个副本（来源 2：生产推理不能只看最低价）。"),
        card=f.p["card"], provider=info(f, "p", "provider_name"))


@rule(id="no-sla", concern="market", source="seed-001", pri=50,
      doc=I18n(en="Serving that must stay up avoids offers without an SLA; where only those "
                  "sell the card, the answer says so.",
               zh="必须在线的推理避开无 SLA 的报价；只有这类平台有这张卡时要说明。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "inference")
                    & (m.interruptible == False),
                    c.p << (m.kind == _PICK) & (m.sla == "no")],
      shows={"job": ("task", "interruptible"), "p": ("card", "sla")},
      caveat="no-sla", show_order=120)
def no_sla(f):
    return caveat(f, (
        "{provider} offers no SLA for {card}, and no seller with one has this card in the "
        "knowledge base: fine for a demo or batch work, not for a service that must stay up — "
        "keep a second replica elsewhere or pick a card from a seller with an SLA (source 2: "
        "production serving does not go by the lowest price)."), (
        "{provider} 的 {card} 没有 SLA，知识库中也没有提供 SLA 的平台有这张卡：演示或批量任务可以，"
        "必须在线的服务不行——在别处再放一个副本，或选有 SLA 的平台上的卡（来源 2：生产推理不能"
        "只看最低价）。"),
        card=f.p["card"], provider=info(f, "p", "provider_name"))


@rule(id="price-outlier-ranked-after", concern="market", source="seed-001", pri=41,
      doc=I18n(en="A card priced at a listing under half of what the other sellers ask for it ranks after cards "
                  "priced in line with the market: the answer must not rest on a price that is likely a misprint, a "
                  "promotion or another part.",
               zh="按不到其他平台同卡报价一半的价格计价的卡，排在价格正常的卡之后：答案不能建立在很可能标错、促销"
                  "或型号不同的价格上。"),
      when=lambda: [c.priced << (m.kind == "priced") & (m.price_outlier > 0) & (m.over_budget == False)],
      shows={"priced": ("card", "price_outlier")})
def price_outlier_ranked_after(f):
    p = f.priced
    return demote(f, p["card"],
        "priced at {provider}'s listing, {share:.0%} of what the other sellers ask for it: ranked after cards priced "
        "in line with the market — cheaper if that listing holds (confirm it before you plan on it).",
        "按 {provider} 的报价计价，只有其他平台同卡报价的 {share:.0%}：排在价格正常的卡之后——若这条报价属实则更便宜"
        "（做计划前先核实）。",
        provider=info(f, "priced", "provider_name"), share=p["price_outlier"])


@rule(id="price-outlier", concern="market", source="seed-001", pri=50,
      doc=I18n(en="A picked price at most half the median the other sellers ask for the same card (per GPU-hour, "
                  "like for like) is flagged: confirm the listing before planning on it.",
               zh="所选价格不到其他平台同卡报价中位数的一半（按每卡每小时、同类计费比较）时提示：先核实报价再做计划。"),
      when=lambda: [c.job << (m.kind == "job"), c.p << (m.kind == _PICK) & (m.price_outlier > 0)],
      shows={"job": ("currency",), "p": ("card", "price_outlier", "outlier_median", "outlier_sellers")},
      caveat="price-outlier", show_order=142)
def price_outlier(f):
    p = f.p
    return caveat(f, (
        "{provider}'s price for {card} is {share:.0%} of the median the other {n} sellers here ask ({median} per "
        "GPU-hour): a price this far under the market is often a misprint, a promotion, a spot rate or another part "
        "(40 GB, PCIe) — confirm the listing before you plan on it (source 2: the lowest prices can vanish at any "
        "time)."), (
        "{provider} 的 {card} 价格只有这里其他 {n} 家报价中位数（每卡每小时 {median}）的 {share:.0%}：低这么多的价格"
        "常是标错、促销、竞价实例或别的型号（40 GB、PCIe）——先核实这条报价再做计划（来源 2：最低价可能随时消失）。"),
        card=p["card"], provider=info(f, "p", "provider_name"), share=p["price_outlier"], n=p["outlier_sellers"],
        median=money(p["outlier_median"], f.job["currency"]))


@rule(id="stale-price", concern="market", source="seed-001", pri=60,
      doc=I18n(en="A price older than 90 days on the consultation day (or undated) is named "
                  "once, with the oldest date and how to give a current list.",
               zh="咨询当天已超过 90 天（或没有日期）的价格，点名最旧的一个，并说明如何提供当前价目表。"),
      when=lambda: [c.o << (m.kind == "outcome") & (m.picks > 0)
                    & ((m.oldest_days > STALE_DAYS) | (m.undated > 0))],
      shows={"o": ("oldest_days", "undated")},
      caveat="stale-price", show_order=290)
def stale_price(f):
    s = f.sink.info[("outcome", "")]
    en, zh = [], []
    if f.o["oldest_days"] > STALE_DAYS:
        en.append(f"the oldest price in this answer is from {s['oldest']} ({s['oldest_id']}), "
                  f"{s['oldest_days']} days before {s['today']}")
        zh.append(f"本答案中最旧的价格是 {s['oldest']}（{s['oldest_id']}），距 {s['today']} 已 "
                  f"{s['oldest_days']} 天")
    if f.o["undated"]:
        en.append(f"{f.o['undated']} price(s) carry no date at all (source 1 gives none)")
        zh.append(f"{f.o['undated']} 个价格没有日期（来源 1 未注明）")
    return caveat(f, (
        "Prices age: " + "; ".join(en) + ". Check the seller's live page, or give a current price "
        "list with --knowledge FILE (YAML offers with as_of)."), (
        "价格会过期：" + "；".join(zh) + "。请以平台实时价格为准，或用 --knowledge FILE 提供当前价目表"
        "（带 as_of 的 YAML 报价）。"))


@rule(id="domestic-procurement", concern="compliance", source="nvidia-8k-2023-10", pri=30,
      doc=I18n(en="Mainland procurement says whether it assumed renting cloud stock or buying "
                  "new hardware.",
               zh="国内合规采购要说明假设的是租用云上存量还是采购新硬件。"),
      when=lambda: [c.job << (m.kind == "job") & (m.compliance == True)],
      shows={"job": ("compliance", "procure")},
      caveat="domestic-procurement", show_order=70)
def domestic_procurement(f):
    job = f.job
    if job["procure"] == "buy":
        return caveat(f, (
            "Assumed: you buy new hardware. New exports of A800 need a US licence since October "
            "2023 (NVIDIA 8-K) and of H20 since April 2025: new stock of either may not be "
            "available — Ascend 910B/910C is the domestic part you can order; A800 / H20 in this "
            "answer are rentable cloud stock."), (
            "假设：你要采购新硬件。A800 自 2023 年 10 月（NVIDIA 8-K）、H20 自 2025 年 4 月起对华新出口"
            "需美国许可证：两者的新货未必买得到——可下单的国产卡是昇腾 910B/910C；本答案中的 A800 / H20 "
            "是云上可租的存量。"))
    return caveat(f, (
        "Assumed: you rent existing stock at mainland clouds (--procure rent, the default), not buy "
        "new hardware: A800s in mainland clouds were imported before the October 2023 rule, and H20s "
        "(the part made for that rule, 2024) before their own licence requirement of April 2025; "
        "buying new ones is another matter (--procure buy)."), (
        "假设：你在国内云平台租用现有存量（--procure rent，默认），不是采购新硬件：国内云上的 A800 是 2023 年 "
        "10 月规则前进口的，H20（为该规则设计、2024 年推出）是 2025 年 4 月其自身许可证要求之前进口的；"
        "采购新卡另当别论（--procure buy）。"))


@rule(id="ask-for-a-plan", concern="market", source="seed-001", pri=50,
      doc=I18n(en="A pick that runs round the clock for a month or more at an hourly price, from a "
                  "seller with no longer plan recorded: ask for a monthly / yearly quote.",
               zh="全天候运行一个月以上、按小时计价，而该平台没有记录更长的套餐：去要包月 / 包年报价。"),
      when=lambda: [c.job << (m.kind == "job") & (m.sized_job == False) & (m.hours_per_day >= 20)
                    & (m.days >= 28) & (m.no_rental == False),  # no rental at all: no plan to ask for (review 102)
                    c.p << (m.kind == _PICK) & (m.hourly_only == True)],
      shows={"job": ("hours_per_day", "days"), "p": ("card", "provider")},
      caveat="ask-for-a-plan", show_order=141)
def ask_for_a_plan(f):
    return caveat(f, (
        "{card} runs round the clock here at {provider}'s hourly price, and no monthly or yearly "
        "plan of theirs is recorded: ask for one before you sign — source 2's plans cost about 16 % "
        "less than the same hours on demand (RTX 3090: ¥720 a month against ¥1.19 × 720 h = ¥857)."), (
        "{card} 在 {provider} 按小时价全天候运行，而知识库没有该平台的包月 / 包年价：签约前先要报价——"
        "来源 2 的包月价比同样时长的按量便宜约 16%（RTX 3090：包月 ¥720，按量 ¥1.19 × 720 小时 = ¥857）。"),
        card=f.p["card"], provider=info(f, "p", "provider_name"))


RULES = declared(__name__)


# ------------------------------------------------------------------------- price ages (pure)


def stale_summary(facts: Any, offers: Iterable[Any]) -> dict[str, Any]:
    """The oldest dated price among the picks, and how many are undated."""
    dated = []
    undated = 0
    for o in offers:
        age = offer_age_days(o.as_of, facts.today)
        if age < 0:
            undated += 1
        else:
            dated.append((age, o.as_of, o.offer_id))
    oldest = max(dated) if dated else (0, "", "")
    return {"oldest_days": oldest[0], "oldest": oldest[1], "oldest_id": oldest[2],
            "undated": undated, "today": facts.today}
