"""A count said as "a couple thousand": two thousand. "a couple thousand chats a day" (heldout78 #16) read no requests
a day — the words were no number any reader takes. Rewritten in place as "2 thousand", padded before it to the same
length (spans still index the original): "a couple (of) thousand" before what it counts. "a few thousand" stays
vague (asked). Money too: "We can do a couple of grand a month (US dollars …)" (heldout90 #26 read no budget, though
"a couple grand" was read) is "2 grand".
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

# (before a noun only: "a couple hundred million tokens", "a couple hundred dollars" were read already, as words)
# ("a couple hundred product mockups", heldout80 #30: two hundred)
_COUPLE = _lazy(r"(?<![a-z])a couple(?: of)? (?P<scale>thousand|hundred)"
                r"(?= (?!million|billion|dollars|bucks|euros|pounds|usd|eur|gbp|yuan|rmb|quid|yen)[a-z])"
                r"|(?<![a-z])a couple of (?P<scale2>grand)(?![a-z])")


def a_couple(t: str) -> str:
    if "couple" not in t:
        return t
    return _COUPLE.sub(lambda m: ("2 grand" if m.group("scale2") else f"2 {m.group('scale')}"
                                  if m.group("scale") == "thousand" else "200").rjust(len(m.group())), t)
