"""A count said with a hedged larger figure after it is the larger one, said so: "roughly 3,000 hours of audio, maybe
3.5k" (review 116 c7, an Addis Ababa court archive) was a conflict that asked which — the job was left unsized, its
deadline and budget unchecked. Issue 15: ranges and hedges take the stated maximum and say so. So are "三千小时左右，
可能到三千五", "about 20k samples, maybe 25k", "2,000 images, possibly 2,500". Not read: a smaller second figure
("3,000 hours, maybe 2,500 usable" is no upper bound) or one of another kind of count.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_COUNTS = ("audio_hours", "samples", "images", "videos", "train_tokens")
_HEDGED_MORE = _lazy(r"[^.。;；!?！？\n\d]{0,12}?[,，、—–-]?\s?(?:but\s|or\s)?"
                     r"(?:maybe|perhaps|possibly|probably|could be|might be|up to|or even|or so,? maybe"
                     r"|可能到|可能会到|可能有|可能|也许|或许|也可能|最多到?|多的话)\s?$")


def take_hedged_upper_counts(r: _Reader) -> None:
    """After the count readers: "A, maybe B" with B above A of the same count keeps B."""
    for fact in _COUNTS:
        said = sorted((f for f in r.found if f.fact == fact), key=lambda f: f.start)
        for a, b in zip(said, said[1:], strict=False):
            if not (isinstance(a.value, int | float) and isinstance(b.value, int | float)) or b.value <= a.value:
                continue
            if a.end > b.start or not _HEDGED_MORE.search(r.t, a.end, b.start):
                continue
            a.fact = "_hedged_below"
            r.note(f"“{r.quote(a.start, b.end)}”: the larger figure, {b.value:,g}, is used",
                   f"“{r.quote(a.start, b.end)}”：按较大的数 {b.value:,g} 计")
