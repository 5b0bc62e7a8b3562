"""What a busier hour would take when a serving load was sized at a day's average (review 12 M3:
'200k requests a day' was sized for one user): the answer stands on the average, said as a floor,
and this what-if says what a peak of a few times it needs — the person is asked for their own."""

from __future__ import annotations

from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.consultation import Consultation, Pick, WhatIf
from rules.engine import Rule, Sink
from rules.fact_resolve import day_average
from rules.facts import Facts, with_changes

PEAK_OVER_AVERAGE = 3  # an illustrative busy hour, said as an assumption: the person is asked for theirs


def peak_what_if(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Sink, display: str,
                 ask: Callable[..., Consultation], step: Rule) -> list[WhatIf]:
    """A load sized at a day's average (review 12 M3) also says what a busier peak would take."""
    if not picks or not day_average(facts):
        return []
    peak = facts.rps * PEAK_OVER_AVERAGE
    try:
        other = ask(with_changes(facts, kb, rps=peak, requests_per_day=None), kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid is skipped
        return []
    best = next((p for p in other.picks if "enough" in p.roles), None)
    if best is None or best.monthly_cost is None:
        return []
    n = best.gpus * (getattr(best, "replicas", 1) or 1)
    cost = money(best.monthly_cost, display)
    text = I18n(en=f"If the busiest hour runs at {PEAK_OVER_AVERAGE} × the day's average ({peak:.3g} requests/s): "
                   f"{n} × {best.card_name} at {cost}/month — tell me your peak to settle it.",
                zh=f"若最忙时段是全天平均的 {PEAK_OVER_AVERAGE} 倍（每秒 {peak:.3g} 个请求）：{n} 张 "
                   f"{best.card_name}，每月 {cost}——告诉我你的峰值即可定下来。")
    sink.step(step, {"change": {"rps": round(peak, 3)}, "card": best.card}, text)
    return [WhatIf({"rps": round(peak, 3)}, text, best.card, best.monthly_cost, None, n)]
