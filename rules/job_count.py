"""How many GPUs a job of known size takes, of the counts priced (rules.jobplan): of near-ties in
cost the fewest that finish within a day, a deadline's restart margin, and — buying — the fewest
cards that finish in time, since the cards bought are the cost.
"""

from __future__ import annotations

from typing import Any

from knowledge.loader import KnowledgeBase
from rules.estimate import job as job_est
from rules.estimate.job import NODE_GPUS
from rules.facts import Facts
from rules.facts_for_usage import with_usage
from rules.pricing import MONTH_DAYS, monthly_and_over

TIGHT_DEADLINE = 0.9  # a job finishing after 90 % of its deadline leaves no room for a restart
ROOM = 0.75  # a quarter of the deadline left: room for a run slower than estimated, a restart or a queue
TIE = 1.02  # GPU counts costing within 2 % of the cheapest are a tie: the fewest GPUs are taken
# (one card is simpler to run than eight for the same money; a deadline or --priority speed is how
# a person asks for sooner) — among those that finish within a day. Past a day the same money
# buys the job sooner: nobody signs 75 days on one GPU when eight finish in nine for the same bill
# (review F5), and a long single-card run carries every failure and restart the longer it runs.
SAME_COST_WALL_HOURS = 24.0


def with_margin(rows: list[Any], wall: Any, deadline: float | None) -> list[Any]:
    """Of counts costing the same, those that leave a quarter of --deadline (ROOM) for a slower run than
    estimated, a restart or a queue, else those that leave a restart's margin (TIGHT_DEADLINE), where any does
    (review 10 F5: 3 × A100 took 155 h of a 168 h week while 4 cost the same and left a day and a half; review 45
    C7: 2 × RTX 6000 Ada took 20.6 h of 24 on an estimated rate while 3 cost $0.10 more and took 13.8 h)."""
    if deadline is None:
        return rows
    return ([r for r in rows if wall(r) <= ROOM * deadline]
            or [r for r in rows if wall(r) <= TIGHT_DEADLINE * deadline] or rows)


def of_ties(ties: list[Any], wall: Any) -> Any:
    """Of GPU counts costing the same (rows (n, …)): the fewest that finish within a day, else the
    soonest on one node — past one node only as many nodes as a deadline needs (review 32 C4: 128 GPUs,
    16 nodes, where 11 met the deadline for the same money; each node more is one more to get and to fail)."""
    quick = [r for r in ties if wall(r) <= SAME_COST_WALL_HOURS]
    if quick:
        return min(quick, key=lambda r: r[0])
    one_node = [r for r in ties if r[0] <= NODE_GPUS]
    if one_node:
        return min(one_node, key=lambda r: (wall(r), r[0]))
    return min(ties, key=lambda r: (r[0], wall(r)))


def bought_count(rows: list[Any], wall: Any, facts: Facts, cost_cap: float | None) -> Any | None:
    """Buying for a job of known size: the cards bought are the cost, not the hours rented — the fewest
    GPUs that finish within --deadline (with a restart's margin where any can), else within the period
    said or assumed (review 28 M2: 8 cards bought, $68,520, for a job one card holds, because 8 rented
    cost the same as 1). None when not buying, under --priority speed, or for the "faster" pick."""
    if facts.procure != "buy" or facts.priority == "speed" or cost_cap is not None:
        return None
    within = facts.deadline if facts.deadline is not None else facts.days * 24
    done = with_margin([r for r in rows if wall(r) <= within], wall, facts.deadline)
    return min(done, key=lambda r: r[0]) if done else min(rows, key=lambda r: (wall(r), r[0]))


def split_job(kb: KnowledgeBase, facts: Facts, card_id: str, counts: Any, wall_of: Any, per: int = 1,
              cost_cap: float | None = None, within: float | None = None
              ) -> tuple[int, float, Facts, float | None, bool, tuple[int, float, float] | None]:
    """A one-off job split over ``counts`` GPUs (media) or model copies of ``per`` GPUs (a batch
    generation job), each count taking ``wall_of(count)`` hours: (count, wall hours, usage, total,
    late). The cheapest — of near-ties the soonest, or with a --deadline the fewest that meet it with
    a restart's margin — or, under --priority speed, the soonest; within --deadline, a total budget
    and ``cost_cap`` (the "faster" pick's) where any count can. With no --deadline, ``within`` hours
    bound it where a count can (a day's volume × 30 days is done within the 30 days: review 32 C1),
    and nothing is late for it. Last: (count, wall hours, total) of one machine's worth that finishes within a day
    for the same money where the count taken runs longer (the deadline's fewest GPUs: review 78 c06, 83.7 h on one
    RTX 4090 where 8 finish in 10.5 h for $0.21 more) — said beside it, not taken — else None."""
    rows = []
    sooner = None
    for n in sorted(counts):
        wall = wall_of(n)
        hours, days = job_est.billed_usage(wall)
        usage = with_usage(facts, hours_per_day=hours, days=days)
        monthly, over = monthly_and_over(kb, usage, card_id, n * per)
        # (n, wall hours, usage, total, over budget): only the chosen count is priced in full
        rows.append((n, wall, usage, None if monthly is None else monthly * days / MONTH_DAYS, over))
    priced = [r for r in rows if r[3] is not None] or rows
    limit = facts.deadline if facts.deadline is not None else within
    on_time = [r for r in priced if limit is None or r[1] <= limit]
    pool = on_time or [min(priced, key=lambda r: r[1])]
    pool = [r for r in pool if not r[4]] or pool
    if cost_cap is not None:
        pool = [r for r in pool if r[3] is not None and r[3] <= cost_cap + 1e-9] or pool
    inf = float("inf")
    bought = bought_count(priced, lambda r: r[1], facts, cost_cap)
    if bought is not None:
        n, wall, usage, total, _over = bought
    elif facts.priority == "speed":
        n, wall, usage, total, _over = min(pool, key=lambda r: (r[1], r[3] if r[3] is not None else inf, r[0]))
    else:
        cheapest = min(r[3] if r[3] is not None else inf for r in pool)
        pool = [r for r in pool if (r[3] if r[3] is not None else inf) <= cheapest * TIE + 1e-9]
        pool = with_margin(pool, lambda r: r[1], facts.deadline)
        # work split with no link between the parts: of counts costing the same, the soonest on one
        # machine's worth (review 6 F6: 2 × A100 took 23 h where 8 took 5.8 h for ¥1 more), past it the
        # fewest that keep within the period (review 34 C1: a month of 200 clips a day was 64 × A100 for
        # 87 h, where 8 running through the month cost the same) — or, with a --deadline, the fewest that
        # meet it (DESIGN §8)
        if facts.deadline is not None:
            n, wall, usage, total, _over = min(pool, key=lambda r: (r[0], r[1]))
            quick = [r for r in pool if r[1] <= SAME_COST_WALL_HOURS and r[0] * per <= NODE_GPUS and r[3] is not None]
            if wall > SAME_COST_WALL_HOURS and quick:
                k = min(quick, key=lambda r: r[0])
                sooner = (k[0], k[1], k[3])
        else:
            few = [r for r in pool if r[0] * per <= job_est.NODE_GPUS]
            n, wall, usage, total, _over = (min(few, key=lambda r: (r[1], r[0])) if few
                                            else min(pool, key=lambda r: (r[0], r[1])))
    return n, wall, usage, total, facts.deadline is not None and not on_time, sooner
