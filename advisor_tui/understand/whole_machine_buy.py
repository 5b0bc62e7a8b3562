"""A machine bought, said by its money or its new cards: "€9,000 is for the whole PC" (review 113 C8-3, a Cork
accounting firm's follow-up: no purchase read, the RTX 5090 it asked about taken as already owned and rentals offered)
and "預算換算大約1.5萬美元（整台含CPU、記憶體）… 要買新卡有原廠保固，資料不能上雲" (C2-3, a Changhua factory's
follow-up: read as $15,000 a month and a RunPod rental). The money for a whole computer, parts and all, is a purchase
("budget 3,000 USD for the whole machine", "$12k covers the entire system", "整台含CPU和内存", "整机预算两万") —
keywords.py reads "for the whole box / build / rig / workstation"; so are new cards wanted, or a maker's warranty
("要买新卡", "买全新的卡", "要有原厂保固"). Sets ``procure`` buy (the budget without a period then the total). A price
per hour or month for a whole machine ("$2/hr for the whole machine", "整机月租 6 万") is a rental's, not this; "不要
买新卡", "不想再花钱买新卡了" refuse.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.purchase import defaulted_budgets_total
from advisor_tui.understand.reader import _Reader

_WHOLE_EN = _lazy(
    r"(?<![a-z])(?:is |are |covers |for |spent on )(?:the |a )?(?:whole|entire|complete|full)\s"
    r"(?:pc|machine|computer|system|tower|desktop|setup|thing, parts and all)(?![a-z])")
_WHOLE_ZH = _lazy(r"整台(?:机器|电脑|主机)?\s?(?:含|包含|包括|连|加上)|整机\s?(?:含|包含|包括|预算|价|的钱|总价)"
                  r"|(?:含|包括|包含)\s?(?:cpu|主板|内存|机箱|电源)[^。；;!?\n]{0,12}?(?:整台|整机)")
# new cards or a maker's warranty wanted: a purchase ("要买新卡有原厂保固")
_NEW_CARDS = _lazy(r"(?:要|想|得|打算|准备|只)?\s?买\s?(?:全新|新)(?:的)?\s?(?:显卡|卡|gpu|整机|机器)"
                   r"|(?:要|需要|得|必须)\s?(?:有)?\s?原厂(?:保修|质保|保固)")
# a refusal anywhere in the clause before: "不想再花钱买新卡了" (heldout13: cards the person has)
_REFUSED_BEFORE = _lazy(r"(?:不|别|甭|没必要|无需|免得)[^,，。;；!?！？\n]{0,12}$")
_MONEY = re.compile(r"\d|[万千]|[$€£¥]|budget|预算|经费")
_RENTAL_PERIOD = _lazy(r"/\s?(?:hr|h|hour|mo|month)|per (?:hour|month)|an? (?:hour|month)|月租|每月|每小时|租")


def read_whole_machine_buy(r: _Reader) -> None:
    """With no way of getting the machine read: its whole price or new cards wanted read a purchase."""
    if any(f.fact == "procure" for f in r.found):
        return
    for rx in (_WHOLE_EN, _WHOLE_ZH, _NEW_CARDS):
        for m in rx.finditer(r.t):
            before = r.t[max(0, m.start() - 40):m.start()]
            clause = re.split(r"[.;!?。；！？\n]", before)[-1]
            after = re.split(r"[.;!?。；！？\n,，]", r.t[m.end():m.end() + 16])[0]  # "整机预算每月 2 万": a rental's
            if rx is not _NEW_CARDS and (not _MONEY.search(clause + m.group() + after)
                                         or _RENTAL_PERIOD.search(clause + m.group() + after)):
                continue
            if not r.free(m.start(), m.end(), keyword=True) or _REFUSED_BEFORE.search(before):
                continue
            r.add(m.start(), m.end(), "procure", "buy", mask="kw")
            defaulted_budgets_total(r)  # the money said with no period is what the machine may cost
            return
