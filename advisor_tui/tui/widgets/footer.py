"""The footer every screen shows: the screen's keys on one line, fitted to the terminal. Below 100
columns it is compact and the command palette's entry (Ctrl+P still opens it) gives its room to
the screen's own keys, so that at 80×24 no key is cut off.

It looks and behaves like Textual's ``Footer`` (the same theme variables, a key lit under the
mouse, its tooltip, a click presses it, a disabled key is dim and rings the bell) but is ONE
widget that draws the line itself: Textual's footer is a container of one ``FooterKey`` widget
per key, and styling, laying out and painting those ten widgets was ~27 ms of the interview's
first screen (a fifth of its start-up) on the 2-core bench machine."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.color import Color
from textual.geometry import Spacing
from textual.strip import Strip
from textual.widget import Widget

NARROW = 100  # columns


@dataclass(frozen=True)
class ShownKey:
    """One key on the footer's line: what it shows and where (``start``/``end``: columns)."""

    key: str
    display: str
    description: str
    tooltip: str
    enabled: bool
    palette: bool
    start: int = 0
    end: int = 0


class FittedFooter(Widget, can_focus=False):
    ALLOW_SELECT = False
    COMPONENT_CLASSES = {
        "footer-key",
        "footer-key--hover",
        "footer-key--key",
        "footer-key--description",
        "footer-key--palette",
    }
    # Textual's Footer and FooterKey styles, as component classes of the one widget
    DEFAULT_CSS = """
    FittedFooter {
        dock: bottom;
        width: 1fr;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
        .footer-key {
            background: $footer-item-background;
        }
        .footer-key--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
        .footer-key--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
            padding: 0 1;
        }
        .footer-key--description {
            padding: 0 1 0 0;
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        .footer-key--palette {
            padding-right: 1;
            border-left: vkey $foreground 20%;
        }
        &.-compact {
            .footer-key--key {
                padding: 0;
            }
            .footer-key--description {
                padding: 0 0 0 1;
            }
            .footer-key--palette {
                padding-right: 0;
            }
        }
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self.show_command_palette = True
        self._hover: str | None = None  # the key under the mouse
        self._shown: list[ShownKey] = []  # as last drawn (for the mouse)
        # The keys change only with the bindings signal (as Textual's Footer recomposes only
        # then) or the palette's room; the line is drawn again only when they, the width, the
        # key under the mouse or the styles change (the first screen paints the footer 3 times).
        self._keys: list[ShownKey] | None = None
        self._line: tuple[Any, Strip] | None = None

    # ------------------------------------------------------------------------------ state
    def on_mount(self) -> None:
        self._fit(self.app.size.width)
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Any) -> None:
        # the first screen signals three times (mount, focus, the screen's resume), mostly with
        # nothing changed: a repaint only when the keys shown change
        if not self.is_attached or screen is not self.screen:
            return
        keys = self._find_keys()
        if keys != self._keys:
            self._keys = keys
            self.refresh()

    def notify_style_update(self) -> None:
        self._line = None
        super().notify_style_update()

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.width)

    def _fit(self, width: int) -> None:
        narrow = width < NARROW
        if self.show_command_palette == narrow:
            self.show_command_palette = not narrow
            self._keys = None
        if self.has_class("-compact") != narrow:
            self.set_class(narrow, "-compact")

    def keys(self) -> list[ShownKey]:
        """What ``Footer.compose`` shows: the first shown binding of each action, in order, then
        the command palette's key (when there is room for it)."""
        if self._keys is None:
            self._keys = self._find_keys()
        return self._keys

    def _find_keys(self) -> list[ShownKey]:
        active = self.screen.active_bindings
        by_action: dict[str, ShownKey] = {}
        for _node, binding, enabled, tooltip in active.values():
            if binding.show and binding.action not in by_action:
                by_action[binding.action] = ShownKey(binding.key, self.app.get_key_display(binding),
                                                     binding.description, tooltip, enabled, False)
        keys = list(by_action.values())
        palette = active.get(self.app.COMMAND_PALETTE_BINDING) if self.app.ENABLE_COMMAND_PALETTE else None
        if self.show_command_palette and palette is not None:
            _node, binding, enabled, _tooltip = palette
            keys.append(ShownKey(binding.key, self.app.get_key_display(binding), binding.description,
                                 binding.tooltip or binding.description, enabled, True))
        return keys

    # ---------------------------------------------------------------------------- drawing
    def _part(self, name: str, item: Style, parts: dict[Any, Any]) -> tuple[Style, Any]:
        """A key's or description's style over the key's own (``item``), blended as Textual
        blends a child's colours over its parent's; and its padding (``parts``: those found
        for this line, by name and ``item``)."""
        known = parts.get((name, item))
        if known is None:
            known = parts[name, item] = self._blend(name, item)
        return known

    def _blend(self, name: str, item: Style) -> tuple[Style, Any]:
        styles = self.get_component_styles(name)
        background = Color.from_rich_color(item.bgcolor)
        if styles.has_rule("background"):
            background += styles.background
        color = background + styles.color if styles.has_rule("color") else Color.from_rich_color(item.color)
        return item + Style(color=color.rich_color, bgcolor=background.rich_color) + styles.text_style, \
            styles.padding

    def _label(self, key: ShownKey, item: Style, parts: dict[Any, Any]) -> list[Segment]:
        key_style, key_pad = self._part("footer-key--key", item, parts)
        desc_style, desc_pad = self._part("footer-key--description", item, parts)
        if key.palette:  # Textual never binds the palette's key to the footer's style: always compact
            key_pad, desc_pad = Spacing(0, 0, 0, 0), Spacing(0, 0, 0, 1)
        label = [Segment(" " * key_pad.left + key.display + " " * key_pad.right, key_style)]
        if key.description:
            label.append(Segment(" " * desc_pad.left + key.description + " " * desc_pad.right, desc_style))
        return label

    def render_line(self, y: int) -> Strip:
        # The line is drawn here as segments, not rendered from a Text: what lies between and
        # after the keys is the footer's bare background, as Textual's Footer paints it (a
        # Text would give those blanks the footer's text colour too).
        width = self.size.width
        blank = Style(bgcolor=self.rich_style.bgcolor)
        if y != 0:
            return Strip.blank(width, blank)
        compact = self.has_class("-compact")
        keys = self.keys()
        drawn = (width, compact, self._hover, blank, tuple(keys))
        if self._line is not None and self._line[0] == drawn:
            return self._line[1]
        parts: dict[Any, Any] = {}
        left: list[Segment] = []
        right: list[Segment] = []
        shown: list[ShownKey] = []
        at = 0
        palette_styles = self.get_component_styles("footer-key--palette")
        for key in keys:
            item = self.get_component_rich_style("footer-key--hover" if key.key == self._hover else "footer-key")
            if not key.enabled:
                item += Style(dim=True)
            label = self._label(key, item, parts)
            if key.palette:  # docked right, after a thin line
                line = Color.from_rich_color(blank.bgcolor) + palette_styles.border_left[1]
                right = [Segment("▏", Style(color=line.rich_color, bgcolor=item.bgcolor)), *label,
                         Segment(" " * palette_styles.padding.right, Style(bgcolor=item.bgcolor))]
                size = Segment.get_line_length(right)
                shown.append(replace(key, start=width - size, end=width))
                continue
            size = Segment.get_line_length(label)
            left += label
            shown.append(replace(key, start=at, end=at + size))
            at += size
            if compact:
                left.append(Segment(" ", blank))  # Footer's margin between compact keys
                at += 1
        room = max(0, width - Segment.get_line_length(right))
        self._shown = [k if k.palette else replace(k, end=min(k.end, room))
                       for k in shown if k.palette or k.start < room]
        line = Strip.join([Strip(left).crop_extend(0, room, blank), Strip(right)])
        self._line = (drawn, line)
        return line

    # ------------------------------------------------------------------------------ mouse
    def _key_at(self, x: int) -> ShownKey | None:
        return next((k for k in self._shown if k.start <= x < k.end), None)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        key = self._key_at(event.x)
        name = key.key if key is not None else None
        if name != self._hover:
            self._hover = name
            self.tooltip = key.tooltip if key is not None and key.tooltip else None
            self.styles.pointer = "pointer" if key is not None else "default"
            self.refresh()

    def on_leave(self, _event: events.Leave) -> None:
        if self._hover is not None:
            self._hover = None
            self.tooltip = None
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        key = self._key_at(event.x)
        if key is None:
            return
        if key.enabled:
            self.app.simulate_key(key.key)
        else:
            self.app.bell()
