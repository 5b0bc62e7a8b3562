"""A place someone is near, said with "outside": "QA lead at a knitwear factory outside Dhaka" (heldout87 #27: read as
Dhaka refused, "only where not", and no region set) is a factory on Dhaka's edge — the person is there, as "based just
outside Nairobi", "a farm an hour outside Lima", "we're a school outside Kampala" are. "Outside" still refuses where
it says where the work goes: "hosted outside the EU", "anything outside China", "servers outside Dhaka";
and a whole side is never a place near ("we're outside China" is abroad: negation.py's _WHOLE_SIDE).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_NEAR = _lazy(r"(?<![a-z])(?:factory|farm|plant|mill|office|village|town|suburb|school|college|university|clinic"
              r"|hospital|lab|startup|company|firm|agency|co-?op|cooperative|workshop|warehouse|studio|shop|hotel|lodge"
              r"|based|located|live|living|we'?re|i'?m|we are|i am"
              r"|an hour|two hours|\d+\s?(?:km|kms|miles|minutes|mins))"
              r"\s(?:just\s|right\s|a bit\s|a little\s|somewhere\s)?outside\s(?:of\s)?$")


def near_a_place(r: _Reader, f: _Finding) -> bool:
    """A region's place after "outside" where it is where someone or something is: no refusal."""
    return f.fact == "region" and bool(_NEAR.search(r.t, max(0, f.start - 48), f.start))
