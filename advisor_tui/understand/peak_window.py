"""A clock window where the traffic concentrates is the peak, never the hours of use (review 95 c02: "日活大概2万，主要
集中在晚上8点到10点" set "hours a day: 2" for a public app used all day — ¥71 a month and "shut it off nightly").

"主要集中在晚上8点到10点", "七成请求集中在晚上8点到10点高峰", "most traffic comes in between 7 and 10pm", "usage is
concentrated in 9am–11am", "traffic peaks between 8 and 10 pm": the window is claimed so that no reader takes it for
the hours a day, and said back as the peak. Where the share of the day that falls in it and the day's total are both
said ("七成请求集中在晚上8点到10点" beside 40,000 requests a day), the peak's rate is that share of the day over the
window's seconds: 0.7 × 40,000 / 7,200 s ≈ 3.9 requests a second (``rps``), instead of the generic busiest-hour curve.
Runs after the day's totals are read (daily users × their requests, a day's requests) and before the hours a day.
"""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.usage import _CLOCK, _range_hours

# the words that say the load gathers in the window (the window follows them)
_GATHERS = _lazy(
    r"(?:(?:主要|大多|大部分|基本上?|多半|绝大部分|大都)\s?(?:都|会)?\s?)?(?:集中在|集中于|扎堆在|挤在)\s?(?:每天)?\s?"
    r"|(?<![a-z])(?:(?:mostly|mainly|heavily|largely)\s)?(?:concentrated|clustered|bunched(?: up)?)"
    r"\s(?:in|between|around|from|during|at)(?:\sthe)?\s?"
    r"|(?<![a-z])(?:traffic|usage|load|requests|queries|demand|use|activity)\s(?:peaks|spikes|surges)"
    r"(?:\s(?:in|between|around|from|during|at))?(?:\sthe)?\s?")
# "most traffic comes in between 7 and 10pm", "70% of requests arrive 8–10 pm": said of a share of the load
_SHARE_COMES = _lazy(r"(?<![a-z])(?:comes?|arrives?|happens?|lands?|hits?|falls?|occurs?|is|are)(?:\sin)?"
                     r"(?:\s(?:in|between|around|from|during|at))?(?:\sthe)?\s?")
_MOST = _lazy(r"(?<![a-z])(?:most|the bulk|the majority|majority)(?![a-z])")
# a share said of the load: "七成", "70%", "百分之七十", "一半", "two thirds of requests"
_SHARE = _lazy(r"(?P<pct>\d{1,2}(?:\.\d+)?)\s?%|百分之(?P<cnpct>[一二三四五六七八九十]{1,3})"
               r"|(?<![一二三四五六七八九十\d])(?P<cheng>[一二三四五六七八九\d])\s?成(?![功本员绩])"
               r"|(?P<half>一半|半数|(?<![a-z])half(?![a-z]))"
               r"|(?<![a-z])(?P<frac>a third|one third|two[- ]thirds|a quarter|three[- ]quarters)(?![a-z])")
_FRACTIONS = {"a third": 1 / 3, "one third": 1 / 3, "two thirds": 2 / 3, "two-thirds": 2 / 3, "a quarter": 0.25,
              "three quarters": 0.75, "three-quarters": 0.75}
_LOAD_WORD = _lazy(r"请求|流量|访问|调用|提问|问答|对话|咨询|用户|使用|量"
                   r"|(?<![a-z])(?:traffic|requests?|queries|usage|calls|load|chats|messages|users|visits|activity)"
                   r"(?![a-z])")
_CLAUSE = _lazy(r"[,;!?\n。；，]|\.(?!\d)")
# "between 8 and 10pm": a window the clock reader (usage._CLOCK) leaves, its "and" being no "to"
_BETWEEN = _lazy(r"(?<![a-z])between\s(?P<a>\d{1,2})(?::\d\d)?\s?(?P<ap>am|pm)?\sand\s(?P<b>\d{1,2})(?::\d\d)?\s?"
                 r"(?P<bp>am|pm)(?![a-z])")


def _between_hours(m: re.Match[str]) -> float | None:
    a, b = int(m.group("a")), int(m.group("b"))
    if a > 12 or b > 12:
        return None
    b += 12 if m.group("bp") == "pm" and b < 12 else 0
    if m.group("ap") == "pm" or (m.group("ap") is None and m.group("bp") == "pm" and a < 12 and a + 12 < b):
        a += 12 if a < 12 else 0
    return float((b - a) % 24) or None


def _windows(r: _Reader) -> list[tuple[int, int, float | None]]:
    """(start, end, hours) of each clock window said: "晚上8点到10点", "7–10pm", "between 8 and 10pm"."""
    out = [(m.start(), m.end(), _range_hours(r, m)) for m in _CLOCK.finditer(r.t)]
    out += [(m.start(), m.end(), _between_hours(m)) for m in _BETWEEN.finditer(r.t)]
    return sorted(out)


def share_before(t: str, s: int, e: int) -> float | None:
    """The share of the load said in ``t[s:e]`` ("一半", "70% of it"), None where none is."""
    m = next(iter(_SHARE.finditer(t, s, e)), None)
    return _share(m) if m is not None else None


def _share(m: re.Match[str]) -> float | None:
    if m.group("pct"):
        return float(m.group("pct")) / 100
    if m.group("cnpct"):
        n = _number(m.group("cnpct"))
        return n / 100 if n else None
    if m.group("cheng"):
        n = _number(m.group("cheng"))
        return n / 10 if n else None
    if m.group("half"):
        return 0.5
    return _FRACTIONS.get(m.group("frac"))


def read_peak_window(r: _Reader) -> None:
    """Claim a window the load gathers in; its share of a day's requests is the peak's rate."""
    for s, e, hours in _windows(r):
        if not r.free(s, e):
            continue
        lo = max((x.end() for x in _CLAUSE.finditer(r.t, max(0, s - 60), s)), default=max(0, s - 60))
        before = r.t[lo:s]
        gathers = _GATHERS.search(before)
        share_m = next((x for x in _SHARE.finditer(before) if _LOAD_WORD.search(before, x.end())), None)
        if gathers is None or gathers.end() != len(before):
            comes = _SHARE_COMES.search(before)
            if comes is None or comes.end() != len(before) or not (share_m or _MOST.search(before)):
                continue
        if hours is None or not 0 < hours < 24:
            continue
        r.claim(r.numeric, s, e)
        said = r.quote(lo, e)
        share = _share(share_m) if share_m is not None else None
        day = [f for f in r.found if f.fact == "requests_per_day"]
        if share and 0 < share <= 1 and day and not any(f.fact == "rps" for f in r.found):
            total = float(day[-1].value)
            rps = round(share * total / (hours * 3600), 3)
            r.add(lo + share_m.start(), e, "rps", rps)
            r.note(f"“{said}”: the peak — {share:.0%} of {total:,.0f} requests a day in {hours:g} hours = {rps:g} "
                   "requests a second; the service stays up all day",
                   f"“{said}”：这是高峰——每天 {total:,.0f} 次请求的 {share:.0%} 在 {hours:g} 小时内 = 每秒 {rps:g} 次；"
                   "服务全天在线")
        else:
            r.note(f"“{said}”: when the load peaks, not the hours of use — the service stays up all day",
                   f"“{said}”：这是负载的高峰时段，不是每天使用的小时数——服务全天在线")
