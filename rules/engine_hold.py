"""Card facts held back from durable-rules until a fact joins them.

Every engine rule on cards joins one by its id with a fact of another kind (a pool request, a pick of that card: read
off the ruleset, rules.engine_fields.joined_by), so a card fact no such fact joins — most of them: the job and one card
alone are matched in Python (rules.engine_direct) — could fire nothing in the engine; each was JSON the engine parsed,
matched and stored for nothing. A card fact now goes in right before the first fact that joins it, in the order
asserted; where the joins cannot be read off the ruleset (``partners`` None), every card goes in at once.
"""

from __future__ import annotations

from typing import Any


class CardHold:
    def __init__(self, partners: frozenset[str] | None) -> None:
        self.partners = partners  # the kinds whose facts a card fact waits for
        self.held: dict[Any, list[dict[str, Any]]] = {}  # card facts not yet in the engine, by card
        self.joined: set[Any] = set()  # cards a fact that joins them went into the engine for

    def to_engine(self, batch: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The facts of ``batch`` that go into the engine now."""
        if self.partners is None:
            return batch
        out = []
        for fact in batch:
            kind = fact["kind"]
            if kind == "card" and fact.get("card") not in self.joined:
                self.held.setdefault(fact.get("card"), []).append(fact)
                continue
            if kind in self.partners:
                card = fact.get("card")
                out.extend(self.held.pop(card, ()))
                self.joined.add(card)
            out.append(fact)
        return out
