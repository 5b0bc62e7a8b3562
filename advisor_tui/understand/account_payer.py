"""Who pays, named by the account or the grant the money comes from: an organisation's (``buyer: company``).

"一个季度 4.5 万，走工作室的账" (heldout76 #2), "$400 for the whole run, paid by my consultancy" (heldout76 #15),
"£1,200 from our Heritage Fund grant" (heldout76 #19) named no buyer: buyer.py knew "走公司的账", "paid by my
company" and "funded by a … grant", not a studio's, a lab's or a shop's account, a consultancy or a practice
paying, nor a grant the money is simply "from". The same for "走实验室的经费", "走我们店里的账", "my practice
pays", "out of our arts council grant". An account refused ("不走工作室的账") or a person's own ("走我个人的账",
"my own money") names no organisation; a grant applied for ("the grant application") is no money yet.

The money sent through a department ("费用走市场部", "预算走财务部", heldout79 #36) and an organisation paying out of
its own pocket ("律所自己出钱", "工作室自己掏钱", heldout79 #19 — 自己 there the firm's, not the person's) are its
too.

So is an organisation a sum is said to come from, right after the sum: "DKK 10,350 total from the department"
(heldout93 #36 named no buyer), "$3,000 from the lab", "2,000 USD a month out of the institute" — only after money
read, so "5 GPUs from the department" or "an email from the faculty" pay for nothing.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before

_ORG_ZH = (r"(?:工作室|实验室|店里|门店|小店|店铺|学校|学院|医院|研究所|研究院|事务所|律所|诊所|机构|协会|基金会"
           r"|工会|社团|俱乐部|合作社|公司|单位|团队|课题组|项目组|工厂|厂里|所里|院里|系里|杂志社|出版社|报社|电台|剧团)")
_ORG_EN = (r"(?:consultancy|consulting (?:firm|company|business)|practice|studio|agency|firm|lab|shop|store|clinic"
           r"|nonprofit|non-profit|charity|co-?op|cooperative|startup|business|employer|company|school|museum"
           r"|library|archive|newsroom|publisher|label|collective|trust|foundation|society|association|club)")
_PAID = _lazy(
    # "走工作室的账", "走实验室经费", "走我们店里的账", "走学院报销"
    rf"走\s?(?:我们|咱们|我们的)?\s?{_ORG_ZH}\s?(?:的)?\s?(?:公)?(?:账|帐|账户|帐户|经费|费用|预算|报销)"
    # "paid by my consultancy", "paid for by our practice", "covered by the studio"
    rf"|(?<![a-z])(?:paid(?: for)?|covered|funded|bankrolled) by (?:my|our|the) (?:[a-z-]+ )?{_ORG_EN}(?![a-z])"
    # "my consultancy pays", "our practice covers it"
    rf"|(?<![a-z])(?:my|our) (?:[a-z-]+ )?{_ORG_EN} (?:pays|covers|is paying|will pay|foots|is covering)(?![a-z])"
    # "£1,200 from our Heritage Fund grant", "out of our arts council grant" (not "the grant application")
    r"|(?<![a-z])(?:from|out of|on|via|through) (?:our|the|a|an|my) (?:[a-z'&-]+ ){0,3}grant(?![a-z])"
    r"(?! (?:application|proposal|we(?:'re| are) applying|we hope|if))"
    # "费用走市场部", "预算就走财务部": a department's money
    r"|(?:钱|费用|经费|开销|预算|成本)\s?(?:就|都|全|全部)?\s?走\s?(?:我们|咱们)?\s?[\u4e00-\u9fff]{1,4}?(?:部门|部|科|处)"
    r"(?![\u4e00-\u9fff]{0,2}(?:以外|之外))")
# an organisation paying itself: "律所自己出钱", "工作室自己掏钱" (自己 the organisation's own)
_ITSELF = _lazy(rf"(?<!个人)(?<!我们)(?<!我){_ORG_ZH}\s?(?:自己|自个儿|自家)\s?(?:出钱|掏钱|付钱|掏腰包|买单|出|付|掏)"
                r"(?![\u4e00-\u9fff]{0,2}(?:不了|不起))")
# what may stand between the sum and its source: "total", "a month", "for the whole run", never a clause's end
_SUM_FROM = _lazy(r"\s?(?:(?:in )?total|in all|all in|a month|per month|monthly|a year|per year|one-off"
                  r"|for the (?:whole|entire) (?:run|job|project|thing))?,?\s?(?:all\s)?(?:from|out of) (?:the|our) "
                  rf"(?:[a-z-]+ ){{0,2}}?(?:department|dept|faculty|institute|university|college|ministry|council"
                  rf"|hospital|{_ORG_EN})(?![a-z'’])"
                  # (the organisation ends the phrase: not "the department store gift card")
                  r"(?=\s?(?:[,.;:!?)\n—–-]|$)|\s(?:budget|account|funds?|and|but|so|for|to|we|which|this)(?![a-z]))")
_OWN = _lazy(r"个人|自己|(?<![a-z])(?:my own|personal|private|out of pocket)(?![a-z])")


def read_account_payer(r: _Reader) -> None:
    """An organisation's account, or a grant, paying: buyer company, said outright (it decides over who the person
    is, as buyer.py's payers do)."""
    said = [(m, True) for m in _PAID.finditer(r.t)] + [(m, False) for m in _ITSELF.finditer(r.t)]
    sums = [f.end for f in r.found if f.fact == "budget"] + [u.end for u in r.unresolved if u.kind == "budget"]
    said += [(m, True) for end in sums if (m := _SUM_FROM.match(r.t, end)) is not None]
    for m, whose in sorted(said, key=lambda x: x[0].start()):
        if negated_before(r, m.start()) or (whose and _OWN.search(m.group())) \
                or not r._free(r.entity, m.start(), m.end()):
            continue
        for f in r.found:  # "律所自己出钱": the 自己出钱 read as the person's own is the firm's
            if not whose and f.fact == "buyer" and f.start < m.end() and m.start() < f.end:
                f.fact = "_not_payer"
        if any(f.fact == "buyer" and f.generic == "payer" for f in r.found):
            return
        for f in r.found:
            if f.fact == "buyer" and f.value != "company":
                f.fact = "_not_payer"
        r.found.append(_Finding(m.start(), m.end(), "buyer", "company", generic="payer"))
        return
