"""What was made in a past period is no job's size.

A work report's "11 月共出图 5,200 张" (heldout71 #19, in December) sat beside the month ahead's 1,612 pictures and the
two counts clashed: the past month's output is what the person did, not what is asked. So a count of pictures, clips
or recordings made in a month already over ("上个月出了 3000 张", "10 月共生成视频 800 条", "last month we generated
4,000 images", "in October we made 900 clips") is claimed before the media readers; the month ahead's counts read as
ever. A month named that is the current one or later ("12 月要出 1,600 张") is the plan.
"""

from __future__ import annotations

import re

from advisor_tui.understand.deadline import _today
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_MONTHS_EN = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
              "november", "december")
_MADE = (r"(?:共|一共|总共|累计)?\s?(?:出了?|生成了?|做了?|产出了?|交付了?|跑了?|画了?|拍了?|剪了?|转写了?)\s?"
         r"(?:图|图片|视频|短视频)?\s?(?:共|一共|总共|累计)?\s?")
_PAST_OUTPUT = _lazy(
    r"(?:(?P<last>上个?月|上周|上个?星期|去年|上季度)|(?<!\d)(?P<m>1[0-2]|[1-9])\s?月(?:份)?(?!\s?\d{1,2}\s?[日号]))"
    r"\s?(?:我们|我|组里|团队)?\s?(?:一共|总共|共|累计)?\s?" + _MADE
    + rf"(?P<n>{AR}|{CN})\s?(?:万)?\s?(?:张|幅|条|段|个|小时)"
    r"|(?<![a-z])(?:(?P<last2>last month|last week|last year|last quarter)|in (?P<m2>" + "|".join(_MONTHS_EN) + r"))"
    r",?\s(?:we|i|the team)\s(?:generated|made|produced|rendered|created|delivered|transcribed|shipped)\s"
    rf"(?:about\s|around\s|~)?(?P<n2>{AR})\s?(?:k\s)?(?:[a-z-]+\s)?(?:images|pictures|photos|clips|videos|hours)(?![a-z])")


def claim_past_output(r: _Reader) -> None:
    """Before the media readers: a count made in a month that is over reads nothing."""
    today = _today(r)
    for m in _PAST_OUTPUT.finditer(r.t):
        month = m.group("m") or m.group("m2")
        if month is not None:
            number = int(month) if month.isdigit() else _MONTHS_EN.index(month) + 1
            if number >= today.month:
                continue  # this month's or a later one's: the plan
            if m.group("m") and not re.search(r"了|共|累计|已", m.group()):
                continue  # "3 月出 3000 张": March ahead, said as a plan — only what was made is past
        r.claim(r.numeric, m.start(), m.end())
