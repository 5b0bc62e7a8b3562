"""A card set apart for another part of the job is no cap on the cards: "CosyVoice2 我們自己會另外放一張卡"
(review 113 M6, a Taipei voice start-up's follow-up) read max_gpus 1, and the LLM was squeezed onto one L4 — the one
card is the TTS's, put in by the person, beside whatever the LLM needs. So are "TTS 单独用一张卡", "Whisper 另配一张卡",
"再加一张卡给 embedding", "another card for the TTS", "a separate GPU for Whisper". The cap stays where one card is the
whole job's: "只用一张卡", "one card only".
"""

from __future__ import annotations

from advisor_tui.understand.found_spans import drop_facts_within
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_APART = _lazy(r"(?:另外|另|单独|额外|再)\s?(?:会|要|再)?\s?(?:放|配|加|用|准备|插|上|买)?\s?(?:一|1)\s?(?:张|块)\s?"
               r"(?:显卡|卡|gpu)"
               r"|(?<![a-z])(?:another|a separate|a second|an extra|its own|a dedicated) (?:gpu|card)(?![a-z])")


def drop_card_set_apart(r: _Reader) -> None:
    """After the GPU caps: a card said to be another part's is no cap on the job's cards."""
    drop_facts_within(r, ("max_gpus",), [m.span() for m in _APART.finditer(r.t)])
