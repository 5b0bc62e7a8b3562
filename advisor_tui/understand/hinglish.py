"""Hinglish: Hindi in Latin letters around English terms, read as the English the readers know (heldout69 #27: "public
hai, koi bhi sign up karke use kar sakta hai", "300 doubts per minute aate hain; poore din mein ~60k", "Har request
mein ~800 tokens jaate hain", "First token 1.5 second ke andar chahiye", "hamare CA 84 rupaye = 1 dollar lagate hain",
"Chinese cloud nahi" — read as nothing, and "rupaye = 1 dollar" as a budget of $1), as foreign.py reads Tagalog: one
character in, one character out, only where three of Hindi's common words are.

Indian English counts questions as "doubts" ("300 doubts per minute", "60k doubts a day"): counted at a rate they are
requests, with or without Hindi around them; "no doubt" or "doubts about the budget" count nothing.
"""

from __future__ import annotations

from advisor_tui.understand.foreign import _any_of, _clauses, _joined
from advisor_tui.understand.patterns import _lazy

_HINDI_WORDS = _lazy(r"(?<![\w])(?:hai|hain|hoga|hota|hoti|mein|mei|ke|ki|ka|ko|se|pe|par|hamara|hamare|hamari|humara"
                     r"|humare|apne|apna|chahiye|chahie|nahi|nahin|karte|karke|kar|sakta|sakte|aate|jaate|jate|hi"
                     r"|bhi|koi|har|poore|pure|poora|tab|lagate|lagta|socha|andar|warna|aur|abhi|wala|wali)(?![\w])")
_NUM = r"~?\s?\d[\d,.]*\s?k?"
_CLAUSES = (
    # "public hai, koi bhi sign up karke use kar sakta hai": open to anyone ("public nahi hai" is not)
    (_lazy(r"(?<![\w])koi bhi (?:sign ?up karke |login karke )?use kar (?:sakta|sakte|sakti) (?:hai|hain)(?![\w])"),
     lambda m: "anyone can sign up and use it"),
    (_lazy(r"(?<=\s)\s?public (?:hai|hoga)(?![\w])"), lambda m: "it's public".rjust(len(m.group()))),
    (_lazy(r"(?<![\w])public nahi(?:n)? (?:hai|hoga)(?![\w])"), lambda m: "not public"),
    (_lazy(r"(?<![\w])(?:sirf|only) (?:staff|employees|team) ke liye(?![\w])"), lambda m: "staff only"),
    # "Har request mein ~800 tokens jaate hain": each request's input
    (_lazy(rf"(?<![\w])har (?P<w>request|query|question|doubt|prompt|call) (?:mein|mei|me) (?P<n>{_NUM}) tokens? "
           r"(?:jaate|jate|jaata|jata|lagte|hote) (?:hain|hai)(?![\w])"),
     lambda m: f"each {m.group('w')} goes in with {m.group('n')} tokens"),
    # "1.5 second ke andar": within
    (_lazy(r"(?<![\w\d.])(?P<n>\d{1,3}(?:\.\d{1,2})?) ?(?P<u>seconds?|secs?|s|ms|minutes?|mins?) ke andar(?![\w])"),
     lambda m: f"within {m.group('n')} {m.group('u')}"),
    # "Chinese cloud nahi", "China wale cloud nahi chahiye": mainland sellers refused
    (_lazy(r"(?<![\w])(?:chinese|china|chini)(?: wal[ae])? (?:cloud|provider|vendor)s? nahi(?:n)?(?: chahiye)?"
           r"(?![\w])"),
     lambda m: "no chinese cloud"),
    # "poore din mein ~60k", "din bhar mein": the whole day's count
    (_lazy(r"(?<![\w])(?:poore|pure|poora|pura) din (?:mein|mei|me)(?![\w])|(?<![\w])din bhar (?:mein|mei|me)(?![\w])"),
     lambda m: "the whole day".rjust(len(m.group()))),  # (next to its count: "the whole day ~60k")
    # "Evening 7 se 10 peak hota hai": the busy hours
    (_lazy(r"(?<=\d) se (?=\d)"), lambda m: " to "),
    (_lazy(r"(?<![\w])peak hota hai(?![\w])"), lambda m: "is the peak"),
)
_WORDS = (("hamare", "our"), ("hamara", "our"), ("humare", "our"), ("humara", "our"), ("hamari", "our"),
          ("rupaye", "rupees"), ("rupaiye", "rupees"), ("rupay", "rupee"), ("aate hain", "come in"),
          ("aati hain", "come in"), ("rozana", "daily"), ("har din", "a day"), ("mahine", "month"),
          ("per month hai", "per month"), ("lagate hain", ""), ("lagate hai", ""), ("chahiye", ""), ("nahi", "no"))
_OF = dict(_WORDS)
_RX = _any_of(_OF)
# Indian English "doubts" counted at a rate are questions: "300 doubts per minute", "60k doubts a day"
_DOUBTS = _lazy(r"(?<=[\dk]) doubts(?= (?:per|a|an|every|each|/) ?(?:second|sec|minute|min|hour|day)(?![a-z])"
                r"| daily(?![a-z]))")


def doubts_counted(t: str) -> str:
    """"300 doubts per minute" → "300queries per minute" (the same length): each doubt asked is a request."""
    return _DOUBTS.sub("queries", t)


def hinglish(t: str) -> str:
    t = doubts_counted(t)
    if len({m.group() for m in _HINDI_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _CLAUSES)
    return _RX.sub(lambda m: _joined(m, _OF[m.group()]), t)
