"""A budget's period named before the amount, with the budget's own words between: "Monthly budget is 1,500 EUR",
"our monthly spend limit: $2k", "budget per month is around $3,000", "a one-off budget of $1,500", "a one-time grant
of about US$3,000".

Review 106 C8: "Monthly budget is 1,500 EUR, I use 1 EUR = 1.08 USD." was read as a total for the job ("budget without
a period"): the amount at the person's rate saw a month before it only with 是 / 为 / ":" between, and the dollars'
own reader looks 20 characters back, so "monthly spend limit: $2k" lost its month too. A one-off said before the
budget ("a one-off budget of $1,500") was read as a month's where nothing else made it a job's total.

The period word must be tied to the budget's noun (budget, spend, limit, cap, allowance …) right before the amount:
"monthly active users … budget $1,500" or "Usage is monthly. Budget $1,500" read nothing here. A year's budget is
year_budget.py's (a twelfth a month); Chinese 月预算 / 每个月的预算是 are money.py's.

    read_period_before_budget(r)  # beside read_year_budget: before _finish_budgets fills a bare budget's period
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (money given for the job too: "We have a one-time grant of about US$3,000 for compute", review 109 C7-2, was read
# as a month's where no job size was said)
_BUDGET_NOUN = (r"(?:budget|spend(?:ing)?(?: limit| cap)?|limit|cap|ceiling|allowance|allocation|envelope|grant|award"
                r"|funding|credit)s?(?![a-z])")
# between the budget's words and the amount: "is", "of", ":", "around", "up to", a currency's code or sign
_TO_AMOUNT = (r"(?:\s?(?:is|of|=|:|will be|would be|was|sits at|set at|capped at|around|about|roughly|approximately"
              r"|approx\.?|up to|at most|max(?:imum)?|under|below|no more than|~|-|–|—)(?![a-z]))*"
              r"\s?(?:usd|eur|gbp|us\$|\$|€|£)?\s?$")
_MONTH = r"(?:monthly|per[- ]month|a month|each month|every month|(?:this|next|our|the|a|one) month's)"
_ONE_OFF = r"(?:one[- ]off|one[- ]time|lump[- ]sum|single|fixed total)"
_PERIOD_BEFORE = _lazy(
    rf"(?<![a-z])(?:(?P<month>{_MONTH})|(?P<once>{_ONE_OFF}))(?![a-z])\s(?:[a-z]+\s){{0,2}}?{_BUDGET_NOUN}{_TO_AMOUNT}"
    # "budget per month is …", "spend limit each month: …"
    rf"|(?<![a-z]){_BUDGET_NOUN}\s(?:is\s)?(?P<month_after>per month|a month|each month|every month|monthly)"
    rf"{_TO_AMOUNT}")
# (a dollar's letters with it: "US$3,000", "NZ$800", "TT$" — review 109 C7-2)
_FIGURE = _lazy(r"(?<![a-z])[a-z]{1,3}\$|[\d$€£]|(?<![a-z])(?:usd|eur|gbp)(?![a-z])")
_SENTENCE_END = _lazy(r".*[.;!?。；！？\n]\s")


def read_period_before_budget(r: _Reader) -> None:
    """A bare budget whose period (a month, or once) is named before it with its own words: that period."""
    for f in r.found:
        if f.fact != "budget" or not isinstance(f.value, tuple) or f.value[2] is not None:
            continue
        # (the finding may hold the budget's own words: "spend limit: $2k", "budget of $1,500")
        figure = _FIGURE.search(r.t, f.start, f.end)
        at = figure.start() if figure else f.start
        lo = max(0, at - 48)
        cut = _SENTENCE_END.match(r.t, lo, at)
        m = _PERIOD_BEFORE.search(r.t, cut.end() if cut else lo, at)
        if m is None:
            continue
        amount, currency, _ = f.value
        unit = "total" if m.group("once") else "month"
        f.value = (amount, currency, unit)
        said = r.quote(m.start(), f.end)
        if unit == "month":
            r.note(f"“{said}”: a monthly budget", f"“{said}”：每月预算")
        else:
            r.note(f"“{said}”: a one-off budget, the total", f"“{said}”：一次性预算，按总额理解")
