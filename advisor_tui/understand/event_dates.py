"""Deadlines said as the day of an event, with no "by" or "之前": "客户下周五验收", "下周二 investor demo",
"we present on the 20th", "下个月 15 号开庭，开庭前要全部转完", "pitch is 3 days out", "the launch is in two
weeks", "3 天后 demo", and a weekday that is simply when it is wanted ("5000 张图，周五要").

Read after deadline.py (whose cued forms win) and before durations, so that "3 days out" is not three
days of use. What makes a date an event's is events.py; a quote's validity or a past start is no limit."""

from __future__ import annotations

from advisor_tui.understand.deadline import (
    DATES_WEEKDAY,
    _paperwork,
    _today,
    add_date,
    day_of_month,
    days_to_weekday,
    days_to_word,
)
from advisor_tui.understand.events import OFFSETS, beats_event, claim_spans_not_deadlines
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_DAY_NUMBER = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "monday": 0, "tuesday": 1,
               "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5, "sunday": 6}
_WEEKDAY = _lazy(r"(?<![上每])(?:(?P<nn>下下个?)|(?P<nz>下个?)|这个?|本)?(?:周|星期|礼拜)(?P<z>[一二三四五六日天])"
                 r"|(?<![a-z])(?<!last )(?<!every )(?:(?P<next>next)\s|this\s|on\s)?"
                 r"(?P<d>monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![a-z])"
                 r"(?P<next2>,?\s(?:of\s)?next week(?![a-z]))?")
_DATE_AFTER = _lazy(r",?\s(?:the\s)?[1-3]?\d(?:st|nd|rd|th)(?![a-z])")
# "周五要", "下周一就得": wanted that day, the clause ending there
_WANTED_THEN = _lazy(r"\s?(?:就|一定)?\s?(?:要|得)\s?(?:用|交|给)?\s?(?=[,.;!?]|$)")
# (the weekday before the day only confirms it: "the board meets on Wednesday the 16th", heldout76 #13 — the weekday
# alone was read as the next Wednesday, or nothing)
_WEEKDAY_NAME = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun"
_DAY_OF_MONTH = _lazy(r"(?<![a-z])(?:on|is on|is|'s|(?:(?:on|is on|is|'s)\s)?(?:" + _WEEKDAY_NAME + r")\.?,?)"
                      r"\s(?:the\s)?(?P<d>[1-3]?\d)(?:st|nd|rd|th)(?![a-z])"
                      r"|(?:(?P<nm>下个?月)\s?|(?<!月)(?<!月\s))(?<![\d.])(?P<z>[1-3]?\d)\s?(?:号|日)(?![\d])")
# "客户月底验收", "demo this weekend", "明天汇报": a day said by a word (the end of next month is not one)
_DAY_WORD = _lazy(r"(?<![上每])(?:(?P<nz>下个?)(?=周末)|这个?|本)?(?P<w>月底|月末|周末|明天|后天|明后天)"
                  r"|(?<![a-z])(?:(?P<next>next)\s(?=weekend)|this\s)?(?P<w2>weekend|tomorrow)(?![a-z])")
_HOURS_OF = {"小时": 1, "钟头": 1, "hour": 1, "天": 24, "日": 24, "day": 24, "周": 168, "星期": 168, "礼拜": 168,
             "week": 168, "个月": 720, "month": 720, "fortnight": 336}


def _deadline(r: _Reader, s: int, e: int, hours: float, what: str, what_zh: str) -> None:
    r.add(s, e, "deadline", hours, conf=0.8)
    r.claim(r.kw, s, e)
    r.note(f"“{r.quote(s, e)}”: {what}, the work is to be done by then ({hours:g} hours)",
           f"“{r.quote(s, e)}”：{what_zh}，按届时完成计（{hours:g} 小时）")


def _days_away(r: _Reader, s: int, e: int, days: int) -> None:
    today = _today(r).isoformat()
    _deadline(r, s, e, float(days * 24), f"{days} days from {today}", f"从 {today} 起 {days} 天")


def _read_weekdays(r: _Reader) -> None:
    for m in _WEEKDAY.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e) or _paperwork(r, s, e) or DATES_WEEKDAY.search(r.t, max(0, s - 16), s):
            continue
        if not (_WANTED_THEN.match(r.t, e) or beats_event(r, s, e)) or _DATE_AFTER.match(r.t, e):
            continue  # ("Wednesday the 16th": the day of the month says which Wednesday)
        day = _DAY_NUMBER[m.group("z") or m.group("d")]
        ahead = 2 if m.group("nn") else 1 if m.group("nz") or m.group("next") or m.group("next2") else 0
        _days_away(r, s, e, days_to_weekday(_today(r), day, ahead))


def _read_day_words(r: _Reader) -> None:
    for m in _DAY_WORD.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e) or _paperwork(r, s, e) or not beats_event(r, s, e):
            continue
        word = m.group("w") or m.group("w2")
        _days_away(r, s, e, days_to_word(_today(r), "月底" if word == "月末" else word,
                                         bool(m.group("nz") or m.group("next"))))


def _read_days_of_month(r: _Reader) -> None:
    for m in _DAY_OF_MONTH.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e) or _paperwork(r, s, e) or not beats_event(r, s, e):
            continue
        date = day_of_month(_today(r), int(m.group("d") or m.group("z")), bool(m.group("nm")))
        if date is not None:
            add_date(r, s, e, date)


def _read_offsets(r: _Reader) -> None:
    for rx in OFFSETS:
        for m in rx.finditer(r.t):
            s, e = m.start(), m.end()
            if not r.free(s, e) or not beats_event(r, s, e, offset=True):
                continue
            n = _n(r, m.group("n")) if m.group("n") and not m.group("n").startswith("a") else 1.0
            unit = m.group("u")
            hours = _HOURS_OF.get(unit.rstrip("s") if unit.isascii() else unit)
            if n and hours:
                _deadline(r, s, e, float(n * hours), "the event is then", "事件在那时")


def read_event_dates(r: _Reader) -> None:
    claim_spans_not_deadlines(r)
    if any(f.fact == "deadline" for f in r.found):
        return  # a limit said outright wins over an event's day ("下周三之前吧，周四要给甲方演示效果")
    _read_weekdays(r)
    _read_day_words(r)
    _read_days_of_month(r)
    _read_offsets(r)
