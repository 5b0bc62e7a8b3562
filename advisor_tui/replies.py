"""A typed reply in the interview (or in Edit facts): what it means, and what it would change.

Plain Python (no Textual). One reading for every typed reply:

* a quick reply's label or key picks that choice;
* otherwise the free-text reader reads it *as an answer to the question on screen*
  (``understand.parse(..., question=...)``): "2k" under the context question is 2,048 tokens,
  a bare amount under the budget question takes the session's currency;
* every fact read echoes the words it came from; facts read with low confidence are marked;
* a fact the person gave earlier is never replaced silently: a different value for it — outside
  the question being answered — becomes a proposal the interview asks about
  ("You said ¥300 in total before: change it to ¥2,000 a month?");
* what cannot be read is one line in the session's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from advisor_tui import interview as flow
from knowledge.errors import InputError
from knowledge.text import I18n


@dataclass
class Reply:
    facts: dict[str, Any] = field(default_factory=dict)  # apply now
    changes: dict[str, Any] = field(default_factory=dict)  # would replace earlier facts: ask first
    notes: list[tuple[str, str]] = field(default_factory=list)  # (en, zh): doubts, conflicts, notes
    error: I18n | None = None
    echo: dict[str, tuple[str, str]] = field(default_factory=dict)  # fact → (en, zh) with its words
    cards: tuple[tuple[str, int | None, bool], ...] = ()  # cards named ("is a 4090 ok?"): answered, never a fact
    quotes: tuple[Any, ...] = ()  # prices said for a named card (advisor_tui.card_offers.Quote): offers
    owned: frozenset[str] = frozenset()  # the named cards the person has ("we have two 3090s")
    no_rent: bool = False  # renting refused beside them ("不想租云")
    adding: Any = None  # cards to add to the owned ones ("想再加一张卡"): advisor_tui.understand.result.AddedCards
    serving_part: dict[str, Any] = field(default_factory=dict)  # a second question's own facts (advisor_tui.also_asked)
    generation_part: dict[str, Any] = field(default_factory=dict)  # a teacher's data generation (the same)


def _same(key: str, old: Any, new: Any) -> bool:
    if key == "budget":
        try:
            # the same amount said as a round figure or a limit is not a change worth a question
            return ({k: v for k, v in (flow.budget_dict(old) or {}).items() if k != "approx"}
                    == {k: v for k, v in (flow.budget_dict(new) or {}).items() if k != "approx"})
        except InputError:
            return False
    if isinstance(old, (int, float)) and isinstance(new, (int, float)) and not isinstance(old, bool):
        return abs(float(old) - float(new)) < 1e-9
    return old == new


def replaces(raw: Mapping[str, Any], key: str, value: Any) -> bool:
    """Would setting ``key`` = ``value`` change a fact given earlier (a model and a bare size
    count as one fact)?"""
    if key == "model" and raw.get("model") is None and raw.get("params_b") is not None:
        return True
    if key == "params_b" and raw.get("model") is not None:
        return True
    one = ("model", "params_b", "vram_gb")  # one model (or its size), or several on one box
    if (key in one and raw.get("models")) or (key == "models" and any(raw.get(k) is not None for k in one)):
        return True
    old = raw.get(key)
    return old is not None and not _same(key, old, value)


def split(raw: Mapping[str, Any], facts: Mapping[str, Any], own: tuple[str, ...]) -> tuple[dict, dict]:
    """(apply now, ask first): the question's own facts apply; others that change an earlier
    value wait for a confirmation."""
    now, ask = {}, {}
    for key, value in facts.items():
        if key not in own and replaces(raw, key, value):
            ask[key] = value
        elif not (raw.get(key) is not None and _same(key, raw.get(key), value)) or key in own:
            now[key] = value
    return now, ask


def own_facts(q: flow.Question | None) -> tuple[str, ...]:
    if q is None:
        return ()
    from advisor_tui.understand.scope import QUESTION_FACTS

    return tuple({q.fact, *q.facts, *QUESTION_FACTS.get(q.id, ())})


def read_reply(q: flow.Question | None, text: str, raw: Mapping[str, Any], kb: Any,
               lang: str = "en", today: Any = None) -> Reply:
    """Read ``text`` typed under question ``q`` (None: no question on screen)."""
    text = " ".join(text.split())
    if q is not None:
        choice = flow.match_choice(q, text)
        if choice is not None:
            return Reply(facts=dict(choice.facts))
    from advisor_tui import understand

    qid = q.id if q is not None and q.id != "confirm" else None
    currency = flow.session_currency(raw, lang, text)
    u = understand.parse(text, kb, question=qid, currency=currency, today=today, region=raw.get("region"),
                         task=raw.get("task"))
    placed = flow.session_currency({**raw, **{k: v for k, v in u.facts.items() if k in ("region", "compliance")}},
                                   lang, text)
    if "budget" in u.facts and placed != currency:
        # the reply places the job itself ("公司部署…合规…预算每月 3 万" typed in an English session): its bare amount
        # takes that region's currency, as the same words given with --say do (found running the TUI: $30,000)
        u = understand.parse(text, kb, question=qid, currency=placed, today=today, region=raw.get("region"),
                             task=raw.get("task"))
    from advisor_tui.two_models import one_box, the_larger, the_main

    u = one_box(u, kb, raw) or the_larger(u, kb, raw) or the_main(u, kb, raw) or u  # both, the larger, the main
    facts = dict(understand.merge({}, u))
    # "about 60 people use it": sized at its busiest share meanwhile (review 25 M6); data that must stay in Brazil
    facts.update(u.implied(facts, raw))
    if "budget" in facts and raw.get("fx") is None:
        # "€2,500 a month … 1 EUR = 1.08 USD": the budget kept in the person's currency with their rate, as --say does
        # (advisor_tui.said_currency), so the answer's figures are in the money they think in (note 50: the TUI
        # showed "$2,700/month" where the CLI shows euros)
        from advisor_tui.said_currency import in_said_currency

        facts, u = in_said_currency(facts, u, {})
    lines = list(zip(understand.describe(u, "en"), understand.describe(u, "zh")))
    echo, notes = {k: _echo(k, v, u.span_text(k).strip(), kb) for k, v in facts.items()}, lines[len(u.facts):]
    doubtful = set(u.doubtful)
    for key in facts:
        if key in doubtful:
            label_en, label_zh = flow.fact_label(key, "en"), flow.fact_label(key, "zh")
            notes.append((f"{label_en}: not sure I read that right — change it under Edit facts if not",
                          f"{label_zh}：不确定是否理解对了——不对的话请在“改条件”里修改"))
    if not facts and q is not None and qid is not None:
        try:
            facts = flow.parse_answer(q, text, raw, kb, lang)
            notes, echo = [], {}
        except InputError as exc:
            return Reply(notes=notes, error=_error(q, text, exc.message))
    if not facts:
        return Reply(notes=notes, error=I18n(
            en=f"Didn't catch anything in {text[:40]!r}: pick a choice or rephrase.",
            zh=f"没能从“{text[:40]}”中理解出条件：请选一个选项或换个说法。"))
    own = own_facts(q)
    # the question's own facts apply as answered; one given before is its main fact (the method
    # question refines a generic "fine-tune") or it is asked about like any other change
    own = tuple(k for k in own if q is not None and (k == q.fact or raw.get(k) is None))
    now, ask = split(raw, facts, own)
    # (card, how many, refused): "我有两张 3090" is answered for two, as the CLI answers it (the TUI kept ids alone)
    cards = tuple(dict.fromkeys((c.card, c.count, bool(c.refused)) for c in u.mentioned_cards if c.card))
    from advisor_tui.also_asked import own_facts as serving_facts
    from advisor_tui.card_offers import from_mentions

    return Reply(facts=now, changes=ask, notes=notes, echo=echo, cards=cards, quotes=from_mentions(u.mentioned_cards),
                 owned=u.owned_cards(), no_rent=u.owns_cards(), adding=u.adding,
                 serving_part=serving_facts({**raw, **facts}, u), generation_part=dict(u.generation_part))


_YES = ("yes", "y", "ok", "okay", "sure", "yes please", "change it", "yes, change it", "是", "是的", "对",
        "好", "好的", "改", "改吧", "改过来", "要", "嗯")
_NO = ("no", "n", "nope", "keep", "keep it", "no, keep it", "否", "不", "不用", "不要", "不改", "保持",
       "保持原来的", "算了")


def confirm_key(text: str) -> str | None:
    """'yes' / 'no' for a reply to the confirmation question, None when it is something else."""
    t = text.strip().lower().rstrip("。.!！")
    return "yes" if t in _YES else "no" if t in _NO else None


def apply_reply(iv: flow.Interview, q: flow.Question | None, text: str, reply: Reply) -> dict[str, Any]:
    """Apply what a reply settles, echo each fact with its words, and ask about the rest."""
    own = own_facts(q)
    settle = q.id if q is not None and q.id != "confirm" and any(k in own for k in reply.facts) else None
    changed = iv.answer_facts(reply.facts, settle, text) if reply.facts else {}
    shown = [line for key, line in reply.echo.items() if key in reply.facts]
    if shown:
        iv.note("Understood: " + "; ".join(en for en, _ in shown),
                "理解为：" + "；".join(zh for _, zh in shown), who="facts")
    elif reply.facts and (q is None or q.id == "model" or len(reply.facts) > 1):
        iv.note("Understood: " + flow.describe_facts(reply.facts, "en"),
                "理解为：" + flow.describe_facts(reply.facts, "zh"), who="facts")
    for en, zh in reply.notes:
        iv.note(en, zh)
    if reply.cards:
        iv.name_cards(reply.cards, reply.owned, reply.no_rent, reply.adding)
    if reply.quotes:
        iv.add_quotes(reply.quotes)
    if reply.serving_part:
        iv.serving_part = dict(reply.serving_part)
    if reply.generation_part:
        iv.generation_part = dict(reply.generation_part)
    if reply.changes:
        first = next(iter(reply.changes))
        iv.propose(reply.changes, flow.FACT_QUESTION.get(first))
    return changed


def answer(iv: flow.Interview, text: str, kb: Any, lang: str = "en", today: Any = None) -> Reply:
    """The whole turn, as the interview screen takes it (used by tests and the screen alike):
    a yes / no to a pending confirmation, a skip, or a reply read under the question on screen.
    Returns the reply (its ``error`` set when nothing was applied)."""
    text = " ".join(text.split())
    q = iv.next_question(kb)
    if q is not None and q.id == "confirm":
        key = confirm_key(text)
        if key is not None:
            choice = next(c for c in q.choices if c.key == key)
            iv.answer_choice(q, choice)
            return Reply()
        iv.settle_change(False)  # something else: the earlier fact stays, the new text is read
        q = iv.next_question(kb)
    if q is not None and flow.is_skip(text):
        iv.skip(q, said=text)
        return Reply()
    reply = read_reply(q, text, iv.raw, kb, lang, today)
    if reply.error is not None and q is not None and flow.sounds_unsure(text):
        iv.skip(q, said=text)  # "no idea, whatever is released": the default, said as the skip says it
        return Reply()
    if reply.error is None:
        iv.say(text)
        apply_reply(iv, q, text, reply)
    return reply


def _echo(key: str, value: Any, words: str, kb: Any) -> tuple[str, str]:
    """'Context: 32K tokens (from “2k 左右”)' in both languages."""
    en = f"{flow.fact_label(key, 'en')}: {flow.format_value(key, value, 'en', kb)}"
    zh = f"{flow.fact_label(key, 'zh')}：{flow.format_value(key, value, 'zh', kb)}"
    if words:
        en, zh = en + f" (from “{words}”)", zh + f"（来自“{words}”）"
    return en, zh


def _error(q: flow.Question, text: str, message: str) -> I18n:
    label = flow.fact_label(q.fact, "zh")
    return I18n(en=message, zh=f"没能把“{text[:40]}”理解为{label}：可以这样回答——{q.hint.zh}")
