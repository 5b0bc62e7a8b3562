"""A machine the person has, named by its cards: "公司自己有一台双卡4090（各24G）的机器",
"实验室有台 4 卡 A100 的服务器", "we have a dual-4090 workstation", "our 2x RTX 3090 box" — the cards are theirs, as
many as the machine holds (review 98 c05: the company's own pair of 4090s was "ruled out" as a rental and the answer
rented one board-modified card). Read after owned_box (the machine said before its card)."""

from __future__ import annotations

from dataclasses import replace

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_COUNT_ZH = {"单": 1, "一": 1, "双": 2, "两": 2, "二": 2, "三": 3, "四": 4, "六": 6, "八": 8}
_COUNT_EN = {"single": 1, "dual": 2, "twin": 2, "quad": 4}

# "有一台双卡", "自己有台 4 卡", "有一台": the machine had, its cards' count before the card ("双卡4090")
_HAS_BEFORE = _lazy(r"(?:自己|已经|现在|目前|本身)?\s?有\s?(?:一|1)?\s?台\s?"
                    r"(?:(?P<n>[单一双两二三四六八\d])\s?卡)?\s?$")
# "…的机器", "（各24G）的服务器": the machine after its card
_BOX_AFTER = _lazy(r"\s?(?:显卡)?\s?(?:[（(][^）)]{0,12}[）)])?\s?的\s?(?:机器|服务器|工作站|主机|电脑|机子|台式机)")
# "we have a dual-4090 workstation", "our 2x RTX 3090 box", "we own a quad A100 server"
_HAS_EN = _lazy(r"(?<![a-z])(?:we|i) (?:already )?(?:have|own|run|got) (?:a|an|one)\s(?P<w>single|dual|twin|quad)[- ]?$"
                r"|(?<![a-z])(?:our|my) (?:(?P<x>\d)\s?x\s?)?$")
_BOX_EN = _lazy(r"\s(?:rtx\s)?(?:gpu\s)?(?:workstation|box|server|machine|rig|pc|tower)(?![a-z])")


def read_owned_machine(r: _Reader) -> None:
    """Mark the cards of a machine the person has as theirs, with the machine's count where said."""
    for i, c in enumerate(r.cards):
        if not c.card or c.refused or c.owned or c.quote:
            continue
        before = r.t[max(0, c.start - 16):c.start]
        zh = _HAS_BEFORE.search(before)
        if zh is not None and _BOX_AFTER.match(r.t, c.end):
            n = zh.group("n")
            count = (int(n) if n.isdigit() else _COUNT_ZH[n]) if n else c.count
            r.cards[i] = replace(c, owned=True, count=count or c.count)
            continue
        en = _HAS_EN.search(before)
        if en is not None and _BOX_EN.match(r.t, c.end):
            count = _COUNT_EN[en.group("w")] if en.group("w") else int(en.group("x")) if en.group("x") else c.count
            r.cards[i] = replace(c, owned=True, count=count)
