"""The footer every screen shows, fitted to the terminal: below 100 columns it is compact and the
command palette's entry (Ctrl+P still opens it) gives its room to the screen's own keys, so that
at 80×24 no key is cut off."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

NARROW = 100  # columns


class FittedFooter(Footer):
    def on_resize(self, event: events.Resize) -> None:
        narrow = event.size.width < NARROW
        if self.compact != narrow:
            self.compact = narrow
        if self.show_command_palette == narrow:
            self.show_command_palette = not narrow

    # Textual's Footer rebuilds all its keys once per bindings signal, and the first screen
    # signals three times (mount, focus, the screen's resume), mostly with nothing changed: the
    # rebuild is queued once, and skipped when the keys it would show are the ones shown.
    _rebuild_queued = False
    _shown: Any = None

    def bindings_changed(self, screen: Any) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus or not self.is_attached or screen is not self.screen:
            return
        if not self._rebuild_queued:
            self._rebuild_queued = True
            self.call_after_refresh(self._rebuild)

    def compose(self) -> ComposeResult:
        # Textual's Footer composes nothing until the screen's first bindings signal, then builds
        # its keys after the first paint: a second layout of the whole screen, a third of the
        # footer's start-up. The screen's keys are known here already (and the terminal's width,
        # which sets the compact style), so the keys are built with the screen; the signal's
        # rebuild then finds them unchanged and skips.
        if not self._bindings_ready and self.is_attached:
            narrow = self.app.size.width < NARROW
            self.set_reactive(Footer.compact, narrow)
            self.set_class(narrow, "-compact", update=False)
            self.set_reactive(Footer.show_command_palette, not narrow)
            self._bindings_ready = True
        self._shown = self._keys_shown()
        # A FooterKey starts compact (its default) and, when it mounts, takes the footer's value
        # through a data binding: two restyles of every key, a third of the footer's start-up.
        # Each bound key (grouped ones too: every key is yielded here) gets the footer's value
        # first and looks the same; the command palette's key is not bound and keeps its own.
        for widget in super().compose():
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    async def _rebuild(self) -> None:
        self._rebuild_queued = False
        if not self.is_attached or self._pruning:  # closed meanwhile (as Widget.recompose checks)
            return
        if self._keys_shown() != self._shown:
            await self.recompose()  # compose notes what it shows

    def _keys_shown(self) -> Any:
        """What ``Footer.compose`` reads: the bindings it shows and the command palette's."""
        palette = self.app.COMMAND_PALETTE_BINDING
        return (self.show_command_palette,
                tuple((binding, enabled, tooltip)
                      for key, (_node, binding, enabled, tooltip) in self.screen.active_bindings.items()
                      if binding.show or key == palette))
