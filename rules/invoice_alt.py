"""What the pick costs with a seller recorded as issuing the VAT invoice the person needs (review 40 M4: a public
service that must have 专票 was put on AutoDL, whose invoicing is not recorded, and no seller that is recorded as
issuing it was costed — the invoice-unconfirmed caveat now says what the same use costs there)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules import estimate
from rules.answer import cost_phrase, month_of_runs
from rules.budget_verdict import cost_in_budget_unit, keeps_budget, verdict_text
from rules.cluster_floor import floor_parens
from rules.consultation import Pick
from rules.estimate.requirement import Requirement
from rules.facts import Facts
from rules.invoice_abroad import invoice_abroad_line
from rules.pricing import INVOICE_OK, MONTH_DAYS, NODE_GPUS, unit_unstated, whole_nodes_monthly
from rules.rentable import ask_over_rentable
from rules.whole_machine_job import machine_runs, unit_unstated_note


def confirmed_seller_text(kb: KnowledgeBase, facts: Facts, pick: Pick, display: str,
                          req: Requirement | None = None) -> tuple[str, str]:
    """(en, zh) to follow the invoice-unconfirmed caveat: the cheapest hourly offer of the pick's card from a
    seller recorded as issuing the invoice, costed for the same GPU-hours — and, where that seller may rent only
    whole 8-GPU machines, the job on whole machines (rules.whole_machine_job); ("", "") when nothing applies."""
    wanted = INVOICE_OK.get(facts.invoice)
    if wanted is None or pick.offer is None or pick.offer.invoice in wanted:
        return "", ""
    best: tuple[float, str, bool, bool, int] | None = None
    for offer in kb.offers_for(pick.card):
        if offer.invoice not in wanted or offer.unit != "hour":
            continue
        got = estimate.convert(offer.price, offer.currency, display, kb, facts.fx)
        if got is not None and (best is None or got.amount < best[0]):
            unit = offer.min_gpus or kb.provider(offer.provider).min_gpus or 1
            best = (got.amount, kb.provider(offer.provider).name, offer.basis == "whole-machine",
                    unit_unstated(kb, pick.card, pick.gpus * pick.replicas, offer.min_gpus), unit)
    if best is None:
        return (f" No seller recorded as issuing it rents {pick.card} here.",
                f"这里没有记录能开该发票的平台出租 {pick.card}。")
    price, seller, machine, node, unit = best
    hours, days = facts.hours_per_day or 24.0, facts.days or MONTH_DAYS
    runs_en = runs_zh = ""
    job = pick.job is not None and pick.job.is_job
    machines = (machine_runs(kb, facts, req, kb.card(pick.card), pick.job, pick.gpus * pick.replicas)
                if job and (node or unit > 1) else None)
    if job:
        cost, per_en, per_zh = price * pick.job.gpu_hours, "for the job", "完成任务"
        if unit > 1 and machines is not None:  # a seller known to rent whole machines bills them (review 123 C4)
            cost = price * machines[0].billed_gpu_hours
        budgeted = cost_in_budget_unit(facts, display, job_total=cost)
        if facts.runs_per_month:  # the month of runs, as every other money line says it (review 101 #8)
            runs, month = month_of_runs(facts, cost, display)
            runs_en, runs_zh = f"; {runs} runs a month: {month}/month", f"；每月 {runs} 次：每月 {month}"
    else:
        if days < 28:  # review 62 C4: "¥820 a month" beside a usage of 1 h on 1 day
            per_en, per_zh = f"for {hours:g} h a day on {days:g} day(s)", f"（每天 {hours:g} 小时、共 {days:g} 天）"
        else:
            days, per_en, per_zh = MONTH_DAYS, "a month", "每月"
        cost = price * pick.gpus * pick.replicas * hours * days
        budgeted = cost_in_budget_unit(facts, display, monthly=price * pick.gpus * pick.replicas * hours * MONTH_DAYS)
    fit_en, fit_zh = verdict_text(facts, budgeted, display)
    fit_en, fit_zh = fit_en.replace(" — ", "; ", 1), fit_zh.replace("——", "；", 1)  # one dash a clause
    # a share of a whole machine's price (CPU and memory in it) is no bare GPU's (review 46: "¥289,843 a month" read
    # as what the invoice costs); and the seller recorded is only the one whose invoicing is on record
    share_en = " (a share of a whole machine's price, CPU and memory included)" if machine else ""
    share_zh = "（整机价格的单卡份额，含 CPU 和内存）" if machine else ""
    # review 97 c01: the headline's invoice line led with 4 × L20 (a known unit) and this line priced one H20 for less,
    # unsaid that the seller may rent only the whole 8-GPU machine — the reason the line below passed over it
    node_en = node_zh = ""
    if node and machines is not None:
        # a job's GPU-hours do not shrink on whole machines: the plan's GPUs round up to machines for its wall clock
        # (review 123 C4: "按整台 8 卡计完成任务 ¥20,173" was one machine for a 35-GPU plan's 53.2 h)
        whole = unit_unstated_note(facts, machines, price, display)
        node_en, node_zh = whole.en, whole.zh
        # the budget's verdict beside the figure it judges, before the machines' figures
        fit_en, fit_zh, node_en, node_zh = "", "", f"{fit_en}{node_en}", f"{fit_zh}{node_zh}"
    elif node:
        whole = money(whole_nodes_monthly(cost, pick.gpus * pick.replicas), display)
        node_en = (f", if it rents fewer than the whole {NODE_GPUS}-GPU machine — it does not say so "
                   f"({whole} {per_en} as one)")
        node_zh = f"——前提是它单卡出租：它没说，按整台 {NODE_GPUS} 卡计{per_zh} {whole}"
    return (f" Of sellers recorded as issuing it, {seller} rents {pick.card} at {money(price, display)} per "
            f"GPU-hour{share_en}: {money(cost, display)} {per_en} for the same use{runs_en}{node_en}{fit_en} — the "
            "others may issue it too: ask.",
            f"已记录能开该发票的平台中，{seller} 的 {pick.card} 每卡时 {money(price, display)}{share_zh}："
            f"同样用量{per_zh} {money(cost, display)}{runs_zh}{node_zh}{fit_zh}——其他平台也可能能开，请询问。")


def invoice_line(kb: KnowledgeBase, facts: Facts, picks: Sequence[Pick], display: str,
                 ask: Callable[..., Any]) -> I18n | None:
    """The cheapest plan at a seller recorded as issuing the VAT invoice the person needs, said beside picks whose
    sellers' invoicing is not on record (review 57 c1: "要开专票" with ¥15,000 a month — both picks were "ask whether
    they invoice", and the one in-budget offer recorded as issuing 专票, 1 × L20 at Aliyun for ¥14,530, sat in
    "dominated"). Renting only: a purchase's invoice is the vendor's."""
    wanted = INVOICE_OK.get(facts.invoice)
    if wanted is None or facts.procure == "buy":
        return None
    if not picks:  # every seller abroad ruled out for a mainland invoice: the plan without it (review 123 C1)
        return invoice_abroad_line(kb, facts, display, ask)
    if any(p.offer is not None and p.offer.invoice in wanted for p in picks):
        return None  # a pick is already at such a seller
    issuing = replace(kb, offers=tuple(o for o in kb.offers if o.invoice in wanted))
    best = other = None
    # over the budget is still a plan there, said as over it (not "no such seller rents a card that holds it": a
    # law firm's ¥20,000 a month, where Aliyun rents 2 × H20 141GB that hold it for ¥104,026)
    for asked in (facts, replace(facts, budget=None)) if facts.budget is not None else (facts,):
        try:
            other = ask(asked, issuing, what_if=False, _variant=True)
        except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
            return None
        best = next((p for p in other.picks if "enough" in p.roles), None)
        if best is not None:
            break
    kind_en, kind_zh = {"vat-special": ("VAT special invoice (专票)", "专票"), "vat": ("VAT invoice", "发票")}[
        facts.invoice]
    if best is None or best.offer is None or best.monthly_cost is None or other.display_currency != display:
        return I18n(en=f"No seller recorded as issuing a {kind_en} rents a card that holds this job as asked: ask "
                       "the sellers above before you sign.",
                    zh=f"知识库里能开{kind_zh}的平台都租不到装得下这个任务的卡（按所给条件）：签约前先问上面的平台能否开。")
    en, zh = cost_phrase(facts, best.monthly_cost, display, best.job, best.offer)
    # the budget's own period of this use — a weekday service's 22 days (a 苏州 weekday service: "4 × L20 ¥17,758 …
    # over your ¥20,000 budget"), a one-off job's total (review 88 C10), a job's runs a month (review 101 #8:
    # ¥16,251 a month at 30 runs beside an ¥8,000 budget, never said to be over it)
    job = best.job if best.job is not None and best.job.is_job and best.job.total is not None else None
    cost = cost_in_budget_unit(facts, display, best.monthly_cost, None if job is None else job.total, job)
    fit_en, fit_zh = verdict_text(facts, cost, display)
    lead_en = lead_zh = ""
    if cost is not None and not keeps_budget(facts, cost):
        # the person cannot sign the headline plan if its seller cannot invoice: said first, plainly
        sellers = list(dict.fromkeys(p.offer.provider_name for p in picks if p.offer is not None))
        said = money(facts.budget.amount, display) if facts.budget is not None else ""
        lead_en = (f"No seller recorded as issuing the {kind_en} fits your {said} budget: if {' or '.join(sellers)} "
                   f"cannot issue it, the plan{'s' if len(sellers) > 1 else ''} above cannot be signed, and nothing on "
                   "record fits this budget with the invoice. ")
        lead_zh = (f"知识库记录能开{kind_zh}的平台都超出你的 {said} 预算：如果 {'、'.join(sellers)} 开不了，"
                   f"上面的方案就签不了，知识库里也没有能开{kind_zh}又在这个预算内的方案。")
    n = best.gpus_in_all
    size_en = size_zh = ""
    if any(o.count_unstated for o in kb.offers_for(best.card) if o.id == best.offer.offer_id):
        size_en = "; the source does not say how many cards that instance has — taken as one: check its size"
        size_zh = "；来源没写这台实例有几张卡，按 1 张计：先核对实例规格"
    floor = floor_parens(issuing, best)  # several machines from a one-machine price (review 120 C4-2)
    whole = _as_machines(issuing, other, best, display)
    at_en = "The cheapest of them" if lead_en else f"At a seller recorded as issuing the {kind_en} you need"
    at_zh = "其中最便宜的" if lead_zh else f"在知识库记录能开{kind_zh}的平台"
    line = I18n(
        en=f"{lead_en}{at_en}: {n} × {best.card_name} at {best.offer.provider_name}, {en}{floor.en}{fit_en}{whole.en} "
           f"(the picks' sellers may issue it too, but that is not on record: ask them first{size_en}).",
        zh=f"{lead_zh}{at_zh}：{n} 张 {best.card_name}（{best.offer.provider_name}），{zh}{floor.zh}{fit_zh}{whole.zh}"
           f"（上面推荐的平台也可能能开，但没有记录：先问清{size_zh}）。")
    single = _if_single_cards(issuing, facts, other, best, display, ask)
    return line if single is None else I18n(en=f"{line.en} {single.en}", zh=f"{line.zh}{single.zh}")


def _as_machines(issuing: KnowledgeBase, other: Any, best: Pick, display: str) -> I18n:
    """The line's job on whole 8-GPU machines, where its seller never says it rents fewer (review 123 C4: "35 × A100 at
    Alibaba Cloud, ¥88,259" holds only by the GPU; as 5 whole machines it is ¥100,867); empty otherwise."""
    job, n = best.job, best.gpus_in_all
    if (job is None or not job.is_job or job.total is None or job.gpu_hours <= 0 or best.offer is None
            or not unit_unstated(issuing, best.card, n, best.offer.min_gpus)):
        return I18n(en="", zh="")
    runs = machine_runs(issuing, other.facts, other.requirement, issuing.card(best.card), job, n)
    return unit_unstated_note(other.facts, runs, job.total / job.gpu_hours, display)


def _if_single_cards(issuing: KnowledgeBase, facts: Facts, other: Any, best: Pick, display: str,
                     ask: Callable[..., Any]) -> I18n | None:
    """The cheaper plan at an invoicing seller that ranked after only because it never says it rents fewer than a
    whole 8-GPU machine, priced as the same use (review 106 C7: "the cheapest 专票 plan: 8 × RTX 5090 at Aliyun,
    ¥157,536 a month" while 3 × H20 there cost ¥108,691 if Aliyun rents three of the eight, ¥289,843 as the
    machine) — said beside the line's plan, never instead of it."""
    demoted = {x.card for x in other.rejected if {w.rule for w in x.why} == {"unit-unknown-ranked-after"}}
    if not demoted:
        return None
    alone = replace(issuing, offers=tuple(o for o in issuing.offers if o.card in demoted))
    try:
        there = ask_over_rentable(ask, other.facts, alone, what_if=False, _variant=True)  # as the line's plan was asked
    except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
        return None
    top = next((p for p in there.picks if "enough" in p.roles), None)
    if (top is None or top.offer is None or top.monthly_cost is None or there.display_currency != display
            or top.monthly_cost >= best.monthly_cost or top.gpus_in_all >= NODE_GPUS):
        return None
    job = top.job if top.job is not None and top.job.is_job and top.job.total is not None else None
    en, zh = cost_phrase(facts, top.monthly_cost, display, top.job, top.offer)
    fit_en, fit_zh = verdict_text(facts, cost_in_budget_unit(facts, display, top.monthly_cost,
                                                            None if job is None else job.total, job), display)
    seller, n = top.offer.provider_name, top.gpus_in_all
    node = money((top.monthly_cost if job is None else job.total) * NODE_GPUS / n, display)
    node_en, node_zh = ((f"{node}/month", f"每月 {node}") if job is None
                        else (f"{node} for the job", f"完成任务共 {node}"))
    return I18n(en=f"If {seller} rents fewer than a whole {NODE_GPUS}-GPU machine — it does not say: {n} × "
                   f"{top.card_name} there, {en}{fit_en} (as the whole machine: {node_en}).",
                zh=f"若 {seller} 能少于整台 {NODE_GPUS} 卡起租（它没说）：{n} 张 {top.card_name}，{zh}{fit_zh}"
                   f"（整台 8 卡：{node_zh}）。")
