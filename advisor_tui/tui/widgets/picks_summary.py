"""The current picks in the side panel: role, card, and what it costs a month."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from advisor_tui.fact_words import spoken
from advisor_tui.tui.widgets.section import TITLE, Section
from advisor_tui.vocabulary import ROLE_NAMES

ROLE = ROLE_NAMES


def role_text(roles: tuple[str, ...] | list[str], lang: str) -> str:
    return "/".join(ROLE.get(r, (r, r))[lang == "zh"] for r in roles)


def card_text(pick: Any) -> str:
    from advisor_tui.tui.widgets.memory_bar import short_name

    name = short_name(pick.card_name)
    count = pick.gpus * getattr(pick, "replicas", 1)  # GPUs in all: a load may take several copies
    return name if count == 1 else f"{count} × {name}"


class PicksSummary(Section, Static):
    """The picks under the section's title."""

    COMPONENT_CLASSES = {TITLE}
    _body = Text()

    def render(self) -> Text:
        return self.titled(self._body)  # at paint time: the title's style is known then

    def set_title(self, title: str) -> None:
        self.section_title = title
        self.refresh(layout=True)

    def wait(self, message: str) -> None:
        self._body = Text(message, style="italic")
        self.refresh(layout=True)

    def show(self, consultation: Any, lang: str) -> None:
        if not consultation.picks:
            # "nothing fits" and, when the engine found one, what would make it feasible
            lines = [spoken(line.get(lang), lang) for line in consultation.answer[:-1]] or [
                spoken(line.get(lang), lang) for line in consultation.answer]
            out = Text()
            for i, line in enumerate(lines):
                out.append(("✗ " if i == 0 else "→ ") + line + ("\n" if i < len(lines) - 1 else ""),
                           style="italic" if i == 0 else "")
            self._body = out
            self.refresh(layout=True)
            return
        out = Text()
        buying = consultation.facts.procure == "buy"
        for pick in consultation.picks:
            if out:
                out.append("\n")
            out.append(f"{pick.rank} ", style="bold")
            out.append(role_text(pick.roles, lang) + ("：" if lang == "zh" else ": "), style="bold")
            out.append(f"{card_text(pick)}  {cost_text(pick, lang, consultation.facts.days, buying=buying)}")
        self._body = out
        self.refresh(layout=True)


def cost_text(*args: Any, **kwargs: Any) -> str:
    """The report's one cost formatter (advisor_tui.report.model.cost_text), imported on first use:
    the report model pulls in the rule base, which the first screen does not need."""
    from advisor_tui.report.model import cost_text as report_cost_text

    return report_cost_text(*args, **kwargs)
