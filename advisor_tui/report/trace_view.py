"""The rule trace as the report shows it: consecutive firings of one rule grouped under its
explanation and source, the steps about other cards than the picks folded after a few."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from advisor_tui.report.labels import colon
from advisor_tui.report.sources import Sources
from advisor_tui.report.views import TraceGroup, TraceStep, text_in
from knowledge.text import public_text
from rules.base import RULES_BY_ID

if TYPE_CHECKING:
    from rules.consultation import Consultation

SHOWN_PER_RULE = 3  # a rule that fired for 35 cards shows the picks and 3 others; the rest fold


def trace_card(matched: Any) -> str | None:
    """The card a firing was about, from its matched facts ({"card": id} or {"card": {"card": id}})."""
    if not isinstance(matched, dict):
        return None
    value = matched.get("card")
    if isinstance(value, str):
        return value
    for fact in matched.values():
        if isinstance(fact, dict) and isinstance(fact.get("card"), str):
            return fact["card"]
    return None


def rule_doc(rule_id: str, lang: str) -> str:
    rule = RULES_BY_ID.get(rule_id)
    return "" if rule is None else public_text(text_in(rule.doc, lang))


def trace_groups(consultation: Consultation, lang: str, sources: Sources) -> tuple[TraceGroup, ...]:
    groups: list[TraceGroup] = []
    for t in consultation.trace:
        text = text_in(t.concluded, lang)
        card = trace_card(t.matched)
        if card and card not in text:
            text = f"{card}{colon(lang)}{text}"  # e.g. "no rental price …" says which card
        step = TraceStep(t.seq, text, card)
        last = groups[-1] if groups else None
        if last is not None and last.rule == t.rule and last.source == t.source:
            groups[-1] = TraceGroup(last.rule, last.doc, last.source, last.source_title, (*last.steps, step))
        else:
            groups.append(TraceGroup(t.rule, rule_doc(t.rule, lang), t.source, sources.ref(t.source), (step,)))
    picked = {p.card for p in consultation.picks}
    return tuple(fold(g, picked) for g in groups)


def fold(group: TraceGroup, picked: set[str]) -> TraceGroup:
    """Keep the steps about the picks (and those about no card) and the first few others."""
    shown: list[TraceStep] = []
    folded: list[TraceStep] = []
    others = 0
    for step in group.steps:
        if step.card is None or step.card in picked:
            shown.append(step)
        elif others < SHOWN_PER_RULE or len(group.steps) <= SHOWN_PER_RULE + 2:
            shown.append(step)
            others += 1
        else:
            folded.append(step)
    return replace(group, steps=tuple(shown), folded=tuple(folded))
