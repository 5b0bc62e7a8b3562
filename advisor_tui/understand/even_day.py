"""A day's traffic said to be even over all of it: "24 小时比较均匀", "spread evenly over the day" (review 94 c05).

rules/day_load.py sizes a day's total at its busiest hour (a half-ellipse over 16 waking hours, 1.9 × the mean)
because a day's total says nothing of its peak; a person who says the traffic is flat has said the peak: the mean
over the 24 hours. The rate is set to it, with a note, only beside a day's total and no peak said."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_EVEN = _lazy(r"(?:24|二十四)\s?(?:个)?\s?小时\s?(?:内|里)?\s?(?:都)?\s?(?:比较|很|挺|基本|大致|较为|相对)?\s?"
              r"(?:均匀|平均分布|平稳)|(?:均匀|平均)\s?分布在\s?(?:全天\s?)?(?:24|二十四)\s?(?:个)?\s?小时"
              r"|(?<![a-z])(?:spread\s)?evenly\s(?:spread\s)?(?:over|across|through(?:out)?)\s(?:all\s)?(?:the\s)?"
              r"(?:24 hours|whole day|entire day|day(?! shift)(?![a-z]))"
              r"|(?<![a-z])flat\s(?:traffic\s)?(?:over|across|around)\s(?:the\s)?(?:24 hours|clock|whole day)")


def read_even_day(r: _Reader) -> None:
    """After the day's totals: flat traffic over 24 h is its own peak, the day's mean."""
    day = next((f for f in r.found if f.fact == "requests_per_day"), None)
    if day is None or any(f.fact == "rps" for f in r.found) or not isinstance(day.value, (int, float)):
        return
    m = _EVEN.search(r.t)
    if m is None:
        return
    rate = round(day.value / 86400, 3)
    if rate <= 0:
        return
    r.found.append(_Finding(m.start(), m.end(), "rps", rate))
    said = r.quote(m.start(), m.end())
    r.note(f"“{said}”: the day's {day.value:,} requests are even over 24 h, so the peak is their mean, "
           f"{rate:g} a second — give --rps if the busiest hour is higher",
           f"“{said}”：每天 {day.value:,} 个请求全天均匀，峰值即均值，每秒 {rate:g} 个——"
           "若最忙时段更高，请用 --rps 给出")
