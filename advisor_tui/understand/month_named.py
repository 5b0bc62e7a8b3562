"""A calendar month named is a month, never a count of months or money (review 96 c02, probes).

"只需要租 11 月這一個月" read 330 days (11 × 30, the 租 before "11 月" taken for a duration's verb) and
"只租十一月" a budget of ¥10 a month (十 the amount, 一月 "a month"). Read: a month's name said as when
the job runs — '只在 11 月用', '只租十一月', '11 月這一個月', '十二月份整个月', '双11 那个月', "only in
November", "for the month of November", "in November only" — as that month's days on the real calendar
(the next month of that name from today, as month_less_off.py and month_weekdays.py count); and a month's
name in Chinese ('十一月', '十二月', '11 月份') claimed so that no duration or budget reader takes its
numeral. A month before a deadline's word ('11 月底前', '12 月之前') is left to the deadline readers; "in
November" alone (a start, a launch) sets no days; '不只在 11 月用' none either.

    read_month_named(r)  # after read_month_weekdays, before every duration and money reader
"""

from __future__ import annotations

import calendar

from advisor_tui.understand.deadline import _today
from advisor_tui.understand.month_weekdays import _CN_MONTH, _MONTHS_EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before

_CN_NUM = r"(?P<n>1[0-2]|[1-9]|十[一二]|[一二三四五六七八九十])"
_EN_NUM = r"(?P<en>" + "|".join(_MONTHS_EN) + r"|nov|dec|sept?|oct|aug|jul|jun|apr|mar|feb|jan)"
# '双11', '雙十一', '双 12': the shopping day's month
_SHOPPING_DAY = r"双\s?(?P<d>11|12|十一|十二)"
# what makes "N 月" a month's name: '11 月份', '11 月这一个月', '十一月整个月'
_NAME_AFTER = (r"(?:\s?份)?\s?(?:(?:这|那)\s?一?\s?个?\s?月"
               r"|一\s?个\s?月(?!\s?(?:用|跑|\d|[一二三四五六七八九十两几半]))|整个月|一整个月|整月|全月)")
# a month said as when the whole job runs ('只在 11 月用', '只租十一月', '只要 11 月份'): its days
_USE_BEFORE = r"(?:只|就|仅|仅仅|光)\s?(?:在|租|用|跑|要|需要|需要租|需要用|开|开机)?\s?"
_USE_AFTER = r"(?:\s?份)?\s?(?:的时候|期间|里|一个月|这一个月)?\s?(?:用|租|跑|开机|上线跑)"
_WHOLE = tuple(_lazy(rx) for rx in (
    rf"(?<![\d一二三四五六七八九十两几每])(?:{_USE_BEFORE})?{_CN_NUM}\s?月(?P<tail>{_NAME_AFTER})",
    rf"{_USE_BEFORE}(?<![\d一二三四五六七八九十两几每]){_CN_NUM}\s?月(?:\s?份)?"
    r"(?!\s?(?:\d|[一二三四五六七八九十个底初中前之以号日]))",
    rf"(?<![\d一二三四五六七八九十两几每年])(?<!年\s){_CN_NUM}\s?月(?:\s?份)?(?={_USE_AFTER})",
    rf"{_SHOPPING_DAY}\s?(?:的)?\s?(?:那|这)\s?一?\s?个?\s?月(?:\s?份)?",
    rf"(?<![a-z])(?:only|just)\s(?:in|for|during|through)\s(?:the\s(?:month|whole)\sof\s)?{_EN_NUM}(?![a-z])",
    rf"(?<![a-z])(?:for|during|throughout)\s(?:the\s(?:month|whole)\sof\s)?{_EN_NUM}\s(?:only|alone)(?![a-z])",
    rf"(?<![a-z])(?:for|during|throughout)\sthe\s(?:month|whole)\sof\s{_EN_NUM}(?![a-z])",
    rf"(?<![a-z])in\s{_EN_NUM}\s(?:only|alone)(?![a-z])"))
_NOT_ONLY = _lazy(r"不只|不止|不仅|(?<![a-z])not (?:only|just)(?![a-z])")
# a month's name in Chinese that no number reader may take: '十一月' (十 money, 一月 "a month"), '11 月份' ('双十二'
# is left to the deadline readers: "双十二前要上架")
_NAME = _lazy(rf"(?<![\d一二三四五六七八九十两几每个]){_CN_NUM}\s?月(?P<fen>\s?份)?"
              # (not a date's month, '十一月 5 号', nor a count, '十一个月'; "预算十一月 5000" is the month's ¥5,000)
              r"(?!\s?(?:\d{1,2}\s?[号日]|\d{1,2}(?![\d,.])|[一二三四五六七八九十个底初中前之以号日内]))")


def _number(m) -> int:  # noqa: ANN001 - a match of the patterns above
    g = m.groupdict()
    if g.get("n"):
        n = g["n"]
        return int(n) if n.isdigit() else _CN_MONTH[n]
    if g.get("d"):
        return {"11": 11, "12": 12, "十一": 11, "十二": 12}[m.group("d")]
    word = m.group("en")
    return next(i for i, name in enumerate(_MONTHS_EN, 1) if name.startswith(word))


def read_month_named(r: _Reader) -> None:
    """The days of one month said as the job's time, and the Chinese month names claimed from the number readers."""
    _read_whole_month(r)
    for m in _NAME.finditer(r.t):
        n = m.group("n")
        # '十一月', '十二月', '十月', '11 月份': a name; a digit month without 份 is left to the date and duration
        # readers, which already tell '11 月的对账单' from '11 个月'
        if not (m.group("fen") or n.startswith("十") and len(n) == 2 or n == "十"):
            continue
        if r.free(m.start(), m.end()):
            r.claim(r.numeric, m.start(), m.end())


def _read_whole_month(r: _Reader) -> None:
    if any(f.fact == "days" for f in r.found):
        return
    said = sorted((m for rx in _WHOLE for m in rx.finditer(r.t)
                   if r.free(m.start(), m.end()) and not negated_before(r, m.start())), key=lambda m: m.start())
    if any(_NOT_ONLY.search(r.t, max(0, m.start() - 4), m.start() + 3) for m in said):
        return  # '不只在 11 月用': more than that month
    if len({_number(m) for m in said}) != 1:
        return  # none, or several months ('11 月和 12 月'): left to the other readers
    m = said[0]
    month = _number(m)
    today = _today(r)
    year = today.year if month >= today.month else today.year + 1
    days = calendar.monthrange(year, month)[1]
    r.found.append(_Finding(m.start(), m.end(), "days", float(days), 1.0, None, "duration"))
    for x in said:
        r.claim(r.numeric, x.start(), x.end())
    quote = r.quote(m.start(), m.end())
    r.note(f"“{quote}”: the month of {calendar.month_name[month]} {year}, {days} days — a month's name, not a count "
           "of months",
           f"“{quote}”：{year} 年 {month} 月这一个月，共 {days} 天——是月份，不是几个月")
