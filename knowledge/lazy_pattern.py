"""A regular expression compiled on first use.

Patterns over the CJK ranges, or case-insensitive ones, take milliseconds each to compile; a
module the TUI imports at start (the interview's answers, the conversation's line wrapping, the
sentence reader) keeps its patterns lazy, so that the first screen pays for none it does not use.
So does a module a cold CLI command imports for one parser among many (``rules.fact_parse``: a
``recommend --model X`` parses no budget, duration or rate; ~3 % of its start compiled them).
It lives in ``knowledge``, the lowest layer, so that the rules can use it too (STYLE §1).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any


class LazyPattern:
    """``re.compile(pattern, flags)`` on first use, with the methods of a compiled pattern the
    project calls."""

    __slots__ = ("_flags", "_pattern", "_rx")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._pattern = pattern
        self._flags = flags
        self._rx: re.Pattern[str] | None = None

    # Each method reads the compiled pattern itself (``self._rx or self._get()``): a consultation
    # calls these patterns ~140 times, and a second Python call on each was measurable.
    def _get(self) -> re.Pattern[str]:
        if self._rx is None:
            self._rx = re.compile(self._pattern, self._flags)
        return self._rx

    def finditer(self, text: str, *args: int) -> Iterator[re.Match[str]]:
        return (self._rx or self._get()).finditer(text, *args)

    def match(self, text: str, *args: int) -> re.Match[str] | None:
        return (self._rx or self._get()).match(text, *args)

    def search(self, text: str, *args: int) -> re.Match[str] | None:
        return (self._rx or self._get()).search(text, *args)

    def fullmatch(self, text: str, *args: int) -> re.Match[str] | None:
        return (self._rx or self._get()).fullmatch(text, *args)

    def sub(self, repl: Any, text: str) -> str:
        return (self._rx or self._get()).sub(repl, text)

    def findall(self, text: str, *args: int) -> list[Any]:
        return (self._rx or self._get()).findall(text, *args)
