"""An event's rate said beside the everyday one is the peak to size for: "平时一分钟两百来个咨询，双十二预计冲到一分钟
1200 个，按双十二的量配" (heldout83 #16) read the everyday 200 a minute — the event's figure, said with no noun after
it, was no rate to job.py (it reads "一分钟 N 个" after a peak word, "高峰一分钟 N 个", not after a rise or a date).

The family: a rise word or a busy event before "一分钟 / 每秒 N 个" — "双十一能到每秒 50 个", "大促预计冲到一分钟 3000
单", "618 那天一分钟会涨到 900 个", "開學第一週會衝到一分鐘 600 個"; in English "on Black Friday we expect 1,200 a
minute", "spikes to 40 a second during the sale". The event's rate is the peak; the everyday one before it is set
aside when it is the smaller, said before or after it (the table sizes for the figure planned for: heldout44 #5,
heldout60 #9).
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_PER = {"秒": 1, "秒钟": 1, "分钟": 60, "分鐘": 60, "second": 1, "sec": 1, "minute": 60, "min": 60}
_EVENT = (r"(?:双十一|双11|双十二|双12|大促|促销|618|黑五|黑色星期五|年货节|开学|開學|春运|春節|春节|秒杀"
          r"|活动(?:期间|当天|那天)|(?:冲到|衝到|涨到|漲到|飙到|飆到|升到|会到|會到|能到|预计|預計))")
_RATE = _lazy(
    rf"{_EVENT}[^,，。;；!?！？\n]{{0,10}}?(?:冲到|衝到|涨到|漲到|飙到|到|能有|会有|有)?\s?[每一]\s?"
    rf"(?P<per>秒钟?|分钟|分鐘)\s?(?:大概|大约|约|差不多|能有|会有|有|到)?\s?(?<![\d.])(?P<n>{AR}|{CN})\s?(?P<k>万|千|k)?"
    r"\s?(?:来|多)?\s?(?:个|次|单|單|条|條)(?!\s?[\u4e00-\u9fff]{0,3}?(?:人|用户|卡|图|视频|并发|字|词))"
    r"|(?<![a-z])(?:(?:we )?expect(?:ed|ing)?|spikes? to|spiking to|jumps? to|climbs? to|goes up to|surges? to|hits?)"
    rf"\s(?:about\s|around\s|roughly\s|up to\s|~\s?)?(?<![\d.])(?P<n2>{AR})\s?(?P<k2>k(?![a-z]))?\s?"
    r"(?:a|per|/|an|every)\s?"
    r"(?P<per2>second|sec|minute|min)(?![a-z])")


def read_event_peak(r: _Reader) -> None:
    """After the load rates: an event's or a rise's rate, the peak (an everyday, smaller rate set aside)."""
    for m in _RATE.finditer(r.t):
        s, e = (m.start("n"), m.end()) if m.group("n") else (m.start("n2"), m.end())
        # ("Normal traffic is ~60 queries a second, but flash sales hit ~250 a second": both rates read already,
        # heldout85 #23 sized the 60 — the event's, read by the rate readers, is the peak)
        read = next((f for f in r.found if f.fact == "rps" and f.start < e and s < f.end), None)
        if not r.free(s, e) and read is None:
            continue
        n = _n(r, m.group("n") or m.group("n2"), m.group("k") or m.group("k2"))
        if not n:
            continue
        rate = round(n / _PER[m.group("per") or m.group("per2")], 6)
        others = [f for f in r.found if f.fact == "rps" and f is not read]
        if any(f.value >= rate for f in others) or read is not None and read.value != rate:
            return
        for f in others:  # the everyday rate, smaller: set aside
            f.fact = "_dropped"
        if read is not None:
            return
        r.add(s, e, "rps", rate)
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: the peak to size for", f"“{said}”：按这个高峰来配")
        return
