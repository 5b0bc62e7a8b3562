"""Each item's clips listed by kind: their sum, times the items, and a set of clips of their own besides.

"26 款新品，每款一条竖版、一条横版，都是 5 秒；另外门店外景再加 4 条" (heldout71 #3) read 26 clips: each item's clips
were counted one kind at a time (a vertical one and a horizontal one), so the item's count is their sum, 2, and the job
26 × 2 + 4 = 56. The same for "每个景点一条 15 秒预告、两条 5 秒短片", "每间房：全景一条、细节两条", and in English
"30 listings, one vertical and one horizontal clip each" (the pictures' own form is media._read_kinds_then_counts).
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_UNIT = r"(?:条|段|支)"
_KIND = (rf"(?:(?:{AR}|{CN})\s?{_UNIT}\s?(?!视频|短视频)[\u4e00-\u9fffa-z0-9 ]{{1,8}}?"
         rf"|[\u4e00-\u9fffa-z]{{1,6}}?\s?(?:{AR}|{CN})\s?{_UNIT})")
_SEP = r"\s?(?:\+|加|和|、|,|，|外加)\s?"
_KINDS_EACH = _lazy(r"每\s?(?P<c>个|款|件|种|样|套|家|本|间|道|集|期)\s?[\u4e00-\u9fff]{0,4}?\s?(?:都)?\s?"
                    r"(?:要|做|出|配|拍|剪|生成)?\s?[:：]?\s?"
                    rf"(?P<list>(?:{_KIND}{_SEP}){{1,4}}{_KIND})(?=\s?[,，。;；!?\n]|$)")
_ITEMS_BEFORE = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<c>个|款|件|种|样|套|家|本|间|道|集|期)")
_NUMBER_BETWEEN = _lazy(r"\d|[一二两三四五六七八九十百千万]\s?(?:个|款|件|种|样|套|张|条|间)")
_COUNT = _lazy(rf"(?P<n>{AR}|{CN})\s?{_UNIT}")
_EN_ONE = r"(?:an?|one|two|three|four|\d)"
_KINDS_EACH_EN = _lazy(
    rf"(?<![a-z0-9.,])(?P<items>{AR})\s(?:[a-z-]+\s){{0,2}}?[a-z-]{{3,}}s\s?[,:;—–-]\s?"
    rf"(?P<list>{_EN_ONE}\s[a-z-]+(?:\s(?:and|plus|\+)\s{_EN_ONE}\s[a-z-]+){{1,3}})"
    r"\s(?:clips?|videos?)\s(?:each|apiece|a piece|per [a-z]+|for each(?: one)?)(?![a-z])")
_EN_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4}
# a set of clips besides the items': "；另外门店外景再加 4 条", "，此外还要 3 条品牌片"
# (the clips' length may come between: "…，都是 5 秒、720P；另外门店外景再加 4 条")
_APART = _lazy(rf"[^。!?\n]{{0,24}}?[,，；;]\s?(?:另外|此外|外加|再加|另加)[^。；;!?\n,，\d]{{0,12}}?"
               rf"(?:再加|还要|另加|要|加)?\s?(?P<x>{AR}|{CN})\s?{_UNIT}")


def read_clip_kinds(r: _Reader) -> bool:
    """Before the clip counts: each item's clips listed by kind, as videos (True when read)."""
    for m in _KINDS_EACH.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        counts = [_n(r, c.group("n"), None) for c in _COUNT.finditer(r.t, m.start("list"), m.end("list"))]
        if len(counts) < 2 or not all(counts):
            continue
        # the items counted before 每款, with no other count between: "26 款新品，每款…", "18 间房…每间"
        back = next(reversed(list(_ITEMS_BEFORE.finditer(r.t, max(0, m.start() - 40), m.start()))), None)
        items = _n(r, back.group("n"), None) if back is not None and back.group("c") == m.group("c") else None
        if not items or items < 2 or not r.free(back.start("n"), back.end()) \
                or _NUMBER_BETWEEN.search(r.t, back.end(), m.start()):
            continue
        _add(r, back.start(), m.end(), items, counts)
        return True
    for m in _KINDS_EACH_EN.finditer(r.t):
        items = _n(r, m.group("items"), None)
        said = m.group("list").replace(" plus ", " and ").replace(" + ", " and ").split(" and ")
        counts = [_EN_COUNT.get(w, 0) or _n(r, w, None) for w in (x.split()[0] for x in said)]
        if items and items >= 2 and all(counts) and r.free(m.start(), m.end()):
            _add(r, m.start(), m.end(), items, counts)
            return True
    return False


def _add(r: _Reader, start: int, end: int, items: float, counts: list[float | None]) -> None:
    each = sum(c or 0 for c in counts)
    total, said = int(round(items * each)), f"{items:,g} × ({' + '.join(f'{c:g}' for c in counts if c)})"
    last = end
    apart = _APART.match(r.t, end)
    if apart is not None and (extra := _n(r, apart.group("x"), None)) and r.free(apart.start("x"), apart.end()):
        total, said, last = total + int(extra), f"{said} + {extra:g}", apart.end()
        r.claim(r.numeric, apart.start("x"), apart.end())
    r.add(start, last, "videos", total)
    r.claim(r.numeric, start, end)
    r.note(f"“{r.quote(start, last)}”: {said} = {total:,} clips",
           f"“{r.quote(start, last)}”：{said} = {total:,} 条视频")
