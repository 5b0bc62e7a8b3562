"""A power limit said of the GPU itself (review 97 c08 minor 1: "It goes in a normal office tower, so the GPU must stay
under 350 W" was read, rightly, as ``power_limit_w`` 350 — a power cap beside the card bought — and then warned that it
"leaves 50 W of your 350 W for the rest of the machine", which the person never asked of it): where the clause that
holds the limit names the GPU or card as what is limited and names no machine, its words are kept (the understanding
implies ``power_limit_gpus`` from them): the picks do not count the rest of the box against it (rules.base.power).

"the GPU must stay under 350 W", "the card can't draw more than 300 W", "GPU power under 300 W", "显卡功耗 350W 以内",
"显卡不能超过 300 瓦", "the GPUs together can't go over 600 W". Not: "the whole machine must stay under 1500 W",
"the tower can take 600 W", "整机功耗不超过 800W", a circuit or an outlet (power.py's _MACHINE), or a limit per GPU
(``gpu_power_w``)."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.power import _BREAK, _FOR_GPUS, _MACHINE
from advisor_tui.understand.reader import _Reader

# the GPU or card as what is limited: "the GPU must", "GPU power", "the card can't draw", "显卡功耗", "显卡不能超过"
_GPU_SUBJECT = _lazy(r"(?<![a-z])(?:the |our |my |a |one )?(?:gpu|card|graphics card)s?(?:'s)?\s"
                     r"(?:must|should|has to|have to|needs? to|may|can(?:not|'t)?|mustn'?t|shouldn'?t|won'?t|will|"
                     r"power|tdp|draw|draws|stays?|itself)(?![a-z])"
                     r"|显卡(?:本身|自身)?(?:的)?\s?(?:功耗|功率|tdp|不能|不要|要|得|必须|最多|最好)"
                     r"|(?<![a-z])gpu\s?(?:功耗|功率)")


def read_power_scope(r: _Reader) -> None:
    """After the power reader: a limit on the GPUs together whose own clause names the GPU and no machine."""
    limit = next((f for f in r.found if f.fact == "power_limit_w"), None)
    if limit is None or r.gpu_power_said:
        return
    lo, hi = clause_around(r.t, limit.start, limit.end, _BREAK, 60, 40)
    said = _GPU_SUBJECT.search(r.t, lo, hi) or _FOR_GPUS.search(r.t, lo, hi)  # ("the GPUs together can't …")
    if said and not _MACHINE.search(r.t, lo, hi):
        r.gpu_power_said = r.quote(lo, hi).strip()  # (the understanding implies power_limit_gpus from it)
