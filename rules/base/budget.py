"""Budget and currencies (issue 4 §7): compared in the budget's currency, converted only through
a dated reference rate or the person's own rate; ₮ site credits are never treated as dollars."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.text import money
from rules.base._common import I18n, c, caveat, declared, demote, info, m, reject, rule
from rules.consultation import Reason
from rules.estimate.requirement import Requirement
from rules.facts import Facts
from rules.node_cost import NODE_AT_FLOOR
from rules.pricing import unit_unstated
from rules.whole_machine_job import machine_runs, machines_phrase


@rule(id="budget-exceeded", concern="budget", source="seed-001", pri=40,
      doc=I18n(en="A card whose cheapest plan for the stated usage exceeds the budget is out.",
               zh="按所述用量最便宜的方案也超预算的卡排除。"),
      when=lambda: [c.priced << (m.kind == "priced") & (m.over_budget == True)],
      shows={"priced": ("card", "cost_text", "budget_text")})
def budget_exceeded(f):
    p = f.priced
    return reject(
        f, p["card"],
        "over budget: the cheapest plan for your usage costs {cost} against your {budget}.",
        "超出预算：按你的用量，最便宜的方案要 {cost_zh}，预算是 {budget_zh}。",
        cost=info(f, "priced", "cost_text"), budget=info(f, "priced", "budget_text"),
        cost_zh=info(f, "priced", "cost_text_zh"), budget_zh=info(f, "priced", "budget_text_zh"))


@rule(id="currency-not-comparable", concern="budget", source="seed-000", pri=40,
      doc=I18n(en="Prices in a currency with no rate (source 1's ₮ site credits) are not "
                  "comparable; they are never silently treated as dollars.",
               zh="没有汇率的币种（来源 1 的 ₮ 站内余额）不可比较，绝不当作美元。"),
      when=lambda: [c.priced << (m.kind == "priced") & (m.comparable == False)],
      shows={"priced": ("card", "currency", "display")})
def currency_not_comparable(f):
    p = f.priced
    return reject(
        f, p["card"],
        "{lead} {cur} ({why}){aside}; it cannot be compared with {display} — give a "
        "budget in {cur} or your own rate with --fx {cur}/{display}=RATE.",
        "{lead_zh} {cur} 报价（{why_zh}）{aside_zh}，无法与 {display} 比较——可用 {cur} 给预算，或用 "
        "--fx {cur}/{display}=汇率 给出你的汇率。",
        cur=info(f, "priced", "currency"), display=info(f, "priced", "display"),
        why=info(f, "priced", "why"), why_zh=info(f, "priced", "why_zh"),
        aside=info(f, "priced", "aside"), aside_zh=info(f, "priced", "aside_zh"),
        lead="its only usable offer is priced in" if info(f, "priced", "aside") else "only priced in",
        lead_zh="唯一可用的是" if info(f, "priced", "aside") else "只有")



@rule(id="unit-unknown-over-budget", concern="budget", source="coreweave-pricing-2026-09", pri=41,
      doc=I18n(en="An 8-GPU baseboard part (SXM / OAM) priced per GPU by a seller that never states "
                  "its smallest unit, whose whole node would break the budget, ranks after offers "
                  "whose unit is known: the in-budget answer must not rest on a unit nobody "
                  "confirmed.",
               zh="按单卡报价、而平台从未写明最小起租单位的 8 卡基板型号（SXM / OAM），若整台节点会超预算，"
                  "排在起租单位明确的报价之后：预算内的答案不能建立在没人确认过的起租单位上。"),
      when=lambda: [c.priced << (m.kind == "priced") & (m.unit_unknown_over_budget == True)
                    & (m.over_budget == False)],
      shows={"priced": ("card", "cost_text", "budget_text")})
def unit_unknown_over_budget(f):
    p = f.priced
    return demote(f, p["card"],
        "within budget per GPU ({cost}), but its seller does not say it rents fewer than a whole "
        "8-GPU node, which would cost {node} against your {budget}: ranked after any offer of known "
        "unit that holds the job within it (where none does, it still leads) — cheaper if the seller "
        "confirms single-GPU rental.",
        "按单卡算在预算内（{cost_zh}），但平台没写能否少于整台 8 卡起租，整台要 {node_zh}，预算是 "
        "{budget_zh}：排在起租单位明确、在预算内装得下的报价之后（没有这样的报价时它仍排第一）——若平台确认可按单卡租，"
        "它更便宜。",
        cost=info(f, "priced", "cost_text"), cost_zh=info(f, "priced", "cost_text_zh"),
        node=info(f, "priced", "node_budget_cost"), node_zh=info(f, "priced", "node_budget_cost_zh"),
        budget=info(f, "priced", "budget_text"), budget_zh=info(f, "priced", "budget_text_zh"))


@rule(id="budget-approximate", concern="budget", source="seed-001", pri=50,
      doc=I18n(en="A budget said as a round figure ('around $4,000', '三千左右') is not a limit: a plan "
                  "up to 5 % over it stays in the running, and the answer says by how much it is over.",
               zh="说成约数的预算（“around $4,000”“三千左右”）不是硬上限：超出不到 5% 的方案仍可入选，"
                  "并写明超出多少。"),
      when=lambda: [c.p << (m.kind == "pick") & (m.over_round_budget == True)],
      shows={"p": ("card", "gpus", "over_round_budget")},
      caveat="budget-approximate", show_order=41)
def budget_approximate(f):
    return caveat(
        f, "{card} costs {cost}, {over} ({share}) over your budget of {budget}: read as a round figure, "
           "so within it. If it is a hard limit, say so ('at most …') and this plan drops out.",
        "{card} 要 {cost_zh}，比你的预算（{budget_zh}）多 {over}（{share}）：按约数理解，算在预算内。"
        "如果这是硬上限，请说明（如“最多 …”），这个方案就不再入选。",
        card=f.p["card"], cost=info(f, "p", "round_cost"), cost_zh=info(f, "p", "round_cost_zh"),
        budget=info(f, "p", "round_budget"), budget_zh=info(f, "p", "round_budget_zh"),
        over=info(f, "p", "round_over"), share=info(f, "p", "round_share"))


@rule(id="unit-unknown-ranked-after", concern="market", source="coreweave-pricing-2026-09", pri=41,
      doc=I18n(en="An 8-GPU baseboard part (SXM / OAM) priced per GPU by a seller that never states "
                  "its smallest unit ranks after offers whose unit is known, budget or not: if the "
                  "seller rents only whole nodes the same usage costs 8 ÷ GPUs as much — unless "
                  "even the whole node costs no more (within 2 %) than the cheapest offer of known unit "
                  "that no market rule ranks after.",
               zh="按单卡报价、而平台从未写明最小起租单位的 8 卡基板型号（SXM / OAM），不论有无预算，"
                  "都排在起租单位明确的报价之后：若只整台出租，同样用量要贵 8 ÷ 卡数 倍——除非整台的价格也不高于"
                  "（2 % 以内）起租单位明确、且未被市场规则排后的最便宜报价。"),
      when=lambda: [c.priced << (m.kind == "priced") & (m.unit_unknown == True)
                    & (m.unit_unknown_over_budget == False) & (m.over_budget == False)
                    & (m.node_cheapest == False)],
      shows={"priced": ("card", "gpus", "node_cheapest")})
def unit_unknown_ranked_after(f):
    p = f.priced
    return demote(f, p["card"],
        "priced per GPU by a seller that does not say it rents fewer than a whole 8-GPU node "
        "(as a node: {node}): ranked after any offer of known unit that holds the job (where none does, "
        "it still leads) — ask the seller; if it rents single GPUs, this is the cheaper offer.",
        "平台按单卡报价，但没写能否少于整台 8 卡起租（整台：{node_zh}）：排在起租单位明确、装得下的报价之后"
        "（没有这样的报价时它仍排第一）——先问平台；若能按单卡租，它更便宜。",
        node=info(f, "priced", "node_monthly"), node_zh=info(f, "priced", "node_monthly_zh"))


def demote_job_nodes(kb: KnowledgeBase, facts: Facts, req: Requirement, sink: Any, rows: Sequence[Any],
                     plans: Any, display: str) -> None:
    """A one-off job's cheapest plan on an 8-GPU baseboard part priced per GPU by a seller that never
    states its unit ranks after offers of known unit when the same job on a whole node costs more
    than the cheapest of them (review 42 M2: MI300X at $2.58 for a LoRA headlined a $3.41 A100 —
    as a whole node the job is $5.21). The engine's rule skips sized jobs (their node finishes
    sooner, so it is not a month × 8); this is the same rule judged on the job's node plan."""
    suspect = {}
    for row in rows if facts.procure != "buy" else ():
        plan, choice = plans.get(row.card.id), row.priced.choice
        if (plan is not None and plan.kind in ("training", "media") and plan.total is not None
                and choice is not None and row.card.id not in sink.demoted
                and unit_unstated(kb, row.card.id, plan.gpus, choice.min_gpus)):
            suspect[row.card.id] = row
    if not suspect:
        return
    floor = min((r.cost for r in rows if r.card.id not in sink.demoted and r.card.id not in suspect),
                default=None)
    if floor is None or math.isinf(floor):
        return
    for card_id, row in suspect.items():
        if row.cost > floor:
            continue  # not ahead of a known unit anyway
        plan = plans[card_id]
        if plan.gpu_hours <= 0:
            continue
        # the plan's GPUs on whole machines for its wall clock, never one machine doing a many-machine plan's work
        # in the same hours (review 123 C4)
        runs = machine_runs(kb, facts, req, row.card, plan, plan.gpus)
        per = plan.total / plan.gpu_hours
        if per * runs[0].billed_gpu_hours <= floor * NODE_AT_FLOOR:
            continue
        whole = machines_phrase(facts, runs, per, display)
        nodes = "a whole node" if runs[0].machines == 1 else "whole nodes"
        sink.demote(card_id, unit_unknown_ranked_after, I18n(
            en=f"priced per GPU by a seller that does not say it rents fewer than a whole 8-GPU node (the job "
               f"on {nodes}: {whole.en}, against {money(floor, display)} at a seller of known unit): ranked "
               "after offers whose unit is known — ask the seller; if it rents single GPUs, this is the cheaper "
               "offer.",
            zh=f"平台按单卡报价，但没写能否少于整台 8 卡起租（整台跑这个任务：{whole.zh}；起租单位明确的平台是 "
               f"{money(floor, display)}）：排在起租单位明确的报价之后——先问平台；若能按单卡租，它更便宜。"))


def lift_cheapest_nodes(rows: Sequence[Any], sink: Any, display: str) -> None:
    """A card ranked after only because its seller never states a unit below a whole 8-GPU node
    comes back when even that whole node costs no more than every candidate still in the running
    (the rule's own exception, judged against the cards left rather than every offer priced: an H20
    node that a China-market rule later set aside made 4 × MI300X rank after 4 × B300 at twice
    the price). ``rows``: the ranking's rows (card, priced, cost)."""
    floor = min((r.cost for r in rows if r.card.id not in sink.demoted), default=None)
    if floor is None or math.isinf(floor):
        return
    for row in rows:
        reasons = sink.demotions.get(row.card.id, ())
        gpus = row.priced.gpus
        if not reasons or {w.rule for w in reasons} != {"unit-unknown-ranked-after"} or not 0 < gpus < 8:
            continue
        node = row.cost * 8 / gpus
        if node > floor * NODE_AT_FLOOR:
            continue
        sink.demoted.discard(row.card.id)
        sink.demotions.pop(row.card.id, None)
        lifted = reasons[0]
        text = I18n(en=f"priced per GPU by a seller that does not say it rents fewer than a whole 8-GPU node; even "
                       f"as a whole node ({money(node, display)}/month) it costs no more than the other cards "
                       "that fit (within 2 %), so it is not ranked after.",
                    zh=f"按单卡报价，平台没写能否少于整台 8 卡起租；即使整台（每月 {money(node, display)}）也不比其他"
                       "装得下的卡贵（2 % 以内），所以不排在后面。")
        sink.why[row.card.id] = [Reason(w.rule, text, w.source) if w is lifted else w
                                 for w in sink.why.get(row.card.id, [])]


RULES = declared(__name__)

