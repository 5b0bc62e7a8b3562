"""A summarising batch's two lengths said of what is read and what is written: "给 20 万篇旧新闻生成摘要 …
每篇新闻正文平均
3000 token 左右，摘要 200 token 以内" (heldout81 #39 read a 3,000-token context, the 200 no output and a ¥200 budget),
"each report body is ~4,000 tokens, summaries under 250 tokens". The item's body (正文 / 原文 / 全文, "each article",
"body") is each request's input; the summary's length (摘要 / 总结 / 概要, "summary", "summaries", "abstract") its
output — a cap ("以内", "under") is the length to size. Read only when both are said: either alone is left to the
readers that know it (a training sample's "每篇 800 token").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_N = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>k)?\s?(?:个)?\s?(?:tokens?|toks?)(?![a-z])"
_ABOUT = r"(?:大概|大约|约|平均|差不多|也就|about|around|roughly|approx\.?|on average|averaging|~|≈)?\s?"
# (a call's transcript: "每通转写稿约4000个token", review 102 c06)
_BODY = (_lazy(r"(?:每篇|每份|每条|每个|每封|每通|单篇|一篇)?\s?(?:[\u4e00-\u9fff]{0,4}?)"
               r"(?:正文|原文|全文|文章|稿子|报告|转写稿|转录稿|文字稿|逐字稿)"
              r"\s?(?:长度)?\s?(?:都|也)?\s?" + _ABOUT + _N
              ), _lazy(r"(?<![a-z])(?:each|every|an?|the|per)\s(?:[a-z]+\s){0,2}?"
              r"(?:body|article|report|document|story|paper|transcript|text)(?:\sbody)?"
              r"\s(?:is|runs|comes to|has|of)?\s?"
              + _ABOUT + _N))
_SUMMARY = (_lazy(r"(?:摘要|总结|概要|提要|简介)\s?(?:长度|输出)?\s?(?:控制在|在|要|限)?\s?" + _ABOUT
                 + r"(?:不超过|最多|以内)?\s?" + _N + r"(?:\s?(?:以内|以下|左右|上下))?"
                 ), _lazy(r"(?<![a-z])(?:summar(?:y|ies)|abstracts?|tl;?drs?)\s"
                          r"(?:of\s|are\s|is\s|should be\s|must be\s|at\s)?"
                 r"(?:(?:under|below|up to|at most|max|no more than|about|around|roughly|~)\s?)?" + _N))


def read_summary_lengths(r: _Reader) -> None:
    """Before the request readers: a body's length the input, its summary's the output, when both are said."""
    if any(f.fact in ("input_tokens", "output_tokens") for f in r.found):
        return
    body = next((m for rx in _BODY for m in rx.finditer(r.t) if r.free(m.start("n"), m.end())), None)
    summary = next((m for rx in _SUMMARY for m in rx.finditer(r.t) if r.free(m.start("n"), m.end())), None)
    if body is None or summary is None or body.start() == summary.start():
        return
    bn, sn = _n(r, body.group("n").replace(",", ""), body.group("k")), _n(r, summary.group("n").replace(",", ""),
                                                                         summary.group("k"))
    if not bn or not sn or sn >= bn:
        return  # (a summary no shorter than its text is no summary of it)
    r.add(body.start("n"), body.end(), "input_tokens", int(round(bn)))
    r.add(summary.start("n"), summary.end(), "output_tokens", int(round(sn)))
