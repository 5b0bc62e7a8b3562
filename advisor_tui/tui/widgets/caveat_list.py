"""Caveats of the current consultation, one line each (the full text is on the Why? screen)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.containers import Vertical
from textual.widgets import Static

from advisor_tui.fact_words import spoken
from advisor_tui.i18n import tr

SHOWN = 4


class CaveatList(Vertical, can_focus=False):
    DEFAULT_CSS = "CaveatList { height: auto; }"

    def show(self, consultation: Any | None, lang: str) -> None:
        self.remove_children()
        if consultation is None:
            return
        caveats = list(consultation.caveats)
        lines = []
        for caveat in caveats[:SHOWN]:
            line = Text()
            line.append("! ", style="bold")
            line.append(spoken(caveat.text.get(lang), lang))
            lines.append(Static(line, classes="caveat"))
        if len(caveats) > SHOWN:
            lines.append(Static(tr(lang, f"+{len(caveats) - SHOWN} more: F1 Why?",
                                   f"还有 {len(caveats) - SHOWN} 条：F1 为什么"), classes="caveat more"))
        if not caveats:
            lines.append(Static(tr(lang, "none", "无"), classes="caveat more"))
        self.mount_all(lines)
