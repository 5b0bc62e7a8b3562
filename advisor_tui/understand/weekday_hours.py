"""Hours said of each working day (review 95 c06: "peak is about 20 requests per second during market hours (6.5 hours
on weekdays)" read the weekdays as 22 days and dropped the 6.5 hours — priced 22 d × 24 h, $444 instead of $120).

"6.5 hours on weekdays", "8 hours every weekday", "10 h per business day", "market hours (6.5 hours)", "trading
hours, about 6.5 h", "每个交易日 4 小时", "交易日大概 4 个小时": the number is the hours a day (``hours_per_day``); the
weekday words stay for the days (usage.read_weekdays). Read before the hours-a-day readers; a week's or a month's
hours ("40 hours a week") are not these.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import NUM
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_HOURS = r"(?:h|hrs?|hours?)(?![a-z])"
_DAY_KIND = (r"(?:weekdays?|week ?days?|work ?days?|working days?|business days?|trading days?|market days?"
             r"|school days?|weeknights?)(?![a-z])")
_EACH_WEEKDAY = _lazy(
    rf"(?<![\d.])(?P<n>{NUM})\s?-?\s?{_HOURS}\s(?:(?:a|per|each|every|on|on all|on each|on every|for each|on most)\s)"
    rf"{_DAY_KIND}"
    # "market hours (6.5 hours)", "trading hours, about 6.5 h", "business hours: 9 h"
    r"|(?<![a-z])(?:market|trading|business|office|opening|school|working|operating|exchange) hours\s?"
    r"(?:[(（,:：]|\s-\s|\sare\s|\sis\s|\s)\s?(?:(?:about|around|roughly|approx\.?|~|i\.e\.|so|that's|just)\s?)?"
    rf"(?P<n2>\d{{1,2}}(?:\.\d+)?)\s?-?\s?{_HOURS}(?!\s?(?:a|per|each|every|/)\s?(?:week|month))"
    # "每个交易日 4 小时", "交易日大概 4 个小时", "开盘时间每天 4 个小时"
    r"|(?:每个|每一个|每)?(?:交易日|开盘日|上课日|上学日|营业日)\s?(?:大概|大约|约|都|要|会|就|差不多)?\s?(?:开|跑|用)?\s?"
    r"(?P<n3>\d{1,2}(?:\.\d+)?|[一二两三四五六七八九十]{1,3})\s?(?:个)?\s?(?P<half>半)?\s?(?:小时|钟头)")


def read_weekday_hours(r: _Reader) -> None:
    """The hours of each working day said: ``hours_per_day``."""
    if any(f.fact == "hours_per_day" for f in r.found):
        return
    for m in _EACH_WEEKDAY.finditer(r.t):
        g = "n" if m.group("n") else "n2" if m.group("n2") else "n3"
        if not r.free(m.start(g), m.end()):
            continue
        n = r.num(m.group(g))
        if n is None:
            continue
        n += 0.5 if m.group("half") else 0
        if not 0 < n <= 24:
            continue
        r.add(m.start(g), m.end(), "hours_per_day", float(n))
        end = m.end() + (1 if r.t[m.end():m.end() + 1] in (")", "）") and "(" in m.group() else 0)
        said = r.quote(m.start(), end)  # ("market hours (6.5 hours)": the bracket closed)
        r.note(f"“{said}”: {n:g} hours each working day", f"“{said}”：每个工作日 {n:g} 小时")
        return
