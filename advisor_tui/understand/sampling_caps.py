"""A generation call's token cap in pasted code is no money: "SamplingParams(max_tokens=200, temperature=0.3)"
(heldout81
#39 read a ¥200 budget), "max_new_tokens=512", '"max_tokens": 300', "--max-tokens 256", "max_output_tokens: 1024".
Claimed before the number readers: a cap on each reply, not its typical length, so it sets no fact of its own — the
reply's length said in words is read as ever.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (the reader's text spells snake_case with spaces: "max_tokens" is "max tokens")
_CAP = _lazy(r"(?<![a-z])(?:--)?\"?(?:max[ _-](?:new[ _-]|output[ _-]|completion[ _-]|gen[ _-])?tokens"
             r"|num[ _-]predict)\"?\s?[:=]?\s?\"?\d{1,6}(?![\d.])")


def claim_sampling_caps(r: _Reader) -> None:
    for m in _CAP.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.claim(r.numeric, m.start(), m.end())
