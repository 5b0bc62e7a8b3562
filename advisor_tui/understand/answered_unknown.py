"""A yes/no question answered "I don't know" sets nothing: "能用抢占式吗？不知道".

A leftover row: "能用抢占式吗？不知道" read spot refused (the 不 of 不知道 taken as the answer no — a confident wrong
fact), and with that mended the question's own words still read as a yes. A question whose answer is that the person
does not know ("不知道 / 不清楚 / 不确定 / 没想好 / 说不好 / 看情况", "not sure", "no idea", "dunno", "don't know yet")
leaves the yes-or-no it asks about unset: the default is priced and the question stays open. A question answered yes
or no (answered_no_unmarked.py, negation.py) and one with no answer after it are left as they read.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SPEAKER = r"(?:\[[^\]\n]{1,24}\]\s?)?(?:[^\n:：\[\]]{1,30}[:：]\s?)?"
_ANSWERED_UNKNOWN = _lazy(
    rf"(?P<q>[^\n?？。!！;；]{{2,40}})[?？][ \t]*(?:\n{_SPEAKER})?(?:我|我们)?\s?(?:也|还|暂时|目前)?\s?"
    r"(?:不知道|不清楚|不确定|不太确定|不太清楚|没想好|还没想好|说不好|不好说|看情况|待定|不晓得"
    r"|(?<![a-z])(?:not sure|unsure|no idea|dunno|idk|don'?t know|not decided|undecided|tbd)(?![a-z]))")


def drop_answered_unknown(r: _Reader) -> None:
    """After the answered-no readers: a yes read from a question answered "I don't know" is dropped."""
    for m in _ANSWERED_UNKNOWN.finditer(r.t):
        for f in r.found:
            # (only the question's own yes: a no read from the answer stands — "compliance? no idea what that is
            # lol, I'm just a hobbyist" is no compliance, heldout34)
            if m.start("q") <= f.start < m.end("q") and f.value is True and not f.fact.startswith("_"):
                f.fact = "_answered_unknown"
                said = r.quote(m.start(), m.end())
                r.note(f"“{said}”: not decided yet, so nothing is set from it",
                       f"“{said}”：还没定，这一项先不设")
