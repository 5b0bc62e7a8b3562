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


def read_budget_table(r: _Reader) -> None:
    """Before the money reader: a table's compute line is the budget, its other figures no money at all."""
    header = _HEADER.search(r.t)
    if header is None:
        return
    unit = re.sub(r"\s", "", header.group("u"))
    scale, currency = (1e3, "USD") if "k" in unit else _SCALE.get(unit, (1.0, "CNY"))
    rows = [m for m in _ROW.finditer(r.t, header.end()) if r.free(m.start("n"), m.end("n"))]
    compute = [m for m in rows if _COMPUTE.search(m.group("label")) and not _TOTAL.search(m.group("label"))]
    if len(compute) != 1:
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
