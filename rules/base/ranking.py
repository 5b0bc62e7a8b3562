"""Ranking: which feasible cards the answer picks, and why each other one is not picked.

Each decision is a step rule: it runs in plain Python after the engine and the pricing (offers
can be thousands), takes the priced candidates and concludes into the trace. `rank` below only
applies them in order: prefer-single-card, then enough / faster / best value, then dominated.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from dataclasses import replace
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from knowledge.text import ROLE_ZH, money
from rules import encoder_job, estimate, jobplan, vision_training_plan
from rules.answer import cost_phrase, metric_text, metric_unit, metric_value, r2
from rules.answer_time import answer_rates
from rules.base._common import I18n, c, conclude, declared, m, rule, step
from rules.base.box_slots import boxes_that_fit, none_fits_said
from rules.base.budget import demote_job_nodes, lift_cheapest_nodes
from rules.base.buy_used import buy_used_old_generation, faster_by_held_cards, used_unpriced
from rules.base.buying import (
    buy_needs_quote,
    buy_purchase_price,
    check_headroom,
    priced_before_quotes,
    purchase_cost,
)
from rules.base.demotion_weight import least_demoted
from rules.base.dominated_text import beaten_by, feasible_but
from rules.base.measured_first import best_case_only, measured_first
from rules.base.media_fleet import beyond_fleet, faster_media_limit
from rules.base.modified_price import price_gaps
from rules.base.offers import media_limit
from rules.base.ranking_buy import buy_budget, enough_key, to_quote
from rules.base.ranking_rows import Ranking, Row, beaten_by_more_gpus, whole_period
from rules.base.single_card import SPLIT_SAVING, prefer_single_card, split_costs, within_budget
from rules.base.unpriced_like_priced import buy_unpriced_like_priced
from rules.buy_text import purchase_phrase
from rules.consultation import Pick
from rules.engine import Sink
from rules.estimate import media_job
from rules.estimate.held_tokens import thinks
from rules.estimate.media_job import COMPUTE_BOUND
from rules.estimate.requirement import Requirement
from rules.facts import Facts
from rules.generation import generation_plan
from rules.placement import MIN_HEADROOM
from rules.pricing import Priced

FASTER_COST_CAP = 3.0  # "faster" is a step up: at most 3× the "enough" cost under --priority cost
JOB_VALUE_TIE = 1.05  # a job within 5 % of the cheapest is about the same money: the sooner one is the better value
MIN_STEP_UP = 1.1  # and at least 10 % faster than "enough", else "enough" is also the faster pick
SAME_SPEED = 1.03  # metrics this close are a tie (8 × B200 at 3.2× 8 × MI300X's cost for 1.6 % more tokens/s)


def _rent(row: Row) -> float:
    ch = row.priced.choice
    return ch.monthly_display if ch is not None and ch.monthly_display is not None else math.inf


def _buy_pool(r: Ranking, enough: Row, systems: bool = False) -> list[Row]:
    """The rows a faster or best-value pick may come from: buying, only cards with a purchase price, and within a
    `total` budget unless the enough pick is itself over it (rules.base.buying buy-over-budget); renting, all.
    ``systems``: whole 8-GPU systems ranked after only for their size are in the pool too."""
    if r.facts.procure != "buy":
        return list(r.top)
    pool = [x for x in (*r.top, *(r.systems if systems else ())) if not math.isinf(x.cost)]
    fits = [x for x in pool if (got := r.purchases.get(x.card.id)) is not None
            and got.fits_budget is not False]
    return fits if fits or not pool else pool


@step(id="rank-enough", concern="ranking", source="seed-000",
      doc=I18n(en="'Enough': the cheapest feasible card (or set of cards) for the stated "
                  "usage, or to finish the sized training job / serve the stated load — "
                  "rank 1 under --priority cost, as the seeds advise.",
               zh="「够用」：按所述用量最便宜的可行卡（或多卡组合）——--priority cost 时排第一，"
                  "如选型原则所说。"))
def rank_enough(r: Ranking) -> tuple[Row, I18n]:
    if r.facts.procure == "buy":
        # buying: the fewest cards that hold the job make the smaller, simpler box (review 8 F1: 8 × L4 over PCIe was
        # 'enough' by rent), then the purchase cost; no dated price (inf) ranks after, rent breaks the last tie
        row = min(r.top, key=lambda x: (*enough_key(x, r.purchases), _rent(x), -x.metric, x.card.id))
        cheapest = min(r.top, key=lambda x: (x.cost, x.priced.gpus, _rent(x), -x.metric, x.card.id))
        if math.isfinite(cheapest.cost) and cheapest.cost <= row.cost * (1 - SPLIT_SAVING):  # review 20 M2
            buy_en, buy_zh = purchase_phrase(r.facts, r.purchases.get(cheapest.card.id), r.display)
            return cheapest, I18n(
                en=f"lowest purchase cost, at least a fifth under the box with the fewest cards "
                   f"({row.priced.gpus} × {row.card.name}, {money(row.cost, r.display)}): {buy_en}.",
                zh=f"购买价最低，比卡数最少的方案（{row.priced.gpus} × {row.card.name}，{money(row.cost, r.display)}）"
                   f"至少便宜五分之一：{buy_zh}。")
        buy_en, buy_zh = purchase_phrase(r.facts, r.purchases.get(row.card.id), r.display)
        whole_server = row.card.max_pool_gpus >= 8 and row.card.interconnect in ("nvlink", "infinity-fabric", "hccs")
        box = (("sold as 8-GPU servers, so no smaller box", "按 8 卡整机出售，机器并不更小")
               if whole_server else ("a smaller box to buy", "要买的机器更小"))
        return row, I18n(en=f"fewest cards that meet the need ({box[0]}), then the lowest purchase cost: {buy_en}.",
                         zh=f"满足需求且卡数最少（{box[1]}），其次购买价最低：{buy_zh}。")
    row = min(r.top, key=lambda x: (x.cost, -x.metric, x.card.id))
    if (led := measured_first(r, row)) is not None:  # a measured card a little dearer, not a best case
        return led
    cost_en, cost_zh = cost_phrase(r.facts, row.cost, r.display, r.plans.get(row.card.id), row.priced.choice)
    return row, I18n(en=f"cheapest card that meets the need: {cost_en}.",
                     zh=f"满足需求的最便宜选择：{cost_zh}。")


@step(id="rank-faster", concern="ranking", source="seed-004",
      doc=I18n(en="'Faster': the best card by the workload's priority metric within budget "
                  "and, under --priority cost, within 3× the 'enough' cost (a step up, not "
                  "the absolute fastest) — buying with a total budget, whatever the budget buys, a whole "
                  "8-GPU system included; rank 1 under --priority speed.",
               zh="「更快」：预算内按任务的优先指标最好的卡；--priority cost 时限于「够用」费用的 "
                  "3 倍以内（上一档，而不是最快的那张）——带总预算购买时，预算内都可选，包括 8 卡整机；"
                  "--priority speed 时排第一。"))
def rank_faster(r: Ranking, enough: Row) -> tuple[Row, I18n]:
    speed = r.facts.priority == "speed"
    # buying with a total budget, a step up is whatever the budget buys (review 84 c08: an 8 × H100 server at $317k,
    # three times the speed, was hidden by 3× the $34k enough pick under a $350k budget), whole systems included
    budgeted = r.facts.procure == "buy" and r.facts.budget is not None and r.facts.budget.unit == "total"
    # … and no more: an enough pick already over the budget steps up by the usual 3× (review 88 C04: a $317,000
    # 8-GPU HGX server was "fastest within your budget" of $5,400 for one home user's 70B)
    limit = r.facts.budget.limit if budgeted and r.facts.budget.currency == r.display else math.inf
    budgeted = budgeted and enough.cost <= limit
    cap = math.inf if speed else limit if budgeted else enough.cost * FASTER_COST_CAP
    in_cap = [x for x in _buy_pool(r, enough, systems=budgeted) if x.cost <= cap + 1e-9] or [enough]
    fastest = max(x.metric for x in in_cap)  # within SAME_SPEED of it: a tie, the cheapest (review 17 F3)
    row = min((x for x in in_cap if x.metric * SAME_SPEED >= fastest), key=lambda x: (x.cost, -x.metric, x.card.id))
    if not speed and row is not enough and row.metric < enough.metric * MIN_STEP_UP:
        row = enough  # review 6 F6: "faster" at +70 % cost for 5 % sooner is no step up
    if r.facts.procure == "buy":
        en_m, zh_m = metric_text(r.metric, row.metric, r.plans.get(row.card.id), row.priced.gpus)
        buy_en, buy_zh = purchase_phrase(r.facts, r.purchases.get(row.card.id), r.display)
        cap_en, cap_zh = (("with no cost cap (speed first)", "不设费用上限（速度优先）") if speed else
                          ("within your budget", "在预算内") if budgeted else
                          ("within 3× the enough purchase cost", "限于「够用」购买价 3 倍以内"))
        if speed and budgeted:
            cap_en, cap_zh = cap_en + " and your budget", cap_zh + "且在预算内"
        return row, I18n(en=f"fastest by this workload's metric ({en_m}) {cap_en}: {buy_en}.",
                         zh=f"按本任务指标最快（{zh_m}），{cap_zh}：{buy_zh}。")
    plan = r.plans.get(row.card.id)
    cost_en, cost_zh = cost_phrase(r.facts, row.cost, r.display, plan, row.priced.choice)
    en_m, zh_m = metric_text(r.metric, row.metric, plan, row.priced.gpus)
    if not speed:
        cap_en, cap_zh = "within 3× the enough cost", "限于「够用」费用 3 倍以内"
    elif r.facts.budget is not None:
        cap_en, cap_zh = "within budget", "限于预算内"
    else:  # review 7 F10: "within budget" was said where no budget was given
        cap_en, cap_zh = "with no cost cap (speed first, no budget given)", "不设费用上限（速度优先，未给预算）"
    if speed and plan is None:  # review 13 M2: each card is compared on the fewest GPUs that hold it
        cap_en += ", each card on the fewest GPUs that hold the job"
        cap_zh += "，各卡按装得下的最少卡数比较"
    return row, I18n(en=f"fastest by this workload's metric ({en_m}) {cap_en}: {cost_en}.",
                     zh=f"按本任务指标最快（{zh_m}），{cap_zh}：{cost_zh}。")


@step(id="rank-best-value", concern="ranking", source="seed-000",
      doc=I18n(en="'Best value': the lowest cost per unit of the limiting resource (decode "
                  "tokens/s for serving — the expected, calibrated figure the picks show, or the "
                  "bandwidth bound where the engine is uncalibrated — dense TFLOPS for training "
                  "and image work), among cards costing at most 3× the enough pick "
                  "(--priority cost); for a "
                  "sized job, per unit of work the job can use — its tokens trained or the "
                  "load served — so peak speed the job cannot use buys nothing.",
               zh="「最划算」：限制资源的单位成本最低（推理看每 token/s，训练与出图看每稠密 "
                  "TFLOPS）。"))
def rank_best_value(r: Ranking, enough: Row, aside: Collection[str] = ()) -> tuple[Row, I18n]:
    if r.plans:  # a job: the cheapest — of jobs within 5 % of it the soonest (review 43 MA-4), none ``aside``
        near = [x for x in r.top if x.cost <= enough.cost * JOB_VALUE_TIE and x.metric > 0 and x.card.id not in aside]
        row = max(near, key=lambda x: (x.metric, -x.cost)) if near else enough
        if row is not enough and enough.metric > 0 and row.metric > enough.metric:
            return row, _sooner_for_about_the_same(r, row, enough)
    else:
        # value within a step up's cap: a card at 20× the enough cost is no value for a job that cannot use its peak
        cap = math.inf if r.facts.priority == "speed" else enough.cost * FASTER_COST_CAP
        pool = [x for x in _buy_pool(r, enough) if x.cost <= cap + 1e-9] or (
            [enough] if r.facts.procure == "buy" else list(r.top))
        row = sorted(pool, key=lambda x: (x.cost / x.metric if x.metric > 0 else math.inf,
                                          x.cost, x.card.id))[0]
    plan = r.plans.get(row.card.id)
    if r.facts.procure == "buy":
        buy_en, buy_zh = purchase_phrase(r.facts, r.purchases.get(row.card.id), r.display)
        if row.metric <= 0 or math.isinf(row.cost):
            return row, I18n(en=f"the enough pick is also the best value to buy: {buy_en}.",
                             zh=f"够用的卡也是购买时最划算的：{buy_zh}。")
        en_m, zh_m = metric_text(r.metric, row.metric, plan, row.priced.gpus)
        unit = money(row.cost / row.metric, r.display)
        one_en, one_zh = metric_unit(r.metric)
        return row, I18n(en=f"lowest purchase cost per unit of the limiting resource: {unit} per {one_en} "
                            f"({en_m}); {buy_en}.",
                         zh=f"每单位限制资源的购买价最低：每 {one_zh} {unit}（{zh_m}）；{buy_zh}。")
    if row.metric <= 0:  # no published figure for the metric: cost alone decided
        cost_en, cost_zh = cost_phrase(r.facts, row.cost, r.display, plan, row.priced.choice)
        return row, I18n(en=f"cheapest of the cards with no published figure for this workload's "
                            f"metric: {cost_en}.",
                         zh=f"本任务指标没有公开数据，按费用最低：{cost_zh}。")
    en_m, zh_m = metric_text(r.metric, row.metric, plan, row.priced.gpus)
    unit = money(row.cost / row.metric, r.display)
    one_en, one_zh = metric_unit(r.metric)
    return row, I18n(en=f"lowest cost per unit of the limiting resource: {unit} a month per {one_en} "
                        f"({en_m}).",
                     zh=f"限制资源的单位成本最低：每 {one_zh} 每月 {unit}（{zh_m}）。")


def _sooner_for_about_the_same(r: Ranking, row: Row, enough: Row) -> I18n:
    plan = r.plans.get(row.card.id)
    cost_en, cost_zh = cost_phrase(r.facts, row.cost, r.display, plan, row.priced.choice)
    times = row.metric / enough.metric
    more = (row.cost / enough.cost - 1) * 100
    said = f"{times:,.0f}" if times >= 10 else f"{times:.2g}"  # (review 72 c09: 1.25× was "快 1 倍")
    return I18n(en=f"about the cheapest job ({more:.1f} % over it) and done {said}× as fast: {cost_en}.",
                zh=f"几乎是最便宜的方案（只贵 {more:.1f}%），速度是它的 {said} 倍：{cost_zh}。")


@step(id="dominated", concern="ranking", source="seed-000",
      doc=I18n(en="A feasible card that is neither cheapest, faster nor better value than the "
                  "picks is listed as dominated, with the numbers.",
               zh="可行但既不是最便宜、也不更快、也不更划算的卡，列为被占优，并给出数字。"))
def dominated(r: Ranking, pick_rows: list[Row], sink: Sink) -> None:
    """Every candidate not picked is ruled out: a demoted card by the market rules that demoted
    it, any other as dominated — by what the picks' rows (with the plans they show) cost and do."""
    from rules.base import RULES_BY_ID

    picked = {x.card.id for x in pick_rows}
    for row in sorted(r.rows, key=lambda x: (x.cost, -x.metric, x.card.id)):
        card = row.card
        if card.id in picked:
            continue
        if card.id in sink.demoted and sink.demotions.get(card.id):
            for reason in sink.demotions[card.id]:  # every reason it ranked after, not the last
                sink.reject(card.id, RULES_BY_ID[reason.rule], reason.text)
            continue
        plan = r.plans.get(card.id)
        en_m, zh_m = metric_text(r.metric, row.metric, plan, row.priced.gpus)
        if r.facts.procure == "buy":
            buy_en, buy_zh = purchase_phrase(r.facts, r.purchases.get(card.id), r.display)
            beaten = beaten_by(r, row, pick_rows)
            sink.reject(card.id, dominated, I18n(en=f"feasible ({en_m}); {buy_en} — {beaten.en}",
                                                 zh=f"可行（{zh_m}）；{buy_zh}——{beaten.zh}"))
            continue
        job = plan is not None and plan.is_job
        whole_en, whole_zh = whole_period(row, job)
        cost_en = f"{money(row.cost, r.display)}" + (f" for the job{whole_en}" if job else "/month")
        cost_zh = ("任务共 " if job else "每月 ") + money(row.cost, r.display) + whole_zh
        if not job and r.facts.days < 28:  # review 12 m3: a 10-day rental's lines in a 30-day month
            cost_en, cost_zh = cost_phrase(r.facts, row.cost, r.display, plan, row.priced.choice)
        billed = row.priced.choice.gpus_priced if row.priced.choice is not None else row.priced.gpus
        if billed > row.priced.gpus:  # review 20 m2: a node-only seller's price read as one card's
            cost_en, cost_zh = cost_en + f" as a whole {billed}-GPU node", cost_zh + f"（整台 {billed} 卡节点）"
        # review 5 F10: a card credited only a slower measured card's rate: its time is a ceiling, and the line says so
        floor = plan is not None and plan.speed_floor
        sink.reject(card.id, dominated, feasible_but(r, row, pick_rows, I18n(en=cost_en, zh=cost_zh),
                                                     I18n(en=en_m, zh=zh_m), floor))


@rule(id="nothing-feasible", concern="ranking", source="seed-000", pri=60,
      doc=I18n(en="When no card is feasible, say what would make one feasible.",
               zh="没有可行的卡时，说明怎样才能可行。"),
      when=lambda: [c.o << (m.kind == "outcome") & (m.picks == 0)],
      shows={"o": ("picks",)})
def nothing_feasible(f):
    f.sink.advice(f.rule)
    return conclude("No card meets every requirement; what would make one feasible follows.",
                    "没有一张卡满足全部条件；下面是怎样才能可行。")


RULES = declared(__name__)


def _expected_decode(kb: KnowledgeBase, facts: Facts, req: Requirement, candidates: list[Card],
                     fits: Mapping[str, Any]) -> dict[str, float] | None:
    """Each candidate's expected decode per sequence (the calibrated figure the picks table shows), or None when any
    candidate has none: then every card is ranked by its bandwidth bound, so that one yardstick compares them all.
    With several requests in flight and their prompts stated, the speed left after the prompts' reads (review 74 C1's
    model): a compute-light card is no "faster" pick for decoding alone when its reads take most of its time."""
    from rules.estimate import calibration
    from rules.estimate.capacity import dense_tflops
    from rules.prompt_queue import copies_of, prompts_in_flight, queue_applies
    from rules.serving import engine_of, speed_with_prompts

    engine, out = engine_of(facts), {}
    queued = queue_applies(facts)
    for card in candidates:
        fit = fits[card.id]
        exp = calibration.expected(req, fit, card, engine, dense_tflops(card))
        if exp is None or exp.decode_tokens_per_s <= 0:
            return None
        width, copies = copies_of(fit)  # the speed the picks table shows: the prompts' reads counted
        q = prompts_in_flight(kb, facts, req, card, width, width, copies) if queued else None
        out[card.id] = speed_with_prompts(float(exp.decode_tokens_per_s), q)
    return out

def _soonest_plans(kb: KnowledgeBase, facts: Facts, req: Requirement, sink: Sink, r: Ranking,
                   enough: Row) -> dict[str, jobplan.Plan]:
    """A sized training or media job: each candidate's soonest GPU count within the "faster" cost cap, so
    that "faster" compares what each card can do, not the counts that were cheapest for it (a
    card that is cheapest on 2 GPUs may also be the fastest on 8)."""
    if facts.priority == "speed" or not r.plans or not all(p.is_job for p in r.plans.values()):
        return {}
    from dataclasses import replace as _replace

    from rules.base.interconnect import UNPOOLED_SPLITS, pool_limit
    from rules.gpu_limit import gpu_limit
    cap = enough.cost * FASTER_COST_CAP
    speed = _replace(facts, priority="speed")
    out = {}
    for row in r.top:
        first, mode = sink.feasible_cards[row.card.id]
        start = min(first, r.plans[row.card.id].gpus) if row.card.id in r.plans else first
        most = gpu_limit(row.card, facts)
        limit = min(most, pool_limit(row.card, facts)) if mode not in UNPOOLED_SPLITS else first
        own = r.plans.get(row.card.id)
        if own is not None and own.kind == "media":  # separate GPUs: no link domain limits them, nor one machine
            # (review 85 C04: capped at one machine's 8, 24 × A800 — as cheap as 2, done in a day — never
            # competed, and 49 × H20 at 2.5× the cost was "faster")
            fleet = faster_media_limit(media_limit(facts, most), most, getattr(r.plans.get(enough.card.id), "gpus", 1))
            plan = jobplan.media_plan(kb, speed, row.card, start, max(start, most, fleet), cost_cap=cap)
        elif own is not None and own.kind == "generation":  # copies of the model, no link between them
            plan = generation_plan(kb, speed, req, row.card, own.gpus, max(own.gpus, most),
                                   cost_cap=cap) or own
        elif own is not None and own.kind == "encoder-batch":  # documents split over copies (rules.encoder_job)
            plan = encoder_job.batch_plan(kb, speed, row.card, start, max(start, most), cost_cap=cap) or own
        else:
            plan = vision_training_plan.training_plan(kb, speed, req, row.card, start, max(start, limit), cost_cap=cap)
        if plan.total is not None and plan.total <= cap + 1e-9 and not plan.late:
            out[row.card.id] = plan
    return out


def _row_of(row: Row, plan: jobplan.Plan | None) -> Row:
    if plan is None or plan.total is None:
        return row
    return Row(row.card, plan.priced, plan.total, 1.0 / plan.wall_hours)


_ROLE_RULES = {"enough": rank_enough, "faster": rank_faster, "best-value": rank_best_value}


def rank(kb: KnowledgeBase, facts: Facts, req: Requirement, sink: Sink, candidates: list[Card],
         priced: Mapping[str, Priced], fits: Mapping[str, Any], display: str,
         limits: bool = True, plans: Mapping[str, jobplan.Plan] | None = None) -> list[Pick]:
    """Apply the ranking rules: enough / faster / best value, then dominated. ``limits``: search each pick's
    longest context and most sequences (shown to people; a what-if variant only needs the cost)."""
    if not candidates:
        return []
    plans = plans or {}
    buying = facts.procure == "buy"
    purchases = used_unpriced(kb, facts, buy_purchase_price(kb, facts, sink, candidates, priced, display)) \
        if buying else {}
    # a box bought to run a model may be a split when much cheaper (renting, one large card is a few dollars more)
    running = buying and req.kind == "llm" and not req.is_training
    costs = split_costs(candidates, priced, plans, purchases) if running else None
    candidates = prefer_single_card(candidates, sink, costs, display, within_budget(facts, candidates, priced,
                                                                                    purchases, buying))
    purchases = {c.id: purchases[c.id] for c in candidates} if buying else {}
    metric = sink.metric_name
    expected = _expected_decode(kb, facts, req, candidates, fits) \
        if metric == "bandwidth" and limits else None
    if expected is not None:  # faster and best value by the speed the answer shows (a long prompt's read first)
        model = facts.model_record(kb) if facts.model else None
        expected, metric = answer_rates(facts, req, candidates, sink, expected, thinks(facts, model))
    elif metric == "compute" and facts.task in COMPUTE_BOUND and media_job.measured(kb, facts.model, facts.resolution):
        # review 20 M3: by dense TFLOPS an A100 out-ran a 4090 at SDXL, which measured faster
        # a service's GPUs each serve their own requests: what a person waits is one GPU's time
        expected = {c.id: media_job.rate(kb, c, facts.task, str(facts.model), facts.resolution,
                                         facts.clip_seconds).per_gpu_hour
                    * (1 if facts.media_service else priced[c.id].gpus) for c in candidates}
        metric = f"{facts.task}-rate"
    elif metric == "bandwidth" and not req.active_weights_gb:
        # a stated need (--vram) has no weights to turn bandwidth into tokens/s (review 10 M4: TB/s said as tokens/s)
        metric = "memory-bandwidth"
    sink.info[("ranking", "")] = {"metric": metric}  # what "faster" was by (the thinking caveat says if it counted)
    rows = []
    if buying and req.kind == "llm" and not req.is_training:
        # a box bought for years is not sized to start with emergency flags
        check_headroom(facts, req, sink, candidates, priced, fits, purchases)
    for card in candidates:
        p = priced[card.id]
        plan = plans.get(card.id)
        if buying:  # ranked by what the purchase costs, never by rent (rules.base.buying)
            if plan is not None and plan.is_job and plan.wall_hours:
                value = 1.0 / plan.wall_hours
            else:
                value = (expected[card.id] if expected is not None
                         else metric_value(metric, card, p.gpus, fits[card.id], kb))
            rows.append(Row(card, p, purchase_cost(purchases[card.id]), value))
            continue
        assert p.choice is not None and p.choice.monthly_display is not None
        if plan is not None and plan.is_job and plan.total is not None:
            rows.append(Row(card, p, plan.total, 1.0 / plan.wall_hours))  # sooner = faster
        elif plan is not None and plan.served is not None and metric == "expected":
            # a stated load: the speed each sequence sees at that load (the picks' speed line)
            rows.append(Row(card, p, p.choice.monthly_display,
                            plan.served.decode_tokens_per_s_per_sequence))
        else:
            rows.append(Row(card, p, p.choice.monthly_display,
                            expected[card.id] if expected is not None
                            else metric_value(metric, card, p.gpus, fits[card.id], kb)))
    if buying:
        boxes_that_fit(facts, sink, rows)  # rigs, sockets, slots and supplies
        buy_budget(facts, sink, rows, purchases, display)
        price_gaps(kb, facts, sink, [r.card for r in rows], purchases, display)
        buy_unpriced_like_priced(facts, sink, rows, purchases, display)  # review 112 C1-a: no price is no win
        none_fits_said(facts, sink, rows, display)  # review 117 C5-2: no priced box fits the person's
    demote_job_nodes(kb, facts, req, sink, rows, plans, display)
    lift_cheapest_nodes(rows, sink, display)
    top = [r for r in rows if r.card.id not in sink.demoted] or least_demoted(rows, sink)
    top = priced_before_quotes(facts, sink, rows, top, purchases) if buying else top
    systems = tuple(r for r in rows if r not in top and _whole_system_only(sink, r.card.id)) if buying else ()
    ranking = Ranking(facts, tuple(rows), tuple(top), metric, display, plans, purchases, systems)
    enough = rank_enough(ranking)
    soonest = _soonest_plans(kb, facts, req, sink, ranking, enough[0]) if limits and not buying else {}
    wide = beyond_fleet(facts, {**plans, **soonest}, getattr(plans.get(enough[0].card.id), "gpus", 1))
    faster_ranking = ranking if not soonest and not wide else Ranking(facts, ranking.rows, tuple(
        _row_of(r, soonest.get(r.card.id)) for r in ranking.top if r.card.id not in wide or r is enough[0]), metric,
        display, {**plans, **soonest}, purchases)
    aside = beaten_by_more_gpus(ranking, enough[0], soonest.get(enough[0].card.id)) | best_case_only(ranking, enough[0])
    chosen = {"enough": enough, "faster": rank_faster(faster_ranking, enough[0]),
              "best-value": rank_best_value(ranking, enough[0], aside)}
    faster_card = chosen["faster"][0][0].id
    if faster_card in soonest and faster_card != enough[0].card.id:
        if getattr(plans.get(faster_card), "gpus", None) != soonest[faster_card].gpus:  # its value plan is not shown
            chosen["best-value"] = rank_best_value(ranking, enough[0], aside | {faster_card})
        plans = {**plans, faster_card: soonest[faster_card]}  # the pick shows the plan it won with
    order = ["faster", "enough", "best-value"] if facts.priority == "speed" else ["enough", "faster", "best-value"]
    if buying and math.isinf(chosen["best-value"][0].cost):  # no price, no value claimed (review 55 K3: 910C)
        order.remove("best-value")
    if buying and faster_by_held_cards(facts, sink, ranking, chosen["faster"][0]) is not None:
        order.remove("faster")  # review 104 c04: 2 × RTX 5060 Ti was 'faster' than a used RTX 3090 at twice its speed
    picked = {chosen[r][0].card.id for r in order}
    used = buy_used_old_generation(facts, sink, ranking, picked) if buying else None
    quote = used or (to_quote(facts, sink, ranking, picked) if buying else None)
    if quote is not None:
        chosen["to-quote"] = quote
        order.append("to-quote")
    roles: dict[str, list[str]] = {}
    sooner: dict[str, int] = {}  # (media-fleet reads the count from here, not from the why-line's words)
    for role in order:
        card_id = chosen[role][0].card.id
        if role == "faster" and card_id in soonest and card_id in roles \
                and plans.get(card_id) is not None and soonest[card_id].gpus != plans[card_id].gpus:
            sooner[card_id] = soonest[card_id].gpus
            continue  # faster only on more GPUs than the plan shown (its why-line says how): the
            # label would read as "this plan is the fastest" (review 10 F5)
        roles.setdefault(card_id, []).append(role)
    picks: list[Pick] = []
    seen = set()
    for role in order:
        (card, p, monthly, value), text = chosen[role]
        if card.id in seen:
            own = plans.get(card.id)
            if role == "faster" and card.id in soonest and own is not None \
                    and soonest[card.id].gpus != own.gpus:
                # the same card is also "faster", but on more GPUs than the plan shown: say how,
                # so the label is not read as "this plan is the fastest"
                sink.note(card.id, rank_faster, text)
            continue
        seen.add(card.id)
        gpus, mode = sink.feasible_cards[card.id]
        plan = plans.get(card.id)
        if plan is not None and plan.is_job:
            gpus = plan.gpus
        # (a serving copy over several GPUs is one tensor-parallel copy: review 43 mi-3 showed 70.2 GB "per GPU" of a
        # TP4 copy, the fit of four whole copies)
        fit = estimate.fit(req, facts, card, gpus, kb, MIN_HEADROOM, inverse=limits,
                           one_copy=bool(plan is not None and plan.served is not None and gpus > 1))
        role_rule = _ROLE_RULES.get(role, buy_used_old_generation if used else buy_needs_quote)
        sink.note(card.id, role_rule, text)
        sink.step(role_rule, {"card": card.id, "monthly": r2(monthly), "metric": r2(value)},
                  I18n(en=f"{card.id} is '{role}': {text.en}",
                       zh=f"{card.id} 为「{ROLE_ZH[role]}」：{text.zh}"))
        picks.append(Pick(
            rank=len(picks) + 1, role=role, roles=tuple(roles[card.id]), card=card.id,
            card_name=card.name, gpus=gpus, mode=mode, vram_gb_total=card.vram_gb * gpus,
            headroom_gb=float(fit.headroom_gb), per_gpu_need_gb=float(fit.per_gpu_need_gb),
            offer=p.choice if p.choice is not None and (p.comparable or not buying) else None,
            currency=display,
            monthly_cost=(_rent(Row(card, p, monthly, value)) if buying  # rent, beside the purchase
                          else p.choice.monthly_display if plan is not None else monthly),
            decode_tokens_per_s_max=getattr(fit, "decode_tokens_per_s_max", None),
            max_context_tokens=getattr(fit, "max_context_tokens", None),
            metric_value=value, why=(), job=plan,
            replicas=plan.replicas if plan is not None else 1,
            purchase=purchases.get(card.id), sooner_gpus=sooner.get(card.id, 0)))
    shown = {p.card for p in picks}  # the picks' own rows and plans (a faster pick on more GPUs: its soonest)
    dominated(replace(ranking, plans=plans), [chosen[x][0] for x in order if chosen[x][0].card.id in shown], sink)
    if buying:  # a rent of inf (no comparable offer) is shown as none
        picks = [replace(p, monthly_cost=None) if p.monthly_cost is not None
                 and math.isinf(p.monthly_cost) else p for p in picks]
    return picks


def _whole_system_only(sink: Sink, card: str) -> bool:
    """Ranked after only because it is sold as a whole 8-GPU system (buy-baseboard), not for what it is."""
    reasons = sink.demotions.get(card, ())
    return bool(reasons) and all(x.rule == "buy-baseboard" for x in reasons)
