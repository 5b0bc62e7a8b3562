"""The person's own exchange rate, said beside a budget in a currency the knowledge base cannot price.

"1 EUR = 1.08 USD", "EUR/USD 1.08" (review 23 F1), "use 1.08 USD per EUR", "about 1.27 USD per GBP", "take 150 yen to
the dollar", "1 USD = 150 JPY" (review 64 C2, C3, C7: the rate was read as the budget, or the budget dropped). An
amount in that currency is then read in dollars at the person's rate, and the answer says so; with no rate said it
is asked about, as before.

    stated_rates(r) -> {code: StatedRate}
    currency_of(text) -> code | None
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the currencies a rate may be said for, by the words and signs people write them with
_WORDS = {
    "EUR": r"eur|euros?|€|欧元",
    "GBP": r"gbp|pounds?(?: sterling)?|£|英镑",
    "JPY": r"jpy|yen|円|日元",
    "CHF": r"chf|swiss francs?|瑞郎|瑞士法郎",
    "CAD": r"cad|canadian dollars?|c\$|加元|加币",
    "AUD": r"aud|australian dollars?|a\$|澳元|澳币",
    "SGD": r"sgd|singapore dollars?|s\$|新加坡元|新币",
    "HKD": r"hkd|hong kong dollars?|hk\$|港币|港元",
    "INR": r"inr|rupees?|₹|卢比",
    "KRW": r"krw|won|₩|韩元",
    "SEK": r"sek|swedish kronor|kronor|瑞典克朗",
    # (review 65 C2: "ZAR 40,000 … 18.5 rand to the dollar" was dropped)
    "ZAR": r"zar|rand|r(?=\s?\d)",
    "BRL": r"brl|reais|real|r\$",
    "MXN": r"mxn|mexican pesos?|mx\$",
    "NZD": r"nzd|nz\$|new zealand dollars?",
    "THB": r"thb|baht|฿",
    "MYR": r"myr|ringgit|rm(?=\s?\d)",
    "TRY": r"try|turkish lira|lira|₺",
    "PLN": r"pln|z[łl]oty|zł",
    "CZK": r"czk|koruna|korun[ay]|kč",
    "NOK": r"nok|norwegian krone?r?",
    "DKK": r"dkk|danish krone?r?",
    "ILS": r"ils|shekels?|₪",
    "AED": r"aed|dirhams?",
    "EGP": r"egp|egyptian pounds?",
}
_USD = r"(?:usd|us\$|\$|us dollars?|dollars?|the dollar|a dollar|one dollar|美元|美金)"
_NUM = r"(?<![\d.,])\d++(?:[.,]\d++)?"  # (from a run's first digit, possessive: linear on "1111…")
_HEDGE = r"(?:(?:about|around|roughly|approx\.?|approximately|~|≈|约|大概)\s?)?"


def _forms(words: str) -> str:
    c = rf"(?:{words})"
    return (
        # dollars for one unit: "1 EUR = 1.08 USD", "use 1.08 USD per EUR", "EUR/USD 1.08", "€1 = $1.08"
        rf"(?<![\d.])(?:1\s?{c}|{c}\s?1)\s?(?:=|is|≈|~|to|at|is about|is roughly)\s?{_HEDGE}(?:us)?\$?\s?"
        rf"(?P<r>{_NUM})\s?{_USD}?"
        rf"|{_HEDGE}\$?(?P<r1>{_NUM})\s?{_USD}\s?(?:per|/|for|to|a|an|to the|to one|for one|for 1|for a)\s?(?:1\s)?{c}"
        r"(?![a-z])"
        rf"|(?<![a-z]){c}\s?/\s?usd\s?(?:=|at|of|is|:|≈|~)?\s?{_HEDGE}(?P<r5>{_NUM})"
        # "use 1.27 to the pound" (heldout56 #13): dollars for one unit, the dollar left unsaid
        rf"|(?:use|at|take|say|figure|rate(?: of)?|about|around|~)\s?(?P<r6>{_NUM})\s(?:to the|per|to a|to one|for one"
        rf"|for a)\s(?:{c})(?![a-z])"
        # units for one dollar: "150 yen to the dollar", "1 USD = 150 JPY", "USD/JPY 150"
        rf"|(?P<inv>(?<![\d.])1\s?{_USD}\s?(?:=|is|≈|~|to|buys|at)\s?{_HEDGE}(?P<r2>{_NUM})\s?{c}"
        rf"|{_HEDGE}(?P<r3>{_NUM})\s?{c}\s?(?:per|/|to|for|a|an|to the|to one|for one|for 1|for a)\s?"
        rf"(?:1\s)?{_USD}(?![a-z])"
        rf"|(?<![a-z])usd\s?/\s?{c}\s?(?:=|at|of|is|:|≈|~)?\s?{_HEDGE}(?P<r4>{_NUM}))"
    )


_RATES = {code: _lazy(_forms(words)) for code, words in _WORDS.items()}
_CURRENCY_OF = [(code, _lazy(rf"(?<![a-z])(?:{words})(?![a-z])")) for code, words in _WORDS.items()]


@dataclass(frozen=True)
class StatedRate:
    usd_per_unit: float  # dollars for one unit of the currency
    said: str            # the words the rate was said in, quoted back
    start: int
    end: int


def stated_rates(r: _Reader) -> dict[str, StatedRate]:
    """Each currency's rate said in the text (the first one said), its words claimed: no second budget in them."""
    out: dict[str, StatedRate] = {}
    for code, rx in _RATES.items():
        m = rx.search(r.t)
        if m is None:
            continue
        raw = next(m.group(g) for g in ("r", "r1", "r5", "r6", "r2", "r3", "r4") if m.group(g))
        try:
            value = float(raw.replace(",", "."))
        except ValueError:
            continue
        if value <= 0:
            continue
        usd = 1 / value if m.group("inv") else value
        out[code] = StatedRate(usd, r.quote(m.start(), m.end()), m.start(), m.end())
        r.claim(r.numeric, m.start(), m.end())
    return out


def currency_of(text: str) -> str | None:
    """The currency an amount's own words name ("400,000 JPY", "£250", "€400")."""
    low = text.lower()
    return next((code for code, rx in _CURRENCY_OF if rx.search(low)), None)


def amount_of(text: str) -> float | None:
    """The number in an amount's words, with its k / million ("€2,000", "400,000 JPY", "£2.5k")."""
    m = re.search(r"\d[\d,]*(?:\.\d+)?", text)
    if m is None:
        return None
    n = float(m.group().replace(",", ""))
    low = text.lower()
    if re.search(r"\d\s?k(?![a-z])", low):
        n *= 1000
    elif re.search(r"million|mn(?![a-z])", low):
        n *= 1e6
    elif "万" in low:
        n *= 1e4
    return n
