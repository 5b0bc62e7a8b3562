"""A queue's wait is no days of use and no deadline: "My lab has its own 4x A100 40GB box but the queue is about 12
days right now" (review 115 c4, an Edinburgh PhD asking whether to wait or rent) read "Days: 12 days" — the job was
priced as 12 days of use. So are "the wait list is two weeks", "a 10-day queue on the cluster", "集群排队要 12 天",
"排隊大概兩個星期". Days of use said apart stay ("need it for 12 days", "跑 12 天").
"""

from __future__ import annotations

from advisor_tui.understand.found_spans import drop_facts_within
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_DAYS = (r"(?:\d+(?:\.\d+)?|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a few)"
         r"[\s-]?(?:days?|weeks?)")
_DAYS_ZH = r"(?:\d+|[一二两兩三四五六七八九十半几幾]+)\s?(?:个|個)?\s?(?:天|星期|礼拜|禮拜|周|週)"
_QUEUE = _lazy(
    rf"(?<![a-z])(?:queue|wait(?:ing)? ?list|wait(?:ing)? time|backlog|wait)s?\s(?:is|are|was|of|runs?|sits? at|at)?"
    rf"\s?(?:about|around|roughly|currently|now|like|~|over)?\s?(?:about |around |roughly |~)?{_DAYS}"
    rf"|(?<![a-z])(?:a|an)\s{_DAYS}\s(?:queue|wait(?:ing)? ?list|wait)(?![a-z])"
    rf"|(?:排队|排隊|轮候|輪候|等卡)[^，,。；;！!？?\n]{{0,8}}?{_DAYS_ZH}")


def drop_queue_waits(r: _Reader) -> None:
    """After the days and deadlines: days said of a queue's wait are neither."""
    drop_facts_within(r, ("days", "deadline"), [m.span() for m in _QUEUE.finditer(r.t)])
