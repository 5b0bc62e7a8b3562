"""A rate said against a third currency: "Our grant gives us 4,5 million ISK in total …, and we convert at 1 EUR =
145 ISK" (review 120 C7) left the budget unplaced ("no rate for its currency is held") — the rate readers know a
currency against the dollar or the yuan, not against the euro. Krónur for one euro ("1 EUR = 145 ISK", "145 ISK per
euro", "EUR/ISK 145", "1 ISK = 0.0069 EUR") place the amount through the euro where the euro's own rate is had — said
by the person ("1 EUR = 1.08 USD"), given with --fx EUR/USD, or a rate the knowledge holds (the Hong Kong dollar's
link) — and the rate said back holds both steps ("1 EUR = 145 ISK; 1 EUR = 1.08 USD").

The knowledge holds no euro rate (knowledge/data/currencies.yaml: none could be sourced offline), so with the euro's
rate unsaid the amount stays unplaced, and a note says the one rate still wanted instead of asking for a rate the
person already gave. Read where the stated rates are (money, currency_code_amounts), for currencies with no rate of
their own.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.stated_rate import _NAMED, _RATES, _WORDS, StatedRate, _rate_number, pegged_rate

_NUM = r"(?<![\d.,])(?:\d{1,3}(?:,\d{3})++(?![\d,])|\d++(?:[.,]\d++)?)"
_HEDGE = r"(?:(?:about|around|roughly|approx\.?|approximately|~|≈|约|大概)\s?)?"


def _cross_forms(x: str, y: str) -> str:
    """Units of currency ``x`` for one of ``y`` (group "n"), or of ``y`` for one of ``x`` (group "inv")."""
    x, y = rf"(?:{x})", rf"(?:{y})"
    return (rf"(?<![\d.])(?:1\s?{y}|{y}\s?1)\s?(?:=|is|≈|~|to|buys|兑|换|折合|约合|等于)\s?{_HEDGE}(?P<n>{_NUM})\s?{x}"
            rf"(?![a-z])"
            rf"|{_HEDGE}(?P<n2>{_NUM})\s?{x}\s?(?:per|/|to the|to one|to a|for one|for 1|for a|=|兑|换)\s?(?:1\s?)?{y}"
            rf"(?![a-z])"
            rf"|(?<![a-z]){y}\s?/\s?{x}\s?(?:=|at|of|is|:)?\s?{_HEDGE}(?P<n3>{_NUM})"
            rf"|(?<![\d.])(?:1\s?{x}|{x}\s?1)\s?(?:=|is|≈|~|to|兑|换|折合|约合|等于)\s?{_HEDGE}(?P<inv>{_NUM})\s?{y}"
            rf"(?![a-z])")


def _rate_after(r: _Reader, code: str, start: int) -> StatedRate | None:
    """``code``'s rate against the dollar said after ``start`` ("… 1 EUR = 145 ISK. We use 1 EUR = 1.08 USD")."""
    m = _RATES[code].search(r.t, start)
    if m is None:
        return None
    g = m.groupdict()
    raw = next((v for k, v in g.items() if k.startswith("r") and v), None)
    value = _rate_number(r, code, raw) if raw else None
    if not value:
        return None
    r.claim(r.numeric, m.start(), m.end())
    return StatedRate(1 / value if m.group("inv") else value, r.quote(m.start(), m.end()), m.start(), m.end())


def cross_rates(r: _Reader, rates: dict[str, StatedRate]) -> dict[str, StatedRate]:
    """``rates`` with each currency priced through a third one whose own rate is had; the rate's words claimed."""
    named = [code for code, rx in _NAMED.items() if code not in ("USD", "CNY") and rx.search(r.t)]
    if len(named) < 2:
        return rates
    out = dict(rates)
    for x in named:
        if x in out:
            continue
        for y in named:
            if y == x:
                continue
            m = _lazy(_cross_forms(_WORDS[x], _WORDS[y])).search(r.t)
            if m is None:
                continue
            raw = m.group("n") or m.group("n2") or m.group("n3")
            value = _rate_number(r, x, raw or m.group("inv"))
            if not value:
                continue
            y_per_x = value if raw is None else 1 / value
            said = r.quote(m.start(), m.end())
            r.claim(r.numeric, m.start(), m.end())
            if y in out and out[y].start < m.end() and m.start() < out[y].end:
                # "1 EUR = 145 ISK" is no rate of 145 dollars to the euro: the euro's own, if said, comes later
                del out[y]
                if (later := _rate_after(r, y, m.end())) is not None:
                    out[y] = later
                elif r.given_rates.get(y, 0) > 0:  # "--fx EUR/USD=1.08"
                    out[y] = StatedRate(r.given_rates[y], f"--fx {y}/USD={r.given_rates[y]:g}", -1, -1)
            through = out.get(y) or pegged_rate(r, y)
            if through is None:
                r.note(f"“{said}”: your rate against {y} — no {y} rate is held here, so an amount in {x} is placed "
                       f"once you say {y}'s too (“1 {y} = R USD”, or --fx {y}/USD=R)",
                       f"“{said}”：这是对 {y} 的汇率——这里没有 {y} 的汇率，再给出 {y} 的汇率（“1 {y} = R USD”，"
                       f"或 --fx {y}/USD=R）即可换算 {x} 金额")
                break
            out[x] = StatedRate(y_per_x * through.per_unit, f"{said}; {through.said}", m.start(), m.end(),
                                through.into)
            break
    return out
