"""A company's size said as its people, no head count of users: "我们就是宁波一家十几个人的小外贸公司" (heldout78 #8
read 19 users, asked how many at once). The people of a firm, a studio or an office are how big it is; the ones who use
the tool are said with their use ("大概 20 个人用"), which this leaves alone. English: "a company of 15 people",
"a 40-employee firm" ("a 6-person consultancy" was never read as users).
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ORG_ZH = r"(?:公司|企业|工作室|事务所|律所|门店|小店|网店|店铺|工厂|厂|机构|诊所|中介|团队(?=\s?[,，。;；]))"
_ORG_EN = r"(?:company|firm|business|agency|consultancy|studio|shop|store|startup|practice|office|clinic)"
_SIZE = _lazy(
    # "十几个人的小外贸公司", "一家 20 人的公司", "30 来人的设计工作室"
    rf"(?P<n>{AR}|{CN})\s?(?:来|多|余)?\s?(?:个|号)?\s?人\s?(?:左右\s?)?的\s?[\u4e00-\u9fff]{{0,6}}?{_ORG_ZH}"
    # "a company of about 15 people", "a 40-employee firm", "a firm of 12 staff"
    rf"|(?<![a-z]){_ORG_EN} of (?:about |around |roughly |~)?(?P<n2>\d{{1,4}}) (?:people|employees|staff|persons)"
    rf"(?![a-z])"
    rf"|(?<![\d.])(?P<n3>\d{{1,4}})[- ](?:employee|staff|people|strong)\s(?:[a-z-]+\s){{0,2}}?{_ORG_EN}(?![a-z])")
_USED_AFTER = _lazy(r"\s?(?:都|会|要|在)?\s?(?:用|使用)|\s(?:will |would )?(?:use|using)(?![a-z])")


# its own people said to use it are the head count: "深圳一家 40 人左右的律所，只给所内律师用" (heldout45's 知乎
# question)
_OWN_PEOPLE_USE = _lazy(r"(?:所内|公司内部|内部|全公司|全所|自己的?|本所|我们的?)\s?(?:的)?\s?"
                        r"(?:律师|员工|同事|人|职员)?\s?"
                        r"(?:都)?\s?(?:用|使用)"
                        r"|(?<![a-z])(?:our|its|the) (?:own )?(?:staff|employees|people|team|lawyers|colleagues)"
                        r" (?:will |would )?(?:use|using)(?![a-z])")


def claim_org_size(r: _Reader) -> None:
    """Before the head counts: the people a firm has are its size, claimed so no count of users is asked about."""
    if _OWN_PEOPLE_USE.search(r.t):
        return
    for m in _SIZE.finditer(r.t):
        g = next(k for k in ("n", "n2", "n3") if m.group(k))
        if not r.free(m.start(g), m.end(g)) or _USED_AFTER.match(r.t, m.end()):
            continue
        r.claim(r.numeric, m.start(g), m.end(g))
