"""A request's tokens said with 入 and 出, the short Chinese (and Cantonese) for "in" and "out": "1500 token入、300
token出", "入1500 token，出300 token", "1.5k token 入 / 300 token 出". Review 112 C2-c: a Macau agency's follow-up
"…繁忙時段每秒2個請求，1500 token入、300 token出…" lost its 1,500-token prompt (the answer sized an
8,192-token one); in the first message the input came only from "每個問題大概1500 token" and the 300 out was
dropped. The figure before or after 入 is the input, the one by 出 the output — read as a pair only, with "token"
(or a "k") said on it, so that "出头" ("a little over"), "出来", "入门" or a lone "出 300" read nothing.

Neighbours that stay as they were: "输入1500、输出300" (job.py), "1500 tokens in, 300 out" (English), "1500 token出头"
(no output), "入手 2 张卡" (no tokens).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge.errors import InputError
from rules.facts import parse_tokens

_HEDGE = r"(?:(?:大概|大约|约|差不多|平均|最多|~|≈)\s?)?"
_LEN = r"(?P<{0}>\d{{1,3}}(?:,\d{{3}})+|\d{{1,6}}(?:\.\d+)?)\s?(?P<{0}k>k)?\s?(?:个\s?)?"
_TOKENS = r"(?:tokens?|toks?)"
# the words after 入 / 出 that make them no in or out: "入门", "出头", "出来"
_NOT_IO = r"(?![门手库口头来去现错])"
_SEP = r"\s?(?:[、，,/;；]|和|及|跟|同)?\s?"
# "1500 token入、300 token出": the length, then the verb
_LEN_FIRST = _lazy(
    "(?P<said_in>" + _HEDGE + _LEN.format("i") + rf"{_TOKENS}?\s?(?:输入|入){_NOT_IO})" + _SEP
    + _HEDGE + _LEN.format("o") + rf"{_TOKENS}?\s?(?:输出|出){_NOT_IO}")
# "入1500 token，出300 token": the verb, then the length
_VERB_FIRST = _lazy(
    r"(?P<said_in>(?<![输进加收投流导写录存传])入\s?" + _HEDGE + _LEN.format("i") + rf"{_TOKENS}?)" + _SEP
    + r"(?<![输])出\s?" + _HEDGE + _LEN.format("o") + rf"{_TOKENS}?(?![a-z])")


def read_in_out_zh(r: _Reader) -> None:
    """Before the per-request token readers: "N token入、M token出" — N the input, M the output."""
    for rx in (_LEN_FIRST, _VERB_FIRST):
        for m in rx.finditer(r.t):
            said = m.group()
            if not r.free(m.start(), m.end()) or not ("token" in said or "tok" in said or m.group("ik")
                                                      or m.group("ok")):
                continue
            try:
                values = [parse_tokens(fact, f"{m.group(g).replace(',', '')}{m.group(g + 'k') or ''}")
                          for fact, g in (("input_tokens", "i"), ("output_tokens", "o"))]
            except InputError:
                continue
            r.add(m.start(), m.end("said_in"), "input_tokens", values[0])
            r.add(m.start("o"), m.end(), "output_tokens", values[1])
            return
