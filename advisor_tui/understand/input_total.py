"""A batch's input said as a total beside its output total: "translate a 2.5 million-segment product catalogue …
into German, French and Japanese … About 120M input tokens and 150M output tokens in total" (review 99 c06: the
output was read, 150M tokens to generate, but the input total and the 7.5M requests were dropped, and the prefill
priced at an assumed 500-token prompt). The requests are the items × the languages (or the output total ÷ each
output, where that was read); each request's prompt is the input total ÷ the requests ("120M ÷ 7.5M = 16"), and its
output the output total ÷ the requests, so that rules/generation.py counts 7.5M requests and their prefill.
"总共输入约 1.2 亿 token、输出 1.5 亿 token，250 万条文案翻成德语、法语、日语" the same. With no count of
requests said, nothing is read: a prompt's length cannot be had from two totals."""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_SCALE_EN = r"(?P<k>k|m|b|million|billion|thousand)"
_INPUT_TOTAL = _lazy(
    rf"(?P<n>{AR})\s?{_SCALE_EN}\s(?:input|prompt|source|prefill)\s(?:tokens?|toks?)(?![a-z])"
    r"|(?:输入|提示|原文|prompt)\s?(?:token)?\s?(?:总共|一共|总计|合计|共)?\s?(?:约|大概|大约|差不多)?\s?"
    rf"(?P<n2>{AR})\s?(?P<k2>亿|千万|百万|万)\s?(?:个)?\s?token"
    rf"|(?P<n3>{AR})\s?(?P<k3>亿|千万|百万|万)\s?(?:个)?\s?(?:输入|提示)\s?token")
# the items: "a 2.5 million-segment catalogue", "2.5M segments", "250 万条文案"
_ITEMS = _lazy(
    rf"(?P<n>{AR})\s?{_SCALE_EN}?[- ](?:[a-z-]+ )?(?P<noun>segments?|strings|sentences|lines|items|products|listings"
    r"|documents|docs|pages|records|rows|entries|descriptions|reviews|articles|tickets|e-?mails|questions|prompts"
    r"|requests|paragraphs|subtitles|messages|posts|comments)(?![a-z])"
    rf"|(?P<n2>{AR})\s?(?P<k2>亿|千万|百万|万|千)?\s?(?:条|段|句|篇|份|个)")
_LANGUAGE = (r"(?:english|german|french|japanese|spanish|italian|portuguese|chinese|mandarin|cantonese|korean|arabic"
             r"|russian|dutch|polish|turkish|vietnamese|thai|indonesian|malay|hindi|swedish|danish|norwegian|finnish"
             r"|czech|greek|hebrew|ukrainian|romanian|hungarian|swahili|tagalog|bengali|urdu|persian)")
_INTO_EN = _lazy(rf"(?<![a-z])into (?P<list>{_LANGUAGE}(?:(?:,|,? and|,? &) {_LANGUAGE})*)(?![a-z])"
                 r"|(?<![a-z])into (?P<n>two|three|four|five|six|seven|eight|[2-9]|1[0-9]) languages(?![a-z])")
_INTO_ZH = _lazy(r"(?:翻成|翻译成|译成|翻译为|翻到|翻译到)\s?(?P<list>[\u4e00-\u9fff]{1,4}?[语文](?:\s?[、,，和及]\s?"
                 r"[\u4e00-\u9fff]{1,4}?[语文])*)"
                 r"|(?P<n>两|三|四|五|六|七|八|[2-9])\s?(?:种语言|个语种|种语种|个语言)")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}


def _languages(r: _Reader) -> int:
    for pattern in (_INTO_EN, _INTO_ZH):
        m = pattern.search(r.t)
        if m is None:
            continue
        if m.group("n"):
            return _WORDS.get(m.group("n")) or int(m.group("n"))
        return len(re.findall(_LANGUAGE, m.group("list"))) if pattern is _INTO_EN else \
            len(re.split(r"\s?[、,，和及]\s?", m.group("list")))
    return 1


def _requests(r: _Reader, generate: float, total_at: tuple[int, int]) -> tuple[int, int, int] | None:
    """How many requests: the output total ÷ each output read, else the items × the languages said."""
    each = next((f for f in r.found if f.fact == "output_tokens"), None)
    if each is not None and each.value:
        return int(round(generate / float(each.value))), each.start, each.end
    for m in _ITEMS.finditer(r.t):
        if total_at[0] <= m.start() < total_at[1] or re.match(r"\s?(?:tokens?|token|個|个)\s?token", r.t[m.end():]):
            continue
        n = _n(r, m.group("n") or m.group("n2"), m.group("k") or m.group("k2"))
        if n is not None and n >= 1000 and not re.search(r"token|toks?", r.t[m.start():m.end() + 8]):
            return int(n) * _languages(r), m.start(), m.end()
    return None


def read_input_total(r: _Reader) -> None:
    """After the batch readers: an input total beside the output total is each request's prompt."""
    generate = next((f for f in r.found if f.fact == "generate_tokens"), None)
    if generate is None or any(f.fact == "input_tokens" for f in r.found):
        return
    m = _INPUT_TOTAL.search(r.t)
    if m is None:
        return
    total = _n(r, m.group("n") or m.group("n2") or m.group("n3"), m.group("k") or m.group("k2") or m.group("k3"))
    if total is None or total < 1e6:
        return
    got = _requests(r, float(generate.value), (m.start(), m.end()))
    if got is None or got[0] < 1000:
        return
    requests, s, e = got
    prompt = int(round(total / requests))
    if not 1 <= prompt <= 200_000:
        return
    for f in r.found:  # ("输入总共约 1.2 亿 token" read as tokens to train on: the prompts' total)
        if f.fact == "train_tokens" and f.start < m.end() and m.start() < f.end:
            f.fact = "_input_total"
    r.add(m.start(), m.end(), "input_tokens", prompt)
    out = next((f for f in r.found if f.fact == "output_tokens"), None)
    said_out = ""
    if out is None:
        each = max(1, int(round(float(generate.value) / requests)))
        r.add(generate.start, generate.end, "output_tokens", each, mask="kw")
        said_out = f", {int(generate.value):,} ÷ {requests:,} = {each:,} output tokens each"
    said, items = r.quote(m.start(), m.end()), r.quote(s, e)
    r.note(f"“{said}”, “{items}”: {requests:,} requests, {int(total):,} ÷ {requests:,} = {prompt:,} input tokens "
           f"each{said_out} — the batch's prompts priced as said",
           f"“{said}”“{items}”：{requests:,} 个请求，每个输入 {int(total):,} ÷ {requests:,} = {prompt:,} token"
           + (f"，每个输出 {int(generate.value):,} ÷ {requests:,} = {int(round(float(generate.value) / requests)):,}"
              " token" if said_out else "") + "——按所说的输入总量计提示")
