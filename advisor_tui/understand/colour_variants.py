"""Each design in so many colours is that many pictures: "想批量出杯子、盘子的釉色效果图给客人挑 … 杯型 30 款，每款 5 种
釉色；另外淘宝店首页还要 8 张 banner" (heldout89 #15, a Jingdezhen ceramics studio) read no picture count — the
colourway (釉色, 配色, 颜色, 花色, 色号; "colourways", "colour variants") named with no 张 or 图 after it. In a job
that makes pictures, N designs × M colours each are N × M pictures, with a set of their own besides
(另外…还要 8 张) added as media.py adds it.

Not pictures: colours with their own count of pictures after ("每款 5 种釉色，每种 2 张图" is media.py's), a text
that makes no pictures ("30 款杯子，每款 5 种颜色，帮我写文案"), colours of a product with no design count.
"""

from __future__ import annotations

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
    rf"|(?<![\d.,])(?P<n2>\d{{1,5}})\s(?:designs?|styles?|models?|products?|items?|shapes?),?\s(?:each\s(?:in|with)"
    rf"|in)\s(?P<m2>\d{{1,2}}|two|three|four|five|six)\s{_COLOURS}")
# the job makes pictures: read already, or said of the colours' pictures
_MAKES_PICTURES = _lazy(r"效果图|出图|生图|渲染图|产品图|商品图|主图"
                        r"|(?<![a-z])(?:renders?|mock-?ups?|product shots)(?![a-z])")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def read_colour_variants(r: _Reader) -> None:
    """After the media readers: designs × colours each, as pictures, where no picture count was read."""
    if any(f.fact == "images" for f in r.found) or not (
            _MAKES_PICTURES.search(r.t) or any(f.fact == "task" and f.value == "image" for f in r.found)):
        return
    for m in _DESIGNS_EACH.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        designs = _n(r, m.group("n") or m.group("n2"), None)
        colours = _WORDS.get(m.group("m2") or "") or _n(r, m.group("m") or m.group("m2"), None)
        if not designs or not colours or designs < 2:
            continue
        total, said, end = designs * colours, f"{designs:,g} × {colours:,g}", m.end()
        if (apart := _apart(r, end)) is not None:
            total, said, end = total + apart[0], f"{said} + {apart[0]:,g}", apart[1]
        r.add(m.start(), end, "images", int(round(total)))
        r.note(f"“{r.quote(m.start(), end)}”: {said} = {total:,.0f} images (each design in each colour)",
               f"“{r.quote(m.start(), end)}”：{said} = {total:,.0f} 张图（每款每种颜色一张）")
        return
