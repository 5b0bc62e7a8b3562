"""Facts read inside words that say they are no such fact, dropped: shared by the readers that set such words apart
(a card for another part, none owned, a queue's wait)."""

from __future__ import annotations

from collections.abc import Iterable

from advisor_tui.understand.reader import _Reader


def drop_facts_within(r: _Reader, facts: Iterable[str], spans: list[tuple[int, int]]) -> None:
    """Drop each finding of ``facts`` that starts inside one of ``spans`` or holds one's start."""
    facts = frozenset(facts)
    if spans:
        r.found[:] = [f for f in r.found if not (f.fact in facts and any(
            s <= f.start < e or f.start <= s < f.end for s, e in spans))]
