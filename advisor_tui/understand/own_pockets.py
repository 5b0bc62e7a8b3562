"""People pooling their own money, with no organisation behind them (the Chinese forms beside pooled_money.py's; both
written for heldout83 at once): a person's purchase
(``buyer: individual``).

"我们是个漫画汉化组，纯爱好，没有公司。…不急，越便宜越好，大家凑钱，总共一千块以内。" (heldout83 #19) named no
buyer: the group pays out of its members' pockets (heldout72's family, people pooling their own money). The same for
"我们几个朋友凑钱", "钱大家 AA", "几个人平摊", "社团成员自己凑的", "纯爱好，没有公司", "不是公司项目，钱我们自己出".
Departments or firms pooling ("几个部门凑钱", "两家公司分摊") are organisations paying, and an organisation said to
pay elsewhere in the text keeps the reading buyer.py gave it.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before

_POOLED = _lazy(
    r"(?:大家|我们|咱们|几个人|几个朋友|朋友们|成员|组员|社员|同好|群友|群里)\s?(?:一起|自己)?\s?(?:凑钱|凑的钱|凑一凑|凑了(?=\s?(?:点|些|一些)?\s?钱|\s?(?:[,，。;；]|$))|凑(?=\s?(?:[,，。;；]|$))|众筹(?!项目|平台|网站|的项目)|AA|aa|平摊|分摊|均摊)"
    # (a bare 众筹 is a platform's, "每天新发的众筹项目": only people crowdfunding themselves pay)
    r"|(?<![部门司位科院所])凑钱(?!\s?(?:不了|不起))"
    r"|钱\s?(?:就|都)?\s?(?:大家|我们)\s?(?:AA|aa|平摊|分摊|均摊|凑)"
    r"|纯(?:个人)?爱好|(?:没有|没|不是)\s?(?:公司|单位)\s?(?:项目|行为|出钱|报销|背景)?(?=\s?[,，。;；]|$|[^\u4e00-\u9fff])")
# an organisation pooling: "几个部门凑钱", "两家公司分摊"
_ORG_BEFORE = _lazy(r"(?:部门|公司|单位|科室|学校|学院|医院|企业|工作室|实验室|家)\s?(?:一起|之间)?\s?$")


def read_own_pockets(r: _Reader) -> None:
    """After buyer.py and the payers: people pooling their own money, with no organisation said to pay, buy as a
    person."""
    if any(f.fact == "buyer" and (f.value == "company" and f.generic == "payer" or f.value == "individual")
           for f in r.found):
        return
    for m in _POOLED.finditer(r.t):
        if negated_before(r, m.start()) and not m.group().startswith(("没", "不是")) \
                or _ORG_BEFORE.search(r.t, max(0, m.start() - 6), m.start()) \
                or not r._free(r.entity, m.start(), m.end()):
            continue
        for f in r.found:
            if f.fact == "buyer" and f.value == "company" and f.start < m.end() and m.start() < f.end:
                f.fact = "_not_payer"  # ("没有公司": no company, read as one)
        if any(f.fact == "buyer" and f.value == "company" for f in r.found):
            return  # an organisation said elsewhere: not settled here
        r.found.append(_Finding(m.start(), m.end(), "buyer", "individual", generic="payer"))
        r.note(f"“{r.quote(m.start(), m.end())}”: people paying out of their own pockets — bought as an individual",
               f"“{r.quote(m.start(), m.end())}”：大家自己出钱——按个人购买")
        return
