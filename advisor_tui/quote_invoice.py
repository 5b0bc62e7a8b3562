"""The invoice a quoted seller gives, in the person's own words beside the quote: "某国产算力平台（能开专票）给的
昇腾 910B 报价是每卡每小时 12 元" (review 109 C4b: the answer said "whether your quote can issue a 专票 is not
recorded"). The
person's word about their own quote is the record of it: the quote's offer carries the invoice, and its source says the
words it came from. A refusal ("开不了专票", "不能开票", "no VAT invoice") records nothing: the invoice-unconfirmed
caveat still asks."""

from __future__ import annotations

import re
from collections.abc import Iterable

from advisor_tui.card_offers import Quote

# "能开专票", "可以开增值税专用发票", "可开专票", "提供专票", "开得了专票"; "普票" / "发票" alone: an ordinary one
_SPECIAL = re.compile(r"(?<!不)(?<!没)(?:能|可以|可|会|都能|都可以|支持|提供)\s?(?:开具?|出具)?\s?"
                      r"(?:增值税)?\s?(?:专用发票|专票)|开得了\s?(?:增值税)?\s?(?:专用发票|专票)"
                      r"|(?<![a-z])(?:can|will|does|do) (?:issue|provide|give) (?:a |an )?(?:chinese )?"
                      r"(?:vat special invoice|special vat invoice|专票)")
_ORDINARY = re.compile(r"(?<!不)(?<!没)(?:能|可以|可|会|支持|提供)\s?(?:开具?|出具)\s?(?:增值税)?\s?"
                       r"(?:普通发票|普票|发票)"
                       r"|(?<![a-z])(?:can|will|does|do) (?:issue|provide|give) (?:a |an )?(?:vat )?invoices?")
_SENTENCE = re.compile(r"[^。！？!?;；\n]+")
_QUOTE_WORDS = re.compile(r"报价|价格|每小时|每卡|元|块|quote|quoted|per (?:gpu-?)?hour|/h", re.IGNORECASE)


def said_invoice(text: str, card_names: Iterable[str]) -> dict[str, tuple[str, str]]:
    """{card id: (invoice, the words)} for the quotes whose sentence says the seller gives a VAT invoice; the key ""
    for such a sentence that names no card but a quote."""
    names = {card: [n.lower() for n in aliases if n] for card, aliases in _aliases(card_names)}
    out: dict[str, tuple[str, str]] = {}
    for m in _SENTENCE.finditer(text or ""):
        sentence = m.group(0)
        low = sentence.lower()
        got = _SPECIAL.search(low)
        kind = "vat-special" if got else None
        if got is None and (got := _ORDINARY.search(low)) is not None:
            kind = "vat"
        if kind is None or not _QUOTE_WORDS.search(low):
            continue
        words = sentence.strip()
        named = [card for card, aliases in names.items() if any(a in low for a in aliases)]
        for card in named or [""]:
            out.setdefault(card, (kind, words))
    return out


def with_said_invoice(quotes: Iterable[Quote], text: str | None, kb: object) -> list[Quote]:
    """``quotes`` with the invoice the person said their seller gives, where said."""
    quotes = list(quotes)
    if not text or not quotes:
        return quotes
    said = said_invoice(text, _card_aliases(kb, [q.card for q in quotes]))
    out = []
    for q in quotes:
        hit = said.get(q.card) or (said.get("") if len(quotes) == 1 or len(said) == 1 else None)
        out.append(q if hit is None or q.invoice else q._replace(invoice=hit[0], invoice_text=hit[1]))
    return out


def _card_aliases(kb: object, cards: list[str]) -> list[tuple[str, list[str]]]:
    out = []
    for card in cards:
        record = getattr(kb, "cards_by_id", {}).get(card)
        aliases = [card, *(getattr(record, "aliases", ()) or ())] if record is not None else [card]
        out.append((card, [a for a in aliases if len(a) >= 3]))
    return out


def _aliases(pairs: Iterable[tuple[str, list[str]]] | Iterable[str]) -> list[tuple[str, list[str]]]:
    return [(p, [p]) if isinstance(p, str) else p for p in pairs]
