"""A smaller precision's what-if says the plan on the fewest cards as well as the cheapest, over every card that
passes the person's other requirements — not only the headline card (review 101 #2: an office PC's Qwen3-14B was
4 × RTX 5060 Ti split over PCIe, "consumer boards hold two", while FP8 holds it on one RTX 5090 within the same
$2,500; the FP8 line said only "2 × rtx-5060ti-16g"). It reads the changed answer the what-if step already asked
(no consultation of its own): its picks are every card the change lets through, ranked.

    fewest_said(kb, facts, sink, change, picks, best, text, display, buying) -> I18n
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.buy_terms import ruled_out_for_buyer

PRECISION_CHANGES = frozenset({"precision", "kv_precision"})


def _bought(pick: Any) -> float | None:
    got = pick.purchase
    return got.total_display if got is not None and got.complete and got.total_display is not None else None


def _keeps(facts: Any, cost: float, display: str) -> bool | None:
    budget = facts.budget
    if budget is None or budget.unit != "total" or budget.currency != display:
        return None
    return cost <= budget.amount * 1.0001


def fewest_bought(facts: Any, picks: Sequence[Any], best: Any, display: str) -> Any | None:
    """Of the changed answer's purchases (priced, not ranked out for who buys, within a total budget), the one on
    the fewest cards — then the cheapest — where it takes fewer cards than ``best``; else None."""
    eligible = [p for p in picks if not ruled_out_for_buyer(p) and _bought(p) is not None
                and _keeps(facts, float(_bought(p) or 0.0), display) is not False]
    fewest = min(eligible, key=lambda p: (p.gpus_in_all, _bought(p), p.card), default=None)
    return fewest if fewest is not None and fewest.gpus_in_all < best.gpus_in_all else None


def fewest_said(kb: KnowledgeBase, facts: Any, sink: Any, change: Mapping[str, Any], picks: Sequence[Any],
                best: Any, text: I18n, display: str, buying: bool) -> I18n:
    """``text`` (the what-if's line for ``best``) with the plan on fewer cards after it where there is one (buying:
    a box holds only so many cards), and the FP8 caveat pointed at the fewest cards of any card."""
    if not change or not set(change) <= PRECISION_CHANGES or "precision" not in change:
        return text
    fewest = fewest_bought(facts, picks, best, display) if buying else None
    if fewest is not None:
        cost = float(_bought(fewest) or 0.0)
        keeps = _keeps(facts, cost, display)
        said = money(facts.budget.amount, display) if keeps else ""
        text = I18n(en=f"{text.en} On the fewest cards: {fewest.gpus_in_all} × {fewest.card_name}, to buy "
                       f"{money(cost, display)}" + (f" — within your {said} budget" if keeps else "") + ".",
                    zh=f"{text.zh}卡数最少的方案：{fewest.gpus_in_all} 张 {fewest.card_name}，购买 "
                       f"{money(cost, display)}" + (f"——在你的 {said} 预算内" if keeps else "") + "。")
    _point_fp8_caveat(sink, change, fewest or best)
    return text


def _point_fp8_caveat(sink: Any, change: Mapping[str, Any], plan: Any) -> None:
    """The fp8-option caveat counts FP8 on the pick's own card; where another card takes fewer, it says which."""
    caveat = sink.caveats.get("fp8-option")
    if caveat is None or change.get("precision") != "fp8" or change.get("kv_precision") != "fp8":
        return
    own = (sink.info.get(("serving", caveat.card)) or {}).get("fp8_gpus", 0)
    if plan.card == caveat.card or not own or plan.gpus_in_all >= own:
        return
    sink.caveats["fp8-option"] = replace(caveat, text=I18n(
        en=f"{caveat.text.en} Of every card that passes your other requirements, FP8 holds it on as few as "
           f"{plan.gpus_in_all} × {plan.card_name}: see What if.",
        zh=f"{caveat.text.zh}在满足你其他条件的所有卡中，用 FP8 最少 {plan.gpus_in_all} 张 {plan.card_name} 就装得下："
           "见“如果……”。"))
