"""Bilingual text, kept in its own tiny module so the TUI can use it without loading the schema."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class I18n:
    """A text in both product languages."""

    en: str
    zh: str

    def get(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en
