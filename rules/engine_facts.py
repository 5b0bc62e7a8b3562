"""The facts the engine reads: one job, one per card, the priced survivors, the picks.

Every fact holds only ids, enums, numbers and booleans (durable-rules' C engine); the texts
a rule's conclusion needs (names, prices as text) go to the sink's ``info`` beside it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, Offer, Provider
from knowledge.text import UNIT_ZH, money
from rules import estimate
from rules.answer import r2 as _r
from rules.answer import rent_over_days
from rules.base.caveats import same_speed_as
from rules.base.interconnect import pool_limit
from rules.base.power import binding_power, over_power
from rules.base.predicates import generation, is_blackwell, legacy_generation, two_generations_back
from rules.buy_budget import rental_aside
from rules.cards_accepted import card_listed
from rules.checkpoint_ref import launch_fields, model_ref
from rules.cluster_floor import floor_fields
from rules.consultation import Pick
from rules.engine import Sink
from rules.estimate import precision as precision_mod
from rules.estimate.fit import CardFit, dense_tflops
from rules.estimate.kernels import int4_fact, min_compute_capability
from rules.estimate.requirement import Requirement
from rules.export_licence import EXPORT_RULE_2023, licence_since
from rules.fact_parse import EXACT_BUDGET_SHARE, budget_texts
from rules.fact_vocab import month_share
from rules.facts import LLM_TASKS, Facts
from rules.invoice_alt import confirmed_seller_text
from rules.node_cost import NODE_AT_FLOOR, node_cost, node_span_text
from rules.on_demand import on_demand_alternative
from rules.placement import fits as fits_with_headroom
from rules.price_outlier import NONE as OUTLIER_NONE
from rules.price_outlier import outlier_fields, priced_outlier
from rules.pricing import (
    Priced,
    known_hosting_wanted,
    mainland_unknown,
    marketplace,
    offer_age_days,
    priced_by_person,
    unit_unstated,
    whole_nodes_monthly,
)
from rules.set_aside import set_aside_text


def job_fact(facts: Facts, req: Requirement, display: str, kb: KnowledgeBase) -> dict[str, Any]:
    hours = facts.hours_per_day or 24.0
    kv = float(req.breakdown.get("kv_cache", 0.0))
    need = float(req.vram_gb)
    return {
        "kind": "job", "task": facts.task, "training": facts.is_training,
        "precision": facts.precision or "",
        "llm": facts.task in LLM_TASKS, "need_gb": _r(need), "kv_gb": _r(kv),
        "kv_share": _r(kv / need if need > 0 else 0.0, 3),
        # the KV cache is sized by a stated load's requests (one at the full context): tokens each
        "load_tokens": req.parts.load_tokens
        if req.parts.load_sized(req.context_tokens or 0, req.sequences) else 0,
        "context": int(facts.context_tokens or 0), "concurrency": facts.concurrency,
        "region": facts.region or "any", "region_stated": facts.region_stated,
        "compliance": facts.compliance, "no_rental": facts.no_rental,
        "cuda": {True: "yes", False: "no", None: "unknown"}[facts.cuda_required],
        "interruptible": facts.interruptible, "priority": facts.priority,
        "hours_per_day": hours, "days": facts.days, "days_stated": "days" in facts.stated,
        "usage_hours": _r(hours * facts.days),
        # a month's share, not a day's (review 35 M4: "每个月用 200 小时" is 24 h on 8.33 days — 28 %, not 100 %)
        "utilisation": _r(hours / 24.0 * min(facts.days, 30.0) / 30.0, 3), "max_gpus": facts.max_gpus,
        "currency": display, "whole_gb": _r(req.parts.whole_gb),  # the models whole on GPU 0 (rules.split_share)
        "has_budget": facts.budget is not None, "power_limit": binding_power(facts)[0],
        "gpu_power": binding_power(facts)[1], "power_gpus": facts.power_limit_gpus,
        "buyer": facts.buyer, "buyer_stated": "buyer" in facts.stated, "procure": facts.procure,
        "server_gpus": facts.server_gpus or 0,  # buying: the GPUs in the one box asked for (0: none said)
        "invoice": facts.invoice,
        "sized_job": facts.one_off_job,
        "public_service": facts.public_service, "public_stated": "public_service" in facts.stated,
        "stock_only": facts.stock_only, "office_box": facts.office_box, "desk_gpus": 2 if facts.office_box else 0,
        "must_stay_up": facts.must_stay_up,
        "used_ok": facts.buys_used, "psu": float(facts.psu_w or 0.0),  # a person buying used; the PSU said (W)
        "concurrency_stated": "concurrency" in facts.stated, "rps": float(facts.rps or 0.0),
        "prompt_said": facts.input_tokens is not None,  # the prompt's own size, not the window, is read then
        # nobody said how many are served at once: one sequence is the assumption
        "load_unstated": facts.task == "inference" and not facts.rps
        and "concurrency" not in facts.stated and "users" not in facts.stated,  # a head count asks it (review 95 c02)
        "domestic_chips": facts.domestic_chips, "vendors": (facts.vendors or "").replace(",", "+"),
        "only_cards": (facts.only_cards or "").replace(",", "+"), "users_in": facts.users_in or "",
        "based_in": facts.based_in or "", "users_abroad": facts.users_in in ("intl", "eu"), "gdpr": facts.gdpr,
        # people wait on its answers: a stated serving load or a public service
        "serving_users": facts.task == "inference" and bool(facts.rps or facts.public_service),
        # renting abroad: where the machines run matters (unknown-hosting-ranked-after)
        "known_hosting_wanted": known_hosting_wanted(facts),
        "fp8_candidate": bool(precision_mod.fp8_candidate(facts, facts.model_record(kb)
                                                          if facts.model else None)),
    }


def gated_repo(kb: KnowledgeBase, facts: Facts, command: str | None) -> str:
    """The gated Hugging Face repository the command downloads ('' where none: source hf-gated-repos)."""
    model = facts.model_record(kb) if facts.model else None
    if model is None or not model.gated or not command:
        return ""
    return next((r for r in (model_ref(kb, model, serving=True), model_ref(kb, model)) if r in command), "")


def card_fact(kb: KnowledgeBase, facts: Facts, card: Card, one: CardFit, gpus_needed: int,
              fit_n: CardFit | None) -> dict[str, Any]:
    head, spec, offers, software = _card_static(kb, card)
    return {
        **head, "pool": pool_limit(card, facts, kb), **spec,
        "fits1": fits_with_headroom(one), "headroom1": _r(one.headroom_gb),
        "need1": _r(one.per_gpu_need_gb), "gpus_needed": gpus_needed,
        "need_n": _r(fit_n.per_gpu_need_gb) if fit_n is not None else 0.0,
        # the n GPUs hold a whole copy each (serving: its share of the sequences), nothing split
        "copies": fit_n is not None and fit_n.layout == "replicas",
        # llama.cpp's whole layers per GPU: nothing pooled, one activation a token over the link
        "layer_split": fit_n is not None and fit_n.layout == "layer-split",
        "single_only": facts.task not in LLM_TASKS,
        **({"old_gen": False} if priced_by_person(kb, facts, card.id) else {}),  # the used market priced
        # --vendor ("AMD only", "no NVIDIA"): a maker the person accepts
        "vendor_ok": facts.vendors is None or card.vendor in facts.vendors.split(","),
        "listed": card_listed(facts.only_cards, card.id),  # --only-cards: "只能用 H20 或者国产卡", "no-ascend-910c"
        # --max-power for the GPUs together, worked out here (no join in the engine); no board power: over any
        "over_power": over_power(card, facts, gpus_needed),
        **offers,
        "int4": _int4(card, facts.engine or "vllm"),
        "prefill_s": _r(float(getattr(fit_n or one, "prefill_seconds", None) or 0.0), 1),
        **software,
    }


# The card fact's fields that depend on the card and its offers alone, in the fact's field order
# (a consultation asserts every card, and each what-if variant the cheap ones, again).
_STATIC: dict[tuple[int, str], tuple[KnowledgeBase, Card, tuple[dict[str, Any], ...]]] = {}
_STATIC_MAX = 4096


def _card_static(kb: KnowledgeBase, card: Card) -> tuple[dict[str, Any], ...]:
    known = _STATIC.get((id(kb), card.id))
    if known is not None and known[0] is kb and known[1] is card:
        return known[2]
    rentable = [o for o in kb.offers_for(card.id) if "market-rate" not in o.flags]
    parts = (
        {"kind": "card", "card": card.id, "cls": card.card_class, "vendor": card.vendor,
         "blackwell": is_blackwell(card), "old_gen": two_generations_back(card),
         "ecosystem": card.ecosystem, "interconnect": card.interconnect,
         # new exports to China need a US licence: the H20s since April 2025 (their own source says so), a China-market
         # part named in the October 2023 8-K (the A800) since November 2023 — its cloud stock predates that
         "cn_licence": licence_since(card) is not None, "cn_licence_since": licence_since(card) or ""},
        {"node": card.max_pool_gpus, "ecc": card.ecc,
         "sm": float(min_compute_capability(card) or 0.0),
         "china": card.china_status, "market": card.market,
         "cooling": card.cooling or "unknown", "cooling_source": card.cooling_source, "form": card.form_factor,
         # released after the October 2023 export rule: no stock was ever legally installed in China
         "post_rule": bool(card.released) and card.released[:7] >= EXPORT_RULE_2023,
         "vram": card.vram_gb, "bw": card.bandwidth_gbs, "fp16": card.fp16_tflops, "tdp": card.tdp_w or 0.0},
        {"has_offer": bool(rentable), "has_cn_offer": any(o.region == "cn" for o in rentable),
         # a market-rate reference only, no plan to order (review 56 C1: "no rental price" beside Huawei Cloud's)
         "rate_only": not rentable and bool(kb.offers_for(card.id)),
         "has_intl_offer": any(o.region == "intl" for o in rentable),
         "fp8": precision_mod.fp8_support(card)},  # native / weight-only / no: one answer for the program
        {k: {True: "yes", False: "no", None: "unknown"}[getattr(card, f)] for k, f in
         (("bf16", "bf16"), ("fa2", "flash_attention_2"), ("mxfp4", "mxfp4_vllm"),
          ("rt", "rt_cores"))},
    )
    if len(_STATIC) >= _STATIC_MAX:
        _STATIC.clear()
    _STATIC[(id(kb), card.id)] = (kb, card, parts)
    return parts


_INT4: dict[tuple[int, str], tuple[Card, str]] = {}


def _int4(card: Card, engine: str) -> str:
    """``int4_fact``, once per card and engine (a pure function of the two; every card fact asks)."""
    known = _INT4.get((id(card), engine))
    if known is not None and known[0] is card:
        return known[1]
    if len(_INT4) >= _STATIC_MAX:
        _INT4.clear()
    value = int4_fact(card, engine)
    _INT4[(id(card), engine)] = (card, value)
    return value


def priced_fact(kb: KnowledgeBase, p: Priced, facts: Facts, display: str, sink: Sink,
                known_floor: float | None = None) -> dict[str, Any]:
    ch = p.choice
    assert ch is not None
    budget = facts.budget
    budget_text = budget_text_zh = cost_text = cost_text_zh = ""
    if budget is not None:
        budget_text, budget_text_zh = budget_texts(budget)
        if p.budget_cost is not None:
            cost_text = f"{money(p.budget_cost, display)}/{budget.unit}"
            cost_text_zh = f"{money(p.budget_cost, display)}/{UNIT_ZH[budget.unit]}"
            # how many GPUs the figure pays for (review 26 m2: "l40s … €46,200/month" was 70 of them, unsaid)
            asides_en: list[str] = [f"{p.gpus} GPUs"] if p.gpus > 1 else []
            asides_zh: list[str] = [f"{p.gpus} 张卡"] if p.gpus > 1 else []
            if ch.conversion is not None and ch.monthly_display and ch.monthly_cost:
                # review 13 m10: a converted figure says from what, at what rate
                rate = ch.monthly_display / ch.monthly_cost
                orig = money(p.budget_cost / rate, ch.currency)
                asides_en.append(f"{orig} at {rate:.4g} {display}/{ch.currency}")
                asides_zh.append(f"{orig}，按 {rate:.4g} {display}/{ch.currency}")
            whole_node = (ch.gpus_priced or p.gpus) > p.gpus
            if facts.region in ("cn", "intl") and ch.region != facts.region:
                # the plan priced is one the person did not ask for (a cn job's only RTX PRO 6000 is
                # an 8-GPU node abroad): said, so the figure is not read as a local price
                where = "outside mainland China" if ch.region == "intl" else "in mainland China"
                where_zh = "中国大陆以外" if ch.region == "intl" else "中国大陆"
                node = f", a whole {ch.min_gpus}-GPU node" if whole_node else ""
                node_zh = f"，须整台 {ch.min_gpus} 卡起租" if whole_node else ""
                asides_en.append(f"rented {where}{node}")
                asides_zh.append(f"{where_zh}的报价{node_zh}")
            elif aside := rental_aside(p.gpus, ch.gpus_priced or p.gpus, ch.min_gpus):
                # what the figure pays for: a whole node, or GPUs at the per-GPU rate (review 98 c06)
                asides_en.append(aside[0])
                asides_zh.append(aside[1])
            if asides_en:
                cost_text += f" ({'; '.join(asides_en)})"
                cost_text_zh += f"（{'；'.join(asides_zh)}）"
    credits = ch.currency == "T-CREDIT"
    aside_en, aside_zh = set_aside_text(p.excluded) if not p.comparable else ("", "")
    sink.info[("priced", p.card)] = {
        "aside": aside_en, "aside_zh": aside_zh,
        "currency": ch.currency, "display": display, "cost_text": cost_text,
        "budget_text": budget_text, "cost_text_zh": cost_text_zh, "budget_text_zh": budget_text_zh,
        "why": "site credits with no public exchange rate" if credits
        else "no exchange rate in the knowledge base",
        "why_zh": "站内余额，没有公开汇率" if credits else "知识库里没有汇率"}
    # an 8-GPU baseboard part priced per GPU by a seller that never states its unit, whose whole
    # node would break the budget (the unit-unknown-over-budget rule; review 5 F7)
    unit_unknown = unit_unknown_offer(kb, facts, p)
    node_over = bool(
        unit_unknown and budget is not None and p.budget_cost is not None
        and whole_nodes_monthly(p.budget_cost, p.gpus) > budget.limit)
    if unit_unknown and ch.monthly_display is not None:  # labelled by the span priced (review 102 c01)
        got = node_span_text(facts, ch.monthly_display, p.gpus, ch.display_currency)
        sink.info[("priced", p.card)]["node_monthly"], sink.info[("priced", p.card)]["node_monthly_zh"] = got
    if node_over:
        sink.info[("priced", p.card)]["node_budget_cost"] = (
            f"{money(whole_nodes_monthly(p.budget_cost, p.gpus), display)}/{budget.unit}")
        sink.info[("priced", p.card)]["node_budget_cost_zh"] = (
            f"{money(whole_nodes_monthly(p.budget_cost, p.gpus), display)}/{UNIT_ZH[budget.unit]}")
    # even as a whole node it costs no more than the cheapest offer of known unit (review 10 F2:
    # 8 × MI300X at $10,656 was ranked after 4 × B300 at $21,283 "unless single GPUs") — within 2 %, less than
    # a quarter's drift of the prices themselves (review 56 C8: a $10,656 node with 1,536 GB was ranked after a
    # tight 2 × B300 at $10,642 that needs --gpu-memory-utilization 0.95 to start)
    node_cheapest = bool(unit_unknown and ch.monthly_display is not None and known_floor is not None
                         and whole_nodes_monthly(ch.monthly_display, p.gpus) <= known_floor * NODE_AT_FLOOR)
    sink.info[("priced", p.card)]["provider_name"] = ch.provider_name
    return {"kind": "priced", "card": p.card, "gpus": p.gpus, "comparable": p.comparable,
            "over_budget": p.over_budget, "unit_unknown_over_budget": node_over,
            "unit_unknown": unit_unknown and ch.monthly_display is not None,
            "node_cheapest": node_cheapest, "price_outlier": priced_outlier(kb, facts, p.card, ch.offer_id, display),
            # rented only from a mainland-oriented seller that never says where its machines are
            "hosting_unknown": ch.region == "intl" and mainland_unknown(kb, ch)}


def unit_unknown_offer(kb: KnowledgeBase, facts: Facts, p: Priced) -> bool:
    """An 8-GPU baseboard part priced per GPU by a seller that never states its unit (a sized
    job's hours are too few for a seller's unit to matter)."""
    ch = p.choice
    return bool(ch is not None and unit_unstated(kb, p.card, p.gpus, ch.min_gpus) and not facts.one_off_job
                and facts.procure != "buy")


def known_unit_floor(kb: KnowledgeBase, facts: Facts, priced: Mapping[str, Priced],
                     ranked_after: Collection[str] = ()) -> float | None:
    """The lowest monthly cost (display currency) among offers whose unit is known, that keep the budget and
    that no market rule has already ranked after: what a whole node of an unknown-unit offer has to beat (review 56
    C8: 8 × H20 at $7,430, itself ranked after abroad, set the bar for an 8 × MI300X node that cost $14 more than
    the tight 2 × B300 that led)."""
    costs = [p.choice.monthly_display for p in priced.values()
             if p.choice is not None and p.choice.monthly_display is not None and p.comparable
             and not p.over_budget and p.card not in ranked_after and not unit_unknown_offer(kb, facts, p)]
    return min(costs) if costs else None


def _pick_card(card: Card) -> dict[str, Any]:
    """A pick fact's fields about its card (rented or bought); ``dc_pcie``: an NVIDIA datacenter PCIe card, passively
    cooled (rules.base.cooling)."""
    return {"ecosystem": card.ecosystem, "blackwell": is_blackwell(card), "cls": card.card_class,
            "dc_pcie": card.card_class == "datacenter" and card.form_factor == "pcie" and card.vendor == "nvidia",
            "legacy": legacy_generation(card), "ecc": card.ecc, "vram": card.vram_gb, "bw": card.bandwidth_gbs,
            "fp16": dense_tflops(card), "tdp": card.tdp_w or 0.0, "devices": card.devices,
            "cooling": card.cooling or ""}


def pick_fact(kb: KnowledgeBase, facts: Facts, req: Requirement, pick: Pick,
              priced: Mapping[str, Priced], sink: Sink) -> dict[str, Any]:
    card = kb.card(pick.card)
    serving = sink.info.get(("serving", pick.card), {})
    offer = pick.offer
    buy = _purchase_fields(facts, pick, sink)
    if offer is None or facts.procure == "buy" and facts.no_rental:  # no rental shown: no seller to caveat (108 c8c)
        sink.info[("pick", pick.card)] = {
            **sink.info.get(("pick", pick.card), {}), "provider_name": "",
            "arch": card.architecture, "generation": generation(card), "machine": "",
            "dc_text": "", "rent_over_days": "", "node_cost": "", "node_cost_zh": "",
            "hourly_text": "", "plan_text": "", "plan_text_zh": "", "plan_unit": "",
            "plan_unit_zh": "", **serving}
        return _unrented_pick_fact(kb, facts, pick, card, serving, buy)
    provider = kb.provider(offer.provider)
    dc = [a for a in card.availability if a.provider == offer.provider]
    same = same_speed_as(kb, facts, pick, priced)
    be = _breakeven(kb, facts, pick)
    texts = {key: be.pop(key) for key in ("hourly_text", "plan_text", "plan_text_zh", "plan_unit",
                                          "plan_unit_zh")}
    sink.info[("pick", pick.card)] = {
        **sink.info.get(("pick", pick.card), {}), **texts, "provider_name": provider.name, "arch": card.architecture,
        "hosting_unknown": mainland_unknown(kb, offer),  # review 26 m4: never said to be abroad for sure
        "generation": generation(card),
        "machine": (row := _offer_of(kb, pick)).machine, "count_unstated": row.count_unstated,
        "dc_text": "; ".join(", ".join(a.datacenters) + (f" ({a.note})" if a.note else "") for a in dc),
        # renting the pick for the whole stated period (the buy-vs-rent-horizon caveat)
        "rent_over_days": money(rent_over_days(facts, pick), pick.currency),
        "n_plus_one": money((pick.monthly_cost or 0.0) * (pick.replicas + 1) / max(1, pick.replicas), pick.currency),
        # what the same usage costs as a whole 8-GPU node (the unit-unknown caveat)
        **dict(zip(("node_cost", "node_cost_zh"), node_cost(kb, facts, req, pick)
                   if _unit_unknown(kb, pick, _offer_of(kb, pick)) else ("", ""))),
        **_on_demand_texts(kb, facts, req, pick), **serving,
        **dict(zip(("invoice_alt", "invoice_alt_zh"), confirmed_seller_text(kb, facts, pick, pick.currency, req)))}
    return {
        "kind": "pick", "role": pick.role, "rank": pick.rank, "top": pick.rank == 1,
        "decode_tps": float((pick.throughput or {}).get("decode_tokens_per_s") or 0.0),
        "card": pick.card, "gpus": pick.gpus, "gpus_all": pick.gpus_in_all, "mode": pick.mode,
        **_pick_card(card), "provider": offer.provider,
        "offer_region": offer.region, "unit": offer.unit,
        "promo": "promo" in offer.flags or "stock-limited" in offer.flags,
        "p2p": marketplace(kb, offer),
        "spot": "spot" in offer.flags, "whole_machine": offer.basis == "whole-machine",
        "dc_limited": bool(dc), "max_context": int(serving.get("max_context", pick.max_context_tokens or 0)),
        "same_speed_as": same, **be, **_market_fields(kb, facts, pick, provider),
        "tight": bool(serving.get("tight", False)), "fp8_gpus": int(serving.get("fp8_gpus", 0)),
        # sequences a stated load keeps in flight on one copy (Little's law); 0 without a load
        "in_flight": pick.job.served.slots if pick.job is not None and pick.job.served is not None else 0,
        "replicas": pick.replicas if pick.job is not None and pick.job.served is not None else 0,
        **launch_fields(pick.launch), "gated": gated_repo(kb, facts, pick.launch),
        # NVLink / Infinity Fabric / HCCS fitted (a bridged pair only where the offer says so)
        "fast_link": card.interconnect in ("nvlink", "infinity-fabric", "hccs") or bool(
            card.interconnect == "nvlink-bridge" and pick.offer is not None and next(
                (o.nvlink for o in kb.offers_for(card.id) if o.id == pick.offer.offer_id), False)),
        "fp8_native": precision_mod.fp8_support(card) == "native",
        "link_assumed": "form-factor-assumed" in offer.flags, **floor_fields(kb, pick),
        # one whole copy of the model per GPU: nothing crosses between them, so the link is moot
        "copies": pick.gpus > 1 and estimate.fit(req, facts, card, pick.gpus, kb, inverse=False).layout == "replicas",
        # a needed invoice from a seller whose invoicing is not recorded (the invoice-unconfirmed caveat); buying, the
        # invoice is the hardware seller's (buy-vat-invoice), not the rent shown beside it (review 90 c07)
        "invoice_unconfirmed": facts.invoice in ("vat-special", "vat") and offer.invoice is None
        and facts.procure != "buy",
        "rented": True, **buy, **_over_round_budget(facts, pick, priced.get(pick.card), sink),
    }


def _on_demand_texts(kb: KnowledgeBase, facts: Facts, req: Requirement, pick: Pick) -> dict[str, str]:
    alt = on_demand_alternative(kb, facts, req, pick)  # the spot-production caveat says it
    return {"on_demand_en": f" {alt.en}" if alt else "", "on_demand_zh": alt.zh if alt else ""}


def _over_round_budget(facts: Facts, pick: Pick, p: Priced | None, sink: Sink) -> dict[str, Any]:
    """A pick over a round-figure budget ("around $4,000") but within its 5 % (the
    budget-approximate caveat says by how much)."""
    budget = facts.budget
    cost = p.budget_cost if p is not None and p.gpus == pick.gpus else None
    over = bool(budget is not None and budget.approx and cost is not None
                and budget.amount * (1 + EXACT_BUDGET_SHARE) < cost <= budget.limit)
    if over:
        assert budget is not None and cost is not None
        en, zh = budget_texts(budget)
        sink.info[("pick", pick.card)] = {
            **sink.info.get(("pick", pick.card), {}),
            "round_cost": f"{money(cost, budget.currency)}/{budget.unit}",
            "round_cost_zh": f"{money(cost, budget.currency)}/{UNIT_ZH[budget.unit]}",
            "round_budget": en, "round_budget_zh": zh,
            "round_over": money(cost - budget.amount, budget.currency),
            "round_share": f"{(cost / budget.amount - 1) * 100:.1f} %"}
    return {"over_round_budget": over}


def _purchase_fields(facts: Facts, pick: Pick, sink: Sink) -> dict[str, Any]:
    """Buying: the months of rent a purchase equals (the buy-breakeven rule), its texts kept out
    of the engine."""
    got = pick.purchase
    months = got.break_even_months if got is not None else None
    plan = pick.job
    # a sized job is rented for its own hours: the purchase is held against how many such jobs it buys, not a month
    # of round-the-clock rent (review 29 C4: "pays for itself after 11.2 months" of a $1,210 month, for a $47.56 job)
    per_job = plan is not None and plan.is_job and bool(plan.total)
    runs = float(facts.runs_per_month or 1.0) * facts.days / 30 if per_job else 1.0
    if per_job and got is not None and got.total_display is not None:
        months = got.total_display / plan.total
    if got is None or months is None or got.total_display is None or (pick.monthly_cost is None and not per_job) \
            or facts.no_rental:  # renting is no option: no break-even against it
        return {"breakeven_months": 0.0}
    sink.info[("pick", pick.card)] = {
        **sink.info.get(("pick", pick.card), {}),
        "buy_text": money(got.total_display, got.display_currency)
        + (f" ({got.what('en')})" if got.units > 1 or got.row.currency != got.display_currency
           else f" ({got.row.id})"),
        # the rent the break-even was taken against: as many GPUs as the purchase holds (rules.base.buying)
        "rent_text": money(plan.total if per_job else (got.monthly_rent or pick.monthly_cost * month_share(facts.days)),
                           pick.currency),
        "rent_all": got.units * got.row.gpus if not per_job and got.units * got.row.gpus > pick.gpus_in_all else 0,
        "per_job": per_job,
        # review 29 C3: how busy the job keeps the bought cards, its own wall hours over the period —
        # not the 8 h a day a usage plan assumes
        # (a job that recurs keeps them busy every run: review 43 — 300 clips a day were "3 % of 30 days")
        **({"busy_hours": f"{plan.wall_hours * runs:,.0f}", "busy_pct": round(plan.wall_hours * runs / (facts.days * 24)
                                                                               * 100),
            "period_days": f"{facts.days:g}"} if per_job else {})}
    return {"breakeven_months": _r(months)}


def _unrented_pick_fact(kb: KnowledgeBase, facts: Facts, pick: Pick, card: Any,
                        serving: Mapping[str, Any], buy: Mapping[str, Any]) -> dict[str, Any]:
    """A pick with no rental offer (buying only): the same fields, none of them about a seller."""
    sink_free = {"provider": "", "offer_region": "", "unit": "", "promo": False, "p2p": False,
                 "spot": False, "whole_machine": False, "dc_limited": False,
                 "link_assumed": False, "invoice_unconfirmed": False, "per_gpu_floor": False,
                 "market": card.market, "hosted": "none", "seller_home": "none", "sla": "n/a",
                 "min_gpus": 1, "whole_node": False, "unit_unknown": False, "price_age": 0, **OUTLIER_NONE,
                 "breakeven_days": 0.0, "plan_cheaper": False, "hourly_only": False}
    return {
        "kind": "pick", "role": pick.role, "rank": pick.rank, "top": pick.rank == 1,
        "card": pick.card, "gpus": pick.gpus, "gpus_all": pick.gpus_in_all, "mode": pick.mode,
        **_pick_card(card), **sink_free,
        "max_context": int(serving.get("max_context", pick.max_context_tokens or 0)),
        "same_speed_as": "",
        "tight": bool(serving.get("tight", False)), "fp8_gpus": int(serving.get("fp8_gpus", 0)),
        "in_flight": pick.job.served.slots if pick.job is not None and pick.job.served is not None else 0,
        "replicas": pick.replicas if pick.job is not None and pick.job.served is not None else 0,
        **launch_fields(pick.launch), "gated": gated_repo(kb, facts, pick.launch),
        "fast_link": card.interconnect in ("nvlink", "infinity-fabric", "hccs"),
        "fp8_native": precision_mod.fp8_support(card) == "native",
        "rented": False, **buy,
    }


def _market_fields(kb: KnowledgeBase, facts: Facts, pick: Pick, provider: Provider) -> dict[str, Any]:
    """Where and how the picked offer sells (issue 12): the market rules read these."""
    offer = _offer_of(kb, pick)
    card = kb.card(pick.card)
    unit = offer.min_gpus or provider.min_gpus or 1
    unit_unknown = _unit_unknown(kb, pick, offer)
    return {"market": card.market, "hosted": offer.hosted_in or "unknown",
            "seller_home": provider.home_market or "unknown",
            "sla": {True: "yes", False: "no", None: "unknown"}[offer.sla],
            "min_gpus": unit, "whole_node": pick.gpus % unit != 0,
            "unit_unknown": unit_unknown, **outlier_fields(kb, facts, offer, pick.currency),
            "price_age": offer_age_days(offer.as_of, facts.today)}


def _offer_of(kb: KnowledgeBase, pick: Pick) -> Offer:
    assert pick.offer is not None
    return next(o for o in kb.offers_for(pick.card) if o.id == pick.offer.offer_id)


def _unit_unknown(kb: KnowledgeBase, pick: Pick, offer: Offer) -> bool:
    """An 8-GPU baseboard part (SXM / OAM) whose seller does not say it rents fewer than 8 — for the GPUs the
    pick uses in all (review 36 M5: 8 copies of one MI300X fill a node; its caveat priced a 30-day node)."""
    unit = offer.min_gpus if offer.min_gpus is not None else kb.provider(offer.provider).min_gpus
    return unit_unstated(kb, pick.card, pick.gpus_in_all, unit)


def _breakeven(kb: KnowledgeBase, facts: Facts, pick: Pick) -> dict[str, Any]:
    """Hourly vs the longest plan the same provider sells for this card (seed 000's formula)."""
    empty = {"breakeven_days": 0.0, "plan_cheaper": False, "hourly_text": "", "plan_text": "",
             "plan_text_zh": "", "plan_unit": "", "plan_unit_zh": ""}
    assert pick.offer is not None
    offers = [o for o in kb.offers_for(pick.card) if o.provider == pick.offer.provider
              and "market-rate" not in o.flags and o.gpus == 1]
    hourly = sorted((o for o in offers if o.unit in ("hour", "minute")), key=lambda o: o.price)
    plans = sorted((o for o in offers if o.unit in ("day", "week", "month")),
                   key=lambda o: ("day", "week", "month").index(o.unit), reverse=True)
    if not hourly or not plans:
        # billed by the hour with no longer plan recorded at this seller (the ask-for-a-plan caveat)
        return {**empty, "hourly_only": bool(hourly) and pick.offer.unit in ("hour", "minute")}
    h, plan = hourly[0], plans[0]
    per_hour = h.price * (60 if h.unit == "minute" else 1)
    days = estimate.breakeven_days(per_hour, plan.price * {"day": 30, "week": 30 / 7,
                                                           "month": 1}[plan.unit])
    hours = facts.hours_per_day or 24.0
    plan_cost_month = plan.price * {"day": 30, "week": 30 / 7, "month": 1}[plan.unit]
    hourly_cost_month = per_hour * hours * 30
    zh_unit = {"day": "包日", "week": "包周", "month": "包月"}[plan.unit]
    return {"breakeven_days": _r(days), "plan_cheaper": plan_cost_month < hourly_cost_month,
            "hourly_text": f"{money(per_hour, h.currency)}/h",
            "plan_text": f"{money(plan.price, plan.currency)}/{plan.unit}",
            "plan_text_zh": f"{money(plan.price, plan.currency)}/{UNIT_ZH[plan.unit]}",
            "plan_unit": f"{plan.unit}ly".replace("dayly", "daily"), "plan_unit_zh": zh_unit,
            "hourly_only": False}
