"""How the interview screen draws itself from its state: the question with its quick replies and
placeholder, the answer with the picks table, and the side panel (facts, memory, picks, caveats).
A mixin of ``InterviewScreen``: it reads the screen's state and never changes it."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from advisor_tui.fact_words import spoken
from advisor_tui.i18n import tr
from advisor_tui.safe_text import clean
from advisor_tui.tui.widgets.conversation import Conversation
from advisor_tui.tui.widgets.fitted_input import FittedInput
from advisor_tui.tui.widgets.question_text import QuestionText
from knowledge.text import I18n

_FACTS = I18n(en="Facts — select one to change it", zh="已知条件——选中可修改")
_MEMORY = I18n(en="Memory: need / usable per GPU", zh="显存：每卡需要 / 可用")
_PICKS = I18n(en="Picks", zh="推荐")
_CAVEATS = I18n(en="Caveats", zh="注意事项")
_APPEARS = I18n(en="Appears once the task and the model (or its size) are known.",
                zh="知道任务和模型（或参数量）后显示。")


def _waiting_panel(lang: str, short: bool) -> Content:
    """The side panel before any fact: its sections' titles, each as its own widget draws it (a short terminal
    drops the sections' one-line margins, app.tcss)."""
    title, gap = "$text-accent bold", "\n" if short else "\n\n"
    appears = _APPEARS.get(lang)
    return Content.assemble((_FACTS.get(lang), title), gap, (_MEMORY.get(lang), title), "\n", (appears, "italic"),
                            gap, (_PICKS.get(lang), title), "\n", (appears, "italic"), gap,
                            (_CAVEATS.get(lang), title))


class InterviewView:
    """Rendering for ``InterviewScreen`` (which provides the state and Textual's query API)."""

    interview: Any
    consultation: Any
    facts: Any
    error: str | None
    pending: bool

    def _side_panel(self) -> None:
        """The side panel's sections, mounted in place of the first screen's placeholder (once)."""
        if getattr(self, "_side_mounted", False):
            return
        self._side_mounted = True  # the removal below completes later: a second call must not mount again
        # the side panel's widgets are imported with the first fact, as they are mounted (~1 % of the first screen)
        from advisor_tui.tui.widgets.caveat_list import CaveatList
        from advisor_tui.tui.widgets.facts_list import FactsList
        from advisor_tui.tui.widgets.memory_bar import MemoryBar
        from advisor_tui.tui.widgets.picks_summary import PicksSummary

        self.query("#side-waiting").remove()
        self.query_one("#side").mount(
            Static(id="facts-title", classes="section-title"), FactsList(id="facts"),
            MemoryBar(id="memory", classes="section"), PicksSummary(id="picks", classes="section"),
            CaveatList(id="caveats", classes="section"))
        self._render_titles()

    def _render_titles(self) -> None:
        lang = self.lang
        if not getattr(self, "_side_mounted", False):
            return  # the placeholder draws its own (_render_side)
        from advisor_tui.tui.widgets.caveat_list import CaveatList
        from advisor_tui.tui.widgets.memory_bar import MemoryBar
        from advisor_tui.tui.widgets.picks_summary import PicksSummary

        self.query_one("#memory", MemoryBar).set_title(_MEMORY.get(lang))
        self.query_one("#picks", PicksSummary).set_title(_PICKS.get(lang))
        self.query_one("#caveats", CaveatList).set_title(_CAVEATS.get(lang))
        self.query_one("#facts-title", Static).update(_FACTS.get(lang))

    def _render_all(self) -> None:
        lang = self.lang
        self._render_titles()
        self.query_one(Conversation).show(self.interview.transcript, lang)
        self._render_question()
        self._render_answer()
        self._render_side()
        if self.error:
            self.show_error(self.error)
        else:
            self.clear_error()

    def _render_question(self) -> None:
        lang = self.lang
        q = self.current_question()
        box = self.query_one("#question")
        box.display = q is not None
        self.set_class(q is None, "-answered")
        say = self.query_one("#say", FittedInput)
        if q is None:
            say.offer([tr(lang, "Change anything: “128k context”, “budget 5000 CNY a month”",
                          "直接修改：「128k 上下文」「每月预算 5000 元」"),
                       tr(lang, "Change anything: “128k context”", "直接修改：「128k 上下文」")])
            return
        self._render_question_text(q)
        choices = self.query_one("#choices", OptionList)
        choices.clear_options()
        options = [Option(Text(clean(c.label.get(lang))), id=c.key) for c in q.choices]
        options.append(Option(tr(lang, f"Skip / don't know (default: {q.skip.en})",
                                 f"跳过 / 不知道（默认：{q.skip.zh}）"), id="skip"))
        choices.add_options(options)
        # Enter on an empty line takes the highlighted option: the stated default, never a first
        # choice the person did not pick ("needs CUDA", "国内合规：是" were taken by an Enter)
        choices.highlighted = len(options) - 1
        say.offer([tr(lang, f"Type an answer ({q.hint.en}) or the whole job in one sentence",
                      f"输入答案（{q.hint.zh}），或用一句话描述整个任务"),
                   tr(lang, f"Answer: {q.hint.en}", f"回答：{q.hint.zh}"),
                   tr(lang, "Type an answer or the whole job", "输入答案或一句话描述任务"),
                   tr(lang, "Type an answer", "输入答案")])

    def _render_question_text(self, q: Any) -> None:
        """The question and its reason, dropped on a short terminal."""
        lang = self.lang
        title = Text()
        if q.id != "confirm":  # a confirmation is not one of the interview's questions
            title.append(f"{self.interview.counter()} ", style="bold")
        title.append(q.text.get(lang), style="bold")
        why = "" if self.has_class("-short") else tr(lang, "Why: ", "为什么问：") + q.short.get(lang)
        self.query_one("#question-text", QuestionText).show(title, why)

    def _render_answer(self) -> None:
        lang = self.lang
        done = self.current_question() is None
        found = self.query("#answer")
        if found:
            found.first().display = done
        if not done:
            return
        if not found:
            self._mount_answer()
        lines = self.query_one("#answer-lines", Static)
        table, reasons = self._answer_widgets()
        hint = self.query_one("#answer-hint", Static)
        c = self.consultation
        if c is None:
            lines.update(Text(tr(lang, "Working it out…", "正在计算…") if self.pending else
                              tr(lang, "No answer yet: see the error above.", "暂无结论：见上方错误。"),
                              style="italic"))
            table.display = reasons.display = False
            hint.update("")
            return
        head = Text()
        head.append(tr(lang, "Answer  ", "结论  "), style="bold")
        shown = [c.answer[-1]] if c.picks and c.answer else list(c.answer)
        head.append("\n".join(spoken(line.get(lang), lang) for line in shown))
        from advisor_tui.named_cards import verdicts

        iv = self.interview
        said = verdicts(iv.named_cards, c, owned=frozenset(iv.owned_cards), renting=not iv.no_rent,
                        adding=getattr(iv, "adding", None))
        for verdict in said:
            head.append("\n" + verdict.text.get(lang))
        also = (getattr(self, "also", None) or {}).get(lang)
        if also:  # the parts a message asked beside the training (the CLI's ALSO ASKED; review 87 c01, review 97 c05)
            from advisor_tui.also_asked import is_title

            for line in also:
                if is_title(line):
                    head.append("\n" + line, style="bold")
                else:
                    head.append("\n  " + spoken(line, lang))
        # (the CLI's, review 80 c05)
        if iv.no_rent and any(v.verdict in ("works", "picked", "owned", "add") for v in said):
            head.append(tr(lang, "\n↓ You said you will not rent: the picks below are only for comparison.",
                           "\n↓ 你说了不租：下面的推荐只供对照。"), style="italic")
        if self.has_class("-narrow"):  # the side panel is folded away: say where it is
            head.append(tr(lang, "\nCtrl+F: facts, memory and caveats", "\nCtrl+F：条件、显存和注意事项"),
                        style="italic")
        lines.update(head)
        table.display = reasons.display = bool(c.picks)
        if c.picks:
            table.show(c, lang)
        reasons.show(c, lang)
        hint.update(Text(tr(lang, "Enter on a row or F1: why · F4: export · type to change anything",
                            "选中一行回车或 F1：为什么 · F4：导出 · 直接输入即可修改"), style="italic"))

    def _mount_answer(self) -> None:
        """The answer's box, mounted above the text box the first time an answer is shown (the
        first screen asks a question: a hidden box there was styled and laid out for nothing)."""
        box = Vertical(id="answer")
        self.query_one("#left").mount(box, before="#say")
        box.mount(Static(id="answer-lines"), Static(id="answer-hint"))

    def _error_line(self, mount: bool) -> Any:
        """The one-line error under the text box; mounted with the first error (None before)."""
        found = self.query("#error")
        if found:
            return found.first(Static)
        if not mount:
            return None
        line = Static(id="error")
        self.query_one("#left").mount(line, after="#say")
        return line

    def _answer_widgets(self) -> tuple[Any, Any]:
        """The picks table and the reasons under it, mounted the first time an answer is shown."""
        from advisor_tui.tui.widgets.picks_table import PickReasons, PicksTable

        found = self.query("#picks-table")
        if found:
            return found.first(PicksTable), self.query_one("#pick-reasons", PickReasons)
        table, reasons = PicksTable(id="picks-table"), PickReasons(id="pick-reasons")
        self.query_one("#answer").mount(table, reasons, before="#answer-hint")
        return table, reasons

    def _render_side(self) -> None:
        lang = self.lang
        if self.consultation is None and not self.pending and not self.interview.given():
            if not getattr(self, "_side_mounted", False):  # the first screen: nothing known yet, one widget says so
                self.query_one("#side-waiting", Static).update(_waiting_panel(lang, self.has_class("-short")))
                return
        self._side_panel()
        from advisor_tui.tui.widgets.caveat_list import CaveatList
        from advisor_tui.tui.widgets.facts_list import FactsList
        from advisor_tui.tui.widgets.memory_bar import MemoryBar, rows_for
        from advisor_tui.tui.widgets.picks_summary import PicksSummary

        # the answer's own assumptions: it may lead with a precision of its choosing (rules.precision_lead)
        assumed = (self.consultation.facts.assumed if self.consultation is not None
                   else self.facts.assumed if self.facts is not None else ())
        # the knowledge loads on first use
        kb = self.kb if self.interview.raw.get("model") or self.interview.raw.get("models") else None
        self.query_one("#facts", FactsList).show(self.interview.given(), assumed, lang, kb)
        memory = self.query_one("#memory", MemoryBar)
        picks = self.query_one("#picks", PicksSummary)
        caveats = self.query_one("#caveats", CaveatList)
        c = self.consultation
        if c is None:
            waiting = tr(lang, "Working it out…", "正在计算…") if self.pending else _APPEARS.get(lang)
            memory.wait(waiting)
            picks.wait(waiting)
            caveats.show(None, lang)
            return
        req = c.requirement
        top = c.picks[0] if c.picks else None
        # a media job's GPUs each hold the whole model and take their own files: nothing is split
        media = top is not None and getattr(top.job, "kind", None) == "media"
        split = (float(top.per_gpu_need_gb), top.gpus) if top is not None and top.gpus > 1 and not media \
            else None
        memory.show(float(req.vram_gb), dict(getattr(req, "breakdown", {}) or {}), rows_for(c, self.kb), lang,
                    split)
        picks.show(c, lang)
        caveats.show(c, lang)
