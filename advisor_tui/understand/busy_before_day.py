"""The stretch before a day said to be the busiest is when the load peaks, not a deadline: "平时一天两万来次，
春节前那几周最忙，一分钟能到一百八十个，就按这个配" (heldout90 #20) read a deadline of Chinese New Year. "国庆前那几天
最忙", "双十一前两周是高峰", "春节前最旺", "The weeks before Christmas are the busiest", "the two weeks before
Diwali are our peak" say when the peak comes; "春节前要上线", "before Christmas we need it live" stay deadlines.

Nor is the stretch's length days of use: "The two weeks before Christmas are our peak. qwen3 8b serving" (session 49's
read-through) read 14 days of use; "the 10 days before Black Friday are the busiest", "春节前两周最忙" the same.
"We need it for the two weeks before Christmas", "春节前要用两周" stay days.

A stretch of use before a day is no deadline either: "We need it for the two weeks before Christmas" (a leftover row)
read 14 days of use and a deadline of Christmas — the job runs in those weeks, it is not due by then. "for / during /
over / throughout the N weeks before X", "圣诞节前那两周要用", "春节前的两周要用" are days of use ending at the day;
"done two weeks before Christmas", "春节前两周要跑完" (a margin or a finish) are not this.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_STRETCH_ZH = r"(?:那|这)?\s?(?:几|一|两|二|三|四|\d{1,2})?\s?(?:个)?\s?(?:周|天|日|个月|礼拜|星期)?"
_BUSY_ZH = _lazy(rf"\s?{_STRETCH_ZH}\s?(?:是|为|都是|都)?\s?"
                 r"(?:最忙|最旺|高峰|峰值|人最多|最多人|生意最好|单量最大|最火)")
_STRETCH_EN_BEFORE = _lazy(r"(?<![a-z])(?:weeks?|days?|months?|fortnight|stretch|run-up|period)\s$")
_BUSY_EN_AFTER = _lazy(r"\s?,?\s(?:are|is|were|was)\s(?:always\s|usually\s)?(?:the\s|our\s)?"
                       r"(?:busiest|peak|rush|crazy|heaviest)(?![a-z])")


def busy_stretch_before(t: str, start: int, end: int) -> bool:
    """Whether the date said at ``t[start:end]`` ("春节前", "before Christmas") is the busy stretch before a day."""
    if _BUSY_ZH.match(t, end):
        return True
    return bool(_STRETCH_EN_BEFORE.search(t, max(0, start - 12), start) and _BUSY_EN_AFTER.match(t, end))


_USED_IN_STRETCH_EN = _lazy(r"(?<![a-z])(?:for|during|over|throughout|across)\s(?:all\s(?:of\s)?)?(?:the\s)?"
                            r"(?:(?:last|final|first)\s)?"
                            r"(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a few|few"
                            r"|couple(?: of)?)\s)?"
                            r"(?:weeks?|days?|months?|fortnight)\s$")
_USED_IN_STRETCH_ZH = _lazy(r"\s?(?:的|那|这)\s?(?:几|一|两|二|三|四|\d{1,2})\s?(?:个)?\s?"
                            r"(?:周|天|日|个月|礼拜|星期)\s?"
                            r"(?:都|里|内|期间)?\s?(?:要|得|需要|都要|会)?\s?(?:用|租|跑|开着)(?!完|好|出来)")


def used_in_stretch_before(t: str, start: int, end: int) -> bool:
    """Whether the date said at ``t[start:end]`` ("before Christmas", "圣诞节前") closes a stretch of use before it."""
    if _USED_IN_STRETCH_ZH.match(t, end):
        return True
    return bool(t[start:end].startswith("before") and _USED_IN_STRETCH_EN.search(t, max(0, start - 48), start))


_BEFORE_A_DAY_EN = _lazy(r"\s(?:before|leading up to|ahead of|prior to|running up to|in the run-up to)\s(?:the\s)?"
                         r"(?:[a-z0-9'-]+\s?){1,3}?(?=\s?,?\s(?:are|is|were|was)\s)")
_BEFORE_A_DAY_ZH = _lazy(r"前\s?(?:的|那|这)?\s?$")


def drop_busy_stretch_days(r: _Reader) -> None:
    """The length of the busy stretch before a day ("the two weeks before Christmas are our peak", "春节前两周最忙")
    is when the load peaks, not days of use."""
    for f in r.found:
        if f.fact != "days":
            continue
        before_en = _BEFORE_A_DAY_EN.match(r.t, f.end)
        if (before_en is not None and _BUSY_EN_AFTER.match(r.t, before_en.end())) or (
                _BEFORE_A_DAY_ZH.search(r.t, max(0, f.start - 4), f.start) and _BUSY_ZH.match(r.t, f.end)):
            f.fact = "_busy_stretch"
