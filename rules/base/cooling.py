"""Where a bought card can live: NVIDIA's datacenter PCIe cards have no fan of their own (review 75 C07: a 20-person
design office buying a workstation was picked 2 × L20, passively cooled, with no word that it needs a server
chassis's airflow). Where the person says the cards go in an office tower, a workstation or a desktop (--office-box),
a card whose maker's brief prints it passive (knowledge: cooling, cooling_source) is ruled out (review 97 c08: "it goes
in a normal office tower" was offered an H100 PCIe in a what-if)."""

from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, m, reject, rule


@rule(id="office-box-passive-card", concern="market", source="nvidia-h100-pcie-brief", pri=30,
      doc=I18n(en="Buying cards for an office tower, workstation or desktop (--office-box): a card its maker's brief "
                  "prints as passively cooled (no fan: a server chassis's forced airflow cools it) is ruled out — in "
                  "such a box it overheats and throttles.",
               zh="为办公室塔式机、工作站或台式机买卡（--office-box）：厂商资料标为被动散热的卡（无风扇，靠服务器机箱的"
                  "强制风道散热）排除——放在这类机箱里会过热降频。"),
      when=lambda: [c.job << (m.kind == "job") & (m.office_box == True) & (m.procure == "buy"),  # noqa: E712
                    c.card << (m.kind == "card") & (m.cooling == "passive")],
      shows={"job": ("office_box", "procure"), "card": ("card", "cooling", "cooling_source")})
def office_box_passive_card(f):
    return reject(
        f, f.card["card"],
        "passively cooled server card ({src}): no fan of its own — it needs a server chassis's front-to-back airflow, "
        "not an office tower or workstation, where it overheats and throttles; a workstation card (RTX 6000 Ada, RTX "
        "PRO 6000 Blackwell) cools itself.",
        "被动散热的服务器卡（{src}）：自身没有风扇——要靠服务器机箱前进后出的强制风道，不能装进办公室塔式机或工作站，"
        "否则会过热降频；工作站卡（RTX 6000 Ada、RTX PRO 6000 Blackwell）自带风扇。",
        src=f.card["cooling_source"])


@rule(id="office-box-datacenter-card", concern="market", source="nvidia-a40-brief", pri=30,
      doc=I18n(en="Buying cards for an office tower, workstation or desktop (--office-box): a datacenter card whose "
                  "maker prints no cooling (the L20: NVIDIA publishes no datasheet for it) is ruled out like the "
                  "passive ones — every NVIDIA datacenter PCIe card whose brief prints its cooling (L4, L40, L40S, "
                  "A40, A100 and H100 PCIe) is passive, and an SXM, OAM or module part lives on a rack server's "
                  "baseboard; only a workstation or GeForce card is sold to cool itself in a tower.",
               zh="为办公室塔式机、工作站或台式机买卡（--office-box）：厂商没有公布散热方式的数据中心卡（如 L20："
                  "NVIDIA 没有公开它的数据表）与被动散热卡一样排除——凡厂商资料写明散热方式的 NVIDIA 数据中心 "
                  "PCIe 卡（L4、L40、L40S、A40、A100 与 H100 PCIe）都是被动散热，SXM、OAM 或模组形态的卡"
                  "则装在机架服务器的基板上；只有工作站卡和 GeForce 卡是按自带风扇、装进塔式机出售的。"),
      when=lambda: [c.job << (m.kind == "job") & (m.office_box == True) & (m.procure == "buy"),  # noqa: E712
                    c.card << (m.kind == "card") & (m.cls == "datacenter") & (m.cooling == "unknown")],
      shows={"job": ("office_box", "procure"), "card": ("card", "cls", "cooling", "form")})
def office_box_datacenter_card(f):
    if f.card["form"] != "pcie":
        return reject(
            f, f.card["card"],
            "a datacenter {form} part: it is sold on a rack server's baseboard, cooled by that server's forced "
            "airflow (loud, kilowatts) — not a card for an office tower or workstation.",
            "数据中心 {form} 形态的卡：装在机架服务器的基板上出售，靠服务器的强制风道散热（很吵，功耗以千瓦计）——"
            "不是能装进办公室塔式机或工作站的卡。",
            form=f.card["form"].upper())
    return reject(
        f, f.card["card"],
        "a datacenter card whose maker prints no cooling (no datasheet for it in the knowledge base): every NVIDIA "
        "datacenter PCIe card whose brief prints it (L4, L40, L40S, A40, A100 and H100 PCIe) is passive — no fan, "
        "cooled by a server chassis's airflow — so it is not planned into an office tower or workstation; only if "
        "the seller's quote states a card with its own fan. A workstation card (RTX 6000 Ada, RTX PRO 6000 "
        "Blackwell) cools itself.",
        "厂商没有公布散热方式的数据中心卡（知识库里没有它的数据表）：凡资料写明散热方式的 NVIDIA 数据中心 PCIe 卡"
        "（L4、L40、L40S、A40、A100 与 H100 PCIe）都是被动散热——没有风扇，靠服务器机箱的风道散热——所以不按装进"
        "办公室塔式机或工作站来规划；除非卖家报价写明是自带风扇的版本。工作站卡（RTX 6000 Ada、RTX PRO 6000 "
        "Blackwell）自带风扇。")


@rule(id="home-box-server-card", concern="market", source="nvidia-h100-pcie-brief", pri=30,
      doc=I18n(en="A person buying cards for themselves (a hobbyist, used cards) builds a box at home, not a server "
                  "room: a datacenter PCIe card — passive, or its cooling unprinted like its passive siblings — needs "
                  "a server chassis's forced airflow and is ruled out, as in an office tower "
                  "(office-box-passive-card).",
               zh="个人为自己买卡（爱好者、二手卡）是在家里装机，不是机房：数据中心 PCIe 卡（被动散热，或与被动散热的"
                  "同系列一样未公布散热方式）要靠服务器机箱的强制风道，与办公室塔式机一样排除（office-box-passive-card）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.buyer == "individual")
                    & (m.office_box == False)  # noqa: E712 - (exclusive branches: durable-rules fires each one)
                    & ((m.buyer_stated == True) | ((m.buyer_stated == False) & (m.used_ok == True))),  # noqa: E712
                    c.card << (m.kind == "card") & (m.cls == "datacenter") & (m.form == "pcie")
                    & (m.cooling != "active")],
      shows={"job": ("procure", "buyer", "used_ok"), "card": ("card", "cls", "form", "cooling")})
def home_box_server_card(f):
    return reject(
        f, f.card["card"],
        "a datacenter PCIe card with no fan of its own ({what}) — it needs a server chassis's "
        "front-to-back airflow (loud, a rack), so it is no option for a box at home, where it overheats and throttles; "
        "GeForce and workstation cards cool themselves.",
        "没有自带风扇的数据中心 PCIe 卡（{what_zh}）——要靠服务器机箱前进后出的强制风道（很吵，放机柜），"
        "不适合放在家里的机器：会过热降频；GeForce 卡和工作站卡自带风扇。",
        what="passively cooled" if f.card["cooling"] == "passive" else "no cooling printed: planned as passive",
        what_zh="被动散热" if f.card["cooling"] == "passive" else "厂商未公布散热方式，按被动散热规划")


@rule(id="buy-passive-cooling", concern="market", source="nvidia-h100-pcie-brief", pri=50,
      doc=I18n(en="Buying a datacenter PCIe card (L4, L20, L40S, A100/H100 PCIe …): it is passively cooled and needs "
                  "a GPU server chassis's forced airflow, not an office tower — said with the cards that cool "
                  "themselves.",
               zh="购买数据中心 PCIe 卡（L4、L20、L40S、A100/H100 PCIe 等）：被动散热，要装在有强制风道的 GPU 服务器"
                  "机箱里，不能放进办公室的塔式机——并说明自带风扇的卡。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy"),
                    c.p << (m.kind == "pick") & (m.dc_pcie == True)],  # noqa: E712 - durable-rules needs ==
      shows={"job": ("procure",), "p": ("card", "gpus_all", "cooling")},
      caveat="buy-passive-cooling", show_order=146)
def buy_passive_cooling(f):
    # a card whose maker prints no cooling (the L20) is planned as its passive siblings, and said to be unprinted
    printed = f.p["cooling"] == "passive"
    return caveat(
        f, "{card} is {what} — no fan of its own: it needs a GPU server chassis with "
           "front-to-back forced airflow (loud: a server room or rack, not an office); in a desktop or office "
           "tower it overheats and throttles. For a box under a desk, a workstation card cools itself (RTX 6000 "
           "Ada, RTX PRO 6000 Blackwell), and GeForce cards are fine in a workstation of your own.",
        "{card} {what_zh}，自身没有风扇：要装在前进后出强制风道的 GPU 服务器机箱里（很吵：放机房或机柜，"
        "不是办公室）；放进台式机或办公室塔式机会过热降频。要放在桌下的机器，请选自带风扇的工作站卡（RTX 6000 Ada、"
        "RTX PRO 6000 Blackwell），自己的工作站里用 GeForce 卡也可以。",
        card=f.p["card"],
        what="a passively cooled datacenter card" if printed else (
            "a datacenter card whose maker prints no cooling, planned as passive like every NVIDIA datacenter PCIe "
            "card whose brief prints it"),
        what_zh="是被动散热的数据中心卡" if printed else (
            "是厂商没有公布散热方式的数据中心卡，按被动散热规划（凡资料写明散热方式的 NVIDIA 数据中心 PCIe 卡"
            "都是被动散热）"))


RULES = declared(__name__)
