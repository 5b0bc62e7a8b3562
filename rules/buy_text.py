"""The words of a purchase (review 74: split from rules.answer): what buying a pick costs against the person's budget,
and what a buy answer says when no priced purchase fits a total budget."""

from __future__ import annotations

from knowledge.schema import I18n
from knowledge.text import money
from rules.buy_budget import whole_budget, whole_budget_text
from rules.consultation import Pick, Rejection
from rules.estimate.purchase import NO_PRICE_UNDER_FLOOR, Purchase
from rules.facts import Facts
from rules.pricing import offer_age_days

CHIPS_ALONE = " — the chips alone are"  # a bare chip's reference total over a `total` budget
UK_VAT = 0.20  # the UK standard rate (knowledge source govuk-vat-rates, 2026-12-06)


def with_uk_vat(facts: Facts, got: Purchase | None) -> float | None:
    """A US price (before sales tax) for a person pricing in pounds (a GBP rate said): the UK shelf price, with 20 %
    VAT; None where that is not the case."""
    if got is None or got.row.currency != "USD" or got.total_display is None \
            or not any("GBP" in (base, quote) for base, quote, _ in facts.fx):
        return None
    return got.total_display * (1 + UK_VAT)


def uk_vat(facts: Facts, got: Purchase, display: str) -> tuple[str, str]:
    """A US price against a budget said in pounds: UK shelf prices include 20 % VAT (review 104 c03: 2 × $429 = $858
    "within your $889" of £700, where the same cards cost about $1,030 with VAT)."""
    taxed = with_uk_vat(facts, got)
    if taxed is None or facts.budget is None:
        return "", ""
    limit = whole_budget(facts) or facts.budget.amount
    verdict_en, verdict_zh = (("over your budget", "超出预算") if taxed > facts.budget.limit
                              else ("still within it", "仍在预算内"))
    return (f" — but that is a US price before sales tax: with UK VAT at 20 % (gov.uk) about {money(taxed, display)}, "
            f"{verdict_en} of {money(limit, facts.budget.currency)}",
            f"——但这是美国的税前价：加英国 20% 增值税（gov.uk）约 {money(taxed, display)}，"
            f"{verdict_zh}（{money(limit, facts.budget.currency)}）")


def purchase_phrase(facts: Facts, got: Purchase | None, display: str) -> tuple[str, str]:
    """(en, zh): 'to buy: $1,599 (launch MSRP, one card; …) — within your $2,000 budget'."""
    if got is None or not got.complete:
        ref_en = ref_zh = ""
        if got is not None:  # a bare chip: shown, never taken for the purchase
            ref_en = f" (for reference, {got.what('en')})"
            ref_zh = f"（参考：{got.what('zh')}）"
            budget = facts.budget
            if budget is not None and budget.unit == "total" and got.total_display is not None \
                    and budget.currency == display and got.total_display > budget.amount:
                said = money(budget.amount, display)  # the chips alone are over it: no quote will fit (review 35 C2)
                ref_en += f"{CHIPS_ALONE} {money(got.total_display, display)}, above your {said} budget"
                ref_zh += f"——仅芯片就要 {money(got.total_display, display)}，已超出你的 {said} 预算"
        monthly = monthly_budget(facts, display)
        check_en, check_zh = ((f" — your {monthly[0]} cannot be checked against it until one is quoted",
                               f"——你的预算（{monthly[1]}）要等报价后才能核对") if monthly else ("", ""))
        return (f"no dated purchase price is held{ref_en}: ask a vendor for a quote{check_en}",
                f"知识库没有带日期的购买价{ref_zh}：请向供应商询价{check_zh}")
    en, zh = f"to buy: {got.what('en')}", f"购买：{got.what('zh')}"
    if got.units > 1 or got.total_display is not None and got.row.currency != display:
        shown = money(got.total_display, display) if got.total_display is not None \
            else money(got.total, got.row.currency)
        en += f" = {shown}"
        zh += f" = {shown}"
    whole = whole_budget_text(facts)  # a budget per month read as the whole horizon's for a purchase
    if got.fits_budget is not None and facts.budget is not None:
        budget = money(whole_budget(facts) or facts.budget.amount, facts.budget.currency)
        if got.fits_budget:
            en += f", within your {whole[0]}" if whole else f", within your {budget} budget"
            zh += f"，在你的预算内：{whole[1]}" if whole else f"，在你的 {budget} 预算内"
            age = offer_age_days(got.row.as_of, facts.today) / 365
            if age >= 1:  # review 25 M5: a 2022 launch price says nothing sure about today's shelf price
                # (to the half year: 2023-12-28 on 2026-12-03 is "almost 3 years", not "2 years old")
                said = f"{round(age * 2) / 2:g}"
                en += (f" at a price from {got.row.as_of[:4]} (about {said} year{'s' if said != '1' else ''} old): "
                       "get a current quote, as shelf prices move away from launch prices")
                zh += f"——按 {got.row.as_of[:4]} 年的价格（约 {said} 年前）：请拿当前报价，实际售价会偏离首发价"
            vat_en, vat_zh = uk_vat(facts, got, display)
            en, zh = en + vat_en, zh + vat_zh
            if got.row.buys == "card":  # review 11: the card alone, compared with the whole budget
                left_en, left_zh = box_left(got, display)
                en += left_en
                zh += left_zh
        else:
            over = money((got.total_display or 0.0) - (whole_budget(facts) or facts.budget.amount), display)
            en += f", OVER your {whole[0] if whole else budget + ' budget'} by {over}"
            zh += f"，超出你的预算 {over}：{whole[1]}" if whole else f"，超出你的 {budget} 预算 {over}"
    monthly = monthly_budget(facts, display)
    if monthly is not None and got.total_display is not None and facts.budget is not None and not (
            whole and got.fits_budget is not None):
        months = got.total_display / facts.budget.amount
        en += f" — {months:,.1f} months of your {monthly[0]}"
        zh += f"——相当于 {months:,.1f} 个月的预算（{monthly[1]}）"
    return en, zh


def monthly_budget(facts: Facts, display: str) -> tuple[str, str] | None:
    """A budget said per month (or per year, read as its twelfth) beside a purchase, as the person reads it
    (review 32 M1: '预算一年 50 万' vanished from a 信创 purchase with no price): (en, zh), None for others."""
    b = facts.budget
    if b is None or b.unit != "month" or b.currency != display:
        return None
    months = facts.days / 30 if "days" in facts.stated else 12
    over = money(b.amount * months, display)
    return (f"{money(b.amount, display)} a month ({over} over {months:g} months)",
            f"每月 {money(b.amount, display)}，{months:g} 个月共 {over}")


def buy_summary(facts: Facts, picks: tuple[Pick, ...], rejected: tuple[Rejection, ...]
                ) -> list[I18n]:
    """Buying with a `total` budget: said plainly when no priced pick fits it, naming the priced
    cards that hold the job but break the budget."""
    if facts.budget is None or facts.budget.unit != "total":
        return []
    over_cards = [r for r in rejected if r.why and r.why[-1].rule == "buy-over-budget"
                  and not r.why[-1].text.en.startswith(NO_PRICE_UNDER_FLOOR)]
    budget = money(facts.budget.amount, facts.budget.currency)
    unpriced = not any(p.purchase is not None and p.purchase.complete for p in picks)
    short = _very_likely_short(picks, rejected, budget) if unpriced else []
    # (said when the picks need quotes; a priced pick over budget already says so itself)
    if over_cards and unpriced:
        first = over_cards[0]
        if CHIPS_ALONE in first.why[-1].text.en:  # a bare chip's reference price: a floor, not a price (review 57 c3)
            return [I18n(en=f"Over your budget on its chips alone: {first.card}: {first.why[-1].text.en}",
                         zh=f"仅芯片参考价就超出预算：{first.card}：{first.why[-1].text.zh}")]
        # the unpriced server parts leading stand on the floor too (review 94 c02: 2 × 910C, sold only as an 8-chip
        # server, led a ¥100,000 purchase with "ask a vendor", while 8 × 910B chips alone were ¥960,000)
        return [*short, I18n(en=f"Priced, but over your budget: {first.card}: {first.why[-1].text.en}",
                             zh=f"有购买价但超出预算：{first.card}：{first.why[-1].text.zh}")]
    fits = [p for p in picks if p.purchase is not None and p.purchase.fits_budget]
    if fits:
        return []
    over = [p for p in picks if p.purchase is not None and p.purchase.fits_budget is False]
    if over:
        return [I18n(en=f"As asked, no priced purchase fits your {budget} budget: the picks above cost more "
                        "(or need a vendor quote).",
                     zh=f"按你给的条件，没有带价格的方案在你的 {budget} 预算内：上面的推荐都更贵（或需要询价）。")]
    if short:
        return short
    return [I18n(en=f"Your {budget} budget could not be checked: none of these picks has a dated "
                    "purchase price — ask vendors for quotes.",
                 zh=f"无法核对你的 {budget} 预算：这些推荐都没有带日期的购买价——请向供应商询价。"),
            *_chips_within(picks, rejected, budget)]


def _very_likely_short(picks: tuple[Pick, ...], rejected: tuple[Rejection, ...], budget: str) -> list[I18n]:
    """A card ranked after whose server's chips alone are over the budget is the floor the unpriced picks stand on
    (review 80 c03: ¥800k "could not be checked" for a 910C server, while 8 × 910B chips alone were ¥960,000) — for
    server parts only: a single PCIe card is no "newer or larger" part than an 8-chip server (review 86 c07: one L20
    for a 14B LoRA heard its ¥150,000 was "very likely short" of 8 × 910B chips at ¥960,000)."""
    floor = _chips_floor(picks, rejected, over=True)
    if floor is None:
        return []
    card, en, zh = floor
    return [I18n(en=f"Your {budget} budget is very likely short — for {card}, {en}; a server of the newer or "
                    "larger parts above costs more. Fewer users at once, a shorter context, or renting on a "
                    "mainland cloud fit a smaller sum; ask vendors to confirm.",
                 zh=f"你的 {budget} 预算很可能不够——{card}：{zh}；上面更新或更大的型号，整机只会更贵。"
                    "可以减少同时在用的人数、缩短上下文，或在国内云上租用；请向供应商确认。")]


def _chips_within(picks: tuple[Pick, ...], rejected: tuple[Rejection, ...], budget: str) -> list[I18n]:
    """The same floor under the budget (review 95 c01: a ¥3,000,000 信创 tender heard only "could not be checked",
    while 8 × 910B chips at ¥960,000 were printed among the cards ranked after): what it does and does not say."""
    floor = _chips_floor(picks, rejected, over=False)
    if floor is None:
        return []
    card, en, zh = floor
    return [I18n(en=f"For reference, {card}: {en} — under your {budget}, so its chips alone leave room; the server "
                    "around them (CPUs, memory, chassis, network) and the integration are not priced here, and the "
                    "newer parts above cost more: get quotes before you bid.",
                 zh=f"参考：{card}：{zh}——在你的 {budget} 之内，芯片本身放得下；芯片之外的整机"
                    "（CPU、内存、机箱、网络）和集成费用这里没有价格，上面更新的型号会更贵：投标前先拿报价。")]


def _chips_floor(picks: tuple[Pick, ...], rejected: tuple[Rejection, ...], over: bool) -> tuple[str, str, str] | None:
    """(card, en, zh): the reference line of a card ranked after whose server's chips alone are ``over`` the budget
    (or under it), beside picks that are server parts only; None where there is none."""
    if not picks or not all(p.mode in ("pooled", "multi-node") for p in picks):
        return None
    found = next(((r.card, w.text) for r in rejected for w in r.why
                  if "chips alone at" in w.text.en and ("above your" in w.text.en) == over), None)
    if found is None:
        return None
    card, text = found
    return (card, text.en.split("For reference: ")[-1].strip().rstrip("."),
            text.zh.split("参考：")[-1].strip().rstrip("。"))


def box_left(got: Purchase, display: str) -> tuple[str, str]:
    """What a card-only price leaves of a whole budget for the machine around it (review 113 C8-2: an RTX PRO 6000
    at €7,931 was "within your €9,000 budget" for the whole box, leaving €1,069 for everything else): the sum left,
    said, as no dated price for a host is on file to check it against."""
    cards = "the card alone" if got.units == 1 else "the cards alone"
    cards_zh = "仅显卡" if got.units == 1 else "仅这些显卡"
    if got.budget is None or got.total_display is None:
        return (f" ({cards}: the PC around it — CPU, board, power supply, RAM — is extra)",
                f"（{cards_zh}：主机其余部分——CPU、主板、电源、内存——另算）")
    left = money(max(0.0, got.budget - got.total_display), display)
    return (f" ({cards}: it leaves {left} of the budget for the PC around it — CPU, board, power supply, RAM, case and "
            "storage — which no dated price here covers, so the whole box is not checked: get it quoted as one "
            "machine before you order)",
            f"（{cards_zh}：预算只剩 {left} 给主机其余部分——CPU、主板、电源、内存、机箱和硬盘——这里没有带日期的价格，"
            "整机是否在预算内没有核对：下单前按整机报价）")

