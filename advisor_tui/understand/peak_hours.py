"""The hours a day of a daily peak rented only then: "每天晚高峰 6 小时 … 只在高峰时段按量租" (review 99 c09: the 6
hours were taken into the peak rate's words and the answer priced 24 hours a day, four times the cost, asking for
--hours-per-day the person had said twice). Also "we rent only during the 4-hour evening peak", "高峰每天 3 个小时，只租
那几个小时", "peak is 5 hours a day and we only run it then".

Only where renting (or running) during the peak alone is said: a peak window with nothing said of the rest of the day
is the peak, never the hours of use (peak_window: "七成请求集中在晚上8点到10点", review 95 c02), and the service keeps
its day. After every reader, where no hours a day were read.

    read_peak_hours(r)
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the peak's length a day: "每天晚高峰 6 小时", "高峰每天 3 个小时", "高峰期大约 4 个钟头", "the 4-hour evening peak",
# "peak is 5 hours a day", "a six-hour peak each evening"
_LENGTH = (
    _lazy(rf"(?:早|晚|午|夜间|晚间)?高峰(?:期|时段|时间)?\s?(?:每天|每日|一天|每晚)?\s?(?:大概|大约|约|是|有|持续|差不多)?\s?"
          rf"(?P<h>{AR}|{CN})\s?(?:个)?\s?(?:半\s?)?(?:小时|钟头)"),
    _lazy(rf"(?<![a-z0-9])(?P<h>{AR}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[- ](?:hours?|hrs?|h)\s"
          r"(?:(?:evening|daily|nightly|morning|lunch(?:time)?|afternoon|busy|traffic)\s)?(?:peak|rush|busy window)"
          r"(?![a-z])"),
    _lazy(rf"(?<![a-z])(?:peak|rush)(?:\s(?:hours?|window|period))?\s(?:is|lasts|runs(?:\sfor)?|of)\s(?:about\s|around\s|~)?"
          rf"(?P<h>{AR}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s(?:hours?|hrs?|h)(?![a-z])"))
# renting or running during the peak alone
_ONLY = _lazy(r"只在\s?(?:晚?高峰|这段|那段|这几个|那几个)[^，。；,;]{0,8}?(?:租|用|开|跑|扩容|上机器)"
              r"|(?:只|仅)(?:租|开|用|跑)\s?(?:高峰|那几个小时|这几个小时|那几个钟头|这段时间|那段时间|高峰时段)"
              r"|高峰(?:时段|期间|那几个小时)?才\s?(?:租|开|用|跑|扩容)"
              r"|(?<![a-z])(?:only|just)\s(?:(?:rent|run|need|use|scale up|spin up)\w*\s"
              r"(?:(?:the\s)?(?:it|them|gpus|machines|cards|boxes)\s)?)?"
              r"(?:during|for|in)\s(?:the\s)?(?:[\w-]+\s){0,3}?(?:peak|rush|those hours|that window|the busy hours)"
              r"|(?<![a-z])(?:only|just)\s(?:then|at peak|for the peak)(?![a-z])")
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "twelve": 12}


def read_peak_hours(r: _Reader) -> None:
    """A daily peak's hours, rented only then, are the hours a day (none read otherwise)."""
    if any(f.fact == "hours_per_day" for f in r.found):
        return
    only = _ONLY.search(r.t)
    if only is None:
        return
    for rx in _LENGTH:
        for m in rx.finditer(r.t):
            said = m.group("h")
            hours = _WORDS.get(said) or r.num(said)
            if not hours:
                continue
            if "半" in m.group(0):
                hours += 0.5
            if not 0 < hours < 24:
                continue
            r.add(m.start(), m.end(), "hours_per_day", float(hours))
            r.note(f"“{r.quote(m.start(), m.end())}” with “{r.quote(only.start(), only.end())}”: rented for the "
                   f"peak alone, {hours:g} hours a day",
                   f"“{r.quote(m.start(), m.end())}”加上“{r.quote(only.start(), only.end())}”：只在高峰租用，"
                   f"每天 {hours:g} 小时")
            return
