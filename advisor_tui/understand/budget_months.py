"""A budget given for a number of months: a share of it a month.

"先批了两个月，一共 1 万 2" (heldout71 #1) read ¥12,000 for the whole job and 60 days of use: the months are the
money's period, not the job's. As the table settled a quarter's budget (a third of it a month), half a year's (a
sixth) and a year's (a twelfth), N months' money is an N-th of it a month — "两个月的经费 8000", "预算批了三个月，
共 4.5 万", "$9,000 approved for three months", "two months' funding: $6k". The months must belong to the money
(a grant, a budget or funding word beside them); "租两个月，预算 1 万" keeps its 60 days and its total.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ZH_N = r"(?P<n>[两二三四五六七八九十]|\d{1,2})\s?个\s?月"
_EN_N = r"(?P<e>two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\s?months?"
# the months the money is given for, said before it
_MONTHS_OF_MONEY = _lazy(
    r"(?:(?:批|拨|给|申请|报)了?|(?:预算|经费|钱|费用)\s?(?:先|只|就)?\s?(?:批|拨|给|申请|够)?了?)\s?(?:先|只|就)?\s?"
    + _ZH_N + r"(?!\s?(?:内|之内|以内|后|以后|之后|前|里|的?时间|工期|期限|的?假))(?:\s?的\s?(?:预算|经费|钱|费用))?"
    + r"|" + _ZH_N.replace("?P<n>", "?P<n2>") + r"\s?的\s?(?:预算|经费|钱|费用)"
    r"|(?<![a-z])(?:budget|funding|money|grant)\s(?:is\s|was\s)?(?:approved\s|given\s|granted\s)?"
    r"(?:for|covers|covering|to cover)\s(?:the\s(?:first|next)\s)?" + _EN_N.replace("?P<e>", "?P<e2>")
    + r"|(?<![a-z])" + _EN_N.replace("?P<e>", "?P<e3>") + r"(?:'|’)?\s(?:worth of\s)?(?:budget|funding|money)")
# money then its months: "$9,000 approved for three months", "1.2 万，批的是两个月的"
_MONTHS_AFTER = _lazy(r"\s?(?:\([^)]{0,20}\)\s?)?(?:approved|granted|funded|allotted|budgeted)\s(?:for|to cover)\s"
                      + _EN_N + r"(?![a-z])"
                      + r"|\s?[,，]?\s?(?:批的是|给的是|是)\s?" + _ZH_N + r"\s?的")
_EN_DIGIT = {w: i for i, w in enumerate(("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                         "eleven", "twelve"), 2)}
_CN_DIGIT = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_SENTENCE_END = _lazy(r"[。.!?！？;；\n](?!\d)")


def _months(m) -> int | None:
    for g in ("n", "n2", "e", "e2", "e3"):
        said = m.groupdict().get(g)
        if said:
            if said.isdigit():
                return int(said)
            return _CN_DIGIT.get(said) or _EN_DIGIT.get(said)
    return None


def read_budget_months(r: _Reader) -> None:
    """After the money: a budget read for the whole job, its months said as the money's, becomes a share a month."""
    for f in r.found:
        if f.fact != "budget" or not isinstance(f.value, tuple) or f.value[2] not in ("total", None):
            continue
        n = None
        lo = max(0, f.start - 30)
        for m in _MONTHS_OF_MONEY.finditer(r.t, lo, min(len(r.t), f.start + 6)):
            if m.start() < f.start and not _SENTENCE_END.search(r.t, m.end(), f.start):
                n, span = _months(m), m
        if n is None and (m := _MONTHS_AFTER.match(r.t, f.end)):
            n, span = _months(m), m
        if not n or n < 2:
            continue
        amount, currency, _ = f.value
        f.value = (round(amount / n, 2), currency, "month")
        for d in r.found:  # "两个月的经费": the money's months, no days of use
            if d.fact == "days" and span.start() <= d.start < span.end():
                d.fact = "_budget_months"
        r.claim(r.numeric, span.start(), span.end())
        r.claim(r.kw, span.start(), span.end())
        r.note(f"“{r.quote(span.start(), span.end())}”: a budget for {n} months is read as 1/{n} of it per month",
               f"“{r.quote(span.start(), span.end())}”：{n} 个月的预算按每月 {n} 分之一计")
