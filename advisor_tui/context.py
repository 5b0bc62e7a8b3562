"""What every subcommand gets: the knowledge base (loaded once, lazily), language and output."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase


@dataclass
class Context:
    """What every command runs with: the extra knowledge files, the language, the output streams, and the knowledge
    base (loaded on first use)."""
    knowledge_files: tuple[str, ...] = ()
    lang: str = "en"
    hant: bool = False  # the zh text is wanted in traditional characters: out and err convert it
    said: str = ""  # the person's own words (--say), kept as typed where they are quoted back
    out: TextIO = field(default_factory=lambda: sys.stdout)
    err: TextIO = field(default_factory=lambda: sys.stderr)
    _kb: KnowledgeBase | None = None

    @property
    def kb(self) -> KnowledgeBase:
        if self._kb is None:
            import knowledge  # lazily: the TUI's first question appears before the data is read

            self._kb = knowledge.load(self.knowledge_files)
        return self._kb

    def print(self, text: str = "") -> None:
        from advisor_tui.safe_text import clean

        self.out.write(clean(text) + "\n")  # no escape sequence from data reaches the terminal
