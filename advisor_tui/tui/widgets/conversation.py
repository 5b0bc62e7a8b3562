"""The conversation pane: what the advisor asked, what the person said, and what it understood.

Lines are wrapped here rather than by Textual: Textual (like Rich) breaks only at spaces, so a
Chinese sentence after "顾问 › " would jump whole to the next line. ``wrap`` may break between any
two CJK characters (never before closing punctuation) and hangs the continuation under the text.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from advisor_tui.i18n import tr
from advisor_tui.safe_text import clean
from knowledge.lazy_pattern import LazyPattern

# Every kind of line carries a text marker, so nothing depends on colour.
_PREFIX = {
    "advisor": ("Advisor › ", "顾问 › "),
    "you": ("You › ", "你 › "),
    "facts": ("  ✓ ", "  ✓ "),
    "note": ("  · ", "  · "),
    "error": ("  ✗ ", "  ✗ "),
}
_STYLE = {"advisor": "bold", "you": "", "facts": "italic", "note": "italic", "error": "bold"}
_CJK = r"\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
_CLOSING = "，。、；：？！）」』》】〉”’%"
# a CJK character with any closing punctuation after it | a run of other non-space | spaces
# compiled on first use (~3 ms; the first screen wraps nothing)
_TOKEN = LazyPattern(rf"[{_CJK}][{_CLOSING}]*|[^\s{_CJK}]+[{_CLOSING}]*|\s+")


def wrap(text: str, width: int, first: int = 0) -> list[str]:
    """Greedy wrap to ``width`` cells, the first line already holding ``first`` cells."""
    width = max(4, width)
    whole = text.strip()
    if first + cell_len(whole) <= width:  # it fits: what the tokens would give, without them
        return [whole]
    return _wrap_tokens(text, width, first)


def _wrap_tokens(text: str, width: int, first: int) -> list[str]:
    lines: list[str] = []
    line, used = "", first
    for token in _TOKEN.findall(text):
        size = cell_len(token)
        if token.isspace():
            if line and used + size <= width:
                line, used = line + token, used + size
            continue
        if used + size > width and (line or used):
            lines.append(line.rstrip())
            line, used = "", 0
        while size > width:  # a token longer than a line: fold it
            cut, cells = "", 0
            for ch in token:
                if cells + cell_len(ch) > width:
                    break
                cut, cells = cut + ch, cells + cell_len(ch)
            lines.append(cut)
            token = token[len(cut):]
            size = cell_len(token)
        line, used = line + token, used + size
    lines.append(line.rstrip())
    return lines


def render_transcript(entries: Iterable[Mapping[str, Any]], lang: str, width: int = 0) -> Text:
    text = Text()
    for entry in entries:
        who = str(entry.get("who", "note"))
        prefix = _PREFIX.get(who, _PREFIX["note"])[lang == "zh"]
        body = clean(str(entry.get(lang) or entry.get("en") or ""))
        if who == "advisor" and text:
            text.append("\n")
        text.append(prefix, style="bold" if who in ("advisor", "you") else "")
        indent = cell_len(prefix)
        lines = wrap(body, width - indent) if width > indent + 4 else [body]
        for i, line in enumerate(lines):
            if i:
                text.append("\n" + " " * indent)
            text.append(line, style=_STYLE.get(who, ""))
        text.append("\n")
    text.rstrip()
    return text


class Conversation(VerticalScroll, can_focus=False):
    """The transcript (re-rendered on every change, on a language switch and on resize)."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id)
        self._entries: list[Mapping[str, Any]] = []
        self._lang = "en"
        self._width = 0

    def compose(self):
        yield Static(id="transcript-text")

    def show(self, entries: Iterable[Mapping[str, Any]], lang: str) -> None:
        self._entries, self._lang = list(entries), lang
        self._redraw()

    def _redraw(self) -> None:
        body = self.query_one("#transcript-text", Static)
        lang = self._lang
        # the width the text gets: the pane minus its padding and the vertical scrollbar's gutter
        self._width = max(0, self.scrollable_content_region.width - 2)
        if self._entries:
            body.update(render_transcript(self._entries, lang, self._width))
        else:
            body.update(Text(tr(lang, "Answer the questions below, or describe the whole job in one "
                                      "sentence.", "回答下面的问题，或者用一句话描述整个任务。"),
                             style="italic"))
        self.call_after_refresh(self.scroll_end, animate=False)

    def on_resize(self) -> None:
        if self.scrollable_content_region.width - 2 != self._width:
            self._redraw()
