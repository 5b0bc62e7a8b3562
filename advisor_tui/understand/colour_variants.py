"""Each design in so many colours is that many pictures: "想批量出杯子、盘子的釉色效果图给客人挑 … 杯型 30 款，每款 5 种
釉色；另外淘宝店首页还要 8 张 banner" (heldout89 #15, a Jingdezhen ceramics studio) read no picture count — the
colourway (釉色, 配色, 颜色, 花色, 色号; "colourways", "colour variants") named with no 张 or 图 after it. In a job
that makes pictures, N designs × M colours each are N × M pictures, with a set of their own besides
(另外…还要 8 张) added as media.py adds it.

Not pictures: colours with their own count of pictures after ("每款 5 种釉色，每种 2 张图" is media.py's), a text
that makes no pictures ("30 款杯子，每款 5 种颜色，帮我写文案"), colours of a product with no design count.
"""

from __future__ import annotations

from advisor_tui.understand.media import _APART as _APART_AT
from advisor_tui.understand.media import _apart
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_COLOURS = (r"(?:釉色|配色|颜色|顏色|花色|色号|色系|色款|(?<![a-z])(?:colou?rways?|colou?r variants?|colou?rs)"
            r"(?![a-z]))")
_DESIGNS_EACH = _lazy(
    rf"(?<![\d.,])(?P<n>{AR}|{CN})\s?(?:款|个款式|种款式|个型号|种造型)[\u4e00-\u9fff]{{0,4}}?\s?[,，;；]?\s?"
    rf"每(?:款|个|种|样)\s?(?:[\u4e00-\u9fff]{{0,2}}?)\s?(?:出|做|要|配)?\s?(?P<m>{AR}|{CN})\s?(?:种|个|款)\s?{_COLOURS}"
    r"(?!\s?(?:的)?\s?(?:[\u4e00-\u9fff]{0,4}图|图片|照片|效果图|张|幅|视频|文案))"
    rf"|(?<![\d.,])(?P<n2>\d{{1,5}})\s(?P<noun>designs?|styles?|models?|products?|items?|shapes?),?\s(?:each\s(?:in|with)"
    rf"|in)\s(?P<m2>\d{{1,2}}|two|three|four|five|six)\s{_COLOURS}")
# what each colour and each design gets besides, and the designs counted again: "24 designs, each in 4 colourways with
# one flat-lay per colourway, plus 2 on-model shots per design, plus 3 banner images … Actually make that 22 designs"
# (heldout95 C20 read the 2 and the 3 alone: 5 pictures) — 22 × (4 + 2) + 3
_SMALL = r"\d{1,2}|one|a|an|two|three|four|five|six"
_PER_COLOUR = _lazy(rf"\s(?:with|and)\s(?P<k>{_SMALL})\s(?:[a-z-]+\s){{0,2}}?[a-z-]+\s(?:per|for each|each)\s"
                    r"(?:colou?rway|colou?r|variant)(?![a-z])")
_PER_DESIGN = _lazy(rf",?\s(?:plus|and|with)\s(?P<e>{_SMALL})\s(?:[a-z-]+\s){{0,2}}?(?:shots?|photos?|pictures?|images?"
                    r"|renders?)\s(?:per|for each|of each)\s(?:design|style|model|product|item|shape)(?![a-z])")
_RECOUNTED = _lazy(r"[^!?\n]{0,160}?(?<![a-z])(?:actually|sorry|no wait|correction|scratch that)[,:]?\s"
                   r"(?:make (?:that|it)\s|it'?s\s)?(?P<n>\d{1,5})\s(?P<noun>[a-z]+)(?![a-z])")
# the job makes pictures: read already, or said of the colours' pictures
_MAKES_PICTURES = _lazy(r"效果图|出图|生图|渲染图|产品图|商品图|主图"
                        r"|(?<![a-z])(?:renders?|mock-?ups?|product shots)(?![a-z])")
_WORDS = {"one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _count(r: _Reader, said: str) -> float | None:
    return _WORDS.get(said) or _n(r, said, None)


def _outside(m, inside: list) -> list[tuple[int, int]]:  # noqa: ANN001 - a match of _DESIGNS_EACH
    """The stretches of the designs' words that no finding of the list covers (each must be free)."""
    cut, at = [], m.start()
    for f in sorted(inside, key=lambda f: f.start):
        if f.start > at:
            cut.append((at, min(f.start, m.end())))
        at = max(at, f.end)
    return [(a, b) for a, b in cut + [(at, m.end())] if a < b]


def read_colour_variants(r: _Reader) -> None:
    """After the media readers: designs × colours each, as pictures, where no picture count was read (or only the
    counts of what each design or the set gets besides, said inside the same list)."""
    if not (_MAKES_PICTURES.search(r.t) or any(f.fact == "task" and f.value == "image" for f in r.found)):
        return
    for m in _DESIGNS_EACH.finditer(r.t):
        if m.group("n") and not r.free(m.start(), m.end()):
            continue
        designs = _n(r, m.group("n") or m.group("n2"), None)
        colours = _count(r, m.group("m2") or "") or _n(r, m.group("m") or m.group("m2"), None)
        if not designs or not colours or designs < 2:
            continue
        end = m.end()
        if m.group("n2") and (per := _PER_COLOUR.match(r.t, end)) is not None:
            colours, end = colours * (_count(r, per.group("k")) or 1), per.end()
        each, besides = colours, ""
        if m.group("n2") and (more := _PER_DESIGN.match(r.t, end)) is not None:
            extra = _count(r, more.group("e")) or 0
            each, besides, end = colours + extra, f" + {extra:,g}", more.end()
        apart_at = _APART_AT.match(r.t, end)
        inside = [f for f in r.found if f.fact == "images" and m.start() <= f.start
                  and f.end <= (apart_at.end() if apart_at else end)]
        if any(f.fact == "images" and f not in inside for f in r.found):
            return  # a picture count of its own read elsewhere: media.py's
        if not (r.free(m.start(), m.end()) or inside and all(r.free(a, b) for a, b in _outside(m, inside))):
            continue
        for f in inside:  # (what each design gets besides, read alone by media.py, is this list's part)
            f.fact = "_in_colour_list"
        again = _RECOUNTED.match(r.t, end) if m.group("noun") else None
        if again is not None and again.group("noun").rstrip("s") == m.group("noun").rstrip("s") \
                and (recounted := _n(r, again.group("n"), None)):
            designs = recounted
            r.claim(r.numeric, again.start("n"), again.end())
        total, said = designs * each, (f"{designs:,g} × ({colours:,g}{besides})" if besides
                                       else f"{designs:,g} × {colours:,g}")
        if (apart := _apart(r, end, summed_before=bool(inside))) is not None:
            total, said, end = total + apart[0], f"{said} + {apart[0]:,g}", apart[1]
        r.add(m.start(), end, "images", int(round(total)))
        r.note(f"“{r.quote(m.start(), end)}”: {said} = {total:,.0f} images (each design in each colour)",
               f"“{r.quote(m.start(), end)}”：{said} = {total:,.0f} 张图（每款每种颜色一张）")
        return
