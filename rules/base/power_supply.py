"""The power supply a person buying said they have ("My PSU is 750W"), against what each pick draws with the rest of
the machine (review 104 c03: the answer's own "about 760 W with the rest of the machine" for 2 × RTX 5060 Ti sat
beside a stated 750 W supply and was never compared with it). The supply is no limit on the cards — the person did not
ask for one — so no card is ruled out: the pick says it is over, or at, the supply's rating."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, m, rule
from rules.fact_vocab import HOST_SHARE_W

MARGIN = 0.9  # within a tenth of the rating: no headroom left for the load steps a GPU takes


@rule(id="buy-power-supply", concern="supply", source="nfpa70-nec-210", pri=50,
      doc=I18n(en="Buying, with the power supply said: what each pick's GPUs draw with the rest of the machine (its "
                  "board power plus a host share) is compared with the supply's rating — over it, a larger supply or a "
                  "lower GPU power limit; within a tenth of it, no headroom.",
               zh="购买且说了电源时：每个推荐的显卡加整机其余部分的功耗（板卡功耗加主机部分）与电源额定功率比较——超过就要"
                  "换更大的电源或调低显卡功耗上限；差距不到一成则没有余量。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.psu > 0),
                    c.p << (m.kind == "pick") & (m.tdp > 0) & (m.cls != "datacenter")],
      shows={"job": ("procure", "psu"), "p": ("card", "gpus_all", "tdp")},
      caveat="buy-power-supply", show_order=264, per_card=True)
def buy_power_supply(f):
    p, psu = f.p, f.job["psu"]
    gpus = p["gpus_all"] * p["tdp"]
    box = gpus + HOST_SHARE_W
    if box < psu * MARGIN:
        return None
    if box > psu:
        return caveat(f,
            "{card}: about {box:,.0f} W with the rest of the machine ({n} × {tdp:g} W for the GPUs) — over your "
            "{psu:,.0f} W power supply: a larger supply, or a lower GPU power limit (sudo nvidia-smi -pl), "
            "before it runs for hours.",
            "{card}：加整机其余部分约 {box:,.0f} W（显卡 {n} × {tdp:g} W）——超过你的 {psu:,.0f} W "
            "电源：要换更大的电源，或调低显卡功耗上限（sudo nvidia-smi -pl），再长时间运行。",
            card=p["card"], n=p["gpus_all"], tdp=p["tdp"], box=box, psu=psu)
    return caveat(f,
        "{card}: about {box:,.0f} W with the rest of the machine ({n} × {tdp:g} W for the GPUs) — at your "
        "{psu:,.0f} W power supply's rating, with no headroom for the GPU's load steps: check the supply's 12 V "
        "rating, or set a lower GPU power limit (sudo nvidia-smi -pl).",
        "{card}：加整机其余部分约 {box:,.0f} W（显卡 {n} × {tdp:g} W）——已到你的 {psu:,.0f} W "
        "电源的额定功率，显卡负载突变时没有余量：查一下电源的 12 V 输出，或调低显卡功耗上限（sudo nvidia-smi -pl）。",
        card=p["card"], n=p["gpus_all"], tdp=p["tdp"], box=box, psu=psu)


@rule(id="buy-power-supply-headroom", concern="supply", source="nfpa70-nec-210", pri=50,
      doc=I18n(en="Buying, with the power supply said and a pick's machine well within it: the supply is said back "
                  "with what the machine draws, so the person sees it was weighed (review 107 C9: a stated 750 W "
                  "supply was read and never mentioned again).",
               zh="购买且说了电源、推荐的整机功耗离它还远时：把电源和整机功耗一起说出来，让人知道它已核对过"
                  "（review 107 C9：说了 750 W 电源，答案里再没提到）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.psu > 0),
                    c.p << (m.kind == "pick") & (m.tdp > 0) & (m.cls != "datacenter")],
      shows={"job": ("procure", "psu"), "p": ("card", "gpus_all", "tdp")},
      caveat="buy-power-supply-headroom", show_order=265, per_card=True)
def buy_power_supply_headroom(f):
    p, psu = f.p, f.job["psu"]
    box = p["gpus_all"] * p["tdp"] + HOST_SHARE_W
    if box >= psu * MARGIN:
        return None  # near or over it: buy-power-supply says so
    return caveat(f,
        "{card}: about {box:,.0f} W with the rest of the machine ({n} × {tdp:g} W for the GPUs) — within your "
        "{psu:,.0f} W power supply, {spare:,.0f} W to spare.",
        "{card}：加整机其余部分约 {box:,.0f} W（显卡 {n} × {tdp:g} W）——在你的 {psu:,.0f} W 电源以内，"
        "还余 {spare:,.0f} W。",
        card=p["card"], n=p["gpus_all"], tdp=p["tdp"], box=box, psu=psu, spare=psu - box)


RULES = declared(__name__)
