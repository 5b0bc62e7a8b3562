"""The Textual application (the interview lands with the TUI issue; this is its first screen)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Header, Static

from knowledge.loader import KnowledgeBase


class AdvisorApp(App[int]):
    TITLE = "gpu-advisor"
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", id="quit")]

    def __init__(self, kb: KnowledgeBase, lang: str = "en", resume: bool = False) -> None:
        super().__init__()
        self.kb = kb
        self.lang = lang
        self.resume = resume

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(f"{len(self.kb.cards)} cards, {len(self.kb.offers)} offers, "
                     f"{len(self.kb.models)} models loaded.", id="status")
        yield Footer()


def make_app(kb: KnowledgeBase, lang: str = "en", resume: bool = False) -> AdvisorApp:
    return AdvisorApp(kb=kb, lang=lang, resume=resume)
