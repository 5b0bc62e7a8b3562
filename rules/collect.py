"""The consultation's sink: collects what the rules conclude (``rules.engine.Sink``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from knowledge.schema import I18n
from rules.consultation import Caveat, Reason, TraceEntry
from rules.engine import Rule


class Collector:
    """Receives every conclusion of one consultation: the trace, rejections, feasible cards,
    the reasons behind each pick, caveats, the metric, and the texts kept out of the engine."""

    def __init__(self, *, traced: bool = True) -> None:
        # a what-if variant's answer is read for its picks alone: it keeps no trace
        self.traced = traced
        self.trace: list[TraceEntry] = []
        self.rejected: dict[str, list[Reason]] = {}
        self.feasible_cards: dict[str, tuple[int, str]] = {}
        self.why: dict[str, list[Reason]] = {}
        self.caveats: dict[str, Caveat] = {}
        self.metric_name = "bandwidth"
        self.advice_rule: str | None = None
        self._seen: set[tuple[str, str]] = set()
        # (fact kind, card) → texts for rule actions; kept out of the engine (see base.info)
        self.info: dict[tuple[str, str], dict[str, Any]] = {}
        self.need_gb = 0.0
        self.demoted: set[str] = set()  # market rules: ranked after the other candidates
        self.demotions: dict[str, list[Reason]] = {}  # each card's reasons for being ranked after
        self._caveat_extra: dict[str, list[str]] = {}  # per-card caveats: the other cards

    # engine rules ------------------------------------------------------------------------
    def fired(self, rule: Rule, matched: Mapping[str, Any], concluded: I18n | None) -> None:
        if not self.traced:
            return
        if concluded is None:
            concluded = I18n(en=rule.doc.en, zh=rule.doc.zh)
        card = None  # the first matched fact's card, if any
        for f in matched.values():
            if (type(f) is dict or isinstance(f, Mapping)) and "card" in f:
                card = f["card"]
                break
        key = (rule.id, card if card else repr(sorted((k, sorted(v.items()))
                                                       for k, v in matched.items())))
        if key in self._seen:
            return  # an `a | b` condition fires once per true branch; record it once
        self._seen.add(key)
        if card and card not in concluded.en:
            concluded = I18n(en=f"{card}: {concluded.en}", zh=f"{card}：{concluded.zh}")
        self.trace.append(TraceEntry(len(self.trace) + 1, rule.id, dict(matched), concluded,
                                     rule.source))

    def reject(self, card: str, rule: Rule, text: I18n) -> None:
        self.rejected.setdefault(card, []).append(Reason(rule.id, text, rule.source))

    def feasible(self, card: str, gpus: int, mode: str, rule: Rule) -> None:
        self.feasible_cards[card] = (gpus, mode)

    def note(self, card: str, rule: Rule, text: I18n) -> None:
        self.why.setdefault(card, []).append(Reason(rule.id, text, rule.source))

    def metric(self, name: str, rule: Rule) -> None:
        self.metric_name = name

    def caveat(self, caveat_id: str, rule: Rule, text: I18n, card: str | None = None) -> None:
        known = self.caveats.get(caveat_id)
        if known is None:
            self.caveats[caveat_id] = Caveat(caveat_id, text, rule.id, rule.source, card)
        elif rule.per_card and card and card not in self._caveat_cards(known):
            # one id per answer (v1 contract), one sentence per card it concerns
            self.caveats[caveat_id] = replace(known, text=I18n(
                en=f"{known.text.en} {text.en}", zh=f"{known.text.zh}{text.zh}"))
            self._caveat_extra.setdefault(caveat_id, []).append(card)

    def _caveat_cards(self, caveat: Caveat) -> list[str]:
        return [caveat.card or "", *self._caveat_extra.get(caveat.id, [])]

    def advice(self, rule: Rule) -> None:
        self.advice_rule = rule.id

    def demote(self, card: str, rule: Rule, text: I18n) -> None:
        self.demoted.add(card)
        reason = Reason(rule.id, text, rule.source)
        self.why.setdefault(card, []).append(reason)
        self.demotions.setdefault(card, []).append(reason)

    def undemote(self, card: str, rule_id: str) -> None:
        """Take back one rule's demotion of ``card`` (a fact known only after the engine ran says it does not
        apply), keeping any other rule's."""
        self.why[card] = [r for r in self.why.get(card, []) if r.rule != rule_id]
        left = [r for r in self.demotions.get(card, []) if r.rule != rule_id]
        self.demotions[card] = left
        if not left:
            self.demoted.discard(card)

    # step rules --------------------------------------------------------------------------
    def step(self, rule: Rule, matched: Mapping[str, Any], concluded: I18n,
             source: str | None = None) -> None:
        if not self.traced:
            return
        self.trace.append(TraceEntry(len(self.trace) + 1, rule.id, dict(matched), concluded,
                                     source or rule.source))

    def reasons_for(self, card: str, rule_ids: tuple[str, ...]) -> tuple[Reason, ...]:
        """The trace's conclusions about one card by the given rules, as reasons."""
        out = []
        for entry in self.trace:  # the rule first: most entries are some other rule's, read no further
            if entry.rule not in rule_ids:
                continue
            fact = entry.matched.get("card", {})
            if isinstance(fact, dict) and fact.get("card") == card:
                out.append(Reason(entry.rule, entry.concluded, entry.source))
        return tuple(out)
