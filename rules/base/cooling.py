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


@rule(id="buy-passive-cooling", concern="market", source="nvidia-h100-pcie-brief", pri=50,
      doc=I18n(en="Buying a datacenter PCIe card (L4, L20, L40S, A100/H100 PCIe …): it is passively cooled and needs "
                  "a GPU server chassis's forced airflow, not an office tower — said with the cards that cool "
                  "themselves.",
               zh="购买数据中心 PCIe 卡（L4、L20、L40S、A100/H100 PCIe 等）：被动散热，要装在有强制风道的 GPU 服务器"
                  "机箱里，不能放进办公室的塔式机——并说明自带风扇的卡。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy"),
                    c.p << (m.kind == "pick") & (m.dc_pcie == True)],  # noqa: E712 - durable-rules needs ==
      shows={"job": ("procure",), "p": ("card", "gpus_all")},
      caveat="buy-passive-cooling", show_order=146)
def buy_passive_cooling(f):
    return caveat(
        f, "{card} is a passively cooled datacenter card — no fan of its own: it needs a GPU server chassis with "
           "front-to-back forced airflow (loud: a server room or rack, not an office); in a desktop or office "
           "tower it overheats and throttles. For a box under a desk, a workstation card cools itself (RTX 6000 "
           "Ada, RTX PRO 6000 Blackwell), and GeForce cards are fine in a workstation of your own.",
        "{card} 是被动散热的数据中心卡，自身没有风扇：要装在前进后出强制风道的 GPU 服务器机箱里（很吵：放机房或机柜，"
        "不是办公室）；放进台式机或办公室塔式机会过热降频。要放在桌下的机器，请选自带风扇的工作站卡（RTX 6000 Ada、"
        "RTX PRO 6000 Blackwell），自己的工作站里用 GeForce 卡也可以。",
        card=f.p["card"])


RULES = declared(__name__)
