"""Buy X or rent Y, the two options the person named, side by side over the time said (review 98 c06: "buying a
workstation with 2x RTX PRO 6000 vs just renting H100s for the next 12 months" got the cheapest rental of the job and
a rejection line for the H100, never the two options against each other). The card said with 'renting' / '租' is
the rent side, another named card the purchase (one card named alone in a buy-or-rent question is both sides: buying
it against renting it, review 101 #5); the purchase is its dated price (the cards alone), the rent its
cheapest offer for the usage over the days said, and the speed of each where the calibrated model has both."""

from __future__ import annotations

import re
from typing import Any

from advisor_tui.named_cards import NamedCard
from knowledge.schema import I18n
from knowledge.text import money

_RENT_WORD = re.compile(r"\brent|\bleas|租")
_BEFORE = 40  # characters before a card's name that say it is the rented one ("just renting H100s")


def buy_rent_line(understanding: Any, result: Any) -> NamedCard | None:
    """One verdict line comparing the named purchase with the named rental over the person's days; None where the
    answer is not a purchase or the two sides are not both named and priced."""
    facts, kb = result.facts, getattr(result, "kb", None)
    if kb is None or understanding is None or facts.procure != "buy":
        return None
    if facts.no_rental or getattr(understanding, "rent_refused", ""):
        return None  # "renting is not an option at all" (review 113 c8b: a rent priced beside it all the same)
    named = [c for c in understanding.mentioned_cards if c.card and not c.refused and not c.owned]
    text = understanding.text.lower()
    rent = next((c for c in named if _RENT_WORD.search(text[max(0, c.start - _BEFORE):c.start])), None)
    buy = next((c for c in named if rent is not None and c.card != rent.card), None)
    if rent is None and len({c.card for c in named}) == 1 and _RENT_WORD.search(text):
        # "Should I buy an RTX 5090 (street price around $2,500) or just rent?" (review 101 #5): the one card named,
        # bought against renting the same card over the days said
        rent = buy = named[0]
    if rent is None or buy is None:
        return None
    return _line(kb, result, buy.card, _count(result, buy), rent.card, _count(result, rent))


def _count(result: Any, mention: Any) -> int:
    """Cards on a side: as many as said, else the fewest that hold the job."""
    fit = next((f for f in result.fits if f.card == mention.card), None)
    need = fit.gpus if fit is not None and fit.fits else 1
    return max(mention.count or need, 1)


def _line(kb: Any, result: Any, buy_id: str, buy_n: int, rent_id: str, rent_n: int) -> NamedCard | None:
    from rules.base.buy_used import used_unpriced
    from rules.estimate.purchase import purchase
    from rules.facts import with_changes
    from rules.pricing import price_card

    facts, display = result.facts, result.display_currency
    got = purchase(kb, buy_id, buy_n, region=facts.region, display=display, fx=facts.fx)
    # a used card is not bought at its launch price (review 115 C10-b: a 2020 RTX 3090 "paid back in 36.8 months"
    # from its $1,499 MSRP): its rent is said, and the payback left to the used price the person is quoted
    used = got is not None and used_unpriced(kb, facts, {buy_id: got})[buy_id] is None
    try:
        # the rent over the buyer's own hours and days (review 117 c5b: a total budget made the rental a one-hour job,
        # "30 天要 ¥35.70（¥1.19/hour，每天 24 小时）" — 24× too little)
        renting = with_changes(facts, kb, procure="rent", hours_per_day=facts.hours_per_day or 24.0,
                               days=facts.days or 30.0)
    except Exception:  # noqa: BLE001 - the usage as a rental is itself invalid: nothing to compare
        return None
    choice = price_card(kb, renting, rent_id, rent_n).choice
    if choice is None or choice.monthly_display is None:
        return None
    if used:
        return _used_line(facts, buy_id, buy_n, rent_id, rent_n, choice, display)
    if got is None or not got.complete or got.total_display is None:
        return None
    days = facts.days
    months = days / 30
    buy_total, rent_total = got.total_display, choice.monthly_display * days / 30
    span_en = f"{months:.3g} months" if days >= 60 else f"{days:g} days"  # (365 days: 12.2 months, not 12.1667)
    span_zh = f"{months:.3g} 个月" if days >= 60 else f"{days:g} 天"
    b, r = money(buy_total, display), money(rent_total, display)
    hours = facts.hours_per_day or 24.0
    rate = f"{rent_n} × {money(choice.price, choice.currency)}/{choice.unit}"
    diff = money(abs(rent_total - buy_total), display)
    if buy_total <= rent_total:
        verdict_en, verdict_zh = f"buying is {diff} less over the {span_en}", f"{span_zh}内买比租省 {diff}"
    else:
        verdict_en, verdict_zh = f"renting is {diff} less over the {span_en}", f"{span_zh}内租比买省 {diff}"
    if buy_id == rent_id and choice.monthly_display > 0:  # one card, bought or rented: when buying pays back
        back = buy_total / choice.monthly_display
        verdict_en += f"; buying pays for itself after about {back:.1f} months of this rent"
        verdict_zh += f"；按这个租金，买卡约 {back:.1f} 个月回本"
    head_en, head_zh = ("Buy or rent, your two options", "你说的两个选项") if buy_id != rent_id else (
        "Buy or rent the card you named", "你说的这张卡")
    # a whole server's price holds its host (review 122 c10: "a complete 8-GPU server; the cards alone — the host …
    # not priced" of one figure)
    server = got.row.buys != "card"
    left_en, left_zh = ("power and hosting are not priced", "电费和托管未计价") if server else (
        "the cards alone — the host, power and hosting are not priced", "仅显卡——主机、电费和托管未计价")
    after_en, after_zh = ("power and hosting", "电费和托管") if server else ("the host and power", "主机和电费")
    en = (f"{head_en}: buying {buy_n} × {buy_id} costs {b} once ({got.what('en')}; {left_en}); renting {rent_n} × "
          f"{rent_id} for your {span_en} costs {r} ({rate} at {choice.provider_name}, {hours:g} h a day) — "
          f"{verdict_en}, before {after_en}.")
    zh = (f"买还是租（{head_zh}）：买 {buy_n} 张 {buy_id} 一次付 {b}（{got.what('zh')}；{left_zh}）；"
          f"租 {rent_n} 张 {rent_id} 用 {span_zh}要 {r}（{rate}，{choice.provider_name}，每天 {hours:g} 小时）——"
          f"{verdict_zh}（未计{after_zh}）。")
    speed = _speeds(kb, facts, buy_id, buy_n, rent_id, rent_n) if buy_id != rent_id else None
    if speed is not None:
        en += f" Speed: about {speed[0]:,.0f} tokens/s per request on the cards bought, {speed[1]:,.0f} on the rented."
        zh += f"速度：买的卡每路约 {speed[0]:,.0f} token/s，租的卡约 {speed[1]:,.0f}。"
    return NamedCard(buy_id, "buy-vs-rent", I18n(en=en, zh=zh))


def _used_line(facts: Any, buy_id: str, buy_n: int, rent_id: str, rent_n: int, choice: Any,
               display: str) -> NamedCard:
    """A used card bought against renting: no used price is on file, so the rent and the payback as a division."""
    month = money(choice.monthly_display, display)
    rate = f"{rent_n} × {money(choice.price, choice.currency)}/{choice.unit}"
    hours = facts.hours_per_day or 24.0
    en = (f"Buy or rent the card you named: a used {buy_id} has no dated used price on file — ask sellers for one "
          f"(its launch MSRP is not what a used card costs); renting {rent_n} × {rent_id} costs {month} a month "
          f"({rate} at {choice.provider_name}, {hours:g} h a day), so buying {buy_n} pays back after (the used price "
          f"÷ {month}) months, before the host and power.")
    zh = (f"买还是租（你说的这张卡）：二手 {buy_id} 这里没有带日期的二手价——请自己向卖家询价（首发建议零售价不是"
          f"二手卡的价格）；租 {rent_n} 张 {rent_id} 每月 {month}（{rate}，{choice.provider_name}，"
          f"每天 {hours:g} 小时），"
          f"所以买 {buy_n} 张的回本月数 = 二手报价 ÷ {month}（未计主机和电费）。")
    return NamedCard(buy_id, "buy-vs-rent", I18n(en=en, zh=zh))


def _speeds(kb: Any, facts: Any, buy_id: str, buy_n: int, rent_id: str, rent_n: int) -> tuple[float, float] | None:
    """Each side's tokens/s per request from the picks' calibrated model (advisor_tui.named_cards), None off LLM
    serving or where either side has no figure."""
    from advisor_tui.named_variant import _variant
    from rules.estimate import calibration
    from rules.estimate.fit import dense_tflops
    from rules.serving import engine_of

    out = []
    for card_id, n in ((buy_id, buy_n), (rent_id, rent_n)):
        got = _variant(kb, facts, card_id, n)
        if got is None or got[0].task != "inference" or got[1].kind != "llm":
            return None
        changed, req, card, placed, _eng = got
        exp = calibration.expected(req, placed, card, engine_of(changed), dense_tflops(card))
        if exp is None or not getattr(placed, "decode_tokens_per_s_max", None):
            return None
        out.append(exp.decode_tokens_per_s)
    return out[0], out[1]
