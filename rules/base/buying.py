"""Buying rather than renting (--procure buy): what is sold the way the job needs it, which
parts a new purchase starts from, and what the rental prices shown mean for a purchase.

The knowledge base holds rental prices only; a buy answer says so, ranks current parts before
ones two generations old, and gives what renting the pick for the planned period would cost.
"""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, conclude, declared, info, m, reject, rule

_PICK = "pick"


@rule(id="buy-baseboard", concern="market", source="seed-001", pri=30,
      doc=I18n(en="Buying: an SXM / OAM part (NVLink or Infinity Fabric baseboard) is sold as an "
                  "8-GPU system (HGX / OAM platform), not as one card, so it is out where the job "
                  "needs fewer than 8.",
               zh="购买时：SXM / OAM 型号（NVLink 或 Infinity Fabric 基板）只按 8 卡整机（HGX / OAM 平台）"
                  "出售，不单卖，任务用不到 8 张时不予考虑。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy"),
                    c.card << (m.kind == "card") & (m.node >= 8) & (m.gpus_needed < 8)
                    & ((m.interconnect == "nvlink") | (m.interconnect == "infinity-fabric"))],
      shows={"job": ("procure",), "card": ("card", "interconnect", "node", "gpus_needed")})
def buy_baseboard(f):
    return reject(
        f, f.card["card"],
        "sold only as an 8-GPU baseboard system (HGX / OAM platform; source 2: over $350,000 for "
        "an 8-GPU HGX), not as the {gpus} card(s) this job needs: buying it means all 8, so a "
        "PCIe card is the purchase for this job (a job that needs 8 can take the system).",
        "只作为 8 卡基板整机出售（HGX / OAM 平台；来源 2：8 卡 HGX 系统超过 35 万美元），不单卖本任务需要的 "
        "{gpus} 张：买就得买 8 张，这个任务请买 PCIe 卡（需要 8 张的任务可以买整机）。",
        gpus=f.card["gpus_needed"])


@rule(id="buy-vs-rent-horizon", concern="market", source="seed-001", pri=30,
      doc=I18n(en="Asked to buy for a stated period of at least a year: what renting the top pick "
                  "for that whole period costs, the figure to hold a purchase quote against.",
               zh="要买卡且给出至少一年的使用期：按整个使用期租用首选卡的总花费，用来对照采购报价。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.days >= 365),
                    c.p << (m.kind == _PICK) & (m.top == True)],
      shows={"job": ("procure", "days"), "p": ("card", "gpus")},
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
      doc=I18n(en="Asked to buy, the answer says its prices are rentals (the knowledge base holds "
                  "no dated purchase prices) and when owning pays off (seed 001).",
               zh="要买卡时，说明答案里的价格是租金（知识库没有带日期的购买价），以及什么时候自购更划算"
                  "（来源 1）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy")],
      shows={"job": ("procure", "utilisation", "domestic_chips")},
      caveat="buying-priced-as-renting", show_order=5)
def buying_priced_as_renting(f):
    job = f.job
    busy = job["utilisation"] * 100
    if job["domestic_chips"]:  # review 8 F11: an HGX price says nothing about an Ascend purchase
        scale_en = ("Ascend NPUs are sold as 8-NPU Atlas servers over HCCS (the card record): ask a "
                    "Huawei partner to quote whole servers for the count this answer sizes")
        scale_zh = ("昇腾 NPU 以每台 8 颗、HCCS 互联的 Atlas 服务器出售（见卡片记录）：按本答案算出的数量，"
                    "向华为伙伴要整机报价")
    else:
        scale_en = ("Source 1: a single-card workstation starts at about $5,500 and an 8-card HGX "
                    "system above $350,000")
        scale_zh = "来源 1：单卡工作站自购约 $5,500 起，8 卡 HGX 系统超过 $350,000"
    return caveat(f, (
        "You asked to buy: the prices here are rentals — the knowledge base holds no dated purchase "
        f"prices — so read the picks as which card is enough and what renting it costs. {scale_en}; "
        "owning beats renting only at a long-term utilisation above 60–70 % on a stable scale "
        f"(yours: {busy:.0f} % of the day). Below that, or while the project is still being "
        "tried, renting is the cheaper way to start."), (
        "你想买卡：这里的价格都是租金——知识库没有带日期的购买价——所以请把推荐理解为哪张卡够用、"
        f"租它花多少。{scale_zh}；长期利用率超过 "
        f"60%–70% 且规模稳定，自建才可能更省（你的：每天 {busy:.0f}%）。低于这个，或项目还在验证期，"
        "先租更省。"))


@rule(id="buy-current-generation", concern="market", source="seed-001", pri=31,
      doc=I18n(en="Buying new: a part two NVIDIA generations behind the current Blackwell parts "
                  "(Ampere, Turing, Volta, Pascal) ranks after current ones — seed 001 warns of "
                  "generation changes and production stops in procurement.",
               zh="买新卡时：比当前 Blackwell 落后两代的 NVIDIA 型号（Ampere、Turing、Volta、Pascal）"
                  "排在当前型号之后——来源 1 提醒采购要防换代和停产。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy"),
                    c.card << (m.kind == "card") & (m.old_gen == True)],
      shows={"job": ("procure", "buyer"), "card": ("card", "old_gen")})
def buy_current_generation(f):
    used_en = used_zh = ""
    if f.job["buyer"] == "individual":
        used_en = " For a personal rig a used one can still be good value: test it before you pay."
        used_zh = "自用的话，二手卡仍可能划算：付款前先测试。"
    text = conclude(
        "{card} is two NVIDIA generations behind the current Blackwell parts (Ada / Hopper came "
        "in 2022, Blackwell in 2024–25): new units, where still sold, are end-of-line or "
        "refurbished stock with a short warranty, so for a purchase it ranks after current parts; "
        "if you buy it anyway, have the quote state new or refurbished and the warranty "
        "(source 1: mind generation changes and production stops)." + used_en,
        "{card} 比当前 Blackwell 落后两代（Ada / Hopper 2022 年，Blackwell 2024–25 年）：还在卖的新卡"
        "多是尾货或翻新，保修短，所以采购时排在当前型号之后；如果仍要买，让报价写明全新还是翻新、"
        "保修多久（来源 1：注意换代与停产风险）。" + used_zh, card=f.card["card"])
    f.sink.demote(f.card["card"], f.rule, text)
    return text


@rule(id="buy-cn-export-restricted", concern="compliance", source="nvidia-8k-2023-10", pri=30,
      doc=I18n(en="Buying new for mainland China: an export-restricted part cannot be sold there "
                  "without a US licence — out for an organisation's purchase, ranked after the "
                  "China-market parts for a person's.",
               zh="在中国大陆买新卡：受出口管制的型号没有美国许可证不能在国内销售——机构采购不予考虑，"
                  "个人购买排在中国市场版本之后。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.region == "cn")
                    & (m.compliance == False),
                    c.card << (m.kind == "card") & (m.china == "export-restricted")],
      shows={"job": ("procure", "region", "buyer"), "card": ("card", "china")})
def buy_cn_export_restricted(f):
    en = ("export-restricted for mainland China (US rules of October 2023): new units cannot be "
          "sold there without a licence, so a mainland purchase takes the China-market parts "
          "(RTX 4090D, L20, H20) or Ascend instead")
    zh = ("属于对华出口管制型号（2023 年 10 月美国规则）：没有许可证不能在国内销售新卡，国内采购请选"
          "中国市场版本（RTX 4090D、L20、H20）或昇腾")
    if f.job["buyer"] == "company":
        return reject(f, f.card["card"], en + ".", zh + "。")
    text = conclude("{card} is " + en + "; it ranks after them.", "{card} " + zh + "；排在它们之后。",
                    card=f.card["card"])
    f.sink.demote(f.card["card"], f.rule, text)
    return text


@rule(id="buy-geforce-company", concern="market", source="seed-002", pri=31,
      doc=I18n(en="A company buying GeForce cards for its own servers: NVIDIA's GeForce licence "
                  "terms exclude datacenter deployment, so they rank after workstation and "
                  "datacenter parts.",
               zh="企业为自己的服务器采购 GeForce 卡：NVIDIA GeForce 授权条款排除数据中心部署，"
                  "因此排在工作站与数据中心型号之后。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.buyer == "company"),
                    c.card << (m.kind == "card") & (m.cls == "consumer") & (m.market != "modified")],
      shows={"job": ("procure", "buyer"), "card": ("card", "cls")})
def buy_geforce_company(f):
    text = conclude(
        "{card} is a GeForce card: NVIDIA's GeForce licence terms exclude datacenter deployment, "
        "and it has no datacenter warranty or passive cooling for a server chassis — for a company's "
        "own servers it ranks after workstation and datacenter parts (fine in a desktop workstation).",
        "{card} 是 GeForce 卡：NVIDIA GeForce 授权条款排除数据中心部署，也没有数据中心保修和适合服务器"
        "机箱的被动散热——企业自建服务器时排在工作站与数据中心型号之后（放在桌面工作站里没问题）。",
        card=f.card["card"])
    f.sink.demote(f.card["card"], f.rule, text)
    return text


RULES = declared(__name__)
