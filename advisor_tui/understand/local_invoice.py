"""A 發票 asked for by someone in Taiwan, Hong Kong or Macau is their own place's invoice, not a mainland VAT invoice
(review 123 C1: a Taipei start-up's "要開發票" was read as 增值稅發票, every seller abroad was ruled out for it and the
answer held no card). In Taiwan a 發票 is the 統一發票 (or a receipt, 收據), in Hong Kong and Macau an invoice or a
receipt: any seller's own invoice serves. So a 發票, 開票 or 收據 said by such a writer (writer_place) sets no invoice,
and the words are said back.

Kept as read: the mainland's own kinds said by name ("增值稅專用發票", "專票", "普票", "fapiao" — a firm with a mainland
entity may need one), and every 發票 of a writer on the mainland or placed nowhere ("要开发票", "公司在深圳，租香港的
机器，要开发票")."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.writer_place import ABROAD, writer_place

# the words of a mainland kind, said by name (the reader's text: simplified)
_MAINLAND_KIND = _lazy(r"增值税|专票|普票|专用|fapiao|zhuanpiao")
# Taiwan's own invoice words, read by nothing else: "要開三聯式發票", "發票要打統編"
_LOCAL_WORDS = _lazy(r"统一发票|三联式?发票|二联式?发票|电子发票|统编")

_WHAT = {
    "台灣": ("in Taiwan a 發票 is the 統一發票 (or a receipt), which any seller's own invoice serves",
             "在台灣，發票指統一發票或收據，任何平台自己開的發票（invoice）都可以"),
    "香港": ("in Hong Kong a 發票 is the seller's invoice or receipt, which any seller gives",
             "在香港，發票指平台自己開的發票或收據，任何平台都可以"),
    "澳門": ("in Macau a 發票 is the seller's invoice or receipt, which any seller gives",
             "在澳門，發票指平台自己開的發票或收據，任何平台都可以"),
    ABROAD: ("outside the mainland a 發票 is the seller's own invoice or receipt, which any seller gives",
             "在中國大陸以外，發票指平台自己開的發票或收據，任何平台都可以"),
}


def read_local_invoice(r: _Reader) -> None:
    """After the keyword readers and the places: a 發票 of a writer in Taiwan, Hong Kong or Macau sets no invoice."""
    asked = [f for f in r.found if f.fact == "invoice" and not _MAINLAND_KIND.search(r.t, f.start, f.end)]
    local = [m for m in _LOCAL_WORDS.finditer(r.t)] if not asked else []
    if not asked and not local:
        return
    place = writer_place(r)
    if place is None:
        return
    for f in asked:
        f.fact = "_local_invoice"
    said = r.quote(asked[0].start, asked[0].end) if asked else r.quote(local[0].start(), local[0].end())
    en, zh = _WHAT[place]
    r.note(f"“{said}”: {en} — no mainland VAT invoice (增值稅發票) is asked for, so sellers are not filtered by it",
           f"“{said}”：{zh}——不是大陸的增值稅發票，不按能否開增值稅發票篩選平台")
