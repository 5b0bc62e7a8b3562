"""Two load figures that disagree, said first (blind review 87 c08): "about 40 concurrent users … peak 8
requests/s … input 3,000, output 500" was sized by the rate — 6 copies of 2 × MI300X holding ~209 requests in
flight, $18,144 a month — while the 40 at once said alone gives one copy, a twelfth of the bill. One of the two
figures is wrong, and the person must know which one the bill follows.

Little's law: in flight = rate × time per request. When the rate keeps far more in flight than the concurrency
said (more than 1.5×), the answer says so: the rate sizes it (the busiest figure is the safe one), and the rate that
the concurrency said would mean."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from knowledge.schema import I18n

CLASH_SHARE = 1.5  # in flight at the rate over the concurrency said: beyond this the two figures disagree


def load_clash_line(facts: Any, picks: Sequence[Any]) -> I18n | None:
    """The line that says the rate and the concurrency disagree, or None."""
    if facts.task != "inference" or not facts.rps or not facts.concurrency or facts.concurrency < 2 or not picks:
        return None
    job = picks[0].job
    served = job.served if job is not None else None
    if served is None or served.latency_s <= 0:
        return None
    in_flight = served.sequences_in_flight * served.replicas
    if in_flight <= CLASH_SHARE * facts.concurrency:
        return None
    said = facts.concurrency
    rate = said / served.latency_s
    gpus = picks[0].gpus_in_all
    return I18n(
        en=f"Your two load figures disagree: {facts.rps:g} requests a second at ≈ {served.latency_s:,.0f} s an answer "
           f"keep ≈ {in_flight:,.0f} in flight (Little's law), not the {said} at once you said — this answer is sized "
           f"for the rate ({gpus} GPUs). If {said} at once is your real peak, the rate is about {rate:,.1f} a second: "
           f"ask again with --concurrency {said} and without --rps (or --rps {rate:,.1f}).",
        zh=f"你给的两个负载数字对不上：每秒 {facts.rps:g} 个请求、每个约 {served.latency_s:,.0f} 秒答完，同时在处理的"
           f"约 {in_flight:,.0f} 个（利特尔法则），而不是你说的同时 {said} 个——这里按请求速率估算（{gpus} 张卡）。"
           f"如果同时 {said} 个才是真实峰值，速率约为每秒 {rate:,.1f} 个：去掉 --rps、只给 --concurrency {said} "
           f"再问一次（或 --rps {rate:,.1f}）。")
