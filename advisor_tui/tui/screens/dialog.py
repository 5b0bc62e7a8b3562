"""The base of every modal dialog: it answers once.

People type ahead of what they see: a second key, click or Enter can reach a dialog after it has
answered but before it is gone. Textual's ``dismiss`` pops whatever screen is on top, so a second
answer would close the screen under the dialog (or, with only the interview left, raise
ScreenStackError). A ``Dialog`` is dismissed at most once, and only while it is the top screen.
"""

from __future__ import annotations

from textual.await_complete import AwaitComplete
from textual.screen import ModalScreen, ScreenResultType


class Dialog(ModalScreen[ScreenResultType]):
    CSS_PATH = "dialog.tcss"  # its rules, parsed when it first opens (not before the first screen)
    answered = False

    def dismiss(self, result: ScreenResultType | None = None) -> AwaitComplete:
        if self.answered or not self.is_active:
            return AwaitComplete.nothing()
        self.answered = True
        return super().dismiss(result)
