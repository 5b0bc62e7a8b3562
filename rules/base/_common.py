"""How a rule is declared, and the helpers its conclusion uses.

One rule is one unit: its id, concern, source, bilingual doc, condition and conclusion sit
together, declared the same way everywhere::

    @rule(id="budget-exceeded", concern="budget", source="seed-001", pri=40,
          doc=I18n(en="...", zh="..."),
          when=lambda: [c.priced << (m.kind == "priced") & (m.over_budget == True)],
          shows={"priced": ("card", "cost_text", "budget_text")})
    def budget_exceeded(f):
        return reject(f, f.priced["card"], "over budget: ...", "超出预算：……")

``when`` is the engine condition (durable-rules), the decorated function the conclusion; the
decorator returns the ``Rule``. A decision taken in plain Python after the engine (ranking,
pricing, what-if) is a ``@step``: the decorated function *is* the decision, and the rule is
called like it. A rule that raises a caveat names it (``caveat=``) and its place among the
answer's caveats (``show_order=``): there is no second list to keep in step.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from durable.lang import c, m

from knowledge.schema import I18n
from rules.engine import Firing, Rule

__all__ = ["I18n", "Rule", "c", "caveat", "conclude", "declared", "info", "m", "raise_caveat", "reject", "rule",
           "step", "t"]

_DECLARED: dict[str, list[Rule]] = {}


def _register(module: str, declared_rule: Rule) -> Rule:
    _DECLARED.setdefault(module, []).append(declared_rule)
    return declared_rule


def rule(*, id: str, concern: str, source: str, doc: I18n,  # noqa: A002 - the rule's id
         when: Callable[[], list[Any]], pri: int = 0,
         shows: Mapping[str, tuple[str, ...]] | None = None, caveat: str | None = None,
         show_order: int | None = None, per_card: bool = False,
         ) -> Callable[[Callable[[Firing], I18n | None]], Rule]:
    """Declare an engine rule: ``when`` the condition, the decorated function the conclusion."""
    def declare(then: Callable[[Firing], I18n | None]) -> Rule:
        return _register(then.__module__, Rule(
            id=id, concern=concern, source=source, doc=doc, when=when, then=then, pri=pri,
            shows=dict(shows or {}), caveat=caveat, show_order=show_order, per_card=per_card))

    return declare


def step(*, id: str, concern: str, source: str, doc: I18n,  # noqa: A002 - the rule's id
         caveat: str | None = None, show_order: int | None = None,
         ) -> Callable[[Callable[..., Any]], Rule]:
    """Declare a step rule: the decorated function is the decision (condition and conclusion),
    taken in plain Python over what the engine concluded; the pipeline calls the rule."""
    def declare(decide: Callable[..., Any]) -> Rule:
        return _register(decide.__module__, Rule(
            id=id, concern=concern, source=source, doc=doc, decide=decide, caveat=caveat,
            show_order=show_order))

    return declare


def declared(module: str) -> list[Rule]:
    """The rules a module declared, in declaration order."""
    return list(_DECLARED.get(module, ()))


def t(en: str, zh: str, **params: Any) -> I18n:
    """Both languages, formatted with the same parameters."""
    return I18n(en=en.format(**params), zh=zh.format(**params))


def reject(f: Firing, card: str, en: str, zh: str, **params: Any) -> I18n:
    text = t(en, zh, **params)
    f.sink.reject(card, f.rule, text)
    return text


def demote(f: Firing, card: str, en: str, zh: str, **params: Any) -> I18n:
    """Keep the card but rank it after the others; the text names it as ``{card}``."""
    text = t(en, zh, card=card, **params)
    f.sink.demote(card, f.rule, text)
    return text


def caveat(f: Firing, en: str, zh: str, **params: Any) -> I18n:
    """Raise the rule's caveat (its ``caveat=``); a ``card`` parameter also ties it to that card."""
    text = t(en, zh, **params)
    raise_caveat(f, text, params.get("card"))
    return text


def raise_caveat(f: Firing, text: I18n, card: str | None = None) -> None:
    """Raise the rule's caveat with a text already in both languages."""
    assert f.rule.caveat is not None, f"rule {f.rule.id} declares no caveat"
    f.sink.caveat(f.rule.caveat, f.rule, text, card)


def conclude(en: str, zh: str, **params: Any) -> I18n:
    return t(en, zh, **params)


def info(f: Firing, alias: str, key: str) -> Any:
    """Text that belongs with a matched fact but is kept out of the engine (names, prices as
    text): durable-rules' C engine only ever sees ids, enums, numbers and booleans."""
    fact = f.matched[alias]
    return f.sink.info[(fact["kind"], fact["card"])][key]
