"""One priority conceded, the other put first: "cheap is nice but the deadline matters more than the price" (heldout80
#33) read cost and speed, a conflict that set neither. The priority said before a "but" (但, 不过, 可是, however) in the
same sentence is given up for the one after it: "便宜当然好，但工期更重要", "speed would be nice, but the budget is what
counts", "快一点最好，不过预算更要紧". Two priorities with no "but" between are left to the conflict, and one in another
sentence too, and "as fast as possible, but also the cheapest" (both wanted) stays a conflict.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (not "…, but also the cheapest": both wanted, a conflict still)
_BUT = _lazy(r"(?:(?<![a-z])(?:but|however|though|although)(?![a-z])|但是?|不过|可是|然而)"
             r"(?!\s?(?:also|too|equally|at (?:the )?same time|同时|也|又|还))")
_SENTENCE_END = _lazy(r"[。；;!?！？\n]|\.(?!\d)")


def concede_priority(r: _Reader) -> None:
    """Before the decision: of two priorities with a "but" between, in one sentence, the first is given up."""
    said = sorted((f for f in r.found if f.fact == "priority"), key=lambda f: f.start)
    for a in said:
        b = next((f for f in said if f.start >= a.end and f.value != a.value), None)
        if b is None:
            continue
        between = r.t[a.end:b.start]
        if _BUT.search(between) and not _SENTENCE_END.search(between):
            r.found = [f for f in r.found if not (f.fact == "priority" and f.value == a.value and f.end <= b.start)]
            r.note(f"“{r.quote(a.start, b.end)}”: {b.value} put first",
                   f"“{r.quote(a.start, b.end)}”：以{'速度' if b.value == 'speed' else '成本'}为先")
            return
