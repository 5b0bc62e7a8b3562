"""A count with its limit word after it is a count, not money: "30 max concurrent users", "2000 max concurrent
players", "500 max players", "40 peak viewers" (the first read nothing, the others a budget of $2,000 or $500 a month:
the money reader took "N max" as a price cap, and no load reader looks past the limit word). Said of sequences at once
("concurrent users", "simultaneous requests", "max concurrent") it is the concurrency; of players, viewers or fans —
people in the product, not the model's sequences (review 36 C1) — or of people with no "at once", it is only kept from
the money reader."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_COUNT_CAP = _lazy(r"(?<![\d.,$¥€£])(?P<n>\d{1,3}(?:,\d{3})+|\d{1,7})\s?(?:max(?:imum)?|peak|top)\.?\s"
                   r"(?:(?P<once>concurrent|simultaneous|parallel)\s?)?"
                   r"(?P<who>(?P<product>players?|gamers?|viewers?|spectators?|fans?|visitors?|listeners?)"
                   r"|users?|people|seats?|sessions?|connections?|streams?|requests?|chats?|conversations?|callers?"
                   r"|agents?|students?)?(?![a-z])")


def read_count_caps(r: _Reader) -> None:
    for m in _COUNT_CAP.finditer(r.t):
        if not (m.group("once") or m.group("who")) or not r.free(m.start("n"), m.end("n")):
            continue  # "300 max" alone: a cap on whatever was said before (money, often)
        if m.group("once") and not m.group("product"):
            r.add(m.start(), m.end(), "concurrency", int(m.group("n").replace(",", "")))
        else:
            r.claim(r.numeric, m.start("n"), m.end("n"))
