"""Named days of the year → the next such date: fixed holidays (元旦, Christmas), the lunar ones
(春节, 中秋, 端午) and Easter, which move every year, Thanksgiving, and the ends of quarters and of the
year ("end of Q1", "Q1 结束前", "年底前")."""

from __future__ import annotations

import datetime as dt

from advisor_tui.understand.patterns import _lazy

# (apostrophes dropped; the longer name first: "christmas eve" before "christmas")
FIXED = {"christmas eve": (12, 24), "christmas": (12, 25), "xmas": (12, 25), "平安夜": (12, 24), "圣诞": (12, 25),
         "new years eve": (12, 31), "跨年": (12, 31), "new year": (1, 1),
         "元旦": (1, 1), "国庆": (10, 1), "劳动节": (5, 1), "五一": (5, 1), "双十一": (11, 11), "双11": (11, 11),
         "双十二": (12, 12), "双12": (12, 12),
         "halloween": (10, 31), "valentine": (2, 14), "情人节": (2, 14)}

# Lunar-calendar holidays and Easter have no rule simple enough to compute here; the published dates
# for the years a deadline can reach are listed (a later year is simply not read).
_SPRING = {2026: (2, 17), 2027: (2, 6), 2028: (1, 26), 2029: (2, 13), 2030: (2, 3), 2031: (1, 23)}
_MOVABLE = {
    "spring": _SPRING,
    "spring-eve": {y: (dt.date(y, *md) - dt.timedelta(days=1)).timetuple()[1:3] for y, md in _SPRING.items()},
    "mid-autumn": {2026: (9, 25), 2027: (9, 15), 2028: (10, 3), 2029: (9, 22), 2030: (9, 12), 2031: (10, 1)},
    "dragon-boat": {2026: (6, 19), 2027: (6, 9), 2028: (5, 28), 2029: (6, 16), 2030: (6, 5), 2031: (6, 24)},
    "qingming": {2026: (4, 5), 2027: (4, 5), 2028: (4, 4), 2029: (4, 4), 2030: (4, 5), 2031: (4, 5)},
    "easter": {2026: (4, 5), 2027: (3, 28), 2028: (4, 16), 2029: (4, 1), 2030: (4, 21), 2031: (4, 13)},
}
_MOVABLE_NAMES = {"春节": "spring", "过年": "spring", "农历新年": "spring", "chinese new year": "spring",
                  "lunar new year": "spring", "spring festival": "spring", "除夕": "spring-eve",
                  "大年三十": "spring-eve", "年三十": "spring-eve", "中秋": "mid-autumn", "mid-autumn": "mid-autumn",
                  "端午": "dragon-boat", "dragon boat": "dragon-boat", "清明": "qingming", "easter": "easter"}
MOVABLE = _lazy(r"(?P<mv>春节|过年|农历新年|除夕|大年三十|年三十|中秋|端午|清明"
                r"|(?<![a-z])(?:chinese new year|lunar new year|spring festival|mid-autumn|dragon boat|easter)"
                r"(?:'s)?(?: festival| holidays?| break)?(?![a-z]))"
                r"|(?<![a-z])(?P<thx>thanksgiving)(?![a-z])"
                # the end of a quarter or of the year
                r"|(?:(?<![a-z])(?:the\s)?end of\s(?:the\s)?(?:q(?P<q1>[1-4])"
                r"|(?P<q1w>first|second|third|fourth) quarter"
                r"|(?P<y1>(?:the |this )?year))(?![a-z\d])"
                r"|(?<![a-z])q(?P<q2>[1-4])\s?(?:-?end|结束|末|底)"
                r"|第?(?P<q3>[一二三四])季度\s?(?:末|结束|底)"
                r"|(?P<y2>年底|年末|今年年底|(?<![a-z])(?:year[- ]end|eoy)(?![a-z])))")
_QUARTER = {"first": 1, "second": 2, "third": 3, "fourth": 4, "一": 1, "二": 2, "三": 3, "四": 4}


def named_day(m, today: dt.date) -> dt.date | None:
    """The next date (after today) that a ``MOVABLE`` match names; None past the listed years."""
    g = m.groupdict()
    if g.get("mv"):
        word = g["mv"].replace("'s", "")
        key = next(v for k, v in _MOVABLE_NAMES.items() if word.startswith(k))
        for year in (today.year, today.year + 1):
            md = _MOVABLE[key].get(year)
            if md and dt.date(year, *md) > today:
                return dt.date(year, *md)
        return None
    if g.get("thx"):  # the fourth Thursday of November
        for year in (today.year, today.year + 1):
            first = dt.date(year, 11, 1)
            date = first + dt.timedelta(days=(3 - first.weekday()) % 7 + 21)
            if date > today:
                return date
        return None
    quarter = g.get("q1") or g.get("q2") or g.get("q1w") or g.get("q3")
    month = 12 if g.get("y1") or g.get("y2") else 3 * (int(quarter) if quarter.isdigit() else _QUARTER[quarter])
    for year in (today.year, today.year + 1):
        date = dt.date(year, month, 1) + dt.timedelta(days=31)
        date = date.replace(day=1) - dt.timedelta(days=1)
        if date > today:
            return date
    return None
