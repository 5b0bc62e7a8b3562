"""How long a peak rate lasts is no hours of use: "Payday Fridays are the worst — roughly 240 a minute for an hour or
so around noon, so plan for that" (heldout90 #3, answering the load question, read 1 hour a day and 1 day of use: the
hour is when the peak comes, the service runs all day). The same for "300 requests a minute for about two hours at
lunch", "spikes to 50 a second for half an hour", "一分钟两百个，大概持续一个小时", "高峰持续两个小时左右". The
stretch after a rate, or after a peak's word, is claimed so that no hours or days reader takes it. Still hours of use:
a stretch said per day ("240 a minute for about 8 hours a day", "每天持续 8 小时").

    claim_peak_lasts(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_RATE_EN = (r"(?<![\d.,])\d[\d,.]*\s?k?\s(?:[a-z-]+\s)?(?:a|per|each|every|in a)\s(?:minute|min|second|sec)(?![a-z])"
            r"|(?<![\d.,])\d[\d,.]*\s?(?:/\s?(?:min|s|sec)|rpm|rps|qps|req/s)(?![a-z])")
_LASTS_EN = (r"(?<![a-z])for\s(?:about\s|around\s|roughly\s|maybe\s|~\s?|up to\s)?"
             r"(?:an?|one|two|three|four|a couple of|a few|half an|\d{1,2}(?:\.\d)?)\s(?:hours?|hrs?|minutes?|mins?)"
             r"(?:\s(?:or so|or two|at most|tops))?(?![a-z])")
_PEAK_EN = r"(?<![a-z])(?:peaks?|spikes?|rush|busiest stretch|surge)(?![a-z])"
_RATE_ZH = r"(?:每分钟|一分钟|每秒钟?|一秒钟?)"
_LASTS_ZH = (r"(?:大概|大约|差不多|能|会|一般)?\s?(?:持续|维持|顶|撑)\s?(?:个)?\s?(?:大概|大约|差不多)?\s?"
             r"(?:半个?|一|两|三|四|几|\d{1,2}(?:\.\d)?)\s?个?\s?(?:小时|钟头|分钟)(?:左右|上下|的样子)?")
_PEAK_ZH = r"高峰|峰值|最忙|最挤"
_LASTS = _lazy(rf"(?:{_RATE_EN}|{_PEAK_EN})[^.;!?\n]{{0,16}}?(?P<en>{_LASTS_EN})"
               rf"|(?:{_RATE_ZH}|{_PEAK_ZH})[^。；!?！？\n]{{0,16}}?(?P<zh>{_LASTS_ZH})")
# a stretch said per day is the hours of use: "for about 8 hours a day", "每天持续 8 小时"
_PER_DAY_AFTER = _lazy(r"\s?(?:a|per|each|every)\s(?:day|night|weekday)(?![a-z])|\s?(?:daily|每天|一天|每日)")
_PER_DAY_BEFORE = _lazy(r"(?:每天|每日|一天)\s?$")


def claim_peak_lasts(r: _Reader) -> None:
    """Before the hours and days readers: claim the stretch a peak rate lasts."""
    for m in _LASTS.finditer(r.t):
        g = "en" if m.group("en") else "zh"
        s, e = m.start(g), m.end(g)
        if not r.free(s, e) or _PER_DAY_AFTER.match(r.t, e) or _PER_DAY_BEFORE.search(r.t, max(0, s - 4), s):
            continue
        r.claim(r.numeric, s, e)
        r.claim(r.kw, s, e)
        r.note(f"“{r.quote(s, e)}” is how long the peak lasts, not hours of use",
               f"“{r.quote(s, e)}”是高峰持续的时间，不是每天的使用时长")
