"""The answer: a compact table of picks, and one line of why under it per pick (the full chain is
on the Why? screen)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.containers import Vertical
from textual.widgets import DataTable, Static

from advisor_tui.fact_words import spoken
from advisor_tui.i18n import tr
from advisor_tui.tui.widgets.picks_summary import card_text, cost_text, role_text


def clip(text: str, width: int) -> str:
    """Shorten to ``width`` terminal cells (CJK characters take two), ending in an ellipsis."""
    from rich.cells import cell_len

    if cell_len(text) <= width:
        return text
    out = ""
    for ch in text:
        if cell_len(out + ch) > width - 1:
            break
        out += ch
    return out + "…"


def one_line_why(pick: Any, lang: str) -> str:
    return spoken(pick.why[0].text.get(lang), lang) if pick.why else ""


class PicksTable(DataTable):
    DEFAULT_CSS = "PicksTable { height: auto; max-height: 8; }"

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id, cursor_type="row", zebra_stripes=False, show_cursor=True)
        self._shown: tuple[Any, str] | None = None
        self._fitted = 0  # the width the columns were fitted to

    def on_resize(self, event: Any) -> None:
        # the table is filled before its first layout (no width yet) and the screen can be resized: fit again
        if self._shown is not None and event.size.width != self._fitted:
            row = self.cursor_row
            self.show(*self._shown)
            if 0 <= row < self.row_count:
                self.move_cursor(row=row)  # the row the person was on stays selected

    def show(self, consultation: Any, lang: str) -> None:
        from rich.cells import cell_len

        self._shown = (consultation, lang)

        rows = []
        buying = consultation.facts.procure == "buy"  # what a purchase costs, not its rent
        for pick in consultation.picks:
            provider = pick.offer.provider_name if pick.offer is not None and not buying else "—"
            rows.append((pick.card, [str(pick.rank), role_text(pick.roles, lang), card_text(pick),
                                     cost_text(pick, lang, consultation.facts.days, buying=buying), provider]))
        labels = [("rank", "#"), ("role", tr(lang, "Role", "定位")), ("card", tr(lang, "Card", "卡")),
                  ("cost", tr(lang, "Cost", "费用")), ("provider", tr(lang, "Where", "平台"))]
        self.clear(columns=True)
        # explicit widths: the table is rebuilt on every consultation, and auto widths computed
        # on idle could lag one rebuild behind
        widths = [max([cell_len(label)] + [cell_len(cells[i]) for _, cells in rows]) for i, (_k, label) in
                  enumerate(labels)]
        room = self._fitted = self.size.width
        over = sum(widths) + 2 * len(widths) - room if room else 0
        for i in (2, 4, 1):  # too wide for the screen (80 columns): the card, the seller, then the role give way
            if over <= 0:
                break
            cut = min(over, widths[i] - max(8, cell_len(labels[i][1])))
            if cut > 0:
                widths[i] -= cut
                over -= cut
                for _card, cells in rows:
                    cells[i] = clip(cells[i], widths[i])
        for (key, label), width in zip(labels, widths, strict=True):
            self.add_column(label, key=key, width=width)
        for card, cells in rows:
            self.add_row(*cells, key=card)


class PickReasons(Vertical, can_focus=False):
    """'1 · cheapest card that meets the need: ¥374/month for your usage.' — one line per pick."""

    DEFAULT_CSS = "PickReasons { height: auto; } PickReasons > Static { text-wrap: nowrap; text-overflow: ellipsis; }"

    def show(self, consultation: Any, lang: str) -> None:
        self.remove_children()
        lines = []
        for pick in consultation.picks:
            line = Text()
            line.append(f"{pick.rank} · ", style="bold")
            line.append(one_line_why(pick, lang))
            lines.append(Static(line))
        self.mount_all(lines)
