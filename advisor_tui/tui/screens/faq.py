"""FAQ: search as you type (Chinese or English); the answer shows beside the list."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from advisor_tui.i18n import tr
from advisor_tui.safe_text import clean
from advisor_tui.tui.keys import Key, bindings, labels
from advisor_tui.tui.widgets.footer import FittedFooter
from advisor_tui.tui.widgets.title_bar import TitleBar

LIMIT = 12


@dataclass(frozen=True)
class FaqHit:
    id: str
    question: str
    answer: str
    source: str


def _text(value: Any, lang: str) -> str:
    return value.get(lang) if hasattr(value, "get") else str(value)


def search(query: str, lang: str, kb: Any) -> list[FaqHit]:
    """Ranked hits via ``knowledge.faq.search`` (imported on first use); every entry when empty."""
    query = query.strip()
    if not query:
        return [FaqHit(e.id, e.question.get(lang), e.answer.get(lang), e.source) for e in kb.faq]
    try:
        from knowledge.faq import search as faq_search
    except ImportError:  # the search module is optional: fall back to a plain substring match
        q = query.lower()
        return [FaqHit(e.id, e.question.get(lang), e.answer.get(lang), e.source) for e in kb.faq
                if q in (e.question.en + e.question.zh + e.answer.en + e.answer.zh).lower()][:LIMIT]
    hits = faq_search(query, lang=lang, limit=LIMIT, kb=kb)
    return [FaqHit(h.id, _text(h.question, lang), _text(h.answer, lang), getattr(h, "source", "")) for h in hits]


class FaqScreen(Screen):
    CSS_PATH = "faq.tcss"  # its rules, parsed when it first opens (not before the first screen)
    KEYS = (Key("escape", "app.pop_screen", "back", "Back", "返回", "Back to the interview", "返回问答"),)
    BINDINGS = bindings(KEYS)
    LABELS = labels(KEYS)

    def __init__(self, query: str = "") -> None:
        super().__init__()  # no id: a new one is pushed while the one it replaces is still being removed
        self.initial = query
        self.hits: list[FaqHit] = []

    @property
    def lang(self) -> str:
        return self.app.lang

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Vertical(id="faq-body"):
            yield Input(value=self.initial, id="faq-query")
            with Horizontal(id="faq-panes"):
                yield OptionList(id="faq-hits")
                with VerticalScroll(id="faq-answer-scroll"):
                    yield Static(id="faq-answer")
        yield FittedFooter()

    def on_mount(self) -> None:
        self.watch(self.app, "lang", lambda _lang: self._refresh(), init=False)
        self._refresh()
        self.query_one("#faq-query", Input).focus()

    @on(Input.Changed, "#faq-query")
    def _changed(self, _event: Input.Changed) -> None:
        self._refresh()

    @on(Input.Submitted, "#faq-query")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.query_one("#faq-hits", OptionList).focus()

    def _refresh(self) -> None:
        lang = self.lang
        query = self.query_one("#faq-query", Input)
        query.placeholder = tr(lang, "Search the FAQ: “two 4090s as 48 GB?”, “按小时还是包月”",
                               "搜索常见问题：「两张 4090 能当 48G 用吗」「hourly or monthly」")
        try:
            self.hits = search(query.value, lang, self.app.kb)
        except Exception as exc:  # noqa: BLE001 - a search failure is one line, not a crash
            self.hits = []
            self.query_one("#faq-answer", Static).update(Text(clean(f"✗ {type(exc).__name__}: {exc}")))
        hits = self.query_one("#faq-hits", OptionList)
        hits.clear_options()
        hits.add_options([Option(Text(clean(h.question)), id=h.id) for h in self.hits])
        if self.hits:
            hits.highlighted = 0
            self._show(self.hits[0])
        else:
            self.query_one("#faq-answer", Static).update(
                Text(tr(lang, "No answer found: try other words, in Chinese or English.",
                        "没有找到：换个说法试试，中英文都可以。"), style="italic"))

    @on(OptionList.OptionHighlighted, "#faq-hits")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        hit = next((h for h in self.hits if h.id == event.option.id), None)
        if hit is not None:
            self._show(hit)

    def _show(self, hit: FaqHit) -> None:
        out = Text()
        out.append(clean(hit.question) + "\n\n", style="bold")
        out.append(clean(hit.answer) + "\n\n")
        out.append(tr(self.lang, f"Source: {hit.source}", f"出处：{hit.source}"), style="italic")
        self.query_one("#faq-answer", Static).update(out)
