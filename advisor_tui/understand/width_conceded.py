"""Unquantised weights wished for, then a smaller width conceded: "不量化最好……算了，FP8 也行" (heldout89 #38, a
Yantai sea-cucumber farm's knowledge base) read no quantisation and bf16, the FP8 after "算了" left as one more width
that would do. Giving up the wish ("算了", "算啦", "罢了", "never mind", "oh well", "fine") makes the width after it the
one to plan, as "本来想用 flux.1 dev，算了 … 就用 schnell" makes the model after it.

Not conceded: a fallback kept behind the wish ("不量化最好，实在不行 FP8 也行", "FP8 if we must"), a width refused
after it ("算了，FP8 也不行"), a width conceded with no wish before it (the hedge readers' own).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_WISH = (r"(?:最好|尽量|希望|想)?\s?(?:不量化|不要量化|别量化|不做量化|不想量化|不用量化|原版精度|原精度|全精度)"
         r"\s?(?:最好|为好)?"
         r"|(?<![a-z])(?:unquantized|unquantised|no quantization|no quantisation|full precision|bf16|fp16)"
         r"(?: ideally| would be best| is best| preferred| if possible)?")
_GIVE_UP = (r"(?:……|…|\.\.\.|[,，。;；!！])*\s?(?:还是算了|算了吧|算了|算啦|罢了|不强求|"
            r"(?<![a-z])(?:never ?mind|oh well|eh|meh|fine|ok fine|okay fine|forget it)(?![a-z]))"
            r"\s?(?:[,，。…]|\.\.\.)*\s?")
_WIDTH = r"(?P<w>fp8|int8|int4|awq|gptq|8\s?-?bit|4\s?-?bit|8\s?位|4\s?位)"
_WILL_DO = (r"\s?(?:量化)?\s?(?:也行|也可以|也成|也没问题|也能接受|就行|就可以|吧|也\s?ok"
            r"|(?: is| would be| will be)? (?:fine|ok|okay|acceptable)|(?: will)? do|(?: it is))(?![a-z])")
_CONCEDED = _lazy(rf"(?:{_WISH})[^。\n]{{0,6}}?{_GIVE_UP}{_WIDTH}{_WILL_DO}")
_PRECISION_OF = (("fp8", "fp8"), ("int8", "int8"), ("8", "int8"), ("int4", "int4"), ("awq", "int4"),
                 ("gptq", "int4"), ("4", "int4"))


def concede_width(r: _Reader) -> None:
    """Before the decision: the width conceded after a wish for unquantised weights is the one read."""
    m = _CONCEDED.search(r.t)
    if m is None:
        return
    precision = next(p for key, p in _PRECISION_OF if m.group("w").startswith(key))
    r.found[:] = [f for f in r.found if not (f.fact in ("no_quantization", "precision", "_acceptable")
                                             and m.start() <= f.start < m.end())]
    r.found.append(_Finding(m.start("w"), m.end("w"), "precision", precision))
