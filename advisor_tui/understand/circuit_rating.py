"""The circuit a bought box plugs into, said by its volts and amps: "辦公室插座一個迴路 110V 15A，不想跳電" (review 109
C5-2: a Kaohsiung office buying cards was answered with no word about its circuit), "插座是 110V 15A 的迴路", "220V
10A 插座", "the outlet is on a 120V 20A circuit" → ``power_limit_w`` for the GPUs together.

A load that runs for hours may draw 80 % of a circuit's rating (NEC 210.20(A); the margin rules.base.power and
rules.mains use for every socket): 110 V × 15 A × 80 % = 1,320 W for the whole box, of which the rest of the machine
keeps ~400 W (HOST_SHARE_W, as power.py keeps it for "the whole machine must stay under 1500 W"), so the GPUs get 920 W.

Read only with a circuit or socket word in the clause, mains volts (100–250 V) and a household rating (5–32 A); never
where watts were said (the watts are the limit: heldout52 #14 "整机显卡功耗合计控制在 1500W 以内（机房只有一路 16A）"),
where the pair is a power supply's or a UPS's, refused ("不是 110V 15A"), or where two ratings are said (which one is
the box's is not said).

    read_circuit_rating(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.power import _BREAK
from advisor_tui.understand.reader import _Reader
from rules.fact_vocab import HOST_SHARE_W

CONTINUOUS_SHARE = 0.8  # NEC 210.20(A): a continuous load on 80 % of the circuit's rating

_VOLTS = r"(?<![\d.])(?P<v{i}>1[0-2]\d|2[0-4]\d|250)\s?(?:v|伏特?|volts?)(?![a-z])"
_AMPS = r"(?<![\d.])(?P<a{i}>[5-9]|[12]\d|3[0-2])\s?(?:a|安培?|amps?|amperes?)(?![a-z])"
_JOIN = r"\s?(?:[/×x*,、]|\s|的|和)?\s?"
_RATING = _lazy(f"{_VOLTS.format(i=1)}{_JOIN}{_AMPS.format(i=1)}|{_AMPS.format(i=2)}{_JOIN}{_VOLTS.format(i=2)}")
_CIRCUIT = _lazy(r"插座|插头|回路|迴路|电路|线路|电闸|空开|断路器|跳闸|跳电|市电|墙上"
                 r"|(?<![a-z])(?:circuits?|outlets?|sockets?|breakers?|receptacles?|wall|mains|trip)(?![a-z])")
_NOT_THE_BOX = _lazy(r"电源|ups|(?<![a-z])(?:psu|power supply|power brick|adapter|charger)(?![a-z])|适配器|充电器")
_REFUSED = _lazy(r"(?:不是|并非|而不是|(?<![a-z])not\s(?:a\s|on\s(?:a\s)?)?)\s?$")


def read_circuit_rating(r: _Reader) -> None:
    """After the watts: a circuit's volts and amps, as what the GPUs together may draw with the host's share kept."""
    if any(f.fact in ("power_limit_w", "gpu_power_w", "psu_w") for f in r.found):
        return
    ratings = [m for m in _RATING.finditer(r.t) if r.free(m.start(), m.end())]
    said = {(m.group("v1") or m.group("v2"), m.group("a1") or m.group("a2")) for m in ratings}
    if len(said) != 1:
        return
    m = ratings[0]
    lo, hi = clause_around(r.t, m.start(), m.end(), _BREAK, 30, 20)
    if not _CIRCUIT.search(r.t, lo, hi) or _NOT_THE_BOX.search(r.t, lo, hi) \
            or _REFUSED.search(r.t, max(0, m.start() - 8), m.start()):
        return
    volts, amps = (int(x) for x in next(iter(said)))
    box = volts * amps * CONTINUOUS_SHARE
    gpus = box - HOST_SHARE_W
    if gpus <= 0:
        return
    r.add(m.start(), m.end(), "power_limit_w", round(gpus, 1))
    said_q = r.quote(m.start(), m.end())
    # the host's share is already kept out: the picks count no rest of the machine against the GPUs' figure again
    r.gpu_power_said = said_q
    r.note(f"“{said_q}”: the circuit the machine plugs into — {volts} V × {amps} A × 80 % for a load that runs for "
           f"hours (NEC 210.20) = {box:,.0f} W for the whole box: {gpus:,.0f} W for the GPUs together, "
           f"~{HOST_SHARE_W:g} W kept for the rest (say --max-power for the GPUs' own figure)",
           f"“{said_q}”：机器所接的电路——{volts} V × {amps} A × 80%（长时间满载，NEC 210.20）= 整机 {box:,.0f} W："
           f"显卡合计 {gpus:,.0f} W，其余约 {HOST_SHARE_W:g} W 留给整机其他部件（显卡自身的上限请用 --max-power）")
