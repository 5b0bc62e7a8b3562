"""A currency said to be at par with another whose rate is said: the amount is priced at that other's rate.

"FKP 950 total — the Falklands pound is at par with sterling, and we use 1.26 dollars to the pound." (heldout94 C17)
was read as $950: the Falklands pound had no words here and the rate was sterling's. Several small currencies are
held one to one with a bigger one (the Falklands, Gibraltar and Saint Helena pounds with sterling; the Jersey and
Guernsey pounds too), and a person who says so and gives the bigger one's rate has given the amount's rate. Only a
par said in so many words: with no par, the rate of "the pound" stays sterling's and the amount is asked about; a
par with no rate for the other currency leaves the amount asked about as well.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

if TYPE_CHECKING:
    from advisor_tui.understand.stated_rate import StatedRate

# the currencies a par may be said against, by their words
_OTHER = {"sterling": "GBP", "pound sterling": "GBP", "pounds sterling": "GBP", "british pound": "GBP", "gbp": "GBP",
          "the pound": "GBP", "英镑": "GBP", "euro": "EUR", "the euro": "EUR", "eur": "EUR", "欧元": "EUR"}
_PAR = _lazy(
    r"(?<![a-z])(?:(?:pegged|fixed|tied|held|locked)\s(?:at\s)?(?:one[- ]to[- ]one|1\s?(?::|-|to)\s?1|par)"
    r"\s(?:with|to|against)|(?:at\s)?par with|worth the same as|(?:one[- ]to[- ]one|1\s?:\s?1)\s(?:with|to|against))"
    r"\s(?P<other>(?:the\s)?(?:pounds? sterling|sterling|british pound|gbp|euro|eur|pound))(?![a-z])"
    r"|(?:与|和|跟|同)\s?(?P<zh>英镑|欧元)\s?(?:1\s?[:：比]\s?1|一比一|等值|挂钩)")


def rate_at_par(r: _Reader, named: str | None, rates: dict[str, StatedRate]) -> None:
    """A named currency with no rate of its own, said at par with one whose rate was said, takes that rate."""
    if named is None or named in rates or named in ("USD", "CNY"):
        return
    m = _PAR.search(r.t)
    if m is None:
        return
    other = _OTHER.get((m.group("other") or m.group("zh")).strip())
    if other is None or other == named or other not in rates:
        return
    rates[named] = replace(rates[other], said=f"{r.quote(m.start(), m.end())}; {rates[other].said}")
    r.claim(r.numeric, m.start(), m.end())
