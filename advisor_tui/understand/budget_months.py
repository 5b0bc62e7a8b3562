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
# "$12,000 in donated cloud credits that must last 6 months" (review 94 c07), "1 万 2，要撑 3 个月": the money
# has to cover the months, so it is spread over them
_MUST_LAST = (
    r"|[^.;!?。；！？\n]{0,40}?(?<![a-z])(?P<lst>(?:must|should|has to|have to|needs? to|is to|to|will)\s"
    r"(?:last|cover|stretch(?:\sover)?|run for|keep us going for)\s(?:us\s)?(?:for\s)?"
    r"(?:the\s(?:next|whole|full)\s|a\sfull\s)?(?:" + _EN_N.replace("?P<e>", "?P<e4>")
    + r"(?![a-z])|(?P<hy>half\sa\syear|six-month)|(?P<yr>a\s(?:full\s)?year|one\syear|twelve months)))"
    r"|[^。；！？!?\n]{0,12}?(?P<lst2>(?:要|得|需要|必须|能|可以)\s?(?:撑|维持|支撑|用|花|管)\s?"
    r"(?:够|满|到)?\s?(?:整整\s?)?(?:" + _ZH_N.replace("?P<n>", "?P<n3>")
    + r"(?!\s?(?:后|以后|之后|前))|(?P<hy2>半年)|(?P<yr2>一年|整年)))")
# money then its months: "$9,000 approved for three months", "1.2 万，批的是两个月的"
_MONTHS_AFTER = _lazy(r"\s?(?:\([^)]{0,20}\)\s?)?(?:approved|granted|funded|allotted|budgeted)\s(?:for|to cover)\s"
                      + _EN_N + r"(?![a-z])"
                      + r"|\s?[,，]?\s?(?:批的是|给的是|是)\s?" + _ZH_N + r"\s?的"
                      + _MUST_LAST)
_EN_DIGIT = {w: i for i, w in enumerate(("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                         "eleven", "twelve"), 2)}
_CN_DIGIT = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_SENTENCE_END = _lazy(r"[。.!?！？;；\n](?!\d)")


class _Said:
    """The months' own words after the money: "must last 6 months", not the words between."""

    def __init__(self, m):
        self._m, self._g = m, next((g for g in ("lst", "lst2") if m.group(g)), 0)

    def start(self) -> int:
        return self._m.start(self._g)

    def end(self) -> int:
        return self._m.end()

    def groupdict(self) -> dict:
        return self._m.groupdict()


def _months(m) -> int | None:
    said = m.groupdict()
    if said.get("hy") or said.get("hy2"):
        return 6
    if said.get("yr") or said.get("yr2"):
        return 12
    for g in ("n", "n2", "n3", "e", "e2", "e3", "e4"):
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
            n, span = _months(m), _Said(m)
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
