"""One consultation: facts → estimates → rule engine → pricing → ranking → caveats.

    consult(facts, kb) -> Consultation

Stage 1 asserts the job and one fact per card; stage 2 the priced survivors; stage 3 the picks
(see ``rules.base``). Ranking and pricing are plain Python but are rules too: they are listed by
`gpu-advisor rules` and every step they take is appended to the trace.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import knowledge
from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from knowledge.text import ROLE_ZH, UNIT_ZH, money
from rules import engine, estimate, jobplan
from rules.base import RULES, RULES_BY_ID
from rules.base.market import offer_age_days, stale_summary
from rules.consultation import (
    CardFitView,
    Caveat,
    Consultation,
    Pick,
    Reason,
    Rejection,
    TraceEntry,
    WhatIf,
)
from rules.estimate import precision as precision_mod
from rules.estimate.engines import engine_fit
from rules.estimate.fit import dense_tflops
from rules.facts import LLM_TASKS, Facts, resolve, with_changes
from rules.placement import MIN_HEADROOM, placement
from rules.placement import fits as fits_with_headroom
from rules.pricing import Priced, display_currency, price_card
from rules.serving import engine_note, engine_of, fp8_requirement, pick_extras, tight_text

FASTER_COST_CAP = 3.0  # "faster" is a step up: at most 3× the "enough" cost under --priority cost
WHAT_IF_SAVING = 0.2  # mention a what-if only when it saves at least 20 %
POOLING_LINKS = ("nvlink", "infinity-fabric", "hccs")
# the answer's caveats in the order their rules declare (show_order)
CAVEAT_ORDER = tuple(r.caveat for r in sorted((r for r in RULES if r.caveat is not None),
                                              key=lambda r: (r.show_order or 999, r.id)))

engine.define(RULES)  # once, at import (durable-rules rulesets are global)


def _r(value: float, digits: int = 2) -> float:
    return round(float(value), digits)


class _Builder:
    """Collects what the rules conclude (the engine's sink)."""

    def __init__(self) -> None:
        self.trace: list[TraceEntry] = []
        self.rejected: dict[str, list[Reason]] = {}
        self.feasible_cards: dict[str, tuple[int, str]] = {}
        self.why: dict[str, list[Reason]] = {}
        self.caveats: dict[str, Caveat] = {}
        self.metric_name = "bandwidth"
        self.advice_rule: str | None = None
        self._seen: set[tuple[str, str]] = set()
        # (fact kind, card) → texts for rule actions; kept out of the engine (see base.info)
        self.info: dict[tuple[str, str], dict[str, Any]] = {}
        self.need_gb = 0.0
        self.demoted: set[str] = set()  # market rules: ranked after the other candidates
        self._caveat_extra: dict[str, list[str]] = {}  # per-card caveats: the other cards

    # engine callbacks --------------------------------------------------------------------
    def fired(self, rule: engine.Rule, matched: Mapping[str, Any], concluded: I18n | None) -> None:
        if concluded is None:
            concluded = I18n(en=rule.doc.en, zh=rule.doc.zh)
        card = next((f["card"] for f in matched.values() if isinstance(f, Mapping) and "card" in f),
                    None)
        key = (rule.id, card if card else repr(sorted((k, sorted(v.items()))
                                                       for k, v in matched.items())))
        if key in self._seen:
            return  # an `a | b` condition fires once per true branch; record it once
        self._seen.add(key)
        if card and card not in concluded.en:
            concluded = I18n(en=f"{card}: {concluded.en}", zh=f"{card}：{concluded.zh}")
        self.trace.append(TraceEntry(len(self.trace) + 1, rule.id, dict(matched), concluded,
                                     rule.source))

    def reject(self, card: str, rule: engine.Rule, text: I18n) -> None:
        self.rejected.setdefault(card, []).append(Reason(rule.id, text, rule.source))

    def feasible(self, card: str, gpus: int, mode: str, rule: engine.Rule) -> None:
        self.feasible_cards[card] = (gpus, mode)

    def note(self, card: str, rule: engine.Rule, text: I18n) -> None:
        self.why.setdefault(card, []).append(Reason(rule.id, text, rule.source))

    def metric(self, name: str, rule: engine.Rule) -> None:
        self.metric_name = name

    def caveat(self, caveat_id: str, rule: engine.Rule, text: I18n, card: str | None = None) -> None:
        known = self.caveats.get(caveat_id)
        if known is None:
            self.caveats[caveat_id] = Caveat(caveat_id, text, rule.id, rule.source, card)
        elif rule.per_card and card and card not in self._caveat_cards(known):
            # one id per answer (v1 contract), one sentence per card it concerns
            from dataclasses import replace

            self.caveats[caveat_id] = replace(known, text=I18n(
                en=f"{known.text.en} {text.en}", zh=f"{known.text.zh}{text.zh}"))
            self._caveat_extra.setdefault(caveat_id, []).append(card)

    def _caveat_cards(self, caveat: Caveat) -> list[str]:
        return [caveat.card or "", *self._caveat_extra.get(caveat.id, [])]

    def advice(self, rule: engine.Rule) -> None:
        self.advice_rule = rule.id

    def demote(self, card: str, rule: engine.Rule, text: I18n) -> None:
        self.demoted.add(card)
        self.why.setdefault(card, []).append(Reason(rule.id, text, rule.source))

    # python steps ------------------------------------------------------------------------
    def step(self, rule_id: str, matched: Mapping[str, Any], concluded: I18n,
             source: str | None = None) -> None:
        rule = RULES_BY_ID[rule_id]
        self.trace.append(TraceEntry(len(self.trace) + 1, rule_id, dict(matched), concluded,
                                     source or rule.source))


# ----------------------------------------------------------------------------------- facts


def _job_fact(facts: Facts, req: Any, display: str, kb: KnowledgeBase) -> dict[str, Any]:
    hours = facts.hours_per_day or 24.0
    kv = float(req.breakdown.get("kv_cache", 0.0))
    need = float(req.vram_gb)
    return {
        "kind": "job", "task": facts.task, "training": facts.is_training,
        "precision": facts.precision or "",
        "llm": facts.task in LLM_TASKS, "need_gb": _r(need), "kv_gb": _r(kv),
        "kv_share": _r(kv / need if need > 0 else 0.0, 3),
        "context": int(facts.context_tokens or 0), "concurrency": facts.concurrency,
        "region": facts.region or "any", "compliance": facts.compliance,
        "cuda": {True: "yes", False: "no", None: "unknown"}[facts.cuda_required],
        "interruptible": facts.interruptible, "priority": facts.priority,
        "hours_per_day": hours, "days": facts.days, "usage_hours": _r(hours * facts.days),
        "utilisation": _r(hours / 24.0, 3), "max_gpus": facts.max_gpus, "currency": display,
        "has_budget": facts.budget is not None,
        "buyer": facts.buyer, "procure": facts.procure, "invoice": facts.invoice,
        "public_service": facts.public_service,
        "fp8_candidate": bool(precision_mod.fp8_candidate(facts, facts.model_record(kb)
                                                          if facts.model else None)),
    }


def _pool_limit(card: Card, facts: Facts, kb: KnowledgeBase | None = None) -> int:
    """GPUs that can hold one model together: the fast-link domain; a full NVLink node can
    extend over InfiniBand when the person allows more than 8 GPUs. A bridged pair (RTX 3090,
    A6000) pools only where an offer says its machines have the bridge fitted."""
    if (card.interconnect == "nvlink-bridge" and kb is not None
            and not any(o.nvlink for o in kb.offers_for(card.id))):
        return 1
    if card.interconnect in POOLING_LINKS and card.max_pool_gpus >= 8:
        return max(card.max_pool_gpus, facts.max_gpus)
    return card.max_pool_gpus


def _card_fact(kb: KnowledgeBase, facts: Facts, card: Card, one: Any, gpus_needed: int,
               fit_n: Any) -> dict[str, Any]:
    offers = kb.offers_for(card.id)
    rentable = [o for o in offers if "market-rate" not in o.flags]
    return {
        "kind": "card", "card": card.id, "cls": card.card_class, "vendor": card.vendor,
        "blackwell": "blackwell" in card.architecture.lower(),
        "ecosystem": card.ecosystem, "interconnect": card.interconnect,
        "pool": _pool_limit(card, facts, kb), "node": card.max_pool_gpus, "ecc": card.ecc,
        "china": card.china_status, "market": card.market,
        "vram": card.vram_gb, "bw": card.bandwidth_gbs, "fp16": card.fp16_tflops,
        "fits1": fits_with_headroom(one), "headroom1": _r(one.headroom_gb),
        "need1": _r(one.per_gpu_need_gb), "gpus_needed": gpus_needed,
        "need_n": _r(fit_n.per_gpu_need_gb) if fit_n is not None else 0.0,
        "single_only": facts.task not in LLM_TASKS,
        "has_offer": bool(rentable), "has_cn_offer": any(o.region == "cn" for o in rentable),
        "has_intl_offer": any(o.region == "intl" for o in rentable),
        "fp8": _fp8_support(card),
        "prefill_s": _r(float(getattr(fit_n or one, "prefill_seconds", None) or 0.0), 1),
        **{k: {True: "yes", False: "no", None: "unknown"}[getattr(card, f)] for k, f in
           (("bf16", "bf16"), ("fa2", "flash_attention_2"), ("mxfp4", "mxfp4_vllm"),
            ("rt", "rt_cores"))},
    }


def _prefill_reference(kb: KnowledgeBase, req: Any) -> float:
    """The same prompt's prefill on one H100 SXM (the yardstick of the slow-prefill caveat)."""
    ref = kb.cards_by_id.get("h100-sxm")
    if ref is None or req.kind != "llm" or not req.active_params_b:
        return 0.0
    return _r(estimate.prefill_seconds(dense_tflops(ref), req.active_params_b,
                                       req.context_tokens or 0), 1)


def _capability_job(facts: Facts, kb: KnowledgeBase) -> dict[str, Any]:
    """Issue 21: what the capability rules (rules/base/capability.py) read about the job."""
    record = facts.model_record(kb)
    bf16_stack = facts.precision == "bf16" and (facts.is_training or facts.family is not None or (
        record is not None and record.kind != "llm"))
    return {"engine": facts.engine or "", "bf16_stack": bf16_stack,
            "native_context": int(record.native_context or 0) if record else 0,
            "rope": (record.rope_scaling or "") if record else "",
            "commercial": {True: "yes", False: "no", None: "unknown"}[
                record.commercial_use if record else None]}


def _fp8_support(card: Card) -> str:
    """native / weight-only / no: one answer for the whole program (rules.estimate.precision)."""
    return precision_mod.fp8_support(card)


# --------------------------------------------------------------------------------- ranking


def _metric_value(metric: str, card: Card, gpus: int, fit: Any) -> float:
    if metric == "bandwidth":
        value = getattr(fit, "decode_tokens_per_s_max", None)
        return float(value) if value else card.bandwidth_gbs * gpus / 1000.0
    if metric == "render":  # rules/base/workload.py priority-render: shader FP32, not tensor
        return (card.fp32_tflops or 0.0) * gpus
    return dense_tflops(card) * gpus


def _metric_text(metric: str, value: float, plan: jobplan.Plan | None = None
                 ) -> tuple[str, str]:
    if plan is not None and plan.kind == "training":
        return (f"finishes in {plan.wall_hours:,.1f} h", f"{plan.wall_hours:,.1f} 小时完成")
    if metric == "bandwidth":
        return f"≤ {value:,.0f} tokens/s per sequence", f"单路 ≤ {value:,.0f} token/s"
    if metric == "render":
        return f"{value:,.0f} FP32 shader TFLOPS", f"{value:,.0f} FP32 着色 TFLOPS"
    return f"{value:,.0f} dense FP16 TFLOPS", f"{value:,.0f} 稠密 FP16 TFLOPS"


def consult(raw: Mapping[str, Any] | Facts, kb: KnowledgeBase | None = None, *,
            what_if: bool = True, _prices: dict[tuple[str, int], Priced] | None = None,
            _variant: bool = False, _cards: frozenset[str] | None = None) -> Consultation:
    """Run one consultation. Raises ``InputError`` for invalid facts.

    ``_prices`` shares priced offers between a consultation and its what-if variants (the
    variants change the need, never the usage, budget or region that prices depend on);
    ``_variant`` skips the caveat stage, which a what-if never shows; ``_cards`` limits a what-if
    variant to the cards that could be cheap enough to matter."""
    kb = kb or knowledge.load()
    facts = resolve(raw, kb)
    req = estimate.requirement(facts, kb)
    note = None if _variant else engine_note(facts, req)
    if note is not None:  # DESIGN §8: the requirement notes say which engine model was used
        from dataclasses import replace as _replace

        req = _replace(req, notes=(*req.notes, note))
    display = display_currency(facts)
    builder = _Builder()

    fits: dict[str, Any] = {}
    card_facts = []
    views = []
    cards = kb.cards if _cards is None else tuple(c for c in kb.cards if c.id in _cards)
    for card in cards:
        one, gpus_needed, fit_n = placement(req, facts, card, kb)
        fits[card.id] = fit_n or one
        card_facts.append({**_card_fact(kb, facts, card, one, gpus_needed, fit_n),
                           "prefill_ref_s": _prefill_reference(kb, req)})
        builder.info[("card", card.id)] = {"arch": card.architecture}
        shown = fit_n or one
        views.append(CardFitView(card.id, card.vram_gb, _r(shown.usable_gb), shown.gpus,
                                 _r(shown.per_gpu_need_gb), fits_with_headroom(shown)))
    record = facts.model_record(kb)
    builder.info[("job", "")] = {"licence": (record.licence or "") if record else "",
                                 "model_name": record.name if record else ""}

    with engine.Consultation(builder) as session:
        session.assert_facts([{**_job_fact(facts, req, display, kb), **_capability_job(facts, kb)},
                              *card_facts])

        survivors = [c for c in cards if c.id in builder.feasible_cards
                     and c.id not in builder.rejected]
        priced: dict[str, Priced] = {}
        cache = {} if _prices is None else _prices
        plans = _plans(kb, facts, req, builder, survivors)
        for card in survivors:
            gpus, _mode = builder.feasible_cards[card.id]
            if card.id in plans:
                priced[card.id] = plans[card.id].priced
                continue
            if (card.id, gpus) not in cache:
                cache[(card.id, gpus)] = price_card(kb, facts, card.id, gpus)
            priced[card.id] = cache[(card.id, gpus)]
        _trace_pricing(builder, facts, priced, display)
        session.assert_facts([_priced_fact(p, facts, display, builder) for p in priced.values()
                              if p.choice is not None])
        for p in priced.values():
            if p.choice is None and p.card not in builder.rejected:
                invoice = any(": invoice" in x for x in p.excluded)
                builder.reject(p.card, RULES_BY_ID["price-offers"], I18n(
                    en="no offer usable for your region / compliance / interruptibility"
                       + (f"; none is known to give a {facts.invoice} invoice (ask the seller, "
                          "or record `invoice:` in a --knowledge file)" if invoice else "") + ".",
                    zh="没有符合你的地区 / 合规 / 可中断要求的报价"
                       + (f"；没有已知能开 {facts.invoice} 发票的报价（向平台确认，或在 --knowledge "
                          "文件中写明 invoice:）" if invoice else "") + "。"))

        candidates = [c for c in survivors if c.id not in builder.rejected
                      and priced[c.id].choice is not None]
        picks = _rank(kb, facts, req, builder, candidates, priced, fits, display,
                      limits=not _variant, plans=plans)
        if not _variant:
            picks = _with_serving(kb, facts, req, picks, fits, builder)
        pick_facts = [] if _variant else [_pick_fact(kb, facts, p, priced, builder) for p in picks]
        near_miss = _near_miss(kb, facts, req, builder, picks)
        if not _variant:
            for pick_fact in pick_facts:  # one at a time: a shared caveat names the top pick
                session.assert_facts([pick_fact])
            stale = stale_summary(facts, [p.offer for p in picks if p.offer is not None])
            builder.info[("outcome", "")] = stale
            session.assert_facts([{"kind": "outcome", "picks": len(picks),
                                   "near_miss": near_miss, "oldest_days": stale["oldest_days"],
                                   "undated": stale["undated"]}])

    picks = tuple(_with_why(p, builder) for p in picks)
    builder.need_gb = float(req.vram_gb)
    what_ifs = tuple(_what_if(kb, facts, picks, builder, display, cache)) if what_if else ()
    if what_if and not picks:
        what_ifs += _budget_what_if(kb, facts, builder, priced, display)
    rejected = tuple(Rejection(c.id, tuple(builder.rejected[c.id])) for c in kb.cards
                     if c.id in builder.rejected)
    order = {cid: i for i, cid in enumerate(CAVEAT_ORDER)}
    caveats = tuple(sorted(builder.caveats.values(), key=lambda c: (order.get(c.id, 99), c.id)))
    return Consultation(
        facts=facts, requirement=req, picks=picks, rejected=rejected, caveats=caveats,
        trace=tuple(builder.trace), what_if=what_ifs,
        answer=_answer(kb, facts, req, picks, rejected, what_ifs, display),
        display_currency=display, metric=builder.metric_name, fits=tuple(views), kb=kb)


def _plans(kb: KnowledgeBase, facts: Facts, req: Any, builder: _Builder,
           survivors: list[Card]) -> dict[str, jobplan.Plan]:
    """Each surviving card's plan for a sized training job or a serving load (rules job-plan,
    deadline-missed, serve-load); a card late for --deadline is rejected."""
    kind = jobplan.sized(facts, req)
    if kind is None:
        return {}
    out = {}
    for card in survivors:
        gpus, mode = builder.feasible_cards[card.id]
        if kind == "training":
            limit = min(facts.max_gpus, _pool_limit(card, facts)) if mode != "pcie-split" else gpus
            plan = jobplan.training_plan(kb, facts, req, card, gpus, limit)
            if plan.late:
                builder.reject(card.id, RULES_BY_ID["deadline-missed"], I18n(
                    en=f"needs {plan.wall_hours:,.0f} h even on {plan.gpus} GPUs; the deadline "
                       f"is {facts.deadline:g} h.",
                    zh=f"即使用 {plan.gpus} 张卡也要 {plan.wall_hours:,.0f} 小时；期限是 "
                       f"{facts.deadline:g} 小时。"))
                continue
            builder.feasible_cards[card.id] = (plan.gpus, mode)
            rule = "job-plan"
        else:
            try:
                plan = jobplan.serving_plan(kb, facts, req, card, gpus)
            except ValueError:
                continue  # no room for one sequence: the memory rules already said so
            rule = "serve-load"
        out[card.id] = plan
        builder.step(rule, {"card": card.id, "gpus": plan.gpus, "replicas": plan.replicas,
                            "wall_hours": _r(plan.wall_hours), "gpu_hours": _r(plan.gpu_hours)},
                     I18n(en=f"{card.id}: {plan.replicas} × {plan.gpus} GPU(s), "
                             f"{plan.wall_hours:,.1f} h wall, {plan.gpu_hours:,.1f} GPU-hours.",
                          zh=f"{card.id}：{plan.replicas} × {plan.gpus} 张卡，墙钟 "
                             f"{plan.wall_hours:,.1f} 小时，{plan.gpu_hours:,.1f} 卡时。"))
    return out


def _trace_pricing(builder: _Builder, facts: Facts, priced: Mapping[str, Priced],
                   display: str) -> None:
    for cid, p in priced.items():
        if p.choice is None:
            continue
        ch = p.choice
        cost = money(ch.monthly_cost, ch.currency)
        builder.step("price-offers", {"card": cid, "gpus": p.gpus, "offer": ch.offer_id,
                                      "monthly_display": None if ch.monthly_display is None
                                      else _r(ch.monthly_display), "currency": display},
                     I18n(en=f"{cid}: cheapest usable offer {ch.offer_id} → {cost} per month "
                             f"for {facts.hours_per_day:g} h/day ({ch.usage_text.en}).",
                          zh=f"{cid}：最便宜的可用报价 {ch.offer_id} → 每月 {cost}"
                             f"（每天 {facts.hours_per_day:g} 小时；{ch.usage_text.zh}）。"),
                     source=ch.source)


def _priced_fact(p: Priced, facts: Facts, display: str, builder: _Builder) -> dict[str, Any]:
    ch = p.choice
    assert ch is not None
    budget = facts.budget
    budget_text = budget_text_zh = cost_text = cost_text_zh = ""
    if budget is not None:
        budget_text = f"{money(budget.amount, budget.currency)}/{budget.unit}"
        budget_text_zh = f"{money(budget.amount, budget.currency)}/{UNIT_ZH[budget.unit]}"
        if p.budget_cost is not None:
            cost_text = f"{money(p.budget_cost, display)}/{budget.unit}"
            cost_text_zh = f"{money(p.budget_cost, display)}/{UNIT_ZH[budget.unit]}"
    credits = ch.currency == "T-CREDIT"
    builder.info[("priced", p.card)] = {
        "currency": ch.currency, "display": display, "cost_text": cost_text,
        "budget_text": budget_text, "cost_text_zh": cost_text_zh, "budget_text_zh": budget_text_zh,
        "why": "site credits with no public exchange rate" if credits
        else "no exchange rate in the knowledge base",
        "why_zh": "站内余额，没有公开汇率" if credits else "知识库里没有汇率"}
    return {"kind": "priced", "card": p.card, "gpus": p.gpus, "comparable": p.comparable,
            "over_budget": p.over_budget}


def _rank(kb: KnowledgeBase, facts: Facts, req: Any, builder: _Builder, candidates: list[Card],
          priced: Mapping[str, Priced], fits: Mapping[str, Any], display: str,
          limits: bool = True, plans: Mapping[str, jobplan.Plan] | None = None) -> list[Pick]:
    """Enough / faster / best value. ``limits``: search each pick's longest context and most
    sequences (shown to people; a what-if variant only needs the cost)."""
    if not candidates:
        return []
    metric = builder.metric_name
    split = [c for c in candidates if builder.feasible_cards[c.id][1] == "pcie-split"]
    if split and len(split) < len(candidates):
        for card in split:
            gpus = builder.feasible_cards[card.id][0]
            text = I18n(
                en=f"a split over {gpus} PCIe-only cards is possible, but a single card (or an NVLink set) "
                   f"also does the job: start with one large card (source 4).",
                zh=f"可以拆到 {gpus} 张卡经 PCIe 运行，但单卡（或 NVLink 组合）也能胜任："
                   f"先从单卡大显存开始（来源 4）。")
            builder.reject(card.id, RULES_BY_ID["prefer-single-card"], text)
            builder.step("prefer-single-card", {"card": card.id, "gpus": gpus}, text)
        candidates = [c for c in candidates if c not in split]
    plans = plans or {}
    rows = []
    for card in candidates:
        p = priced[card.id]
        assert p.choice is not None and p.choice.monthly_display is not None
        value = _metric_value(metric, card, p.gpus, fits[card.id])
        plan = plans.get(card.id)
        if plan is not None and plan.kind == "training" and plan.total is not None:
            rows.append((card, p, plan.total, 1.0 / plan.wall_hours))  # sooner = faster
        else:
            rows.append((card, p, p.choice.monthly_display, value))
    by_cost = sorted(rows, key=lambda r: (r[2], -r[3], r[0].id))
    # market rules: demoted cards (China-market parts for an international user) rank after
    # every other candidate, in each role
    top = [r for r in rows if r[0].id not in builder.demoted] or rows
    enough = min(top, key=lambda r: (r[2], -r[3], r[0].id))
    cap = math.inf if facts.priority == "speed" else enough[2] * FASTER_COST_CAP
    in_cap = [r for r in top if r[2] <= cap + 1e-9]
    faster = sorted(in_cap, key=lambda r: (-r[3], r[2], r[0].id))[0]
    if plans:  # a sized job: the work it can use is the job itself, so per unit = the cheapest
        value = enough
    else:
        value = sorted(top, key=lambda r: (r[2] / r[3] if r[3] > 0 else math.inf, r[2],
                                           r[0].id))[0]

    roles: dict[str, list[str]] = {}
    for role, row in (("enough", enough), ("faster", faster), ("best-value", value)):
        roles.setdefault(row[0].id, []).append(role)
    order = ["faster", "enough", "best-value"] if facts.priority == "speed" else \
        ["enough", "faster", "best-value"]
    chosen = {"enough": enough, "faster": faster, "best-value": value}
    picks: list[Pick] = []
    seen = set()
    for role in order:
        card, p, monthly, metric_value = chosen[role]
        if card.id in seen:
            continue
        seen.add(card.id)
        gpus, mode = builder.feasible_cards[card.id]
        fit = estimate.fit(req, facts, card, gpus, kb, MIN_HEADROOM, inverse=limits)
        plan = plans.get(card.id)
        cost_en, cost_zh = _cost_phrase(facts, monthly, display, plan)
        en_m, zh_m = _metric_text(metric, metric_value, plan)
        rule_id = {"enough": "rank-enough", "faster": "rank-faster",
                   "best-value": "rank-best-value"}[role]
        text = {
            "enough": I18n(en=f"cheapest card that meets the need: {cost_en}.",
                           zh=f"满足需求的最便宜选择：{cost_zh}。"),
            "faster": I18n(en=f"fastest by this workload's metric ({en_m}) within "
                              f"{'budget' if facts.priority == 'speed' else '3× the enough cost'}: "
                              f"{cost_en}.",
                           zh=f"按本任务指标最快（{zh_m}），限于"
                              f"{'预算内' if facts.priority == 'speed' else '「够用」费用 3 倍以内'}："
                              f"{cost_zh}。"),
            "best-value": I18n(en=f"lowest cost per unit of the limiting resource: "
                                  f"{money(monthly / metric_value, display)} per ({en_m}) "
                                  f"a month.",
                               zh=f"限制资源的单位成本最低：每月每（{zh_m}）"
                                  f"{money(monthly / metric_value, display)}。")
            if metric_value > 0 else  # no published figure for the metric: cost alone decided
            I18n(en=f"cheapest of the cards with no published figure for this workload's metric: "
                    f"{cost_en}.",
                 zh=f"本任务指标没有公开数据，按费用最低：{cost_zh}。"),
        }[role]
        builder.note(card.id, RULES_BY_ID[rule_id], text)
        builder.step(rule_id, {"card": card.id, "monthly": _r(monthly), "metric": _r(metric_value)},
                     I18n(en=f"{card.id} is '{role}': {text.en}",
                          zh=f"{card.id} 为「{ROLE_ZH[role]}」：{text.zh}"))
        picks.append(Pick(
            rank=len(picks) + 1, role=role, roles=tuple(roles[card.id]), card=card.id,
            card_name=card.name, gpus=gpus, mode=mode, vram_gb_total=card.vram_gb * gpus,
            headroom_gb=float(fit.headroom_gb), per_gpu_need_gb=float(fit.per_gpu_need_gb),
            offer=p.choice, currency=display,
            monthly_cost=p.choice.monthly_display if plan is not None else monthly,
            decode_tokens_per_s_max=getattr(fit, "decode_tokens_per_s_max", None),
            max_context_tokens=getattr(fit, "max_context_tokens", None),
            metric_value=metric_value, why=(), job=plan,
            replicas=plan.replicas if plan is not None else 1))
    picked = {p.card for p in picks}
    for card, _p, monthly, metric_value in by_cost:
        if card.id in picked:
            continue
        if card.id in builder.demoted and builder.why.get(card.id):
            builder.reject(card.id, RULES_BY_ID[builder.why[card.id][-1].rule],
                           builder.why[card.id][-1].text)
            continue
        plan = plans.get(card.id)
        en_m, zh_m = _metric_text(metric, metric_value, plan)
        job = plan is not None and plan.kind == "training"
        cost_en = f"{money(monthly, display)}" + (" for the job" if job else "/month")
        cost_zh = ("任务共 " if job else "每月 ") + money(monthly, display)
        builder.reject(card.id, RULES_BY_ID["dominated"], I18n(
            en=f"feasible at {cost_en} ({en_m}), but the picks are cheaper, "
               f"faster or better value.",
            zh=f"可行，{cost_zh}（{zh_m}），但推荐的卡更便宜、更快或更划算。"))
    return picks


def _cost_phrase(facts: Facts, monthly: float, display: str,
                 plan: jobplan.Plan | None = None) -> tuple[str, str]:
    """'¥720/month for your usage', or for a short job the total: '¥3.57 for your usage (1 d × 3 h)';
    a sized training job: its total and duration."""
    if plan is not None and plan.kind == "training" and plan.total is not None:
        total = money(plan.total, display)
        return (f"{total} to finish the job ({plan.wall_hours:,.1f} h on {plan.gpus} GPU(s), "
                f"{plan.gpu_hours:,.0f} GPU-hours)",
                f"完成任务共 {total}（{plan.gpus} 张卡 {plan.wall_hours:,.1f} 小时，"
                f"{plan.gpu_hours:,.0f} 卡时）")
    if plan is not None and plan.replicas > 1:
        en, zh = _cost_phrase(facts, monthly, display)
        return (f"{en}, {plan.replicas} copies for {facts.rps:g} requests/s",
                f"{zh}，{plan.replicas} 份副本承载每秒 {facts.rps:g} 个请求")
    if facts.is_training and not facts.total_train_tokens and facts.days >= 28:
        cost = money(monthly, display)
        return (f"{cost}/month as rental ({facts.hours_per_day:g} h/day × {facts.days:g} days "
                f"assumed: the job's size was not given — --train-tokens costs the job itself)",
                f"按租用每月 {cost}（假设每天 {facts.hours_per_day:g} 小时 × {facts.days:g} 天："
                f"未给出任务规模——给出 --train-tokens 即按任务本身计费）")
    if facts.days >= 28:
        cost = money(monthly, display)
        return f"{cost}/month for your usage", f"按你的用量每月 {cost}"
    total = money(monthly * facts.days / 30.0, display)
    return (f"{total} for your usage ({facts.days:g} d × {facts.hours_per_day:g} h)",
            f"按你的用量共 {total}（{facts.days:g} 天 × 每天 {facts.hours_per_day:g} 小时）")


def _with_serving(kb: KnowledgeBase, facts: Facts, req: Any, picks: list[Pick],
                  fits: Mapping[str, Any], builder: _Builder) -> list[Pick]:
    """DESIGN §8: each pick's engine memory model, expected throughput, launch command and what
    FP8 would change (rules.serving computes; rules.base.serving decides what to say)."""
    from dataclasses import replace

    fp8 = fp8_requirement(kb, facts)
    out = []
    for pick in picks:
        extras = pick_extras(kb, facts, req, kb.card(pick.card), fits[pick.card], fp8)
        eng = extras["engine_fit"]
        tight = tight_text(pick.card, extras)
        builder.info[("serving", pick.card)] = {
            "tight": bool(eng.tight and req.kind == "llm" and not req.is_training),
            "fp8_gpus": extras["fp8_gpus"], "engine": extras["engine"],
            "tight_en": tight.en, "tight_zh": tight.zh, "engine_en": eng.text.en,
            "engine_zh": eng.text.zh, "fp8_need": extras["fp8_need_gb"]}
        out.append(replace(pick, throughput=extras["throughput"], launch=extras["launch"]))
    return out


def _pick_fact(kb: KnowledgeBase, facts: Facts, pick: Pick, priced: Mapping[str, Priced],
               builder: _Builder) -> dict[str, Any]:
    card = kb.card(pick.card)
    serving = builder.info.get(("serving", pick.card), {})
    offer = pick.offer
    assert offer is not None
    provider = kb.provider(offer.provider)
    dc = [a for a in card.availability if a.provider == offer.provider]
    same_speed_as = ""
    if facts.task == "inference":
        # a bigger, pricier card with no more bandwidth would not generate faster (seed 002)
        for cid, p in priced.items():
            other = kb.card(cid)
            if (cid != pick.card and p.choice is not None and p.choice.monthly_display is not None
                    and p.gpus == pick.gpus and other.vram_gb > card.vram_gb
                    and other.bandwidth_gbs <= card.bandwidth_gbs * 1.02
                    and p.choice.monthly_display > (pick.monthly_cost or 0)):
                same_speed_as = cid
                break
    be = _breakeven(kb, facts, pick)
    texts = {key: be.pop(key) for key in ("hourly_text", "plan_text", "plan_text_zh", "plan_unit",
                                          "plan_unit_zh")}
    builder.info[("pick", pick.card)] = {
        **texts, "provider_name": provider.name, "arch": card.architecture,
        "machine": next((o.machine for o in kb.offers_for(card.id) if o.id == offer.offer_id), ""),
        "dc_text": "; ".join(", ".join(a.datacenters) + (f" ({a.note})" if a.note else "")
                             for a in dc), **serving}
    return {
        "kind": "pick", "role": pick.role, "rank": pick.rank, "top": pick.rank == 1,
        "card": pick.card, "gpus": pick.gpus, "mode": pick.mode, "ecosystem": card.ecosystem,
        "blackwell": "blackwell" in card.architecture.lower(), "cls": card.card_class,
        "legacy": card.architecture.split()[0].lower() in ("pascal", "volta", "turing"),
        "ecc": card.ecc, "vram": card.vram_gb, "bw": card.bandwidth_gbs,
        "fp16": dense_tflops(card), "tdp": card.tdp_w or 0.0, "provider": offer.provider,
        "offer_region": offer.region, "unit": offer.unit,
        "promo": "promo" in offer.flags or "stock-limited" in offer.flags,
        "p2p": "p2p-marketplace" in offer.flags or provider.kind == "p2p-marketplace",
        "spot": "spot" in offer.flags, "whole_machine": offer.basis == "whole-machine",
        "dc_limited": bool(dc), "max_context": int(pick.max_context_tokens or 0),
        "same_speed_as": same_speed_as, **be, **_market_fields(kb, facts, pick, provider),
        "tight": bool(serving.get("tight", False)), "fp8_gpus": int(serving.get("fp8_gpus", 0)),
        "fp8_native": precision_mod.fp8_support(card) == "native",
    }


def _market_fields(kb: KnowledgeBase, facts: Facts, pick: Pick, provider: Any) -> dict[str, Any]:
    """Where and how the picked offer sells (issue 12): the market rules read these."""
    assert pick.offer is not None
    offer = next(o for o in kb.offers_for(pick.card) if o.id == pick.offer.offer_id)
    card = kb.card(pick.card)
    unit = offer.min_gpus or provider.min_gpus or 1
    return {"market": card.market, "hosted": offer.hosted_in or "unknown",
            "seller_home": provider.home_market or "unknown",
            "sla": {True: "yes", False: "no", None: "unknown"}[offer.sla],
            "min_gpus": unit, "whole_node": pick.gpus % unit != 0,
            "price_age": offer_age_days(offer.as_of, facts.today)}


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
        return empty
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
            "plan_unit": f"{plan.unit}ly".replace("dayly", "daily"), "plan_unit_zh": zh_unit}


def _near_miss(kb: KnowledgeBase, facts: Facts, req: Any, builder: _Builder,
               picks: list[Pick]) -> bool:
    """Offloading is worth a warning when nothing fits, or when a smaller consumer card than the
    answer (one people own) missed the memory gate by less than 2× — seed 000's "can my 4090 run
    70B with offload?"."""
    if not picks:
        return True
    if facts.task != "inference":
        return False  # seed 000's warning is about serving: a few tokens per second
    top_vram = kb.card(picks[0].card).vram_gb
    return any(r.rule == "memory-gate" and kb.card(cid).card_class == "consumer"
               and kb.card(cid).vram_gb < top_vram and req.vram_gb <= 2 * kb.card(cid).vram_gb
               for cid, reasons in builder.rejected.items() for r in reasons[:1])


def _with_why(pick: Pick, builder: _Builder) -> Pick:
    from dataclasses import replace

    return replace(pick, why=tuple(builder.why.get(pick.card, ()))
                   + _feasibility_reasons(pick, builder))


def _feasibility_reasons(pick: Pick, builder: _Builder) -> tuple[Reason, ...]:
    out = []
    for entry in builder.trace:
        card = entry.matched.get("card", {})
        if isinstance(card, dict) and card.get("card") == pick.card and entry.rule in (
                "memory-fits", "pool-over-nvlink", "pool-pcie-inference"):
            out.append(Reason(entry.rule, entry.concluded, entry.source))
    return tuple(out)


# --------------------------------------------------------------------------------- what-if


def _variants(facts: Facts, kb: KnowledgeBase | None = None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if kb is not None and precision_mod.fp8_candidate(
            facts, facts.model_record(kb) if facts.model else None):
        out.append({"precision": "fp8", "kv_precision": "fp8"})  # DESIGN §8 fp8-option
    if facts.task == "inference" and facts.precision not in ("int4", "q4_k_m", "nf4", "mxfp4",
                                                             "fp4"):
        out.append({"precision": "int4"})
    if facts.task == "inference" and (facts.context_tokens or 0) > 8192:
        out.append({"context_tokens": 8192})
    if facts.task == "inference" and facts.concurrency > 1:
        out.append({"concurrency": max(1, facts.concurrency // 4)})
    if facts.task == "lora":
        out.append({"task": "qlora", "precision": "nf4"})
    if facts.task == "full-finetune":
        out.append({"task": "lora", "precision": "bf16"})
    if facts.cuda_required:
        out.append({"cuda_required": False})
    if facts.max_gpus < 8 and facts.task in LLM_TASKS:
        out.append({"max_gpus": 8})
    if facts.budget is not None and (facts.hours_per_day or 24) >= 2 and not facts.total_train_tokens:
        out.append({"hours_per_day": (facts.hours_per_day or 24) / 2})  # the what-if's "fewer hours"
    return out


_CHANGE_TEXT = {
    "precision": ("weights in {v}", "权重用 {v}"),
    "kv_precision": ("KV cache in {v}", "KV cache 用 {v}"),
    "context_tokens": ("context {v:,}", "上下文 {v:,}"),
    "concurrency": ("{v} concurrent sequences", "并发 {v}"),
    "task": ("{v} instead", "改用 {v}"),
    "cuda_required": ("accept ROCm / CANN", "接受 ROCm / CANN"),
    "max_gpus": ("up to {v} GPUs", "最多 {v} 张卡"),
    "hours_per_day": ("{v:g} h a day", "每天 {v:g} 小时"),
}


def _describe_change(change: Mapping[str, Any]) -> tuple[str, str]:
    parts_en, parts_zh = [], []
    for key, value in change.items():
        if key == "precision" and "task" in change:
            continue
        en, zh = _CHANGE_TEXT[key]
        parts_en.append(en.format(v=value))
        parts_zh.append(zh.format(v=value))
    return ", ".join(parts_en), "，".join(parts_zh)


def _what_if(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], builder: _Builder,
             display: str, prices: dict[tuple[str, int], Priced]) -> list[WhatIf]:
    current = _pick_cost(picks[0]) if picks else None
    out: list[WhatIf] = []
    need = builder.need_gb
    cheap: frozenset[str] | None = None
    if current is not None:
        # only a card whose one-GPU price is under the saving threshold can change the answer
        limit = current * (1 - WHAT_IF_SAVING)
        ids = set()
        for card in kb.cards:
            if (card.id, 1) not in prices:
                prices[(card.id, 1)] = price_card(kb, facts, card.id, 1)
            ch = prices[(card.id, 1)].choice
            if ch is not None and ch.monthly_display is not None and ch.monthly_display < limit:
                ids.add(card.id)
        cheap = frozenset(ids)
        if not cheap:
            return []
    for change in _variants(facts, kb):
        if "hours_per_day" in change and picks:
            continue  # fewer hours only matters when nothing fits the budget: it always saves
        try:
            changed = with_changes(facts, kb, **change)
            if ("cuda_required" not in change and "max_gpus" not in change
                    and "hours_per_day" not in change and picks
                    and estimate.requirement(changed, kb).vram_gb > need * (1 - WHAT_IF_SAVING)):
                continue  # the need barely shrinks: no much cheaper card can become enough
            same_usage = all(getattr(changed, k) == getattr(facts, k) for k in
                             ("hours_per_day", "days", "budget", "region", "compliance",
                              "interruptible", "fx"))
            other = consult(changed, kb, what_if=False, _prices=prices if same_usage else None,
                            _variant=True, _cards=cheap if same_usage else None)
            if same_usage and cheap is not None and any(p.mode == "pcie-split" for p in other.picks):
                # a PCIe split among the cheap cards alone: the answer to the changed facts would
                # prefer a single larger card (prefer-single-card), so ask it with every card
                other = consult(changed, kb, what_if=False, _prices=prices, _variant=True)
        except Exception:  # noqa: BLE001, S112 - a variant that is itself invalid is skipped
            continue
        if not other.picks:
            continue
        best = min(other.picks, key=lambda p: (_pick_cost(p) or math.inf, p.card))
        best_cost = _pick_cost(best)
        if best_cost is None:
            continue
        if current is not None and best_cost > current * (1 - WHAT_IF_SAVING):
            continue
        en, zh = _describe_change(change)
        cost = money(best_cost, display)
        if best.job is not None and best.job.kind == "training":
            saving = None if current is None else current - best_cost
            text = I18n(en=f"With {en}: {best.gpus} × {best.card_name} finishes the job for {cost}"
                           + ("" if saving is None else f" (saves {money(saving, display)})") + ".",
                        zh=f"若{zh}：{best.gpus} 张 {best.card_name} 完成任务共 {cost}"
                           + ("" if saving is None else f"（省 {money(saving, display)}）") + "。")
            builder.step("what-if", {"change": dict(change), "card": best.card}, text)
            out.append(WhatIf(dict(change), text, best.card, best.monthly_cost, saving))
            continue
        if current is None:
            text = I18n(en=f"With {en}: {best.gpus} × {best.card_name} becomes feasible at "
                           f"{cost}/month.",
                        zh=f"若{zh}：{best.gpus} 张 {best.card_name} 即可行，每月 {cost}。")
            saving = None
        else:
            saving = current - best.monthly_cost
            text = I18n(en=f"With {en}: {best.gpus} × {best.card_name} is enough at {cost}/month "
                           f"(saves {money(saving, display)}/month).",
                        zh=f"若{zh}：{best.gpus} 张 {best.card_name} 就够用，每月 {cost}"
                           f"（每月省 {money(saving, display)}）。")
        if change.get("precision") == "fp8":
            text = I18n(en=f"{text.en} {precision_mod.QUALITY_NOTE.en}",
                        zh=f"{text.zh}{precision_mod.QUALITY_NOTE.zh}")
        text = _engine_caution(kb, changed, other, best, text)
        builder.step("what-if", {"change": dict(change), "card": best.card}, text)
        out.append(WhatIf(dict(change), text, best.card, best.monthly_cost, saving))
    return _fp8_first_when_best(out)


def _engine_caution(kb: KnowledgeBase, facts: Facts, other: Consultation, best: Pick,
                    text: I18n) -> I18n:
    """A what-if pick that only starts with an engine flag says so (DESIGN §8 tight-fit)."""
    req = other.requirement
    if req.kind != "llm" or req.is_training:
        return text
    card = kb.card(best.card)
    placed = estimate.fit(req, facts, card, best.gpus, kb, MIN_HEADROOM, inverse=False)
    eng = engine_fit(req, placed, card, engine_of(facts))
    if not eng.tight:
        return text
    fix_en = f"start it with {eng.fix_flag}" if eng.fix_flag else "it needs the next card up"
    fix_zh = f"启动时加 {eng.fix_flag}" if eng.fix_flag else "需要更大一档的卡"
    return I18n(en=f"{text.en} Tight under {eng.engine}: {fix_en}.",
                zh=f"{text.zh}在 {eng.engine} 下余量紧张：{fix_zh}。")


def _fp8_first_when_best(out: list[WhatIf]) -> list[WhatIf]:
    """The FP8 what-if leads when it saves the most; otherwise the one that saves more goes first."""
    fp8 = [w for w in out if w.change.get("precision") == "fp8"]
    if not fp8 or fp8[0].saving is None:
        return out
    best = max(out, key=lambda w: w.saving if w.saving is not None else -math.inf)
    if best is fp8[0]:
        return out
    rest = [w for w in out if w is not best]
    return [best, *rest]


def _pick_cost(pick: Pick) -> float | None:
    """What a pick is compared by: a sized training job's total, otherwise its monthly cost."""
    if pick.job is not None and pick.job.kind == "training":
        return pick.job.total
    return pick.monthly_cost


def _budget_what_if(kb: KnowledgeBase, facts: Facts, builder: _Builder,
                    priced: Mapping[str, Priced], display: str) -> tuple[WhatIf, ...]:
    """Nothing fits the budget: the cheapest card that failed only on cost, and what it costs."""
    if facts.budget is None:
        return ()
    only_cost = [p for cid, p in priced.items() if p.over_budget and p.budget_cost is not None
                 and all(r.rule == "budget-exceeded" for r in builder.rejected.get(cid, ()))]
    if not only_cost:
        return ()
    best = min(only_cost, key=lambda p: (p.budget_cost, p.card))
    assert best.budget_cost is not None
    unit = facts.budget.unit
    amount = money(best.budget_cost, display)
    name = kb.card(best.card).name
    text = I18n(en=f"With a budget of {amount}/{unit}: {best.gpus} × {name} would do the job.",
                zh=f"若预算提高到 {amount}/{UNIT_ZH[unit]}：{best.gpus} 张 {name} 即可胜任。")
    builder.step("what-if", {"change": {"budget": _r(best.budget_cost)}, "card": best.card}, text)
    monthly = best.choice.monthly_display if best.choice else None
    return (WhatIf({"budget": f"{_r(best.budget_cost)}/{unit}"}, text, best.card, monthly, None),)


# ---------------------------------------------------------------------------------- answer


def _answer(kb: KnowledgeBase, facts: Facts, req: Any, picks: tuple[Pick, ...],
            rejected: tuple[Rejection, ...], what_ifs: tuple[WhatIf, ...],
            display: str) -> tuple[I18n, ...]:
    need = f"{req.vram_gb:.1f}"
    lines = []
    for pick in picks[:2]:
        offer = pick.offer
        assert offer is not None
        monthly = pick.monthly_cost or 0.0
        price = money(offer.price, offer.currency)
        unit_zh = UNIT_ZH[offer.unit]
        cost_en, cost_zh = _cost_phrase(facts, monthly, display, pick.job)
        role_en = " / ".join(pick.roles)
        role_zh = " / ".join(ROLE_ZH[r] for r in pick.roles)
        lines.append(I18n(
            en=f"{role_en.capitalize()}: {pick.gpus} × {pick.card_name} at {offer.provider_name}, "
               f"{cost_en} ({price} per card per {offer.unit}).",
            zh=f"{role_zh}：{pick.gpus} 张 {pick.card_name}（{offer.provider_name}），{cost_zh}"
               f"（单卡 {price}/{unit_zh}）。"))
    over = [r.card for r in rejected if r.why and r.why[0].rule == "budget-exceeded"]
    if not picks and over and facts.budget is not None:
        budget = f"{money(facts.budget.amount, facts.budget.currency)}/{facts.budget.unit}"
        budget_zh = f"{money(facts.budget.amount, facts.budget.currency)}/{UNIT_ZH[facts.budget.unit]}"
        lines.append(I18n(en=f"Your budget ({budget}) is what rules everything out: {len(over)} "
                             f"card(s) have the memory for the job ({need} GB) but cost more.",
                          zh=f"排除一切的是预算（{budget_zh}）：有 {len(over)} 款卡显存够用"
                             f"（任务需要 {need} GB），但都超出预算。"))
    elif not picks:
        lines.append(I18n(en=f"No card in the knowledge base meets all your requirements "
                             f"(the job needs {need} GB).",
                          zh=f"知识库中没有同时满足全部条件的卡（任务需要 {need} GB）。"))
        if what_ifs:
            lines.append(what_ifs[0].text)
    lines.append(I18n(en=f"Memory first: the job needs {need} GB; {len(rejected)} of "
                         f"{len(kb.cards)} cards were ruled out, each with its reason.",
                      zh=f"先看显存：任务需要 {need} GB；{len(kb.cards)} 款卡中排除了 "
                         f"{len(rejected)} 款，各有理由。"))
    return tuple(lines[:3])
