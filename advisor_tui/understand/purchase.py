"""A purchase said by its paperwork or its place rather than by a verb: a purchase request form ("采购申请单",
"Purchase Request Form", "请购单") asks to buy goods, and a server for on-prem use is owned
(heldout23 #31, #43 named neither buying nor renting in words), as is a card put in a computer of the person's
own, told by its parts (机箱, 主板). All are weaker than a choice said: they are
read only when no procure was said (keywords.py), at a confidence below one."""

from __future__ import annotations

import re
from dataclasses import replace

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before
from advisor_tui.understand.result import Note

# (a purchase order's number is only a reference: "GPU quote request – PO #44-1902" may be for a rental)
# (an approval form's item that is a procurement: "审批编号…申请事项：AI 中台算力采购", heldout28 #41)
# (a budget for buying equipment: "采购预算 500 万…买什么？" was answered with rental quotes — review 34 M2)
_FORM = _lazy(r"采购申请(?:单|表)?|请购单|采购单(?!位)|申请事项\s?[:：][^\n,，。]{0,20}?采购(?!租|云)"
              r"|(?:采购|购置|设备)(?:预算|经费)|(?<![a-z])(?:capex|hardware) budget(?![a-z])"
              r"|走\s?(?:集团|公司|单位|学校|院里|所里)?\s?(?:的)?\s?采购(?:流程|程序)"  # (heldout38 #23)
              # "走政府采购", "必须走资产采购" (review 35 M1, M4): buying equipment the public way
              r"|(?:走\s?)?(?:政府采购|资产采购|设备采购|固定资产采购)|走采购"
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

# the cards' place a computer of the person's own, told by its parts: "机箱和主板最多塞两张卡", "显卡部分预算 2.5 万"
# (heldout72 #16, a Chiphell 装机 post: no verb for buying), "my case only fits two cards"
_OWN_BOX = _lazy(r"(?:机箱|主板|电源)[^。；;!?\n]{0,8}?(?:最多|只能|能|可以)?\s?(?:塞|插|装|放)(?:得下|下)?\s?"
                 r"(?:[一两二三四五六七八]|\d)\s?张|显卡部分(?:的)?\s?预算"
                 r"|(?<![a-z])(?:my|our) (?:pc |desktop |)(?:case|motherboard|mobo|psu|tower|chassis) (?:only )?"
                 r"(?:fits|takes|holds|has room for|can fit|can take|can hold) (?:up to |at most |max )?"
                 r"(?:one|two|three|four|[1-4]) (?:[a-z-]+ )?(?:cards|gpus|card|gpu)(?![a-z])")


_RENT_WORD = _lazy(r"租(?!金)|(?<![a-z])(?:rent|renting|rental|cloud)(?![a-z])")


def purchase_said_by_form(r: _Reader) -> re.Match[str] | None:
    for rx in (_FORM, _ON_PREM, _OWN_BOX):
        if rx is _OWN_BOX and _RENT_WORD.search(r.t):
            continue  # "机箱最多塞两张卡，租也行": the box's room is said, the choice left open
        for m in rx.finditer(r.t):
            if not negated_before(r, m.start()):
                return m
    return None


# who pays, said with the word for buying and nothing bought after it: "公司采购，要开专票" (the convention of
# heldout17/23 reads it as a purchase); its paperwork may follow with no comma: "学校采购要发票" (review 83 c04)
_PAYER_ONLY = _lazy(r"(?:公司|单位|学校|医院|院里|所里|我们)\s?(?:来|直接|自己|统一)?\s?(?:采购|购置)\s?"
                    r"(?:(?:都|就)?\s?(?:要|需要|得|必须|需)\s?(?:开|提供)?\s?(?:增值税)?\s?(?:专用发票|专票|普票|发票|合规)\s?)?"
                    r"(?:[,，。;；]|$)")
# how a budget with no period was read (money.py), said here too when the purchase is taken back
TOTAL_FOR_CARDS = Note("budget without a period, buying the cards: read as the total to spend",
                       "预算没写周期，而且是买卡：按总共花多少理解")
TOTAL_FOR_THE_JOB = Note("budget without a period, for a job with a stated duration, deadline or size: read as the "
                         "total for the job", "预算没写周期，而任务给了时长、期限或规模：按整个任务的总预算理解")
_RENT_PERIODS = ("hour", "day", "week", "month")
_UNIT_ZH = {"hour": "小时", "day": "天", "week": "周", "month": "月"}


MONTH_BY_DEFAULT = "budget without a period: read as per month"  # money.py's note


def defaulted_budgets_total(r: _Reader) -> None:
    """A purchase read after the money: the budgets read per month only by default are the machine's total."""
    if not any(n.en == MONTH_BY_DEFAULT for n in r.notes):
        return
    for f in r.found:
        if f.fact == "budget" and f.value.unit == "month":
            f.value = replace(f.value, unit="total")
    r.notes = [TOTAL_FOR_CARDS if n.en == MONTH_BY_DEFAULT else n for n in r.notes]


def rent_by_its_budget(r: _Reader, chosen: dict) -> None:
    """"公司采购，…每月预算 3 万" (review 52 C4): the firm pays, by the month — a rental's budget, not a purchase
    (read as one, the answer bought eight GeForce cards for a law firm that rents two H20s for ¥9,000 a month)."""
    procure, budget = chosen.get("procure"), chosen.get("budget")
    if procure is None or procure.value != "buy" or budget is None or budget.value.unit not in _RENT_PERIODS:
        return
    if not _PAYER_ONLY.match(r.t, procure.start):
        return
    unit = budget.value.unit
    _answered_as_rental(r, chosen, f"with a budget by the {unit}", f"预算按{_UNIT_ZH[unit]}")


def _answered_as_rental(r: _Reader, chosen: dict, why_en: str, why_zh: str) -> None:
    procure = chosen.pop("procure")
    said = r.quote(procure.start, procure.end)
    r.note(f"“{said}”: who pays, {why_en} — answered as a rental (say “买硬件” or --procure buy to buy)",
           f"“{said}”：说的是谁付钱，{why_zh}——按租用回答（要买硬件请说“买硬件”或用 --procure buy）")


# the size of a job that ends: its tokens to train or generate, its samples, images, clips or hours of audio
_JOB_SIZES = ("train_tokens", "samples", "generate_tokens", "images", "videos", "audio_hours")
_STEADY_DAYS = 31  # days of use beyond a month are a horizon to own cards over, not one job's


def rent_by_its_job(r: _Reader, chosen: dict) -> None:
    """"公司采购，要专票 … 500 条视频，3天内要交付" (review 81 c10) and "继续预训练，语料 20B token，要求一个月内完成，
    公司采购，需要专票" (review 82 c09): the firm pays for a one-off job, sized or due by a date — its procurement
    office and its invoice, not cards to own (read as a purchase, the answer bought 18 H20s for ¥4.2 M to make 500
    clips a ¥7,000 rental makes). Said with a machine bought ("公司采购一台服务器", "买断"), or beside steady use
    (runs a month, hours a day, a horizon of years), it still buys."""
    procure, deadline = chosen.get("procure"), chosen.get("deadline")
    sized = next((f for f in _JOB_SIZES if f in chosen), None)
    if procure is None or procure.value != "buy" or (deadline is None and sized is None):
        return
    days = chosen.get("days")
    if "runs_per_month" in chosen or "hours_per_day" in chosen or (days is not None and days.value > _STEADY_DAYS):
        return
    if not all(_PAYER_ONLY.match(r.t, f.start) for f in r.found if f.fact == "procure" and f.value == "buy"):
        return  # ("单位采购，要专票，采购 8 卡服务器": a machine bought beside the payer still buys)
    # the bare budget stays the job's total, now for the job it is due by rather than for cards bought
    r.notes = [TOTAL_FOR_THE_JOB if n == TOTAL_FOR_CARDS else n for n in r.notes]
    if deadline is not None:
        due = f"{deadline.value / 24:g}"
        _answered_as_rental(r, chosen, f"for a one-off job due within {due} days", f"一次性的活，要在 {due} 天内交")
    else:
        _answered_as_rental(r, chosen, "for a one-off job of a stated size", "一次性的活，规模已给")
