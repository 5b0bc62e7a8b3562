"""How many GPUs a job of known size takes, of the counts priced (rules.jobplan): of near-ties in
cost the fewest that finish within a day, a deadline's restart margin, and — buying — the fewest
cards that finish in time, since the cards bought are the cost.
"""

from __future__ import annotations

from typing import Any

from rules.estimate.job import NODE_GPUS
from rules.facts import Facts

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
