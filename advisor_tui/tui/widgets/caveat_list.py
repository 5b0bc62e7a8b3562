"""Caveats of the current consultation under the section's title, one line each, cut with an
ellipsis (the full text is on the Why? screen). One widget draws every line."""

from __future__ import annotations

from typing import Any

from rich.text import Span, Text
from textual.widgets import Static

from advisor_tui.fact_words import spoken
from advisor_tui.i18n import tr
from advisor_tui.tui.widgets.section import TITLE, Section

SHOWN = 4
MORE = "caveat-list--more"  # a span's marker, styled by that component class at paint time


class CaveatList(Section, Static, can_focus=False):
    COMPONENT_CLASSES = {TITLE, "caveat-list--more"}
    DEFAULT_CSS = "CaveatList { height: auto; }"

    _body = Text()

    def render(self) -> Text:
        # at paint time: the component styles are known then (not when the caveats are shown)
        body = self._body.copy()
        more = self.get_component_rich_style("caveat-list--more")
        body.spans = [Span(s.start, s.end, more) if s.style == MORE else s for s in body.spans]
        return self.titled(body)

    def set_title(self, title: str) -> None:
        self.section_title = title
        self.refresh(layout=True)

    def lines(self) -> list[str]:
        """The caveat lines as given (before the width cuts them)."""
        return self._body.plain.split("\n") if self._body.plain else []

    def show(self, consultation: Any | None, lang: str) -> None:
        out = Text()
        if consultation is not None:
            caveats = list(consultation.caveats)
            for caveat in caveats[:SHOWN]:
                if out:
                    out.append("\n")
                out.append("! ", style="bold")
                out.append(spoken(caveat.text.get(lang), lang))
            if len(caveats) > SHOWN:
                out.append(("\n" if out else "") + tr(lang, f"+{len(caveats) - SHOWN} more: F1 Why?",
                                                      f"还有 {len(caveats) - SHOWN} 条：F1 为什么"), MORE)
            if not caveats:
                out.append(tr(lang, "none", "无"), MORE)
        self._body = out
        self.refresh(layout=True)
