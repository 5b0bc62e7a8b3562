"""An amount written with a currency's ISO code that the amount readers in money.py do not list ("25 million UZS a
month", "GEL 4,000", "2,000,000 TZS"), read at the rate the person said for that code.

Review 115 C3-a's family (a Hanoi support bot paying in dong: big numbers in a currency a dollar buys thousands of):
the rate reader knows ~150 codes, the amount readers only some of them. "Budget is 25 million UZS per month, 1 USD =
12,800 UZS" was asked about as a budget with no amount, and "GEL 4,000 a month" was read as 4,000 US dollars — a wrong
fact said with confidence. An amount in such a code is read at the person's own rate; with no rate said, it is asked
about (never read as dollars), where its code is written in capitals and is no common word ("AMD 2 cards", "ALL 3").
"""

from __future__ import annotations

import re

from advisor_tui.understand.cross_rate import cross_rates
from advisor_tui.understand.money import _FOREIGN, _at_the_stated_rate
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.stated_rate import _WORDS, StatedRate, amount_of, stated_rates

_CODES = sorted(code.lower() for code in _WORDS if re.fullmatch(r"[A-Z]{3}", code))
_FIGURE = r"(?<![\d.,])\d{1,3}(?:[,.\x20]\d{3})++(?![\d,])|(?<![\d.,])\d++(?:\.\d++)?"
_SCALE = r"(?:\s?(?:k|million|mn|billion|juta|jt|lakhs?|lacs?|crores?)(?![a-z]))?"
_CODE = rf"(?:{'|'.join(_CODES)})"
_AMOUNT = _lazy(rf"(?<![a-z$]){_CODE}\s?(?:{_FIGURE}){_SCALE}(?![\d%])"
                rf"|(?:{_FIGURE}){_SCALE}\s?{_CODE}(?![a-z])")
# codes that are English words or a chip maker's name ("an SOS 3 times": heldout93 C13's neighbour): asked about only
# where their rate was said — by the code itself in capitals where the rate reader leaves it ("AMD 800,000 a month,
# 1 USD = 390 AMD" was $800,000)
_WORDS_TOO = frozenset({"ALL", "TOP", "TRY", "AMD", "MAD", "CUP", "BAM", "SOS"})
_RATE_BY_CODE = r"(?<![\d.])1\s?(?:usd|us\$|\$|us dollars?)\s?=\s?(?P<n>\d[\d,]*(?:\.\d+)?)\s?{code}(?![a-z])"


def _rate_by_code(r: _Reader, code: str) -> StatedRate | None:
    for m in re.finditer(_RATE_BY_CODE.format(code=code.lower()), r.t):
        if code in r.orig[m.start():m.end()] and len(r.orig) == len(r.t):
            per_dollar = float(m.group("n").replace(",", ""))
            if per_dollar > 0:
                r.claim(r.numeric, m.start(), m.end())
                return StatedRate(1 / per_dollar, r.quote(m.start(), m.end()), m.start(), m.end())
    return None


def read_currency_code_amounts(r: _Reader) -> None:
    rates = stated_rates(r)  # (the rates' own figures are claimed there: "1 USD = 12,800 UZS" is no amount)
    rates = cross_rates(r, rates)  # "1 EUR = 145 ISK": through the euro's rate where it is had (review 120 C7)
    for m in _AMOUNT.finditer(r.t):
        if not r.free(m.start(), m.end()) or _FOREIGN.search(r.t, m.start(), m.end()):
            continue  # (money.py's own amounts are its: "EUR 1,500" with --currency EUR)
        code = re.search(_CODE, m.group()).group().upper()
        if code in _WORDS_TOO and (amount_of(m.group()) or 0) < 1000:
            continue  # ("8 AMD MI300X": cards, not 8 drams)
        if code in _WORDS_TOO and code not in rates and (own := _rate_by_code(r, code)) is not None:
            rates[code] = own
        if code in rates:
            _at_the_stated_rate(r, m, code, rates[code])
            continue
        written = r.orig[m.start():m.end()] if len(r.orig) == len(r.t) else ""
        if code in _WORDS_TOO or code not in written:  # (a code in capitals only: "try 3", "all 40")
            continue
        word = r.quote(m.start(), m.end())
        r.unplaced("budget", m.start(), m.end(),
                   f"“{word}”: prices here are in USD and CNY — give the budget in one of them, or say your rate "
                   f"beside it (“1 USD = R {code}”)",
                   f"“{word}”：这里的价格是美元和人民币——请换成其中一种给出预算，"
                   f"或在旁边写上汇率（“1 USD = R {code}”）")
        r.claim(r.numeric, m.start(), m.end())
