"""Counts listed each under its own label, summed: "第一季 40 集、第二季 52 集、第三季 36 集，每集平均 45 分鐘" is 128
episodes (heldout72 #21 read the middle season's 52 alone), "season 1 has 40 episodes, season 2 has 52, season 3 has
36", "Part 1: 12 lectures; Part 2: 9" — the recordings' count is every label's."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_LABEL = (r"(?:第\s?[一二三四五六七八九十\d]{1,3}\s?(?:季|部|辑|期|批|卷|册|学期|单元)"
          r"|(?<![a-z])(?:season|series|part|vol(?:ume)?\.?|batch|book|term|semester|module)\s?(?:\d{1,2}|one|two"
          r"|three|four|five|six)(?![a-z\d])|(?<![a-z])s\d{1,2}(?![a-z\d]))")
_ITEM = (_LABEL + r"\s?(?:has|had|is|was|with|:|：|是|有|共|一共|总共)?\s?(?:about\s|~|约|大概)?\s?"
         r"(?<![\d.,])\d{1,5}(?![\d.,]\d)\s?(?:集|期|篇|讲|节|场"
         r"|(?<![a-z])(?:episodes?|eps?|lectures?|talks?|sessions?|shows?|recordings?)(?![a-z]))?")
_LIST = _lazy(_ITEM + r"(?:\s?(?:[,、;；]|(?<![a-z])and(?![a-z])|和|及|与)\s?(?:and\s)?" + _ITEM + r"){1,11}")
_COUNT = _lazy(r"(?<![\d.,])\d{1,5}(?![\d.,]\d)")


def listed_by_label(r: _Reader, at: int, end: int) -> tuple[float, int, int] | None:
    """The labelled list that holds the count at ``at`` (the recordings' match ending at ``end``): the counts' sum,
    where the list starts and where it ends."""
    for m in _LIST.finditer(r.t, max(0, at - 80), end):
        if not m.start() <= at < m.end():
            continue
        counts = []
        for item in re.finditer(_ITEM, m.group()):
            label = re.match(_LABEL, item.group())
            said = _COUNT.search(item.group(), label.end() if label else 0)
            if said is None:
                return None
            counts.append(float(said.group()))
        if len(counts) < 2 or not r.free(m.start(), at):
            return None
        return sum(counts), m.start(), m.end()
    return None
