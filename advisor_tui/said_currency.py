"""The person's own currency carried into the answer: a budget said in euros or yen at the person's rate is read into
dollars to be understood, and then handed to the consultation in its own currency with that rate — the same facts as
``--budget 2500/month --currency EUR --fx EUR/USD=1.08`` — so every figure the answer shows is in the money the person
thinks in (review 109 C6: "€2,500 a month … we think in EUR" was answered "$1,001/month" throughout)."""

from __future__ import annotations

import dataclasses
from typing import Any

from advisor_tui.understand import Understanding


def in_said_currency(raw: dict[str, Any], understanding: Understanding, flags: dict[str, Any]
                     ) -> tuple[dict[str, Any], Understanding]:
    """``raw`` and what was understood with the budget read from the words put back in the currency it was said in,
    and its rate as --fx; unchanged where the budget or its currency came from a flag, or was said in dollars or
    yuan."""
    if not understanding.budget_said_in or flags.get("budget") is not None or flags.get("currency") is not None:
        return raw, understanding
    code, amount, dollars, words = understanding.budget_said_in
    budget = raw.get("budget")
    if budget is not understanding.facts.get("budget") or dollars <= 0:
        return raw, understanding
    said = amount if abs(amount * dollars - budget.amount) < 0.01 * max(1.0, budget.amount) else budget.amount / dollars
    given = tuple(raw.get("fx") or ())
    if words and not any(code in str(item).upper().replace(" ", "").split("=")[0].split("/") for item in given):
        # (a pegged currency's rate said by no one is the knowledge's dated one, converted with its source)
        # a rate said as "1 USD = 150 JPY" stays in that direction: 1/150 written out loses its digits
        given += (f"USD/{code}={1 / dollars:.6g}" if dollars < 1 else f"{code}/USD={dollars:.6g}",)
    own = dataclasses.replace(budget, amount=round(said, 2), currency=code)
    understood = dataclasses.replace(understanding, facts={**understanding.facts, "budget": own})
    return {**raw, "budget": own, "fx": given}, understood
