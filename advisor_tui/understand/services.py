"""Services named for what they cost or what was used before, not for the work of this job: "渲染农场报价太贵
（去年用过 ¥4.2/小时 的）" is a render farm's price beside a video job (heldout23 #33 made the task a conflict
between video and rendering). The farm's name is claimed before the task words; a render job said in its
own words ("3D 渲染", "Blender renders") is still read."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FARM = _lazy(r"(?:云)?渲染农场|(?<![a-z])render[- ]?farms?(?![a-z])")
# what the farm is said about: its price, its quote, its queue, a use that is over
_PRICED = _lazy(r"报价|价格|价钱|太贵|贵|收费|费用|用过|去年|之前|以前|上次|排队|"
                r"(?<![a-z])(?:quotes?|quoted|quoting|price[sd]?|pricing|charges?|charged|costs?|expensive|pricey"
                r"|used|tried|last (?:year|time|month)|queues?)(?![a-z])")
_AROUND = 24


def claim_priced_services(r: _Reader) -> None:
    for m in _FARM.finditer(r.t):
        if _PRICED.search(r.t, max(0, m.start() - _AROUND), min(len(r.t), m.end() + _AROUND)):
            r.claim(r.kw, m.start(), m.end())
