"""A count said in dozens: "two dozen short clips" (heldout81 #33 read no videos), "three dozen product shots", "half a
dozen LoRAs", "a dozen or so runs". Rewritten in place as the number, padded to the words' length (spans still index
the original), before what it counts; "dozens of" stays vague (no number said).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

_HOW_MANY = {"a": 12, "one": 12, "two": 24, "three": 36, "four": 48, "five": 60, "six": 72, "ten": 120,
             "half a": 6, "a half": 6}
_DOZEN = _lazy(r"(?<![a-z])(?P<n>half a|a|one|two|three|four|five|six|ten)\sdozen(?!s)(?= (?:or so )?[a-z])"
               r"|(?<![a-z\d.,])(?P<d>\d{1,2})\sdozen(?!s)(?= (?:or so )?[a-z])")


def _count(m) -> str:
    n = _HOW_MANY[m.group("n")] if m.group("n") else int(m.group("d")) * 12
    return str(n).rjust(len(m.group()))


def dozens(t: str) -> str:
    if "dozen" not in t:
        return t
    return _DOZEN.sub(_count, t)
