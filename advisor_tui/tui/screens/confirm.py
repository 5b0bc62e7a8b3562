"""A one-key choice in a small dialog (resume the saved interview? restart?).

The first key answers: the yes key or the no key (Escape is no). A dialog made with ``typing``
also takes a sentence: a person who starts typing the job before reading the question ("qwen3
32b inference…") gets the text in the dialog's own field instead of losing it; r and n are then
letters like any other. Enter answers "no" with the sentence, the buttons answer with it, Escape
takes it back; the caller finds it in ``typed``.

The app hands keys to ``take_key`` before routing them (``AdvisorApp.on_event``) so that a burst
of keys is decided in the order typed: the key that answers pops the dialog at once, and the keys
after it go to the screen below.
"""

from __future__ import annotations

from textual import events, on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Static

from advisor_tui.tui.keys import bindings, hidden
from advisor_tui.tui.screens.dialog import Dialog

MAX_TYPED_CHARS = 2_000


class ConfirmScreen(Dialog[bool]):
    """Dismissed with True (the yes key or button) or False (the no key, the button, Escape)."""

    KEYS = (hidden("escape", "escape"),)
    BINDINGS = bindings(KEYS)

    def __init__(self, message: str, yes: tuple[str, str], no: tuple[str, str],
                 typing: str | None = None) -> None:
        """``yes`` and ``no`` are (key, label), e.g. ("r", "Resume"); ``typing``, when given, is
        the placeholder of a field that takes a typed sentence."""
        super().__init__(classes="dialog-screen")
        self.message = message
        self.yes, self.no = yes, no
        self.typing = typing
        self.typed = ""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.message, id="confirm-message", markup=False)
            if self.typing is not None:
                yield Input(placeholder=self.typing, id="confirm-typed", max_length=MAX_TYPED_CHARS,
                            select_on_focus=False)
            with Horizontal(classes="dialog-buttons"):
                # "Resume (r)": the key in plain text (square brackets would read as markup)
                yield Button(f"{self.yes[1]} ({self.yes[0]})", id="yes", variant="primary")
                yield Button(f"{self.no[1]} ({self.no[0]})", id="no")

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#yes", Button))

    def _field(self) -> Input | None:
        found = self.query("#confirm-typed")
        return found.first(Input) if found else None

    def _focused(self, field: Input) -> bool:
        # the screen's focus changes at once; the widget's has_focus only when its Focus event is
        # handled, and keys typed ahead arrive in between
        return self.focused is field

    def _typing(self) -> bool:
        field = self._field()
        return field is not None and (self._focused(field) or bool(field.value))

    def take_key(self, event: events.Key) -> bool:
        """Decide what a key means to this dialog; True when it was used here (or swallowed)."""
        if self.answered:
            return True  # on its way out: the key is not for us, and must not answer twice
        if not self._typing():
            if event.key == self.yes[0]:
                self.answer(True)
                return True
            if event.key == self.no[0]:
                self.answer(False)
                return True
        field = self._field()
        if field is not None and event.is_printable and not self._focused(field):
            # the first letter of a sentence: into the field, which takes the rest. Focus moves
            # now (not via call_later) so that the next key, already queued, goes there too.
            self.set_focus(field)
            field.insert_text_at_cursor(event.character or "")
            return True
        return False

    def on_key(self, event: events.Key) -> None:
        # keys reach here only when the app did not hand them over (a focused button passes them on)
        if self.take_key(event):
            event.stop()

    def on_paste(self, event: events.Paste) -> None:
        field = self._field()
        if field is not None and not self.answered and event.text and not self._focused(field):
            event.stop()
            self.set_focus(field)
            field.insert_text_at_cursor(event.text.splitlines()[0])

    def answer(self, value: bool) -> None:
        field = self._field()
        self.typed = " ".join(field.value.split()) if field is not None else ""
        self.dismiss(value)

    @on(Input.Submitted, "#confirm-typed")
    def _typed_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.value.strip():
            self.answer(False)  # a sentence is a job: a new interview, with it as the first answer
        else:
            self.answer(True)  # Enter in the empty field: as on the focused default button

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.answer(event.button.id == "yes")

    def action_escape(self) -> None:
        field = self._field()
        if field is not None and (field.value or self._focused(field)):
            field.value = ""  # Escape while typing takes back the sentence, not the decision
            self.set_focus(self.query_one("#yes", Button))
            return
        self.answer(False)
