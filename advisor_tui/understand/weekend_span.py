"""Weekends over a span: the days of use are two a weekend times the weekends (heldout87 A6: "Every Saturday and
Sunday for five weekends in a row, plus New Year's Day" is 5 × 2 + 1 = 11 days — it read 5, and "every weekend for
five weeks" read the 35 days of the five weeks). A day added after it ("plus New Year's Day", "再加上元旦") is one
more day of use."""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN, EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# "every weekend", "Saturdays and Sundays", "every Sat and Sun", "每个周末", "每周六、周日", "周六周日"
_WEEKEND = (r"(?:(?<![a-z])(?:every |each |on )?(?:weekends?|sat(?:urday)?s?\.?,? (?:and|&|\+) sun(?:day)?s?)(?![a-z])"
            r"|(?:每个?)?(?:周末|(?:周|星期|礼拜)六\s?[、,，和及与]?\s?(?:周|星期|礼拜)?[日天]))")
# "for five weekends in a row", "over 5 weeks", "连续 5 个周末", "连续五周"
_SPAN = (rf"(?:(?:for|over|across)\s(?:the\s(?:next|coming)\s)?|(?:连续|持续|一共|总共|共)\s?)"
         rf"(?P<n>{AR}|{CN}|(?<![a-z]){EN})\s?(?:个)?\s?(?P<u>weekends?|weeks?|周末|周|星期|礼拜)(?![a-z])"
         r"(?:\s(?:in a row|running|straight|back to back)(?![a-z]))?")
# ("连续五个周末" names the span with no weekend said before it)
_SPAN_ALONE = rf"(?:连续|for)\s?(?P<n2>{AR}|{CN}|(?<![a-z]){EN})\s?(?:个)?\s?(?:weekends|周末)(?![a-z])"
_GAP = r"[^。.;；!?\n\d]{0,24}?"
_WEEKENDS = _lazy(rf"{_WEEKEND}{_GAP}{_SPAN}|{_SPAN_ALONE}")
# one day more: "plus New Year's Day", "and Christmas Day too", "再加上元旦", "外加国庆那天"
_PLUS_DAY = _lazy(r"^[^\d。.;；!?\n,，]{0,3}[,，\s]{0,3}"
                  r"(?:(?:plus|and|as well as)\s(?:on\s)?(?:new year'?s day|christmas day|boxing day"
                  r"|(?:a|one) (?:public )?holiday|one (?:more|extra) day)"
                  r"|(?:再|外)?加上?\s?(?:元旦|圣诞节?|除夕|一天)(?:那天)?)")


def read_weekends_over_span(r: _Reader) -> None:
    """Before the durations reader: weekends for N weeks are 2 × N days, not the N weeks' days."""
    for m in _WEEKENDS.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        said = m.group("n") or m.group("n2")
        weeks = r.num(said)
        if weeks is None or not 1 <= weeks <= 52:
            continue
        days, end = 2.0 * weeks, m.end()
        if (plus := _PLUS_DAY.search(r.t[end:end + 40])) is not None:
            days, end = days + 1, end + plus.end()
        r.add(m.start(), end, "days", days, generic="duration")
        r.note(f"“{r.quote(m.start(), end)}”: two days a weekend × {weeks:g} = {days:g} days of use",
               f"“{r.quote(m.start(), end)}”：每个周末两天 × {weeks:g} = {days:g} 天")
        return
