"""A service's rate said in the items it takes: "at the US open it peaks around 120 articles a second, each ~700
tokens" (heldout83 #24, an embedding service) read no rate — job.py reads requests, queries, messages, documents,
tickets or chats a second, not articles, posts or passages — and so the model and the 700 tokens each had no service
to belong to (read as a 700-token context).

The family: so many text items a second or a minute — "120 articles a second", "~300 posts per minute", "50 reviews/s",
"每秒 120 篇文章", "一分钟 300 条评论", "每秒两百段文本" — each item one request (the table reads a request's items
so: heldout82 #25's '一单一次请求', heldout76 #17's embed calls). A rate a day ("articles a day") is the day's
volume, read elsewhere; a batch's pace ("we can process 120 articles a second") is no load when the text is a job.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_PER = {"秒": 1, "秒钟": 1, "分钟": 60, "second": 1, "sec": 1, "s": 1, "minute": 60, "min": 60}
_RATE = _lazy(
    rf"(?<![\d.])(?P<n>{AR})\s?(?P<k>k(?![a-z]))?\s(?:new |incoming |news |short |long )?"
    r"(?:articles?|posts?|tweets?|headlines?|stories|reviews?|comments?|passages?|chunks?|snippets?|paragraphs?"
    r"|sentences?|texts?|e-?mails?|listings?|filings?|abstracts?|records?|items?)"
    r"\s?(?:a|per|/|an|every|each)\s?(?P<per>second|sec|s|minute|min)(?![a-z])"
    rf"|(?:每|一)\s?(?P<per2>秒钟?|分钟)\s?(?:大概|大约|约|差不多|能有|会有|有|最多)?\s?(?<![\d.])(?P<n2>{AR}|{CN})\s?"
    r"(?:来|多)?\s?(?:篇|段|条)\s?(?:文章|新闻|文本|评论|帖子|段落|文档|稿件|邮件)")
_BATCH_PACE = _lazy(r"(?<![a-z])(?:process|processes|processing|embed|embeds|can do|throughput of)\s"
                    r"(?:about |around |~)?$")


def read_item_rate(r: _Reader) -> None:
    """Before the encoder service: items a second or a minute, each one request, the service's rate (none said)."""
    if any(f.fact == "rps" for f in r.found):
        return
    for m in _RATE.finditer(r.t):
        if not r.free(m.start(), m.end()) or _BATCH_PACE.search(r.t, max(0, m.start() - 24), m.start()):
            continue
        n = _n(r, m.group("n") or m.group("n2"), m.group("k"))
        if n:
            r.add(m.start(), m.end(), "rps", round(n / _PER[m.group("per") or m.group("per2")], 6))
            return
