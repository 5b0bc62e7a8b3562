"""The days a person counts after their own date, said as its conclusion, are the deadline: "before a demo next
Friday, so 5 days max" (review 116 c10, a Vienna medtech's QLoRA) read the deadline as 11 days (to next Friday) and
the 5 as days of use — the person's own count was set aside for the calendar's. So are "下周五要给客户演示，也就是最多
5 天", "demo on the 18th, i.e. 10 days at most", "月底交付，所以顶多 3 周". A date with no count after it keeps the
calendar's reading (README: "next Friday" is the Friday of next week); a count said without a conclusion's word
("next Friday. 5 days of training") is left to the durations.
"""

from __future__ import annotations

import dataclasses

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_HOURS = {"day": 24, "days": 24, "天": 24, "week": 168, "weeks": 168, "周": 168, "星期": 168, "个星期": 168,
          "個星期": 168, "礼拜": 168, "个礼拜": 168}
_COUNT_AFTER = _lazy(
    r"[^,，.。;；!?！？\n]{0,16}?\s?[,，—–-]?\s?(?:so|i\.e\.|that'?s|which is|meaning|也就是说?|就是|即|所以|等于)\s?"
    r"(?:we have |we've got |i have |only |just |about |around |roughly |~)?"
    r"(?:(?:at most|max(?:imum)?|no more than|最多|顶多|頂多|最多就|撑死)\s?)?(?:只有|大概|约|還有|还有)?\s?"
    r"(?P<n>\d{1,3}|[一二两兩三四五六七八九十]{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten)\s?"
    r"(?P<u>days?|weeks?|天|周|星期|个星期|個星期|礼拜|个礼拜)(?![a-z])"
    r"(?:\s?(?:max|at most|tops|left|左右|以内|之内))?")


def read_counted_days_after_date(r: _Reader) -> None:
    """After the dated deadlines: the person's own count said as their conclusion replaces the calendar's."""
    for i, f in enumerate(r.found):
        if f.fact != "deadline":
            continue
        m = _COUNT_AFTER.match(r.t, f.end)
        if m is None or not r.free(m.start("n"), m.end("u")):
            continue
        n = 1.0 if m.group("n") in ("a", "one") else _n(r, m.group("n"))
        if not n:
            continue
        hours = float(n * _HOURS[m.group("u")])
        said = r.quote(f.start, f.end)
        r.notes[:] = [x for x in r.notes if not x.en.startswith(f"“{said}”")]
        r.found[i] = dataclasses.replace(f, end=m.end(), value=hours)
        r.claim(r.numeric, m.start("n"), m.end())
        r.note(f"“{r.quote(f.start, m.end())}”: the {hours / 24:g} days you count are used (the date itself would "
               f"give {f.value / 24:g})",
               f"“{r.quote(f.start, m.end())}”：按你说的 {hours / 24:g} 天计（按日期算是 {f.value / 24:g} 天）")
