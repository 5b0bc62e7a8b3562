"""`buy-vat-invoice` (review 90 c07): a mainland company buying a server on a VAT invoice (专票) heard only whether a
cloud seller issues one — the rent shown beside the purchase — and "within your ¥1,500,000 budget" of a ¥1,400,000
price that does not say whether VAT is in it: 13 % on top is ¥1,582,000. The invoice comes from whoever sells the
hardware, and the budget holds only if the quote includes the tax.

A mainland retail price (a CNY launch price marked to buyers in China: the RTX 4090 D's ¥12,999) is the whole price:
nothing may be charged beyond a marked price (samr-order-56-2022, art. 8), so its VAT is inside it — adding 13 % on
top of it (review 116 c1b: ¥51,996 "计为 ¥58,755") overstated four cards by ¥6,759."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n, money
from rules.base._common import declared, step

CAVEAT_ID = "buy-vat-invoice"
GOODS_VAT = 0.13  # prc-vat-law-2024: art. 10, sales and imports of goods


@step(id="buy-vat-invoice", concern="market", source="prc-vat-law-2024", caveat=CAVEAT_ID, show_order=113,
      doc=I18n(en="Buying hardware in mainland China on a VAT invoice: the invoice is the hardware seller's, and a "
                  "purchase price that does not say it includes VAT is checked against the budget with 13 % on top.",
               zh="在中国大陆凭增值税发票采购硬件：发票由硬件卖方开具；没写明含税的购买价，按加 13% 税后核对预算。"))
def buy_vat_invoice(facts: Any, picks: Any, display: str, sink: Any = None) -> I18n | None:
    if facts.procure != "buy" or facts.invoice not in ("vat-special", "vat") or facts.region != "cn" or not picks:
        return None
    top = next((p for p in picks if "enough" in p.roles), picks[0])
    got = top.purchase
    if got is None or not got.complete or got.total_display is None or display != "CNY":
        return None
    if _retail_in_mainland(got.row):
        return _retail_text(facts, top, got.total_display, display, sink)
    price, taxed = got.total_display, got.total_display * (1 + GOODS_VAT)
    budget = facts.budget if facts.budget is not None and facts.budget.unit == "total" \
        and facts.budget.currency == display else None
    over = budget is not None and price <= budget.amount < taxed
    kind = "专用发票（专票）" if facts.invoice == "vat-special" else "增值税发票"
    text = I18n(
        en=f"The {'VAT special invoice (专票)' if facts.invoice == 'vat-special' else 'VAT invoice'} for a purchase "
           f"comes from whoever sells you the hardware — a server maker or an authorised integrator — not from a "
           f"cloud: ask the quote to say it includes VAT (含税) and which invoice it issues. The price here "
           f"({money(price, display)}) does not say whether VAT is in it: with 13 % on goods it is "
           f"{money(taxed, display)}" + (f", over your {money(budget.amount, display)} budget." if over else "."),
        zh=f"采购硬件的{kind}由卖给你硬件的一方开具——服务器厂商或授权集成商——而不是云平台：请让报价写明含税，"
           f"以及开哪种发票。这里的价格（{money(price, display)}）没有写明是否含税：按货物增值税 13% 计为 "
           f"{money(taxed, display)}" + (f"，超出你的 {money(budget.amount, display)} 预算。" if over else "。"))
    if sink is not None:
        sink.caveat(CAVEAT_ID, buy_vat_invoice, text, top.card)
        sink.step(buy_vat_invoice, {"pick": {"card": top.card, "price": round(price), "invoice": facts.invoice}},
                  text)
    return text


def _retail_in_mainland(row: Any) -> bool:
    """A retail price marked to buyers in mainland China, in yuan: the whole price, VAT inside (samr-order-56-2022)."""
    return row.region == "cn" and row.currency == "CNY" and row.kind == "msrp"


def _retail_text(facts: Any, top: Any, price: float, display: str, sink: Any) -> I18n:
    vat = price * GOODS_VAT / (1 + GOODS_VAT)
    special = facts.invoice == "vat-special"
    text = I18n(
        en=f"The {'VAT special invoice (专票)' if special else 'VAT invoice'} for a purchase comes from whoever sells "
           f"you the hardware — a retailer, a maker or an authorised integrator — not from a cloud. The price here "
           f"({money(price, display)}) is a mainland retail price, which includes the 13 % VAT (nothing may be "
           f"charged beyond a marked price: SAMR Order 56, art. 8); ask the seller for the invoice on that price"
           + (f" — {money(vat, display)} of it is input VAT you can deduct." if special else "."),
        zh=f"采购硬件的{'专用发票（专票）' if special else '增值税发票'}由卖给你硬件的一方开具——零售商、厂商或"
           f"授权集成商——而不是云平台。这里的价格（{money(price, display)}）是国内零售价，已含 13% 增值税"
           f"（不得在标价之外加价：《明码标价和禁止价格欺诈规定》第八条）；请卖方按此价开票"
           + (f"，其中 {money(vat, display)} 为可抵扣的进项税。" if special else "。"))
    if sink is not None:
        sink.caveat(CAVEAT_ID, buy_vat_invoice, text, top.card)
        sink.step(buy_vat_invoice, {"pick": {"card": top.card, "price": round(price), "invoice": facts.invoice,
                                             "vat_included": True}}, text)
    return text


RULES = declared(__name__)
