"""Which cards renting can price under a set of facts: the what-if step's pre-check, and the cards a variant
whose picks alone are read is asked over.

A rented answer's candidates are the cards with a priced offer (``rules.pipeline``), and every
price is that of an eligible offer (``rules.pricing.eligible_offers``): under facts that leave
no card an eligible offer, a consultation has no pick — whatever the need — and a what-if that
would only read its picks need not ask it (a ₮ site-credit budget with mainland compliance left
every card unpriced, and each of its five variants re-ran the engine over 39 cards to rule each
out again: 20 ms of a 30 ms consultation, bench 2026-12-06). For the same reason a variant asked
over every card is asked over the cards it can price alone (``rentable_cards``): a card with no
eligible offer is never a rented pick, and no rule weighs one card against another (the engine
joins a card with the job and its own facts only; the ranking reads the priced candidates), so
the picks are the same (bench seed 0's slowest consultation, a ₮ site-credit budget at 64 at
once: its six what-ifs sized copies of the model on all 39 cards for the few its site rents;
273 placements → 158, about half its time, 2026-12-07).

The other rules that re-run the engine under changed facts only to read the variant's picks (with its
display currency, facts and requirement, which no card changes) ask it the same way
(``ask_over_rentable``): the what-if asked again past its cheap cards when they split the model over
PCIe (rules.base.whatif), the CUDA plan that leads or is said beside a ROCm one (rules.cuda_lead,
rules.cuda_line), the concurrency a what-if is refined to (rules.base.whatif_refine), the rental
beside a purchase (rules.rent_instead), the serving after a training (rules.serving_next), the
budget's what-ifs (rules.base.budget_whatif), a day's load at its busy hours and in a queue
(rules.base.peak_whatif), a peak's base and extra cards (rules.base.peak_plan), the plan where the
person is (rules.base.region_whatif), the plan at a seller not named (rules.named_seller) and the
invoicing seller's plan were it to rent single cards (rules.invoice_alt). Not those that read a
variant's ruled-out cards too: all at once (rules.base.people_whatif names a card that holds it
unpriced), the region choice (rules.base.region_choice names the cards each side's sellers rent)
and the invoicing seller's plan itself (its demoted cards are asked again).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from knowledge.loader import KnowledgeBase
from rules.facts import Facts
from rules.pricing import eligible_offers


def nothing_to_rent(kb: KnowledgeBase, facts: Facts, card_ids: Iterable[str],
                    shared: Mapping[Any, Any] | None = None) -> bool:
    """True when renting under ``facts`` prices none of ``card_ids``: no card has an eligible offer
    and no price in ``shared`` (the priced offers a variant is handed, ``Priced`` by (card, GPUs))
    holds a choice. Buying is never unpriced (a card with no price is still a purchase to quote)."""
    if facts.procure == "buy":
        return False
    if shared and any(p.choice is not None for p in shared.values()):
        return False
    return not any(eligible_offers(kb, facts, cid)[0] for cid in card_ids)


def rentable_cards(kb: KnowledgeBase, facts: Facts, card_ids: Iterable[str],
                   shared: Mapping[Any, Any] | None = None) -> frozenset[str] | None:
    """Of ``card_ids``, those renting under ``facts`` can price: an eligible offer, or a choice in ``shared`` (the
    priced offers a variant is handed, by (card, GPUs)); None when buying (every card is a purchase to quote)."""
    if facts.procure == "buy":
        return None
    handed = {p.card for p in shared.values() if p.choice is not None} if shared else set()
    return frozenset(cid for cid in card_ids if cid in handed or eligible_offers(kb, facts, cid)[0])


def ask_over_rentable(ask: Callable[..., Any], facts: Facts, kb: KnowledgeBase, **options: Any) -> Any:
    """``ask(facts, kb, **options)`` over the cards (of ``_cards`` where given) that renting under ``facts`` can
    price, for a rule that reads the variant's picks alone; over them all when buying."""
    within = options.pop("_cards", None)
    cards = rentable_cards(kb, facts, (c.id for c in kb.cards) if within is None else within, options.get("_prices"))
    return ask(facts, kb, _cards=within if cards is None else cards, **options)
