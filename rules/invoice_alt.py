"""What the pick costs with a seller recorded as issuing the VAT invoice the person needs (review 40 M4: a public
service that must have 专票 was put on AutoDL, whose invoicing is not recorded, and no seller that is recorded as
issuing it was costed — the invoice-unconfirmed caveat now says what the same use costs there)."""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.text import money
from rules import estimate
from rules.consultation import Pick
from rules.facts import Facts
from rules.pricing import INVOICE_OK, MONTH_DAYS


def confirmed_seller_text(kb: KnowledgeBase, facts: Facts, pick: Pick, display: str) -> tuple[str, str]:
    """(en, zh) to follow the invoice-unconfirmed caveat: the cheapest hourly offer of the pick's card from a
    seller recorded as issuing the invoice, costed for the same GPU-hours; ("", "") when nothing applies."""
    wanted = INVOICE_OK.get(facts.invoice)
    if wanted is None or pick.offer is None or pick.offer.invoice in wanted:
        return "", ""
    best: tuple[float, str] | None = None
    for offer in kb.offers_for(pick.card):
        if offer.invoice not in wanted or offer.unit != "hour":
            continue
        got = estimate.convert(offer.price, offer.currency, display, kb, facts.fx)
        if got is not None and (best is None or got.amount < best[0]):
            best = (got.amount, kb.provider(offer.provider).name, offer.basis == "whole-machine")
    if best is None:
        return (f" No seller recorded as issuing it rents {pick.card} here.",
                f"这里没有记录能开该发票的平台出租 {pick.card}。")
    price, seller, machine = best
    gpus = pick.gpus * pick.replicas
    if pick.job is not None and pick.job.is_job:
        cost, per_en, per_zh = price * pick.job.gpu_hours, "for the job", "完成任务"
    else:
        cost, per_en, per_zh = price * gpus * (facts.hours_per_day or 24.0) * MONTH_DAYS, "a month", "每月"
    # a share of a whole machine's price (CPU and memory in it) is no bare GPU's (review 46: "¥289,843 a month" read
    # as what the invoice costs); and the seller recorded is only the one whose invoicing is on record
    share_en = " (a share of a whole machine's price, CPU and memory included)" if machine else ""
    share_zh = "（整机价格的单卡份额，含 CPU 和内存）" if machine else ""
    return (f" Of sellers recorded as issuing it, {seller} rents {pick.card} at {money(price, display)} per "
            f"GPU-hour{share_en}: {money(cost, display)} {per_en} for the same use — the others may issue it too: ask.",
            f"已记录能开该发票的平台中，{seller} 的 {pick.card} 每卡时 {money(price, display)}{share_zh}："
            f"同样用量{per_zh} {money(cost, display)}——其他平台也可能能开，请询问。")
