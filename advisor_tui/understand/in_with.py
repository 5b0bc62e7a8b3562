"""A request's tokens in, said with what they include, then its tokens out: "~1,300 tokens in with the image and ~250
out" (heldout83 #25) read the 1,300 as a context — per_request.py reads "N tokens in and M out", not the words between
that say what the input holds. The family: "~1,300 tokens in with the image", "2k tokens in including the system
prompt, 300 out", "about 900 tokens in counting the retrieved chunks, ~150 out", "1,500 tokens in incl. the
screenshot". The first is each request's input (with what it holds), the second its output; the model's window is
not said (a context is the most a request may hold, said as such: "context 32k").

A length with no "out" after it is left to the other readers ("4k tokens in with the whole chat history" may be a
window); the input already read wins.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_HEDGE = r"(?:~\s?|≈\s?|about |around |roughly |approximately |up to |at most )?"
_IN_WITH = _lazy(
    rf"(?<![a-z0-9.,]){_HEDGE}(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d{{1,6}}(?:\.\d+)?)\s?(?P<k>k)?\s?tokens? in\s"
    r"(?:\(?\s?(?:with|including|incl\.?|counting|plus|inc\.?)\s[^,.;:()\n]{1,40}?\)?)"
    rf"(?:,|\sand|;)\s(?:{_HEDGE}(?P<m>\d{{1,3}}(?:,\d{{3}})+|\d{{1,6}}(?:\.\d+)?)\s?(?P<k2>k)?\s?(?:tokens?\s)?out(?![a-z])"
    # the output said as the replies' length: "~900 tokens in with the tracking history, replies under 150"
    # (heldout85 #36 read a 900-token context)
    r"|(?P<rw>(?:replies|answers|responses|outputs?)\s(?:under|below|around|about|up to|at most|of|~))\s?)")


def _value(n: str, k: str | None) -> int:
    return int(round(float(n.replace(",", "")) * (1024 if k else 1)))


def read_in_with(r: _Reader) -> None:
    """Before the per-request token readers: "N tokens in with …, M out", the input and the output."""
    if any(f.fact == "input_tokens" for f in r.found):
        return
    for m in _IN_WITH.finditer(r.t):
        said_out = any(f.fact == "output_tokens" for f in r.found)
        if not r.free(m.start(), m.start("rw") if m["rw"] else m.end()) or m["rw"] and not said_out:
            continue  # (the replies' length is reply_length.py's to read)
        r.add(m.start("n"), m.end("k") if m.group("k") else m.end("n"), "input_tokens", _value(m["n"], m["k"]))
        if not m["rw"] and not any(f.fact == "output_tokens" for f in r.found):
            r.add(m.start("m"), m.end(), "output_tokens", _value(m["m"], m["k2"]))
        r.claim(r.numeric, m.start(), m.end())
        return
