"""Who pays, named by the pot the money is taken out of: members' dues or a project's grant (``buyer: company``).

"寒假这两个月一共一万六…钱从协会会费里出" (heldout88 #1) and "經費從中心的研究項目撥款出" (heldout88 #23) named no
buyer: the payer readers knew an organisation's account ("走工作室的账"), a unit's money ("走科室的经费") and a
body paying outright ("钱是协会出"), not money said to come out of what an organisation holds — its members' dues
(会费), a project's allocation (项目拨款, 研究项目), an activity fund (活动经费), an earmarked sum (专款, 专项资金).
In English the same: "paid out of the association's membership dues", "from the centre's research project funds".

Refused ("不从会费里出", "钱不是从会费出") or the person's own pot ("从我自己的项目奖金里出") names no
organisation; a pot only mentioned ("会费一年 200") pays nothing.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before

_POT_ZH = (r"(?:会费|会员费|活动经费|项目拨款|研究项目(?:的)?(?:拨款|经费|资金)?|课题拨款|科研拨款|拨款|专款"
           r"|专项资金|专项经费|项目资金|项目经费|基金)")
_TAKEN_FROM = _lazy(
    # "钱从协会会费里出", "经费从中心的研究项目拨款出", "费用由学会的活动经费支出", "用社团的活动经费"
    rf"(?:钱|费用|经费|开销|预算|成本)\s?(?:就|都|也|还是|全|全部|会)?\s?(?:从|由|用|走|出自|来自)\s?"
    rf"[\u4e00-\u9fff]{{0,10}}?{_POT_ZH}\s?(?:里|中|里面|那边)?\s?(?:来)?\s?"
    r"(?:拨款出|拨出|出|支出|列支|支付|付|报销|承担)?(?=\s?(?:[,.;!?，。；！]|$))"
    # "从协会会费里出", "从研究项目拨款里支出" (the money word left out)
    rf"|(?:从|由)\s?[\u4e00-\u9fff]{{0,10}}?{_POT_ZH}\s?(?:里|中|里面)?\s?(?:来)?\s?(?:拨款出|拨出|出|支出|列支|支付|付|报销)"
    # "paid out of the association's membership dues", "from the centre's research project funds"
    r"|(?<![a-z])(?:paid |comes? |coming |taken )?(?:from|out of) (?:the|our) (?:[a-z'’-]+ ){0,3}?"
    r"(?:membership dues|member dues|dues|(?:research )?project (?:funds|funding|allocation|budget))(?![a-z])")
# the person's own pot, or a refusal inside what was matched
_OWN = _lazy(r"个人|自己|本人|私人|我的|奖学金|工资|(?<![a-z])(?:my|personal|own)(?![a-z])")
_REFUSED = _lazy(r"不是?\s?(?:从|由|用|走)|没有|不够|(?<![a-z])not(?![a-z])")


def read_pot_payer(r: _Reader) -> None:
    """Among the payers: money taken out of an organisation's dues or grant is the organisation's, said outright."""
    for m in _TAKEN_FROM.finditer(r.t):
        said = m.group()
        if _OWN.search(said) or _REFUSED.search(said) or negated_before(r, m.start()) \
                or not r._free(r.entity, m.start(), m.end()):
            continue
        if any(f.fact == "buyer" and f.generic == "payer" for f in r.found):
            return
        for f in r.found:
            if f.fact == "buyer" and f.value != "company":
                f.fact = "_not_payer"  # who pays decides over who the person is, as the other payers
        r.found.append(_Finding(m.start(), m.end(), "buyer", "company", generic="payer"))
        r.note(f"“{r.quote(m.start(), m.end())}”: the organisation's dues or grant pay — bought as an organisation",
               f"“{r.quote(m.start(), m.end())}”：从机构的会费或拨款里出钱，按机构采购")
        return
