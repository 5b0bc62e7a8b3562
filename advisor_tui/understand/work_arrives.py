"""The weekday the work arrives, said before the weekday it is due: "周一交任务，周五前必须出完", "we get the footage
on Monday and it's due by Friday". The window is from the one weekday to the other (4 days, Monday to Friday), the
same every week — not from today to the next Friday, which read 72 h on a Tuesday and 96 h on a Monday (the CI run of
2026-12-08 priced the MCN batch's 400 videos on 7 GPUs, on 6 the day before).

    arrival_weekday(text, before) -> (weekday 0–6, start, end) | None
    window_days(arrives, due, next_week=False) -> whole days from the one to the other (a week on the same day)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

_ZH_DAY = r"(?:周|星期|礼拜)(?P<z>[一二三四五六日天])"
_EN_DAY = r"(?P<e>monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?"
_ARRIVES = _lazy(
    # "周一交任务", "每周一早上拿到素材", "星期一下需求", "周一开始跑"
    rf"{_ZH_DAY}\s?(?:早上|上午|中午|下午|晚上)?\s?(?:会|就)?\s?"
    r"(?:(?:交|给|下|派|布置|发|收到|拿到|到|来)(?:任务|需求|数据|素材|单子?|活|稿|文件|视频|图片)"
    r"|(?:任务|需求|数据|素材|单子?|活)(?:到|来|下来)|开始|开工|启动)"
    # "we get the footage on Monday", "the data comes in on Mondays", "jobs arrive Monday"
    rf"|(?<![a-z])(?:get|receive|are given|are handed|comes? in|arrives?|lands?|starts?|kicks? off|drops?)"
    rf"\s(?:[a-z']+\s){{0,3}}?(?:on\s)?(?:each\s|every\s)?{_EN_DAY}(?![a-z])"
    # "on Mondays we get the briefs", "Monday the batch comes in"
    rf"|(?<![a-z])(?:on\s)?{_EN_DAY.replace('P<e>', 'P<e2>')}\s(?:we|i|they)\s(?:get|receive|start)(?![a-z])")
_ZH_INDEX = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_EN_INDEX = {d: i for i, d in enumerate(("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                         "sunday"))}
_NEAR = 80  # characters between the arrival and the deadline: one sentence or the next


def arrival_weekday(text: str, before: int) -> tuple[int, int, int] | None:
    """The last weekday the work is said to arrive on within ``_NEAR`` characters before ``before``."""
    found = None
    for m in _ARRIVES.finditer(text, max(0, before - _NEAR), before):
        said = m.group("z") or m.group("e") or m.group("e2")
        day = _ZH_INDEX.get(said) if m.group("z") else _EN_INDEX.get(said or "")
        if day is not None:
            found = (day, m.start(), m.end())
    return found


def window_days(arrives: int, due: int, *, next_week: bool = False) -> int:
    """"周三拿到，下周一前" is the coming Monday (5 days); "周一拿到，下周三前" the Wednesday after this one (9)."""
    days = (due - arrives) % 7 or 7
    return days + 7 if next_week and due > arrives else days
