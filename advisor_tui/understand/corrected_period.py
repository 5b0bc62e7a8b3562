"""A corrected budget keeps the period said after it: "预算一万五……不对，财务刚说是一万二，整个项目就这些" (heldout85
#1, under the budget question) read 12,000 CNY a month — the figure after 不对 takes the first amount's place and,
until now, its period too, here the month a bare budget is given, while "整个项目就这些" right after the new figure
says it is the whole project's. The same for "三千，哦不对，是五千，一共就这些", "$3k — sorry, $5k for the whole
project", "3000 a month, no wait, 5000 in total", "不对，是一万二一个月" (a month said after the correction): the
period said after the corrected figure is its own. A corrected figure with nothing after it keeps the first amount's
period ("一个月三千……不对，四千": still a month's). (The 一 of the period after a corrected figure is the period's:
"哦不对，五千一个月" is 5,000 a month, not 5,100 — negation.py's continuation.)
"""

from __future__ import annotations

from dataclasses import replace

from advisor_tui.understand.money import _PERIOD_AFTER
from advisor_tui.understand.numbers import _period_of
from advisor_tui.understand.reader import _Reader
from rules.facts import Budget

_UNITS = ("total", "month", "week", "day", "hour")
_ZH = {"total": "总额", "month": "每月", "week": "每周", "day": "每天", "hour": "每小时"}


def corrected_budget_period(r: _Reader) -> None:
    """After the continuations are placed: a corrected budget takes the period said right after it."""
    for f in r.found:
        if f.fact != "budget" or f.generic != "continuation" or not isinstance(f.value, Budget):
            continue
        m = _PERIOD_AFTER.match(r.t, f.end)
        if m is None or m.group("this"):
            continue
        unit = _period_of(m.group("u") or m.group("adv") or "")
        if unit not in _UNITS or unit == f.value.unit:
            continue
        f.value = replace(f.value, unit=unit)
        r.notes = [n for n in r.notes if not n.en.startswith("budget without a period")]
        said = r.quote(f.start, m.end())
        r.note(f"“{said}”: the corrected budget, {'the total' if unit == 'total' else 'per ' + unit} as said after it",
               f"“{said}”：更正后的预算，按其后所说的{_ZH[unit]}计")
