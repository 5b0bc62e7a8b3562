"""The facts' parts of pricing's memo keys, in the form pricing reads them: what eligible_offers reads, and the
usage the price searches read (rules.pricing)."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from rules.fact_personal import own_bot
from rules.facts import Facts
from rules.separate_instances import separate_instances_serve
from rules.usage_kind import ongoing, serves_others

# Every fact eligible_offers reads (directly or through a Facts property) besides those its memo keys on in the
# form it reads them (the task: serving or not; the buyer: a company or not; the budget: in site credits or not)
# and through own_bot, serves_others and ongoing; tests/test_pricing_memo.py fails when it reads another.
ELIGIBLE_FACTS = ("providers", "no_marketplace", "interruptible", "compliance", "region", "no_mainland_sellers",
                  "gpu_hour_price", "fx", "invoice")
_eligible_facts = attrgetter(*ELIGIBLE_FACTS)


# The facts' own parts of the memos' keys (eligible_offers', then the price memos' usage), worked out once per facts
# object: a consultation keys every card and GPU count it prices on the same facts, three times for a price_card
# miss, each key calling own_bot, serves_others and ongoing again (~220 keys a consultation on the bench). By the
# object's id, with the object kept so that the id is not reused; the last few only.
_KEYED: dict[int, tuple[Any, tuple[Any, ...], tuple[Any, ...]]] = {}
_KEYED_MAX = 64


def keyed(facts: Facts) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    known = _KEYED.get(id(facts))
    if known is not None and known[0] is facts:
        return known[1], known[2]
    budget = facts.budget
    eligible = (_eligible_facts(facts), facts.task == "inference", facts.buyer == "company",
                budget is not None and budget.currency == "T-CREDIT", own_bot(facts), serves_others(facts),
                ongoing(facts))
    usage = (facts.hours_per_day, facts.days, facts.fx, facts.procure, separate_instances_serve(facts),
             facts.is_training)
    if len(_KEYED) >= _KEYED_MAX:
        del _KEYED[next(iter(_KEYED))]
    _KEYED[id(facts)] = (facts, eligible, usage)
    return eligible, usage
