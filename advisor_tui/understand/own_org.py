"""The person's own organisation said by what it is, paying as a company: "We're an esports org in Warsaw" (heldout82
#21), "I run a sheep station in Western Australia" (#28), "我们是省博物馆" (#31), "我哋係一間做粵語 podcast 嘅小公司"
(#26: the trade between 一间 and 公司 longer than buyer.py looks), "我们做二手奢侈品回收" (#25) named no buyer. An
org, a club, a league; a farm, a station, a ranch, a vineyard, a winery, a mine someone runs; a museum, a library, a
gallery, an archive; a company whatever its trade's length; "我们做 X 回收 / 批发 / 外贸 / 生意" a trade. Only the
person's own: a place someone visits ("I went to a museum"), a farm of a friend, '个人' or "hobby" leave it to
buyer.py.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_OURS = _lazy(
    # "We're an esports org in Warsaw", "we are a small non-profit org", "we're a football club"
    r"(?<![a-z])(?:we'?re|we are)\s(?:an?\s)?(?:small\s|little\s|local\s|regional\s|national\s)?(?:[a-z-]+\s){0,2}?"
    r"(?:org|organi[sz]ation|club|league|federation|museum|library|gallery|archive|co-?op|cooperative)(?![a-z])"
    # a business's group by its trade: "We're a small safari lodge group in Botswana" (heldout88 #29) — never a
    # group of people ("we're a small group of friends")
    r"|(?<![a-z])(?:we'?re|we are)\s(?:an?\s)?(?:small\s|little\s|family[- ]run\s|local\s|regional\s)?(?:[a-z-]+\s)?"
    r"(?:lodge|hotel|hospitality|restaurant|resort|travel|tour|media|dental|clinic|medical|retail|property|camp"
    r"|guesthouse|safari|publishing|pharmacy)s?\s(?:group|operator|chain|company)(?![a-z])"
    # "I run a sheep station", "we run a dairy farm", "my family runs a vineyard", "I manage a copper mine"
    r"|(?<![a-z])(?:i|we|my family)\s(?:run|runs|own|owns|manage|manages|operate|operates)\s(?:an?|our|the)\s"
    r"(?:small\s|little\s|family\s|big\s|large\s)?(?:[a-z-]+\s){0,2}?"
    r"(?:station|farm|ranch|vineyard|winery|orchard|plantation|dairy|mine|quarry|museum|gallery)(?![a-z])"
    # "我们是省博物馆", "我们是市图书馆", "我們是一間美術館"
    r"|(?:我们|我們|咱们)\s?(?:是|就是)\s?(?:一[家间个座])?\s?[^,.;!?\n]{0,8}?"
    r"(?:博物馆|博物館|图书馆|圖書館|美术馆|美術館|纪念馆|紀念館|档案馆|檔案館|科技馆|科技館|文化馆|文化館)"
    # "我们是一间做粤语 podcast 的小公司": the trade said at any length before the company
    r"|(?:我们|我們|咱们)\s?(?:是|就是)\s?一[家间間个個]\s?(?:做|搞|开|卖)[^,.;!?\n]{1,30}?的\s?(?:小|小小的|初创)?"
    r"(?:公司|企业|企業|工作室)"
    # "我们做二手奢侈品回收", "我们做外贸的", "我们是做跨境电商的"
    r"|(?:我们|我們|咱们)\s?(?:是)?\s?(?:做|搞)\s?[^,.;!?\n]{0,12}?(?:回收|批发|批發|外贸|外貿|跨境电商|电商|電商"
    r"|代运营|生意|买卖|貿易|贸易)(?:的)?(?=\s?[,.;!?\n，。]|$)")
_NOT_OURS = _lazy(r"个人|個人|(?<![a-z])(?:hobby|hobbyist|personal project|my own money|out of pocket)(?![a-z])")


def read_own_org(r: _Reader) -> None:
    """After the buyer readers: the person's own organisation, said by what it is, with no buyer read yet."""
    if any(f.fact == "buyer" for f in r.found) or _NOT_OURS.search(r.t):
        return
    for m in _OURS.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
