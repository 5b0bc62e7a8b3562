"""What a pick's usage or job costs on whole 8-GPU nodes, for a seller that may rent only whole nodes
(the unit-unknown caveat)."""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.text import money
from rules import jobplan
from rules.consultation import Pick
from rules.estimate.job import setup_hours
from rules.estimate.requirement import Requirement
from rules.facts import Facts
from rules.launch import downloaded_gb
from rules.pricing import NODE_GPUS, whole_nodes_monthly
from rules.whole_machine_job import job_on_node, machine_runs, machines_phrase

# a whole node this close to the cheapest offer of known unit costs no more in practice: 2 %, less than a
# quarter's drift of the prices themselves (review 56 C8)
NODE_AT_FLOOR = 1.02


def node_cost(kb: KnowledgeBase, facts: Facts, req: Requirement, pick: Pick) -> tuple[str, str]:
    """(en, zh): what the pick's usage costs on a whole 8-GPU node (the unit-unknown caveat). A
    one-off job does not run for a month: on a whole node it runs on all 8 GPUs, so it says
    that job's time and bill (review 5 F8: a 9-hour job's node was priced as 30 days)."""
    job = pick.job
    node = job_on_node(kb, facts, req, kb.card(pick.card), job) if job is not None and pick.gpus < NODE_GPUS else None
    if node is not None:
        cur = node.priced.choice.display_currency if node.priced.choice else pick.currency
        if node.total is not None:
            cost = money(node.total, cur)
            return (f"{cost} for the job on all 8 GPUs ({jobplan.hours_text(node.wall_hours)})",
                    f"{cost}（8 张卡一起跑这个任务，{jobplan.hours_text_zh(node.wall_hours)}）")
    in_all = pick.gpus * (pick.replicas or 1)
    if job is not None and job.kind == "generation" and in_all < 8 and job.total is not None:
        # review 21 M4: a $6 batch job's node was "$1,463", a month; copies split the requests, so on 8 GPUs the work
        # is shared 8 ways — but every GPU starts up first, billed (review 101 #10: "about 0.1 h" on 8 GPUs where the
        # start-up alone is 13 min, at the one GPU's cost)
        setup = min(job.wall_hours, setup_hours(downloaded_gb(kb, facts, req, kb.card(pick.card), pick.gpus)))
        hours = setup + (job.wall_hours - setup) * in_all / NODE_GPUS
        cost = money(job.total / job.gpu_hours * hours * NODE_GPUS if job.gpu_hours > 0 else job.total, pick.currency)
        minutes = f"{setup * 60:,.0f}"
        return (f"about {cost} for the job on all 8 GPUs (about {jobplan.hours_text(hours)}, with each GPU's "
                f"{minutes} min start-up)",
                f"约 {cost}（8 张卡一起跑这个任务，约 {jobplan.hours_text_zh(hours)}，含每张卡 {minutes} 分钟启动）")
    if job is not None and job.is_job and job.total is not None and job.gpu_hours > 0 and in_all >= NODE_GPUS:
        # a job on whole machines is its plan's GPUs rounded up to machines for its wall clock, not a month of them
        # (review 123 C4: 60 × H20 141GB for a ¥278,946 job were "¥3,328,819" as whole nodes)
        whole = machines_phrase(facts, machine_runs(kb, facts, req, kb.card(pick.card), job, in_all),
                                job.total / job.gpu_hours, pick.currency)
        return whole.en, whole.zh
    # whole nodes for all the GPUs the pick uses (copies share nodes: review 7 F4 priced one node
    # per copy, $31,968 where one 8-GPU node is $10,656)
    cost = money(whole_nodes_monthly(pick.monthly_cost or 0.0, in_all), pick.currency)
    return (f"the same usage costs {cost}", f"同样用量要 {cost}")


def node_span_text(facts: Facts, monthly: float, gpus: int, display: str) -> tuple[str, str]:
    """(en, zh) a whole node's cost of the usage, labelled by the span the answer prices (review 102 c01: "as a node:
    $444/month" was 30 days of the 1 h assumed, where the run priced one hour of one day): a month of use where the
    usage is a month, an hour where one hour is priced against a total budget, else the days said."""
    from rules.fact_personal import budget_bought_hours

    node = whole_nodes_monthly(monthly, gpus)  # per 30 days of the usage
    if facts.days >= 28:
        return f"{money(node, display)}/month", f"每月 {money(node, display)}"
    if budget_bought_hours(facts):
        hour = money(node / (30.0 * (facts.hours_per_day or 1.0)), display)
        return f"{hour} an hour", f"每小时 {hour}"
    total = money(node * facts.days / 30.0, display)
    return (f"{total} for your {facts.days:g} d × {facts.hours_per_day:g} h",
            f"{facts.days:g} 天 × 每天 {facts.hours_per_day:g} 小时共 {total}")
