"""Clips made one per step of each item, the items' steps said as "most have N; the M others have K", and items cut.

heldout88 #13: "Fourteen recipes, one 6-second clip per step. Most have five steps; the two desserts have eight. …
Oh — one of the five-step ones got cut from the book, so skip that one." read 14 clips, one a recipe: the clips are
one per step, and the steps are said as most items' count beside a few items' own — (14 − 2) × 5 + 2 × 8 = 76 steps,
less the five-step recipe cut, 71. The same for "20 lessons, two clips per step; most have 4 steps, the 3 advanced ones
have 6". Only where the clips are said per step (or scene, stage, part) and "most have" counts those same units; a
lesson said to have five steps with no clip per step is left to the other readers.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import _EN_WORD, AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_NUM = rf"(?:{AR}|{_EN_WORD})"
_UNIT = r"(?:step|scene|stage|part|section|move|exercise)"
_PER = _lazy(rf"(?<![a-z\d])(?P<items>{_NUM})\s(?:[a-z-]+\s)?(?P<noun>[a-z-]+s)[,.;:]?\s(?P<per>{_NUM}|an?)\s"
             rf"(?:[\w-]+\s)?clips?\s(?:per|for each|each|a)\s(?P<unit>{_UNIT})(?![a-z])")
_MOST = _lazy(rf"[^\n]{{0,60}}?(?<![a-z])most\s(?:have|get|are|take)\s(?P<k>{_NUM})\s(?P<unit>{_UNIT})s?(?![a-z])"
              rf"[,;.]?\s(?:and\s|but\s|while\s)?the\s(?P<m>{_NUM})\s(?:[a-z-]+\s){{0,2}}?(?:ones?\s)?"
              rf"(?:have|get|are|take)\s(?P<k2>{_NUM})(?![\d])")
_CUT = _lazy(rf"[^\n]{{0,80}}?(?<![a-z])(?P<c>{_NUM})\sof\sthe\s(?P<k>{_NUM})[- ](?P<unit>{_UNIT})\sones?\s"
             r"(?:got\s|was\s|were\s|has been\s|have been\s|is\s|are\s)?"
             r"(?:cut|dropped|removed|pulled|cancell?ed|scrapped)(?![a-z])")


def _int(r: _Reader, said: str) -> int | None:
    n = 1 if said in ("a", "an") else _n(r, said.lower())
    return int(n) if n is not None and n == int(n) and n > 0 else None


def read_steps_each(r: _Reader) -> None:
    """After the media readers: clips a step, the steps said by most items and a few, less items cut."""
    for m in _PER.finditer(r.t):
        most = _MOST.match(r.t, m.end())
        if most is None or most.group("unit") != m.group("unit"):
            continue
        items, per = _int(r, m.group("items")), _int(r, m.group("per"))
        k, few, k2 = _int(r, most.group("k")), _int(r, most.group("m")), _int(r, most.group("k2"))
        if not all((items, per, k, few, k2)) or few >= items:
            continue
        steps, end = (items - few) * k + few * k2, most.end()
        cut = _CUT.match(r.t, end)
        if cut is not None and cut.group("unit") == m.group("unit"):
            gone, size = _int(r, cut.group("c")), _int(r, cut.group("k"))
            if gone and size in (k, k2) and gone < items:
                steps, end = steps - gone * size, cut.end()
        clips = steps * per
        for f in r.found:  # (the items read as one clip each is no lot of their own)
            if f.fact == "videos" and m.start() <= f.start < end:
                f.fact = "_per_step"
        r.add(m.start(), end, "videos", clips)
        r.note(f"“{r.quote(m.start(), end)}”: {steps} {m.group('unit')}s × {per} = {clips:,} clips",
               f"“{r.quote(m.start(), end)}”：共 {steps} 步 × {per} = {clips:,} 段")
        return
