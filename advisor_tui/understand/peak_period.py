"""A service's normal level beside a peak that lasts some days: "平时每天大概2万篇，期末考试那两周会涨到每天15万篇",
"平时每天5000条，大促那一周每天4万条", "normally 2k essays a day, 15k a day during the two exam weeks", "about 2k
requests a day; Black Friday week triples the traffic", "双十一那三天会翻三倍" (review 98 c01: the normal level was said
back as set aside, and "高峰那两周能不能临时加卡?" went unanswered).

Where a span of days the load rises in is said (a noun, then 那 + the span: "期末考试那两周", "大促那一周"; "during the
two exam weeks", "Black Friday week") and a normal level beside it (平时 / 平常 / 日常 / normally / usually … a day's
count, or the one load read, raised by a multiple: 翻倍, 翻三倍, "triples", "3x"), the peak stays the day's load the
answer is sized by (``requests_per_day`` or ``rps``) and the reading carries ``normal_requests_per_day`` (or
``normal_rps``) and ``peak_days``: the answer then prices a base at the normal level plus the copies added for the
peak's days (rules.base.peak_plan). Nothing is read without the span of days: a normal level and a busy hour
("平时每天2万，晚高峰…") stays as today, the peak sized and the normal level said back.

    read_peak_period(r)
"""

from __future__ import annotations

import re

from advisor_tui.understand.daily_items import _SENTENCE, _sentence_of
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_UNIT_DAYS = {"周": 7, "星期": 7, "礼拜": 7, "天": 1, "日": 1, "月": 30, "个月": 30,
              "week": 7, "weeks": 7, "day": 1, "days": 1, "month": 30, "months": 30}
_EN_COUNT = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
             "nine": 9, "ten": 10}
_CN_COUNT = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}

# "期末考试那两周", "大促那一周", "双十一那三天", "旺季那个月": a noun (not a verb of renting) before 那 and the span
_SPAN_ZH = _lazy(r"(?<![租用要跑开])那\s?(?:个|段)?\s?(?P<n>\d{1,2}|[一两二三四五六七八九十])?\s?(?:个)?\s?"
                 r"(?P<u>周|星期|礼拜|天|日|个?月)")
# "双十一前后 5 天", "大促期间那一周", "618 那 3 天", "旺季的两周", "黑五前后三天": a named busy season and its days
# (review 100 c06: "双十一前后 5 天会涨到每天 150 万次" was read as five days of renting)
_SPAN_EVENT_ZH = _lazy(r"(?:大促|促销|双\s?十一|双\s?11|双\s?十二|双\s?12|618|黑五|黑色星期五|旺季|高峰期?|春节|节假日"
                       r"|活动|开学季?|考试季|期末)\s?(?:前后|期间|当天|那|的|左右)?\s?(?:那|这)?\s?(?:个|段)?\s?"
                       r"(?P<n>\d{1,2}|[一两二三四五六七八九十])\s?(?:个)?\s?(?P<u>周|星期|礼拜|天|日|个?月)")
# "during the two exam weeks", "in the 3 busiest days", "Black Friday week", "exam week", "for the two peak weeks"
_SPAN_EN = _lazy(r"(?<![a-z])(?:(?:during|in|over|for|across)\sthe\s(?P<n>\d{1,2}|a|one|two|three|four|five|six|seven"
                 r"|eight|nine|ten)\s(?:[a-z]+\s){0,2}?(?:exam|exams|peak|busy|busiest|holiday|sale|sales|launch"
                 r"|finals|season|rush|crunch|promo|promotion)\s(?P<u>weeks|days|months)"
                 r"|(?P<named>black friday|cyber monday|exam|finals|holiday|launch|sale|promo|peak)\s(?P<u1>week|month)"
                 r")(?![a-z])")
_RENTED_BEFORE = _lazy(r"(?:租|只要|只在|只有|只用|就用)\s?[\u4e00-\u9fff]{0,6}$"
                       r"|(?<![a-z])(?:rent|renting|hire|need it|use it)\s(?:it\s|a\sgpu\s|gpus\s)?$")
# the load rises in the span's sentence
_RISE = _lazy(r"涨|冲到|翻到|飙到|升到|增加|增到|翻倍|翻|暴增|高峰|峰值|旺季|最多|最高|最忙|加卡|扩容|顶不住|扛不住|倍"
              r"|(?<![a-z])(?:peaks?|peaking|busiest|up to|spikes?|jumps?|rises?|goes up|climbs?|surges?|doubles?"
              r"|triples?|quadruples?|ramps? up|\d+(?:\.\d+)?\s?(?:x|×|times))(?![a-z])")

# a normal level: "平时每天大概2万篇", "日常每天 3000 条", "normally 2k essays a day", "usually about 2,000 a day"
_NORMAL_ZH = _lazy(rf"(?:平时|平常|日常|平日|一般|正常|通常|淡季|非高峰)[^，。,.;；!?！？]{{0,6}}?"
                   rf"(?:每天|每日|一天|日均)\s?(?:(?:大概|大约|约|差不多|估计|有|能有|也就|在|是|处理|批改|收到|进来)\s?){{0,3}}"
                   rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千|k)?\s?(?:多|余|来)?\s?(?P<w>篇|份|条|单|封|件|道|次|个|宗|则)"
                   r"(?![\u4e00-\u9fff]{0,3}?(?:图|视频|卡|显卡|token|字|小时|秒|元|块))")
_NORMAL_EN = _lazy(r"(?<![a-z])(?:normally|usually|typically|ordinarily|regularly|on (?:a )?normal days?|most days"
                   r"|the rest of the (?:year|month|time)|otherwise|off-peak)[,:]?\s"
                   r"(?:we\s(?:get|see|have|handle|do)\s)?"
                   r"(?:about\s|around\s|roughly\s|~\s?)?(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?"
                   r"(?P<k>k|m|thousand|million)?\s(?:[a-z]+\s){0,2}?(?:a|per|each|every)\sday(?![a-z])")
# "about 20k a day normally", "5,000 per day on a normal day", "2k essays a day most days"
_NORMAL_EN_AFTER = _lazy(r"(?<![a-z0-9.,$€£¥#/-])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>k|m|thousand|million)?"
                         r"\s(?:[a-z]+\s){0,2}?(?:a|per|each|every)\sday,?\s(?:normally|usually|typically|on (?:a )?"
                         r"normal days?|on (?:an )?ordinary days?|most days|otherwise|off-peak)(?![a-z])")
# the peak's day in the span's clause: "涨到每天15万篇", "每天4万条"; "15k a day", "150,000 essays a day"
_PEAK_ZH = _lazy(rf"(?:每天|每日|一天|日均)\s?(?:(?:大概|大约|约|差不多|会|要|有|能有|到|涨到|冲到)\s?){{0,3}}"
                 rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千|k)?\s?(?:多|余|来)?\s?(?P<w>篇|份|条|单|封|件|道|次|个|宗|则)")
_PEAK_EN = _lazy(r"(?<![a-z0-9.,$€£¥#/-])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>k|m|thousand|million)?"
                 r"\s(?:[a-z]+\s){0,2}?(?:a|per|each|every)\sday(?![a-z])")
# a multiple of the normal level: "翻倍", "翻三倍", "涨到平时的3倍", "triples", "3x the traffic"
_MULTIPLE = _lazy(r"翻一番|翻两番|翻(?P<fan>\d{1,2}|[两二三四五六七八九十])?倍"
                  r"|(?:涨到|是|达到|变成|变为)?(?:平时的?)?\s?(?P<bei>\d{1,2}(?:\.\d)?|[两二三四五六七八九十])\s?倍"
                  r"|(?<![a-z])(?P<word>doubles?|doubling|triples?|tripling|quadruples?|quadrupling)(?![a-z])"
                  r"|(?<![a-z0-9.])(?P<times>\d{1,2}(?:\.\d)?)\s?(?:x|×|times)(?![a-z])")
_MONEY_BEFORE = _lazy(r"(?:成本|费用|价格|预算|花费|开销|账单"
                      r"|(?<![a-z])(?:costs?|price|prices|budget|bill|spend)(?![a-z]))[^，,；;。.]{0,6}$")
_WORD_TIMES = {"double": 2, "doubles": 2, "doubling": 2, "triple": 3, "triples": 3, "tripling": 3,
               "quadruple": 4, "quadruples": 4, "quadrupling": 4}
_CLAUSE = re.compile(r"[，,；;。.!?！？\n]")


def _span_days(m: re.Match[str]) -> float | None:
    said = m.groupdict()
    unit, n = said.get("u") or said.get("u1"), said.get("n")
    count = 1 if n is None else _CN_COUNT.get(n) or _EN_COUNT.get(n.lower()) or (int(n) if n.isdigit() else None)
    return None if not count or unit is None else float(count * _UNIT_DAYS[unit])


def _spans(r: _Reader) -> list[tuple[int, int, float, bool]]:
    """The spans of days a load may rise in: (start, end, days, whether their sentence says it rises)."""
    found = []
    for rx in (_SPAN_ZH, _SPAN_EVENT_ZH, _SPAN_EN):
        for m in rx.finditer(r.t):
            days = _span_days(m)
            if days is None or _RENTED_BEFORE.search(r.t, max(0, m.start() - 16), m.start()):
                continue
            found.append((m.start(), m.end(), days, bool(_RISE.search(_sentence_of(r, m.start(), m.end())))))
    found.sort()
    # one span read by both forms ("大促那一周"): the first
    return [f for i, f in enumerate(found) if not i or f[0] >= found[i - 1][1]]


def _clause(r: _Reader, s: int, e: int) -> tuple[int, int]:
    lo = max((m.end() for m in _CLAUSE.finditer(r.t, 0, s)), default=0)
    hi = next((m.start() for m in _CLAUSE.finditer(r.t, e) if not r.t[m.start() - 1:m.start()].isdigit()
               or r.t[m.start()] not in ",."), len(r.t))
    return lo, hi


def _count(r: _Reader, m: re.Match[str]) -> float | None:
    k = (m.group("k") or "").lower()
    return _n(r, m.group("n"), k)


def _multiple(m: re.Match[str]) -> float | None:
    text = m.group(0)
    if text == "翻一番":
        return 2.0
    if text == "翻两番":
        return 4.0
    if m.group("word"):
        return float(_WORD_TIMES[m.group("word")])
    said = m.group("fan") or m.group("bei") or m.group("times")
    if said is None:
        return 2.0  # 翻倍
    value = float(_CN_COUNT.get(said) or said) if (said in _CN_COUNT or re.fullmatch(r"\d+(?:\.\d+)?", said)) \
        else None
    return value if value is not None and value > 1 else None


def read_peak_period(r: _Reader) -> None:
    """The normal level and the peak's days, where a span of days the load rises in is said beside both levels."""
    loads = [f for f in r.found if f.fact in ("requests_per_day", "rps")]
    if not loads:
        return
    normal = _normal_level(r)
    if normal is None and any(f.fact == "rps" for f in loads) and _read_rate_peak(r):
        return
    spans = []
    for s, e, days, rises in _spans(r):
        peak = _peak_level(r, s, e)
        # (with no rise word, a day's count in the span above the normal level said is the rise: "平时每天5000条，大促
        # 那一周每天4万条")
        if rises or normal is not None and peak is not None and peak[2] > normal[2]:
            spans.append((s, e, days, peak))
    if not spans or len({d for _s, _e, d, _p in spans}) > 1:
        return  # none, or spans of different lengths: which one is the peak's is not clear
    s0, e0, days, peak = spans[0]
    daily = [f for f in loads if f.fact == "requests_per_day"]
    top = peak[2] if peak is not None else max((f.value for f in daily), default=None)
    if normal is not None and top is not None and top > normal[2]:
        for f in daily:
            if peak is not None or f.value <= normal[2]:
                f.fact = "_set_aside_load"  # the normal level (or a level beside the peak read here) as a day's load
        if peak is not None:
            r.add(peak[0], peak[1], "requests_per_day", int(round(peak[2])))
        r.add(normal[0], normal[1], "normal_requests_per_day", int(round(normal[2])))
    elif not _raised(r, s0, e0, loads):
        return
    _add_peak_days(r, spans, s0, e0, days)


def _add_peak_days(r: _Reader, spans: list, s0: int, e0: int, days: float) -> None:
    for s, e, _d, _p in spans:
        for f in r.found:  # the peak's days are not the days of use ("双十一前后 5 天")
            if f.fact == "days" and s <= f.start < e:
                f.fact = "_set_aside_days"
        r.add(s, e, "peak_days", days)
    r.note(f"“{r.quote(s0, e0)}”: the peak lasts {days:g} days — priced as cards added for those days beside a base "
           "for the normal level",
           f"“{r.quote(s0, e0)}”：高峰持续 {days:g} 天——按平时配基础卡、高峰那几天临时加卡来算")


def _normal_level(r: _Reader) -> tuple[int, int, float] | None:
    for rx in (_NORMAL_ZH, _NORMAL_EN, _NORMAL_EN_AFTER):
        m = rx.search(r.t)
        if m is not None:
            value = _count(r, m)
            if value and value >= 1:
                return m.start(), m.end(), value
    return None


def _peak_level(r: _Reader, s: int, e: int) -> tuple[int, int, float] | None:
    """A day's count in the span's own clause ("那两周会涨到每天15万篇", "15k a day during the two exam weeks")."""
    lo, hi = _clause(r, s, e)
    for rx in (_PEAK_ZH, _PEAK_EN):
        m = rx.search(r.t, lo, hi)
        if m is not None:
            value = _count(r, m)
            if value and value >= 1:
                return m.start(), m.end(), value
    return None


def _raised(r: _Reader, s: int, e: int, loads: list) -> bool:
    """The one load read, raised by a multiple in the span's sentence ("Black Friday week triples the traffic"): the
    load said is the normal level, the peak that multiple of it."""
    if len(loads) != 1:
        return False
    lo = max((m.end() for m in _SENTENCE.finditer(r.t, 0, s)), default=0)
    hi = next((m.start() for m in _SENTENCE.finditer(r.t, e)), len(r.t))
    m = _MULTIPLE.search(r.t, lo, hi)
    k = _multiple(m) if m is not None else None
    if m is None or k is None or _MONEY_BEFORE.search(r.t, max(lo, m.start() - 12), m.start()):
        return False  # ("双十一那三天成本翻倍": the money doubles, not the load)
    load = loads[0]
    normal_fact = "normal_requests_per_day" if load.fact == "requests_per_day" else "normal_rps"
    r.add(load.start, load.end, normal_fact, load.value)
    peak = load.value * k
    load.value = int(round(peak)) if load.fact == "requests_per_day" else round(peak, 4)
    load.start, load.end = m.start(), m.end()
    r.note(f"“{r.quote(load.start, load.end)}”: the peak is {k:g} × the normal level said, "
           f"{load.value:,} {'a day' if load.fact == 'requests_per_day' else 'a second'}",
           f"“{r.quote(load.start, load.end)}”：高峰是平时的 {k:g} 倍，"
           f"{'每天' if load.fact == 'requests_per_day' else '每秒'} {load.value:,}")
    return True


# the levels said as rates a second (review 106 C7: "平时高峰每秒 2 个请求，双十一期间 5 天每秒 8 个请求" read the
# 5 days as the days of use, the month priced as 5 days, and the normal rate dropped): "每秒 8 个请求", "QPS 8",
# "8 rps", "8 requests per second", "8 per second"
_RATE_ZH = (rf"(?:每秒钟?|一秒钟?)\s?(?:(?:大概|大约|约|差不多|会|要|有|能有|到|涨到|冲到|达到|飙到|是)\s?){{0,3}}"
            rf"(?P<n>{AR}|{CN})\s?(?:多|来)?\s?(?:个|次|条)?\s?(?:请求|查询|调用|问题|咨询|对话)"
            rf"|(?<![a-z])(?:qps|rps)\s?(?:大概|大约|约|是|有|到|涨到|冲到)?\s?(?P<n2>{AR})")
_RATE_EN = (r"(?<![a-z0-9.,$€£¥#/-])(?P<n3>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?:rps|qps|req/s|requests?/s"
            r"|(?:requests?|queries|calls|chats)?\s?(?:per|a|each)\ssecond)(?![a-z])")
_NORMAL_WORDS = r"(?:平时|平常|日常|平日|一般|正常|通常|淡季|非高峰)"
_NORMAL_RATE = _lazy(rf"{_NORMAL_WORDS}[^，。,.;；!?！？]{{0,6}}?(?:{_RATE_ZH})"
                     r"|(?<![a-z])(?:normally|usually|typically|ordinarily|on (?:a )?normal days?|most days|otherwise"
                     r"|off-peak|day to day|the rest of the (?:year|month|time))[,:]?\s"
                     r"(?:we\s(?:get|see|have|handle|do)\s)?"
                     rf"(?:about\s|around\s|roughly\s|~\s?)?(?:{_RATE_EN})")
_PEAK_RATE = _lazy(rf"{_RATE_ZH}|{_RATE_EN}")


def _rate(r: _Reader, m: re.Match[str]) -> float | None:
    said = m.group("n") or m.group("n2") or m.group("n3")
    return _n(r, said.replace(",", ""), "") if said else None


def _read_rate_peak(r: _Reader) -> bool:
    """A normal rate a second beside a span of days at a higher rate: rps the peak's, normal_rps and peak_days."""
    nm = _NORMAL_RATE.search(r.t)
    normal = _rate(r, nm) if nm is not None else None
    if nm is None or not normal:
        return False
    spans = []
    for s, e, days, _rises in _spans(r):
        if s < nm.end() and nm.start() < e:
            continue
        lo, hi = _clause(r, s, e)
        pm = next((m for m in _PEAK_RATE.finditer(r.t, lo, hi) if not (m.start() < nm.end() and nm.start() < m.end())),
                  None)
        peak = _rate(r, pm) if pm is not None else None
        if pm is not None and peak and peak > normal:
            spans.append((s, e, days, (pm.start(), pm.end(), peak)))
    if not spans or len({d for _s, _e, d, _p in spans}) > 1:
        return False
    s0, e0, days, (ps, pe, peak) = spans[0]
    for f in r.found:
        if f.fact == "rps" and f.value != peak:
            f.fact = "_set_aside_load"  # (the normal rate read as the load)
    if not any(f.fact == "rps" for f in r.found):
        r.add(ps, pe, "rps", peak)
    r.add(nm.start(), nm.end(), "normal_rps", normal)
    _add_peak_days(r, spans, s0, e0, days)
    return True
