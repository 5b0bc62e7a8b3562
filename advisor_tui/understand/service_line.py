"""A public service line speaking for itself is an organisation: ``buyer: company``.

"我们是川南一个县的 12345 热线，想给话务员配个政策查询助手" (heldout83 #15) named no buyer: business_intro.py knew a
county's office said in English ("our county's …") and buyer.py a 政务服务中心, not the hotline the person answers
for. The family: a hotline, a helpline or a call line run for the public — "我们是市 12345 热线", "我们是 12315 投诉
热线", "我們是市民熱線", "本热线", "We're the county's 311 line", "we run the city's 211 helpline", "we staff a crisis
line". A line run by a body pays as that body does (the table reads a public body's money as a company's).

Calling one ("我打了 12345 热线") or a line sold to ("给 12345 热线做系统的外包") names no buyer of the writer's;
"our call center", "our hotline" are a firm's part, read as naming no buyer by the table's older rows; a buyer
already read wins.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_LINE = _lazy(
    # "我们是川南一个县的 12345 热线", "我们是市民热线", "本热线", "我們是 1999 市民熱線"
    r"(?:(?:我们|我們|咱们)\s?(?:是|就是|这边是|這邊是)|本)\s?[^,，。.;；!?\n]{0,14}?"
    r"(?:热线|熱線|服务专线|服務專線)(?![\u4e00-\u9fff]{0,2}(?:打|拨|電話|电话))"
    # "We're the county's 311 line", "we run the city's 211 helpline", "we staff a crisis line"
    r"|(?<![a-z])(?:we(?:'re| are)|we run|we operate|we staff|i work (?:at|for|on))"
    r" (?:an? |the )?(?:[a-z0-9'-]+ ){0,3}?(?:hotline|helpline|help line|311 line|211 line|crisis line"
    r"|tip line)(?![a-z])")
_NOT_OURS = _lazy(r"(?:打|拨|拨打|致电|给|为|帮|替|外包|call(?:ed|ing)?|for|to)\s?$")


def read_service_line(r: _Reader) -> None:
    """After the buyer readers: a service line the person speaks for, with no buyer read yet, pays as a company."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for m in _LINE.finditer(r.t):
        if _NOT_OURS.search(r.t, max(0, m.start() - 6), m.start()) or not r._free(r.entity, m.start(), m.end()):
            continue
        r.add(m.start(), m.end(), "buyer", "company", mask="kw")
        return
