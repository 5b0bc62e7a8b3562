"""A service busy some hours a day, with its rate the rest of the day: "peak 3 requests per second but only about 5
hours each evening; the rest of the day it's around 0.3 requests per second", "晚上高峰 5 小时每秒 3 个请求，其余时间
每秒 0.3 个" (review 112 C6-a: the 0.3 was read as a second value of the peak rate, "the largest stated is used", and
the service was priced for the five peak hours alone). Where the hours a day are read and a rate is said after "the
rest of the day" / "off-peak" / "其余时间", that rate is the level outside the peak (``normal_rps``): the answer then
prices a base all day plus the peak's cards for its hours (rules.base.daily_peak).

    read_day_peak_rate(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.peak_period import _PEAK_RATE, _rate
from advisor_tui.understand.reader import _Reader

# the hours outside the peak, then (within the clause) the rate said for them
_REST = _lazy(r"(?<![a-z])(?:(?:for\s|during\s|in\s)?the\srest\sof\sthe\s(?:day|time)"
              r"|(?:the\s)?other\s(?:\d{1,2}\s)?hours|off-peak(?:\shours)?|outside\s(?:the\s)?(?:peak|evening|busy)(?:\shours)?|overnight)(?![a-z])"
              r"|其余时间|其他时间|其余时段|其他时段|其余的时间|其他的时间|非高峰时段?|其余\s?\d{1,2}\s?(?:个)?小时")
_CLAUSE_END = _lazy(r"[。；;!?！？\n]|\.(?:\s|$)")


def read_day_peak_rate(r: _Reader) -> None:
    hours = next((f for f in r.found if f.fact == "hours_per_day"), None)
    rates = [f for f in r.found if f.fact == "rps"]
    if hours is None or not rates or hours.value >= 24 or any(f.fact == "normal_rps" for f in r.found):
        return
    rest = _REST.search(r.t)
    if rest is None:
        return
    end = _CLAUSE_END.search(r.t, rest.end())
    said = _PEAK_RATE.search(r.t, rest.end(), end.start() if end else len(r.t))
    normal = _rate(r, said) if said is not None else None
    if said is None or not normal:
        return
    peak = max((f.value for f in rates if not said.start() <= f.start < said.end()), default=None)
    if peak is None or normal >= peak:
        return
    for f in rates:
        if said.start() <= f.start < said.end() or f.value == normal:
            f.fact = "_set_aside_load"  # the rate outside the peak, read as a second peak value
    r.add(said.start(), said.end(), "normal_rps", normal)
