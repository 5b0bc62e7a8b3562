"""Other words for a deadline, read as "deadline": "the hard line is Friday January 8" (heldout78 #14 read no date),
"the drop-dead date is …", "the cut-off date is …". Rewritten in place, one character for one ("hard line" →
"deadline "), so every deadline reader takes the date after them; hard_deadline.py reads the original words to know
the date is the one that must hold.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

_WORDS = _lazy(r"(?<![a-z])(?:hard ?line|drop[- ]?dead date|cut-?off date)(?![a-z])")


def deadline_words(t: str) -> str:
    if "line" not in t and "date" not in t:
        return t
    return _WORDS.sub(lambda m: "deadline".rjust(len(m.group())), t)
