"""Some days a week over a span of weeks: the days of use are the days a week times the weeks (heldout72 #34:
"一週五天，連續三到四週" is 5 × 4 = 20 days — read as nothing, and "每周五天，连续四周" as the 28 days of the four
weeks; "5 days a week for 4 weeks" read as nothing). Five days a week with no span is the working week, 22 days a month
as weekdays are (heldout74 #34: '一周五天' read as the 7 days of a week, "5 days a week" as 21.4)."""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import AR, CN, EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# "一周五天", "每周 5 天", "每星期跑五天", "5 days a week", "five days per week", "5 days/week"
# ("每周五天气…" is Friday's weather, no five days)
_PER_WEEK = (r"(?:(?:每|一)\s?个?\s?(?:周|星期|礼拜)\s?(?:跑|用|开|做|上班|工作)?\s?"
             r"(?P<n>[一二两三四五六1-6])\s?天(?!气)"  # ("每周六日" is the weekend, no six days)
             r"|(?<![a-z\d.])(?P<n_en>[1-6]|one|two|three|four|five|six)\s?days?\s?(?:a|per|each|every|/|in a)\s?"
             r"(?:week|wk)(?![a-z]))")
# "连续三到四周", "持续 4 周", "for 3-4 weeks", "over four weeks", "四个星期"
_WEEKS = (rf"(?:(?:连续|持续|一共|总共|共|跑|for|over|across|during)\s?(?:个|about|around|roughly)?\s?)?"
          rf"(?P<w>{AR}|{CN}|(?<![a-z]){EN})\s?(?:个)?\s?(?P<u>周|星期|礼拜|weeks?)(?![a-z])")
_GAP = r"[^。.;；!?\n\d]{0,12}?"
_DAYS_THEN_WEEKS = _lazy(_PER_WEEK + _GAP + _WEEKS)
_WEEKS_THEN_DAYS = _lazy(_WEEKS + _GAP + _PER_WEEK)
_WORDS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "one": 1, "two": 2, "three": 3, "four": 4,
          "five": 5, "six": 6}


_ALONE = _lazy(_PER_WEEK)
WORKING_DAYS = 22.0  # a month's weekdays, as 工作日 / "weekdays" read


def read_working_week(r: _Reader) -> None:
    """After the span, before the durations: five days a week alone is the working week, 22 days a month ("一周五天",
    "每周 5 天", "five days a week"); other counts are left to the durations reader ("每周用三天" no days)."""
    for m in _ALONE.finditer(r.t):
        said = m.group("n") or m.group("n_en")
        if (_WORDS.get(said) or int(said)) != 5 or not r.free(m.start(), m.end()):
            continue
        r.add(m.start(), m.end(), "days", WORKING_DAYS, generic="duration")
        r.note(f"“{r.quote(m.start(), m.end())}”: five days a week = {WORKING_DAYS:g} working days a month",
               f"“{r.quote(m.start(), m.end())}”：每周五天 = 每月 {WORKING_DAYS:g} 个工作日")
        return


def read_weekly_span(r: _Reader) -> None:
    """Before the durations reader: the pair is one count of days, not a week's days a month and a span's days."""
    for rx in (_DAYS_THEN_WEEKS, _WEEKS_THEN_DAYS):
        for m in rx.finditer(r.t):
            if not r.free(m.start(), m.end()):
                continue
            said = m.group("n") or m.group("n_en")
            per_week = _WORDS.get(said) or int(said)
            weeks = r.num(m.group("w"))
            if weeks is None or not 1 <= weeks <= 52 or re.search(r"第\s?$", r.t[max(0, m.start("w") - 2):
                                                                               m.start("w")]):
                continue  # "第 4 周" is a week's name, not four of them
            days = float(per_week * weeks)
            r.add(m.start(), m.end(), "days", days, generic="duration")
            r.note(f"“{r.quote(m.start(), m.end())}”: {per_week} days a week × {weeks:g} weeks = {days:g} days of use",
                   f"“{r.quote(m.start(), m.end())}”：每周 {per_week} 天 × {weeks:g} 周 = {days:g} 天")
            return
