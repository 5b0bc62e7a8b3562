"""The invoice the person said their quoted seller gives, said where the pick's price is (review 109 C4b: "whether
your quote issues a 专票 is not recorded" though the words beside the quote were "某国产算力平台（能开专票）"). The
words travel in the quote's offer note after ``MARK`` (advisor_tui.card_offers); the answer quotes them back."""

from __future__ import annotations

from typing import Any

from rules.fact_seller import QUOTE_SELLER

MARK = " — invoice as you said: "
NAMES = {"vat-special": ("VAT special invoice", "增值税专用发票（专票）"), "vat": ("VAT invoice", "增值税发票")}


def said_invoice_end(kb: Any, facts: Any, chosen: Any) -> tuple[str, str] | None:
    """(en, zh) "— issues a 专票, as you said (…)" for a pick's ``chosen`` offer (rules.consultation.OfferChoice) of
    a quote whose invoice the person's words gave; None else."""
    if chosen.provider != QUOTE_SELLER or not chosen.invoice or facts.invoice not in NAMES:
        return None
    offer = next((o for o in kb.offers if o.id == chosen.offer_id), None)
    if offer is None or MARK not in offer.note:
        return None
    words = offer.note.split(MARK, 1)[1]
    en, zh = NAMES[chosen.invoice]
    return (f" — issues a {en}, as you said ({words}).", f"——能开{zh}，依据你说的（{words}）。")
