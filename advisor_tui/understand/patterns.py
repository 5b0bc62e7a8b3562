"""Lazily compiled patterns and the normalised copy of the text that every reader works on."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from typing import Any

# ------------------------------------------------------------------------------ lazy patterns


class _Lazy:
    """A regular expression compiled on first use, so that importing this module (at TUI start)
    costs almost nothing; ``parse`` pays the compilation once."""

    __slots__ = ("_pattern", "_rx")

    def __init__(self, pattern: str) -> None:
        self._pattern = pattern
        self._rx: re.Pattern[str] | None = None

    def _get(self) -> re.Pattern[str]:
        if self._rx is None:
            self._rx = re.compile(self._pattern)
        return self._rx

    def finditer(self, text: str, *args: int) -> Iterator[re.Match[str]]:
        return self._get().finditer(text, *args)

    def match(self, text: str, *args: int) -> re.Match[str] | None:
        return self._get().match(text, *args)

    def search(self, text: str, *args: int) -> re.Match[str] | None:
        return self._get().search(text, *args)

    def fullmatch(self, text: str, *args: int) -> re.Match[str] | None:
        return self._get().fullmatch(text, *args)

    def sub(self, repl: Any, text: str) -> str:
        return self._get().sub(repl, text)

    def findall(self, text: str, *args: int) -> list[Any]:
        return self._get().findall(text, *args)


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
    for ch in text:
        if ch < "\x80":
            out.append(ch.lower())
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
