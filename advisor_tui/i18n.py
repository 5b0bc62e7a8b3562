"""Language selection. Texts are written in both languages where they are used: ``tr(lang, en, zh)``."""

from __future__ import annotations

import os

LANGS = ("en", "zh")


def detect_lang() -> str:
    """zh when the locale says Chinese (LC_ALL / LC_MESSAGES / LANG / LANGUAGE), else en."""
    for var in ("GPU_ADVISOR_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    return "en"


def tr(lang: str, en: str, zh: str) -> str:
    return zh if lang == "zh" else en
