"""A card named by its model number that the catalogue lacks ("闲鱼上二手 2080 Ti 22G 魔改版", "二手 RTX 2080 Ti 22G
（魔改）", "RTX 4070 Ti 12GB") is said back as not in the catalogue, with the memory said and a board-modified card
named so — never answered as the nearest name on file.

Blind review 121 c3 / c3b: the 2080 Ti 22G was matched to the RTX 3080 Ti (one digit apart) and judged "能用" as a
12 GB card; knowledge.match.resolve_card now keeps a different model number from matching. Without this note the card
was said back only as "a 22 GB card", as if no card had been named.

Not read here: a card named with no memory (the answer's own line says it is not held), a bare memory size
("24G 的卡", "128 GB 的卡": cards.py's memory mention), a laptop part (cards.py says it) or a card the catalogue
holds.

    note_cards_not_in_catalogue(r)
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the model number of a card (not a memory size: "128 GB 的卡")
_MODEL_NUMBER = re.compile(r"(?<!\d)\d{3,4}(?!\d)(?!\s?g)", re.I)
_MEMORY_SAID = re.compile(r"[\s-]?\d{1,3}\s?g(?:b)?(?:\s?hbm\de?)?\s*$", re.I)
_BARE_GEFORCE = re.compile(r"^(?P<n>[1-5]0\d0)(?!\d)")
# said modified: "魔改", "改装", "改过显存", "modded", "board-modified" — beside the card
_MODIFIED = _lazy(r"魔改|改装|改版|改过|改显存|扩容|(?<![a-z])(?:modded|modified|mod)(?![a-z])")
_NEAR = 12  # characters either side where "魔改" still speaks of the card


def _name(text: str) -> str:
    """The card as said, without its memory: "RTX 2080 Ti" of "2080 Ti 22G"."""
    name = _MEMORY_SAID.sub("", text).strip()
    if m := _BARE_GEFORCE.match(name):
        name = ("GTX " if m.group("n").startswith("1") else "RTX ") + name
    return name


def note_cards_not_in_catalogue(r: _Reader) -> None:
    """Each card named with a model number the catalogue lacks: a note, once per card."""
    said: set[str] = set()
    for card in r.cards:
        # named with no memory, the answer's own line says it is not held (output.py): only a memory said hides it
        if card.card is not None or not card.vram_gb or not _MODEL_NUMBER.search(card.text) or card.refused:
            continue
        name = _name(card.text)
        if name.lower() in said or any(f"“{card.text}”" in n.en for n in r.notes):  # a laptop part: said already
            continue
        said.add(name.lower())
        lo, hi = max(0, card.start - _NEAR), min(len(r.t), card.end + _NEAR)
        modified = _MODIFIED.search(r.t, lo, hi) is not None
        gb = f" {card.vram_gb:g} GB"
        what_en = f"{name}{gb}" + (", a board-modified card" if modified else "")
        what_zh = f"{name}{gb}" + ("，改过板的卡" if modified else "")
        r.note(f"“{card.text}”: not in the catalogue ({what_en}) — no specs or prices are held for it, so the answer "
               f"does not judge it and no other card is answered in its place; its {card.vram_gb:g} GB is set against "
               "the job's need under memory first",
               f"“{card.text}”：知识库里没有这张卡（{what_zh}）——没有它的规格和报价，结论不评价它，"
               f"也不拿别的卡顶替；它的 {card.vram_gb:g} GB 与任务所需显存的比较见“先看显存”")
