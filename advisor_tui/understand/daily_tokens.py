"""A day's token volume for a service: "我们每天大概处理 2000 万 token，其中输出大约 300 万", "about 20M tokens a
day, 3M of them output" (review 46 C12, critical: the 20,000,000 was read as training tokens, dropped as not applying to
inference, and the 3,000,000 output vanished — the boss's question, API or self-host, went unanswered).

A day's tokens are read as the day's requests (``requests_per_day``) of the default request size (rules.estimate.load:
2,000 tokens in, 500 out, 2,500 in all), split in the proportion said ("其中输出 300 万": 15 % output) — the day's
totals are the person's, the size of one request is assumed and said, so the API comparison and the throughput
are right and the per-request split can be corrected (--input-tokens / --output-tokens)."""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader
from rules.estimate.load import DEFAULT_INPUT_TOKENS, DEFAULT_OUTPUT_TOKENS

_DAY_ZH = r"(?:每天|每日|一天|日均|每个工作日)"
_SCALE_ZH = r"(?:亿|千万|百万|万)"
_TOKENS = r"(?:个)?\s?(?:tokens?|toks?)"
_DAILY = _lazy(
    rf"{_DAY_ZH}[^.。；;!?！？\n]{{0,12}}?(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_ZH})\s?{_TOKENS}"
    rf"|(?<![\d.])(?P<n2>\d+(?:\.\d+)?)\s?(?P<k2>k|m|b|million|billion)?\s(?:[a-z]+\s)?(?:tokens?|toks?)\s"
    r"(?:a|per|each|every)\s(?:day|workday)(?![a-z])"
    rf"|(?<![\d.])(?P<n3>\d+(?:\.\d+)?)\s?(?P<k3>k|m|b|million|billion)?\s(?:[a-z]+\s)?(?:tokens?|toks?)\s?/\s?day")
_OUTPUT_AFTER = _lazy(
    rf"(?:[^.。；;!?！？\n]|\.(?=\d)){{0,10}}?(?:输出|生成|回答)\s?(?:的)?\s?(?:占|是|有|为)?\s?(?:约|大约|大概|差不多)?\s?"
    rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_ZH})?(?:\s?{_TOKENS})?"
    r"|(?:[^.;!?\n]|\.(?=\d)){0,32}?(?P<n2>\d+(?:\.\d+)?)\s?(?P<k2>k|m|b|million|billion)?\s"
    r"(?:of (?:them|which|those) )?(?:(?:are|is|being|as)\s)?(?:output|generated|completion)(?![a-z])")
_SCALE_EN = {"million": "m", "billion": "b"}
DEFAULT_REQUEST = DEFAULT_INPUT_TOKENS + DEFAULT_OUTPUT_TOKENS


def read_daily_tokens(r: _Reader) -> None:
    if trains(r):
        return  # "每天处理 1 亿 token 的数据用来微调": data, the job reader's
    for m in _DAILY.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        k = m.group("k") or m.group("k2") or m.group("k3")
        total = _n(r, m.group("n") or m.group("n2") or m.group("n3"), _SCALE_EN.get(k or "", k))
        if not total or total < DEFAULT_REQUEST:
            continue
        output, said = None, (m.start(), m.end())
        out = _OUTPUT_AFTER.match(r.t, m.end())
        if out is not None:
            ok = out.group("k") or out.group("k2")
            # "其中输出大约 300 万": the scale said for the day's total carries over when the output's has none
            got = _n(r, out.group("n") or out.group("n2"), _SCALE_EN.get(ok or "", ok or k))
            if got and got < total and r.free(out.start("n" if out.group("n") else "n2"), out.end()):
                output, said = got, (out.start("n" if out.group("n") else "n2"), out.end())
        share = output / total if output else DEFAULT_OUTPUT_TOKENS / DEFAULT_REQUEST
        requests = max(1, round(total / DEFAULT_REQUEST))
        out_tokens = max(1, round(DEFAULT_REQUEST * share))
        in_tokens = DEFAULT_REQUEST - out_tokens
        r.add(m.start(), m.end(), "requests_per_day", requests)
        r.add(m.start(), m.end(), "input_tokens", in_tokens)
        r.add(*said, "output_tokens", out_tokens)
        r.add(m.start(), m.end(), "task", "inference", generic="inference", mask="kw")
        end = said[1]
        said_out = f", {output:,.0f} of them output" if output else ""
        said_out_zh = f"，其中输出 {output:,.0f}" if output else ""
        r.note(f"“{r.orig[m.start():end]}”: {total:,.0f} tokens a day{said_out} — read as {requests:,} requests a "
               f"day of {in_tokens:,} tokens in and {out_tokens:,} out (your day's totals at an assumed "
               f"{DEFAULT_REQUEST:,} tokens a request); give --input-tokens / --output-tokens for your real requests",
               f"“{r.orig[m.start():end]}”：每天 {total:,.0f} token{said_out_zh}——按每天 {requests:,} 个请求、每个输入 "
               f"{in_tokens:,}、输出 {out_tokens:,} token 理解（总量是你说的，单个请求按 {DEFAULT_REQUEST:,} token "
               "假设）；实际请求长度请用 --input-tokens / --output-tokens 给出")
        return
