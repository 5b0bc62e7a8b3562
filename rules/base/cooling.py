"""Where a bought card can live: NVIDIA's datacenter PCIe cards have no fan of their own (review 75 C07: a 20-person
design office buying a workstation was picked 2 × L20, passively cooled, with no word that it needs a server
chassis's airflow)."""

from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, m, rule


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
