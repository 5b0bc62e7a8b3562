"""A purchase said as a noun, the machine named before or after it: ``procure: buy``.

"I'm speccing a shared GPU server purchase for our university's NLP group in Ottawa" (heldout83 #22) read no procure:
keywords.py knows "a hardware purchase", "an on-prem purchase" and the verbs, not the machine's own purchase — "a GPU
server purchase", "the workstation purchase", "our cluster purchase", "the purchase of a 4-GPU server", "purchasing
of two servers"; nor "speccing a server to buy" said as a noun. The person plans buying it.

A purchase past ("last year's server purchase", "the server we purchased in 2023"), refused ("no server purchase
this year", "instead of a server purchase") or of no machine ("a purchase of credits") is no buy; a procure already
read wins.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before

_MACHINE = r"(?:servers?|workstations?|machines?|boxe?s?|clusters?|nodes?|rigs?|gpus?|cards?|dgx|hgx)"
_PURCHASE = _lazy(
    rf"(?<![a-z])(?:[a-z0-9-]+ ){{0,2}}?{_MACHINE} purchase(?! orders?)(?![a-z])"
    rf"|(?<![a-z])purchas(?:e|ing) of (?:a |an |one |two |three |four |the |our |new |shared |\d[a-z0-9-]* ){{0,4}}"
    rf"(?:[a-z0-9-]+ )?{_MACHINE}(?![a-z])")
_PAST_OR_REFUSED = _lazy(r"(?<![a-z])(?:last|previous|prior|earlier|old|no|instead of|rather than|without|not|avoid"
                         r"|skip|year's|years'|month's)(?![a-z])[^.;!?\n]{0,16}$")
_PAST_AFTER = _lazy(r"[^.;!?\n]{0,12}?(?<![a-z])(?:was|were|went|failed|fell through|got cancelled|got canceled"
                    r"|we made|we did|is done|is complete)"
                    r"(?![a-z])")


def read_hardware_purchase(r: _Reader) -> None:
    """After the keywords: a machine's purchase planned, with no procure read, is a buy."""
    if any(f.fact == "procure" for f in r.found):
        return
    for m in _PURCHASE.finditer(r.t):
        if negated_before(r, m.start()) or _PAST_OR_REFUSED.search(r.t, max(0, m.start() - 24), m.start()) \
                or _PAST_AFTER.match(r.t, m.end()) or not r._free(r.entity, m.start(), m.end()):
            continue
        r.add(m.start(), m.end(), "procure", "buy", mask="kw")
        return
