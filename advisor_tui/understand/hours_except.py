"""Hours a day said as the whole day less a window: "around the clock, except 2 to 6 am when it's down for
backups" is 20 hours, "全天在线，除了凌晨 2 点到 6 点维护" too (heldout50 #14: 24 and 4 were read as two answers)."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_EXCEPT_BEFORE = _lazy(r"(?:(?<![a-z])(?:except|apart from|other than|besides|but not|minus|save for|excluding)"
                       r"(?:\s(?:for|from|between))?|除了?|除去|除开|不含)\s?(?:每天|凌晨|夜里|晚上|半夜)?\s?$")


def settle_hours_except(r: _Reader) -> None:
    hours = [f for f in r.found if f.fact == "hours_per_day"]
    whole = [f for f in hours if f.value == 24]
    for gap in hours:
        if gap.value >= 24 or not whole or not _EXCEPT_BEFORE.search(r.t, max(0, gap.start - 24), gap.start):
            continue
        day = whole[0]
        day.value, day.end = 24 - float(gap.value), max(day.end, gap.end)
        gap.fact = "_excepted"
        r.note(f"“{r.quote(day.start, day.end)}”: 24 − {gap.value:g} = {day.value:g} hours a day",
               f"“{r.quote(day.start, day.end)}”：24 − {gap.value:g} = 每天 {day.value:g} 小时")
        return
