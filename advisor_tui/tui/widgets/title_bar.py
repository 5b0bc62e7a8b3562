"""The bar at the top of every screen: the command palette's icon on the left and the title with
its sub-title centred.

It looks and behaves like Textual's ``Header`` (the icon lit under the mouse with its tooltip, a
click on it opens the command palette, a click elsewhere makes the bar tall or short again) but is
ONE widget that draws the line itself: Textual's header is a container of three widgets (icon,
title, the clock's space), which cost ~6 ms of the interview's first screen on the 2-core bench
machine to style and lay out."""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style as RichStyle
from textual import events
from textual.content import Content
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget

ICON = "⭘"
ICON_WIDTH = 8  # Textual's HeaderIcon: 8 columns, the icon after one column of padding
CLOCK_WIDTH = 10  # the clock's space on the right, kept empty (no clock), as Header keeps it


class TitleBar(Widget, can_focus=False):
    COMPONENT_CLASSES = {"title-bar--icon-hover"}
    DEFAULT_CSS = """
    TitleBar {
        dock: top;
        width: 100%;
        height: 1;
        background: $panel;
        color: $foreground;
        text-wrap: nowrap;
        text-overflow: ellipsis;
        .title-bar--icon-hover {
            background: $foreground 10%;
        }
    }
    TitleBar.-tall {
        height: 3;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self._icon_hover = False

    def on_mount(self) -> None:
        self.watch(self.app, "title", self._retitle, init=False)
        self.watch(self.app, "sub_title", self._retitle, init=False)
        self.watch(self.screen, "title", self._retitle, init=False)
        self.watch(self.screen, "sub_title", self._retitle, init=False)

    def _retitle(self, _value: Any = None) -> None:
        self.refresh()

    def title(self) -> Content:
        """The screen's title and sub-title (the app's when the screen has none), as Textual's
        ``App.format_title`` lays them out."""
        screen = self.screen
        title = screen.title if screen.title is not None else self.app.title
        sub_title = screen.sub_title if screen.sub_title is not None else self.app.sub_title
        return self.app.format_title(title, sub_title)

    def render_line(self, y: int) -> Strip:
        # Drawn as the segments Header's three widgets give (their padding bare background,
        # their content in the bar's colours, the title centred with unstyled spaces), so that
        # the screen is cell for cell what it was.
        width = self.size.width
        base = self.rich_style
        pad = RichStyle(bgcolor=base.bgcolor)
        if y != (1 if self.has_class("-tall") else 0):
            return Strip.blank(width, pad)
        fill = base + RichStyle(reverse=False)  # what Textual aligns content with
        icon_base, icon_pad, icon_fill = base, pad, fill
        if self._icon_hover:
            lit = self.get_component_rich_style("title-bar--icon-hover")
            icon_base, icon_pad, icon_fill = base + lit, RichStyle(bgcolor=lit.bgcolor), fill + lit
        icon = [Segment(" ", icon_pad), Segment(ICON, icon_base),
                Segment(" " * (ICON_WIDTH - 3), icon_fill), Segment(" ", icon_pad)]
        room = max(0, width - ICON_WIDTH - CLOCK_WIDTH)
        title = Visual.to_strips(self, self.title(), room, 1, self.visual_style)
        text = title[0] if title else Strip([])
        left = max(0, (room - text.cell_length) // 2)
        right = max(0, room - text.cell_length - left)
        middle = [Segment(" " * left, fill), *text, Segment(" " * right, fill)]
        clock = [Segment(" ", pad), Segment("", base), Segment(" " * (CLOCK_WIDTH - 2), pad), Segment(" ", pad)]
        return Strip([*icon, *middle, *clock]).crop_extend(0, width, pad)

    # ------------------------------------------------------------------------------ mouse
    def on_mouse_move(self, event: events.MouseMove) -> None:
        over = event.x < ICON_WIDTH
        if over != self._icon_hover:
            self._icon_hover = over
            self.tooltip = "Open the command palette" if over else None
            self.refresh()

    def on_leave(self, _event: events.Leave) -> None:
        if self._icon_hover:
            self._icon_hover = False
            self.tooltip = None
            self.refresh()

    async def on_click(self, event: events.Click) -> None:
        if event.x < ICON_WIDTH:
            event.stop()
            await self.run_action("app.command_palette")
        else:
            self.toggle_class("-tall")
