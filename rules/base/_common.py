"""Helpers the rule modules share: bilingual text and the three ways a rule concludes."""

from __future__ import annotations

from typing import Any

from durable.lang import c, m

from knowledge.schema import I18n
from rules.engine import Firing, Rule

__all__ = ["I18n", "Rule", "c", "caveat", "conclude", "info", "m", "reject", "t"]


def t(en: str, zh: str, **params: Any) -> I18n:
    """Both languages, formatted with the same parameters."""
    return I18n(en=en.format(**params), zh=zh.format(**params))


def reject(f: Firing, card: str, en: str, zh: str, **params: Any) -> I18n:
    text = t(en, zh, **params)
    f.sink.reject(card, f.rule, text)
    return text


def caveat(f: Firing, caveat_id: str, en: str, zh: str, **params: Any) -> I18n:
    """Raise a caveat; a ``card`` parameter also ties it to that card."""
    text = t(en, zh, **params)
    f.sink.caveat(caveat_id, f.rule, text, params.get("card"))
    return text


def conclude(en: str, zh: str, **params: Any) -> I18n:
    return t(en, zh, **params)


def info(f: Firing, alias: str, key: str) -> Any:
    """Text that belongs with a matched fact but is kept out of the engine (names, prices as
    text): durable-rules' C engine only ever sees ids, enums, numbers and booleans."""
    fact = f.matched[alias]
    return f.sink.info[(fact["kind"], fact["card"])][key]
