"""A model's parameter count said beside a name the catalogue does not hold: "Qwen2.5-VL-7B (about 8.3B params, a
vision-language model)" (review 87 c02: the name's "7B" and the stated "8.3B params" were a conflict, and the job
refused). The size in such a name is its family's rounded label; the count said as the model's parameters is its
size, taken and said back. Two sizes both said outside any name stay a conflict, asked about.

    prefer_stated_size(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

# the size said as a parameter count: "8.3B params", "8.3 billion parameters", "83 亿参数", "参数量 8.3B"
_AS_PARAMS = _lazy(r"(?<![a-z])(?:params?|parameters?)(?![a-z])|参数")
_PARAMS_AFTER = _lazy(r"\s?(?:total\s|of\s)?(?:params?|parameters?|个?参数)(?![a-z])")
_PARAMS_BEFORE = _lazy(r"(?:(?<![a-z])(?:params?|parameters?|parameter count)|参数量?|参数规模)"
                       r"\s?(?:is|of|:|：|=|约|大约|是)?\s?(?:about|around|roughly|~)?\s?$")
_NEAR = 60
# a name's letters before its size, joined by a hyphen or an underscore: "qwen2.5-vl-", "minicpm-v-"
_NAME_BEFORE = _lazy(r"(?<![a-z0-9._-])[a-z][a-z0-9.]*(?:[-_][a-z0-9.]+)*[-_]$")
_NAME_AFTER = _lazy(r"(?:[-_][a-z0-9.]+)+")  # characters between the name and the count said beside it


def _name_around(r: _Reader, f: _Finding) -> tuple[int, int] | None:
    """The name a size is part of ("Qwen2.5-VL-7B", "MiniCPM-V-8B"): its span, or None for a size said alone."""
    before = _NAME_BEFORE.search(r.t, max(0, f.start - 40), f.start)
    if before is None:
        return None
    after = _NAME_AFTER.match(r.t, f.end)
    return before.start(), after.end() if after else f.end


def prefer_stated_size(r: _Reader) -> None:
    """After the size readers: drop a size read from inside an unknown model's name when its count is said beside it."""
    sizes = [f for f in r.found if f.fact == "params_b"]
    if len(sizes) < 2 or any(f.fact == "model" for f in r.found):
        return
    stated = [f for f in sizes if _AS_PARAMS.search(r.t, f.start, f.end) or _PARAMS_AFTER.match(r.t, f.end)
              or _PARAMS_BEFORE.search(r.t, max(0, f.start - 12), f.start)]
    named = [(f, span) for f in sizes if f not in stated and (span := _name_around(r, f)) is not None]
    if len(named) != 1 or len({f.value for f in sizes if f is not named[0][0]}) != 1:
        return  # no name, two names, or another size said elsewhere: still a conflict to ask about
    inside, (s, e) = named[0]
    beside = [f for f in stated if 0 <= f.start - e <= _NEAR or 0 <= s - f.end <= _NEAR]
    if not beside:
        return
    r.found.remove(inside)
    size, name = beside[0].value, r.quote(s, e)
    r.note(f"“{name}”: sized at the {size:g}B parameters you gave (the name's size is its rounded label)",
           f"“{name}”：按你给的 {size:g}B 参数估算（名字里的规模是取整的标称）")
