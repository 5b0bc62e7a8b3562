"""Nothing picked because no seller abroad issues a mainland VAT invoice: the plan without it, said (review 123 C1:
a Taipei start-up's 發票, read as 增值稅發票, ruled out all 39 cards and the answer held none). A mainland VAT invoice
(普票 / 专票) is a tax document issued to a buyer in mainland China; someone renting from Taiwan, Hong Kong, Macau
or anywhere outside the mainland takes the seller's own invoice. So where the invoice is what leaves a rental abroad
with no card, the answer says so and prices the plan with the seller's own invoice — never an empty answer with no
way out."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.answer import cost_phrase
from rules.facts import Facts, with_changes
from rules.pricing import INVOICE_OK


def invoice_abroad_line(kb: KnowledgeBase, facts: Facts, display: str, ask: Callable[..., Any]) -> I18n | None:
    """A rental outside the mainland with no pick and a VAT invoice required: the pick without it; None where the
    invoice is not what stands in the way (nothing is picked without it either)."""
    if facts.invoice not in INVOICE_OK or facts.region != "intl" or facts.procure == "buy":
        return None
    try:
        other = ask(with_changes(facts, kb, invoice="any"), kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
        return None
    best = next((p for p in other.picks if "enough" in p.roles), None)
    if best is None or best.offer is None or best.monthly_cost is None or other.display_currency != display:
        return None
    en, zh = cost_phrase(facts, best.monthly_cost, display, best.job, best.offer)
    kind_en, kind_zh = ("VAT special invoice (专票)", "增值税专用发票（专票）") if facts.invoice == "vat-special" else (
        "VAT invoice (增值税发票)", "增值税发票")
    n, seller = best.gpus_in_all, best.offer.provider_name
    return I18n(
        en=f"No seller outside mainland China issues a mainland {kind_en}, so every card rented abroad was ruled out "
           f"for it. That invoice is a tax document for a buyer in mainland China: renting from Taiwan, Hong Kong, "
           f"Macau or anywhere else outside the mainland, the seller's own invoice serves — with it instead: {n} × "
           f"{best.card_name} at {seller}, {en} (drop --invoice, or say where you are).",
        zh=f"境外平台都开不了大陆的{kind_zh}，所以在境外租的卡都因此被排除了。这种发票是开给中国大陆买方的税务凭证："
           f"在台湾、香港、澳门或大陆以外的地方租用，平台自己开的发票（invoice）就可以——按这样：{n} 张 "
           f"{best.card_name}（{seller}），{zh}（去掉 --invoice，或说明你在哪里）。")
