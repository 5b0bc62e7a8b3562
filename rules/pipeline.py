"""One consultation: facts → estimates → rule engine → pricing → ranking → caveats.

    consult(facts, kb) -> Consultation

This module only prepares the facts (rules.engine_facts), runs the engine session, applies the
step rules in order (rules.base.offers, .ranking, .whatif) and collects what every rule
concluded (rules.collect) into the answer (rules.answer). Stage 1 asserts the job and one fact
per card; stage 2 the priced survivors; stage 3 the picks and the outcome (see ``rules.base``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import knowledge
from knowledge.loader import KnowledgeBase
from knowledge.safe_read import collector_paused
from knowledge.schema import I18n
from rules import (
    checkpointing_lead,
    engine,
    engine_lead,
    estimate,
    hosting_lead,
    kv_lead,
    peak_budget_lead,
    precision_lead,
    prompt_queue,
    several_speed,
    speed_floor_lead,
    speed_target,
)
from rules.answer import answer, r2
from rules.base import RULES, budget_whatif, people_whatif, region_whatif, speed_whatif, whatif
from rules.base.api import api_alternative
from rules.base.billing_notes import billing_notes
from rules.base.buy_box import box_too_small
from rules.base.caveats import near_miss
from rules.base.copies import copies_plans, copies_throughput, copy_pick, serve_by_copies, with_copy_requirement
from rules.base.daily_peak import daily_peak_line
from rules.base.deadline_margin import deadline_margin
from rules.base.interconnect import pool_limit
from rules.base.market import stale_summary
from rules.base.media_fleet import media_fleet
from rules.base.offers import job_plan, no_usable_offer, price_offers
from rules.base.peak_plan import peak_plan
from rules.base.prefix_cache import prefix_cache
from rules.base.quote_export import restricted_pick, restricted_quote
from rules.base.ranking import rank
from rules.base.reasoning_latency import reasoning_effort, reasoning_latency, thinking_by_default
from rules.base.seller_tier import secure_tier
from rules.base.spare_box import buy_notes
from rules.base.speculative import speculative_draft
from rules.base.training_caveats import training_caveats
from rules.capability_facts import capability_job, family_licences, licensed_alternative
from rules.clip_time import clip_time_line
from rules.cluster_line import cluster_line, onshore_lead
from rules.cluster_line import lead as cluster_lead
from rules.collect import Collector
from rules.concurrency_copies import Copier
from rules.concurrency_copies import applies as copies_apply
from rules.consultation import CardFitView, Consultation, Pick, Rejection
from rules.cuda_lead import with_cuda
from rules.day_load import small_load_line
from rules.encoder_batch_line import encoder_batch_line
from rules.engine_facts import card_fact, job_fact, known_unit_floor, pick_fact, priced_fact
from rules.estimate.engines import CUDA_GRAPHS_GB, SGLANG_MEM_FRACTION, VLLM_UTILIZATION
from rules.estimate.fit import context_within
from rules.estimate.purchase import nodes_chips, server_chips, server_price
from rules.estimate.requirement import Requirement
from rules.facts import Facts, resolve
from rules.invoice_alt import invoice_line
from rules.launch import launch_command
from rules.licence_line import licence_first_line
from rules.load_clash import load_clash_line
from rules.named_seller import elsewhere_line
from rules.old_purchase import old_purchase_line
from rules.onshore_speed import onshore_speed_line
from rules.outlier_fallback import outlier_fallback_line
from rules.outlier_median_line import outlier_median_line
from rules.placement import MIN_HEADROOM, fewest_nodes, one_node_at_four_bits, placement
from rules.placement import fits as fits_with_headroom
from rules.prefill import prefill_reference, prefill_wait, prompt_gpus
from rules.pricing import NODE_GPUS, Priced, display_currency
from rules.quote_line import quote_lines
from rules.rent_instead import cheapest_rental, rent_instead_line, with_horizon
from rules.residency_line import data_in_line
from rules.seat_hours import seats_line
from rules.serving import engine_note, fp8_requirement, pick_extras, tight_text, with_prompts_in_flight
from rules.serving_next import serving_next_line
from rules.serving_room import roomy_length
from rules.unpriced_time import unpriced_info

# the answer's caveats in the order their rules declare (show_order)
CAVEAT_ORDER = tuple(r.caveat for r in sorted((r for r in RULES if r.caveat is not None),
                                              key=lambda r: (r.show_order or 999, r.id)))

engine.define(RULES)  # once, at import (durable-rules rulesets are global)


def consult(raw: Mapping[str, Any] | Facts, kb: KnowledgeBase | None = None, *,
            what_if: bool = True, _prices: dict[tuple[str, int], Priced] | None = None,
            _variant: bool = False, _cards: frozenset[str] | None = None, _lead: bool = True) -> Consultation:
    """Run one consultation. Raises ``InputError`` for invalid facts.

    ``_prices`` shares priced offers between a consultation and its what-if variants (the
    variants change the need, never the usage, budget or region that prices depend on);
    ``_variant`` skips the caveat stage, the answer's texts and the fit views, which a what-if
    never shows (it reads a variant's picks and requirement); ``_cards`` limits a what-if
    variant to the cards that could be cheap enough to matter."""
    # a consultation builds some 10^4 short-lived objects and almost no cycles: with the cyclic
    # collector running, it walked them a few times per consultation (~5 % of the time, bench
    # 2026-12-04); the few cycles left are collected at the next allocation after it
    with collector_paused():
        return _consult(raw, kb, what_if=what_if, _prices=_prices, _variant=_variant, _cards=_cards,
                        _lead=_lead)


def _consult(raw: Mapping[str, Any] | Facts, kb: KnowledgeBase | None, *, what_if: bool,
             _prices: dict[tuple[str, int], Priced] | None, _variant: bool, _cards: frozenset[str] | None,
             _lead: bool) -> Consultation:
    kb = kb or knowledge.load()
    facts = resolve(raw, kb)
    req = estimate.requirement(facts, kb)
    note = None if _variant else engine_note(facts, req)
    if note is not None:  # DESIGN §8: the requirement notes say which engine model was used
        req = replace(req, notes=(*req.notes, note))
    display = display_currency(facts)
    sink = Collector(traced=not _variant)

    fits: dict[str, Any] = {}
    memory_gpus: dict[str, int] = {}  # the GPUs memory alone needs (--min-tps may take more)
    card_facts = []
    views = []
    cards = kb.cards if _cards is None else tuple(c for c in kb.cards if c.id in _cards)
    prefill_ref = prefill_reference(kb, req)  # the same for every card
    copier = Copier(kb, facts, req) if copies_apply(facts, req) else None  # a concurrency on copies (review 95 c10)
    for card in cards:
        one, gpus_needed, fit_n = placement(req, facts, card, kb)
        copied = serve_by_copies(copier, card, gpus_needed, fit_n, sink)
        speed = several_speed.check(req, facts, card, kb, gpus_needed, fit_n) if copied is None else None
        if speed is not None and not speed.met and facts.procure != "buy":  # one copy holds them all, too slowly:
            # copies each with fewer (rented; a purchase is not multiplied for speed — its speed-target says so)
            copied = serve_by_copies(copier, card, gpus_needed, fit_n, sink, slow=True)
            speed = speed if copied is None else None
        if copied is not None:  # copies each holding their share: the speed per user is held in their sizing
            gpus_needed, fit_n = copied.gpus, copied.fit
        speed_fields = speed_target.card_fields(speed, facts, gpus_needed)
        memory_gpus[card.id], shown = (copied.gpus_in_all if copied is not None else (fit_n or one).gpus), fit_n or one
        if speed is not None and speed.met:  # --min-tps: the fewest GPUs that keep it
            gpus_needed, fit_n = speed.gpus, speed.fit
        if _variant and gpus_needed == 0:
            # a what-if only asks which card becomes enough: the memory gate rules this one out
            # (fits1 false, no GPU count holds it), and a card it rejects is never ranked
            continue
        fits[card.id] = fit_n or one
        if gpus_needed == 0 and not _variant and req.kind == "llm":
            _record_most_gpus(kb, facts, req, card, sink)
            if facts.domestic_chips and card.interconnect == "hccs":  # how many servers hold it (domestic-chips-fit)
                nodes = fewest_nodes(req, facts, card, kb)
                sink.info[("card-nodes", card.id)] = (nodes, one_node_at_four_bits(req, facts, card, kb),
                                                      _nodes_chips(kb, facts, card, nodes, display))
        # against as many H100s as read one prompt together (review 9 F4: 4 × H20 against one H100 was never
        # "slow", though each H20 has a seventh of the compute; review 51 C9: two copies read a prompt on one)
        ref_gpus = prompt_gpus(fits[card.id])
        wait = prefill_wait(kb, req, card, ref_gpus) if facts.task == "inference" else 0.0
        ref_s = round(prefill_ref / ref_gpus, 1)
        card_facts.append({**card_fact(kb, facts, card, one, gpus_needed, fit_n),
                           "replicas": copied.copies if copied is not None else 1,
                           "prefill_ref_s": ref_s, "prefill_ref_gpus": ref_gpus, "prefill_wait_s": wait,
                           **speed_fields})
        sink.info[("card", card.id)] = {"arch": card.architecture, "prefill": (wait, ref_s, ref_gpus)}
        if facts.domestic_chips and card.ecosystem == "cann" and not _variant:  # (domestic-chips-fit)
            sink.info[("card", card.id)].update(unpriced_info(kb, facts, req, card, gpus_needed))
        if facts.procure == "buy" and card.interconnect == "hccs" and not _variant:  # an Atlas server's chips
            budget = facts.budget.amount if facts.budget and facts.budget.unit == "total" \
                and facts.budget.currency == display else None
            sink.info[("card", card.id)]["server_chips"] = server_chips(
                kb, card.id, NODE_GPUS, region=facts.region or "cn", display=display, fx=facts.fx, budget=budget)
        if facts.procure == "buy" and card.interconnect in ("nvlink", "infinity-fabric") and not _variant:
            budget = facts.budget.amount if facts.budget and facts.budget.unit == "total" \
                and facts.budget.currency == display else None
            sink.info[("card", card.id)]["server_price"] = server_price(
                kb, card.id, NODE_GPUS, region=facts.region or "cn", display=display, fx=facts.fx, budget=budget)
        if not _variant:  # a what-if reads a variant's picks and requirement alone
            views.append(CardFitView(card.id, card.vram_gb, r2(shown.usable_gb), memory_gpus[card.id],  # all copies'
                                     r2(shown.per_gpu_need_gb), fits_with_headroom(shown)))
    record = facts.model_record(kb)
    sink.info[("job", "")] = {"licence": (record.licence or "") if record else "",
                              "model_name": record.name if record else "", **family_licences(facts, kb, record),
                              "commercial_sibling": licensed_alternative(kb, record),
                              "licence_excludes": tuple(record.licence_excludes) if record else (),
                              "territory_alternative": licensed_alternative(kb, record, same_family=False),
                              "dp_attention_gb": req.parts.dp_attention_replicated_gb}  # (domestic-chips-fit)

    with engine.Consultation(sink) as session:
        session.assert_facts([{**job_fact(facts, req, display, kb), **capability_job(facts, kb)},
                              *card_facts])

        survivors = [c for c in cards if c.id in sink.feasible_cards
                     and c.id not in sink.rejected]
        cache = {} if _prices is None else _prices
        plans = {**job_plan(kb, facts, req, sink, survivors), **copies_plans(kb, facts, sink, survivors)}
        box_too_small(facts, sink, plans)  # a load over more GPUs than the one server asked for holds
        if facts.procure == "buy":  # a load that takes whole 8-GPU systems anyway (review 33 C2: the 8 × H200
            # server asked about ranked after 64 × H100, "not as the 4 cards this job needs")
            for card_id, plan in plans.items():
                if plan.gpus * plan.replicas >= NODE_GPUS:
                    sink.undemote(card_id, "buy-baseboard")
        priced = price_offers(kb, facts, sink, survivors, plans, cache, display)
        buying = facts.procure == "buy"
        floor = known_unit_floor(kb, facts, priced, sink.demoted)
        # buying, a rental offer is no gate: a card with none, or none comparable, is priced to
        # buy (or said to need a quote) by rules.base.buying, not ruled out for its rent
        session.assert_facts([priced_fact(kb, p, facts, display, sink, floor) for p in priced.values()
                              if p.choice is not None and (p.comparable or not buying)])
        if not buying:
            no_usable_offer(facts, sink, priced, kb)

        candidates = [c for c in survivors if c.id not in sink.rejected
                      and (buying or priced[c.id].choice is not None)]
        picks = rank(kb, facts, req, sink, candidates, priced, fits, display,
                     limits=not _variant, plans=plans)
        if not _variant:
            picks = _with_serving(kb, facts, req, picks, fits, sink, memory_gpus)
        pick_facts = [] if _variant else [pick_fact(kb, facts, req, p, priced, sink) for p in picks]
        if not _variant:
            missed = near_miss(kb, facts, req, sink, picks)
            for one_pick in pick_facts:  # one at a time: a shared caveat names the top pick
                session.assert_facts([one_pick])
            # buying, the purchase prices age too (review 11 C1: a 2024 report priced a 2026 purchase)
            stale = stale_summary(facts, [p.offer for p in picks if p.offer is not None]
                                  + [SimpleNamespace(as_of=p.purchase.row.as_of, offer_id=p.purchase.row.id)
                                     for p in picks if p.purchase is not None])
            sink.info[("outcome", "")] = stale
            session.assert_facts([{"kind": "outcome", "picks": len(picks), "near_miss": missed,
                                   "oldest_days": stale["oldest_days"], "undated": stale["undated"]}])

    picks = tuple(_with_why(p, sink, memory_gpus, bool(facts.min_tps or facts.max_ttft_s)) for p in picks)
    if picks and not _variant:
        api_alternative(kb, facts, picks[0], sink)
        deadline_margin(facts, picks[0], sink)
        media_fleet(facts, picks, sink)  # a batch past one machine: stock unrecorded, the faster cap
        billing_notes(facts, picks[0], sink)  # a run near a billed unit's end; a yearly plan asked
        prefix_cache(facts, picks[0], sink)  # most of a copy's time reading prompts: shared prefixes cached
        reasoning_latency(kb, facts, picks[0], sink)
        secure_tier(kb, facts, picks, sink)
        training_caveats(facts, req, picks[0], sink)  # spot resuming and price, checkpoints' disk, a detector's speed
        speculative_draft(kb, facts, picks[0], sink)  # a draft: launched, counted, its speed-up not assumed
    if not _variant:  # a model that thinks says so with or without a pick (review 83 c01: dropped where none held)
        for reasoning_said in (thinking_by_default, reasoning_effort):  # (gpt-oss's effort: review 123 M5)
            reasoning_said(kb, facts, picks[0] if picks else None, sink)
        restricted_quote(kb, facts, sink)  # a quote for a restricted card, picked or not
        restricted_pick(kb, facts, picks, sink)  # a company's pick of a restricted card (review 67 C1)
        buy_notes(facts, picks, display, sink)  # its invoice is the hardware seller's (review 90 c07); N+1
    sink.need_gb = float(req.vram_gb)
    what_ifs = (tuple(whatif.what_if(kb, facts, picks, sink, display, cache, consult))
                if what_if else ())
    if what_if and not _variant:  # --priority speed: one copy over more of a card's GPUs
        what_ifs += tuple(speed_whatif.wider_copy_what_if(kb, facts, req, picks, candidates, sink, display))
        what_ifs += region_whatif.where_you_are_what_if(kb, facts, picks, sink, display, consult)
        what_ifs += people_whatif.all_at_once_what_if(kb, facts, picks, sink, display, consult)
    unconfirmed = bool(picks) and any(w.rule == "unit-unknown-over-budget" for w in picks[0].why)
    if what_if and (not picks or unconfirmed):
        # an in-budget pick that holds only if its seller rents single GPUs (which it never says):
        # the cheapest confirmed alternative and the budget it takes (review 7 F6)
        needed = budget_whatif.budget_what_if(kb, facts, sink, priced, display,
                                       unconfirmed=picks[0].offer.provider_name if unconfirmed else None)
        if unconfirmed:  # within the budget, the plan whose price holds as quoted comes first
            needed = budget_whatif.confirmed_precision_what_if(kb, facts, sink, display, consult, picks[0]) + needed
        what_ifs += needed
        # no single change made it fit (a what-if with no card — "100 at once: nothing holds it" — is no such change,
        # nor all of a team at once, which only needs more: held by copies now, review 95 c10)
        if not picks and not any(w.card and dict(w.change).get("concurrency", 0) <= facts.concurrency
                                 for w in what_ifs[:len(what_ifs) - len(needed)]):
            what_ifs += budget_whatif.closest_what_if(kb, facts, sink, display, consult, needed)
    plan = peak_plan(kb, facts, picks, sink, display, consult) if what_if and not _variant else None
    daily = daily_peak_line(kb, facts, picks, sink, display, consult) if what_if and not _variant else None
    demoted_by = {c: {r.rule for r in reasons} for c, reasons in sink.demotions.items()}
    rejected = tuple(Rejection(c.id, tuple(sink.rejected[c.id]),
                               all(r.rule in demoted_by.get(c.id, ()) for r in sink.rejected[c.id]))
                     for c in kb.cards if c.id in sink.rejected)
    order = {cid: i for i, cid in enumerate(CAVEAT_ORDER)}
    caveats = tuple(sorted(sink.caveats.values(), key=lambda c: (order.get(c.id, 99), c.id)))
    rental = cheapest_rental(kb, facts, picks, display, consult) if what_if and not _variant else None
    caveats = with_horizon(caveats, facts, picks, rental, display, kb, what_ifs)
    result = Consultation(
        facts=facts, requirement=req, picks=picks, rejected=rejected, caveats=caveats,
        trace=tuple(sink.trace), what_if=what_ifs,
        answer=() if _variant else (*filter(None, (licence_first_line(facts, caveats), data_in_line(facts),
                                                   onshore_speed_line(facts, picks, card_facts),
                                                   load_clash_line(facts, picks))),
                                    *_with_lines(answer(kb, facts, req, picks, rejected, what_ifs, display), (
            seats_line(kb, facts, req, picks, display) or small_load_line(facts, picks, kb),
            rent_instead_line(kb, facts, picks, display, rental),
            outlier_median_line(kb, facts, picks, display),  # the headline at the market's median (review 100 c08)
            encoder_batch_line(kb, facts, picks, display),  # documents by a deadline: the batch's time (review 100 c05)
            outlier_fallback_line(kb, facts, picks, priced,
                                  {c: {w.rule for w in why} for c, why in sink.rejected.items()}, display),
            serving_next_line(kb, facts, consult) if what_if else None,
            cluster_line(kb, facts, picks, what_ifs, display),
            clip_time_line(kb, facts, views, picks, rejected),
            old_purchase_line(kb, facts, picks, facts.today)), after_picks=(daily,
            None if plan is None else plan.text, invoice_line(kb, facts, picks, display, consult) if what_if else None,
            elsewhere_line(kb, facts, picks, display, consult) if what_if else None), picks=len(picks)),
            *quote_lines(kb, picks, rejected, facts)),
        display_currency=display, metric=sink.metric_name, fits=tuple(views), peak_plan=plan, kb=kb)
    if what_if and _lead and not _variant:  # 16-bit on 4+ consumer cards over PCIe: a smaller precision leads;
        # a training job with room for its activations keeps them
        led = (precision_lead.lead(kb, result, consult) or checkpointing_lead.lead(kb, result, consult)
               or kv_lead.lead(kb, result, consult)  # an FP8 cache where 16 bits fit only a card ranked after
               or engine_lead.lead(kb, result, consult)  # SGLang's DP attention for an MLA mixture of experts
               or hosting_lead.lead(kb, result, consult)  # abroad, never a seller of unknown hosting by default
               or speed_floor_lead.lead(kb, result, consult)  # several at once, each at a readable speed
               or cluster_lead(kb, result, consult)  # nothing in one node: the nodes that hold it
               or peak_budget_lead.lead(kb, result, consult))  # a monthly budget against the month with the peak
        # in mainland China, said: two nodes there before one abroad — over whichever answer leads
        led = onshore_lead(kb, led or result, consult) or led
        if led is not None:  # (a lead weighs its answer before any CUDA line: note 48)
            return _with_cuda_line(kb, led, display)
    return _with_cuda_line(kb, result, display) if what_if and _lead and not _variant else result


def _with_cuda_line(kb: KnowledgeBase, result: Consultation, display: str) -> Consultation:
    """The CUDA plan led where a ROCm / CANN one saves little, else named under its headline (rules.cuda_lead)."""
    return with_cuda(kb, result, display, consult)


def _with_lines(lines: tuple[I18n, ...], extra: tuple[I18n | None, ...],
                after_picks: tuple[I18n | None, ...] = (), picks: int = 0) -> tuple[I18n, ...]:
    """The answer with lines said right after its headline: what all the people take (rules.seats), what suits a
    load too small for a rented card (rules.day_load), the cheapest rental beside a purchase (rules.rent_instead);
    and after the picks' own lines, the plan at a seller recorded as issuing the invoice (rules.invoice_alt)."""
    later = tuple(x for x in after_picks if x is not None)
    lines = (*lines[:picks], *later, *lines[picks:]) if later else lines
    said = tuple(x for x in extra if x is not None)
    return (*lines[:1], *said, *lines[1:]) if said else lines


def _record_most_gpus(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Any,
                      sink: Collector) -> None:
    """What each GPU would need on the most GPUs allowed, for the memory gate to say why even they
    do not hold the job (review 7 F5: "8 × 141 GB cannot hold 749.6 GB" read as false — the
    per-GPU share is what fails, as parts of the need do not divide)."""
    most = min(facts.max_gpus, pool_limit(card, facts, kb))
    # a training job over PCIe cards is not split here (source 4), but the person who owns them asks whether
    # sharding would hold it: the share each would carry under ZeRO-3 is said (review 36 M7: "even 8 × 24 GB
    # cannot hold 128.9 GB" read as false — 26.7 GB each is what fails, and offloading is the way out)
    sharded = most <= 1 and req.is_training and facts.max_gpus > 1
    if sharded:
        most = facts.max_gpus
    if most <= 1 or most * estimate.usable_gb(card) < req.vram_gb:
        return  # plainly too little memory in all: the gate's short text says it
    at_most = estimate.fit(req, facts, card, most, kb, MIN_HEADROOM, inverse=False)
    optimizer = at_most.split.breakdown.get("optimizer", 0.0) if sharded and at_most.split else 0.0
    # review 69 C2: 8 × H20 for DeepSeek-R1 at 20 × 32k was ruled out by the worst case alone, with no word that
    # the node still holds ~3k tokens a sequence — a chat's average (vLLM takes 0.9 of the card, CUDA graphs besides)
    share = {"vllm": VLLM_UTILIZATION, "sglang": SGLANG_MEM_FRACTION}.get(facts.engine or "vllm", 1 - MIN_HEADROOM)
    room = at_most.usable_gb * share - (CUDA_GRAPHS_GB if (facts.engine or "vllm") == "vllm" else 0.0)
    holds = (context_within(req, at_most, room)
             if req.kind == "llm" and not req.is_training and req.sequences > 1 and req.context_tokens else 0)
    sink.info[("card-most", card.id)] = {"gpus": at_most.gpus, "per_gpu": at_most.per_gpu_need_gb,
                                          "holds": holds if holds < (req.context_tokens or 0) else 0,
                                          "sequences": req.sequences, "context": req.context_tokens or 0,
                                          "load": req.parts.load_tokens,
                                          "usable": at_most.usable_gb, "sharded": sharded,
                                          "offload_fits": bool(optimizer) and (
                                              at_most.per_gpu_need_gb - optimizer <= at_most.usable_gb),
                                          "mla": bool(req.arch is not None and req.arch.attention == "mla"),
                                          "dp_attention_gb": req.parts.dp_attention_replicated_gb}


def _with_why(pick: Pick, sink: Collector, memory_gpus: Mapping[str, int], speed: bool = False) -> Pick:
    """A pick's reasons: what the ranking and market rules noted, then why it is feasible — and,
    where the pick takes more GPUs than memory needs, why (review 5 F15: "4 cards hold 172.7 GB
    each" read as a contradiction of an 8-GPU pick)."""
    memory = sink.reasons_for(pick.card, ("memory-fits", "pool-over-nvlink", "pool-pcie-inference"))
    needs = memory_gpus.get(pick.card)
    in_all = pick.gpus * (pick.replicas or 1)
    if needs is not None and memory and in_all > needs:
        last = memory[-1]
        more = I18n(en=f" Memory needs {needs}; the pick uses {in_all} for the load"
                       + (", the job's time or your speed per user (first token, tokens/s)." if speed
                          else " or the job's time."),
                    zh=f"显存只需 {needs} 张；推荐用 {in_all} 张，是为了负载"
                       + ("、任务时长或每路速度（首字、token/s）。" if speed else "或任务时长。"))
        memory = (*memory[:-1], replace(last, text=I18n(en=last.text.en + more.en,
                                                         zh=last.text.zh + more.zh)))
    return replace(pick, why=tuple(sink.why.get(pick.card, ())) + tuple(memory),
                   ranked_after=tuple(sink.demotions.get(pick.card, ())))


def _with_serving(kb: KnowledgeBase, facts: Facts, req: Requirement, picks: list[Pick],
                  fits: Mapping[str, Any], sink: Collector, memory_gpus: Mapping[str, int]) -> list[Pick]:
    """DESIGN §8: each pick's engine memory model, expected throughput, launch command and what
    FP8 would change (rules.serving computes; rules.base.serving decides what to say)."""
    fp8 = fp8_requirement(kb, facts)
    out = []
    for pick in picks:
        # a pick on copies is launched and timed as one copy at its share (rules.base.copies)
        preq, pfacts = with_copy_requirement(sink, pick.card, req, facts)
        pick = copy_pick(sink, pick)
        card = kb.card(pick.card)
        fit = fits[pick.card]
        if fit.gpus != pick.gpus:  # a sized job may take more GPUs than memory needs (a whole node,
            # a deadline): its launch command and throughput are for the GPUs it is priced on;
            # a serving load's copy of n GPUs is one tensor-parallel copy (review 5 F12: a 2-GPU
            # MI300X copy launched without --tensor-parallel-size 2)
            # (a batch job's copy too — review 88 C05: "one copy on 2 × MI300X" launched on one GPU)
            served = pick.job is not None and (pick.job.served is not None or pick.job.batch is not None)
            fit = estimate.fit(preq, pfacts, card, pick.gpus, kb, MIN_HEADROOM, inverse=False,
                               one_copy=served and preq.kind == "llm")
        extras = pick_extras(kb, pfacts, preq, card, fit, fp8,
                             pick.job.served if pick.job is not None else None, copies=pick.replicas or 1)
        extras["throughput"] = copies_throughput(sink, pick.card, extras["throughput"])
        if memory_gpus.get(pick.card, pick.gpus) < pick.gpus * (pick.replicas or 1):  # the load's GPUs, not memory's:
            extras["fp8_gpus"] = 0  # FP8's fewer is memory's only (review 97 c06: "fits 1 × mi300x instead of 8")
        batch = pick.job.batch if pick.job is not None else None
        if batch is not None and extras["throughput"] is not None:
            # review 20 m5: a batch job's copy runs its sequences together — "29 tokens/s, 29 in
            # all" beside the job line's 466 output tokens/s read as a contradiction
            at_once, per_copy = batch
            t = extras["throughput"]
            extras["throughput"] = {**t, "decode_tokens_per_s": round(per_copy / at_once, 1),
                                    "sequences_in_flight": at_once,
                                    "aggregate_tokens_per_s": round(per_copy * pick.job.replicas, 1),
                                    "single_stream_tokens_per_s": t["decode_tokens_per_s"]}
        width, copies = prompt_queue.copies_of(fit)
        queued = (prompt_queue.prompts_in_flight(kb, pfacts, preq, card, width, width, copies)
                  if extras["throughput"] is not None else None)
        if queued is not None:
            extras["throughput"] = with_prompts_in_flight(extras["throughput"], queued,
                                                          prompt_queue.in_flight_per_copy(pfacts, copies), copies)
        if pfacts.max_ttft_s and preq.kind == "llm" and extras["throughput"] is not None:
            # review 60 C9: the first-token limit held, and by how much
            # (the in-flight model's first token where it applies: computed above, not again)
            first = queued.ttft_s if queued is not None else prompt_queue.first_token_seconds(
                kb, pfacts, preq, card, width, width, copies)
            extras["throughput"] = {**extras["throughput"], "prompt_tokens": prompt_queue.prompt_tokens(pfacts),
                                    "prompt_cached": prompt_queue.cached_prompt(pfacts),  # rules.prefix_load
                                    "first_token_s": round(first, 3),
                                    "first_token_limit_s": float(pfacts.max_ttft_s),
                                    **({"first_token_read_s": round(queued.prefill_s, 3),
                                        "prompts_in_flight": prompt_queue.in_flight_per_copy(pfacts, copies)}
                                       if queued is not None else {})}
        eng = extras["engine_fit"]
        tight = tight_text(pick.card, extras)
        sink.info[("serving", pick.card)] = {
            "tight": bool(eng.tight and preq.kind == "llm" and not preq.is_training),
            "fp8_gpus": extras["fp8_gpus"], "engine": extras["engine"],
            "tight_en": tight.en, "tight_zh": tight.zh, "engine_en": eng.text.en,
            "engine_zh": eng.text.zh, "fp8_need": extras["fp8_need_gb"],
            "max_context": engine_max_context(pick, preq, eng)}
        roomy = roomy_length(kb, pfacts, preq, sink.info[("serving", pick.card)]["max_context"])
        if roomy and extras["launch"]:  # room over a prompt and reply said as "about" (reviews 74/75)
            load = pick.job.served if pick.job is not None else None
            extras["launch"] = launch_command(kb, pfacts, preq, fit, eng, load.admit if load else 0, max_len=roomy,
                                              copies=pick.replicas or 1, sequences=load.slots if load else 0)
        serving = preq.kind == "llm" and not preq.is_training and pick.max_context_tokens is not None
        # copies of the model, one per GPU, pool nothing (review 60 C12: "GPUs: 2 (pooled over a fast link)" beside
        # "nothing is split across GPUs, so the link does not matter"): each GPU holds the whole model
        mode = "single" if pick.mode == "pooled" and fit.gpus > 1 and fit.layout == "replicas" else pick.mode
        out.append(replace(pick, mode=mode, throughput=extras["throughput"], launch=extras["launch"],
                           engine_max_context_tokens=sink.info[("serving", pick.card)]["max_context"]
                           if serving else None))
    return out


def engine_max_context(pick: Any, req: Any, eng: Any) -> int:
    """The longest context the engine's own budget holds (review 8 F4: the physical figure, at all
    of the usable memory, overstated vLLM's 0.9 pre-allocation by ~20 %): the KV grows linearly
    with context, so the engine's spare memory buys the same tokens per GB as the physical spare.
    ``pick``: a pick, or a placement (``max_context_tokens``, ``headroom_gb``)."""
    most = int(pick.max_context_tokens or 0)
    ctx = int(req.context_tokens or 0)
    spare = float(pick.headroom_gb)
    if req.kind != "llm" or req.is_training or most <= ctx or spare <= 0 or not ctx:
        return most
    room = eng.headroom_gb
    util = eng.settings.get("gpu_memory_utilization")
    if eng.fix_flag and util:  # the launch raises the engine's share: what it holds there
        room = eng.capacity_gb * float(util) - eng.need_gb
        if "--enforce-eager" in eng.fix_flag:
            room += float(eng.extras.get("cuda_graphs", 0.0))
        if "--kv-cache-dtype fp8" in eng.fix_flag:  # half the bytes per token: at least the ask
            return max(ctx, min(most, int(ctx + (most - ctx) * room / spare)))
    return max(0, min(most, int(ctx + (most - ctx) * room / spare)))


def _nodes_chips(kb: KnowledgeBase, facts: Facts, card: Any, nodes: int, display: str) -> I18n | None:
    """Buying: the chips of the ``nodes`` servers that hold the job, against a total budget (domestic-chips-fit)."""
    if not nodes or facts.procure != "buy":
        return None
    budget = facts.budget.amount if facts.budget and facts.budget.unit == "total" and \
        facts.budget.currency == display else None
    return nodes_chips(kb, card.id, nodes, NODE_GPUS, region=facts.region or "cn", display=display, fx=facts.fx,
                       budget=budget)
