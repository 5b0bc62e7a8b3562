"""A budget said for a year, and a one-year grant or contract's days (review 96 c07, c10, probes).

"CAD 600k for the year", "budget CAD 600,000 per year", "annual budget $50,000" and '全年预算 50 万' read as a month's
budget ("budget without a period: read as per month"), 12× too large; only "a year" and '一年' were read. Read them
as the product reads '预算一年 50 万' and "budget $50,000 a year": a twelfth of it a month, said so. A one-year grant,
contract or reservation ("a one-year USD 6,000 compute grant", "a 1-year reserved contract", '为期一年的合同') is a
year of use — 365 days, as '至少持续一年' is read (utterances_review.yaml) — where no days are said.

    read_year_budget(r)  # after the durations, before _finish_budgets fills a bare budget's period
"""

from __future__ import annotations

from dataclasses import replace

from advisor_tui.understand.money import _PERIOD_AFTER
from advisor_tui.understand.months_total import divide_figure_put_right
from advisor_tui.understand.offer_terms import offered_term
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before
from rules.facts import Budget

# the year said before the amount: "annual budget", "yearly", '全年预算', '一年的经费', '年度' (money.py has 年度预算)
_YEAR_BEFORE = _lazy(r"(?<![a-z])(?:annual(?:ly)?|yearly|per[- ]year|one[- ]year|1[- ]year|12[- ]month)(?![a-z])"
                     r"[^.;!?\n]{0,24}$"
                     r"|(?:全年|(?<![\d一二两三四五六七八九十])一年的?|一整年的?|每年的?)\s?(?:的)?\s?(?:预算|经费|费用|算力费|钱)[^。；;！？!?\n]{0,8}$"
                     r"|(?:全年|每年)\s?(?:预算|经费)?\s?(?:是|有|就|一共|总共|大概|约)?\s?$"
                     r"|(?:预算|经费)\s?(?:是|有)?\s?(?:一年|全年|每年)\s?(?:是|有|就|一共|总共|大概|约)?\s?$")
# '年预算 24 万' (review 106: read as 24 万 a month), up to the figure (the budget's word may be the finding's own); not
# this year's or N years' ('今年预算', '3 年预算')
_YEAR_WORD = _lazy(r"(?<![\d一二三四五六七八九十两几今去明前后本当每全])(?<![\d]\s)年度?\s?(?:预算|经费)\s?"
                   r"(?:是|有|就|一共|总共|大概|约|:|：)?\s?$")
_FIGURE = _lazy(r"[\d一二两三四五六七八九十](?!\s?(?:个\s?)?年)")  # (not the 一 of 一年)
# the year said after it: "for the year", "per year", "annually", "/yr", "per annum", '每年', '一年'
_YEAR_AFTER = _lazy(r"\s?(?:(?:usd|cad|eur|gbp|aud|dollars?|euros?)\s)?(?:in\s)?(?:total\s)?"
                    r"(?:for\s(?:the|a|one)\s(?:whole\s|full\s|entire\s)?year|per\s(?:year|annum)|annually|a\syear"
                    r"|/\s?(?:yr|year)|each\syear|every\syear|yearly|over\s(?:the|a|one)\s(?:whole\s|full\s)?year)(?![a-z])"
                    r"|\s?(?:元|块)?\s?(?:/\s?年|每年|一年|全年)"
                    # the year said as all there is, after a comma: "三万，全年就这么多", "$30k, that's all for the
                    # year"
                    r"|\s?[,，]\s?(?:全年|一年|一整年)(?:的)?\s?(?:就|一共|总共|也就|加起来)?\s?(?:这么多|这些|这点)"
                    r"|\s?[,—–-]\s?(?:that'?s\s)?(?:all\s|everything\s)?for\s(?:the|a)\s(?:whole\s|full\s|entire\s)?year"
                    r"(?![a-z])")
# the year inside the amount's own words: an amount priced at the person's rate takes its period with it
# ("₪222,000 a year; we use 3.7 shekels per dollar" read 60,000 USD with no period, then a month's: heldout84 #29)
_YEAR_INSIDE = _lazy(r"(?<![a-z])(?:a|per|each|every)\s(?:year|annum)\Z|(?<![a-z])annually\Z|/\s?(?:yr|year)\Z"
                     r"|(?:每年|一年|全年|/\s?年)\Z")
# a year of use: "a one-year grant", "1-year reserved contract", '为期一年', '一年期的合同'
_YEAR_OF_USE = _lazy(r"(?<![a-z])(?:one|1|12)[- ](?:year|yr|month)(?:[- ]long)?\s(?:[a-z$0-9,.]+\s){0,4}?"
                     r"(?:grant|contract|commitment|reservation|lease|term|subscription|project)s?(?![a-z])"
                     r"|为期一年|一年期|(?:签|租|包)\s?一年(?!\s?(?:多少|要多少))|一年的(?:合同|合约|租期|项目|课题)")


def _said_for_a_year(r: _Reader, f: _Finding) -> bool:
    figure = _FIGURE.search(r.t, f.start, f.end)
    at = figure.start() if figure else f.start
    before = r.t[max(0, f.start - 40):at]  # (the money's own words may hold the year: "一年的预算三万六")
    return bool(_YEAR_BEFORE.search(before) or _YEAR_WORD.search(r.t, max(0, at - 12), at)
                or _YEAR_AFTER.match(r.t, f.end) or _YEAR_INSIDE.search(r.t, f.start, f.end))


def corrected_year_budget(r: _Reader) -> None:
    """After the continuations are placed: "一年的预算三万六……不对，三万" — the figure put right took the first one's
    month, but the first was a year's twelfth: the corrected one is the year's too, as is one said with "全年就这么多"
    after it (heldout92 #1's family)."""
    for d in r.found:
        if d.fact != "budget" or d.generic != "continuation" or not isinstance(d.value, Budget) \
                or d.value.unit != "month":
            continue
        before = [p for p in r.found if p.fact == "budget" and isinstance(p.value, Budget)
                  and p.generic != "continuation" and p.end <= d.start]
        first = max(before, key=lambda p: p.end, default=None)
        after = _PERIOD_AFTER.match(r.t, d.end)
        if after is not None and not after.group("this") and not _YEAR_AFTER.match(r.t, d.end):
            continue  # "…不对，三千一个月": its own period
        if _YEAR_AFTER.match(r.t, d.end) or first is not None and first.value.unit == "month" \
                and _said_for_a_year(r, first):
            d.value = replace(d.value, amount=round(d.value.amount / 12, 2))
            r.note("a yearly budget is read as a twelfth of it per month", "年预算按每月十二分之一计")


def read_year_budget(r: _Reader) -> None:
    """A bare budget with a year said beside it: a twelfth a month; a year's grant or contract: 365 days."""
    for f in r.found:
        if f.fact != "budget" or not isinstance(f.value, tuple) or f.value[2] is not None:
            continue
        amount, currency, _ = f.value
        if _said_for_a_year(r, f):
            f.value = (round(amount / 12, 2), currency, "month")
            f.generic = "stated"
            # "一年的预算三万六……不对，…三万" (heldout92 #1): the figure put right is the year's too
            divide_figure_put_right(r, f, 12)
            f.conf = 1.0 if currency else f.conf
            r.note("a yearly budget is read as a twelfth of it per month", "年预算按每月十二分之一计")
    if any(f.fact == "days" for f in r.found):
        return
    for m in _YEAR_OF_USE.finditer(r.t):
        if negated_before(r, m.start()) or offered_term(r, m.start()):
            continue  # (a seller's price "on a 12-month contract" is its offer's term: heldout88 #40's family)
        r.found.append(_Finding(m.start(), m.end(), "days", 365.0, 1.0, None, "duration"))
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: a year of use, 365 days", f"“{said}”：用一年，按 365 天计")
        return
