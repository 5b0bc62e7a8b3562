"""An item's length going in and coming out, said with the verbs of a pipe: "each review goes in at ~350 tokens and
comes out at ~150" (heldout77 #17: the 350 was read as the output and the 150 lost, so 40,000 reviews were sized at
350 tokens each to write), "prompts go in at about 2k tokens, answers come out at ~300", "comes out at 150 tokens".
The length after "in" is the input, the one after "out" the output; a bare figure after "comes out at" is tokens
only where "tokens" was said for the length going in."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_HEDGE = r"(?:~|≈|about |around |roughly |approximately |at most |up to )?"
_LEN = r"(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6}(?:\.\d+)?)\s?(?P<k>k)?"
_IN = _lazy(rf"(?<![a-z])(?:goes|go|going|went|is fed|are fed|gets? fed|feeds?) in (?:at|with|as)\s{_HEDGE}{_LEN}"
            r"[- ]?(?P<tok>tokens?|toks?)(?![a-z])")
_OUT = _lazy(rf"(?<![a-z])(?:comes|come|coming|came|goes|go) out (?:at|with|as)\s{_HEDGE}{_LEN}"
             r"(?:[- ]?(?P<tok>tokens?|toks?))?(?![a-z0-9])")


def _value(m) -> int:  # noqa: ANN001 - an _IN / _OUT match
    return int(round(float(m.group("n").replace(",", "")) * (1024 if m.group("k") else 1)))


def read_in_out_at(r: _Reader) -> None:
    """Before the per-request token readers: "goes in at N tokens" the input, "comes out at M" the output."""
    said_in = False
    for m in _IN.finditer(r.t):
        if r.free(m.start(), m.end()) and not any(f.fact == "input_tokens" for f in r.found):
            r.add(m.start(), m.end(), "input_tokens", _value(m))
            said_in = True
    for m in _OUT.finditer(r.t):
        if not r.free(m.start(), m.end()) or any(f.fact == "output_tokens" for f in r.found):
            continue
        if m.group("tok") or said_in:
            r.add(m.start(), m.end(), "output_tokens", _value(m))
