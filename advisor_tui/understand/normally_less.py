"""A peak said beside a normal level that is lower but given no number: "~4 requests/sec at the Black Friday peak,
normally way less" (review 122 M3: the whole month was priced at the peak, 24 hours a day, and the person was neither
asked for the normal level nor told that a base plus the peak's days costs less — £1,786 against £3,152 in the
review's control run with --normal-rps and --peak-days).

The base-plus-peak plan (rules.base.peak_plan) needs the normal level and the peak's days, which peak_period.py reads
where they are said; with neither said there is nothing to price, and no figure may be made up for them. So the
phrase is asked about: the answer stays sized at the peak, and says what to give (the normal rate, how many days the
peak lasts) for the cheaper plan. The family: "normally way less", "usually much lower", "the rest of the year it's far
quieter", "way less most days", "平时少很多", "平常没这么多", "平时远低于这个".

    ask_normal_level(r)  # after peak_period.py
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_WHEN = (r"(?:normally|usually|typically|ordinarily|otherwise|most days|most of the (?:time|year)"
         r"|the rest of the (?:year|time|month)|day to day|on (?:a )?normal days?|on (?:an )?ordinary days?"
         r"|outside (?:of )?(?:that|those days|the peak|peak season|the season))")
_LESS = (r"(?:way|much|far|a lot|lots|significantly|considerably|well|a good deal)\s"
         r"(?:less|lower|fewer|quieter|smaller|below that|under that)")
# the load is what is less, not something else of it ("usually much lower priority")
_LOAD_AFTER = (r"(?=\s?(?:[.,;:!?)\n—–-]|$|(?:than|traffic|load|volume|requests?|calls?|usage|demand|though|but|and"
               r"|so|most days|otherwise)(?![a-z])))")
_LOWER = _lazy(
    rf"(?<![a-z]){_WHEN}[,:]?\s"
    r"(?:(?:it'?s|it is|we'?re|we are|traffic is|load is|the load is|we get|we see|it'?ll be)\s)?"
    rf"{_LESS}(?![a-z]){_LOAD_AFTER}"
    rf"|(?<![a-z]){_LESS}\s{_WHEN}(?![a-z])"
    r"|(?:平时|平常|日常|平日|通常|一般|其他时候|其余时间)(?:的话)?\s?(?:会|要|都|就)?\s?"
    r"(?:少很多|少得多|少多了|低很多|低得多|低多了|远没这么多|远没有这么多|没这么多|没有这么多|没那么多|没有那么多"
    r"|远低于这个|远少于这个|少一大截|小很多|少一半以上)")
_RATE_ASKED = ("--normal-rps, requests a second at its busiest", "--normal-rps，平时最忙时每秒多少个请求")
_DAY_ASKED = ("--normal-requests-per-day, a normal day's requests", "--normal-requests-per-day，平时一天多少个请求")


def ask_normal_level(r: _Reader) -> None:
    """A lower normal level said with no number, beside a peak read: the normal rate and the peak's days asked for."""
    if not any(f.fact in ("rps", "requests_per_day") for f in r.found) or any(
            f.fact in ("normal_rps", "normal_requests_per_day", "peak_days") for f in r.found):
        return
    m = _LOWER.search(r.t)
    if m is None:
        return
    said = r.quote(m.start(), m.end())
    daily = not any(f.fact == "rps" for f in r.found)  # the peak said as a day's total: the normal day's asked
    kind, (level_en, level_zh) = ("normal_requests_per_day", _DAY_ASKED) if daily else ("normal_rps", _RATE_ASKED)
    r.unplaced(kind, m.start(), m.end(),
               f"“{said}”: sized at the peak all month — say the normal level ({level_en}) and how many days the "
               "peak lasts (--peak-days), and the answer prices a base for the normal level plus cards added for the "
               "peak's days alone",
               f"“{said}”：目前整月都按高峰配卡——告诉我平时的负载（{level_zh}）和高峰持续几天（--peak-days），"
               "就能按平时配基础卡、只在高峰那几天临时加卡来算")
