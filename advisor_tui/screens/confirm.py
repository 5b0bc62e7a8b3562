"""A one-key choice in a small dialog (resume the saved interview? restart?)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class ConfirmScreen(ModalScreen[bool]):
    """Dismissed with True (the yes key or button) or False (the no key, the button, Escape)."""

    BINDINGS = [Binding("escape", "answer(False)", "Cancel", show=False)]

    def __init__(self, message: str, yes: tuple[str, str], no: tuple[str, str]) -> None:
        """``yes`` and ``no`` are (key, label), e.g. ("r", "Resume")."""
        super().__init__(classes="dialog-screen")
        self.message = message
        self.yes, self.no = yes, no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.message, id="confirm-message")
            with Horizontal(classes="dialog-buttons"):
                # "Resume (r)": the key in plain text (square brackets would read as markup)
                yield Button(f"{self.yes[1]} ({self.yes[0]})", id="yes", variant="primary")
                yield Button(f"{self.no[1]} ({self.no[0]})", id="no")

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    def on_key(self, event) -> None:  # one key answers
        if event.key == self.yes[0]:
            event.stop()
            self.dismiss(True)
        elif event.key == self.no[0]:
            event.stop()
            self.dismiss(False)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)
