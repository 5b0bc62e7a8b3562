"""`bought-single-copy` (review 102 c03): a company buying ONE box for a service its people use — a bank's staff
chatbot on one card — heard nothing of failover. A bought box has no host to migrate to: a GPU fault, a driver update
or the box's own maintenance stops the service. Said as one line, with what a second box of the pick costs and
whether the budget holds it (the rented single-copy rule, rules.base.serving, says the same for a rental)."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n, money
from rules.base._common import declared, step
from rules.base.buy_invoice import buy_vat_invoice

CAVEAT_ID = "bought-single-copy"


@step(id="bought-single-copy", concern="caveats", source="seed-001", caveat=CAVEAT_ID, show_order=253,
      doc=I18n(en="A company buying one copy of a served model for its people: a second box (N+1) for failover and "
                  "maintenance, said with its price where the budget holds it (source 2: serving that must stay up).",
               zh="机构为自己人的服务只买一份模型副本：再买一台（N+1）做故障切换和维护，预算够时说明价格"
                  "（来源 2：要一直在线的服务）。"))
def bought_single_copy(facts: Any, picks: Any, display: str, sink: Any = None) -> I18n | None:
    serves = facts.task == "inference" and bool(facts.users or facts.rps or facts.public_service
                                                 or (facts.concurrency or 1) > 1)
    if facts.procure != "buy" or facts.buyer == "individual" or not serves or not picks:
        return None
    top = next((p for p in picks if "enough" in p.roles), picks[0])
    got = top.purchase
    if (getattr(top, "replicas", 1) or 1) > 1 or got is None or not got.complete or got.total_display is None:
        return None
    budget = facts.budget.amount if facts.budget is not None and facts.budget.unit == "total" \
        and facts.budget.currency == display else None
    if budget is not None and 2 * got.total_display > budget:
        return None  # the budget does not hold a second: not said as advice it cannot take
    second, both = money(got.total_display, display), money(2 * got.total_display, display)
    within_en = f", within your {money(budget, display)}" if budget is not None else ""
    within_zh = f"，在你的 {money(budget, display)} 预算内" if budget is not None else ""
    bought = got.units * got.row.gpus
    if got.row.buys != "card" and bought >= 2 * top.gpus_in_all:
        text = _second_copy_in_the_box(top, bought, second, within_en, within_zh)
    else:
        text = I18n(
            en=f"{top.gpus_in_all} × {top.card} is one copy of the service: a GPU fault, a driver update or the "
               f"box's maintenance takes it down. A second one for failover and maintenance (N+1) adds {second} "
               f"({both} for both{within_en}), before the servers around them.",
            zh=f"{top.gpus_in_all} 张 {top.card} 只是服务的一份副本：一次 GPU 故障、驱动升级或整机维护，服务就停了。"
               f"再买一份做故障切换和维护（N+1）多 {second}（两份共 {both}{within_zh}），不含承载它们的服务器。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, bought_single_copy, text)
        sink.step(bought_single_copy, {"card": top.card, "gpus": top.gpus_in_all}, text)
    return text


def _second_copy_in_the_box(top: Any, bought: int, second: str, within_en: str, within_zh: str) -> I18n:
    """The server bought already holds a second copy on its spare cards (review 122 c10: "再买一份…多 ¥1,400,000"
    beside an 8-GPU H20 server whose job takes 4 — the other 4 were only "可以再跑一份副本" elsewhere)."""
    n, spare = top.gpus_in_all, bought - top.gpus_in_all
    return I18n(
        en=f"{n} × {top.card} is one copy of the service, and the {bought}-GPU server you buy holds a second on its "
           f"other {spare}: run two copies behind a load balancer, so a GPU fault or a driver update on one leaves "
           f"the other serving, each carrying half the people at once. The server itself (its power, board or host "
           f"OS) still takes both down: a second server for failover adds {second}{within_en}.",
        zh=f"{n} 张 {top.card} 只是服务的一份副本，而你要买的 {bought} 卡服务器用其余 {spare} 张就能再跑一份："
           f"两份副本挂在负载均衡后面，一份出 GPU 故障或升级驱动时另一份照常服务，平时各分一半的同时在线。"
           f"服务器本身（电源、主板或操作系统）出问题仍会两份一起停：再买一台做故障切换多 {second}{within_zh}。")


def buy_notes(facts: Any, picks: Any, display: str, sink: Any) -> None:
    """The pipeline's one call for a purchase's notes: its invoice (rules.base.buy_invoice) and a second box."""
    buy_vat_invoice(facts, picks, display, sink)
    bought_single_copy(facts, picks, display, sink)


RULES = declared(__name__)
