"""A service's day said as its input and its output apart: "每天大约 4 亿输入 token、3000 万输出 token", "400M input
tokens and 30M output tokens a day", "每天输入 4 亿 token，输出 3000 万" (review 94 c05, critical: the 400M input
vanished and the 30M output became a nightly batch of 30M tokens run 30 times a month).

Read as read_daily_tokens reads "每天处理 2000 万 token，其中输出 300 万" (review 46 C12): the day's requests
(``requests_per_day``) of the default request size (rules.estimate.load: 2,500 tokens), split between input and
output in the proportion said — the day's totals are the person's, one request's size is assumed and said."""

from __future__ import annotations

from advisor_tui.understand.daily_tokens import DEFAULT_REQUEST
from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_DAY_ZH = r"(?:每天|每日|一天|日均|每个工作日|一天下来)"
_SCALE = r"(?:亿|千万|百万|万|k|m|b|million|billion)"
_TOK = r"(?:个)?\s?(?:tokens?|toks?)"
_IN_ZH = r"(?:输入|提示词?|prompt|input)"
_OUT_ZH = r"(?:输出|生成|回答|回复|completion|output)"
_NUM = rf"(?P<{{g}}>{AR}|{CN})\s?(?P<{{g}}k>{_SCALE})"
_ABOUT = r"(?:约|大约|大概|差不多|将近|近|超过|~\s?|about\s|around\s|roughly\s|some\s)?"


def _num(g: str) -> str:
    return _NUM.replace("{g}", g)


# "每天大约 4 亿输入 token、3000 万输出 token", "每天输入 4 亿 token，输出 3000 万"
_ZH = _lazy(
    rf"{_DAY_ZH}[^.。；;!?！？\n]{{0,8}}?{_ABOUT}\s?(?:"
    rf"{_num('i')}\s?{_IN_ZH}\s?{_TOK}?\s?[、，,和及与/+]?\s?(?:以及|还有|加上?)?\s?{_ABOUT}\s?{_num('o')}\s?{_OUT_ZH}"
    rf"(?:\s?{_TOK})?"
    rf"|{_IN_ZH}\s?{_ABOUT}\s?{_num('i2')}\s?{_TOK}?\s?[、，,]?\s?(?:以及|还有|加上?)?\s?{_OUT_ZH}\s?{_ABOUT}\s?"
    rf"{_num('o2')}(?:\s?{_TOK})?)")
# "400M input tokens and 30M output tokens a day", "400M tokens in and 30M out per day"
_EN = _lazy(
    rf"(?<![\d.])(?P<e>\d+(?:\.\d+)?)\s?(?P<ek>{_SCALE})\s(?:input|prompt)(?:\s(?:tokens?|toks?))?"
    rf"|(?<![\d.])(?P<e2>\d+(?:\.\d+)?)\s?(?P<e2k>{_SCALE})\s(?:tokens?|toks?)\s(?:in|of input)(?![a-z])")
_EN_OUT = _lazy(
    rf"\s?(?:,|/|and|&|\+|plus)?\s?(?:~\s?|about\s|around\s|roughly\s|some\s)?(?P<o>\d+(?:\.\d+)?)\s?(?P<ok>{_SCALE})"
    r"\s(?:(?:output|completion|generated)\s(?:tokens?|toks?)|(?:tokens?\s)?out|of output)(?![a-z])"
    r"\s?(?:(?:a|per|each|every)\s(?:day|workday)(?![a-z])|/\s?day)")
_EN_DAY_BEFORE = _lazy(r"(?:(?:a|per|each|every)\s(?:day|workday)|daily|/\s?day)\W{0,3}$")
_SCALE_EN = {"million": "m", "billion": "b"}


def _tokens(r: _Reader, n: str, k: str) -> float | None:
    return _n(r, n, _SCALE_EN.get(k.lower(), k.lower()) if k else None)


def _add(r: _Reader, s: int, e: int, total_in: float, total_out: float) -> None:
    total = total_in + total_out
    requests = max(1, round(total / DEFAULT_REQUEST))
    out_tokens = max(1, round(DEFAULT_REQUEST * total_out / total))
    in_tokens = DEFAULT_REQUEST - out_tokens
    r.add(s, e, "requests_per_day", requests)
    r.add(s, e, "input_tokens", in_tokens)
    r.add(s, e, "output_tokens", out_tokens)
    r.add(s, e, "task", "inference", generic="inference", mask="kw")
    said = r.orig[s:e]
    r.note(f"“{said}”: {total_in:,.0f} tokens in and {total_out:,.0f} out a day — read as {requests:,} requests a day "
           f"of {in_tokens:,} tokens in and {out_tokens:,} out (your day's totals at an assumed {DEFAULT_REQUEST:,} "
           "tokens a request); give --input-tokens / --output-tokens for your real requests",
           f"“{said}”：每天输入 {total_in:,.0f}、输出 {total_out:,.0f} token——按每天 {requests:,} 个请求、每个输入 "
           f"{in_tokens:,}、输出 {out_tokens:,} token 理解（总量是你说的，单个请求按 {DEFAULT_REQUEST:,} token 假设）；"
           "实际请求长度请用 --input-tokens / --output-tokens 给出")


def read_daily_in_out(r: _Reader) -> None:
    """Before read_daily_tokens: a day's input and output said apart are one service's day."""
    if trains(r):
        return
    for m in _ZH.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        i, o = ("i", "o") if m.group("i") else ("i2", "o2")
        tin, tout = _tokens(r, m.group(i), m.group(i + "k")), _tokens(r, m.group(o), m.group(o + "k"))
        if tin and tout and tin + tout >= DEFAULT_REQUEST:
            _add(r, m.start(), m.end(), tin, tout)
            return
    for m in _EN.finditer(r.t):
        out = _EN_OUT.match(r.t, m.end())
        if out is None:
            continue
        n, k = (m.group("e"), m.group("ek")) if m.group("e") else (m.group("e2"), m.group("e2k"))
        tin, tout = _tokens(r, n, k), _tokens(r, out.group("o"), out.group("ok"))
        if tin and tout and tin + tout >= DEFAULT_REQUEST and r.free(m.start(), out.end()):
            _add(r, m.start(), out.end(), tin, tout)
            return
