"""Who pays, named by the unit inside an organisation whose money it is: ``buyer: company``.

"两万出头吧，按月算的，走科室的经费，不是我私人掏" (heldout83 #1) named no buyer: account_payer.py knew a studio's,
a lab's or a firm's account ("走工作室的账") and money sent "走市场部", not a hospital's 科室, a school's 教研室 or a
office's 处室, nor a unit paying outright ("科室出", "从教研室经费里出"). In English the same: "charged to the lab",
"billed to our department", "expensed to the team's cost centre", "department money", "the division's funds".

A unit refused ("不走科室的经费", "not charged to the department") names no organisation; the person's own money
said beside it ("不是我私人掏") is a contrast, not a payer (buyer.py reads 私人 only as "私人的", "私人出钱").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before

_UNIT_ZH = (r"(?:科室|科里|处室|处里|教研室|教研组|研究室|课题组|项目组|组里|系里|院里|所里|部里|部门|事业部|分公司"
            r"|车间|办公室|中心|(?<![课项小])[\u4e00-\u9fff]{1,3}?组(?:里)?)")
_MONEY_ZH = r"(?:经费|钱|预算|账(?!号)|帐(?!号)|费用|公费|资金|专项(?:经费|资金)?)"  # (not "部门的账号")
_UNIT_EN = (r"(?:dept|department|departmental|division|faculty|unit|lab|group|team|ward|clinic|section|office"
            r"|cost cent(?:er|re)|project code)")
_PAID = _lazy(
    # "走科室的经费", "用教研室的钱", "从处室预算里出", "花的是部门的钱"
    rf"(?:走|用|花|动用|从|拿)\s?(?:的是)?\s?(?:我们|咱们|本)?\s?{_UNIT_ZH}\s?(?:的)?\s?{_MONEY_ZH}"
    # "科室出", "教研室来出钱", "科里报销", "部门承担"
    rf"|{_UNIT_ZH}\s?(?:来|会|可以)?\s?(?:出钱|掏钱|出资|买单|报销|承担|付钱|出)(?=\s?(?:[,.;!?，。；！]|$))"
    # "charged to the lab", "billed to our department", "expensed to the team's cost centre"
    rf"|(?<![a-z])(?:charged|billed|expensed|booked|invoiced) (?:back )?to (?:the|our|my) (?:[a-z'-]+ )?{_UNIT_EN}"
    r"(?![a-z])"
    # "department money", "the division's funds", "lab funds"
    rf"|(?<![a-z]){_UNIT_EN}(?:'s|al)? (?:money|funds|funding|budget line)(?![a-z])")


def read_unit_money(r: _Reader) -> None:
    """A unit's money paying: buyer company, said outright (over who the person is, as account_payer's payers)."""
    if any(f.fact == "buyer" and f.generic == "payer" for f in r.found):
        return
    for m in _PAID.finditer(r.t):
        if negated_before(r, m.start()) or r.t[max(0, m.start() - 2):m.start()].endswith("不") \
                or not r._free(r.entity, m.start(), m.end()):
            continue
        for f in r.found:
            if f.fact == "buyer" and f.value != "company":
                f.fact = "_not_payer"
        r.found.append(_Finding(m.start(), m.end(), "buyer", "company", generic="payer"))
        return
