"""An amount said in English words before another country's currency: "Twelve hundred Australian dollars a month; the
ministry converts at 1.6 Australian dollars to the US dollar" (heldout95 C16) read no budget — the money readers take
a foreign amount in digits ("1,200 Australian dollars") or in Chinese numerals ("一千二澳元"), and English words only
before a bare dollar ("twelve hundred dollars", the US dollar's). Rewritten in place as its digits, padded before them
to the same length (spans still index the original): "fifteen hundred euros", "two thousand five hundred Swiss
francs", "a thousand pounds". Only a round figure of hundreds or thousands (a word count such as "one euro" is left),
and never pounds of a weight ("twelve hundred pounds of feed").
"""

from __future__ import annotations

from advisor_tui.understand.numbers import _EN_WORD, _en_number
from advisor_tui.understand.patterns import _lazy

_CURRENCY = (r"(?:(?:australian|canadian|new zealand|singapore|hong kong|[a-z]{3,12}(?:an|ese|i)) dollars?|euros?"
             r"|pounds?(?: sterling)?(?! of)|(?:[a-z]{3,12} )?francs?|(?:[a-z]{3,12} )?rupees?|kroner|kronor|krona"
             r"|(?:[a-z]{3,12} )?shillings?|(?:[a-z]{3,12} )?pesos?|rand|yen|(?:[a-z]{3,12} )?dirhams?"
             r"|(?:[a-z]{3,12} )?dinars?|(?:[a-z]{3,12} )?riyals?|lira|zlotys?|reais|ringgit)(?![a-z])")
_WORDED = _lazy(rf"(?<![a-z\d.,])(?P<n>(?:a|{_EN_WORD})(?:[ -]{_EN_WORD}){{0,4}})(?= {_CURRENCY})")


def amounts_in_words(t: str) -> str:
    if "hundred" not in t and "thousand" not in t:
        return t

    def one(m) -> str:
        words = m.group("n")
        if not any(scale in words for scale in ("hundred", "thousand")):
            return words
        value = _en_number(words[2:] if words.startswith("a ") else words)
        if not value or value != int(value):
            return words
        return str(int(value)).rjust(len(words))

    return _WORDED.sub(one, t)
