"""A socket's or a circuit's amps said with no volts: "我们办公室只有一个 16A 的插座".

A leftover row: "我们办公室只有一个 16A 的插座" read nothing, though circuit_rating.py reads "110V 15A" — the volts
were left unsaid because everyone there knows them. Mainland China's mains are 220 V (GB/T 156), so where the place
is the mainland, or the text is in simplified Chinese with no place named, the socket is read at 220 V like a rating
said whole: 220 V × 16 A × 80 % (a load that runs for hours) for the box, less the host's share, for the GPUs. Anywhere
else (English with no place, traditional characters — Taiwan's mains are 110 V, Hong Kong's 220 V —, a place abroad)
the volts are not guessed: the amps are said back and the socket's volts or watts asked for.

Read only with a socket or circuit word in the clause and a household rating (5–32 A); never where watts or volts were
said, nor where the amps are a power supply's or a cable's.
"""

from __future__ import annotations

from advisor_tui.understand.circuit_rating import _CIRCUIT, _NOT_THE_BOX, CONTINUOUS_SHARE
from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.power import _BREAK
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.traditional import TRADITIONAL
from rules.fact_vocab import HOST_SHARE_W

MAINLAND_VOLTS = 220  # GB/T 156: mainland China's low-voltage mains
_AMPS = _lazy(r"(?<![\d.])(?P<a>[5-9]|[12]\d|3[0-2])\s?(?:a|安培?|amps?|amperes?)(?![a-z])")
_VOLTS_SAID = _lazy(r"(?<![\d.])\d{2,3}\s?(?:v|伏特?|volts?)(?![a-z])")
_TRADITIONAL_ONLY = frozenset(k for k, v in TRADITIONAL.items() if k != v)


def read_socket_amps(r: _Reader) -> None:
    """After the places: a socket's amps alone, at the mainland's 220 V where the place is the mainland."""
    if any(f.fact in ("power_limit_w", "gpu_power_w", "psu_w") for f in r.found) or _VOLTS_SAID.search(r.t):
        return
    for m in _AMPS.finditer(r.t):
        lo, hi = clause_around(r.t, m.start(), m.end(), _BREAK, 30, 20)
        if not r.free(m.start(), m.end()) or not _CIRCUIT.search(r.t, lo, hi) or _NOT_THE_BOX.search(r.t, lo, hi):
            continue
        amps = int(m.group("a"))
        said = r.quote(m.start(), m.end())
        if not _mainland(r):
            r.unplaced("power_limit_w", m.start(), m.end(),
                       f"“{said}”: a socket's amps with no volts — the volts differ by place (220–240 V in most of the "
                       "world, 100–127 V in North America, Taiwan, Japan), so no power limit is applied; say the "
                       "volts (“220V 16A”) or the watts the machine may draw",
                       f"“{said}”：只说了插座的电流，没说电压——各地电压不同，这里没有加功耗上限；请说明电压"
                       "（如“220V 16A”）或整机最多能用多少瓦", ())
            r.claim(r.numeric, m.start(), m.end())
            return
        add_socket_limit(r, m.start(), m.end(), MAINLAND_VOLTS, amps,
                         (f"“{said}” socket, no volts said: read at mainland China's {MAINLAND_VOLTS} V",
                          f"“{said}”插座没说电压：按中国大陆市电 {MAINLAND_VOLTS} V 计"))
        return


def add_socket_limit(r: _Reader, start: int, end: int, volts: int, amps: int, lead: tuple[str, str],
                     tail: tuple[str, str] = ("", "")) -> None:
    """The GPUs' power limit on one socket, as circuit_rating.py reads a rating said whole: volts × amps × 80 % for a
    load that runs for hours, less the rest of the machine's share; said with the arithmetic after ``lead``."""
    box = volts * amps * CONTINUOUS_SHARE
    gpus = box - HOST_SHARE_W
    if gpus <= 0:
        return
    r.add(start, end, "power_limit_w", round(gpus, 1))
    r.gpu_power_said = r.quote(start, end)  # (the host's share is already kept out, as circuit_rating.py says)
    r.note(f"{lead[0]} — {volts} V × {amps} A × 80 % for a load that runs for hours = {box:,.0f} W for the whole "
           f"box: {gpus:,.0f} W for the GPUs together, ~{HOST_SHARE_W:g} W kept for the rest{tail[0]}",
           f"{lead[1]}——{volts} V × {amps} A × 80 %（长时间满载）= 整机 {box:,.0f} W：显卡合计 {gpus:,.0f} W，"
           f"其余约 {HOST_SHARE_W:g} W 留给整机其他部件{tail[1]}")


def _mainland(r: _Reader) -> bool:
    """The place is the mainland, or the text is simplified Chinese and names no place."""
    regions = {f.value for f in r.found if f.fact == "region"}
    if regions:
        return regions == {"cn"}
    return r.chinese and not any(c in _TRADITIONAL_ONLY for c in r.orig)
