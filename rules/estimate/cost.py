"""What a stated usage costs under one offer's billing rules, plan break-evens, unit costs
(per GB and per TFLOPS per month) and currency conversion. Amounts keep their currency; a
conversion happens only through a dated reference rate or the person's own rate, and says so.

Billing rules (the seeds'): per-minute offers round each session up to whole minutes (seed 002:
"按分钟，向上取整、最少 1 分钟"); a provider that states no rounding is charged exactly (per
second, seed 001's 优云智算); a day plan charges whole days (包日), a week plan whole 7-day weeks
with a 7-day minimum (seed 000: "最短计费周期 7 天"), a month plan whole 30-day months (seed 000:
"单卡月租（30 天）"). Several cards cost the provider's stated multiple of one card's price
(seed 000: 2 → ×1.98, 4 → ×3.92, 8 → ×7.6), otherwise N × the price.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from knowledge.direct_init import direct_init
from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n, Offer, Provider
from rules.estimate.months import billed_months

UNIT_HOURS = {"minute": 1 / 60, "hour": 1.0, "day": 24.0, "week": 168.0, "month": 720.0}
PLAN_DAYS = {"day": 1, "week": 7, "month": 30}
DAYS_PER_MONTH = 30
_UNIT_ORDER = {u: i for i, u in enumerate(("minute", "hour", "day", "week", "month"))}


@direct_init
@dataclass(frozen=True)
class UsageCost:
    """The price of a usage under one offer, in the offer's currency."""

    offer: Offer
    amount: float
    currency: str
    gpus: int
    hours_per_day: float
    days: float
    unit: str
    units_billed: float  # billing units charged (hours, minutes, days, weeks or months)
    hours_used: float
    hours_billed: float  # hours paid for (a plan's whole period)
    multiplier: float  # price multiple for the cards (1.98 for 2 cards on seed 000's host …)
    notes: tuple[I18n, ...] = ()

    @property
    def idle_fraction(self) -> float:
        """Share of the paid time that is not used (plans bought for a few hours a day)."""
        return 0.0 if self.hours_billed <= 0 else max(0.0, 1 - self.hours_used / self.hours_billed)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"offer": self.offer.id, "provider": self.offer.provider, "card": self.offer.card,
                "amount": round(self.amount, 4), "currency": self.currency, "gpus": self.gpus,
                "unit": self.unit, "units_billed": round(self.units_billed, 4),
                "hours_used": round(self.hours_used, 4),
                "hours_billed": round(self.hours_billed, 4),
                "multiplier": self.multiplier, "notes": [n.get(lang) for n in self.notes]}


def _check_usage(hours_per_day: float, days: float, gpus: int) -> None:
    if not (math.isfinite(hours_per_day) and 0 <= hours_per_day <= 24):
        raise ValueError(f"hours_per_day must be within 0–24, got {hours_per_day!r}")
    if not (math.isfinite(days) and days >= 0):
        raise ValueError(f"days must be ≥ 0, got {days!r}")
    if gpus < 1:
        raise ValueError(f"gpus must be ≥ 1, got {gpus!r}")


def _multiple(offer: Offer, provider: Provider, gpus: int) -> float:
    """Multiple of the offer's price that ``gpus`` cards cost (``card_multiplier`` says why)."""
    if offer.gpus > 1:
        return float(math.ceil(gpus / offer.gpus))
    if gpus == 1:
        return 1.0
    return {m.gpus: m.factor for m in provider.multipliers}.get(gpus, float(gpus))


def card_multiplier(offer: Offer, provider: Provider, gpus: int) -> tuple[float, I18n | None]:
    """Multiple of the offer's price that ``gpus`` cards cost, and the note that explains it."""
    factor = _multiple(offer, provider, gpus)
    if offer.gpus > 1:
        if not gpus % offer.gpus:
            return factor, None
        paid = math.ceil(gpus / offer.gpus) * offer.gpus
        return factor, I18n(en=f"The price buys {offer.gpus} cards: {gpus} cards pay for {paid}.",
                            zh=f"该价格按 {offer.gpus} 卡计：{gpus} 张卡要付 {paid} 张的钱。")
    if gpus == 1:
        return factor, None
    stated = {m.gpus for m in provider.multipliers}
    if gpus in stated:
        return factor, I18n(
            en=f"{gpus} cards cost {factor:g} × one card's price ({provider.name}'s multi-card "
               "multiplier).",
            zh=f"{gpus} 卡按单卡价 × {factor:g} 计（{provider.name_zh or provider.name} 的多卡倍率）。")
    if not stated:
        return factor, None
    return factor, I18n(en=f"{provider.name} states no multiplier for {gpus} cards: priced at "
                           f"{gpus} × one card.",
                        zh=f"{provider.name_zh or provider.name} 没有 {gpus} 卡的倍率：按 {gpus} × 单卡价计。")


def _metered_hours(offer: Offer, provider: Provider, hours_per_day: float,
                   days: float) -> tuple[float, float]:
    """(hours used, hours billed) for per-minute / per-hour offers: one session a day, each
    rounded up to the provider's rounding unit and its minimum."""
    rounding = provider.billing_rounding
    step = UNIT_HOURS.get(rounding, 0.0) if rounding in ("minute", "hour") else 0.0

    def billed(session: float) -> float:
        if session <= 0:
            return 0.0
        if step:
            session = math.ceil(session / step - 1e-9) * step
        return max(session, provider.min_billing_hours)

    whole = math.floor(days)
    part = days - whole
    used = hours_per_day * days
    paid = whole * billed(hours_per_day) + billed(hours_per_day * part)
    return used, paid


def usage_cost(offer: Offer, provider: Provider, hours_per_day: float, days: float,
               gpus: int = 1) -> UsageCost:
    """What ``gpus`` cards cost for ``hours_per_day`` hours a day over ``days`` days under
    ``offer`` (in the offer's currency, for the billing unit it is priced in)."""
    _check_usage(hours_per_day, days, gpus)
    if offer.provider != provider.id:
        raise ValueError(f"offer {offer.id} belongs to {offer.provider}, not {provider.id}")
    notes: list[I18n] = []
    factor, mult_note = card_multiplier(offer, provider, gpus)
    if mult_note is not None:
        notes.append(mult_note)
    used = hours_per_day * days
    units, paid, periods = _units(offer, provider, hours_per_day, days)
    if offer.unit in ("minute", "hour"):
        if provider.billing_rounding in ("minute", "hour"):
            notes.append(I18n(
                en=f"Billed per {provider.billing_rounding}, each session rounded up "
                   f"({paid:,.2f} h paid for {used:,.2f} h used).",
                zh=f"按{'分钟' if provider.billing_rounding == 'minute' else '小时'}计费，"
                   f"每次向上取整（用 {used:,.2f} 小时付 {paid:,.2f} 小时）。"))
    else:
        period = PLAN_DAYS[offer.unit]
        if used > 0:
            plan_zh = {"day": "包日", "week": "周租", "month": "月租"}[offer.unit]
            notes.append(I18n(
                en=f"A {offer.unit} plan charges whole {period}-day periods: {periods} × "
                   f"{offer.price:g} for {used:,.1f} h of use in {paid:,.0f} h paid.",
                zh=f"{plan_zh}按整 {period} 天"
                   f"计：{periods} × {offer.price:g}，付 {paid:,.0f} 小时只用 {used:,.1f} 小时。"))
    if offer.basis == "whole-machine":
        notes.append(I18n(
            en="Per-card share of a whole-machine price (CPU and memory included"
               + (f"; {offer.machine}" if offer.machine else "") + "): not comparable one-to-one "
               "with per-GPU prices.",
            zh="整机口径的单卡价（含整机 CPU 与内存" + (f"；{offer.machine}" if offer.machine else "")
               + "）：不能直接和纯 GPU 时租对齐。"))
    amount = offer.price * units * factor
    return UsageCost(offer=offer, amount=amount, currency=offer.currency, gpus=gpus,
                     hours_per_day=hours_per_day, days=days, unit=offer.unit,
                     units_billed=units, hours_used=used, hours_billed=paid, multiplier=factor,
                     notes=tuple(notes))


def amount_pricer(hours_per_day: float, days: float) -> Callable[[Offer, Provider, int], float]:
    """``usage_cost(...).amount`` without the notes, at one usage for many offers: pricing
    compares every offer of a card (thousands in a person's price list) and costs the winner in
    full. The usage is checked once, and each provider's billing units per offer unit are worked
    out once (they depend on the provider and the unit, not on the offer)."""
    _check_usage(hours_per_day, days, 1)
    units: dict[tuple[str, str], float] = {}

    def amount(offer: Offer, provider: Provider, gpus: int) -> float:
        if gpus < 1:
            _check_usage(hours_per_day, days, gpus)
        if offer.provider != provider.id:
            raise ValueError(f"offer {offer.id} belongs to {offer.provider}, not {provider.id}")
        factor = _multiple(offer, provider, gpus)
        key = (provider.id, offer.unit)
        billed = units.get(key)
        if billed is None:
            billed = units[key] = _units(offer, provider, hours_per_day, days)[0]
        return offer.price * billed * factor

    return amount


def _units(offer: Offer, provider: Provider, hours_per_day: float, days: float
           ) -> tuple[float, float, int]:
    """(billing units charged, hours paid for, plan periods — 0 for metered offers)."""
    if offer.unit in ("minute", "hour"):
        _, paid = _metered_hours(offer, provider, hours_per_day, days)
        return paid / UNIT_HOURS[offer.unit], paid, 0
    period = PLAN_DAYS[offer.unit]
    used = hours_per_day * days
    periods = (billed_months(days) if offer.unit == "month" else math.ceil(days / period - 1e-9)) if used > 0 else 0
    if used > 0 and provider.min_billing_hours:
        periods = max(periods, math.ceil(provider.min_billing_hours / (period * 24) - 1e-9))
    return float(periods), periods * period * 24.0, periods


def monthly_equivalent(offer: Offer, provider: Provider, hours_per_day: float = 24.0,
                       gpus: int = 1) -> float:
    """The cost of a 30-day month at ``hours_per_day`` under ``offer`` (offer's currency)."""
    return usage_cost(offer, provider, hours_per_day, DAYS_PER_MONTH, gpus).amount


def breakeven_days(hourly_price: float, monthly_price: float, hours_per_day: float = 24.0
                   ) -> float:
    """Days of use at which a month plan costs what hourly billing does.

    Seed 000: 月租 ÷ 按小时单价 ÷ 24 — RTX 4090 369 / 1.2 / 24 ≈ 12.8 days; H100 SXM
    1,899 / 4.0 / 24 ≈ 19.8 ("约 20 天"). With fewer hours a day the line moves out.
    """
    if hourly_price <= 0 or hours_per_day <= 0:
        raise ValueError("hourly_price and hours_per_day must be positive")
    return monthly_price / hourly_price / hours_per_day


def best_plan(offers: Iterable[Offer], provider: Provider, hours_per_day: float, days: float,
              gpus: int = 1) -> UsageCost | None:
    """The cheapest of one provider's offers for one card for this usage (same currency only)."""
    offers = list(offers)
    if not offers:
        return None
    cards = {o.card for o in offers}
    currencies = {o.currency for o in offers}
    if len(cards) > 1 or len(currencies) > 1:
        raise ValueError("best_plan compares offers of one card in one currency; got "
                         f"cards {sorted(cards)}, currencies {sorted(currencies)}")
    costs = [usage_cost(o, provider, hours_per_day, days, gpus) for o in offers]
    return min(costs, key=lambda c: (c.amount, _UNIT_ORDER[c.unit], c.offer.id))


def _monthly_per_card(offer: Offer, provider: Provider | None) -> float:
    if offer.unit == "month":
        return offer.price / offer.gpus
    if provider is None:
        hours = DAYS_PER_MONTH * 24.0
        return offer.price * hours / UNIT_HOURS[offer.unit] / offer.gpus
    return monthly_equivalent(offer, provider, 24.0, offer.gpus) / offer.gpus


def per_gb_month(offer: Offer, card: Card, provider: Provider | None = None) -> float:
    """Monthly price of one card ÷ its memory (seed 000's 每 GB 月成本 = 月租 ÷ 显存; A40
    ₮319 / 48 = ₮6.65). Non-monthly offers: a 30-day month of round-the-clock use."""
    return _monthly_per_card(offer, provider) / card.vram_gb


def seed_tflops(card: Card, source: str = "seed-000") -> float | None:
    """The FP16 TFLOPS figure a source states for ``card`` (card.other_figures)."""
    for fig in card.other_figures:
        if fig.field == "fp16_tflops" and fig.source == source:
            return fig.value
    return None


def per_tflops_month(offer: Offer, card: Card, tflops: float | None = None,
                     provider: Provider | None = None) -> float:
    """Monthly price of one card ÷ TFLOPS (dense FP16 unless ``tflops`` is given — pass
    ``seed_tflops(card)`` to reproduce seed 000's column, which mixes dense and sparse figures)."""
    figure = tflops if tflops is not None else card.fp16_tflops
    if figure <= 0:
        raise ValueError(f"{card.id}: TFLOPS must be positive")
    return _monthly_per_card(offer, provider) / figure


# ------------------------------------------------------------------------------- currencies


@direct_init
@dataclass(frozen=True)
class Converted:
    """An amount converted at a stated rate (1 ``from_currency`` = ``rate`` ``currency``)."""

    amount: float
    currency: str
    original_amount: float
    original_currency: str
    rate: float
    as_of: str | None
    source: str  # rate source id, "your rate" or "same currency"

    @property
    def note(self) -> I18n:
        if self.source == "same currency":
            return I18n(en="no conversion", zh="无需换算")
        when = f", {self.as_of}" if self.as_of else ""
        return I18n(
            en=f"converted at 1 {self.original_currency} = {self.rate:.6g} {self.currency} "
               f"({self.source}{when})",
            zh=f"按 1 {self.original_currency} = {self.rate:.6g} {self.currency} 换算"
               f"（{self.source}{when}）")

    @property
    def rate_text(self) -> I18n:
        """'converted at 7.1 CNY/USD (source, date)': the line beside a converted price (the
        person's own --fx rate has no date: whose rate it is is said, never "None")."""
        when_en = f", {self.as_of}" if self.as_of else ""
        when_zh = f"，{self.as_of}" if self.as_of else ""
        pair = f"{self.currency}/{self.original_currency}"
        return I18n(en=f"converted at {self.rate:.4g} {pair} ({self.source}{when_en})",
                    zh=f"按 {self.rate:.4g} {pair} 换算（{self.source}{when_zh}）")

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"amount": round(self.amount, 4), "currency": self.currency,
                "original_amount": self.original_amount,
                "original_currency": self.original_currency, "rate": self.rate,
                "as_of": self.as_of, "source": self.source, "note": self.note.get(lang)}


CREDIT_CODES = ("T-CREDIT",)
YOUR_RATE = "your rate"


def convert(amount: float, from_currency: str, to_currency: str, kb: KnowledgeBase,
            user_rates: Sequence[tuple[str, str, float]] = ()) -> Converted | None:
    """``amount`` in ``to_currency``, through the person's own rate (facts.fx) first, else the
    knowledge base's dated reference rate for that pair (either direction). No chaining through
    a third currency; site credits (T-CREDIT) convert only with the person's own rate. None when
    no rate applies."""
    if from_currency == to_currency:
        return Converted(amount, to_currency, amount, from_currency, 1.0, None, "same currency")
    route = conversion(from_currency, to_currency, kb, user_rates)
    if route is None:
        return None
    divide, factor, rate, as_of, source = route
    return Converted(amount / factor if divide else amount * factor, to_currency, amount,
                     from_currency, rate, as_of, source)


def conversion(from_currency: str, to_currency: str, kb: KnowledgeBase,
               user_rates: Sequence[tuple[str, str, float]] = ()
               ) -> tuple[bool, float, float, str | None, str] | None:
    """How ``convert`` turns one currency into another (two different ones): (divide by the
    factor rather than multiply, factor, the rate it states, as of, source); None when no rate
    applies. Pricing looks it up once per currency and converts each offer's amount with it."""
    for base, quote, rate in user_rates:
        if (base, quote) == (from_currency, to_currency):
            return False, rate, rate, None, YOUR_RATE
        if (base, quote) == (to_currency, from_currency):
            return True, rate, 1 / rate, None, YOUR_RATE
    if from_currency in CREDIT_CODES or to_currency in CREDIT_CODES:
        return None
    direct = kb.rate(from_currency, to_currency)
    if direct is not None:
        return False, direct.rate, direct.rate, direct.as_of, direct.source
    inverse = kb.rate(to_currency, from_currency)
    if inverse is not None:
        return True, inverse.rate, 1 / inverse.rate, inverse.as_of, inverse.source
    return None
