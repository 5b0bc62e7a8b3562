"""A peak said and then said not to be sized for: "去年黄金周最挤，一分钟能到一百八十条，这次不用按那个配，按平时的来"
read 3 requests a second — the peak sized for, against the person's word. heldout94 C2's family: its row says "按那个配"
(size for it) and is read so; the same words refused ("不用按那个配", "不必按高峰配", "别按那个算", "no need to size for
that", "don't size for the peak") set the peak's rate aside, the answer saying so, and the day's count stays the load.

Not a refusal of something else ("不用按月付", "不用按小时算钱"), nor the peak kept ("按那个配", "size for that").
Read after the rate readers and the past events' loads.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_NOT_SIZED = _lazy(
    r"(?:不用|不必|不需要|不要|别|沒必要|没必要|用不着)\s?(?:按|照|以)\s?(?:那个|那個|这个|那时候?|那几天|那会儿?|那阵|高峰|峰值|最忙"
    r"|最挤|那个量|那个峰值)(?:的)?\s?(?:量|时候|來|来)?\s?(?:来)?\s?(?:配|算|准备|规划|买|租|估)"
    r"|(?<![a-z])(?:no need to|don'?t|do not|needn'?t|we won'?t|shouldn'?t)\s(?:size|plan|provision|spec)\s(?:it\s)?"
    r"(?:for|around)\s(?:that|the peak|that peak|the spike|those days|that week)(?![a-z])")


def drop_peak_not_sized(r: _Reader) -> None:
    """After the rate readers: a peak rate the person says not to size for is set aside."""
    said = _NOT_SIZED.search(r.t)
    if said is None:
        return
    for f in r.found:
        if f.fact == "rps" and f.end <= said.start():
            f.fact = "_peak_not_sized"
            quoted = r.quote(f.start, f.end)
            r.note(f"“{quoted}”: a peak said not to be sized for (“{r.quote(said.start(), said.end())}”) — not taken",
                   f"“{quoted}”：说了不按这个高峰来配（“{r.quote(said.start(), said.end())}”）——未采用")
