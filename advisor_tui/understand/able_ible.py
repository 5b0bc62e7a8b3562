"""Spot's words spelt with -able for -ible: "preemptable is fine" (heldout81 #34 read no spot), "interruptable",
"pre-emptable". Rewritten in place, one letter for one ("preemptable" → "preemptible"), so every spot reader takes
them as it takes the right spelling. Other -able words are left alone.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

_ABLE = _lazy(r"(?<![a-z])(?P<stem>pre-?empt|interrupt)able(?![a-z])")


def ible_spelling(t: str) -> str:
    if "table" not in t:
        return t
    return _ABLE.sub(lambda m: m.group("stem") + "ible", t)
