"""Pictures (or clips) counted three deep: groups, so many items per group, so many pictures of each item.

"18 sections, 6 costume designs per section, 2 angles each, plus 10 images for the band-launch poster. Wait — two of
the sections merged, so 16 sections." (heldout94 C13, a mas band's mock-ups) read 118 images: media.py's lots take two
factors (18 × 6, then the poster's 10) and the angles of each design were lost, as was the corrected count of
sections. The family: a count of groups, the items of each ("per section", "each", "in each"), then the pictures of
each item ("2 angles each", "3 shots per design") — groups × items × pictures, and a set apart after it ("plus 10
images for the poster") added once; the groups said again after a correction ("Wait — …, so 16 sections", "sorry,
make that 16 sections") put in the count. "18 sections, 6 designs each" with no third factor, or a third count of
another kind ("5 seconds each", "2 models each" where nothing is pictured), is left to media.py.
"""

from __future__ import annotations

from advisor_tui.understand.media import _SMALL_WORDS, _apart
from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_SMALL = r"\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve"
_PICTURES = (r"(?:angles?|views?|images?|pictures?|photos?|shots?|renders?|mock-?ups?|variants?|variations?"
             r"|versions?|poses?|colou?rways?)")
_CLIPS = r"(?:clips?|videos?|loops?)"  # ("12 venues, 3 stages each, 2 clips per stage" read 2 clips)
_LOTS = _lazy(
    rf"(?<![a-z\d.,])(?P<n>{AR}|{_SMALL})\s(?:[a-z-]+\s)?(?P<group>[a-z]{{3,20}}s),\s"
    rf"(?P<m>{_SMALL})\s(?:[a-z-]+\s){{0,2}}?(?P<item>[a-z]{{3,20}}s)\s"
    r"(?:each|apiece|per\s[a-z-]+|in each(?:\s[a-z-]+)?)"
    rf",\s(?P<k>{_SMALL})\s(?:[a-z-]+\s)?(?:{_PICTURES}|(?P<clips>{_CLIPS}))\s(?:each|apiece|per\s[a-z-]+)(?![a-z])")
_RECOUNT = _lazy(rf"[^.!?\n]{{0,40}}?[.;!?—–]?\s?(?:no wait|wait|sorry|oops|actually|correction)(?![a-z])"
                 rf"[^.!?\n]{{0,60}}?(?:(?<![a-z])(?:so|make (?:it|that)|it'?s|that'?s|now)\s)"
                 rf"(?P<n>{AR}|{_SMALL})\s(?P<group>[a-z]{{3,20}}s)(?![a-z])")


_QUOTED = _lazy(r"“([^”]+)”")


def _count(r: _Reader, said: str) -> int | None:
    value = _SMALL_WORDS.get(said) or {"twelve": 12}.get(said) or _n(r, said, None)
    return int(value) if value and value == int(value) else None


_MORE_CLIPS = _lazy(rf",?\s(?:plus|and|\+)\s(?:another\s)?(?P<x>{_SMALL})\s(?:[a-z-]+\s){{0,2}}?{_CLIPS}(?![a-z])"
                    r"(?:\s(?:for|of)\s(?:the\s)?[a-z-]+)?")


def _set_apart(r: _Reader, end: int, clips: bool) -> tuple[int, int] | None:
    """A set of its own said after the lot ("plus 10 images for the poster", "plus 4 clips for the opening")."""
    if not clips:
        apart = _apart(r, end, summed_before=True)  # (media.py's lots summed it already)
        return (int(apart[0]), apart[1]) if apart is not None else None
    m = _MORE_CLIPS.match(r.t, end)
    extra = _count(r, m.group("x")) if m is not None else None
    return (extra, m.end()) if extra else None


def read_lots_of_lots(r: _Reader) -> None:
    """After the media lots, before the corrections and drops: groups × items each × pictures each (+ a set apart)."""
    for m in _LOTS.finditer(r.t):
        groups, items, each = (_count(r, m.group(g)) for g in ("n", "m", "k"))
        if not (groups and items and each) or groups < 2 or each < 2:
            continue
        fact, unit, unit_zh = ("videos", "clips", "条视频") if m.group("clips") else ("images", "images", "张图")
        total, end, plus = groups * items * each, m.end(), ""
        if (apart := _set_apart(r, end, fact == "videos")) is not None:
            total, end, plus = total + apart[0], apart[1], f" + {apart[0]:,}"
        said = f"{groups:,} × {items} × {each}{plus}"
        again = _RECOUNT.match(r.t, end)
        if again is not None and again.group("group").rstrip("s") == m.group("group").rstrip("s") \
                and (new := _count(r, again.group("n"))) and new != groups:
            total = new * items * each + (apart[0] if apart else 0)
            said, end = f"{new:,} × {items} × {each}{plus} ({groups:,} {m.group('group')} said first)", again.end()
        for f in r.found:  # (the two-factor lot read before, and the recount's own count, are this one)
            if f.fact == fact and m.start() <= f.start < end:
                f.fact = "_regrouped"
        whole = r.quote(m.start(), end)
        r.notes = [n for n in r.notes if not (n.en.startswith("“") and unit in n.en
                                              and all(q in whole for q in _QUOTED.findall(n.en)))]
        r.add(m.start(), end, fact, total)
        r.claim(r.numeric, m.start(), end)
        r.note(f"“{r.quote(m.start(), end)}”: {said} = {total:,} {unit}",
               f"“{r.quote(m.start(), end)}”：{said} = {total:,} {unit_zh}")
        return
