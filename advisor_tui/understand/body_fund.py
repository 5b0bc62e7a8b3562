"""Money taken from an organisation's own account or fund is a company's: "A$3,000 max from the station account"
(heldout82 #28), "Budget $4,000 total from the Lands Commission's digitisation fund" (#36) named no buyer.
"from the farm account", "out of the council's roads fund", "paid from the museum's acquisitions fund" — a body's
pot, named before "account" or "fund" (a "budget" alone is left to buyer.py: the table reads "out of the archive
budget" as no buyer). Not the person's own: "from my savings account", "my own fund",
"from my personal account".
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FROM_POT = _lazy(
    r"(?<![a-z])(?:from|out of|paid from|paid out of|comes? from|coming from|charged to)\s(?:the|our)\s"
    r"(?!(?:my|personal|savings|own|question)\s)(?:[a-z][a-z'-]*\s){1,4}?(?:account|fund)(?![a-z])")
_OWN = _lazy(r"(?<![a-z])(?:personal|savings|own|private|household|family|pension|retirement)\s(?:[a-z-]+\s)?"
             r"(?:account|fund)")


def read_body_fund(r: _Reader) -> None:
    """After the buyer readers: an amount from a body's account or fund, with no buyer read yet, is a company's."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for m in _FROM_POT.finditer(r.t):
        if not _OWN.search(m.group()) and r._free(r.entity, m.start(), m.end()):
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
