"""Stock parts asked for with a qualifier between, or modded cards refused by answering "No" to the question:
``stock_only: true``.

"Luis Treviño 09:20: modded cards?\nAna Garza 09:20: No. Stock vendor SKUs only." (heldout83 #36) read no stock_only:
keywords.py reads "stock cards only", "stock SKUs only", "no modified cards", not a word between ("stock vendor SKUs
only", "retail-box cards only", "only off-the-shelf OEM GPUs", "factory-original cards only", "reference cards only")
nor a "No" answering "modded cards?" / "魔改卡可以吗？" on the next line. The family: the cards limited to unmodified
ones, however the qualifier is worded; zh "只要原厂卡" and "原厂卡" are read already.

"stock" that is inventory ("in stock", "stock levels", "out of stock") or a market ("stock prices") is no card rule;
a "No" to another question says nothing here.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PARTS = r"(?:cards?|gpus?|skus?|boards?|hardware)"
_STOCK = _lazy(
    r"(?<![a-z])(?<!in )(?<!out of )(?:stock|retail|retail-box|off-the-shelf|factory(?:-original)?|reference|unmodified"
    rf"|original)\s(?:[a-z-]+\s){{0,2}}?{_PARTS}\s(?:only|just)(?![a-z])"
    rf"|(?<![a-z])only\s(?:stock|retail|off-the-shelf|factory(?:-original)?|reference|unmodified|original)\s"
    rf"(?:[a-z-]+\s){{0,2}}?{_PARTS}(?![a-z])"
    # "modded cards?" answered "No" on the next line (a chat's name and time may lead it)
    r"|(?:modded|modified|modified-memory|hacked|魔改|改装)\s?(?:的)?\s?(?:cards?|gpus?|卡|显卡)?\s?"
    r"(?:ok|okay|fine|可以吗|行吗|行不行|可以不)?\s?[?？]\s?\n[^\n:：]{0,40}?(?:\d{1,2}:\d{2})?\s?[:：]?\s?"
    r"(?:no|nope|不行|不要|不可以|不)(?![a-z])")


def read_stock_parts(r: _Reader) -> None:
    """After the keywords: stock parts asked for, or modded ones refused by an answer, with no stock_only read."""
    if any(f.fact == "stock_only" for f in r.found):
        return
    for m in _STOCK.finditer(r.t):
        if r._free(r.kw, m.start(), m.end()):
            r.add(m.start(), m.end(), "stock_only", True, mask="kw")
            return
