"""The interview so far (facts given, questions settled, transcript), how answers change it, and
its saved form (see advisor_tui.state)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from advisor_tui.interview.display import budget_dict, describe_facts
from advisor_tui.interview.flow import _skip_facts, applicable, confirm_question, is_known, next_question, pending
from advisor_tui.interview.questions import DEFAULT_PARAMS_B, FACT_QUESTION, SPECS, Choice, Question
from advisor_tui.vocabulary import FINETUNE, LLM

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase

STATE_VERSION = 1


MAX_NAMED_CARDS = 3  # the answer answers the latest few cards named, not a history


@dataclass
class Interview:
    """The interview so far: the facts given, the questions settled, and the transcript.

    Transcript entries are JSON-able dicts: ``{"who": "advisor" | "you" | "facts" | "note" | "error",
    "en": …, "zh": …}`` (the person's own words carry the same text in both).
    """

    raw: dict[str, Any] = field(default_factory=dict)
    answered: list[str] = field(default_factory=list)
    transcript: list[dict[str, Any]] = field(default_factory=list)
    # facts a reply would change, waiting for "yes": {"facts": {...}, "question": id | None}
    pending_change: dict[str, Any] | None = None
    # cards the person named (newest last): the answer says what became of each
    named_cards: list[tuple[str, int | None, bool]] = field(default_factory=list)  # (id, how many, refused)
    owned_cards: list[str] = field(default_factory=list)  # the named cards the person has (review 81 c09)
    no_rent: bool = False  # renting refused beside them (review 80 c05): the rentals are only for comparison
    # cards to add to the owned ones ("想再加一张卡（二手3090或者4090）", review 95 c04): AddedCards, the newest said
    adding: Any = None
    # prices the person gave for a card (advisor_tui.card_offers.Quote): offers in every answer after
    quotes: list[Any] = field(default_factory=list)
    # a serving question set aside from a training answer ("…then serve it to 30 users at 8k"): its own facts
    serving_part: dict[str, Any] = field(default_factory=dict)
    # a teacher's data generation set aside from the training (its model, the tokens it writes: advisor_tui.also_asked)
    generation_part: dict[str, Any] = field(default_factory=dict)

    # ---- flow
    def next_question(self, kb: KnowledgeBase | None = None) -> Question | None:
        if self.pending_change:
            return confirm_question(self.raw, self.pending_change["facts"], kb)
        return next_question(self.raw, self.answered, kb)

    def progress(self) -> tuple[int, int]:
        """(questions settled, questions in this interview) for 'question 3 of 12'.

        Each answer moves the count on by the questions it settled, never more: a question that may
        yet apply (compliance, until the region is settled) is in the total from the start, so the
        total never grows mid-way; it drops by one when the region rules compliance out. Only the
        task, the first question, changes which questions there are.
        """
        total = applicable(self.raw)
        done = [q for q in total if is_known(q, self.raw, self.answered)]
        if "compliance" not in total and not is_known("region", self.raw, self.answered):
            total.append("compliance")  # asked only for mainland China: may still apply
        return len(done), len(total)

    def counter(self) -> str:
        """'5/13': the question on screen and how many there are (one wording for the interview
        and the resume prompt); '1/…' until the task, which decides the questions, is known."""
        done, total = self.progress()
        if not is_known("task", self.raw, self.answered):
            return f"{done + 1}/…"  # how many there are depends on the task: not a number that then jumps
        return f"{min(done + 1, total)}/{total}"

    @property
    def done(self) -> bool:
        return not pending(self.raw, self.answered)

    def ask(self, q: Question) -> None:
        """Record the advisor asking ``q``, unless it is still the question last asked (an answer
        that settled something else, or a resume, does not repeat it)."""
        last = next((e for e in reversed(self.transcript) if e.get("who") == "advisor"), None)
        if last is None or last.get("q") != q.id:
            self.transcript.append({"who": "advisor", "q": q.id, "en": q.text.en, "zh": q.text.zh})

    # ---- answers
    def say(self, text: str) -> None:
        self.transcript.append({"who": "you", "en": text, "zh": text})

    def note(self, en: str, zh: str, who: str = "note") -> None:
        self.transcript.append({"who": who, "en": en, "zh": zh})

    def apply(self, facts: Mapping[str, Any], settle: Iterable[str] = ()) -> dict[str, Any]:
        """Set facts (a later statement wins) and mark questions settled. Returns what changed."""
        changed: dict[str, Any] = {}
        old_task = self.raw.get("task", "inference")
        for key, value in facts.items():
            if key == "budget":
                value = budget_dict(value)
            if self.raw.get(key) != value:
                changed[key] = value
            if value is None:
                self.raw.pop(key, None)
            else:
                self.raw[key] = value
        if facts.get("models"):  # several models on one box replace one model or size
            for key in ("model", "params_b", "vram_gb"):
                self.raw.pop(key, None)
        elif any(facts.get(k) is not None for k in ("model", "params_b", "vram_gb")):
            self.raw.pop("models", None)
        if "model" in changed and changed["model"] is not None:
            self.raw.pop("params_b", None)  # the model's own size replaces a bare size
        if "params_b" in changed and "model" not in facts:
            self.raw.pop("model", None)
        new_task = self.raw.get("task", "inference")
        if "task" in facts and (old_task in LLM) != (new_task in LLM):
            # another kind of job: the model and its precision no longer apply
            for key in ("model", "models", "params_b", "precision", "context_tokens", "concurrency"):
                if key not in facts:
                    self.raw.pop(key, None)
            self.answered = [a for a in self.answered
                             if a not in ("model", "precision", "context", "concurrency", "method")]
        for qid in settle:
            if qid not in self.answered:
                self.answered.append(qid)
        return changed

    def answer_choice(self, q: Question, choice: Choice) -> dict[str, Any]:
        self.transcript.append({"who": "you", "en": choice.label.en, "zh": choice.label.zh})
        if q.id == "confirm":
            return self.settle_change(choice.key == "yes")
        settle = [q.id]
        if q.id == "task" and choice.key != "finetune":
            settle.append("method")  # a specific task names its method already
        return self.apply(choice.facts, settle)

    def skip(self, q: Question, said: str | None = None) -> dict[str, Any]:
        if q.id == "confirm":  # skipping the confirmation keeps what was said before
            if said:
                self.say(said)
            return self.settle_change(False)
        if said:
            self.say(said)
        else:
            self.transcript.append({"who": "you", "en": "Skip / don't know", "zh": "跳过 / 不知道"})
        self.note(f"Using the default: {q.skip.en}.", f"使用默认值：{q.skip.zh}。")
        return self.apply(_skip_facts(SPECS[q.id], self.raw), [q.id])

    def answer_facts(self, facts: Mapping[str, Any], question_id: str | None = None,
                     text: str = "") -> dict[str, Any]:
        """Facts from a typed answer or a whole sentence (``text``, to see whether it named the
        fine-tuning method or only said "fine-tune")."""
        settle = [question_id] if question_id else []
        task = facts.get("task")
        if task is not None and (task not in FINETUNE or task != "lora"
                                 or re.search(r"lora", text, re.I)):
            settle.append("method")  # "QLoRA", "全参", "LoRA" — or not a fine-tune at all
        return self.apply(facts, settle)

    def propose(self, facts: Mapping[str, Any], question_id: str | None = None) -> None:
        """Facts that would replace ones given earlier: asked about, never applied silently."""
        self.pending_change = {"facts": {k: budget_dict(v) if k == "budget" else v
                                         for k, v in facts.items()}, "question": question_id}

    def settle_change(self, accept: bool) -> dict[str, Any]:
        """The answer to the confirmation question: apply the proposed facts, or keep the old."""
        change, self.pending_change = self.pending_change or {}, None
        facts = change.get("facts") or {}
        if not accept:
            self.note("Kept as it was: " + describe_facts({k: self.raw.get(k) for k in facts if k in self.raw},
                                                          "en"),
                      "保持不变：" + describe_facts({k: self.raw.get(k) for k in facts if k in self.raw}, "zh"),
                      who="facts")
            return {}
        question_id = change.get("question")
        changed = self.apply(facts, [question_id] if question_id else [])
        self.note("Changed: " + describe_facts(facts, "en"), "已修改：" + describe_facts(facts, "zh"),
                  who="facts")
        return changed

    def clear(self, fact: str) -> None:
        """Forget a fact (it goes back to its stated default) and ask its question again."""
        self.raw.pop(fact, None)
        qid = FACT_QUESTION.get(fact)
        if qid:
            self.answered = [a for a in self.answered if a != qid]

    # ---- facts for display
    def given(self) -> dict[str, Any]:
        return {k: v for k, v in self.raw.items() if v is not None}

    def consultable(self) -> bool:
        """Enough to consult: a model or size for LLM work (an unanswered task is assumed to be
        inference, and the facts list says so), anything for the other tasks."""
        task = self.raw.get("task", "inference")
        if task in LLM:
            return any(self.raw.get(k) is not None for k in ("model", "params_b", "vram_gb", "models"))
        return True

    def repair(self, kb: KnowledgeBase) -> list[str]:
        """Drop restored facts that no longer validate (a hand-edited file, a model removed from
        the knowledge base) so that the interview can go on; returns the facts dropped."""
        from rules.facts import resolve

        def valid(raw: dict[str, Any]) -> bool:
            try:
                resolve(raw, kb)
            except Exception:  # noqa: BLE001 - any failure means "not usable"
                return False
            return True

        dropped = []
        if "task" in self.raw and not valid({"task": self.raw["task"], "params_b": DEFAULT_PARAMS_B}):
            dropped.append("task")
        task = {"task": self.raw["task"]} if "task" in self.raw and "task" not in dropped else {}
        for key, value in self.raw.items():
            if key == "task":
                continue
            trial = {**task, key: value}
            # a job size said as samples × tokens a sample is valid only as the pair (a resumed LoRA lost its
            # tokens a sample: "missing samples" when tried alone)
            partner = _PAIRED.get(key)
            if partner in self.raw:
                trial[partner] = self.raw[partner]
            if key not in ("model", "params_b", "vram_gb", "models"):
                trial["params_b"] = DEFAULT_PARAMS_B
            if key == "params_b" or not valid(trial):
                if key != "params_b" or not valid({**task, "params_b": value}):
                    dropped.append(key)
        for key in dropped:
            self.clear(key)
        if self.consultable() and not valid(self.raw):  # each fine alone, contradictory together
            for key in ("params_b", "vram_gb"):
                if key in self.raw:
                    dropped.append(key)
                    self.clear(key)
        if self.consultable() and not valid(self.raw):
            dropped.extend(k for k in list(self.raw) if k != "task")
            for key in list(self.raw):
                if key != "task":
                    self.clear(key)
        return dropped

    def name_cards(self, cards: tuple[tuple[str, int | None, bool], ...], owned: frozenset[str] = frozenset(),
                   no_rent: bool = False, adding: Any = None) -> None:
        """Remember the cards a reply named — (id, how many, refused) — newest last, the last few only; which of
        them the person has, whether renting was refused beside them, and the cards to add to them."""
        ids = {c[0] for c in cards}
        kept = [c for c in self.named_cards if c[0] not in ids] + list(cards)
        self.named_cards = kept[-MAX_NAMED_CARDS:]
        names = {c[0] for c in self.named_cards}
        self.owned_cards = sorted((set(self.owned_cards) | set(owned)) & names)
        self.no_rent = self.no_rent or no_rent
        self.adding = adding if adding is not None else self.adding

    def add_quotes(self, quotes: tuple[Any, ...]) -> None:
        """Remember the prices a reply gave for cards: a card's newer price replaces its older one."""
        from advisor_tui.card_offers import MAX_QUOTES

        kept = [q for q in self.quotes if q.card not in {n.card for n in quotes}] + list(quotes)
        self.quotes = kept[-MAX_QUOTES:]

    # ---- persistence (see advisor_tui.state)
    def to_dict(self, current: str | None = None, lang: str | None = None) -> dict[str, Any]:
        return {"version": STATE_VERSION, "raw": dict(self.raw), "answered": list(self.answered),
                "transcript": list(self.transcript), "current": current, "lang": lang,
                "pending_change": self.pending_change, "named_cards": [list(c) for c in self.named_cards],
                "owned_cards": list(self.owned_cards), "no_rent": self.no_rent,
                "adding": None if self.adding is None else _added_dict(self.adding),
                "quotes": [q.to_dict() for q in self.quotes], "serving_part": dict(self.serving_part),
                "generation_part": dict(self.generation_part)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Interview:
        """Rebuild from saved data; raises ValueError when it is not a saved interview."""
        if not isinstance(data, Mapping) or data.get("version") != STATE_VERSION:
            raise ValueError("not a saved interview of this version")
        raw, answered, transcript = data.get("raw"), data.get("answered"), data.get("transcript")
        if not isinstance(raw, dict) or not isinstance(answered, list) or not isinstance(transcript, list):
            raise ValueError("missing facts, answers or transcript")
        if not all(isinstance(a, str) for a in answered):
            raise ValueError("answered questions are not ids")
        entries = [e for e in transcript if isinstance(e, dict) and isinstance(e.get("en"), str)
                   and isinstance(e.get("zh"), str)]
        from rules.facts import FACT_NAMES

        facts = {k: v for k, v in raw.items() if k in FACT_NAMES}
        change = data.get("pending_change")
        if not (isinstance(change, dict) and isinstance(change.get("facts"), dict)
                and set(change["facts"]) <= set(FACT_NAMES)):
            change = None
        named = [c for c in map(_named_card, data.get("named_cards") or []) if c is not None][-MAX_NAMED_CARDS:] \
            if isinstance(data.get("named_cards"), list) else []
        from advisor_tui.card_offers import Quote

        saved = data.get("quotes")
        quotes = [q for q in map(Quote.from_dict, saved if isinstance(saved, list) else []) if q is not None]
        names = {c[0] for c in named}
        owned = data.get("owned_cards")
        owned = sorted({c for c in owned if isinstance(c, str)} & names) if isinstance(owned, list) else []
        part, gen = (_own_part(data.get(k)) for k in ("serving_part", "generation_part"))
        return cls(raw=facts, answered=[a for a in answered if a in SPECS], transcript=entries,
                   pending_change=change, named_cards=named, quotes=quotes, owned_cards=owned,
                   no_rent=data.get("no_rent") is True, serving_part=part, adding=_added(data.get("adding")),
                   generation_part=gen)


def _own_part(part: Any) -> dict[str, Any]:
    """A part set aside, as saved: its facts by name, plain numbers and words only."""
    from rules.facts import FACT_NAMES

    return {k: v for k, v in part.items() if k in FACT_NAMES and isinstance(v, (int, float, str))
            and not isinstance(v, bool)} if isinstance(part, dict) else {}


_PAIRED = {"samples": "tokens_per_sample", "tokens_per_sample": "samples"}  # facts that validate only together


def _named_card(saved: Any) -> tuple[str, int | None, bool] | None:
    """A saved named card: [id, how many, refused], or an id alone (saved before counts were kept)."""
    if isinstance(saved, str):
        return (saved, None, False)
    if (isinstance(saved, list) and len(saved) == 3 and isinstance(saved[0], str)
            and (saved[1] is None or type(saved[1]) is int and 0 < saved[1] <= 10_000) and isinstance(saved[2], bool)):
        return (saved[0], saved[1], saved[2])
    return None


def _added_dict(adding: Any) -> dict[str, Any]:
    return {"owned": adding.owned, "owned_count": adding.owned_count, "count": adding.count,
            "candidates": list(adding.candidates), "text": adding.text, "supply_w": adding.supply_w}


def _added(saved: Any) -> Any:
    """Saved cards to add (``_added_dict``) as AddedCards; None where the save does not hold one."""
    from advisor_tui.understand.result import AddedCards

    if not isinstance(saved, dict):
        return None
    owned, candidates, supply = saved.get("owned"), saved.get("candidates"), saved.get("supply_w")
    counts = [saved.get("owned_count"), saved.get("count")]
    if not (isinstance(owned, str) and isinstance(candidates, list) and candidates
            and all(isinstance(c, str) for c in candidates) and all(type(n) is int and 0 < n <= 64 for n in counts)
            and (supply is None or isinstance(supply, (int, float)) and not isinstance(supply, bool))):
        return None
    return AddedCards(owned=owned, owned_count=counts[0], count=counts[1], candidates=tuple(candidates),
                      text=str(saved.get("text") or ""), supply_w=None if supply is None else float(supply))
