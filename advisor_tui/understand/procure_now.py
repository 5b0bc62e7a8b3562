"""How the cards are had today, beside how they are wanted instead: "Today it runs on a box we rent by the hour; we'd
like to buy one for the office instead" (heldout77 #17: renting and buying stood as a conflict), "Currently we rent
an A100 on RunPod, but we want to buy our own server now". The way said of the present ("today", "currently", "right
now", "at the moment", "for now") is the setup being replaced; the one wished for ("we'd like to", "want to", "plan
to", "instead", "switch to") is the plan. Only where both ways were read; a present setup alone stays as said."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.reader import _Reader

_NOW = _lazy(r"(?<![a-z])(?:today|currently|right now|at the moment|at present|for now|these days|at the minute"
             r"|so far)(?![a-z])")
_WISH = _lazy(r"(?<![a-z])(?:instead|we'?d like to|we would like to|would like to|(?:we )?want(?:s)? to"
              r"|plan(?:ning)? to|intend to|are going to|will|switch(?:ing)? to|move to|moving to|from now on"
              r"|going forward)(?![a-z])")
_CLAUSE_EDGE = _lazy(r"[;!?\n]|\.(?!\d)|(?<![a-z])but(?![a-z])")


def _clause(r: _Reader, s: int, e: int) -> str:
    lo, hi = clause_around(r.t, s, e, _CLAUSE_EDGE, 80, 80)
    return r.t[lo:hi]


def drop_present_setup(r: _Reader) -> None:
    """Before the decision: of renting and buying both read, the one said of today's setup gives way to the one
    wished for."""
    ways = [f for f in r.found if f.fact == "procure"]
    if len({f.value for f in ways}) < 2:
        return
    now = [f for f in ways if _NOW.search(_clause(r, f.start, f.end)) and not _WISH.search(_clause(r, f.start, f.end))]
    wished = [f for f in ways if f not in now and _WISH.search(_clause(r, f.start, f.end))]
    if not now or not wished or len({f.value for f in wished}) != 1 or {f.value for f in now} & {wished[0].value}:
        return
    for f in now:
        f.fact = "_dropped"
    said = r.quote(now[0].start, now[0].end)
    r.note(f"“{said}”: how it runs today, not the plan ({wished[0].value})",
           f"“{said}”：目前的做法，不是这次的打算（{'买' if wished[0].value == 'buy' else '租'}）")
