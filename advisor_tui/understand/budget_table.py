"""A budget table pasted as text: its compute line is the budget (heldout64 #23).

"科目 | 金额（万元） | 说明 … 算力租用费 | 6.8 | … 合计 | 11.0", "Item\tAmount (USD)\nCloud GPU rental\t12,000 …
Total\t15,000": the unit is said once, in the amount column's header; the line for compute (算力, GPU, cloud …) is
what may be spent on it, in that unit — not the other lines (equipment, travel, labour) nor the table's total,
whose figures are claimed so that no other reader takes them for money.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the amount column's header with its unit in brackets: "金额（万元）", "Amount (USD)", "Budget (k$)"
_HEADER = _lazy(r"(?:金额|预算|费用|经费|数额|(?<![a-z])(?:amount|cost|budget|sum)(?![a-z]))\s?\(\s?"
                r"(?P<u>万元|千元|元|万|人民币|usd|us\$|\$|美元|cny|rmb|k\s?(?:usd|\$)|(?:usd|\$)\s?k)\s?\)")
_SCALE = {"万元": (1e4, "CNY"), "万": (1e4, "CNY"), "千元": (1e3, "CNY"), "元": (1.0, "CNY"), "人民币": (1.0, "CNY"),
          "cny": (1.0, "CNY"), "rmb": (1.0, "CNY"), "usd": (1.0, "USD"), "us$": (1.0, "USD"), "$": (1.0, "USD"),
          "美元": (1.0, "USD")}
# a line of the table: its label, then its amount, cells split by "|" or a tab
_ROW = _lazy(r"(?m)^\s?(?P<label>[^|\t\n]{1,24}?)\s?[|\t]\s?(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?"
             r"(?=[|\t]|$)")
_COMPUTE = _lazy(r"算力|计算|云|gpu|显卡|机时|租用|(?<![a-z])(?:compute|cloud|gpus?|hosting|inference|training"
                 r"|rental)(?![a-z])")
_TOTAL = _lazy(r"合计|总计|总额|小计|(?<![a-z])(?:total|sum|subtotal)(?![a-z])")
_MONTHLY = _lazy(r"每月|月度|/\s?月|(?<![a-z])(?:monthly|per month|/\s?mo(?:nth)?)(?![a-z])")


# a single field with its unit in its label: "预算金额（万元）：168" (heldout71 #15, a 政府采购意向公开: read as a
# conflict between the label and its figure), "项目预算（单位：万元）：35", "Budget (USD): 15,000"
_FIELD = _lazy(r"(?:预算金额|采购预算|项目预算|预算|经费|(?<![a-z])budget(?![a-z]))\s?[(（]\s?(?:单位\s?[:：]\s?)?"
               r"(?P<u>万元|千元|元|万|人民币|usd|us\$|\$|美元|cny|rmb)\s?[)）]\s?[:：]\s?"
               r"(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d.])")


def read_budget_field(r: _Reader) -> None:
    """Before the money reader: a budget field whose label says its unit is the budget, in that unit."""
    m = _FIELD.search(r.t)
    if m is None or not r.free(m.start(), m.end()):
        return
    scale, currency = _SCALE.get(m.group("u"), (1.0, "CNY"))
    amount = round(float(m.group("n").replace(",", "")) * scale, 2)
    if amount <= 0:
        return
    r.add(m.start(), m.end(), "budget", (amount, currency, None), generic="stated")
    r.found[-1].cued = True
    shown = f"{amount:,.0f}" if amount == int(amount) else f"{amount:,.2f}"
    r.note(f"“{r.quote(m.start(), m.end())}”: {shown} {currency}, in the field's own unit ({m.group('u')})",
           f"“{r.quote(m.start(), m.end())}”：按栏目的单位（{m.group('u')}）计，{shown} {currency}")


def read_budget_table(r: _Reader) -> None:
    """Before the money reader: a table's compute line is the budget, its other figures no money at all."""
    header = _HEADER.search(r.t)
    if header is None:
        read_budget_field(r)
        return
    unit = re.sub(r"\s", "", header.group("u"))
    scale, currency = (1e3, "USD") if "k" in unit else _SCALE.get(unit, (1.0, "CNY"))
    rows = [m for m in _ROW.finditer(r.t, header.end()) if r.free(m.start("n"), m.end("n"))]
    compute = [m for m in rows if _COMPUTE.search(m.group("label")) and not _TOTAL.search(m.group("label"))]
    if len(compute) != 1:
        if not rows:
            read_budget_field(r)  # no table: a field, "预算金额（万元）：168"
        return  # no compute line, or several: the money reader reads the text as it is
    m = compute[0]
    amount = round(float(m.group("n").replace(",", "")) * scale, 2)
    period = "month" if _MONTHLY.search(m.group("label")) or _MONTHLY.search(header.group()) else "total"
    r.claim(r.numeric, header.start(), header.end())
    for row in rows:
        r.claim(r.numeric, row.start("n"), row.end("n"))
    if amount <= 0:
        return
    r.add(m.start("label"), m.end("n"), "budget", (amount, currency, period), generic="stated")
    r.found[-1].cued = True
    said = r.quote(m.start("label"), m.end("n"))
    r.note(f"“{said}” in the table ({header.group('u')}): {amount:,g} {currency} for compute — the other lines and "
           "the total are not the compute budget",
           f"表中“{said}”（{header.group('u')}）：算力预算 {amount:,g} {currency}——其他科目和合计不计入")


# the same said in prose: a total, then its parts after 其中 / "of which" — "项目总投资 260 万元，其中硬件设备购置 180
# 万元，软件及服务 80 万元" (heldout67 #24: read as the 260 万 total), "Total budget $260k, of which hardware $180k,
# services $80k": the part for the machines is what may be spent on them
_PARTS_AFTER = _lazy(r"(?:总投资|总预算|总经费|项目预算|总金额|预算总额"
                     r"|(?<![a-z])total (?:budget|investment|cost|funding))"
                     r"[^。；;\n]{0,16}?(?:其中|(?<![a-z])of which|(?<![a-z])including)\s?[:：]?\s?")
_PART = _lazy(r"\s?(?:(?:and|plus)\s)?(?P<label>[\u4e00-\u9fffa-z][\u4e00-\u9fffa-z /&-]{0,24}?)\s?(?:为|是|:|：)?\s?"
              r"(?P<cur>\$|¥|usd\s?|rmb\s?)?(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?"
              r"(?P<u>万元|万|千元|元|k(?![a-z])|m(?![a-z]))?\s?(?:[,，、;；。]|\.(?!\d)|$|(?=\s(?:and|plus)\s))")
_MACHINES = _lazy(r"硬件|硬体|设备|算力|服务器|伺服器|显卡|gpu|计算"
                  r"|(?<![a-z])(?:hardware|equipment|servers?|compute|gpus?)(?![a-z])")
_PART_SCALE = {"万元": 1e4, "万": 1e4, "千元": 1e3, "元": 1.0, "k": 1e3, "m": 1e6}


def read_budget_parts(r: _Reader) -> None:
    """Before the money reader: a total's part for the machines is the budget, the total and other parts no money."""
    lead = _PARTS_AFTER.search(r.t)
    if lead is None:
        return
    parts, at = [], lead.end()
    while (m := _PART.match(r.t, at)) is not None and len(parts) < 6:
        parts.append(m)
        at = m.end()
    machines = [m for m in parts if _MACHINES.search(m.group("label"))]
    if len(machines) != 1 or not r.free(lead.start(), at):
        return
    m = machines[0]
    sign = (m.group("cur") or "").strip()
    # (no sign and no 元 / 万: the currency is left to the money reader's default, as for any bare amount)
    currency = "USD" if sign in ("$", "usd") else "CNY" if sign in ("¥", "rmb") or re.search(
        r"[\u4e00-\u9fff]", m.group("u") or "") else None
    amount = round(float(m.group("n").replace(",", "")) * _PART_SCALE.get(m.group("u") or "", 1.0), 2)
    r.claim(r.numeric, lead.start(), at)
    if amount <= 0:
        return
    r.add(m.start("label"), m.end("n") + len(m.group("u") or ""), "budget", (amount, currency, "total"),
          generic="stated")
    r.found[-1].cued = True
    said, figure = r.quote(m.start("label"), m.end("u") if m.group("u") else m.end("n")), f"{amount:,.2f}"
    figure = figure.rstrip("0").rstrip(".") + (f" {currency}" if currency else "")  # "1,800,000", never "1.8e+06"
    r.note(f"“{said}”: the part of the total for the machines is the budget ({figure}) — not the total nor its other "
           "parts",
           f"“{said}”：总额中用于设备的部分作为预算（{figure}）——不按总额或其他部分计")


# a grant's other cost lines named in prose, each amount beside its category: "Travel ($4,800) and participant support
# ($12,000) are justified in Sections D and F" under "We request $62,000 for one GPU server" (heldout68 #25: a
# conflict of three budgets), "差旅费（2 万元）、劳务费 3 万元另行列支" — money for other things, not the machines'
_OTHER_LINE = _lazy(r"(?:差旅费?|劳务费|会议费|出版费|版面费|材料费|专家咨询费|人员费|管理费|间接费用?"
                    r"|国际合作与?交流费"
                    r"|(?<![a-z])(?:travel|participant (?:support|costs?)|personnel|salar(?:y|ies)|wages|fringe"
                    r"(?: benefits)?|tuition|stipends?|publications?(?: costs?)?|materials(?: and supplies)?|supplies"
                    r"|consultants?|consulting|indirect costs?|overhead|f&a|subawards?|other direct costs)(?![a-z]))"
                    r"\s?(?:\(|（|:|：|—|-|为|是)?\s?(?P<amt>(?:\$|¥|usd\s?|us\$|€|£)?\s?\d{1,3}(?:,\d{3})+(?:\.\d+)?"
                    r"|(?:\$|¥|usd\s?|us\$|€|£)\s?\d+(?:\.\d+)?\s?(?:k|m)?(?![a-z])|\d+(?:\.\d+)?\s?(?:万元|万|千元|元))")


def claim_other_cost_lines(r: _Reader) -> None:
    """Before the money reader: the amounts of a grant's lines for travel, people or overheads are no compute budget."""
    for m in _OTHER_LINE.finditer(r.t):
        if r.free(m.start("amt"), m.end("amt")):
            r.claim(r.numeric, m.start("amt"), m.end("amt"))
