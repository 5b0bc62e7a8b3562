"""The Textual application: the guided interview and its screens (Why?, FAQ, Cards, Export).

``make_app(kb=…, lang=…, state_dir=…, resume=…)`` is the one factory the CLI and the tests use
(STYLE §3). Start-up stays close to a bare Textual app: the knowledge base is loaded on first use,
the rule engine on the first consultation (in a worker thread), the FAQ search on first search.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from textual import events
from textual.app import App, SystemCommand
from textual.reactive import reactive
from textual.screen import ModalScreen, Screen

from advisor_tui.i18n import LANGS, tr
from advisor_tui.tui.css_cache import CachedStylesheet
from advisor_tui.tui.keys import Key, bindings, hidden, labels, localize_bindings
from advisor_tui.tui.screens.interview import InterviewScreen


def _terminal_alive() -> bool:
    """False once the controlling terminal has hung up (reads on it fail with EIO)."""
    try:
        os.tcgetpgrp(sys.__stdin__.fileno())
    except (OSError, AttributeError, ValueError):
        return False
    return True


KbSource = Any  # a KnowledgeBase, or a zero-argument callable returning one (loaded on first use)

# the app's keys: one row each, from which BINDINGS and the footer's translations are built
KEYS: tuple[Key, ...] = (
    Key("ctrl+q", "quit", "quit", "Quit", "退出", "Quit (the interview is saved after every answer)",
        "退出（每次回答后都已自动保存）", priority=True),
    hidden("ctrl+c", "quit", "quit-ctrl-c", priority=True),
    Key("f1", "why", "why", "Why?", "为什么", "The chain of rules behind the picks, and why this question is asked",
        "推荐背后的规则链，以及为什么问这个问题"),
    Key("f2", "faq", "faq", "FAQ", "常见问题", "Search the FAQ (Chinese or English)", "搜索常见问题（中英文皆可）"),
    Key("f3", "cards", "cards", "Cards", "显卡", "Every card, sortable: VRAM, bandwidth, TFLOPS, price per GB",
        "全部显卡，可排序：显存、带宽、算力、每 GB 价格"),
    Key("f4", "export", "export", "Export", "导出", "Export the rationale report (Markdown, HTML, JSON)",
        "导出推理报告（Markdown、HTML、JSON）"),
    Key("ctrl+l", "toggle_language", "language", "中文", "English", "Switch the language to Chinese",
        "切换为英文界面"),
    Key("ctrl+r", "restart", "restart", "Restart", "重新开始", "Start a new interview", "重新开始问答"),
)
LABELS = labels(KEYS)


class AdvisorApp(App[int]):
    TITLE = "gpu-advisor"
    CSS_PATH = "app.tcss"
    KEYS = KEYS
    BINDINGS = bindings(KEYS)
    LABELS = LABELS
    lang: reactive[str] = reactive("en", init=False)

    def __init__(self, kb: KbSource = None, lang: str = "en", state_dir: Path | None = None,
                 resume: bool = False, export_dir: Path | None = None,
                 verify_result: dict[str, Any] | None = None) -> None:
        super().__init__()
        # the same stylesheet, its parsed CSS kept between runs (start-up, issue 18), with the variables App.__init__
        # has just computed for it (computing them again was ~0.4 ms)
        self.stylesheet = CachedStylesheet(variables=self.stylesheet._variables)  # noqa: SLF001
        self.verify_result = verify_result  # `verify --report` JSON: Why screen and exports
        self._kb_source = kb
        self._kb: Any = None
        self.set_reactive(AdvisorApp.lang, lang if lang in LANGS else "en")
        if state_dir is None:
            from advisor_tui.state import project_state_dir as default_state_dir

            state_dir = default_state_dir()
        self.state_dir = Path(state_dir)
        self.resume = resume
        self.export_dir = export_dir
        self.main: InterviewScreen | None = None
        self._saved: Any = None  # an interview found on disk, not yet resumed
        self._notices: list[str] = []
        self._save_failed = False

    # ---------------------------------------------------------------------------- knowledge
    @property
    def kb(self) -> Any:
        if self._kb is None:
            source = self._kb_source
            if source is None:
                import knowledge

                source = knowledge.load
            self._kb = source() if callable(source) else source
        return self._kb

    # ------------------------------------------------------------------------------- start
    def get_default_screen(self) -> Screen:
        from advisor_tui.interview import Interview
        from advisor_tui.state import load_interview

        data, notice = load_interview(self.state_dir)
        if notice:
            self._notices.append(notice)
        saved = None
        if data is not None:
            try:
                saved = Interview.from_dict(data)
            except (ValueError, TypeError) as exc:
                self._notices.append(f"saved interview ignored: {exc}")
        if saved is not None and not saved.transcript and not saved.raw:
            saved = None
        if saved is not None and not self.resume and saved.done and not saved.pending_change:
            saved = None  # a finished interview is not offered again (--resume still opens it)
        if self.resume and saved is not None:
            self.main = InterviewScreen(saved)
        else:
            self.main = InterviewScreen()
            self._saved = saved
            if self.resume:
                self._notices.append(tr(self.lang, "No saved interview to resume: starting a new one.",
                                        "没有可恢复的问答：开始新的问答。"))
        return self.main

    def on_mount(self) -> None:
        if not self.is_headless and _terminal_alive():
            # a closed terminal window (tmux killed, ssh dropped under `make run`) sends no SIGHUP
            # to a child of make, and Textual's input loop then spins on EIO: leave instead (the
            # interview is already saved after every answer)
            self.set_interval(1.0, self._exit_when_terminal_gone)
        if self.lang != "en":  # the bindings are declared in English; relabelling recomposes the footer
            self._relabel()
        else:
            self.sub_title = tr(self.lang, "which GPU to rent, and why", "租哪张 GPU，以及为什么")
        for notice in self._notices:
            self.notify(notice, severity="warning", timeout=8)
        if self._saved is not None:
            from advisor_tui.tui.screens.confirm import ConfirmScreen

            saved = self._saved
            at = saved.counter()  # the same 'question 5/13' the interview shows when resumed
            message = tr(self.lang, f"A saved interview exists (at question {at}). Resume it?",
                         f"有一份保存的问答（进行到第 {at} 题）。要继续吗？")
            dialog = ConfirmScreen(message, ("r", tr(self.lang, "Resume", "继续")),
                                   ("n", tr(self.lang, "Start new", "重新开始")),
                                   typing=tr(self.lang, "…or type the job in one sentence (Enter: start new with it)",
                                             "……或直接用一句话描述任务（回车：以此开始新的问答）"))
            self.push_screen(dialog, lambda yes: self._resume_choice(bool(yes), saved, dialog.typed))

    def _exit_when_terminal_gone(self) -> None:
        if not _terminal_alive():
            self.exit(return_code=129)  # 128 + SIGHUP, as a hung-up shell would report

    def _resume_choice(self, yes: bool, saved: Any, typed: str = "") -> None:
        """Resume or start anew; a sentence typed into the prompt is the first answer of either."""
        self._saved = None
        if self.main is None:
            return
        if yes:
            self.main.load(saved)
        if typed:
            from textual.widgets import Input

            say = self.main.query_one("#say", Input)
            say.value = typed  # stays in the box, not lost, when it is not understood
            if self.main.submit(typed):
                say.value = ""

    async def on_event(self, event: events.Event) -> None:
        # A one-key dialog decides keys in the order they were typed, before they are routed to
        # a focused widget's queue: the key that answers pops it at once, the next goes below.
        if isinstance(event, events.InputEvent) and not self.screen_stack:
            return  # quitting: a key typed ahead, still on its way up, has nothing left to reach
        if isinstance(event, events.Key) and not event.is_forwarded:
            from advisor_tui.tui.screens.confirm import ConfirmScreen

            screen = self.screen_stack[-1] if self.screen_stack else None
            if isinstance(screen, ConfirmScreen) and screen.take_key(event):
                return
        await super().on_event(event)

    def save_interview(self, interview: Any, current: str | None) -> None:
        """Save after every answer (atomic). A failure is one line, once; the interview goes on."""
        from advisor_tui.state import save_interview

        try:
            save_interview(interview.to_dict(current=current, lang=self.lang), self.state_dir)
        except OSError as exc:
            if not self._save_failed:
                self._save_failed = True
                self.notify(tr(self.lang, f"Could not save the interview: {exc.strerror or exc}",
                               f"无法保存问答：{exc.strerror or exc}"), severity="warning")

    # ---------------------------------------------------------------------------- language
    def watch_lang(self, _lang: str) -> None:
        self._relabel()

    def _relabel(self) -> None:
        self.sub_title = tr(self.lang, "which GPU to rent, and why", "租哪张 GPU，以及为什么")
        localize_bindings(self, LABELS, self.lang)
        for screen in self.screen_stack:
            self.localize(screen)
        self.refresh_bindings()

    def localize(self, screen: Screen) -> None:
        labels = getattr(screen, "LABELS", None)
        if labels:
            localize_bindings(screen, labels, self.lang)

    def action_toggle_language(self) -> None:
        self.lang = "zh" if self.lang == "en" else "en"

    # ------------------------------------------------------------------------------ screens
    def _modal_open(self) -> bool:
        return isinstance(self.screen, ModalScreen)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("why", "faq", "cards", "export", "restart", "toggle_language") and self._modal_open():
            return False
        return True

    def _open(self, screen: Screen) -> None:
        """Show a viewer screen on top of the interview (replacing another viewer)."""
        if self.screen is not self.main and not self._modal_open():
            self.pop_screen()
        self.push_screen(screen)
        self.localize(screen)

    def action_why(self, target: str | None = None) -> None:
        from advisor_tui.tui.screens.why import WhyScreen

        if self.main is None:
            return
        consultation = None if self.main.pending else self.main.consultation
        self._open(WhyScreen(consultation, self.main.current_question(), target))

    def action_faq(self, query: str = "") -> None:
        from advisor_tui.tui.screens.faq import FaqScreen

        self._open(FaqScreen(query))

    def action_cards(self) -> None:
        from advisor_tui.tui.screens.cards import CardsScreen

        self._open(CardsScreen())

    def action_export(self, fmt: str = "md") -> None:
        from advisor_tui.tui.screens.export import ExportScreen

        if self.main is None:
            return
        if self.screen is not self.main and not self._modal_open():
            self.pop_screen()
        consultation = None if self.main.pending else self.main.consultation
        screen = ExportScreen(consultation, fmt, self.export_dir)
        self.push_screen(screen)
        self.localize(screen)

    def action_restart(self) -> None:
        from advisor_tui.tui.screens.confirm import ConfirmScreen

        if self.screen is not self.main:
            self.pop_screen()
        self.push_screen(ConfirmScreen(tr(self.lang, "Start a new interview? The current one is discarded.",
                                          "重新开始？当前的问答将被丢弃。"),
                                       ("y", tr(self.lang, "Restart", "重新开始")),
                                       ("n", tr(self.lang, "Keep", "保留"))),
                         lambda yes: self.restart() if yes else None)

    def restart(self) -> None:
        from advisor_tui.interview import Interview
        from advisor_tui.state import delete_interview

        try:
            delete_interview(self.state_dir)
        except OSError:
            pass
        if self.main is not None:
            self.main.load(Interview())

    # ------------------------------------------------------------------------ command palette
    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        lang = self.lang
        ours: list[tuple[str, str, str, Callable[[], Any]]] = [
            ("report: export as HTML", "报告：导出为 HTML", "Write the rationale report as HTML",
             lambda: self.action_export("html")),
            ("report: export as Markdown", "报告：导出为 Markdown", "Write the rationale report as Markdown",
             lambda: self.action_export("md")),
            ("report: export as JSON", "报告：导出为 JSON", "The v1 JSON contract, to a file",
             lambda: self.action_export("json")),
            ("interview: restart", "问答：重新开始", "Discard the answers and start again", self.action_restart),
            ("language: 中文 / English", "语言：中文 / English", "Switch the interface language",
             self.action_toggle_language),
            ("screen: why?", "界面：为什么", "The chain of rules behind the picks", self.action_why),
            ("screen: FAQ", "界面：常见问题", "Search the FAQ", self.action_faq),
            ("screen: cards", "界面：显卡", "Every card, sortable", self.action_cards),
        ]
        for en, zh, help_en, callback in ours:
            title = en if lang == "en" else f"{zh} · {en}"
            yield SystemCommand(title, tr(lang, help_en, help_en), callback)
        yield from super().get_system_commands(screen)


def make_app(kb: KbSource = None, lang: str = "en", state_dir: Path | str | None = None,
             resume: bool = False, export_dir: Path | str | None = None,
             verify_result: dict[str, Any] | None = None) -> AdvisorApp:
    """The app, ready to ``run()`` or ``run_test()``. ``kb`` may be a callable (loaded on first
    use); ``state_dir`` holds interview.json (default: the platform state dir); ``export_dir`` is
    where the Export screen writes relative names (default: the current directory)."""
    return AdvisorApp(kb=kb, lang=lang, state_dir=None if state_dir is None else Path(state_dir),
                      resume=resume, export_dir=None if export_dir is None else Path(export_dir),
                      verify_result=verify_result)
