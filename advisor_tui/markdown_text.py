"""Markdown escaping for text from a person or the knowledge base: ``md`` (inline text) and
``cell`` (a table cell), so a pipe, a bracket or a `<script>` comes out as the characters it is.
Shared by the report and the verify section it embeds, below both."""

from __future__ import annotations

import re

# CommonMark lets any ASCII punctuation be backslash-escaped; these are the ones that start
# emphasis, links, code, raw HTML, tables, strikethrough, math (GitHub renders $…$) or entities.
SPECIAL = re.compile(r"([\\`*_\[\]<>|$~&#])")
_LIST_START = re.compile(r"^(\s*)(\d{1,9})([.)])(?=\s|$)|^(\s*)([-+])(?=\s|$)")


def md(text: str) -> str:
    """Inline text, escaped; newlines become spaces (a line break would end a list item)."""
    out = SPECIAL.sub(r"\\\1", " ".join(str(text).split()))
    return _LIST_START.sub(lambda m: f"{m.group(1)}{m.group(2)}\\{m.group(3)}" if m.group(2)
                           else f"{m.group(4)}\\{m.group(5)}", out)


def cell(text: str) -> str:
    escaped = md(text)
    return escaped if escaped else "—"
