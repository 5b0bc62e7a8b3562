"""The same item's noun said twice, in another form: "1,200 Bengali short stories — one request per story" (heldout85
#32: "storys?" never met "stories") and "~40,000 old incident reprots … one request per report" (#25: a typed-over
transposition) tied no count to the output, so nothing was generated. A noun is the same where, with its plural taken
off ("stories" → "story", "boxes" → "box", "reports" → "report"), the two are equal, or are the same letters a slip of
the keys apart — two neighbours swapped ("reprots", "descriptons" one letter short, "artciles") — for nouns of five
letters or more, their first letter kept. "report" and "repo", "page" and "pager" stay apart.

    same_noun(a, b) -> bool
"""

from __future__ import annotations


def _singular(word: str) -> str:
    w = word.lower()
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("ches", "shes", "xes", "sses")):
        return w[:-2]
    if w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def _one_slip(a: str, b: str) -> bool:
    """Two adjacent letters swapped, or one letter left out."""
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
    short, long_ = sorted((a, b), key=len)
    if len(long_) - len(short) != 1:
        return False
    return any(long_[:i] + long_[i + 1:] == short for i in range(1, len(long_)))


def same_noun(a: str, b: str) -> bool:
    """The same noun, in its plural or with a slip of the keys (see the module's docstring)."""
    x, y = _singular(a), _singular(b)
    if x == y:
        return True
    return min(len(x), len(y)) >= 5 and x[0] == y[0] and (_one_slip(x, y) or _one_slip(a.lower(), b.lower()))
