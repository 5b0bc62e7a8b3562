"""A weak power supply said without its watts (a blind review after heldout74: "我是学生，想买一张二手显卡跑 SDXL …，
宿舍电源不太行" dropped the supply without a word). No number of watts is made up: the supply is said back as not
placed, with what would place it — the PSU's own watts, or the most one GPU may draw (--max-gpu-power). A supply with
its watts in the same clause ("電源是 850W") is the power reader's (power.py)."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_WEAK = _lazy(
    r"(?:电源|供电|火牛|(?<![a-z])psu(?![a-z]))\s?(?:的)?\s?(?:功率|瓦数|额定功率)?\s?(?:也|有点|比较|太|很|就)?\s?"
    r"(?:不太行|不行|一般般?|不够用?|不太够|小|偏小|弱|不大|有限|不高|带不动|顶不住|扛不住|吃紧|老了|不怎么样|拉胯|垃圾)"
    r"|小电源|电源太?小"
    r"|(?<![a-z])(?:weak|small|tiny|low[- ]wattage|underpowered|modest|limited|old|cheap|smallish)"
    r" (?:psu|power supply|power supplies)(?![a-z])"
    r"|(?<![a-z])(?:psu|power supply)(?: is|'s| isn'?t)? (?:(?:pretty|kinda|kind of|quite|a bit|rather|too|very|fairly)"
    r" )?(?:weak|small|tiny|not great|not very big|not big|limited|underpowered|on the small side|marginal|meh"
    r"|maxed)(?![a-z])"
    r"|(?<![a-z])(?:psu|power supply) (?:can'?t|won'?t|cannot) (?:handle|take|power|run|feed) (?:much|a lot|a big"
    r"|anything big|a (?:big|hungry) (?:card|gpu))")
# a figure in watts beside it: the supply's rating, read by power.py
_WATTS_NEAR = _lazy(r"\d\s?(?:w|watts?|瓦|千瓦|kw)(?![a-z])")
_CLAUSE_EDGE = _lazy(r"[,，。;；!?！？\n]")


def note_weak_supply(r: _Reader) -> None:
    """After the power reader: the supply's weakness said back, its watts asked for."""
    for m in _WEAK.finditer(r.t):
        lo = max((e.end() for e in _CLAUSE_EDGE.finditer(r.t, max(0, m.start() - 30), m.start())),
                 default=max(0, m.start() - 30))
        hi = next((e.start() for e in _CLAUSE_EDGE.finditer(r.t, m.end(), min(len(r.t), m.end() + 30))),
                  min(len(r.t), m.end() + 30))
        if _WATTS_NEAR.search(r.t, lo, hi) or not r.free(m.start(), m.end(), keyword=True):
            continue
        said = r.quote(m.start(), m.end())
        r.unplaced("power_limit_w", m.start(), m.end(),
                   f"“{said}”: a weak power supply, its watts not said — no power limit is applied; say the PSU's "
                   "watts, or the most one GPU may draw (--max-gpu-power)",
                   f"“{said}”：电源偏弱，但没说瓦数——这里没有加功耗上限；请说明电源多少瓦，或单卡最多能用多少瓦"
                   "（--max-gpu-power）", ())
        r.claim(r.kw, m.start(), m.end())
        return
