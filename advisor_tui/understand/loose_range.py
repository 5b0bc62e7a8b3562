"""A count said as a loose range, its lower end "X 几" and then the round top: "十几二十个", "几十上百个"
(heldout79 #15: '同一时间最多也就十几二十个在问' read nothing). The top is the figure, as a stated maximum is; the text
keeps its length (every span maps back to what was typed) and a single space either side of the top, so the readers'
`\\s?` between a hedge, the number and its counter still hold ('也就 二十 个')."""

from __future__ import annotations

import re

_LOOSE = re.compile(r"(?:[二两三四五六七八九]?十几|几十)\s?"
                    r"(?P<top>[二两三四五六七八九]十|上?百|[一二两三四五六七八九]百)(?![一二两三四五六七八九十])")


def _top(m: re.Match) -> str:
    top = m.group("top").replace("上百", "一百")
    return f" {top} ".center(len(m.group()))[:len(m.group())] if len(m.group()) >= len(top) + 2 else top.rjust(
        len(m.group()))


def loose_range_top(t: str) -> str:
    """``t`` with each loose range ("十几二十") replaced by its top, the same length."""
    return _LOOSE.sub(_top, t)
