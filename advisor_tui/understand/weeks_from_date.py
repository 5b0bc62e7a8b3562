"""So many weeks of use from a start date, a range of weekdays each week, days taken out: those days, counted.

"从 12 月 14 号（周一）开始，连续跑 6 个礼拜，每周一到周六，礼拜天不开；元旦那天也停一天" (heldout94 A6, the days
question) read 6: "每周一" was taken for every Monday, the range "一到周六" lost. The six weeks from Monday 14 December
hold 36 days Monday to Saturday; New Year's Day, a Friday, is taken out: 35. The same for "从 1 月 4 号起，跑 4 周，
周一至周五", "starting Monday 4 January, for three weeks, Monday to Friday, minus the 18th"; with no start date the
weeks times the days in the range ("连续 6 周，每周一到周六" is 36).

A range of weekdays only ("周一到周六", "Mon–Sat"), never one day ("每周一" alone stays every Monday), and only where
so many weeks are said beside it; a day taken out counts only where it is one of the range's days.
"""

from __future__ import annotations

from datetime import timedelta

from advisor_tui.understand.date_span import dates_taken_out
from advisor_tui.understand.deadline import _ON_DATE as ON_DATE
from advisor_tui.understand.deadline import date_of
from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.weekdays_in_span import EN_DAY, ZH_DAY

_WEEK_WORD = r"(?:周|週|星期|礼拜|禮拜)"
_RANGE = _lazy(rf"(?:每|逢)?\s?{_WEEK_WORD}(?P<a>[一二三四五六日天])\s?(?:到|至|-|~|—|–)\s?{_WEEK_WORD}?"
               r"(?P<b>[一二三四五六日天])"
               r"|(?<![a-z])(?P<ea>mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s?(?:to|through|thru|till|until|-|–|—)\s?"
               r"(?P<eb>mon|tue|wed|thu|fri|sat|sun)[a-z]*(?![a-z])")
_EN_NUMBER = r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_WEEKS = _lazy(rf"(?P<w>\d{{1,2}}|[一二两三四五六七八九十]{{1,2}})\s?(?:个|個)?\s?{_WEEK_WORD}(?![一二三四五六日天])"
               rf"|(?<![a-z])(?P<w2>\d{{1,2}}|{_EN_NUMBER})\s(?:straight\s|consecutive\s|full\s)?weeks(?![a-z])")
_FROM = _lazy(r"(?:从|自|由|(?<![a-z])(?:from|starting|beginning|start on|starting on|beginning on))\s?"
              r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s)?(?:the\s)?$")
_STARTS = _lazy(r"\s?(?:[(（]\s?[^)）]{1,6}[)）])?\s?(?:开始|開始|起)")
# weeks from now, not weeks of use: "6 周后上线", "in six weeks' time"
_LATER = _lazy(r"\s?(?:后|後|以后|以後|之后|之後|(?<![a-z])(?:later|from now|ago|'? ?time)(?![a-z]))")
_REACH = 60  # the weeks and the range near the start date or each other


def read_weeks_from_date(r: _Reader) -> None:
    """After the days readers: N weeks from a date (or N weeks alone), a weekday range each week, less days off."""
    # (the weeks are read already as a span of days: this reading takes their place)
    weeks = next((m for m in _WEEKS.finditer(r.t) if not _LATER.match(r.t, m.end())), None)
    if weeks is None:
        return
    days_range = next((m for m in _RANGE.finditer(r.t, max(0, weeks.start() - _REACH), weeks.end() + _REACH)), None)
    n = _number(weeks.group("w") or weeks.group("w2"))
    if days_range is None or n is None or not 1 <= n <= 26 or n != int(n):
        return
    if days_range.group("a"):
        first, last = ZH_DAY[days_range.group("a")], ZH_DAY[days_range.group("b")]
    else:
        first, last = EN_DAY[days_range.group("ea")], EN_DAY[days_range.group("eb")]
    if not first < last:
        return
    open_days = set(range(first, last + 1))
    start_at = min(weeks.start(), days_range.start())
    start = next((m for m in ON_DATE.finditer(r.t, max(0, start_at - _REACH), start_at)
                  if _FROM.search(r.t, max(0, m.start() - 24), m.start()) or _STARTS.match(r.t, m.end())), None)
    begin = date_of(r, start) if start is not None else None
    after = max(weeks.end(), days_range.end())
    if begin is None:
        days = int(n) * len(open_days)
        said_from = min(weeks.start(), days_range.start())
    else:
        end = begin + timedelta(days=7 * int(n) - 1)
        used = {begin + timedelta(d) for d in range(7 * int(n))}
        used = {d for d in used if d.weekday() in open_days}
        used -= dates_taken_out(r, after, begin, end, weekdays_only=False, read_late=True)
        days = len(used)
        said_from = start.start()
    for f in r.found:
        if f.fact == "days":
            f.fact = "_weeks_counted"
    r.claim(r.kw, days_range.start(), days_range.end())
    r.add(said_from, after, "days", float(days))
    said = r.quote(said_from, after)
    r.note(f"“{said}”: {days} days of use ({len(open_days)} a week over {int(n)} weeks, days off taken out)",
           f"“{said}”：共 {days} 天（{int(n)} 周、每周 {len(open_days)} 天，停的日子已扣除）")
