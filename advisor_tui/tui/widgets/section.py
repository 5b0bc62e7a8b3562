"""A side-panel section that draws its own title as its first line (memory, picks, caveats).

The title used to be a Static of its own above each section; drawn by the section instead, the
first screen has three widgets fewer to style, lay out and paint (~9 % of its Python calls).
It looks the same: the section keeps the title's one-line margin above it (``.section``) and the
title its bold accent colour (``.section--title``, app.tcss)."""

from __future__ import annotations

from rich.text import Text

TITLE = "section--title"  # each widget names it in its own COMPONENT_CLASSES (Textual reads widgets' only)


class Section:
    """Mixin for a widget that renders a ``Text``: ``titled(body)`` puts the title above it."""

    section_title = ""

    def titled(self, body: Text) -> Text:
        out = Text()
        out.append(self.section_title, self.get_component_rich_style(TITLE))  # type: ignore[attr-defined]
        if body.plain:
            out.append("\n")
            out.append(body)
        return out
