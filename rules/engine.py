"""The only module that touches durable-rules: one ruleset, one session per consultation.

durable-rules has sharp edges (STYLE §7), each handled here:

- Its default host starts two ``threading.Timer`` loops that call into the C engine every 0.2 s, concurrently with
  our calls and during interpreter shutdown (a segfault at exit was seen while prototyping). We install a host
  without those timers before anything else touches the engine; we use no timers, and actions run synchronously
  inside ``assert_facts``.
- Exceptions raised inside an action are swallowed into session state: every action is wrapped, the first error is
  kept and re-raised as ``EngineError`` after the call.
- An action takes exactly one parameter ``c``; wrappers are ``def action(c)`` with functools.wraps.
- A fact no rule matches raises ``MessageNotHandledException``: every fact kind gets a catch-all consumer rule
  (``_seen``), including derived facts; it joins a kind never asserted, so it takes the fact in without ever firing.
- Every firing is a JSON round trip through the host's Python loop; ``assert_facts`` runs that loop itself (the same
  C calls, without the per-action closure and state re-serialising). The rules on the job and one card alone, most
  of the firings, are matched in Python instead, in the engine's order, through the same actions (rules.engine_direct).
- A card fact goes into the engine only with the first fact there that joins it (rules.engine_hold).
- An identical fact asserted twice raises ``MessageObservedException``: every fact carries a unique ``n`` field.
- Rulesets are global and cannot be re-registered: the ruleset is defined once, at import, from ``rules.base.RULES``;
  each consultation is isolated by its own ``sid`` and deleted afterwards.
"""

from __future__ import annotations

import functools
import itertools
import json
import math
import re
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

import durable_rules_engine as _c_engine
from durable import engine as _durable_engine
from durable import lang as _durable

from knowledge.errors import EngineError
from knowledge.schema import I18n
from rules import engine_direct
from rules.engine_fields import definition_fields, engine_keys, joined_by
from rules.engine_hold import CardHold
from rules.engine_ids import fact_message_id, fnv1a_32

RULESET = "gpu_advisor"
FACT_KINDS = ("job", "card", "pool-request", "priced", "pick", "outcome")
# Kinds some engine rule always matches (a condition of the pool rules takes every job, card and pool-request): no
# catch-all consumer. Every other kind gets one (it never fires, but takes a place in the engine's join memory).
ALWAYS_CONSUMED = ("job", "card", "pool-request")


class _QuietHost(_durable_engine.Host):
    """A host without the dispatch/timer threads (see the module docstring)."""

    def _run(self) -> None:
        return None


if _durable._main_host is None:  # noqa: SLF001 - the documented way to supply a host
    _durable._main_host = _QuietHost()  # noqa: SLF001


@dataclass(frozen=True)
class Rule:
    """One rule of the rule base: when it applies and what it concludes, with its source.

    Two kinds, declared the same way (``rules.base._common.rule`` / ``step``):

    - an *engine* rule: ``when`` builds the durable-rules condition (a list of
      ``c.name << (m.x == ...)`` expressions) and ``then`` receives a ``Firing`` and concludes
      through it;
    - a *step* rule: a decision taken in plain Python over the engine's conclusions (ranking,
      pricing, what-if); ``decide`` is that decision (condition and conclusion in one function),
      and the rule is called like it. Every step it takes is appended to the trace.

    ``caveat`` names the caveat a rule raises; ``show_order`` places it among the answer's
    caveats; ``per_card`` caveats say one sentence per card they concern.
    """

    id: str
    concern: str
    source: str
    doc: I18n
    when: Callable[[], list[Any]] | None = None
    then: Callable[[Firing], I18n | None] | None = None
    pri: int = 0
    shows: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # trace: fields per fact
    decide: Callable[..., Any] | None = None
    caveat: str | None = None
    show_order: int | None = None
    per_card: bool = False

    @property
    def kind(self) -> str:
        return "engine" if self.when is not None else "step"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """A step rule is called like its decision function."""
        if self.decide is None:
            raise TypeError(f"rule {self.id!r} is an engine rule: it fires, it is not called")
        return self.decide(*args, **kwargs)


class Sink(Protocol):
    """Receives a consultation's conclusions (implemented by ``rules.collect.Collector``):
    every method a rule action or a step rule calls."""

    info: dict[tuple[str, str], dict[str, Any]]  # texts kept out of the engine (base.info)
    traced: bool  # optional (default True): False skips building what ``fired`` would record
    need_gb: float
    metric_name: str
    demoted: set[str]
    rejected: dict[str, list[Any]]
    feasible_cards: dict[str, tuple[int, str]]
    why: dict[str, list[Any]]

    def fired(self, rule: Rule, matched: Mapping[str, Mapping[str, Any]],
              concluded: I18n | None) -> None: ...

    def reject(self, card: str, rule: Rule, text: I18n) -> None: ...

    def feasible(self, card: str, gpus: int, mode: str, rule: Rule) -> None: ...

    def note(self, card: str, rule: Rule, text: I18n) -> None: ...

    def metric(self, name: str, rule: Rule) -> None: ...

    def caveat(self, caveat_id: str, rule: Rule, text: I18n, card: str | None = None) -> None: ...

    def advice(self, rule: Rule) -> None: ...

    def demote(self, card: str, rule: Rule, text: I18n) -> None: ...

    def step(self, rule: Rule, matched: Mapping[str, Any], concluded: I18n,
             source: str | None = None) -> None: ...


@dataclass
class Session:
    """One consultation's state in the engine: its sink, its first error and the facts asserted."""

    sid: str
    sink: Sink
    error: BaseException | None = None
    counter: itertools.count = field(default_factory=lambda: itertools.count())
    # every fact asserted in this session, whole and without the engine's keys, by its stamp n
    asserted: dict[int, dict[str, Any]] = field(default_factory=dict)
    traced: bool = True  # False when the sink keeps no trace (a what-if variant's)
    state_hash: int | None = None  # the hash of the session's own state message id (fact_id)

    def fact_id(self, n: int) -> str:
        """A message id for fact ``n`` whose FNV-1a 32-bit hash no other message of the session
        has. durable-rules files a session's messages by that hash alone and refuses a second one
        with the same hash as already observed; without an id it hashes the fact's content, so
        about one consultation in 10^5 failed at random (MessageObservedException in a property
        test). The ids are the same in every session (rules.engine_ids, distinct hashes); only the
        session's own state message, "sid-<sid>", can collide with one, and then that fact's id
        takes a spare."""
        if self.state_hash is None:
            self.state_hash = fnv1a_32(f"sid-{self.sid}")
        return fact_message_id(n, self.state_hash)


class Firing:
    """What a rule action sees: the matched facts by name, and the session to conclude into."""

    def __init__(self, rule: Rule, session: Session, matched: dict[str, dict[str, Any]]) -> None:
        # each matched fact is also an attribute (``f.card``): a plain attribute read, where
        # ``__getattr__`` is reached only after the normal lookup fails (every fact read of every
        # firing); the firing's own names below are set after, so an alias never hides them
        self.__dict__.update(matched)
        self.rule = rule
        self.session = session
        self.matched = matched
        self.sink = session.sink

    def __getattr__(self, name: str) -> dict[str, Any]:
        try:
            return self.matched[name]
        except KeyError:
            raise AttributeError(name) from None

    def derive(self, kind: str, **values: Any) -> None:
        """Assert a derived fact (forward chaining) into this consultation."""
        _pending[self.session.sid].append({"kind": kind, **values})


_PLAIN = re.compile(r"[A-Za-z0-9._+/-]{0,80}")


def _engine_number(value: float) -> float | int:
    """durable-rules' C JSON reader crashes the process (SIGSEGV) on floats written in exponent
    form ("1e+16", "5e-324"), which hypothesis found with huge budgets and needs. Whole-number
    magnitudes go in as ints (those it reads), tiny ones as 0.0; nothing else changes."""
    if not math.isfinite(value):
        raise EngineError(f"engine error: a fact holds a non-finite number ({value!r})")
    if "e" in repr(value):
        return int(value) if abs(value) >= 1 else 0.0
    return value
_sessions: dict[str, Session] = {}
_pending: dict[str, list[dict[str, Any]]] = {}
_lock = threading.Lock()  # the engine is not thread-safe: one consultation at a time
_sid_counter = itertools.count(1)


_ENGINE_KEYS = ("sid", "id", "$s", "n")


def _plain(fact: dict[str, Any]) -> dict[str, Any]:
    """The fact as asserted, without the engine's keys (in place: each firing decodes its own)."""
    for key in _ENGINE_KEYS:
        fact.pop(key, None)
    return fact


def _as_asserted(asserted: Mapping[int, dict[str, Any]], fact: int | dict[str, Any]) -> dict[str, Any]:
    """The whole fact as asserted (a copy: each firing has its own), found by its stamp (the
    stamp itself, or the fact as the engine held it: only the fields its conditions read)."""
    if type(fact) is int:
        return dict(asserted[fact])
    whole = asserted.get(fact.get("n"))  # type: ignore[union-attr]
    return dict(whole) if whole is not None else _plain(fact)  # type: ignore[arg-type]


# A firing's message names the rule and, per condition in the rule's order, the fact as asserted:
# {"r_15":{"req":{"kind": "pool-request", …, "n": 36},"card":{…, "n": 34}}}. The engine hands
# each fact's JSON back as it was written (flat, texts plain ids, the stamp last), and an action
# needs only the stamps, so they are read off the text instead of decoding ~1 KB per firing; a
# message that is not laid out so is decoded in full.
def _decode(text: str) -> tuple[str, dict[str, Any]]:
    end = text.find('":{', 2)
    name = text[2:end]
    heads = _heads.get(name)
    if heads is not None and text.startswith('{"'):
        stamps: dict[str, Any] = {}
        at = end + 3
        for alias, head in heads:
            if not text.startswith(head, at):
                break
            close = text.find("}", at)
            n_at = text.rfind('"n": ', at, close)
            digits = text[n_at + 5:close]
            if n_at < 0 or not digits.isdigit():
                break
            stamps[alias] = int(digits)
            at = close + 2  # past "}," (or "}}" after the last)
        else:
            return name, stamps
    (name, matched), = json.loads(text).items()
    return name, matched


def _action(rule: Rule, names: tuple[str, ...]) -> Callable[[Any], None]:
    """The rule's action as durable-rules registers it (``def action(c)``); ``action.run`` is the
    same action on the engine's decoded message, which ``Consultation.assert_facts`` calls."""
    shows = {name: frozenset(keys) for name, keys in rule.shows.items()}
    # the shown fields in the fact's own order, by the fact's layout (one layout per fact kind), per name
    layouts: dict[str, dict[tuple[str, ...], tuple[str, ...]]] = {name: {} for name in shows}

    def shown(name: str, fact: dict[str, Any]) -> dict[str, Any]:
        keep = shows.get(name)
        if keep is None:
            return fact
        known = layouts[name]
        layout = tuple(fact)
        keys = known.get(layout)
        if keys is None:
            if len(known) >= 64:
                known.clear()
            keys = known[layout] = tuple(k for k in layout if k in keep)
        return {k: fact[k] for k in keys}

    def run(session: Session, message: Mapping[str, Any]) -> None:
        if session.error is not None:
            return
        try:
            asserted = session.asserted
            matched = {}
            for name in names:  # each a copy of the fact as asserted, found by its stamp (``_decode``)
                fact = message[name]
                matched[name] = dict(asserted[fact]) if type(fact) is int else _as_asserted(asserted, fact)
            firing = Firing(rule, session, matched)
            concluded = rule.then(firing)  # type: ignore[misc]
            if session.traced:
                session.sink.fired(rule, {name: shown(name, fact) for name, fact in matched.items()},
                                   concluded)
        except BaseException as exc:  # noqa: BLE001 - surfaced after the call as EngineError
            session.error = exc

    @functools.wraps(rule.then)  # type: ignore[arg-type]
    def action(c: Any) -> None:
        session = _sessions.get(c.s.sid)
        if session is not None:
            run(session, {name: dict(getattr(c, name)._d) for name in names})

    action.run = run  # type: ignore[attr-defined]
    return action


def _define(rules: Iterable[Rule]) -> tuple[Rule, ...]:
    global _runs, _ruleset, _card_partners
    with _durable.ruleset(RULESET):
        defined = [rule for rule in sorted(rules, key=lambda r: r.pri) if rule.when is not None]
        conditions = [rule.when() for rule in defined]
        actions = [_action(rule, tuple(cond.alias for cond in conds)) for rule, conds in zip(defined, conditions)]
        _direct[:] = engine_direct.split([[(cond.alias, cond.define()) for cond in conds] for conds in conditions],
                                         [action.run for action in actions])  # type: ignore[attr-defined]
        for rule, conds, action in zip(defined, conditions, actions):
            if all(one.run is not action.run for one in _direct):  # those are matched in Python, not registered
                _durable.when_all(_durable.pri(rule.pri), *conds)(action)
        for kind in FACT_KINDS:  # every fact kind has a consumer (MessageNotHandledException)
            if kind in ALWAYS_CONSUMED:
                continue
            # A join with a fact kind that is never asserted: the fact is taken in (handled) and
            # nothing fires, where a one-condition catch-all cost an action per fact.
            def _seen(c: Any) -> None:
                return None

            _seen.__name__ = f"seen_{kind.replace('-', '_')}"
            _durable.when_all(_durable.c.fact << (_durable.m.kind == kind),
                              _durable.c.never << (_durable.m.kind == _NEVER))(_seen)
    _ruleset = _durable.get_host().get_ruleset(RULESET)  # registers the ruleset now, once
    every, per_kind = definition_fields(_ruleset._definition)  # noqa: SLF001
    _condition_fields.update(every)
    _kind_fields.update(per_kind)
    _card_partners = joined_by(_ruleset._definition)  # noqa: SLF001
    _runs = {name: getattr(promise._func, "run", None)  # noqa: SLF001
             for name, promise in _ruleset._actions.items()}  # noqa: SLF001
    _heads.update((name, tuple((alias, f'"{alias}":{{') for cond in rule["all"] for alias in cond))
                  for name, rule in _ruleset._definition.items() if "all" in rule)  # noqa: SLF001
    return tuple(defined)


# The fields the engine's conditions can read. A fact goes into the C engine with only these
# (and its stamp): every field is JSON-encoded, parsed by the engine and decoded again in each
# firing's message, and most of a card fact's fields are read by actions alone, which get the
# whole fact back from the session by its stamp.
_condition_fields: set[str] = {"kind", "sid", "n"}
_kind_fields: dict[str, frozenset[str]] = {}  # by fact kind: the fields its conditions read
_NEVER = "never-asserted"  # not in FACT_KINDS: assert_facts refuses it
_ruleset: Any = None
_runs: dict[str, Callable[[Session, Mapping[str, Any]], None] | None] = {}
_heads: dict[str, tuple[tuple[str, str], ...]] = {}  # engine rule name → its conditions' aliases
_defined: tuple[Rule, ...] | None = None
_direct: list[engine_direct.DirectRule] = []  # the rules on the job and card facts alone (rules.engine_direct)
# the kinds whose facts a card fact waits for before it goes into the engine (None: every card goes in at once)
_card_partners: frozenset[str] | None = None


def define(rules: Iterable[Rule]) -> tuple[Rule, ...]:
    """Register the rule base with durable-rules, once per process (rulesets are global and
    cannot be re-registered); later calls return the rules already defined."""
    global _defined
    if _defined is None:
        _defined = _define(rules)
    return _defined


class Consultation:
    """One engine session. Use as a context manager; state is deleted on exit."""

    def __init__(self, sink: Sink) -> None:
        self.sid = f"c{next(_sid_counter)}"
        self.session = Session(self.sid, sink, traced=getattr(sink, "traced", True))
        self._hold = CardHold(_card_partners)

    def __enter__(self) -> Consultation:
        if _defined is None:
            raise EngineError("engine error: the rule base is not defined (call engine.define)")
        _lock.acquire()
        _sessions[self.sid] = self.session
        _pending[self.sid] = []
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            _durable.delete_state(RULESET, self.sid)
        except Exception:  # noqa: BLE001, S110 - error 309: no state was ever created for sid
            pass
        finally:
            _sessions.pop(self.sid, None)
            _pending.pop(self.sid, None)
            _lock.release()

    def assert_facts(self, facts: Iterable[Mapping[str, Any]]) -> None:
        """Assert facts and run every rule they (and the facts derived from them) trigger."""
        batch = [self._stamp(f) for f in facts]
        while batch:
            if any(f["kind"] not in FACT_KINDS for f in batch):
                bad = next(f["kind"] for f in batch if f["kind"] not in FACT_KINDS)
                raise EngineError(f"engine error: unknown fact kind {bad!r}")
            try:
                to_engine = self._hold.to_engine(batch)
                if to_engine:
                    self._run(to_engine)
                engine_direct.fire(_direct, self.session, batch)
            except Exception as exc:  # noqa: BLE001 - durable raises bare Exceptions
                raise EngineError(f"engine error: {type(exc).__name__}: {exc}") from exc
            if self.session.error is not None:
                err = self.session.error
                raise EngineError(f"engine error in a rule action: {type(err).__name__}: {err}"
                                  ) from err
            derived, _pending[self.sid] = _pending[self.sid], []
            batch = [self._stamp(f) for f in derived]

    def _run(self, batch: list[dict[str, Any]]) -> None:
        """durable-rules' ``assert_facts`` without its host's per-firing overhead (a closure,
        two clock reads and the state re-serialised per action, a third of the engine's time):
        the same calls into the C engine, in the same order, with each action run in place —
        less durable's ``update_state`` after each action: no rule reads or writes the session
        state, so writing it back unchanged (re-parsing it and matching it against no rule: the
        C engine answers "not handled" and keeps it) was a round trip per firing for nothing."""
        handle = _ruleset._handle  # noqa: SLF001
        # durable's Ruleset.assert_facts, encoding without the cycle check (flat facts)
        state_handle = _ruleset._handle_result(  # noqa: SLF001 - raises MessageNotHandled / Observed
            _c_engine.assert_facts(handle, json.dumps(batch, ensure_ascii=False, check_circular=False)),
            batch)
        result = _c_engine.start_action_for_state(handle, state_handle)
        if not result:
            return
        message = result[1]
        while True:
            name, matched = _decode(message)
            run = _runs[name]
            if run is not None:
                run(self.session, matched)
            try:
                following = _c_engine.complete_and_start_action(handle, state_handle)
            except BaseException:
                _c_engine.abandon_action(handle, state_handle)
                raise
            if not following:
                return
            message = following

    def _stamp(self, fact: Mapping[str, Any]) -> dict[str, Any]:
        """Validate the fact, keep it whole in the session and return what the engine gets:
        the fields its kind's conditions read (rules.engine_fields), the session id and the unique stamp ``n``."""
        out = dict(fact)
        refused = None  # the first text or None field; a non-finite number is refused first
        for key, value in out.items():  # (a value replaced in place: the keys do not change)
            kind = type(value)
            if kind is float:
                # repr() writes a finite float without an exponent exactly in this range
                if not (1e-4 <= value < 1e16 or -1e16 < value <= -1e-4 or value == 0.0):
                    out[key] = _engine_number(value)
            elif kind is str:
                if value not in _plain_seen:
                    refused = refused or _check_text(key, value)
            elif kind is bool or kind is int:
                pass
            elif isinstance(value, float):
                out[key] = _engine_number(value)
            elif isinstance(value, str):
                if value not in _plain_seen:
                    refused = refused or _check_text(key, value)
            elif value is None:
                # durable-rules' Content returns None for a missing key, so None values would
                # silently match "missing" tests; facts are validated without them.
                refused = refused or f"has None for {key!r}"
        if refused is not None:
            raise EngineError(f"engine error: fact {out.get('kind')!r} {refused}")
        n = next(self.session.counter)
        self.session.asserted[n] = out
        engine_fact = {key: out[key] for key in engine_keys(out, _kind_fields, _condition_fields)}
        engine_fact["sid"] = self.sid
        engine_fact["id"] = self.session.fact_id(n)
        engine_fact["n"] = n
        return engine_fact


def _check_text(key: str, value: str) -> str | None:
    """Why a text field may not go into the engine (None: it may, and it is remembered)."""
    if not _PLAIN.fullmatch(value):
        # free text (names, notes, anything from a person's knowledge file) stays out of the
        # C engine: it only sees ids, enums, numbers, booleans
        return f"field {key!r} is not an id or enum"
    if len(_plain_seen) < _PLAIN_SEEN_MAX:
        _plain_seen.add(value)
    return None


# ids and enums already checked against _PLAIN (a bounded set: card and model ids, enums)
_plain_seen: set[str] = set()
_PLAIN_SEEN_MAX = 4096
