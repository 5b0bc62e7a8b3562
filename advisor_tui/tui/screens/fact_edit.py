"""Change one fact: the question that sets it, its quick replies, a typed value, or the default."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from advisor_tui import interview as flow
from advisor_tui.i18n import tr
from advisor_tui.safe_text import clean
from advisor_tui.tui.keys import Key, bindings, labels
from advisor_tui.tui.screens.dialog import Dialog


class FactEditScreen(Dialog[dict[str, Any] | None]):
    KEYS = (Key("escape", "cancel", "cancel", "Cancel", "取消", "Keep the fact as it is", "保持这条条件不变"),)
    BINDINGS = bindings(KEYS)
    LABELS = labels(KEYS)

    def __init__(self, question: flow.Question, fact: str, raw: dict[str, Any]) -> None:
        super().__init__(classes="dialog-screen")
        self.question, self.fact, self.raw = question, fact, raw

    @property
    def lang(self) -> str:
        return self.app.lang

    def compose(self) -> ComposeResult:
        lang, q = self.lang, self.question
        with Vertical(classes="dialog", id="fact-edit"):
            title = Text()
            title.append(tr(lang, "Change ", "修改 ") + flow.fact_label(self.fact, lang) + " · ", style="bold")
            title.append(q.text.get(lang))
            yield Static(title)
            current = self.raw.get(self.fact)
            if current is not None:
                yield Static(Text(clean(tr(lang, "Now: ", "当前：")
                                        + flow.format_value(self.fact, current, lang, self.app.kb))),
                             classes="muted")
            options = [Option(Text(clean(c.label.get(lang))), id=c.key) for c in q.choices]
            options.append(Option(tr(lang, f"Use the default — {q.skip.en}", f"使用默认值——{q.skip.zh}"),
                                  id="default"))
            yield OptionList(*options, id="edit-choices")
            yield Input(placeholder=tr(lang, f"or type a value: {q.hint.en}", f"或输入：{q.hint.zh}"),
                        id="edit-value")
            yield Static(id="edit-error")

    def on_mount(self) -> None:
        self.query_one("#edit-choices", OptionList).focus()

    @on(OptionList.OptionSelected, "#edit-choices")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        key = event.option.id or ""
        if key == "default":
            if self.question.id == "model":
                self.dismiss({"facts": flow._skip_facts(flow.SPECS["model"], self.raw), "question": "model"})
            else:
                self.dismiss({"clear": self.fact})
            return
        choice = next(c for c in self.question.choices if c.key == key)
        self.dismiss({"facts": dict(choice.facts), "question": self.question.id,
                      "generic": key == "finetune", "said": choice.label.en})

    @on(Input.Submitted, "#edit-value")
    def _typed(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            return
        from advisor_tui import replies

        reply = replies.read_reply(self.question, text, self.raw, self.app.kb, self.lang)
        own = replies.own_facts(self.question)
        facts = {k: v for k, v in {**reply.facts, **reply.changes}.items() if k in own}
        if reply.error is not None or not facts:
            message = reply.error.get(self.lang) if reply.error is not None else tr(
                self.lang, f"Not a value for {flow.fact_label(self.fact, 'en')}: {self.question.hint.en}",
                f"不是{flow.fact_label(self.fact, 'zh')}的值：可以这样写——{self.question.hint.zh}")
            self.query_one("#edit-error", Static).update(Text(clean("✗ " + message)))
            return
        facts = {k: flow.budget_dict(v) if k == "budget" else v for k, v in facts.items()}
        self.dismiss({"facts": facts, "question": self.question.id, "said": text})

    def action_cancel(self) -> None:
        self.dismiss(None)
