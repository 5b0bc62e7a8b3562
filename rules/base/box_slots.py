"""A box bought for an office, a desk or a home holds only so many cards, on the supply the person has (review 117
C5-2: 4 × RTX 5060 Ti, ~1,120 W with the rest of the machine, "enough / best value" for a home PC on its own 850 W
supply; review 116 c1b: 8 × RTX 4060 Ti first for an office workstation). A person buying for themselves builds on a
desktop board, which takes two double-width cards; an office tower or workstation (--office-box) four (Dell's tower:
dell-poweredge-t620-gpu). A box past that count, or drawing with the rest of the machine more than the power supply
said (--psu), ranks after the boxes that fit; where no priced box fits, the answer says so and names what does."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from knowledge.text import money
from rules.base._common import I18n, declared, step
from rules.base.office_socket import demote_first, draw_over, office_box_over_socket
from rules.base.power import buy_rig_after_workstation
from rules.box_size import box_cards, box_said
from rules.fact_vocab import HOST_SHARE_W
from rules.facts import Facts

CAVEAT_ID = "box-none-fits"
# the ~400 W beside the cards is NVIDIA's sizing allowance, itself with headroom: a box within a tenth over the supply
# is told so (buy-power-supply) but not ranked after for an estimate (review 104 c03: 2 × 180 W, ~760 W, on 750 W)
SUPPLY_SLACK = 1.1


def boxes_that_fit(facts: Facts, sink: Any, rows: Sequence[Any]) -> None:
    """What box holds the cards bought: a rig past a workstation, an office box past its socket, a box of one's own
    past its slots or its supply (the ranking's one hook)."""
    buy_rig_after_workstation(facts, sink, rows)
    office_box_over_socket(facts, sink, rows)  # review 116 C1-b: a box over the office's socket
    box_over_slots(facts, sink, rows)


def _past(facts: Facts, row: Any, slots: int) -> I18n | None:
    n, tdp = row.priced.gpus, row.card.tdp_w or 0.0
    desk_en, desk_zh = box_said(facts)
    if n > slots:
        return I18n(
            en=f"{n} cards are more than {desk_en} holds ({slots} double-width cards at most; past that, a GPU "
               f"server chassis the cards' price leaves out): ranked after the boxes that fit.",
            zh=f"{n} 张卡超出了{desk_zh}能装的数量（最多 {slots} 张双槽卡；再多就要显卡价格之外的 GPU 服务器机箱）："
               "排在装得下的机器之后。")
    box = n * tdp + HOST_SHARE_W
    if facts.psu_w and tdp and box > facts.psu_w * SUPPLY_SLACK:
        return draw_over(n, tdp, box, facts.psu_w, (f"your {facts.psu_w:,.0f} W power supply",
                                                    f"你的 {facts.psu_w:,.0f} W 电源"),
                         ("a larger supply, or each card capped to about {cap} W, slower",
                          "换更大的电源，或把每张卡限到约 {cap} W，会变慢"))
    return None


@step(id="box-over-slots", concern="supply", source="dell-poweredge-t620-gpu", caveat=CAVEAT_ID, show_order=266,
      doc=I18n(en="Buying a box of one's own — a person's desktop (two double-width cards on its board) or an office "
                  "tower or workstation (--office-box: four): a box of more cards, or one drawing with the rest of the "
                  "machine (~400 W) more than the power supply said (--psu), ranks after the boxes that fit; where no "
                  "priced box fits, a caveat says so and names the boxes that do.",
               zh="为自己的机器购买——个人的台式机（主板装两张双槽卡）或办公室塔式机、工作站（--office-box：四张）："
                  "卡数更多，或显卡加整机其余部分（约 400 W）超过所说电源（--psu）的机器，排在装得下的机器之后；"
                  "有价格的机器都装不下时，注意事项会说明，并列出装得下的机器。"))
def box_over_slots(facts: Facts, sink: Any, rows: Sequence[Any]) -> None:
    """Where no box fits, every box is past it alike: the order is kept (the least is still first), and each pick says
    what the box needs — it is no longer called enough (review 120 C8-2: 4 × RTX 5060 Ti, ~1,120 W on a 750 W supply,
    headlined "Enough" with no word of the supply, as nothing was ranked after)."""
    slots = box_cards(facts)
    if not slots:
        return
    past = {row.card.id: said for row in rows if (said := _past(facts, row, slots)) is not None}
    if not past:
        return
    for row in rows:
        if row.card.id in past:
            demote_first(sink, row.card.id, box_over_slots, past[row.card.id])

def none_fits_said(facts: Facts, sink: Any, rows: Sequence[Any], display: str) -> None:
    """After every reason to rank a box after is in: where a priced box was ranked after only for being past the
    box and no priced box that fits is left, the caveat says so and names the boxes that fit (to quote)."""
    slots = box_cards(facts)
    why = {row.card.id: {w.rule for w in sink.demotions.get(row.card.id, ())} for row in rows}
    priced_past = [row for row in rows if "box-over-slots" in why[row.card.id] and math.isfinite(row.cost)]
    if not slots or not priced_past or any(math.isfinite(r.cost) for r in rows if not why[r.card.id]):
        return
    cheapest = min(priced_past, key=lambda r: r.cost)
    fits = [r for r in rows if not why[r.card.id] & {"box-over-slots", "buy-over-budget"}
            and r.card.card_class != "datacenter"]  # a desk or a tower takes GeForce and workstation cards
    named = sorted(fits, key=lambda r: (len(why[r.card.id]), r.priced.gpus, -r.card.vram_gb, r.card.id))[:3]
    what_en = "; what fits has no dated price here — ask for a quote: " + ", ".join(
        f"{r.priced.gpus} × {r.card.name}" for r in named) if named else ""
    what_zh = "；装得下的这里没有带日期的价格——请询价：" + "、".join(
        f"{r.priced.gpus} 张 {r.card.name}" for r in named) if named else ""
    box_en, box_zh = box_said(facts)
    supply_en = f" and your {facts.psu_w:,.0f} W supply" if facts.psu_w else ""
    supply_zh = f"，你的电源 {facts.psu_w:,.0f} W" if facts.psu_w else ""
    text = I18n(
        en=f"No priced purchase fits your box ({box_en}: {slots} double-width cards at most{supply_en}): the cheapest, "
           f"{cheapest.priced.gpus} × {cheapest.card.name} at {money(cheapest.cost, display)}, does not{what_en}; "
           "or a lower precision on fewer cards (see \"What if\").",
        zh=f"有价格的方案都装不进你的机器（{box_zh}最多 {slots} 张双槽卡{supply_zh}）：最便宜的 "
           f"{cheapest.priced.gpus} 张 {cheapest.card.name}（{money(cheapest.cost, display)}）也装不下{what_zh}；"
           "或降低精度用更少的卡（见“如果……”）。")
    sink.caveat(CAVEAT_ID, box_over_slots, text)
    sink.step(box_over_slots, {"slots": slots, "psu": facts.psu_w or 0, "cheapest": cheapest.card.id,
                               "fits": [r.card.id for r in named]}, text)


RULES = declared(__name__)
