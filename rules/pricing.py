"""Price the surviving cards (plain Python: offers can be thousands).

For one card and GPU count: filter the offers that may be used (region, compliance, spot, reference-only rows), cost
each for the stated usage under its own billing unit and rounding, convert into the display currency where a dated
rate (or the person's own) allows, and keep the cheapest. Nothing here decides feasibility; the budget rules read it.
"""

from __future__ import annotations

import datetime as _dt
import math
from dataclasses import dataclass
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Offer, Provider
from rules import estimate
from rules.consultation import OfferChoice
from rules.fact_personal import own_bot
from rules.fact_seller import at_named_sellers
from rules.facts import Facts
from rules.offer_costing import _COSTED, cost_offer, pricer_for, usage_text  # noqa: F401 (_COSTED: tests clear it)
from rules.pricing_keys import keyed
from rules.separate_instances import separate_instances_serve
from rules.usage_kind import ongoing, serves_others  # noqa: F401 (imported from here by other modules)

MONTH_DAYS = 30.0
NODE_GPUS = 8  # GPUs per node: a training job larger than this spans nodes


def offer_age_days(as_of: str, today: str) -> int:
    """Days from a price's as_of to the consultation day; -1 when the price is undated."""
    try:
        return max(0, (_dt.date.fromisoformat(today) - _dt.date.fromisoformat(as_of)).days)
    except ValueError:
        return -1


def unit_unstated(kb: KnowledgeBase, card_id: str, gpus: int, min_gpus: int | None) -> bool:
    """An 8-GPU baseboard part (SXM / OAM) priced for GPUs that are not whole nodes by a seller that never says it
    rents less than a node: the price holds only if it does (review 76 C07: 12 MI300X are two nodes, 16 GPUs)."""
    return min_gpus is None and gpus % NODE_GPUS != 0 and kb.card(card_id).max_pool_gpus >= NODE_GPUS


def whole_nodes_monthly(monthly: float, gpus: int) -> float:
    """A month of ``gpus`` GPUs' usage billed as whole nodes (copies share nodes: review 7 F4)."""
    return monthly * NODE_GPUS * -(-gpus // NODE_GPUS) / max(1, gpus)


def display_currency(facts: Facts) -> str:
    if facts.budget is not None:
        return facts.budget.currency
    if facts.currency is not None:
        return facts.currency
    return "CNY" if facts.region == "cn" else "USD"


@dataclass(frozen=True)
class Priced:
    card: str
    gpus: int
    choice: OfferChoice | None  # None: no eligible offer at all
    comparable: bool
    over_budget: bool
    budget_cost: float | None  # the cost in the budget's unit, display currency
    excluded: tuple[str, ...] = ()  # why some offers were not used


def marketplace(kb: KnowledgeBase, offer: Offer | OfferChoice) -> bool:
    """An offer (or the choice a card was priced by) on a peer-to-peer marketplace (source 2: interruptible work)."""
    return "p2p-marketplace" in offer.flags or kb.provider(offer.provider).kind == "p2p-marketplace"


# eligible_offers' answers by card and the facts above: the same few filters come back for every GPU count, usage
# and budget of a card, and for the what-if's rentable-card checks (the bench's 400 consultations asked 19,538 times
# and filtered 5,824 with this memo, 2026-12-07); first in, first out like the price memos
_ELIGIBLE: dict[tuple[Any, ...], tuple[KnowledgeBase, tuple[Offer, ...], tuple[str, ...]]] = {}
_ELIGIBLE_MAX = 1024


def eligible_offers(kb: KnowledgeBase, facts: Facts, card_id: str) -> tuple[list[Offer], list[str]]:
    """The offers of ``card_id`` that may be used under ``facts``, and why the others were not (fresh lists)."""
    key = _eligible_key(kb, facts, card_id)
    known = _ELIGIBLE.get(key)
    if known is not None and known[0] is kb:
        return list(known[1]), list(known[2])
    offers, excluded = _eligible_offers(kb, facts, card_id)
    if len(_ELIGIBLE) >= _ELIGIBLE_MAX:
        del _ELIGIBLE[next(iter(_ELIGIBLE))]
    _ELIGIBLE[key] = (kb, tuple(offers), tuple(excluded))
    return offers, excluded


def _eligible_key(kb: KnowledgeBase, facts: Facts, card_id: str) -> tuple[Any, ...]:
    return (id(kb), card_id, keyed(facts)[0])


def _eligible_offers(kb: KnowledgeBase, facts: Facts, card_id: str) -> tuple[list[Offer], list[str]]:
    excluded: list[str] = []
    offers = at_named_sellers(facts, kb.offers_for(card_id), excluded, kb)  # --provider: the sellers named alone
    usable = []
    for offer in offers:
        if "market-rate" in offer.flags:
            continue  # a quoted going rate is a reference point, not something to rent
        if facts.no_marketplace and marketplace(kb, offer):  # review 38 C3, M4: "no P2P platforms" is a refusal
            excluded.append(f"{offer.id}: a peer-to-peer marketplace, which you ruled out")
            continue
        if "spot" in offer.flags and not facts.interruptible:
            excluded.append(f"{offer.id}: spot")
            continue
        if (facts.task == "inference" and not own_bot(facts) or facts.buyer == "company" or facts.task != "inference"
                and serves_others(facts)) and not facts.interruptible and marketplace(kb, offer):  # (review 96 c02)
            # seed 001: P2P low prices can vanish, "适合可中断任务": not for serving that must stay up (an encoder too),
            # nor a company's job not called interruptible (review 5 F16); a person's own bot is no production (69 C11)
            excluded.append(f"{offer.id}: p2p")
            continue
        if "promo" in offer.flags and ongoing(facts) and any(
                o.card == offer.card and o.provider == offer.provider and "list-price" in o.flags for o in offers):
            # review 34 M5: a ¥452 first-order price headlined a service's ¥1,000 a month, renewing at ¥3,982
            excluded.append(f"{offer.id}: promotional first-order price (the list price is what each month costs)")
            continue
        usable.append(offer)
    if facts.budget is not None and facts.budget.currency == "T-CREDIT":
        # a balance of site credits is spent only where it was bought (seed 000: 充值余额只能消费不能
        # 提现); a rate of one's own compares prices, it does not move the balance (review 13 M7)
        excluded.extend(f"{o.id}: credits spent only at their site" for o in usable if o.currency != "T-CREDIT")
        usable = [o for o in usable if o.currency == "T-CREDIT"]
    if facts.compliance:
        usable = [o for o in usable if o.region == "cn"]
    elif facts.region == "cn":
        domestic = [o for o in usable if o.region == "cn"]
        usable = domestic or usable  # overseas only when nothing domestic (cross-border caveat)
    elif facts.region == "intl":
        usable = [o for o in usable if o.region == "intl"]
    if facts.no_mainland_sellers:  # review 26 C4: "no Chinese clouds please" is a refusal, not a preference
        refused = [o for o in usable if kb.provider(o.provider).home_market == "cn"]
        excluded.extend(f"{o.id}: a seller addressing mainland buyers, which you ruled out" for o in refused)
        usable = [o for o in usable if o not in refused]
    if known_hosting_wanted(facts):
        # a company abroad, or anyone serving other people from abroad, rents from sellers that
        # say where their machines are, where the card has one: a mainland-oriented seller with
        # unknown hosting stays only as the last resort (review 5 F21: CloudGPU headlined for a
        # US company's shop; review 8 F3: for a German team's service)
        known = [o for o in usable if not mainland_unknown(kb, o)]
        if known and len(known) < len(usable):
            excluded.extend(f"{o.id}: hosting unknown, mainland-oriented seller" for o in usable
                            if mainland_unknown(kb, o))
            usable = known
    return _market_filter(kb, facts, _under_cap(kb, facts, usable, excluded), excluded), excluded


def gpu_hour_price(kb: KnowledgeBase, facts: Facts, offer: Offer) -> float | None:
    """One GPU-hour of ``offer`` in the currency of the person's cap (a plan's price spread over its hours
    and cards); None when no rate converts it."""
    assert facts.gpu_hour_price is not None
    hourly = offer.price / estimate.cost.UNIT_HOURS[offer.unit] / offer.gpus
    converted = estimate.cost.convert(hourly, offer.currency, facts.gpu_hour_price.currency, kb, facts.fx)
    return None if converted is None else converted.amount


def _under_cap(kb: KnowledgeBase, facts: Facts, offers: list[Offer], excluded: list[str]) -> list[Offer]:
    """Review 23 F6: "we pay max $1/hour per GPU" sets aside every offer above it (and one no rate converts)."""
    cap = facts.gpu_hour_price
    if cap is None:
        return offers
    kept = []
    for offer in offers:
        hourly = gpu_hour_price(kb, facts, offer)
        if hourly is not None and hourly <= cap.amount * (1 + 1e-9):
            kept.append(offer)
        else:
            excluded.append(f"{offer.id}: over your price per GPU-hour")
    return kept


def known_hosting_wanted(facts: Facts) -> bool:
    """Renting abroad: where the machines run matters, so a mainland-oriented seller of unknown
    hosting is the last resort — for one person's own experiments too (reviews 40 M2 and 42 M9:
    a Chinese-language seller pricing in Beijing time headlined for a student in Brazil, with
    Vast.ai's 3090 a few cents an hour dearer; its sign-up and payment address mainland buyers)."""
    return facts.region == "intl"


def priced_by_person(kb: KnowledgeBase, facts: Facts, card_id: str) -> bool:
    """A person (not a company) buying a card at a price of their own ("2x used 3090 (~$750 each)"): the used
    market they priced, not new stock at the end of its line (review 44 M1)."""
    return facts.buyer != "company" and any(p.card == card_id and p.source == "your-quote"
                                            for p in kb.user_purchase_prices)


def mainland_unknown(kb: KnowledgeBase, offer: Offer | OfferChoice) -> bool:
    """A mainland-oriented seller that never says where this offer's machines are (an offer, or
    the choice a card was priced by)."""
    return offer.hosted_in in (None, "cn") and kb.provider(offer.provider).home_market == "cn"


INVOICE_OK = {"vat-special": ("vat-special",), "vat": ("vat-special", "vat")}


def _market_filter(kb: KnowledgeBase, facts: Facts, offers: list[Offer],
                   excluded: list[str]) -> list[Offer]:
    """Issue 12: a needed invoice filters offers — a seller recorded as giving it stays, and so
    does a mainland seller whose invoicing is not recorded (seed 001: confirm invoices before
    signing; the `invoice-unconfirmed` caveat says so): unknown is not "no" (review 5 F3: only
    Aliyun survived a 专票 job, at 6–11× the price of the mainland platforms). An offshore seller
    gives no mainland VAT invoice. Serving that must stay up avoids offers known to have no SLA
    when the card has another offer."""
    if facts.invoice in INVOICE_OK:
        kept = [o for o in offers if o.invoice in INVOICE_OK[facts.invoice]
                or (o.invoice is None and o.region == "cn")]
        excluded.extend(f"{o.id}: invoice {o.invoice or 'unknown'}" + (", abroad" if o.region != "cn" else "")
                        for o in offers if o not in kept)
        offers = kept
    if facts.task == "inference" and not facts.interruptible and not own_bot(facts):
        with_sla = [o for o in offers if o.sla is not False]
        if with_sla and len(with_sla) < len(offers):
            excluded.extend(f"{o.id}: no SLA" for o in offers if o.sla is False)
            offers = with_sla
    return offers


def _billed(facts: Facts, offer: Offer, gpus: int, provider_min: int | None) -> int:
    """GPUs a price is counted on: a buyer compares cards one by one, so a seller's whole-node
    rental unit is no part of a card's value to buy (review 5 F1: the RTX PRO 6000 was "$14,400 a
    month" to a buyer because its only price was an 8-GPU rental)."""
    return gpus if facts.procure == "buy" else billed_gpus(offer, gpus, provider_min)


def billed_gpus(offer: Offer, gpus: int, provider_min: int | None = None) -> int:
    """GPUs paid for: whole-node sellers (min_gpus 8 on the offer, or on the provider when a
    price list, such as a person's own, does not say) rent whole nodes."""
    unit = offer.min_gpus or provider_min or 1
    return max(unit, math.ceil(gpus / unit) * unit)


PERIOD_DAYS = {"month": MONTH_DAYS, "week": 7.0, "day": 1.0}


def purchase_budget(facts: Facts) -> bool:
    """Buying with any budget: no rental price can break it — a card to buy is judged on its purchase (review 6 F7;
    review 98 c06: 2 × RTX PRO 6000 at $17,130 was ruled out of a $40k-a-year purchase by its $3,600/month rent)."""
    return facts.procure == "buy" and facts.budget is not None


def one_off(facts: Facts) -> bool:
    """A training or media job of known size (the price memo keys on it)."""
    return facts.one_off_job


def budget_cost(facts: Facts, monthly: float) -> float:
    """A month's cost (the 30-day figure offers are compared by) in the budget's own unit for the usage."""
    return _budget_cost(facts, monthly * estimate.usage_months(facts.days), monthly)


def _budget_cost(facts: Facts, usage_total: float, monthly: float, billed: str | None = None) -> float:
    """The cost expressed in the budget's own unit (per hour of use, per month, …); ``billed``: the offer's billing
    unit, where one billed period may hold several runs."""
    assert facts.budget is not None
    hours = (facts.hours_per_day or 24.0) * facts.days
    unit = facts.budget.unit
    if unit in PERIOD_DAYS and one_off(facts) and facts.runs_per_month:
        # a job run again and again ("every night"): the period holds its share of the month's runs — on a plan billed
        # by the week or month, the runs that fit in one billed period pay for it once (review 55 M2: a monthly plan
        # was charged once per nightly run, ¥161,580 a month for a ¥5,386 card)
        runs = facts.runs_per_month
        period = PERIOD_DAYS.get(billed or "")
        if period and facts.days <= period:
            runs = min(runs, max(1.0, math.ceil(runs * facts.days / period - 1e-9)))
        return usage_total * runs * PERIOD_DAYS[unit] / MONTH_DAYS
    if unit in PERIOD_DAYS and one_off(facts):
        # a one-off job (its usage is its own billed wall clock) spends its total within the
        # budget's period, or spread over the periods it runs: a 2-hour LoRA is ¥9 of a ¥300 a
        # month budget, not 30 such jobs (review 6 F2: "3080 Ti ¥120,000/月" for a ¥9 job)
        return usage_total / max(1.0, facts.days / PERIOD_DAYS[unit])
    if unit == "month":
        # the days of use fall within a month when there are no more than 30 of them (review 14 C1:
        # 6 h a week — 6 h on 4.29 days — was compared as 6 h on every day of the month, $37.81
        # against a $20 budget for $5.41 of use)
        return usage_total if facts.days < MONTH_DAYS else monthly
    if unit == "total":
        return usage_total
    if unit == "hour":
        return usage_total / hours
    if unit == "minute":
        return usage_total / (hours * 60)
    if unit == "day":
        return usage_total / facts.days
    return usage_total / facts.days * 7  # week


def cheapest_monthly(kb: KnowledgeBase, facts: Facts, card_id: str, gpus: int) -> float | None:
    """``price_card(...).choice.monthly_display`` (None if none) uncosted: the what-if step compares it per card."""
    best, _ = _cheapest(kb, facts, card_id, gpus, display_currency(facts))
    if best is None or best[0][0]:
        return None
    return best[0][3]


_Best = tuple[tuple[bool, bool, bool, float, str], Offer, Provider]
QUOTE_PROVIDER = "your-quote"  # advisor_tui.card_offers: the seller of a price the person gave
# _cheapest's and price_card's answers, kept between consultations: each depends only on the
# (immutable) knowledge base, the card, the GPU count, the display currency and the usage facts
# in the key (price_card also on the budget, and on whether the job is one-off). A consultation
# prices its survivors and the what-if step every card; the next consultation with the same
# usage (the TUI's, as an answer is refined) asks the same questions again. A full memo forgets
# its oldest answer (first in, first out), so that a long-running process holds a constant
# number of answers: emptied whole when full, it swung between none and 2,048, and RSS measured
# over a run with it.
_CHEAPEST: dict[tuple[Any, ...], tuple[KnowledgeBase, _Best | None, tuple[str, ...]]] = {}
_PRICED: dict[tuple[Any, ...], tuple[KnowledgeBase, Priced]] = {}
_MEMO_MAX = 2048  # 8,192 grew RSS by 1.8 MB over the bench's 10,000 consultations; 2,048: 0.14 MB


# Every fact _find_cheapest reads (directly or through a Facts property), and _price_card besides
# the budget; tests/test_pricing_memo.py fails when pricing reads one that is not here.
PRICING_FACTS = ("task", "interruptible", "compliance", "region", "invoice", "hours_per_day", "providers",
                 "days", "fx", "buyer", "procure", "gpu_hour_price", "no_mainland_sellers", "no_marketplace")


def _usage_key(kb: KnowledgeBase, facts: Facts, card_id: str, gpus: int, display: str
               ) -> tuple[Any, ...]:
    """The price memos' key: what _find_cheapest and _cost_choice read, in the form they read it — the card's
    eligible offers' key, the GPUs, the display currency, the usage, and only past one GPU whether copies run as
    separate instances, past one node whether it trains. (Every pricing fact whole split the bench's 400
    consultations' 14,016 searches into 10,625 keys; this key, 7,482.)"""
    eligible, (hours, days, fx, procure, separate, training) = keyed(facts)
    return ((id(kb), card_id, eligible), gpus, display, hours, days, fx, procure, gpus > 1 and separate,
            gpus > NODE_GPUS and training)


def _cheapest(kb: KnowledgeBase, facts: Facts, card_id: str, gpus: int, display: str
              ) -> tuple[_Best | None, list[str]]:
    key = _usage_key(kb, facts, card_id, gpus, display)
    known = _CHEAPEST.get(key)
    if known is not None and known[0] is kb:
        return known[1], list(known[2])
    best, excluded = _find_cheapest(kb, facts, card_id, gpus, display)
    if len(_CHEAPEST) >= _MEMO_MAX:
        del _CHEAPEST[next(iter(_CHEAPEST))]
    _CHEAPEST[key] = (kb, best, tuple(excluded))
    return best, excluded


def _find_cheapest(kb: KnowledgeBase, facts: Facts, card_id: str, gpus: int, display: str
                   ) -> tuple[_Best | None, list[str]]:
    """The cheapest eligible offer for ``gpus`` × the card: ((comparable offers first, monthly
    cost in ``display`` where comparable, else in the offer's currency, id), offer, provider),
    and why other offers were not used."""
    offers, excluded = eligible_offers(kb, facts, card_id)
    card = kb.card(card_id)
    if (card.interconnect == "nvlink-bridge" and 1 < gpus <= card.max_pool_gpus
            and any(o.nvlink for o in kb.offers_for(card_id))):  # pooled: see rules.base.interconnect.pool_limit
        # a pooled bridged pair is priced only where the seller fits the bridge
        excluded.extend(f"{o.id}: no NVLink bridge" for o in offers if not o.nvlink)
        offers = [o for o in offers if o.nvlink]
    if gpus > 1 and not separate_instances_serve(facts):  # review 68 C1: no tensor-parallel copy across instances
        excluded.extend(f"{o.id}: no instance of stated size holds {gpus} cards" for o in offers if o.count_unstated)
        offers = [o for o in offers if not o.count_unstated]
    if gpus > NODE_GPUS and facts.is_training:
        # one training job over several nodes needs InfiniBand / RoCE between them: a marketplace
        # of single machines has no such fabric (seed 001: P2P capacity is for interruptible work)
        excluded.extend(f"{o.id}: no multi-node fabric" for o in offers if marketplace(kb, o))
        offers = [o for o in offers if not marketplace(kb, o)]
    hours = facts.hours_per_day or 24.0
    routes: dict[str, tuple[bool, float, float, str | None, str] | None] = {}
    best = None
    if not offers:
        return best, excluded
    pricer = pricer_for(kb, hours, facts.days)
    months = estimate.usage_months(facts.days)  # (the same for every offer)
    # the person's own quote states its unit (per GPU, or the GPUs it was for): a seller's lower price whose unit nobody
    # confirmed does not displace it (review 45 C12: a $1.90 MI300X quote lost to a $1.85 of unstated unit)
    quoted = any(o.provider == QUOTE_PROVIDER for o in offers)
    for offer in offers:  # the amount alone per offer; price_card costs the winner in full
        provider = kb.provider(offer.provider)
        amount = pricer(offer, provider, _billed(facts, offer, gpus, provider.min_gpus))
        monthly = amount / months
        monthly_display: float | None = monthly
        if offer.currency != display:
            if offer.currency not in routes:
                routes[offer.currency] = estimate.conversion(offer.currency, display, kb, facts.fx)
            route = routes[offer.currency]
            monthly_display = (None if route is None
                               else monthly / route[1] if route[0] else monthly * route[1])
        unconfirmed = quoted and offer.provider != QUOTE_PROVIDER and unit_unstated(
            kb, card_id, gpus, offer.min_gpus if offer.min_gpus is not None else provider.min_gpus)
        # comparable first, then (beside a quote) a known unit, then (a buyer's yardstick) a rent of the GPUs alone
        node_only = facts.procure == "buy" and billed_gpus(offer, gpus, provider.min_gpus) > gpus
        key = (monthly_display is None, unconfirmed, node_only,
               monthly_display if monthly_display is not None else monthly, offer.id)
        if best is None or key < best[0]:
            best = (key, offer, provider)
    return best, excluded


def price_card(kb: KnowledgeBase, facts: Facts, card_id: str, gpus: int) -> Priced:
    display = display_currency(facts)
    key = (*_usage_key(kb, facts, card_id, gpus, display), facts.budget, one_off(facts), facts.runs_per_month)
    known = _PRICED.get(key)
    if known is not None and known[0] is kb:
        return known[1]
    priced = _price_card(kb, facts, card_id, gpus, display)
    if len(_PRICED) >= _MEMO_MAX:
        del _PRICED[next(iter(_PRICED))]
    _PRICED[key] = (kb, priced)
    return priced


def monthly_and_over(kb: KnowledgeBase, facts: Facts, card_id: str, gpus: int
                     ) -> tuple[float | None, bool]:
    """``price_card(...)``'s ``choice.monthly_display`` (None without a choice or a rate) and
    ``over_budget``, without costing the cheapest offer in full (its usage notes and texts): a
    sized job compares every GPU count's total and prices in full only the count it picks. The
    figure is the one the cheapest offer was chosen by, computed as ``_price_card`` computes it."""
    display = display_currency(facts)
    best, _ = _cheapest(kb, facts, card_id, gpus, display)
    if best is None or best[0][0]:  # no offer, or none converts into the display currency
        return None, False
    monthly_display = best[0][3]
    if facts.budget is None:
        return monthly_display, False
    cost = _budget_cost(facts, monthly_display * estimate.usage_months(facts.days), monthly_display, best[1].unit)
    return monthly_display, cost > facts.budget.limit and not purchase_budget(facts)


def _price_card(kb: KnowledgeBase, facts: Facts, card_id: str, gpus: int, display: str) -> Priced:
    choice, excluded = _chosen(kb, facts, card_id, gpus, display)
    if choice is None:
        return Priced(card_id, gpus, None, False, False, None, excluded)
    comparable = choice.monthly_display is not None
    over = False
    budget_cost = None
    if comparable and facts.budget is not None:
        usage_display = choice.monthly_display * estimate.usage_months(facts.days)
        budget_cost = _budget_cost(facts, usage_display, choice.monthly_display, choice.unit)
        over = budget_cost > facts.budget.limit and not purchase_budget(facts)
    return Priced(card_id, gpus, choice, comparable, over, budget_cost, excluded)


# _cost_choice's answers: the cheapest offer costed in full depends on the usage alone (the
# memo's key), not on the budget it is then compared with — consultations that differ only in
# their budget (the TUI's, as a person tries figures; every budget of the same usage) share it.
_CHOSEN: dict[tuple[Any, ...], tuple[KnowledgeBase, OfferChoice | None, tuple[str, ...]]] = {}


def _chosen(kb: KnowledgeBase, facts: Facts, card_id: str, gpus: int, display: str
            ) -> tuple[OfferChoice | None, tuple[str, ...]]:
    key = _usage_key(kb, facts, card_id, gpus, display)
    known = _CHOSEN.get(key)
    if known is not None and known[0] is kb:
        return known[1], known[2]
    choice, excluded = _cost_choice(kb, facts, card_id, gpus, display)
    if len(_CHOSEN) >= _MEMO_MAX:
        del _CHOSEN[next(iter(_CHOSEN))]
    _CHOSEN[key] = (kb, choice, excluded)
    return choice, excluded


def _cost_choice(kb: KnowledgeBase, facts: Facts, card_id: str, gpus: int, display: str
                 ) -> tuple[OfferChoice | None, tuple[str, ...]]:
    """The cheapest eligible offer, costed in full for the stated usage (None: no offer)."""
    best, excluded = _cheapest(kb, facts, card_id, gpus, display)
    if best is None:
        return None, tuple(excluded)
    hours = facts.hours_per_day or 24.0
    _key, offer, provider = best
    billed = _billed(facts, offer, gpus, provider.min_gpus)
    days = facts.days
    return cost_offer(kb, offer, provider, hours, days, billed, display, facts.fx), tuple(excluded)


def multipliers_monotone(kb: KnowledgeBase) -> bool:
    """Every seller's multi-card multiplier grows with the GPUs (a stated 16-GPU price below the
    8-GPU one would let more GPUs cost less)."""
    for provider in kb.providers:
        if not provider.multipliers:
            continue
        stated = {m.gpus: m.factor for m in provider.multipliers}
        factors = [1.0] + [stated.get(n, float(n)) for n in range(2, max(stated) + 2)]
        if any(b < a for a, b in zip(factors, factors[1:])):
            return False
    return True
