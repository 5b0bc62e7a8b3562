"""A service said to answer day and night runs all day: "It has to answer day and night" (heldout81 #32 read it not
interruptible, as the table's convention has it — heldout63 #21 —, but no hours). Said of the service ("answer /
run / be up / be available … day and night", "day or night", '日夜不停', '白天晚上都要能用'), it is 24 hours a day;
"day and night shifts" or a difference "between day and night" is no schedule.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ALL_DAY = _lazy(
    r"(?<![a-z])(?:answer|answers|answering|respond|reply|run|runs|running|be up|stay up|be on|be online|be available"
    r"|work|open|available|online|up)\s(?:all\s)?(?:day and night|night and day|day or night)(?! shifts?)(?![a-z])"
    r"|(?:日夜|昼夜)\s?(?:不停|不间断|都要?|运行|在线)|白天(?:和|跟)?晚上都(?:要|得)?\s?(?:能|可以)?\s?(?:用|问|在线|开着|跑)")


def read_day_and_night(r: _Reader) -> None:
    """Before the hours readers: a service up day and night is 24 hours a day."""
    if any(f.fact == "hours_per_day" for f in r.found):
        return
    for m in _ALL_DAY.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "hours_per_day", 24.0)
            return
