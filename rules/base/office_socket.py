"""A box for an office plugs into the office's ordinary socket (review 116 C1-b: "办公室只有普通220V插座" with
--office-box led with 4 × RTX 4090 D, about 2,100 W with the rest of the machine, while the answer's own caveat said a
mainland 10 A / 220 V socket carries 1,760 W for hours). With no power limit said, the socket of the person's mains is
the limit a box bought for an office meets: a box over it ranks after the boxes within it, and says why."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.base._common import I18n, declared, step
from rules.base.power import CIRCUIT_W
from rules.fact_vocab import HOST_SHARE_W
from rules.facts import Facts
from rules.mains import SOCKET_10A_W, mains_of
from rules.place_power import binding_power

# a socket carries 80 % of its rating for a load that runs for hours (NEC 210.20; the same margin elsewhere)
SOCKETS = {
    "cn": (CIRCUIT_W["cn"], "a mainland 10 A / 220 V socket (GB/T 1002)", "国内 10 A/220 V 插座（GB/T 1002）"),
    "na": (CIRCUIT_W["intl"], "a US 15 A / 120 V circuit (NEC 210.20)", "美国 15 A/120 V 电路（NEC 210.20）"),
    "230v": (SOCKET_10A_W, "a 10 A / 230 V socket (AS/NZS 3112)", "10 A/230 V 插座（AS/NZS 3112）"),
}


@step(id="office-box-over-socket", concern="supply", source="nfpa70-nec-210",
      doc=I18n(en="Buying for an office tower or workstation (--office-box) with no power limit said: a box whose GPUs "
                  "and the rest of the machine (~400 W) draw more than the office's ordinary socket carries for hours "
                  "(1,760 W on a mainland 10 A / 220 V socket, 1,440 W on a US 15 A / 120 V circuit, 1,840 W on a "
                  "10 A / 230 V one) ranks after the boxes within it.",
               zh="为办公室塔式机或工作站购买（--office-box）、又没说功耗上限：显卡加整机其余部分（约 400 W）的功耗超过"
                  "办公室普通插座长时间满载能带的功率（国内 10 A/220 V 插座 1,760 W，美国 15 A/120 V 电路 1,440 W，"
                  "10 A/230 V 插座 1,840 W）的机器，排在不超过的机器之后。"))
def office_box_over_socket(facts: Facts, sink: Any, rows: Sequence[Any]) -> None:
    """``rows``: the ranking's rows (card, priced). Nothing is demoted where every box is over the socket: the
    least-drawing is then still the answer, its caveat saying what the circuit needs."""
    socket = SOCKETS.get(mains_of(facts))
    if facts.procure != "buy" or not facts.office_box or binding_power(facts)[0] or socket is None:
        return
    limit, name_en, name_zh = socket
    draws = {row.card.id: row.priced.gpus * (row.card.tdp_w or 0.0) + HOST_SHARE_W for row in rows
             if row.card.tdp_w}
    if not any(box <= limit for box in draws.values()):
        return
    for row in rows:
        box = draws.get(row.card.id)
        if box is None or box <= limit:
            continue
        demote_first(sink, row.card.id, office_box_over_socket, draw_over(
            row.priced.gpus, row.card.tdp_w, box, limit,
            (f"the {limit:,.0f} W {name_en} carries for hours in an office",
             f"办公室{name_zh}长时间满载的 {limit:,.0f} W"),
            ("or cap each card to about {cap} W with nvidia-smi -pl, slower than every figure here",
             "或用 nvidia-smi -pl 把每张卡限到约 {cap} W，会比这里的各项数字都慢")))


def draw_over(n: int, tdp: float, box: float, limit: float, over: tuple[str, str], remedy: tuple[str, str]) -> I18n:
    """Why a box drawing past a limit ranks after: its draw, the limit it is over (``over``: what carries it) and the
    remedy (``remedy``: with ``{cap}``, the watts each card is capped to so that the box fits)."""
    cap = f"{max(0.0, (limit - HOST_SHARE_W) / n):,.0f}"
    return I18n(
        en=f"{n} × {tdp:g} W = {n * tdp:,.0f} W for the GPUs, about {box:,.0f} W with the rest of the machine — "
           f"over {over[0]}: ranked after the boxes within it ({remedy[0].format(cap=cap)}).",
        zh=f"{n} × {tdp:g} W = 显卡合计 {n * tdp:,.0f} W，加整机其余部分约 {box:,.0f} W——超过{over[1]}："
           f"排在不超过的机器之后（{remedy[1].format(cap=cap)}）。")


def demote_first(sink: Any, card: str, rule: Any, why: I18n) -> None:
    """Rank a card after, its reason said first: what the box or the wall holds comes before what a licence or a
    board prefers."""
    sink.demote(card, rule, why)
    reasons = sink.demotions.get(card)
    if reasons:
        reasons.insert(0, reasons.pop())

RULES = declared(__name__)
