"""The main screen: the conversation (one question at a time, quick replies, a free-text box that
takes a whole sentence) and the live side panel (facts, memory bar, picks, caveats).

State lives here and changes only in handlers: an answer updates the ``Interview``, saves it, and
asks for a consultation; the consultation runs in ONE exclusive thread worker (the rule engine is
not thread-safe) and comes back as a ``ConsultationUpdated`` message (STYLE §9).
"""

from __future__ import annotations

import copy
import threading
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static

from advisor_tui import interview as flow
from advisor_tui.fact_words import spoken
from advisor_tui.i18n import tr
from advisor_tui.tui.keys import Key, bindings, hidden, labels
from advisor_tui.tui.screens.interview_view import InterviewView
from advisor_tui.tui.widgets.conversation import Conversation
from advisor_tui.tui.widgets.fitted_input import FittedInput
from advisor_tui.tui.widgets.footer import NARROW, FittedFooter
from advisor_tui.tui.widgets.question_text import QuestionText
from advisor_tui.tui.widgets.title_bar import TitleBar
from knowledge.errors import AdvisorError, InputError

# One consultation at a time, whichever worker asks (exclusive workers cannot stop a running
# thread; this lock makes sure a superseded one finishes before the next one starts).
ENGINE_LOCK = threading.Lock()
MAX_SAY_CHARS = 2_000


@dataclass
class ConsultationUpdated(Message):
    """A consultation for the facts as they were at request ``seq`` finished."""

    seq: int
    consultation: Any
    also: dict[str, list[str]] | None = None  # the serving part set aside, answered ({lang: lines}; also_asked)


@dataclass
class ConsultationFailed(Message):
    """A consultation for the facts as they were at request ``seq`` failed with ``error``."""

    seq: int
    error: str


@dataclass
class AnswerRecorded(Message):
    """The interview changed (an answer, a skip, an edited fact) and was saved."""

    changed: dict[str, Any]


class InterviewScreen(InterviewView, Screen):
    """The interview (main screen)."""

    AUTO_FOCUS = "#say"
    KEYS = (
        Key("ctrl+f", "focus_facts", "facts", "Edit facts", "改条件",
            "Move to the facts list: select a fact to change it", "跳到条件列表：选中一条即可修改"),
        Key("ctrl+n", "skip", "skip", "Skip", "跳过", "Skip this question and use the stated default",
            "跳过本题，使用注明的默认值", show=False),
        hidden("down", "choice_down"),
        hidden("up", "choice_up"),
        hidden("escape", "focus_input"),
    )
    BINDINGS = bindings(KEYS)
    LABELS = labels(KEYS)

    def __init__(self, interview: flow.Interview | None = None) -> None:
        super().__init__(id="interview")
        self.interview = interview or flow.Interview()
        self.consultation: Any = None
        self.also: dict[str, list[str]] | None = None  # the serving part of a two-part message, answered
        self.facts: Any = None  # the last validated rules.facts.Facts
        self.error: str | None = None
        self.pending = False
        self._seq = 0

    # ------------------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield Conversation(id="conversation")
                with Vertical(id="question"):
                    yield QuestionText(id="question-text")
                    yield OptionList(id="choices")
                # the answer (#answer) is mounted here once there is one, an error line (#error)
                # under the text box with the first error: fewer widgets on the first screen
                yield FittedInput(id="say", max_length=MAX_SAY_CHARS)
            with VerticalScroll(id="side"):
                # until there is a fact to show, one Static draws the sections' titles and "appears once …":
                # the facts list, memory bar, picks and caveats are mounted with the first fact (#18)
                yield Static(id="side-waiting", classes="section")
        yield FittedFooter()

    def on_mount(self) -> None:
        self.watch(self.app, "lang", self._language_changed, init=False)
        self.load(self.interview)

    def on_resize(self, event: events.Resize) -> None:
        # 80×24 must stay usable: drop the one-line reasons and shrink the lists when short
        short = event.size.height < 30
        if short != self.has_class("-short"):
            self.set_class(short, "-short")
            if self.is_mounted and (q := self.current_question()) is not None:
                self._render_question_text(q)  # the question's reason line goes or comes back
                # the list shrinks: keep the highlighted default (the last row, "Skip") in view
                choices = self.query_one("#choices", OptionList)
                self.call_after_refresh(choices.scroll_to_highlight)
            if self.is_mounted:
                self._render_side()  # the first screen's placeholder keeps the sections' margins
        narrow = event.size.width < NARROW
        if narrow != self.has_class("-narrow"):
            self.set_class(narrow, "-narrow")
            if self.is_mounted and self.current_question() is None:
                self._render_answer()  # the answer's line about the folded side panel


    @property
    def lang(self) -> str:
        return self.app.lang

    @property
    def kb(self) -> Any:
        return self.app.kb

    # --------------------------------------------------------------------------- state in
    def load(self, interview: flow.Interview) -> None:
        """Show ``interview`` (a new one, or one restored from disk) and consult if possible."""
        self.interview = interview
        self.consultation = None
        self.facts = None
        self.error = None
        if interview.raw:
            dropped = interview.repair(self.kb)
            if dropped:
                self.error = tr(self.lang, "saved facts ignored (no longer valid): " + ", ".join(dropped),
                                "已忽略失效的保存条件：" + "、".join(dropped))
        self._validate()
        self._ask_next()
        self._render_all()
        self._request_consultation()

    def current_question(self) -> flow.Question | None:
        return self.interview.next_question(lambda: self.kb)

    def _ask_next(self) -> None:
        q = self.current_question()
        if q is not None:
            self.interview.ask(q)

    def _validate(self) -> str | None:
        """Resolve the facts (fast, synchronous) so that a bad value is refused on the spot."""
        if not self.interview.consultable():
            self.facts = None
            return None
        from rules.facts import resolve, session_region

        try:
            self.facts = resolve(self.interview.raw, self.kb,
                                 defaults={"region": session_region(self.app.lang)})
        except InputError as exc:
            return exc.message
        return None

    def change(self, mutate: Any, *, said: str | None = None) -> bool:
        """Apply ``mutate(interview)``; keep it only if the facts still validate. Saves, re-renders
        and re-consults. Returns False (and shows the one-line error) when refused."""
        before = copy.deepcopy(self.interview)
        if said is not None:
            self.interview.say(said)
        changed = mutate(self.interview) or {}
        problem = self._validate()
        if problem is not None:
            self.interview = before
            self._validate()
            self.show_error(problem)
            return False
        self.error = None
        self._ask_next()
        self.app.save_interview(self.interview, self._current_id())
        self._render_all()
        self._request_consultation()
        self.post_message(AnswerRecorded(changed))
        return True

    def _current_id(self) -> str | None:
        q = self.current_question()
        return q.id if q else None

    # ------------------------------------------------------------------------ consultation
    def _request_consultation(self) -> None:
        self._seq += 1
        if self.facts is None:
            self.pending = False
            self.consultation = None
            self._render_side()
            self._render_answer()
            return
        self.pending = True
        self._render_side()
        self._consult(self.facts, self._seq)

    @work(thread=True, exclusive=True, exit_on_error=False, group="engine")
    def _consult(self, facts: Any, seq: int) -> None:
        with ENGINE_LOCK:
            if seq != self._seq:
                return  # superseded before it started
            try:
                from advisor_tui.card_offers import for_facts
                from rules.pipeline import consult

                result = consult(facts, for_facts(self.kb, self.interview.quotes, facts))
                # "AWS (Tokyo region, ap-northeast-1)" typed at any point: the seller's region on file said beside
                # the picks, as the CLI says it (note 50: the TUI priced us-east-1 without a word)
                from advisor_tui.named_cloud_region import with_region_line

                said = " ".join(e["en"] for e in self.interview.transcript if e.get("who") == "you")
                result = with_region_line(result, said)
                also = self._serving_part(result)
            except AdvisorError as exc:
                self.post_message(ConsultationFailed(seq, exc.message))
                return
            except Exception as exc:  # noqa: BLE001 - shown in one line, never a traceback
                self.post_message(ConsultationFailed(seq, f"internal error: {type(exc).__name__}: {exc}"))
                return
        self.post_message(ConsultationUpdated(seq, result, also))

    def _serving_part(self, result: Any = None) -> dict[str, list[str]] | None:
        """The parts a training answer set aside — the serving question, a teacher's data generation — answered, each
        under its title (in the engine's worker, under its lock)."""
        from advisor_tui import also_asked
        from advisor_tui.commands.recommend import facts_line

        iv = self.interview
        return also_asked.interview_lines(self.kb, iv.raw, iv.serving_part, getattr(iv, "generation_part", {}),
                                          result, facts_line)

    @on(ConsultationUpdated)
    def _consulted(self, message: ConsultationUpdated) -> None:
        if message.seq != self._seq:
            return  # an answer came in meanwhile; its own consultation follows
        self.pending = False
        self.also = message.also
        self.consultation = message.consultation
        self._render_side()
        self._render_answer()

    @on(ConsultationFailed)
    def _consult_failed(self, message: ConsultationFailed) -> None:
        if message.seq != self._seq:
            return
        self.pending = False
        self.consultation = None
        self.show_error(message.error)
        self._render_side()
        self._render_answer()

    # ---------------------------------------------------------------------------- answers
    @on(OptionList.OptionSelected, "#choices")
    def _choice_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.choose(event.option.id or "")

    def choose(self, key: str) -> bool:
        """Answer the current question with the quick reply ``key`` ('skip' skips)."""
        q = self.current_question()
        if q is None:
            return False
        if key == "skip":
            return self.change(lambda iv: iv.skip(q))
        choice = next((c for c in q.choices if c.key == key), None)
        if choice is None:
            return False
        return self.change(lambda iv: iv.answer_choice(q, choice))

    @on(Input.Submitted, "#say")
    def _text_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            choices = self.query_one("#choices", OptionList)
            option = choices.highlighted_option
            if option is not None and self.current_question() is not None:
                self.choose(option.id or "")
            return
        if self.submit(text):
            event.input.value = ""

    def submit(self, text: str) -> bool:
        """A typed reply: read under the question on screen (advisor_tui.replies); a fact given
        earlier is only changed after a yes to the confirmation question."""
        from advisor_tui import replies

        text = " ".join(text.split())[:MAX_SAY_CHARS]
        q = self.current_question()
        if q is not None and q.id == "confirm" and replies.confirm_key(text):
            return self.choose(replies.confirm_key(text) or "no")
        if q is not None and q.id != "confirm" and flow.is_skip(text):
            return self.change(lambda iv: iv.skip(q, said=text))
        raw = self.interview.raw
        under = flow.next_question(raw, self.interview.answered, self.kb) if q is not None and \
            q.id == "confirm" else q
        reply = replies.read_reply(under, text, raw, self.kb, self.lang)
        if reply.error is not None and q is not None and q.id != "confirm" and flow.sounds_unsure(text):
            # "no idea, we just use ComfyUI" at the CUDA question (found running the TUI: refused with "expected yes
            # or no"): the default, said as the skip says it — as replies.answer does
            return self.change(lambda iv: iv.skip(q, said=text))
        if reply.error is not None:
            self.show_error(reply.error.get(self.lang))
            return False

        def mutate(iv: flow.Interview) -> dict[str, Any]:
            if iv.pending_change:
                iv.settle_change(False)  # a new reply instead of yes / no: the earlier fact stays
            return replies.apply_reply(iv, under, text, reply)

        return self.change(mutate, said=text)

    def edit_fact(self, result: dict[str, Any] | None) -> None:
        """Apply what the fact editor returned: {'facts': {...}, 'question': id} or {'clear': fact}."""
        if not result:
            return
        if "clear" in result:
            name = result["clear"]

            def clear(iv: flow.Interview) -> dict[str, Any]:
                iv.clear(name)
                iv.note(f"{flow.fact_label(name, 'en')}: back to the default.",
                        f"{flow.fact_label(name, 'zh')}：恢复默认值。")
                return {name: None}

            self.change(clear)
            return
        facts, qid, said = result["facts"], result.get("question"), result.get("said", "")

        def mutate(iv: flow.Interview) -> dict[str, Any]:
            changed = iv.answer_facts(facts, qid, said)
            if qid == "task" and facts.get("task") == "lora" and result.get("generic"):
                iv.answered = [a for a in iv.answered if a != "method"]
            iv.note("Changed: " + flow.describe_facts(facts, "en", self.kb),
                    "已修改：" + flow.describe_facts(facts, "zh", self.kb), who="facts")
            return changed

        self.change(mutate)

    # ---------------------------------------------------------------------------- actions
    def action_skip(self) -> None:
        q = self.current_question()
        if q is not None:
            self.change(lambda iv: iv.skip(q))

    def action_focus_facts(self) -> None:
        self.add_class("-side-open")  # below 100 columns the answer hides the side panel until asked
        self._side_panel()
        from advisor_tui.tui.widgets.facts_list import FactsList  # with the side panel (interview_view)

        self.query_one("#facts", FactsList).focus()

    def action_focus_input(self) -> None:
        self.remove_class("-side-open")
        self.query_one("#say", Input).focus()

    def action_choice_down(self) -> None:
        self.query_one("#choices", OptionList).action_cursor_down()

    def action_choice_up(self) -> None:
        self.query_one("#choices", OptionList).action_cursor_up()

    @on(OptionList.OptionSelected, "#facts")
    def _fact_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        name = (event.option.id or "").removeprefix("fact-")
        qid = flow.FACT_QUESTION.get(name)
        if qid is None:
            return
        from advisor_tui.tui.screens.fact_edit import FactEditScreen

        q = flow.question(qid, self.interview.raw, self.kb)
        self.app.push_screen(FactEditScreen(q, name, dict(self.interview.raw)), self.edit_fact)

    def on_data_table_row_selected(self, event: Any) -> None:
        if event.data_table.id == "picks-table":
            event.stop()
            self.app.action_why(event.row_key.value)

    def show_error(self, message: str) -> None:
        self.error = message
        line = self._error_line(mount=True)
        line.update(Text("✗ " + spoken(message, self.lang)))
        line.set_class(True, "shown")

    def clear_error(self) -> None:
        self.error = None
        line = self._error_line(mount=False)
        if line is not None:
            line.update("")
            line.set_class(False, "shown")

    # ---------------------------------------------------------------------------- render
    def _language_changed(self, _lang: str) -> None:
        self._render_all()
