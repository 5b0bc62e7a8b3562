"""A power limit on the GPUs (review 18 C1: "the whole GPU setup must stay under 400 W" in an office
tower, "显卡功耗 350W 以内"; review 20 M1: "1500 W max for the whole machine" took 8 × RTX 5090,
4,600 W): the limit is for the GPUs together — their rated board power added up — so it caps how
many of a card a job may take, and each pick says what is left of it for the rest of the machine."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from knowledge.schema import Card
from rules.base._common import I18n, c, caveat, m, reject, rule, step
from rules.box_size import WORKSTATION_GPUS
from rules.fact_vocab import HOST_SHARE_W
from rules.facts import Facts
from rules.mains import mains, mains_230v
from rules.place_power import binding_power


def over_power(card: Card, facts: Facts, gpus_needed: int) -> bool:
    """The card breaks a power limit: its rating per GPU, or the GPUs memory needs together; a card with
    no published board power breaks any limit (it cannot be checked). Worked out for the card fact, so
    the engine joins nothing for it."""
    tdp, (together, each) = card.tdp_w or math.inf, binding_power(facts)
    return bool(each and tdp > each or together and max(1, gpus_needed) * tdp > together)


@rule(id="power-limit", concern="supply", source="seed-004", pri=30,
      doc=I18n(en="--max-power W, for the GPUs together: a card whose rated board power (TDP) times the "
                  "GPUs the job needs is over the limit is out; --max-gpu-power W: a card rated over it is "
                  "out; a card with no published board power cannot be checked and is out too.",
               zh="--max-power W，指所有显卡合计：额定板卡功耗（TDP）× 任务所需卡数超过上限的卡排除；"
                  "--max-gpu-power W：额定功耗超过它的卡排除；没有公开功耗数据的卡无法核对，也排除。"),
      when=lambda: [c.job << (m.kind == "job") & ((m.power_limit > 0) | (m.gpu_power > 0)),
                    c.card << (m.kind == "card") & (m.over_power == True)],
      shows={"job": ("power_limit", "gpu_power"), "card": ("card", "tdp", "gpus_needed")})
def power_limit(f):
    limit, tdp, n = f.job["power_limit"], f.card["tdp"], max(1, f.card["gpus_needed"])
    each = f.job["gpu_power"]
    if not tdp:
        return reject(f, f.card["card"],
                      "no published board power on record: it cannot be checked against your {limit:g} W limit.",
                      "没有公开的板卡功耗数据：无法核对你的 {limit:g} W 上限。", limit=each or limit)
    if each and tdp > each:  # --max-gpu-power: one card's rating
        return reject(f, f.card["card"],
                      "rated board power {tdp:g} W, over your {limit:g} W limit per GPU (a power cap set below the "
                      "rating runs the card slower than every figure here).",
                      "额定板卡功耗 {tdp:g} W，超过你给单卡的 {limit:g} W 上限（把功耗压到额定值以下运行，"
                      "会比这里的各项数字都慢）。", tdp=tdp, limit=each)
    if n > 1:
        return reject(f, f.card["card"],
                      "{n} GPUs hold the job: {n} × {tdp:g} W = {total:,.0f} W of rated board power, over your "
                      "{limit:g} W limit for the GPUs together.",
                      "装下这个任务要 {n} 张卡：{n} × {tdp:g} W = 合计 {total:,.0f} W 额定板卡功耗，"
                      "超过你给显卡合计的 {limit:g} W 上限。", n=n, tdp=tdp, total=n * tdp, limit=limit)
    return reject(f, f.card["card"],
                  "rated board power {tdp:g} W, over your {limit:g} W limit (a power cap set below the rating "
                  "runs the card slower than every figure here).",
                  "额定板卡功耗 {tdp:g} W，超过你的 {limit:g} W 上限（把功耗压到额定值以下运行，"
                  "会比这里的各项数字都慢）。",
                  tdp=tdp, limit=limit)


@rule(id="power-limit-several-gpus", concern="supply", source="seed-004", pri=50,
      doc=I18n(en="A pick under --max-power: what its GPUs draw together, and what that leaves of the limit "
                  "for the rest of the machine (NVIDIA sizes a one-RTX-4090 system at 850 W for the card's "
                  "450 W: ~400 W for the rest).",
               zh="有 --max-power 时的推荐：这些卡合计的功耗，以及上限里还剩多少留给整机其余部分（英伟达给单张 "
                  "RTX 4090 的整机配 850 W 电源，卡本身 450 W：其余约 400 W）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.power_limit > 0),
                    c.p << (m.kind == "pick") & (m.tdp > 0)],
      shows={"job": ("power_limit", "power_gpus"), "p": ("card", "gpus_all", "tdp")},
      caveat="power-limit-total", show_order=262, per_card=True)
def power_limit_several_gpus(f):
    p, limit = f.p, f.job["power_limit"]
    total = p["gpus_all"] * p["tdp"]
    left = limit - total
    if f.job["power_gpus"]:  # review 97 c08 m1: "the GPU must stay under 350 W" limits the GPU, not the box
        # (a whole machine's limit read from words arrives here with the host's share already kept out of it:
        # the host is added once, to the GPUs' draw, never taken off the limit again — leftovers50 #8)
        return caveat(
            f, "{card}: {n} × {tdp:g} W = {total:,.0f} W of rated board power, within the {limit:g} W for the GPUs "
               "together; the rest of the machine draws beside it, ~{host:g} W (NVIDIA sizes a one-RTX-4090 system "
               "at 850 W for the card's 450 W): about {box:,.0f} W for the whole box — size the power supply for it.",
            "{card}：{n} × {tdp:g} W = 合计 {total:,.0f} W 额定板卡功耗，在显卡合计的 {limit:g} W 以内；整机其余部分"
            "另算，约 {host:g} W（英伟达给单张 RTX 4090（450 W）的整机配 850 W 电源）：整机约 {box:,.0f} W——电源请按"
            "整机配。",
            card=p["card"], n=p["gpus_all"], tdp=p["tdp"], total=total, limit=limit, host=HOST_SHARE_W,
            box=total + HOST_SHARE_W)
    if left >= HOST_SHARE_W:  # said too (review 46: the README promises each pick says what it leaves)
        return caveat(
            f, "{card}: {n} × {tdp:g} W = {total:,.0f} W of rated board power, leaving {left:,.0f} W of your "
               "{limit:g} W for the rest of the machine — room for its CPU, memory and fans (NVIDIA sizes a "
               "one-RTX-4090 system at 850 W for the card's 450 W: ~400 W besides the card).",
            "{card}：{n} × {tdp:g} W = 合计 {total:,.0f} W 额定板卡功耗，你的 {limit:g} W 里还剩 {left:,.0f} W 给整机"
            "其余部分——够 CPU、内存、风扇用（英伟达给单张 RTX 4090（450 W）的整机配 850 W 电源：卡以外约 400 W）。",
            card=p["card"], n=p["gpus_all"], tdp=p["tdp"], total=total, left=left, limit=limit)
    return caveat(
        f, "{card}: {n} × {tdp:g} W = {total:,.0f} W of rated board power, which leaves {left:,.0f} W of your "
           "{limit:g} W for the rest of the machine — if the limit is for the whole box (CPU, memory, disks, "
           "fans, the power supply's losses), that is tight: NVIDIA sizes a one-RTX-4090 system at 850 W for "
           "the card's 450 W. Measure the whole box under load, or cap the GPUs' power (slower).",
        "{card}：{n} × {tdp:g} W = 合计 {total:,.0f} W 额定板卡功耗，你的 {limit:g} W 里只剩 {left:,.0f} W "
        "给整机其余部分——如果上限指整机（CPU、内存、硬盘、风扇、电源损耗），就很紧：英伟达给单张 RTX 4090 "
        "（450 W）的整机配 850 W 电源。请实测整机满载功耗，或给显卡限功耗（会变慢）。",
        card=p["card"], n=p["gpus_all"], tdp=p["tdp"], total=total, left=max(0.0, left), limit=limit)


# A continuous load may draw 80 % of a circuit's rating (NEC 210.20(A)): a US 15 A / 120 V household circuit
# 1,440 W; a mainland 10 A / 220 V socket (GB/T 1002) 2,200 W, 1,760 W at the same margin
CIRCUIT_W = {"intl": 15 * 120 * 0.8, "cn": 10 * 220 * 0.8}
CN_16A_W = 16 * 220 * 0.8  # a mainland 16 A socket (air conditioners, ovens)


@rule(id="buy-power-host", concern="supply", source="nfpa70-nec-210", pri=50,
      doc=I18n(en="Buying several GPUs for one box with no power limit said: what they draw with the rest of the "
                  "machine against one household circuit (a continuous load may draw 80 % of its rating: 1,440 W "
                  "on a US 15 A / 120 V circuit, 1,760 W on a mainland 10 A / 220 V socket), and from three cards "
                  "on, the board and case they need — neither is in the cards' price.",
               zh="购买多张卡装一台机器、又没说功耗上限：这些卡加整机其余部分的功耗，与一路家用电路相比（长时间满载只宜"
                  "用额定值的 80%：美国 15 A/120 V 电路 1,440 W，国内 10 A/220 V 插座 1,760 W）；三张卡起，还要能装下"
                  "它们的主板和机箱——两者都不在显卡价格里。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.power_limit == 0),
                    c.p << (m.kind == "pick") & (m.gpus_all > 1) & (m.tdp > 0) & (m.cls != "datacenter")],
      shows={"job": ("procure", "region", "based_in", "currency"), "p": ("card", "gpus_all", "tdp")},
      caveat="buy-power-host", show_order=263, per_card=True)
def buy_power_host(f):
    p = f.p
    home = mains(f.job["region"], f.job["based_in"], f.job["currency"])
    en, zh = host_power(p["card"], p["gpus_all"], p["tdp"], home)
    return caveat(f, en, zh, card=p["card"])


def host_power(card: str, n: int, tdp: float, home: str) -> tuple[str, str]:
    """What ``n`` × ``card`` bought for one box draw with the rest of the machine against one household circuit, and
    from three cards on the board and case they need: the pick's caveat (buy-power-host) and the line on a card the
    person named (review 98 c06: 2 × 600 W RTX PRO 6000 were said only for the pick). ``home``: the mains
    (rules.mains)."""
    box = n * tdp + HOST_SHARE_W
    circuit = CIRCUIT_W["cn" if home == "cn" else "intl"]
    en = (f"{card}: {n} × {tdp:g} W = {n * tdp:,.0f} W for the GPUs, about {box:,.0f} W with the rest of the "
          "machine (NVIDIA sizes a one-RTX-4090 system at 850 W for the card's 450 W).")
    zh = (f"{card}：{n} × {tdp:g} W = 显卡合计 {n * tdp:,.0f} W，加整机其余部分约 {box:,.0f} W（英伟达给单张 "
          "RTX 4090（450 W）的整机配 850 W 电源）。")
    if home not in ("cn", "na"):
        en, zh = mains_230v(box, circuit, en, zh, said=home == "230v")
    elif box > circuit and home == "na":
        en += (f" That is over what one US 15 A / 120 V household circuit carries for hours ({circuit:,.0f} W: "
               "80 % of 1,800 W, NEC 210.20) — a 240 V circuit (or the load split over separate circuits) and a "
               "power supply (or two) rated for it.")
        zh += (f"超过美国一路 15 A/120 V 家用电路长时间满载的 {circuit:,.0f} W（1,800 W 的 80%，NEC 210.20）"
               "——需要 240 V 线路（或把负载分到几路电路上），以及相应额定功率的电源（或两个电源）。")
    elif box > CN_16A_W and home == "cn":
        en += (f" That is over what even a mainland 16 A / 220 V socket carries for hours ({CN_16A_W:,.0f} W: "
               "80 % of its 3,520 W, GB/T 1002) — the load split over separate circuits, or a server room's supply.")
        zh += (f"连国内 16 A/220 V 插座长时间满载的 {CN_16A_W:,.0f} W（3,520 W 的 80%，GB/T 1002）也超过了"
               "——要把负载分到几路电路上，或放进机房供电。")
    elif box > circuit and home == "cn":
        en += (f" That is over what a mainland 10 A / 220 V socket carries for hours ({circuit:,.0f} W: 80 % of "
               "its 2,200 W, GB/T 1002) — a 16 A circuit and socket, and a power supply (or two) rated for it.")
        zh += (f"超过国内 10 A/220 V 插座长时间满载的 {circuit:,.0f} W（2,200 W 的 80%，GB/T 1002）"
               "——需要 16 A 线路和插座，以及相应额定功率的电源（或两个电源）。")
    if n >= 3:
        en += (f" {n} cards need a workstation or server board with {n} PCIe slots spaced for them (consumer "
               "boards fit two; three-slot coolers need risers or blower editions) and a case that cools them — the "
               "host is not in the cards' price.")
        zh += (f"{n} 张卡需要有 {n} 条间距足够的 PCIe 插槽的工作站或服务器主板"
               "（消费级主板一般只装得下两张；三槽散热的卡要用延长线或涡轮版），以及散热跟得上的机箱——这些不在显卡价格里。")
    return en, zh




@step(id="buy-rig-after-workstation", concern="supply", source="nfpa70-nec-210",
      doc=I18n(en="Buying more than four consumer (GeForce) cards for one box (no power limit said): it needs a GPU "
                  "server chassis the cards' price leaves out and several kilowatts from the wall, so it ranks after "
                  "purchases that hold the job otherwise.",
               zh="为一台机器购买四张以上的消费级（GeForce）卡（没说功耗上限）：需要显卡价格之外的 GPU 服务器机箱"
                  "和数千瓦供电，所以排在其他能装下任务的方案之后。"))
def buy_rig_after_workstation(facts: Facts, sink: Any, rows: Sequence[Any]) -> None:
    """Review 43 CR-2: 8 × RTX 5090 (4.6 kW, an 8-slot server the price leaves out) was the "best value" purchase
    beside 2 × RTX PRO 6000 for a 30-person team. ``rows``: the ranking's rows (card, priced)."""
    if facts.procure != "buy" or facts.power_limit_w:
        return
    # nothing else holds the job: the rig is the answer (its caveat says what it needs); a box that does holds it
    # even where ranked after for something else — the rig's own flaw still counts (review 106 C1: 8 × RTX 5060 Ti
    # led an office over 2 × RTX A6000 quoted within the budget, as the A6000's age left no box "un-demoted")
    if not any(r.priced.gpus <= WORKSTATION_GPUS or r.card.card_class != "consumer" for r in rows):
        return
    for row in rows:
        n, tdp = row.priced.gpus, row.card.tdp_w or 0.0
        if n <= WORKSTATION_GPUS or row.card.card_class != "consumer":
            continue  # (workstation and data-centre cards are sold in 8-GPU servers)
        sink.demote(row.card.id, buy_rig_after_workstation, I18n(
            en=f"{n} cards in one box need a GPU server chassis (not in the cards' price) and about "
               f"{n * tdp + HOST_SHARE_W:,.0f} W from the wall: ranked after purchases that hold the job otherwise.",
            zh=f"{n} 张卡装一台机器，需要 GPU 服务器机箱（不在显卡价格里），整机约 {n * tdp + HOST_SHARE_W:,.0f} W："
               "排在其他能装下任务的方案之后。"))


RULES = [power_limit, power_limit_several_gpus, buy_power_host, buy_rig_after_workstation]
