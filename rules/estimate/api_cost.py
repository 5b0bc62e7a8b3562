"""What the model vendor's own API would cost for the stated load, beside the GPU rental
(issue 13, ``api-alternative``). Prices come from knowledge/data/api_prices.yaml (dated, sourced).

    tokens a month   = requests/s × tokens per request × 3600 × hours a day × days
    API cost         = input × (1 − h) × miss price + input × h × hit price + output × out price,
                       each × (p + (1 − p) × off-peak factor)        per 1 M tokens
    break-even load  = the requests/s at which the API costs what the rental does

with h the share of input tokens the vendor serves from its context cache and p the share of
tokens processed at the peak price. Defaults h = 0 and p = 1 give the upper bound of the API bill
(list price, no cache), which is what an answer states unless the person says otherwise.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from knowledge.api_prices import ApiPrice
from knowledge.text import I18n

PER_M = 1_000_000
SAME_WITHIN = 1.1  # bills within 10 % of each other read "about the same"


def _check(name: str, value: float, *, upper: float | None = None) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or value < 0 or (upper is not None and value > upper):
        bound = f" and ≤ {upper:g}" if upper is not None else ""
        raise ValueError(f"{name} must be a number ≥ 0{bound}, got {value!r}")
    return float(value)


@dataclass(frozen=True)
class Tokens:
    """Input and output tokens of a load."""

    input: float
    output: float


def load_tokens(*, rps: float, input_tokens: float, output_tokens: float, hours_per_day: float,
                days: float) -> Tokens:
    """Tokens the stated load sends and receives over ``days`` of ``hours_per_day`` hours."""
    seconds = _check("hours_per_day", hours_per_day, upper=24) * 3600 * _check("days", days)
    requests = _check("rps", rps) * seconds
    return Tokens(requests * _check("input_tokens", input_tokens),
                  requests * _check("output_tokens", output_tokens))


def token_cost(price: ApiPrice, input_tokens: float, output_tokens: float, *,
               cache_hit_share: float = 0.0, peak_share: float = 1.0) -> float:
    """The API bill, in ``price.currency``, for a total token count."""
    h = _check("cache_hit_share", cache_hit_share, upper=1)
    p = _check("peak_share", peak_share, upper=1)
    inp = _check("input_tokens", input_tokens)
    out = _check("output_tokens", output_tokens)
    hit = price.cached_input_per_m if price.cached_input_per_m is not None else price.input_per_m
    per_m = (inp * (1 - h) * price.input_per_m + inp * h * hit + out * price.output_per_m)
    return per_m / PER_M * (p + (1 - p) * price.off_peak_factor)


def round_the_clock_peak_share(price: ApiPrice) -> float:
    """The share of tokens billed at the peak price when the load is spread evenly over the
    week (a 24-hour service): the vendor's peak hours ÷ 168."""
    return price.peak_hours_per_week / 168


def peak_share(price: ApiPrice, hours_per_day: float) -> float:
    """The share of a load's tokens billed at the peak price: spread over the week for a round-the-clock service;
    anything shorter is costed all at the peak rate (an upper bound — its hours may fall in the peak)."""
    return round_the_clock_peak_share(price) if hours_per_day >= 24 else 1.0


def monthly_api_cost(price: ApiPrice, *, rps: float, input_tokens: float, output_tokens: float,
                     hours_per_day: float = 24, days: float = 30, cache_hit_share: float = 0.0,
                     peak_share: float = 1.0) -> float:
    """The API bill for ``rps`` requests a second of ``input_tokens`` in / ``output_tokens`` out,
    ``hours_per_day`` hours a day for ``days`` days."""
    t = load_tokens(rps=rps, input_tokens=input_tokens, output_tokens=output_tokens,
                    hours_per_day=hours_per_day, days=days)
    return token_cost(price, t.input, t.output, cache_hit_share=cache_hit_share,
                      peak_share=peak_share)


def break_even_rps(price: ApiPrice, rental_cost: float, *, input_tokens: float,
                   output_tokens: float, hours_per_day: float = 24, days: float = 30,
                   cache_hit_share: float = 0.0, peak_share: float = 1.0) -> float:
    """Requests/s at which the API costs ``rental_cost`` (same currency, same period); above it
    the rental is cheaper, if it can carry that load. inf when the API costs nothing."""
    per_rps = monthly_api_cost(price, rps=1.0, input_tokens=input_tokens,
                               output_tokens=output_tokens, hours_per_day=hours_per_day,
                               days=days, cache_hit_share=cache_hit_share, peak_share=peak_share)
    rental = _check("rental_cost", rental_cost)
    return math.inf if per_rps == 0 else rental / per_rps


@dataclass(frozen=True)
class ApiAlternative:
    """A pay-per-token API priced against renting GPUs for the same load."""

    price: ApiPrice
    tokens: Tokens
    api_cost: float
    rental_cost: float
    cheaper: str  # "api" or "rental"
    ratio: float  # the dearer ÷ the cheaper (≥ 1; inf when the cheaper costs nothing)
    break_even_rps: float
    text: I18n


def _money(amount: float, currency: str) -> str:
    sign = {"USD": "$", "CNY": "¥"}.get(currency)
    text = f"{amount:,.0f}" if amount >= 100 else f"{amount:,.2f}"
    return f"{sign}{text}" if sign else f"{text} {currency}"


def compare(price: ApiPrice, rental_cost: float, rental_currency: str, *, rps: float,
            input_tokens: float, output_tokens: float, hours_per_day: float = 24,
            days: float = 30, cache_hit_share: float = 0.0,
            peak_share: float = 1.0, batch: bool = False) -> ApiAlternative | None:
    """The vendor API beside a rental that costs ``rental_cost`` for the same ``days``; None when
    the two are in different currencies (convert first: this module never guesses a rate). ``batch``: a one-off batch
    spread over the rental's hours — said as the whole batch, with no break-even rate."""
    if price.currency != rental_currency:
        return None
    t = load_tokens(rps=rps, input_tokens=input_tokens, output_tokens=output_tokens,
                    hours_per_day=hours_per_day, days=days)
    api = token_cost(price, t.input, t.output, cache_hit_share=cache_hit_share,
                     peak_share=peak_share)
    rental = _check("rental_cost", rental_cost)
    cheaper = "api" if api < rental else "rental"
    low, high = sorted((api, rental))
    ratio = math.inf if low == 0 else high / low
    even = break_even_rps(price, rental, input_tokens=input_tokens, output_tokens=output_tokens,
                          hours_per_day=hours_per_day, days=days,
                          cache_hit_share=cache_hit_share, peak_share=peak_share)
    peak_en = ("all at the peak rate" if peak_share == 1 else
               f"{peak_share:.0%} of it in the vendor's peak hours, the rest at the off-peak rate")
    peak_zh = ("全部按高峰价" if peak_share == 1 else
               f"其中 {peak_share:.0%} 落在高峰时段，其余按空闲价")
    cache_en = ("no cache hits" if cache_hit_share == 0 else
                f"{cache_hit_share:.0%} of input from the vendor's cache")
    cache_zh = ("不计缓存命中" if cache_hit_share == 0 else f"{cache_hit_share:.0%} 的输入命中缓存")
    basis_en, basis_zh = f"list price, {peak_en}, {cache_en}", f"按标价，{peak_zh}，{cache_zh}"
    which_en = ("" if price.same_weights else
                f" — {price.model_version or price.api_model}, a newer model, not the weights "
                "you would rent GPUs for")
    which_zh = ("" if price.same_weights else
                f"——{price.model_version or price.api_model}，是更新的模型，不是你要租卡部署的"
                "那份权重")
    api_s, rent_s = _money(api, price.currency), _money(rental, price.currency)
    if ratio < SAME_WITHIN:
        verdict_en, verdict_zh = "about the same", "两者相当"
    else:
        verdict_en = (f"the API is {ratio:,.1f}× cheaper" if cheaper == "api"
                      else f"the rental is {ratio:,.1f}× cheaper")
        verdict_zh = (f"API 便宜，只要租卡的 1/{ratio:,.1f}" if cheaper == "api"
                      else f"租卡便宜，只要 API 的 1/{ratio:,.1f}")
    even_en = ("" if math.isinf(even) or batch else
               f"; renting pays off above {even:,.2f} requests/s if the pick carries that load")
    even_zh = ("" if math.isinf(even) or batch else
               f"；负载高于每秒 {even:,.2f} 个请求（且所选卡扛得住）时租卡更划算")
    span_en, span_zh = ("the whole batch", "整批任务") if batch else (f"this load over {days:g} days",
                                                                    f"承担这份负载 {days:g} 天")
    text = I18n(
        en=f"{price.provider}'s own API ({price.api_model}{which_en}) would cost {api_s} for "
           f"{span_en} ({t.input / PER_M:,.1f} M input + {t.output / PER_M:,.1f} M output "
           f"tokens; {basis_en}; price as of {price.as_of}) against {rent_s} for the rental: "
           f"{verdict_en}{even_en}.",
        zh=f"{price.provider} 官方 API（{price.api_model}{which_zh}）{span_zh}要 {api_s}"
           f"（输入 {t.input / PER_M:,.1f} M + 输出 {t.output / PER_M:,.1f} M tokens；{basis_zh}；"
           f"价格截至 {price.as_of}），租卡要 {rent_s}：{verdict_zh}{even_zh}。")
    return ApiAlternative(price=price, tokens=t, api_cost=api, rental_cost=rental,
                          cheaper=cheaper, ratio=ratio, break_even_rps=even, text=text)
