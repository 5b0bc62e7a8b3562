"""Lazily compiled patterns and the normalised copy of the text that every reader works on."""

from __future__ import annotations

import unicodedata

from advisor_tui.lazy_pattern import LazyPattern

# ------------------------------------------------------------------------------ lazy patterns


_Lazy = LazyPattern  # compiled on first use: importing this module (at TUI start) costs almost nothing
_lazy = _Lazy


# ----------------------------------------------------------------------------- normalisation

_PUNCT = {"。": ".", "、": ",", "～": "~", "〜": "~", "—": "-", "–": "-", "－": "-",
          "“": '"', "”": '"', "‘": "'", "’": "'", "《": " ", "》": " ", "【": "[", "】": "]",
          "「": " ", "」": " ", "·": " "}
_CJK = _lazy(r"[\u4e00-\u9fff]")


def _normalise(text: str) -> str:
    """Lower case, NFKC (full-width → ASCII, ￥ → ¥), Chinese punctuation → ASCII; one character
    in, one character out, so offsets into the result are offsets into ``text``."""
    if text.isascii():
        return text.lower()
    out = []
    for i, ch in enumerate(text):
        if ch < "\x80":
            out.append(ch.lower())
            continue
        if ch == "。" and text[i + 1:i + 3].lstrip()[:1].isdigit():
            # a full stop before a number ends the sentence ("可以。3 天内搞定"): as "." it would make the
            # number a decimal (".3") that no number reader takes
            out.append(";")
            continue
        c = _PUNCT.get(ch)
        if c is None:
            c = unicodedata.normalize("NFKC", ch)
            if len(c) != 1:
                c = ch
            low = c.lower()
            c = low if len(low) == 1 else c
            c = _PUNCT.get(c, c)
        out.append(c)
    return "".join(out)
