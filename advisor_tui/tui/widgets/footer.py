"""The footer every screen shows, fitted to the terminal: below 100 columns it is compact and the
command palette's entry (Ctrl+P still opens it) gives its room to the screen's own keys, so that
at 80×24 no key is cut off."""

from __future__ import annotations

from textual import events
from textual.widgets import Footer

NARROW = 100  # columns


class FittedFooter(Footer):
    def on_resize(self, event: events.Resize) -> None:
        narrow = event.size.width < NARROW
        if self.compact != narrow:
            self.compact = narrow
        if self.show_command_palette == narrow:
            self.show_command_palette = not narrow
