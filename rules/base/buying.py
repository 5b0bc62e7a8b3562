"""Buying rather than renting (--procure buy): what is sold the way the job needs it, which
parts a new purchase starts from, what buying each pick costs, and when buying beats renting.

Purchase prices are the dated, sourced rows of knowledge/data/purchase_prices.yaml (launch MSRPs,
reported prices, vendor quotes; rules.estimate.purchase computes). A buy answer ranks current
parts before ones two generations old, priced picks by their purchase cost against a `total`
budget, keeps a card with no purchase price (a vendor quote is needed) after the priced ones, and
gives what renting the pick for the planned period would cost.
"""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from knowledge.text import money
from rules.base._common import I18n, c, caveat, declared, demote, info, m, reject, rule, step
from rules.buy_budget import whole_budget
from rules.buy_terms import PAST_DESK
from rules.buy_text import purchase_phrase
from rules.engine import Sink
from rules.estimate.purchase import Purchase, purchase
from rules.fact_vocab import month_share
from rules.facts import Facts
from rules.pricing import Priced

_PICK = "pick"


@rule(id="buy-baseboard", concern="market", source="seed-001", pri=30,
      doc=I18n(en="Buying: an SXM / OAM part (NVLink or Infinity Fabric baseboard) is sold as an "
                  "8-GPU system (HGX / OAM platform), and an Ascend NPU as an 8-NPU Atlas server, not as one "
                  "card: where the job needs fewer than 8, and no server that size was asked for, the system "
                  "ranks after parts sold by the card.",
               zh="购买时：SXM / OAM 型号（NVLink 或 Infinity Fabric 基板）只按 8 卡整机（HGX / OAM 平台）"
                  "出售，昇腾 NPU 按 8 颗 Atlas 服务器出售，不单卖：任务用不到 8 张、又没说要买这么大的整机时，整机排在"
                  "按卡出售的型号之后。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy"),
                    c.card << (m.kind == "card") & (m.node >= 8) & (m.gpus_needed < 8) & (m.node > c.job.server_gpus)
                    & ((m.interconnect == "nvlink") | (m.interconnect == "infinity-fabric")
                       | (m.interconnect == "hccs"))],
      shows={"job": ("procure", "server_gpus"), "card": ("card", "interconnect", "node", "gpus_needed")})
def buy_baseboard(f):
    box = f.job["server_gpus"]  # a smaller box asked for: the system is more than was asked (rules.base.buy_box)
    asked = (f" — larger than the {box}-GPU box you asked for", f"——比你要买的 {box} 卡机器大") if box else ("", "")
    if f.card["interconnect"] == "hccs":  # Ascend: sold as 8-NPU Atlas servers (the card record)
        # kept, ranked after: for a mainland compliant buyer the Atlas server is often the part
        # that can be ordered at all (review 11 M2: it was ruled out and a tight 4 × L20 won)
        chips = f.sink.info.get(("card", f.card["card"]), {}).get("server_chips")
        return demote(f, f.card["card"],
            "sold as 8-NPU Atlas servers over HCCS, not as the {gpus} NPU(s) this job needs: "
            "buying it means a whole server, with room to spare{asked} — ranked after parts sold by the "
            "card; ask a Huawei partner for a quote.{chips}",
            "以每台 8 颗、HCCS 互联的 Atlas 服务器出售，不单卖本任务需要的 {gpus} 颗：买就得买整台，"
            "余量充足{asked_zh}——排在按卡出售的型号之后；请向华为伙伴询价。{chips_zh}",
            asked=asked[0], asked_zh=asked[1], gpus=f.card["gpus_needed"], chips=chips.en if chips else "",
            chips_zh=chips.zh if chips else "")
    # kept, ranked after, as the Atlas server is: a buyer with room to grow may still take the
    # whole system, priced as one where a server price is held
    held = f.sink.info.get(("card", f.card["card"]), {}).get("server_price")  # a dated server price (review 79 C06)
    return demote(f, f.card["card"],
        "sold only as an 8-GPU baseboard system (HGX / OAM platform; {scale}), not as the {gpus} card(s) this job "
        "needs: buying it means all 8{asked} — ranked after parts sold by the card (take the system only to grow into "
        "it).", "只作为 8 卡基板整机出售（HGX / OAM 平台；{scale_zh}），不单卖本任务需要的 {gpus} 张：买就得买 8 张"
        "{asked_zh}——排在按卡出售的型号之后（除非打算用满整机）。", asked=asked[0], asked_zh=asked[1],
        gpus=f.card["gpus_needed"], scale=held.en if held else "source 2 "
        "puts an 8-GPU HGX system over $350,000 — a figure for the flagship systems, not a quote for this card's: ask "
        "for one", scale_zh=held.zh if held else "来源 2 说 8 卡 HGX 系统超过 35 万美元——那是旗舰整机的量级，"
        "不是这款卡整机的报价：请询价")


@rule(id="buy-vs-rent-horizon", concern="market", source="seed-001", pri=30,
      doc=I18n(en="Asked to buy for a stated period of at least a year: what renting the top pick "
                  "for that whole period costs, the figure to hold a purchase quote against.",
               zh="要买卡且给出至少一年的使用期：按整个使用期租用首选卡的总花费，用来对照采购报价。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.days >= 365),
                    c.p << (m.kind == _PICK) & (m.top == True) & (m.rented == True)],
      shows={"job": ("procure", "days"), "p": ("card", "gpus", "rented")},
      caveat="buy-vs-rent-horizon", show_order=6)
def buy_vs_rent_horizon(f):
    p = f.p
    return caveat(f, (
        "Renting {gpus} × {card} for your {days:,.0f} days would cost about {total}: a purchase "
        "(with power, hosting and your own operations) has to come in under that to pay off."), (
        "按你计划的 {days:,.0f} 天租用 {gpus} 张 {card}，总计约 {total}：采购（加上电费、托管与自己运维）"
        "要低于这个数才划算。"),
        gpus=p["gpus"], card=p["card"], days=f.job["days"], total=info(f, "p", "rent_over_days"))


@rule(id="buying-priced-as-renting", concern="market", source="seed-001", pri=30,
      doc=I18n(en="Asked to buy, the answer says what its purchase prices are (a launch MSRP, a "
                  "reported price or a vendor quote, dated and sourced — not today's street "
                  "price; a card without one needs a quote), that rents are shown beside them, "
                  "and when owning pays off (seed 001).",
               zh="要买卡时，说明答案里的购买价是什么（首发建议零售价、媒体报道价或厂商报价，带日期和"
                  "来源——不是今天的市场价；没有的需要询价）、租金列在旁边作对照，以及什么时候自购更划算"
                  "（来源 1）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy")],
      shows={"job": ("procure", "utilisation", "domestic_chips", "sized_job")},
      caveat="buying-priced-as-renting", show_order=5)
def buying_priced_as_renting(f):
    job = f.job
    busy = job["utilisation"] * 100
    # a sized job's use is its own hours (buy-breakeven says them), not a day's share (review 29 C3)
    yours_en = "" if job["sized_job"] else f" (yours: {busy:.0f} % of the hours)"
    yours_zh, beside = ("" if job["sized_job"] else f"（你的：占全部时间的 {busy:.0f}%）"), not job.get("no_rental")
    if job["domestic_chips"]:  # review 8 F11: an HGX price says nothing about an Ascend purchase
        scale_en = ("Ascend NPUs are sold as 8-NPU Atlas servers over HCCS (the card record): ask a "
                    "Huawei partner to quote whole servers for the count this answer sizes")
        scale_zh = ("昇腾 NPU 以每台 8 颗、HCCS 互联的 Atlas 服务器出售（见卡片记录）：按本答案算出的数量，"
                    "向华为伙伴要整机报价")
    else:
        scale_en = ("Source 2: a single-card workstation starts at about $5,500 and an 8-card HGX "
                    "system above $350,000")
        scale_zh = "来源 2：单卡工作站自购约 $5,500 起，8 卡 HGX 系统超过 $350,000"
    return caveat(f, (
        "You asked to buy: each pick's purchase price is a dated, sourced launch MSRP, reported "
        "price or vendor quote (knowledge/data/purchase_prices.yaml) — street prices and "
        "discounts differ, so get a current quote before you order; a card without one is marked "
        "'ask a vendor for a quote'. A price per card is the cards alone: the machine around them (CPUs, memory, "
        f"chassis, power supplies) comes on top.{' Rents are shown beside them for comparison.' * beside} {scale_en}; "
        "owning beats renting only at a long-term utilisation above 60–70 % on a stable scale"
        f"{yours_en}. Below that, or while the project is still being "
        "tried, renting is the cheaper way to start."), (
        "你想买卡：每个推荐的购买价都是带日期、有来源的首发建议零售价、媒体报道价或厂商报价"
        "（knowledge/data/purchase_prices.yaml）——实际市场价和折扣会不同，下单前请拿最新报价；"
        "没有购买价的卡标为「请向供应商询价」。按卡计的价格只是卡本身：整机的其余部分（CPU、内存、机箱、电源）"
        f"另计，回本时间也要算上它。{'租金列在旁边作对照。' * beside}{scale_zh}；长期利用率超过 "
        f"60%–70% 且规模稳定，自建才可能更省{yours_zh}。低于这个，或项目还在验证期，"
        "先租更省。"))


@rule(id="buy-current-generation", concern="market", source="seed-001", pri=31,
      doc=I18n(en="Buying new: a part two NVIDIA generations behind Blackwell (Ampere, Turing, Volta, Pascal) ranks "
                  "after current ones (seed 001: generation changes, production stops) — not for a person buying used.",
               zh="买新卡时：比当前 Blackwell 落后两代的 NVIDIA 型号（Ampere、Turing、Volta、Pascal）排在当前型号之后"
                  "（来源 1：防换代和停产）——个人接受二手时不在此列。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.used_ok == False),
                    c.card << (m.kind == "card") & (m.old_gen == True)],
      shows={"job": ("procure", "buyer"), "card": ("card", "old_gen")})
def buy_current_generation(f):
    used_en = used_zh = ""
    if f.job["buyer"] == "individual":
        used_en = " For a personal rig a used one can still be good value: test it before you pay."
        used_zh = "自用的话，二手卡仍可能划算：付款前先测试。"
    return demote(f, f.card["card"],
        "{card} is two NVIDIA generations behind the current Blackwell parts (Ada / Hopper came "
        "in 2022, Blackwell in 2024–25): new units, where still sold, are end-of-line or "
        "refurbished stock with a short warranty, so for a purchase it ranks after current parts; "
        "if you buy it anyway, have the quote state new or refurbished and the warranty "
        "(source 1: mind generation changes and production stops)." + used_en,
        "{card} 比当前 Blackwell 落后两代（Ada / Hopper 2022 年，Blackwell 2024–25 年）：还在卖的新卡"
        "多是尾货或翻新，保修短，所以采购时排在当前型号之后；如果仍要买，让报价写明全新还是翻新、"
        "保修多久（来源 1：注意换代与停产风险）。" + used_zh)


@rule(id="buy-cn-licence-uncertain", concern="compliance", source="nvidia-h20-license-2025", pri=30,
      doc=I18n(en="Buying new for mainland China a part lawful to run there whose new exports need a US licence "
                  "(the H20 since April 2025, the A800 since the October 2023 rule): new stock is not assured, so "
                  "it ranks after parts that can be ordered, and the answer says to get a dated quote with delivery.",
               zh="在中国大陆采购可以合规使用、但新出口需美国许可证的型号（H20 自 2025 年 4 月、A800 自 2023 年 10 月"
                  "的规则起）：新货不一定买得到，排在能下单的型号之后，并提醒拿带日期和交期的报价。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.region == "cn"),
                    c.card << (m.kind == "card") & (m.cn_licence == True)],
      shows={"job": ("procure", "region", "server_gpus"), "card": ("card", "cn_licence", "cn_licence_since", "node")})
def buy_cn_licence_uncertain(f):
    # the server asked for is this system's size: its dated price is said here, where buy-baseboard no longer says it
    held = f.sink.info.get(("card", f.card["card"]), {}).get("server_price") \
        if f.job["server_gpus"] >= f.card["node"] else None
    year, month = f.card["cn_licence_since"].split("-")
    return demote(f, f.card["card"],
        "new exports of {card} to China have needed a US licence since {since} (NVIDIA's "
        "filing): new stock may not be orderable, so it ranks after parts that can be — if you "
        "still buy it{held}, get a dated quote with a delivery date, or rent it from cloud stock.",
        "{card} 自 {year} 年 {month} 月起对华新出口需美国许可证（英伟达公告）：新货未必能下单，所以排在能下单"
        "的型号之后——如果仍要买{held_zh}，请拿带日期和交期的报价，或改为租用云上存量。",
        since=("April 2025" if f.card["cn_licence_since"] == "2025-04" else "November 2023"), year=year,
        month=int(month), held=f" ({held.en})" if held else "", held_zh=f"（{held.zh}）" if held else "")


@rule(id="buy-cn-export-restricted", concern="compliance", source="nvidia-8k-2023-10", pri=30,
      doc=I18n(en="Buying new for mainland China: an export-restricted part cannot be sold there "
                  "without a US licence — out for an organisation's purchase, ranked after the "
                  "China-market parts for a person's.",
               zh="在中国大陆买新卡：受出口管制的型号没有美国许可证不能在国内销售——机构采购不予考虑，"
                  "个人购买排在中国市场版本之后。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.region == "cn")
                    & (m.compliance == False),
                    c.card << (m.kind == "card") & (m.china == "export-restricted")],
      shows={"job": ("procure", "region", "buyer", "buyer_stated"), "card": ("card", "china")})
def buy_cn_export_restricted(f):
    # (review 34 M7: the H20 was offered as the lawful purchase, though its new exports need a licence too)
    en = ("export-restricted for mainland China (US rules of October 2023): new units cannot be "
          "sold there without a licence, so a mainland purchase takes the China-market parts "
          "(RTX 4090D, L20) or Ascend instead — the H20's new exports have also needed a US licence since "
          "April 2025: buy it only on a dated quote with a delivery date, or rent cloud stock")
    zh = ("属于对华出口管制型号（2023 年 10 月美国规则）：没有许可证不能在国内销售新卡，国内采购请选"
          "中国市场版本（RTX 4090D、L20）或昇腾——H20 自 2025 年 4 月起新出口也需美国许可证：只凭带日期和交期的"
          "报价购买，或租用云上存量")
    # review 31 c09: a short-video business nobody read as a company was told to buy a restricted card; a person
    # buying one on the grey market is a choice that person states (--buyer individual), not a default
    if f.job["buyer"] == "company":
        return reject(f, f.card["card"], en + ".", zh + "。")
    if not f.job["buyer_stated"]:
        return reject(f, f.card["card"], en + " (a personal purchase: say --buyer individual).",
                      zh + "（个人自购请注明 --buyer individual）。")
    return demote(f, f.card["card"], "{card} is " + en + "; it ranks after them.",
                  "{card} " + zh + "；排在它们之后。")


@rule(id="buy-china-part-abroad", concern="market", source="seed-002", pri=31,
      doc=I18n(en="Buying outside mainland China: a China-market SKU (RTX 4090D, L20, H20) or a "
                  "board-modified card is sold through mainland channels — abroad a grey import with "
                  "no local warranty or returns — so it ranks after parts sold where the buyer is.",
               zh="在中国大陆以外购买：中国市场型号（RTX 4090D、L20、H20）和改版卡走大陆渠道销售——在海外"
                  "属于水货，没有当地保修和退换——所以排在当地有售的型号之后。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.region == "intl"),
                    c.card << (m.kind == "card") & ((m.market == "china") | (m.market == "modified"))],
      shows={"job": ("procure", "region"), "card": ("card", "market")})
def buy_china_part_abroad(f):
    return demote(f, f.card["card"],
        "{card} is sold through mainland China's channels (a China-market or board-modified part): "
        "bought from abroad it is a grey import with no local warranty or returns — it ranks after "
        "parts sold where you are.",
        "{card} 走中国大陆渠道销售（中国市场版或改版卡）：在海外购买属于水货，没有当地保修和退换——排在"
        "当地有售的型号之后。")


@rule(id="buy-geforce-company", concern="market", source="seed-002", pri=31,
      doc=I18n(en="A company buying GeForce cards for servers, or more than an office PC's board takes: NVIDIA's "
                  "GeForce licence terms exclude datacenter deployment, so they rank after workstation and datacenter "
                  "parts.",
               zh="企业为服务器采购 GeForce 卡（或超出办公电脑主板能装的张数）：NVIDIA GeForce 授权条款排除"
                  "数据中心部署，因此排在工作站与数据中心型号之后。"),
      # (review 101 #2: not one RTX 5090 in an office PC; past a consumer board's two, a server build: review 98 c06)
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.buyer == "company"),
                    c.card << (m.kind == "card") & (m.cls == "consumer") & (m.market != "modified")
                    & (m.gpus_needed > c.job.desk_gpus)],  # desk_gpus: 0, or in an office PC a consumer board's two
      shows={"job": ("procure", "buyer", "office_box", "desk_gpus"), "card": ("card", "cls", "gpus_needed")})
def buy_geforce_company(f):
    if f.job["desk_gpus"]:  # an office PC, on more GeForce cards than its board takes
        return demote(f, f.card["card"], PAST_DESK.en, PAST_DESK.zh, n=f.card["gpus_needed"])
    return demote(f, f.card["card"],
        "{card} is a GeForce card: NVIDIA's GeForce licence terms exclude datacenter deployment, "
        "and it has no datacenter warranty or passive cooling for a server chassis — for a company's "
        "own servers it ranks after workstation and datacenter parts (fine in a desktop workstation).",
        "{card} 是 GeForce 卡：NVIDIA GeForce 授权条款排除数据中心部署，也没有数据中心保修和适合服务器"
        "机箱的被动散热——企业自建服务器时排在工作站与数据中心型号之后（放在桌面工作站里没问题）。")


@step(id="buy-purchase-price", concern="market", source="seed-001",
      doc=I18n(en="Buying: each feasible card is priced to buy from its dated, sourced purchase price "
                  "(knowledge/data/purchase_prices.yaml: launch MSRP, reported price or vendor quote; the buyer's "
                  "region first): cards × price, or whole servers for a part sold as a server; the picks rank by "
                  "it — the fewest cards first, then the purchase cost — never by rent.",
               zh="购买时：每张可行的卡按带日期、有来源的购买价计价（knowledge/data/purchase_prices.yaml："
                  "首发建议零售价、媒体报道价或厂商报价；优先用买家所在地区的价格）：卡数 × 单价，"
                  "整机出售的型号按整台计；推荐按它排序——先看卡数最少，再看购买价——不按租金。"))
def buy_purchase_price(kb: KnowledgeBase, facts: Facts, sink: Sink, candidates: list[Card],
                       priced: Mapping[str, Priced], display: str) -> dict[str, Purchase | None]:
    said = facts.budget
    # the whole amount while buying: a budget said per month for the year is the year's (rules.buy_budget)
    budget = whole_budget(facts) if said is not None and said.currency == display else None
    out: dict[str, Purchase | None] = {}
    for card in candidates:
        p = priced[card.id]
        rent = p.choice.monthly_display * month_share(facts.days) if p.choice and p.choice.monthly_display else None
        # an Ascend part is bought as 8-NPU Atlas servers: its reported chip price is said for a server's chips
        # (review 99 c07: "4 × ¥120,000" for half the box a buyer has to take)
        whole = -(-p.gpus // 8) * 8 if card.interconnect == "hccs" and card.max_pool_gpus >= 8 else p.gpus
        got = purchase(kb, card.id, whole, region=facts.region, display=display, fx=facts.fx,
                       budget=budget, monthly_rent=rent)
        bought = got.units * got.row.gpus if got is not None and got.row.gpus else p.gpus
        if got is not None and rent and bought > p.gpus:
            # a whole server of more GPUs than the job uses is weighed against renting as many (review 86 c05: an
            # 8 × H100 box at $317,000 against 4 rented H100s, "49 months", where renting the same 8 pays back in ~25)
            got = replace(got, monthly_rent=rent * bought / p.gpus)
        out[card.id] = got
        if got is None:
            continue
        sink.step(buy_purchase_price, {"card": card.id, "gpus": p.gpus, "price": got.row.id,
                                       "units": got.units, "total": round(got.total, 2),
                                       "currency": got.row.currency},
                  I18n(en=f"{card.id}: to buy {got.what('en')} = {money(got.total, got.row.currency)}.",
                       zh=f"{card.id}：购买 {got.what('zh')} = {money(got.total, got.row.currency)}。"),
                  source=got.row.source)
    return out


def priced_before_quotes(facts: Facts, sink: Sink, rows: list[Any], top: list[Any],
                         purchases: Mapping[str, Purchase | None]) -> list[Any]:
    """The rows a person's purchase is ranked among: where every one left at the top has no dated price ("ask a
    vendor for a quote"), a card priced within the budget and ranked after only for being two generations old
    joins them, first (review 24 M2: a home box led with an unpriced board-modified 4090D 48GB while two RTX
    3090s fit the ¥15,000 and the 800 W — for a personal rig the old-generation line itself says a used one can
    be good value)."""
    if facts.buyer != "individual" or not top or any(math.isfinite(r.cost) for r in top):
        return top
    priced = [r for r in rows if math.isfinite(r.cost) and r not in top
              and all(x.rule == "buy-current-generation" for x in sink.demotions.get(r.card.id, ()))
              and (got := purchases.get(r.card.id)) is not None and got.fits_budget is not False]
    return [*priced, *top]


def purchase_cost(got: Purchase | None) -> float:
    """What a buy answer ranks by: the purchase in the display currency; no price → last."""
    if got is None or not got.complete or got.total_display is None:
        return math.inf
    return got.total_display


@step(id="buy-needs-quote", concern="market", source="seed-001",
      doc=I18n(en="Buying: a card that holds the job but has no dated purchase price is kept (not "
                  "dropped for lacking a rental price) and ranks after the priced ones, with the "
                  "line that it needs a vendor quote.",
               zh="购买时：装得下任务但没有带日期购买价的卡保留（不因没有租用报价而排除），排在有价的卡"
                  "之后，并注明需要向供应商询价。"))
def buy_needs_quote(facts: Facts, got: Purchase | None, display: str) -> I18n:
    """The line of the `to-quote` pick (rules.base.ranking keeps it after the priced picks)."""
    en, zh = purchase_phrase(facts, got, display)
    return I18n(en=f"holds the job on the fewest cards of those with no purchase price; {en}; "
                   "ranked after the cards with a purchase price.",
                zh=f"没有购买价的卡中卡数最少的；{zh}；排在有购买价的卡之后。")


@step(id="buy-over-budget", concern="budget", source="seed-001",
      doc=I18n(en="Buying with a total budget: a card whose purchase costs more than the budget "
                  "ranks after the ones that fit, and the answer says it is over budget and by "
                  "how much — never as 'faster' or 'best value' while one fits.",
               zh="带总预算购买时：购买价超出预算的卡排在预算内的卡之后，并写明超预算多少——"
                  "有预算内的卡时，绝不把它当作「更快」或「最划算」。"))
def buy_over_budget(facts: Facts, sink: Sink, card: str, got: Purchase, display: str) -> I18n:
    en, zh = purchase_phrase(facts, got, display)
    text = I18n(en=f"{en}: ranked after the cards that fit the budget.",
                zh=f"{zh}：排在预算内的卡之后。")
    sink.step(buy_over_budget, {"card": card, "total": round(got.total_display or 0.0, 2),
                                "budget": facts.budget.amount if facts.budget else None}, text)
    return text


@step(id="buy-headroom", concern="market", source="vllm-memory-docs",
      doc=I18n(en="Buying a serving box: a card count that starts under its engine only by raising "
                  "the memory share (or with --enforce-eager / FP8 KV), or with under 2 % left, "
                  "ranks after boxes with room — a purchase is sized for the years it runs, not "
                  "for the day it starts (review 11 M2: 4 × L20 with 3.2 GB spare); a person's own "
                  "card hears it and is not ranked after.",
               zh="采购推理服务器：只有调高显存占比（或 --enforce-eager / FP8 KV）才起得来、或余量不足 2% 的"
                  "卡数，排在有余量的方案之后——采购按要用几年来配，而不是按能启动来配。"))
def buy_headroom(sink: Sink, card: str, engine: str, flag: str | None,
                 server: tuple[int, int, float] | None = None, company: bool = True, quote: bool = False) -> I18n:
    """``server``: (GPUs the pick needs, GPUs the whole server bought holds, GB spare per GPU on
    all of them) when the server bought has room the pick's count lacks — said, not ranked after
    (issue 13: 4 × L20 priced as a whole 8-GPU server, told to buy "more cards"); ``quote``: no price is held, and
    the count with room is the one to ask a quote for."""
    if server is not None:
        need, whole, spare = server
        text = I18n(
            en=f"on {need} cards it starts under {engine} only with almost no memory to spare: ask the quote for "
               f"{whole} (tensor parallel {whole}), which start at the engine's defaults with {spare:,.1f} GB spare "
               "per card — a box bought for years should have room.",
            zh=f"用 {need} 张卡时，{engine} 几乎没有余量才起得来：询价时按 {whole} 张问（张量并行 {whole}），"
               f"可按默认参数"
               f"启动，每卡余 {spare:,.1f} GB——要用几年的采购应留出余量。") if quote else I18n(
            en=f"on the {need} cards the job needs it starts under {engine} only with almost no memory "
               f"to spare, but the server bought holds {whole}: run it across all {whole} (tensor "
               f"parallel {whole}) and it starts at the engine's defaults with {spare:,.1f} GB spare "
               "per card — or a second copy on the other cards.",
            zh=f"只用任务需要的 {need} 张卡时，{engine} 几乎没有余量才起得来；但买到的整机有 {whole} 张："
               f"用满 {whole} 张（张量并行 {whole}）即可按默认参数启动，每卡余 {spare:,.1f} GB——或在其余卡上"
               "再起一份副本。")
        sink.note(card, buy_headroom, text)
        sink.step(buy_headroom, {"card": card, "flag": "", "server_gpus": whole}, text)
        return text
    fix = f" (it needs {flag})" if flag else ""
    fix_zh = f"（需要 {flag}）" if flag else ""
    if company:
        text = I18n(
            en=f"starts under {engine} only with almost no memory to spare{fix}: a box bought for years "
               "should have room — more cards or the next card up; ranked after boxes that have it.",
            zh=f"在 {engine} 下几乎没有余量才起得来{fix_zh}：要用几年的采购应留出余量——多配卡或换更大一档的卡；"
               "排在有余量的方案之后。")
        sink.demote(card, buy_headroom, text)
    else:  # review 13 M4: a person's own card, priced and in budget, was pushed out for it
        text = I18n(
            en=f"starts under {engine} only with almost no memory to spare{fix}: fine for one person's "
               "use; for more room, llama.cpp (no pre-allocation) or the next card up.",
            zh=f"在 {engine} 下几乎没有余量才起得来{fix_zh}：个人自用可以；想留余量可用 llama.cpp（不预分配显存）"
               "或换更大一档的卡。")
        sink.note(card, buy_headroom, text)
    sink.step(buy_headroom, {"card": card, "flag": flag or "", "company": company}, text)
    return text


@rule(id="buy-breakeven", concern="market", source="seed-001", pri=30,
      doc=I18n(en="Buying, where both a purchase price and a rental price of the top pick are "
                  "known: after how many months of renting at the stated hours the purchase costs "
                  "the same (purchase ÷ monthly rent); power, hosting and resale are not in it.",
               zh="购买时，若首选卡的购买价和租金都已知：按所述用量租多少个月的花费等于购买价"
                  "（购买价 ÷ 月租金）；不含电费、托管与残值。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy"),
                    c.p << (m.kind == _PICK) & (m.top == True) & (m.breakeven_months > 0)],
      shows={"job": ("procure", "hours_per_day", "days", "days_stated"),
             "p": ("card", "gpus", "breakeven_months", "min_gpus")},
      caveat="buy-breakeven", show_order=7)
def buy_breakeven(f):
    p = f.p
    # review 18 m2: the rent was a per-GPU rate of a seller that rents only whole nodes
    node_en = node_zh = ""
    if p["min_gpus"] > p["gpus"]:
        node_en = (" That rent is a per-GPU rate at a seller that rents only {node}-GPU nodes: {gpus} GPU(s) "
                   "cannot be rented there, so the break-even is against the rate, not a rental you can sign.")
        node_zh = ("该租金是只整租 {node} 卡节点的平台的单卡价：在那里租不到 {gpus} 张，"
                   "所以回本时间是按单价算的，不是能签的租约。")
    if info(f, "p", "per_job"):
        busy = info(f, "p", "busy_pct")
        if busy > 100:  # review 29 M4: a month of clips took 35.5 days on the pick, unflagged
            use_en = (" The job keeps the {gpus} GPU(s) busy {hours} h, more than {days} days ({busy} %): if this "
                      "much work comes every {days} days, {gpus} GPU(s) cannot keep up — buy more, or plan less.")
            use_zh = ("这个任务让 {gpus} 张卡忙 {hours} 小时，超过 {days} 天（{busy}%）：如果每 {days} 天都有这么多活，"
                      "{gpus} 张卡跟不上——多买卡或减量。")
        else:
            use_en = (" The job keeps the {gpus} GPU(s) busy {hours} h, {busy} % of {days} days: owning pays only if "
                      "work like it keeps them busy most of the time.")
            use_zh = ("这个任务让 {gpus} 张卡忙 {hours} 小时，占 {days} 天的 {busy}%："
                      "只有类似的活让卡大部分时间都忙着，买卡才划算。")
        return caveat(f, (
            "Buy or rent: {card} costs {buy} to buy; renting it for this job costs {rent} — the purchase is the "
            "price of about {months:,.0f} such jobs." + use_en + " Power, hosting, staff and the card's resale "
            "value are not in this figure." + node_en), (
            "买还是租：{card} 购买 {buy}；租来跑完这个任务 {rent}——买卡的钱约等于租着跑 {months:,.0f} 次这样的任务。"
            + use_zh + "电费、托管、人力和二手残值都未计入。" + node_zh),
            card=p["card"], buy=info(f, "p", "buy_text"), rent=info(f, "p", "rent_text"),
            months=p["breakeven_months"], node=p["min_gpus"], gpus=p["gpus"], busy=busy,
            hours=info(f, "p", "busy_hours"), days=info(f, "p", "period_days"))
    # review 30 M5: "renting is the cheaper way to start" beside "pays for itself after 18.8 months" of a stated two
    # years, and no verdict: over the use said, which comes out ahead
    plan_en = plan_zh = ""
    if f.job["days_stated"] and f.job["days"] >= 30:  # under a month (22 weekdays, "3 h a week") is no plan's span
        planned = f.job["days"] / 30
        if p["breakeven_months"] <= planned:
            plan_en = (" That is within the {planned:,.0f} months you plan to use it: over them buying comes out "
                       "ahead of renting, before power and hosting.")
            plan_zh = "在你计划使用的 {planned:,.0f} 个月之内：按这段时间算，买卡比租更省（未计电费与托管）。"
        else:
            plan_en = (" That is longer than the {planned:,.0f} months you plan to use it: over them renting "
                       "costs less.")
            plan_zh = "比你计划使用的 {planned:,.0f} 个月还长：按这段时间算，租更省。"
    else:
        planned = 0.0
    every = info(f, "p", "rent_all")  # a whole server's GPUs rented like for like, where the job uses fewer
    all_en, all_zh = (f" (all {every} of the server's GPUs)", f"（整台 {every} 张都租）") if every else ("", "")
    return caveat(f, (
        "Buy or rent: {card} costs {buy} to buy and {rent}/month to rent" + all_en + " at your "
        "{hours:g} h/day — buying pays for itself after about {months:,.1f} months of that use." + plan_en
        + " Power, hosting, staff and the card's resale value are not in this figure." + node_en), (
        "买还是租：{card} 购买 {buy}，按你每天 {hours:g} 小时租用" + all_zh + "每月 {rent}——"
        "这样用约 {months:,.1f} 个月后买卡回本。" + plan_zh + "电费、托管、人力和二手残值都未计入。" + node_zh),
        card=p["card"], buy=info(f, "p", "buy_text"), rent=info(f, "p", "rent_text"),
        hours=f.job["hours_per_day"], months=p["breakeven_months"], node=p["min_gpus"], gpus=p["gpus"],
        planned=planned)


RULES = declared(__name__)


def check_headroom(facts: Facts, req: Any, sink: Sink, candidates: list[Card], priced: Mapping[str, Priced],
                   fits: Mapping[str, Any], purchases: Mapping[str, Purchase | None]) -> None:
    """buy-headroom over the candidates of a serving box to buy: tight on the cards the job needs
    is ranked after, unless the whole server bought holds enough more cards to start with room."""
    from rules.estimate.engines import engine_fit
    from rules.estimate.fit import fit
    from rules.serving import engine_of

    engine = engine_of(facts)
    for card in candidates:
        eng = engine_fit(req, fits[card.id], card, engine)
        if not eng.tight:
            continue
        got = purchases.get(card.id)
        need = priced[card.id].gpus
        whole = got.units * got.row.gpus if got is not None and got.complete else need
        if got is None and 2 * need <= facts.max_gpus:
            # a card with no purchase price is a quote to ask for anyway: ask for the count that has room (review 91's
            # sizing: 2 × L20 held a 100-person Qwen3-32B only at 0.92 of the memory, was ranked after, and 8 × 16 GB
            # GeForce cards led a company's purchase)
            whole = 2 * need
        if whole > need:
            wide = fit(req, facts, card, gpus=whole, inverse=False, one_copy=True)
            roomy = engine_fit(req, wide, card, engine) if wide.fits else None
            if roomy is not None and roomy.starts and not roomy.tight:
                buy_headroom(sink, card.id, eng.engine, eng.fix_flag,
                             server=(need, whole, roomy.headroom_gb), quote=got is None)
                continue
        buy_headroom(sink, card.id, eng.engine, eng.fix_flag, company=facts.buyer == "company")
