"""An invoice kind turned down after its name: "要开专票，普票不行" (heldout87 #1) read both kinds — 普票 an ordinary
fapiao, 专票 a special one — and the conflict left the invoice unsaid, though the person wants the special one only.
"普票不行", "普通发票不收", "专票不要，普票就行", "普票可不行" refuse the kind named; the kind refused is claimed so it
is no invoice to file. Not "普票不要紧" (it does not matter) nor "普票不行的话…" (a condition, not a refusal)."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

INVOICE_REFUSED_AFTER = _lazy(r"\s?(?:是|就|也|肯定|绝对)?\s?(?:不行|可不行|不可以|不能要|不要|不收|不接受|不认|不算|"
                              r"免谈|别开|不用开|没用)(?!紧|的话|吗|么)")


def invoice_refused_after(text: str, end: int) -> bool:
    """Whether the invoice kind ending at ``end`` is refused by the words right after it."""
    return bool(INVOICE_REFUSED_AFTER.match(text, end))
