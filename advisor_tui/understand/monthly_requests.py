"""A month's requests are a day's total × 30 (review 96 c06, probes).

"2.5M requests/month" and "2.5M requests per month" were dropped without a word (the service then sized at one
request at a time), while "85,000 requests a day" is read. Read: "2.5M requests a month", "about 900k calls per
month", "1.2 million queries monthly", '每月 300 万次请求', '一个月大概 90 万次调用', '月均 60 万条消息' — the day's
total is the month's / 30 (``requests_per_day``, its busiest hour then estimated as a day's total is), said so. Not a
count of batch runs or items ("2 runs a month", '每月处理 30 万份' are read elsewhere), nor money.

    read_monthly_requests(r)  # before read_job's day counts
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader, negated_before

_DAYS_A_MONTH = 30
_NOUN_EN = (r"(?:api\s|chat\s|user\s|inference\s|llm\s|model\s|customer\s|support\s)?(?:requests?|calls?|quer(?:y|ies)"
            r"|messages?|conversations?|chats?|questions?|prompts?|completions?)")
_MONTHLY = (
    _lazy(rf"(?P<n>{AR})\s?(?P<s>k|m|mm|million|thousand|billion|b)?(?![a-z])\s(?:[a-z-]+\s)?{_NOUN_EN}"
          r"\s?(?:/\s?(?:mo|month)|(?:a|per|each|every|in\s(?:a|one))\s(?:month|mo)|monthly)(?![a-z])"),
    _lazy(rf"(?:每个?月|一个月|月均|每月)\s?(?:大概|大约|约|有|差不多|能有|预计|会有|在)?\s?(?P<n>{AR}|{CN})\s?"
          r"(?P<s>千万|百万|万|亿|w|k)?\s?(?:次|个|条|笔)?\s?(?:用户)?(?:请求|调用|对话|问答|咨询|提问|消息|api\s?调用)"),
    _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<s>千万|百万|万|亿|w|k)?\s?(?:次|个|条)?\s?(?:请求|调用|对话|问答|咨询)"
          r"\s?(?:/\s?月|每月|一个月|每个月)"),
)


def read_monthly_requests(r: _Reader) -> None:
    """The first month's count of a service's requests, as a day's total."""
    if any(f.fact == "requests_per_day" for f in r.found):
        return
    for rx in _MONTHLY:
        for m in rx.finditer(r.t):
            if not r.free(m.start(), m.end()) or negated_before(r, m.start()):
                continue
            n = _n(r, m.group("n"), m.group("s"))
            if n is None or n < _DAYS_A_MONTH:
                continue
            per_day = int(round(n / _DAYS_A_MONTH))
            r.add(m.start(), m.end(), "requests_per_day", per_day)
            r.claim(r.kw, m.start(), m.end())
            said = r.quote(m.start(), m.end())
            r.note(f"“{said}”: a month's requests, {per_day:,} a day (÷ {_DAYS_A_MONTH})",
                   f"“{said}”：一个月的请求量，按每天 {per_day:,} 次计（÷ {_DAYS_A_MONTH}）")
            return
