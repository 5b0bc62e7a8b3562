"""What buying a pick costs (knowledge/data/purchase_prices.yaml) and when buying beats renting.

Pure functions: the buying rules (rules.base.buying) decide what is said and how picks rank. A
price is used for the buyer's own region first (a China launch price for a mainland buyer), else
the other region's, converted into the display currency through the dated reference rate (or the
person's own --fx rate), and the figure says so. A bare accelerator chip (an Ascend NPU sold only
inside Atlas servers) is no complete purchase: it is reported, never ranked by."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from knowledge import purchase_prices
from knowledge.loader import KnowledgeBase
from knowledge.purchase_prices import BUYS_TEXT, KIND_TEXT, PurchasePrice
from knowledge.schema import I18n
from knowledge.text import money
from rules.estimate.cost import convert

WORKSTATION_FLOOR_USD = 5_500  # source 2 (seed 001 FAQ): 单卡工作站自购门槛约 $5,500 起
# how a card ranked after under that floor for having no price begins (rules.base.buying): no priced
# purchase, so the answer's "priced, but over your budget" line passes it by
NO_PRICE_UNDER_FLOOR = "no dated purchase price, and source 2 puts a single-card workstation at"

@dataclass(frozen=True)
class Purchase:
    """Buying the GPUs a pick needs: units × the row's price, in its currency and the display one."""

    row: PurchasePrice
    units: int  # cards, or whole servers
    total: float  # in the row's currency
    total_display: float | None  # in the display currency (None: no rate)
    display_currency: str
    conversion: I18n | None  # "converted at …" where the currency differs
    budget: float | None = None  # a `total` budget, display currency
    monthly_rent: float | None = None  # renting the same GPUs for the stated usage, display currency

    @property
    def complete(self) -> bool:
        return self.row.complete

    @property
    def fits_budget(self) -> bool | None:
        """True / False against a `total` budget; None when there is none or no comparable figure."""
        if self.budget is None or self.total_display is None:
            return None
        if not self.complete:  # a bare chip's price is a floor: over the budget alone, the purchase is over it
            return False if self.total_display > self.budget * 1.0001 else None  # (review 57 c3)
        return self.total_display <= self.budget * 1.0001

    @property
    def break_even_months(self) -> float | None:
        """Months of renting that cost as much as buying (power, hosting, resale not counted)."""
        return break_even_months(self.total_display if self.complete else None, self.monthly_rent)

    def what(self, lang: str) -> str:
        """'2 × $1,599 (launch MSRP, one card; pcgamer-rtx4090-launch-2022, 2022-09-20)'."""
        row = self.row
        i = 1 if lang == "zh" else 0
        price = money(row.price, row.currency)
        head = f"{self.units} × {price}" if self.units > 1 else price
        kind = ("your price", "你给的价格") if row.source == "your-quote" else KIND_TEXT[row.kind]  # not a vendor's
        return (f"{head}（{kind[i]}，{BUYS_TEXT[row.buys][i]}；{row.source}，{row.as_of}）"
                if lang == "zh" else
                f"{head} ({kind[i]}, {BUYS_TEXT[row.buys][i]}; {row.source}, {row.as_of})")

    def to_dict(self, lang: str) -> dict[str, Any]:
        row = self.row
        be = self.break_even_months
        return {"id": row.id, "price": row.price, "currency": row.currency, "buys": row.buys,
                "gpus_per_unit": row.gpus, "units": self.units, "total": round(self.total, 2),
                "total_display": None if self.total_display is None else round(self.total_display, 2),
                "display_currency": self.display_currency, "kind": row.kind, "region": row.region,
                "source": row.source, "as_of": row.as_of, "complete": self.complete,
                "conversion": None if self.conversion is None else self.conversion.get(lang),
                "fits_budget": self.fits_budget,
                "break_even_months": None if be is None else round(be, 1)}


def break_even_months(purchase: float | None, monthly_rent: float | None) -> float | None:
    """purchase ÷ monthly rent: the months of renting that cost as much as buying."""
    if purchase is None or not monthly_rent or monthly_rent <= 0 or not math.isfinite(purchase):
        return None
    return purchase / monthly_rent


def choose(rows: Sequence[PurchasePrice], region: str) -> PurchasePrice | None:
    """The row to use: complete purchases first, the buyer's region first, then the newest."""
    if not rows:
        return None
    return min(rows, key=lambda r: (not r.complete, r.region != region, _neg_date(r.as_of), r.id))


def _neg_date(as_of: str) -> str:
    return "".join(chr(ord("9") - ord(ch) + ord("0")) if ch.isdigit() else ch for ch in as_of)


def purchase(kb: KnowledgeBase, card_id: str, gpus: int, *, region: str, display: str,
             fx: Sequence[tuple[str, str, float]] = (), budget: float | None = None,
             monthly_rent: float | None = None) -> Purchase | None:
    """Buying ``gpus`` of the card (whole servers for a server row), or None with no sourced price."""
    row = choose(purchase_prices.for_card(purchase_prices.load(kb), card_id), region)
    if row is None:
        return None
    units = max(1, math.ceil(gpus / row.gpus))
    total = units * row.price
    conversion = None
    if row.currency == display:
        total_display: float | None = total
    else:
        converted = convert(total, row.currency, display, kb, fx)
        total_display = None if converted is None else converted.amount
        if converted is not None:
            rate = converted.rate_text
            conversion = I18n(en=f"{money(total, row.currency)} {rate.en}",
                              zh=f"{money(total, row.currency)} {rate.zh}")
    return Purchase(row, units, total, total_display, display, conversion, budget, monthly_rent)


def server_chips(kb: KnowledgeBase, card_id: str, server_gpus: int, *, region: str, display: str,
                 fx: Sequence[tuple[str, str, float]] = (), budget: float | None = None) -> I18n | None:
    """What a whole server's accelerators alone cost at a bare chip's reported price, where only that is held
    (review 38 M2: "an 8 × 910B server's NPUs alone ≈ ¥960,000" was in the trace, never said): for reference, and
    over a `total` budget said so — the chassis, CPUs and memory come on top."""
    got = purchase(kb, card_id, server_gpus, region=region, display=display, fx=fx, budget=budget)
    if got is None or got.complete or got.total_display is None:
        return None
    total = money(got.total_display, display)
    over = budget is not None and got.total_display > budget
    said = money(budget, display) if budget is not None else ""
    return I18n(en=f" For reference: a server's {server_gpus} chips alone at {got.what('en')} = {total}"
                   + (f", above your {said} before the server around them." if over else
                      ", before the server around them."),
                zh=f"参考：一台服务器的 {server_gpus} 颗芯片按 {got.what('zh')} 仅芯片就要 {total}"
                   + (f"，已超出你的 {said}，还不含服务器本身。" if over else "，不含服务器本身。"))


def nodes_chips(kb: KnowledgeBase, card_id: str, nodes: int, server_gpus: int, *, region: str, display: str,
                fx: Sequence[tuple[str, str, float]] = (), budget: float | None = None) -> I18n | None:
    """What ``nodes`` servers' chips alone cost at a bare chip's reported price, against a `total` budget (review 82
    C03: "4 nodes × 8 910B can" to a ¥3,000,000 purchase, whose 32 chips alone come to ¥3,840,000, went unsaid)."""
    got = purchase(kb, card_id, nodes * server_gpus, region=region, display=display, fx=fx, budget=budget)
    if got is None or got.complete or got.total_display is None:
        return None
    total, said = money(got.total_display, display), money(budget, display) if budget is not None else ""
    over = budget is not None and got.total_display > budget
    return I18n(en=f" Their {nodes * server_gpus} chips alone at {got.what('en')} = {total}"
                   + ((f", over your {said}" if over else f", within your {said}") if budget is not None else "")
                   + " before the servers around them.",
                zh=f"这 {nodes * server_gpus} 颗芯片按 {got.what('zh')} 仅芯片就要 {total}"
                   + ((f"，已超出你的 {said}" if over else f"，在你的 {said} 之内") if budget is not None else "")
                   + "，还不含服务器本身。")


def server_price(kb: KnowledgeBase, card_id: str, server_gpus: int, *, region: str, display: str,
                 fx: Sequence[tuple[str, str, float]] = (), budget: float | None = None) -> I18n | None:
    """A whole server's dated price where one is held (review 79 C06: an 8-GPU H20 server reported at ¥1,400,000 sat
    in the knowledge while the answer said "an HGX system is over $350,000 — ask for a quote"), with the budget."""
    got = purchase(kb, card_id, server_gpus, region=region, display=display, fx=fx, budget=budget)
    if got is None or not got.complete or got.total_display is None or got.units != 1:
        return None
    total = f" = {money(got.total_display, display)}" if got.row.currency != display else ""
    said = money(budget, display) if budget is not None else ""
    over = budget is not None and got.total_display > budget
    return I18n(en=f"a whole {server_gpus}-GPU server: {got.what('en')}{total}"
                   + ((f", over your {said}" if over else f", within your {said}") if budget is not None else ""),
                zh=f"整台 {server_gpus} 卡服务器：{got.what('zh')}{total}"
                   + ((f"，超出你的 {said}" if over else f"，在你的 {said} 以内") if budget is not None else ""))

