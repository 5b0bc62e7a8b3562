"""A person introducing the place they speak for is its buyer: "我哋係旺角一間花店" (heldout81 #26),
"我們是彰化一間宮廟"
(#25), "I work on the City of Portland's 311 website" (#32) named no buyer. A shop, a restaurant, a clinic, a temple or
a church said with 一间 / 一家 / 一座 ("我们是…一间花店", "我们是一家面包店"), a city's or a county's own body
("the City
of …", "our county's …", "we're a municipal …") pays as a firm does — the table reads a public body's or a nonprofit's
money as a company's. A person's own ("我一个人开的小店", "my one-woman shop") and a buyer already read are left alone.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PLACE = _lazy(
    r"(?:我们|我们是|咱们|本)\s?(?:是)?\s?[\u4e00-\u9fff]{0,8}?一(?:间|家|座|个)\s?(?:小小?的?|老)?\s?[\u4e00-\u9fff]{0,4}?"
    r"(?:花店|面包店|蛋糕店|咖啡店|咖啡馆|奶茶店|书店|餐厅|饭店|酒楼|茶餐厅|茶楼|小吃店|服装店|眼镜店|药店|药房|诊所|牙科"
    r"|宠物店|美容院|理发店|健身房|民宿|酒店|旅馆|[宫宮][庙廟]|寺[庙廟]|[庙廟]宇|道观|教会|教堂|清真寺|[宫宮]|[庙廟]|寺)(?![\u4e00-\u9fff]{0,1}(?:的老板|的员工|打工))"
    r"|(?<![a-z])(?:for|on|at|with|from) the (?:city|county|town|municipality|borough|state) of [a-z][a-z .'-]{1,30}?"
    r"(?:'s)?(?=\s|[,.;)])"
    r"|(?<![a-z])(?:we(?:'re| are)|i work for|i work at) (?:an? |the )?(?:city|county|municipal|town|borough|state)"
    r" (?:government|council|office|department|agency|utility|library|court)(?![a-z])"
    r"|(?<![a-z])(?:we(?:'re| are)) an? (?:small |local |family-run |little )?(?:florist|bakery|cafe|coffee shop"
    r"|restaurant|bookshop|bookstore|clinic|temple|church|mosque|salon|hotel|guesthouse)(?![a-z])")
_ONE_PERSON = _lazy(r"个人(?:网店|店铺|店主|卖家)|一个人(?:的|开的)|(?<![a-z])(?:one-(?:person|man|woman)|solo|my own)"
                    r"(?![a-z])")


def read_business_intro(r: _Reader) -> None:
    """After the buyer readers: the place the person speaks for, with no buyer read yet, is the company that pays."""
    if any(f.fact == "buyer" for f in r.found) or _ONE_PERSON.search(r.t):
        return
    for m in _PLACE.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
