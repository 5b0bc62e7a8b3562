"""`buy-unpriced-like-priced` (review 112 C1-a): buying under a `total` budget, a part with no dated purchase price,
sold the same way as a priced part whose purchase is over that budget (both as 8-NPU Atlas servers, or both as 8-GPU
baseboard systems) and at least its equal on memory, bandwidth and compute, is very likely over the budget too —
a newer, larger part of the same kind is not sold for less. A county hospital's ¥600,000 was answered "2 × Ascend
910C — ask a vendor" while the 910B ranked after because an Atlas server's eight 910B chips alone come to ¥960,000:
the unpriced part won on being unpriced. It now ranks after the priced one, and says why; no price is guessed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from knowledge.schema import Card
from knowledge.text import money
from rules.base._common import I18n, declared, step
from rules.engine import Sink
from rules.estimate.purchase import Purchase
from rules.facts import Facts

_SERVER_LINKS = ("nvlink", "infinity-fabric", "hccs")
_FORM = {"hccs": ("8-NPU Atlas servers", "8 颗一台的 Atlas 服务器"),
         "nvlink": ("8-GPU baseboard systems (HGX)", "8 卡基板整机（HGX）"),
         "infinity-fabric": ("8-GPU baseboard systems (OAM)", "8 卡基板整机（OAM）")}


def _sale_form(card: Card) -> str | None:
    """How the part is sold where it is only sold as a whole server: its link's kind of system; None by the card."""
    return card.interconnect if card.interconnect in _SERVER_LINKS and card.max_pool_gpus >= 8 else None


def _at_least(card: Card, other: Card) -> bool:
    return (card.vram_gb >= other.vram_gb and card.bandwidth_gbs >= other.bandwidth_gbs
            and card.fp16_tflops >= other.fp16_tflops)


@step(id="buy-unpriced-like-priced", concern="budget", source="seed-001",
      doc=I18n(en="Buying under a total budget: a part with no dated purchase price, sold the same way as a priced "
                  "part whose purchase is over the budget and at least its equal on memory, bandwidth and compute, is "
                  "very likely over the budget too — it ranks after the priced one, and the answer says why (no price "
                  "is guessed).",
               zh="带总预算购买时：没有带日期购买价的型号，如果和一款有价、且已超出预算的型号以同样方式出售，显存、带宽、"
                  "算力又都不低于它，那它很可能也超出预算——排在那款有价的型号之后，并说明理由（不猜价格）。"))
def buy_unpriced_like_priced(facts: Facts, sink: Sink, rows: list[Any],
                             purchases: Mapping[str, Purchase | None], display: str) -> None:
    budget = facts.budget
    if budget is None or budget.unit != "total":
        return
    for row in rows:
        card, form = row.card, _sale_form(row.card)
        if form is None or purchases.get(card.id) is not None:
            continue
        over = [(r.card, got) for r in rows if r is not row and _sale_form(r.card) == form
                and (got := purchases.get(r.card.id)) is not None and got.fits_budget is False
                and got.total_display is not None and _at_least(card, r.card)]
        if not over:
            continue
        # the dearest part it still matches or beats: the strongest evidence, a same-tier peer where one is priced
        other, got = max(over, key=lambda x: x[1].total_display)
        said = money(budget.amount, budget.currency)
        amount = money(got.total_display, display)  # one server at a price in this currency: said by its row alone
        plain = got.units == 1 and got.row.currency == display
        paid = I18n(en=got.what("en") if plain else f"{amount} ({got.what('en')})",
                    zh=got.what("zh") if plain else f"{amount}（{got.what('zh')}）")
        what = "chips alone come" if not got.complete else "purchase comes"
        what_zh = "仅芯片" if not got.complete else "整体购买"
        quote = ("a Huawei partner's", "华为伙伴") if form == "hccs" else ("a vendor's", "供应商")
        text = I18n(
            en=f"no dated purchase price is held, but it is sold the same way as the {other.name} ({_FORM[form][0]}), "
               f"whose {what} to {paid.en}, over your {said} — and it is that part's equal or "
               f"better on memory ({card.vram_gb:g} vs {other.vram_gb:g} GB), bandwidth and compute, so its server is "
               f"very likely over your budget too: ranked after the {other.name}; {quote[0]} quote settles it.",
            zh=f"没有带日期的购买价；但它和 {other.name} 一样按{_FORM[form][1]}出售，后者{what_zh}就要 {paid.zh}"
               f"，已超出你的 {said}——而它的显存（{card.vram_gb:g} 对 {other.vram_gb:g} GB）、"
               f"带宽和算力都不低于后者，整机很可能同样超出预算：排在 {other.name} 之后；"
               f"以{quote[1]}的报价为准。")
        sink.demote(card.id, buy_unpriced_like_priced, text)
        # this reason leads its line: the size of the server it is sold as is the priced part's reason too
        for reasons in (sink.why[card.id], sink.demotions[card.id]):
            reasons.insert(0, reasons.pop())
        sink.step(buy_unpriced_like_priced, {"card": card.id, "like": other.id, "total": round(got.total_display, 2),
                                             "budget": budget.amount}, text)


RULES = declared(__name__)
