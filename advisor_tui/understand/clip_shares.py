"""A share of the items that gets more clips on top of each item's: "Eighteen character skins, one 6-second turntable
clip each at 720p; the three legendary skins get a second clip" (heldout82 #13) is 18 + 3 = 21 clips, read as 18. As
image_shares.py adds a share's extra pictures, a share's extra clips are added to the video lot: "the 4 hero
products also get a second clip", "five of them get an extra loop", "the 2 flagship models get 2 more clips",
"其中 6 件是镇馆之宝，每件再多做 1 条", "其中 5 款再加 2 段". Only a share said to get more ("a second",
"another", "extra", "more", "also", 再 / 另外 / 多) is added; a share larger than the lot, or given its clips
instead, changes nothing.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN, EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_CLIP = r"(?:[a-z-]+\s)?(?:clips?|videos?|loops?|animations?|cuts?|takes?|shots? of video)(?![a-z])"
_SHARE_MORE = _lazy(
    # "the three legendary skins get a second clip", "five of them get an extra loop", "the 2 flagships also get 2 more"
    rf"(?<![a-z0-9.,])(?:the\s)?(?P<n>\d{{1,5}}|{EN})\s(?:(?:[a-z'’-]+\s){{0,2}}?[a-z-]+|of (?:them|those|these))"
    # (which ones, in brackets between: "12 of them (the strands) get a second close-up clip", heldout94 P5)
    r"(?:\s?[(（][^)）\n]{1,30}[)）])?\s"
    r"(?:will\s)?(?:also\s|additionally\s)?(?:gets?|needs?|has|have|requires?)\s"
    rf"(?:(?P<one>a second|an extra|an additional|another|one more|one extra)\s|(?P<a>\d{{1,2}}|{EN})\s"
    rf"(?:extra|more|additional)\s){_CLIP}"
    # "其中 6 件是镇馆之宝，每件再多做 1 条", "其中 5 款再加 2 段"
    rf"|(?:其中|这里面|里面|当中)\s?(?P<zn>{AR}|{CN})\s?(?:个|款|件|套|家|本|位|集|首)[^,，;；.。]{{0,12}}?[,，]?\s?"
    r"(?:(?:每(?:个|款|件|套|家|本|位|集|首)?|各)\s?)?(?:再|还|另外|额外|另)\s?(?:要|得|需要)?\s?(?:各|额外|另外)?\s?"
    rf"(?:多|加|补)?\s?(?:做|出|生成|剪|拍|配)?\s?(?P<za>{AR}|{CN})\s?(?:条|段|个视频|支)")
_ONE = {"a second": 1, "an extra": 1, "an additional": 1, "another": 1, "one more": 1, "one extra": 1}
_AFTER = 200  # how far after the lot the share may be said


def add_clip_shares(r: _Reader) -> None:
    """After the video lots (the bare answer's too): a share of the items said to get more clips is added."""
    lots = [f for f in r.found if f.fact == "videos" and isinstance(f.value, int)]
    if not lots:
        return
    first = min(lots, key=lambda f: f.start)
    m = _SHARE_MORE.search(r.t, first.end, min(len(r.t), first.end + _AFTER))
    if m is None:
        return
    g = "n" if m.group("n") else "zn"
    some = _n(r, m.group(g))
    each = _ONE[m.group("one")] if m.group("one") else _n(r, m.group("a") or m.group("za"))
    if not some or not each or some != int(some) or each != int(each) or not 0 < some < first.value \
            or not r.free(m.start(g), m.end()):
        return
    total = first.value + int(some) * int(each)
    quoted = r.quote(m.start(g), m.end())
    first.value, first.end = total, max(first.end, m.end())
    r.claim(r.numeric, m.start(g), m.end())
    r.note(f"“{quoted}”: + {int(some)} × {int(each)} = {total:,} clips in all",
           f"“{quoted}”：+ {int(some)} × {int(each)}，共 {total:,} 条视频")
