"""Conversations held at once are the load, not a data set: "高峰同时 20 个对话", "同时在线 30 个会话",
"20 个对话同时进行" read as 20 training samples, and the answer stopped on "每条大概多少 token？" (the forty-fourth
session's final user pass: a customer-service bot). Read before the job reader, as "40 conversations at once" is."""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_AT_ONCE = _lazy(
    rf"同时\s?(?:在线|进行|进来|有|开着?|跑)?\s?(?:大概|大约|约|差不多|最多)?\s?(?P<n>{AR}|{CN})\s?(?:个|路|条)?\s?"
    r"(?:对话|会话|聊天|咨询|客户)(?!\s?(?:记录|数据|日志|语料|样本|历史))"
    rf"|(?P<n2>{AR}|{CN})\s?(?:个|路|条)\s?(?:对话|会话|聊天)\s?(?:同时|一起)\s?(?:进行|在线|进来|跑)?")


def read_concurrent_dialogues(r: _Reader) -> None:
    if any(f.fact == "concurrency" for f in r.found):
        return
    for m in _AT_ONCE.finditer(r.t):
        g = "n" if m.group("n") else "n2"
        n = _n(r, m.group(g))
        if n and n == int(n) and 1 <= n <= 100_000 and r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "concurrency", int(n))
            return
