"""A public body that says it is one buys as an organisation (review 97 c09).

"Abu Dhabi semi-government entity. We need to serve Qwen3-235B…" named no buyer: buyer.py knows a city council, a
ministry said as "our ministry", a 区政府 and public money, not a body that names itself by its standing. The family:
a semi- or quasi-government entity, a government agency, body, department or authority, a statutory board, a public
body or a state-owned enterprise said of the writer ("We're a government agency", "Abu Dhabi semi-government entity."
opening the message, "I work at a statutory board", "for a government ministry"), and in Chinese 半官方机构, 事业单位,
政府机构 / 政府部门, 国企 / 央企 / 国有企业 said as the writer's own ("我们是事业单位", "本单位是半官方机构"); a court
or a public office by its kind ("我们是福建莆田一个基层法院的信息技术科", heldout87 #17; "we're the IT office of a
district court").
They pay as a company does (buyer company, DESIGN §7's organisation). Selling to one ("our customers are
government agencies", "政府客户") or a body refused is no buyer; a buyer already read wins.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_BODY_EN = (r"(?:semi-?government(?:al)?|quasi-?government(?:al)?|government(?:-owned|-linked|-run)?|state-owned|state"
            r"|federal|municipal|provincial|public[- ]sector|public|statutory)"
            r" (?:[a-z-]+ )?(?:entity|agency|body|department|authority|board|organi[sz]ation|institution|enterprise"
            r"|company|ministry|office|regulator)")
_BODY = _lazy(
    # said of the writer: "we're a government agency", "I work for a semi-government entity", "for a ministry"
    rf"(?<![a-z])(?:we(?:'re| are)|i(?:'m| am)|i work (?:at|for|in)|we work (?:at|for)|this is for|it'?s for"
    rf"|on behalf of|our|my) (?:an? |the )?(?:[a-z-]+ ){{0,2}}?{_BODY_EN}(?![a-z])"
    # a message that opens with the body: "Abu Dhabi semi-government entity. We need …"
    rf"|^\s?(?:[a-z-]+ ){{0,3}}?{_BODY_EN}(?![a-z])(?=\s?[.,:;\n—-]|\s(?:in|at|based|from|of)\s)"
    # "我们是事业单位", "本单位是半官方机构", "我们单位是国企"
    r"|(?:我们|我們|本单位|我们单位|咱们|我司|本机构|我所在的|我在)\s?(?:是|属于|算是|在)?\s?(?:一[家个所])?\s?[\u4e00-\u9fff]{0,6}?"
    r"(?:半官方机构|半官方|事业单位|政府机构|政府部门|政府单位|国企|央企|国有企业|公立机构|公共机构)"
    # a court, a procuratorate or a public office by its kind: "我们是福建莆田一个基层法院的信息技术科" (heldout87 #17)
    r"|(?:我们|我們|本单位|我们单位|我司|本院)\s?(?:是|属于|算是)\s?[\u4e00-\u9fff]{0,10}?"
    r"(?:法院|检察院|檢察院|公安局|公安分局|派出所|税务局|稅務局|海关|海關|档案馆|檔案館|人民政府|街道办|居委会|村委会)"
    # "we're the IT office of a district court", "I work at the county court"
    r"|(?<![a-z])(?:we(?:'re| are)|i work (?:at|for|in)|we work (?:at|for)|on behalf of) (?:an? |the )?"
    r"(?:[a-z'-]+ ){0,5}?(?:court|prosecutor'?s office|police department|tax office)(?![a-z])"
    r"(?!\s(?:case|hearing|date))")
# selling to public bodies, or one refused: no buyer of the writer's
_NOT_THE_WRITER = _lazy(r"(?<![a-z])(?:customers?|clients?|sell(?:ing|s)? to|vendors? to|not an?|isn'?t an?"
                        r"|aren'?t an?)(?: [a-z-]+){0,3}$|客户|不是$|并非$")

_NOT_IN = _lazy(r"(?<![a-z])(?:not|no longer|never)(?![a-z])|n't")


def read_public_body(r: _Reader) -> None:
    """After the buyer readers: a public body said of the writer, with no buyer read yet, pays as a company."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for m in _BODY.finditer(r.t):
        if _NOT_THE_WRITER.search(r.t, max(0, m.start() - 30), m.start()) or _NOT_IN.search(m.group()):
            continue
        if r._free(r.entity, m.start(), m.end()):
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
