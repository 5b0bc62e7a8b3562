"""A text box whose placeholder fits it: given several wordings, longest first, it shows the
longest that fits its width (an example answer where there is room, the bare instruction at 80
columns) and picks again when resized — never one cut off mid-word."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from textual import events
from textual.widgets import Input


class FittedInput(Input):
    def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003 - Input's own signature
        super().__init__(*args, **kwargs)
        self._wordings: list[str] = []

    def offer(self, wordings: Sequence[str]) -> None:
        """The placeholders to choose from, longest first."""
        self._wordings = list(wordings)
        self._fit()
        # and again once the layout this change causes has settled: offered mid-layout (the side
        # panel folding away at 80 columns) the width read here can be the old, narrower one, and
        # no Resize follows when the final width is the one the widget had before (a CI run
        # showed the short wording on a wide input)
        self.call_after_refresh(self._fit)

    def on_resize(self, _event: events.Resize) -> None:
        self._fit()

    def _fit(self) -> None:
        room = self.content_region.width - 1
        if not self._wordings or room <= 0:
            return
        fits = [w for w in self._wordings if cell_len(w) <= room]
        text = fits[0] if fits else self._wordings[-1]
        if self.placeholder != text:
            self.placeholder = text
