"""A request's tokens said as what goes in, in Chinese: ``input_tokens``, not a context.

"每次连菜单带用户地址大概 500 token 进去" (heldout88 #3) and "每次丟進去一段日文原文加術語表，大約 3,000 token"
(heldout88 #22) read as a 500- and a 3,000-token context: per_request.py knew "喂进去", "塞进去" and "带上" before a
length, not the length followed by 进去 ("500 token 进去", "2k token 喂进去"), nor the other verbs of putting text
in — 丢, 扔, 贴, 粘, 输, 传, 发, 送, 放进去 — with what is put in named between ("丢进去一段原文加术语表，大约 3000
token"). Each time (每次, 每条, 每个请求, 每轮, 一次) marks a request's: a length with no such word stays a window or a
sample's; in a training job ("训练的时候每次 8k token 喂进去") it is no request. Refused or impossible ("塞不进去",
"进不去") is no input. The same words with 出来 after the length ("80 token 出来") are the request's output.
"""

from __future__ import annotations

from advisor_tui.understand.job import _TRAINING_WORDS
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.per_request import _tokens
from advisor_tui.understand.reader import _Reader

_EACH_TIME = r"(?:每次|每一次|每条|每條|每个请求|每個請求|每轮|每輪|一次)"
_PUT_IN = r"(?:丢|丟|扔|贴|粘|输|传|发|送|放|塞|喂|灌|拼|带|帶)进去"
_HEDGE = r"(?:大概|大约|约|差不多|平均|一般|~|≈)?"
_LEN = r"(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k)?\s?(?:个)?\s?tokens?(?![a-z])"
_GOES = _lazy(
    # "每次连菜单带用户地址大概 500 token 进去", "每次 2k token 喂进去", "每轮 80 token 出来"
    rf"{_EACH_TIME}[^。；;!?\n\d]{{0,16}}?{_HEDGE}\s?{_LEN}\s?(?:左右|上下)?\s?(?P<io>(?:{_PUT_IN}|进去|出来))"
    # "每次丢进去一段日文原文加术语表，大约 3000 token"
    rf"|{_EACH_TIME}\s?(?:都|会|要|再)?\s?{_PUT_IN}[^。；;!?\n\d]{{0,20}}?{_HEDGE}\s?"
    + _LEN.replace("?P<n>", "?P<n2>").replace("?P<k>", "?P<k2>"))
# the output said right after: "每个请求大概 1500 token 进去，300 token 出来"
_THEN_OUT = _lazy(rf"\s?[,，]\s?{_HEDGE}\s?{_LEN}\s?(?:左右|上下)?\s?出来")


def read_tokens_go_in(r: _Reader) -> None:
    """Before the per-request token readers: a length put in each time is the request's input; 出来 its output."""
    if r.question == "job" or _TRAINING_WORDS.search(r.t):
        return  # a training job's lengths are its samples' (and a window), no request's
    for m in _GOES.finditer(r.t):
        if not r.free(m.start(), m.end()) or "不" in m.group():
            continue
        out = m.group("io") == "出来"
        fact = "output_tokens" if out else "input_tokens"
        if any(f.fact == fact for f in r.found):
            continue
        if (value := _tokens(r, fact, m)) is not None:
            r.add(m.start(), m.end(), fact, value)
            after = _THEN_OUT.match(r.t, m.end())
            if not out and after and r.free(after.start(), after.end()) \
                    and not any(f.fact == "output_tokens" for f in r.found) \
                    and (made := _tokens(r, "output_tokens", after)) is not None:
                r.add(after.start(), after.end(), "output_tokens", made)
            r.note(f"“{r.quote(m.start(), m.end())}”: what each request puts in — its input tokens, not a context"
                   if not out else f"“{r.quote(m.start(), m.end())}”: what each request brings out — its output tokens",
                   f"“{r.quote(m.start(), m.end())}”：每次放进去的长度，是每个请求的输入 token，不是上下文"
                   if not out else f"“{r.quote(m.start(), m.end())}”：每次出来的长度，是每个请求的输出 token")
