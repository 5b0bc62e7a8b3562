"""Why? — the chain of rules behind a pick or a ruled-out card (HOW), and why the current question
is asked (WHY), rendered from the consultation's trace, never from separately written prose."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from advisor_tui.fact_words import spoken
from advisor_tui.i18n import tr
from advisor_tui.safe_text import clean
from advisor_tui.tui.keys import Key, bindings, labels
from advisor_tui.tui.widgets.footer import FittedFooter
from advisor_tui.tui.widgets.memory_bar import short_name
from advisor_tui.tui.widgets.picks_summary import card_text, cost_text, role_text
from advisor_tui.tui.widgets.title_bar import TitleBar
from advisor_tui.vocabulary import part_label
from knowledge.text import public_text

MATCHED_CHARS = 220


def _entry_cards(matched: dict[str, Any]) -> set[str]:
    cards = set()
    for key, value in matched.items():
        if isinstance(value, dict):
            if isinstance(value.get("card"), str):
                cards.add(value["card"])
        elif key == "card" and isinstance(value, str):
            cards.add(value)
    return cards


def chain_for(consultation: Any, card_id: str) -> list[Any]:
    """The trace entries that concluded something about ``card_id``, in firing order."""
    return [e for e in consultation.trace if card_id in _entry_cards(e.matched)]


def job_chain(consultation: Any) -> list[Any]:
    """Trace entries about the job itself (no card): the metric, the budget, what-ifs."""
    return [e for e in consultation.trace if not _entry_cards(e.matched)]


def _value(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}={_value(v)}" for k, v in value.items()) + "}"
    return str(value)


def matched_text(matched: dict[str, Any]) -> str:
    parts = []
    for key, value in matched.items():
        if isinstance(value, dict):
            parts.extend(f"{key}.{k}={_value(v)}" for k, v in value.items() if k not in ("kind", "n"))
        else:
            parts.append(f"{key}={_value(value)}")
    text = " · ".join(parts)
    return text if len(text) <= MATCHED_CHARS else text[:MATCHED_CHARS - 1] + "…"


def render_entries(entries: list[Any], lang: str) -> Text:
    from rules.base import RULES_BY_ID

    out = Text()
    for i, entry in enumerate(entries, 1):
        rule = RULES_BY_ID.get(entry.rule)
        out.append(f"{i}. ", style="bold")
        out.append(entry.rule, style="bold")
        out.append(tr(lang, f"  · source {entry.source}", f"  · 出处 {entry.source}"))
        out.append("\n")
        if rule is not None:
            out.append(tr(lang, "   rule: ", "   规则："), style="italic")
            out.append(spoken(public_text(rule.doc.get(lang)), lang) + "\n")
        if entry.matched:
            out.append(tr(lang, "   matched: ", "   匹配事实："), style="italic")
            out.append(matched_text(entry.matched) + "\n")
        out.append("   ⇒ ", style="bold")
        out.append(spoken(entry.concluded.get(lang), lang) + "\n")
    return out


def render_reasons(reasons: Any, lang: str) -> Text:
    out = Text()
    for reason in reasons:
        out.append("• ", style="bold")
        out.append(spoken(reason.text.get(lang), lang))
        out.append(f"  [{reason.rule} · {reason.source}]\n", style="italic")
    return out


class WhyScreen(Screen):
    CSS_PATH = "why.tcss"  # its rules, parsed when it first opens (not before the first screen)
    KEYS = (Key("escape", "app.pop_screen", "back", "Back", "返回", "Back to the interview", "返回问答"),)
    BINDINGS = bindings(KEYS)
    LABELS = labels(KEYS)

    def __init__(self, consultation: Any, question: Any, target: str | None = None) -> None:
        super().__init__()  # no id: a new one is pushed while the one it replaces is still being removed
        self.consultation = consultation
        self.question = question
        self.target = target

    @property
    def lang(self) -> str:
        return self.app.lang

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="why-body"):
            yield OptionList(id="why-targets")
            with VerticalScroll(id="why-detail-scroll"):
                yield Static(id="why-detail")
        yield FittedFooter()

    def on_mount(self) -> None:
        self.watch(self.app, "lang", lambda _lang: self._render_targets(), init=False)
        self._render_targets()
        self.query_one("#why-targets", OptionList).focus()

    def _targets(self) -> list[Option]:
        lang, c = self.lang, self.consultation
        options: list[Option] = []
        if self.question is not None:
            options.append(Option(Text("? " + tr(lang, "Why this question", "为什么问这个问题"), style="bold"),
                                  id="question"))
        if c is not None:
            options.append(Option(Text(tr(lang, "Picks", "推荐"), style="bold underline"), disabled=True))
            for pick in c.picks:
                colon = tr(lang, ": ", "：")
                line = f"✓ {pick.rank} {role_text(pick.roles, lang)}{colon}{card_text(pick)}"
                options.append(Option(Text(clean(line)),
                                      id=f"pick:{pick.card}"))
            options.append(Option(Text(tr(lang, "The job", "任务本身"), style="bold underline"), disabled=True))
            options.append(Option(tr(lang, "  memory need: how it was computed", "  显存需求：怎么算的"),
                                  id="requirement"))
            options.append(Option(tr(lang, f"  caveats ({len(c.caveats)})", f"  注意事项（{len(c.caveats)}）"),
                                  id="caveats"))
            options.append(Option(tr(lang, "  rules about the job", "  关于任务的规则"), id="job"))
            if getattr(self.app, "verify_result", None):
                options.append(Option(tr(lang, "  day-one verification (verify)", "  上机验证（verify）"), id="verify"))
            options.append(Option(Text(tr(lang, f"Ruled out ({len(c.rejected)})", f"已排除（{len(c.rejected)}）"),
                                       style="bold underline"), disabled=True))
            kb = self.app.kb
            for rej in c.rejected:
                first = _concern_words(rej.why[0].rule, lang) if rej.why else ""
                options.append(Option(Text(clean(f"✗ {short_name(kb.card(rej.card).name)} — {first}")),
                                      id=f"rejected:{rej.card}"))
        return options

    def _render_targets(self) -> None:
        targets = self.query_one("#why-targets", OptionList)
        current = targets.highlighted_option.id if targets.highlighted_option is not None else None
        wanted = current or self.target
        targets.clear_options()
        options = self._targets()
        targets.add_options(options)
        index = next((i for i, o in enumerate(options) if wanted and o.id and o.id.endswith(wanted)), None)
        if index is None:
            index = next((i for i, o in enumerate(options) if not o.disabled), None)
        if index is not None:
            targets.highlighted = index
            self._show(options[index].id or "")
        else:
            self.query_one("#why-detail", Static).update(
                tr(self.lang, "Nothing to explain yet: answer a question first.", "暂无可解释的内容：请先回答问题。"))

    @on(OptionList.OptionHighlighted, "#why-targets")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show(event.option.id or "")

    def _show(self, target: str) -> None:
        self.query_one("#why-detail", Static).update(self.detail(target))
        self.query_one("#why-detail-scroll").scroll_home(animate=False)

    def detail(self, target: str) -> Text:
        lang, c = self.lang, self.consultation
        out = Text()
        if target == "question" and self.question is not None:
            q = self.question
            out.append(q.text.get(lang) + "\n\n", style="bold")
            out.append(q.why.get(lang) + "\n\n")
            out.append(tr(lang, f"Source: {q.source}. Skipping it uses: {q.skip.en}.",
                          f"出处：{q.source}。跳过则使用：{q.skip.zh}。"), style="italic")
            return out
        if c is None:
            return out
        kb = self.app.kb
        if target.startswith("pick:"):
            card = target.split(":", 1)[1]
            pick = next(p for p in c.picks if p.card == card)
            cost = cost_text(pick, lang, c.facts.days, buying=c.facts.procure == "buy")
            out.append(tr(lang, f"{card_text(pick)} — {role_text(pick.roles, lang)}, {cost}\n",
                          f"{card_text(pick)}——{role_text(pick.roles, lang)}，{cost}\n"), style="bold")
            if pick.offer is not None:
                o = pick.offer
                out.append(tr(lang, f"Offer: {o.provider_name}, {o.usage_text.en}",
                              f"报价：{o.provider_name}，{o.usage_text.zh}") + "\n")
                if o.conversion is not None:
                    out.append(o.conversion.get(lang) + "\n", style="italic")
            out.append("\n" + tr(lang, "Why this pick", "为什么推荐") + "\n", style="bold")
            out.append_text(render_reasons(pick.why, lang))
            out.append("\n" + tr(lang, "The chain of rules (HOW)", "推理链（HOW）") + "\n", style="bold")
            out.append_text(render_entries(chain_for(c, card), lang))
            return out
        if target.startswith("rejected:"):
            card = target.split(":", 1)[1]
            rej = next(r for r in c.rejected if r.card == card)
            out.append(tr(lang, f"{kb.card(card).name} — ruled out\n", f"{kb.card(card).name}——已排除\n"),
                       style="bold")
            out.append_text(render_reasons(rej.why, lang))
            out.append("\n" + tr(lang, "The chain of rules (HOW)", "推理链（HOW）") + "\n", style="bold")
            out.append_text(render_entries(chain_for(c, card), lang))
            return out
        if target == "requirement":
            req = c.requirement
            out.append(tr(lang, f"Memory need: {req.vram_gb:.1f} GB\n\n", f"显存需求：{req.vram_gb:.1f} GB\n\n"),
                       style="bold")
            formula = getattr(req, "formula", None)
            if formula is not None:
                out.append(formula.get(lang) + "\n\n")
            for key, value in (getattr(req, "breakdown", {}) or {}).items():
                if value:
                    colon = "：" if lang == "zh" else ": "
                    out.append(f"  {part_label(key, lang)}{colon}{value:.1f} GB\n")
            out.append(tr(lang, "Capacities on the memory bars are usable GB (10^9 bytes): a card sold as "
                                "80 GB has 80 GiB ≈ 85.9 GB, less the driver's reserve and any ECC carve-out.\n",
                          "显存条上的容量是可用 GB（10^9 字节）：标称 80 GB 的卡实际是 80 GiB ≈ 85.9 GB，"
                          "再减去驱动预留和 ECC 占用。\n"), style="italic")
            for note in getattr(req, "notes", ()) or ():
                said = note.get(lang) if hasattr(note, "get") else str(note)
                out.append("• " + spoken(said, lang) + "\n", style="italic")
            return out
        if target == "caveats":
            for caveat in c.caveats:
                out.append(f"! {caveat.id}\n", style="bold")
                out.append(spoken(caveat.text.get(lang), lang) + "\n")
                out.append(f"  [{caveat.rule} · {caveat.source}]\n\n", style="italic")
            if not c.caveats:
                out.append(tr(lang, "No caveats.", "没有注意事项。"))
            return out
        if target == "verify" and getattr(self.app, "verify_result", None):
            from advisor_tui.verify import attach

            found = attach.lines(self.app.verify_result, lang)
            out.append(attach.title(lang) + "\n", style="bold")
            out.append(found[0] + "\n\n")
            for line in found[1:]:
                out.append(line + "\n", style="bold red" if line.startswith("✗") else "")
            return out
        if target == "job":
            out.append_text(render_entries(job_chain(c), lang))
            for what in c.what_if:
                out.append("→ " + spoken(what.text.get(lang), lang) + "\n", style="italic")
            return out
        return out


# A ruled-out card's first reason in the list, in the person's words (the rule id is in the detail).
CONCERN_WORDS = {
    "memory": ("not enough memory", "显存不够"), "budget": ("over budget", "超出预算"),
    "capability": ("cannot run this stack", "跑不了这套软件"), "compliance": ("compliance", "合规不满足"),
    "ecosystem": ("software ecosystem", "软件生态不符"), "interconnect": ("multi-GPU link", "多卡互联不行"),
    "market": ("market / seller", "市场或卖家不合适"), "pricing": ("no usable price", "没有可用报价"),
    "ranking": ("out-ranked", "有更优的选择"), "supply": ("not rentable here", "这里租不到"),
    "workload": ("wrong for this task", "不适合这个任务"), "caveats": ("caveat", "注意事项"),
}


def _concern_words(rule_id: str, lang: str) -> str:
    from rules.base import RULES_BY_ID

    rule = RULES_BY_ID.get(rule_id)
    pair = CONCERN_WORDS.get(rule.concern) if rule is not None else None
    return rule_id if pair is None else pair[lang == "zh"]
