"""An ordinary socket said as the only supply, with no amps: review 116 C1-b "办公室只有普通220V插座，别太吵" (a box
bought for the office) read no power limit, and the pick drew ~2,100 W — over the 1,760 W the answer's own caveat
gives a mainland 10 A / 220 V socket (rules.base.power.CIRCUIT_W). "只有普通220V插座", "就是家用插座",
"we only have a normal 120V outlet", "it runs off an ordinary household socket" → ``power_limit_w`` as
circuit_rating.py reads a rating said whole: the socket's standard amps × volts × 80 % for a load that runs for
hours, less the rest of the machine's ~400 W, for the GPUs together.

The amps are the standard's: a mainland ordinary socket is 10 A at 220 V (GB/T 1002: 1,760 W at 80 %), said in
simplified Chinese or where the place is the mainland; a North American or Taiwanese ordinary outlet 15 A (NEMA 5-15)
at the volts said (120 V: 1,440 W, the figure rules.base.power uses). A 230 / 240 V socket is 10 A in Australia and
New Zealand, 13 A in Britain, 16 A on the continent: not guessed — said back and asked for.

Not read: a socket said for something else ("显示器接普通插座", "a normal outlet for the monitor"), one with its
amps or watts said (circuit_rating.py, socket_amps.py, power.py), a socket not the only supply ("除了普通插座还有
16A 的空调插座"). A rented machine is read all the same: the rules decide what a socket means for a cloud GPU.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.socket_amps import _mainland, add_socket_limit

MAINLAND_AMPS = 10  # GB/T 1002: a mainland ordinary socket
NEMA_AMPS = 15  # NEMA 5-15: a North American (and Taiwanese) ordinary outlet
_VOLTS = r"(?P<v{}>1[0-2]\d|2[0-4]\d)\s?(?:v|伏特?|volts?)"
ONLY_ORDINARY_ZH = _lazy(
    r"(?:只有|只能用|只能接|只能插|就只有|就是|只是|全是|都是|就一个|只有一个|只有一路|就一路)\s?(?:个|一个|一路)?\s?"
    r"(?:(?:(?:普通|家用|民用|一般|常规|标准)的?\s?){1,2}(?:" + _VOLTS.format(1) + r"\s?的?\s?)?"
    r"|" + _VOLTS.format(2) + r"\s?的?\s?(?:普通|家用|民用|一般)?的?\s?)(?:墙上的?)?(?:电源)?(?:插座|插线板|插排|市电)")
ONLY_ORDINARY_EN = _lazy(
    r"(?<![a-z])(?:only(?: have)?|just(?: have)?|nothing but|all we have is|runs? off|plugged into|plugs? into"
    r"|on)\s(?:a|an|one|our)?\s?(?:normal|ordinary|regular|standard|household|plain|domestic)\s(?:" + _VOLTS.format(1)
    + r"\s)?(?:wall\s)?(?:sockets?|outlets?|plugs?|power\spoints?)(?![a-z])")
_OTHER_USE = _lazy(r"显示器|路由器|充电|台灯|monitor|router|charger|lamp|kettle|空调|air\scon")
_HAS_AMPS = _lazy(r"(?<![\d.])\d{1,2}\s?(?:a|安培?|amps?|amperes?)(?![a-z])|\d\s?(?:w|瓦|kw|千瓦)(?![a-z])")


def read_ordinary_socket(r: _Reader) -> None:
    """After the amps and watts readers: an ordinary socket alone as the supply, at its standard's amps."""
    if any(f.fact in ("power_limit_w", "gpu_power_w", "psu_w") for f in r.found) or _HAS_AMPS.search(r.t):
        return
    m = ONLY_ORDINARY_ZH.search(r.t) or ONLY_ORDINARY_EN.search(r.t)
    if m is None or _OTHER_USE.search(r.t, max(0, m.start() - 12), min(len(r.t), m.end() + 12)):
        return
    said = r.quote(m.start(), m.end())
    said_volts = next((v for k, v in m.groupdict().items() if k.startswith("v") and v), None)
    volts = int(said_volts) if said_volts else None
    if volts is None and _mainland(r) or volts in (220,) and (_mainland(r) or r.chinese):
        volts, amps, where = 220, MAINLAND_AMPS, ("a mainland ordinary socket, GB/T 1002", "国内普通插座，GB/T 1002")
    elif volts is not None and volts <= 127:
        amps, where = NEMA_AMPS, ("an ordinary outlet at these volts, NEMA 5-15", "这个电压下的普通插座，NEMA 5-15")
    else:
        r.unplaced("power_limit_w", m.start(), m.end(),
                   f"“{said}”: an ordinary socket with no amps — at 230–240 V it is 10 A in Australia and New "
                   "Zealand, 13 A in Britain, 16 A on the continent, so no power limit is applied; say its amps "
                   "(“230V 10A”) or the watts the machine may draw",
                   f"“{said}”：普通插座但没说电流——230–240 V 的插座各地不同（澳新 10 A、英国 13 A、欧陆 16 A），"
                   "这里没有加功耗上限；请说明电流（如“230V 10A”）或整机最多能用多少瓦", ())
        return
    add_socket_limit(r, m.start(), m.end(), volts, amps,
                     (f"“{said}”: the only supply is an ordinary socket — {where[0]}",
                      f"“{said}”：只有普通插座供电——{where[1]}"),
                     (" (say --max-power if the socket is another)", "（插座规格不同请用 --max-power）"))
