"""The question asked, and the one-line reason under it, as one widget (the first screen's widgets are what its
start costs, issue 18). The reason takes the theme's muted text (``question--why``, app.tcss) and is dropped on a
short terminal by the screen."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

WHY = "question--why"


class QuestionText(Static):
    COMPONENT_CLASSES = {WHY}
    _title = Text()
    _why = ""

    def show(self, title: Text, why: str) -> None:
        self._title, self._why = title, why
        self.refresh(layout=True)

    def render(self) -> Text:  # at paint time: the reason's style is known then
        if not self._why:
            return self._title
        out = self._title.copy()
        out.append("\n" + self._why, self.get_component_rich_style(WHY))
        return out
