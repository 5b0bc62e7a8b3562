"""Two refinements of the what-if step's lines (rules.base.whatif): a fewer-sequences what-if says the most sequences
the cheaper plan holds, not the quarter it was asked at; the FP8 line leads when it saves the most.

    most_sequences(kb, facts, change, card, gpus) -> change
    fp8_first_when_best(what_ifs) -> what_ifs
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import Any

from knowledge.loader import KnowledgeBase
from rules import estimate, prompt_queue
from rules.consultation import Pick, WhatIf
from rules.estimate.engines import engine_fit
from rules.facts import Facts, with_changes
from rules.placement import MIN_HEADROOM
from rules.placement import fits as fits_with_headroom
from rules.precision_lead import SPLIT_CARDS
from rules.rentable import ask_over_rentable
from rules.serving import engine_of


def most_sequences(kb: KnowledgeBase, facts: Facts, change: dict[str, Any], card_id: str, gpus: int,
                   ask: Any = None) -> dict[str, Any]:
    """``change`` with its concurrency raised to the most sequences ``gpus`` × the card still holds under the same
    checks (the memory gate's headroom, the engine starting at its defaults), below the person's own (review 47 C1:
    "with 7 concurrent sequences: 2 × A800 is enough", asked at a quarter of 30, where 2 × A800 hold 19) — and, with
    ``ask``, that the answer asked again at that count still picks them: its speed per user, first token and budget
    too (review 79 C09, C11: "with 63 concurrent: 8 × MI300X becomes feasible" where 63 still missed 20 tokens/s)."""
    if set(change) != {"concurrency"} or facts.concurrency <= change["concurrency"] + 1:
        return change
    card = kb.card(card_id)

    def holds(n: int) -> bool:
        try:
            changed = with_changes(facts, kb, concurrency=n)
            req = estimate.requirement(changed, kb)
            fit = estimate.fit(req, changed, card, gpus, kb, MIN_HEADROOM, inverse=False, one_copy=gpus > 1)
        except Exception:  # noqa: BLE001 - a count the facts refuse holds nothing
            return False
        if not fits_with_headroom(fit):
            return False
        eng = engine_fit(req, fit, card, engine_of(changed))
        if facts.max_ttft_s and prompt_queue.queue_applies(changed) and prompt_queue.first_token_seconds(
                kb, changed, req, card, gpus, gpus) > facts.max_ttft_s:
            return False  # more prompts in flight wait longer for their first token (review 74 C1)
        return bool(eng.starts and not eng.tight)

    lo, hi = change["concurrency"], facts.concurrency - 1
    if not holds(lo):
        return change  # the plan the what-if found is not this shape: its own count stands
    lo = _largest(holds, lo, hi)
    if ask is not None and lo > change["concurrency"]:

        def picked(n: int) -> bool:
            try:
                again = ask_over_rentable(ask, with_changes(facts, kb, concurrency=n), kb, what_if=False,
                                          _variant=True)
            except Exception:  # noqa: BLE001 - a count the facts refuse holds nothing
                return False
            return any(p.card == card_id and p.gpus_in_all <= gpus for p in again.picks)

        if not picked(lo):  # (the memory's count is usually the answer's: one re-ask, a bisection only past it)
            lo = _largest(picked, change["concurrency"], lo - 1)
    return {"concurrency": lo}


def _largest(holds: Any, lo: int, hi: int) -> int:
    """The largest n in [lo, hi] that ``holds``, ``lo`` known to (the count holds fewer as it grows)."""
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if holds(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


_FOUR_BIT = ("int4", "q4_k_m", "nf4", "mxfp4", "fp4")


def fp8_first_when_best(out: list[WhatIf], stated: Collection[str] = (), kb: KnowledgeBase | None = None,
                        after: Collection[int] = ()) -> list[WhatIf]:
    """The FP8 what-if leads when it saves the most; otherwise the one that saves more goes first. Where nothing fits
    as asked, the cheapest change that keeps what the person said leads (review 60 C1: "the full 128k context window"
    was answered "with context 8,192: 1 × L4" before FP8 weights and cache on one RTX 6000 Ada, within the budget),
    a split over four or more consumer cards after a plan on fewer (review 61 C1: "KV cache in FP8: 4 × RTX 3090"
    led, where FP8 weights and cache held the job on one A800 — rules.precision_lead's split); ``after``: the ids of
    the what-ifs whose card a rule ranks after, which lead only where nothing else does (review 84 c02)."""
    fp8 = [w for w in out if w.change.get("precision") == "fp8"]
    if not fp8:
        return out
    # a 4-bit plan on the same cards at the same price as the FP8 one buys nothing for the quality it costs (found
    # reading a Toronto fintech's answer: "int4: 1 × RTX 6000 Ada, saves $121" under the same line for FP8)
    out = [w for w in out if not (w.change.get("precision") in _FOUR_BIT and any(
        (w.card, w.gpus, w.monthly_cost) == (f.card, f.gpus, f.monthly_cost) for f in fp8))]
    if fp8[0].saving is None:  # nothing fits as asked: the cheapest way to make it fit leads
        keeps = [w for w in out if w.card and not set(w.change) & set(stated)]

        def split(w: WhatIf) -> bool:
            return kb is not None and w.gpus >= SPLIT_CARDS and kb.card(w.card).card_class == "consumer"

        best = min(keeps or out, key=lambda w: (id(w) in after, split(w),
                                                w.monthly_cost if w.monthly_cost is not None else math.inf))
    else:
        best = max(out, key=lambda w: (id(w) not in after, w.saving if w.saving is not None else -math.inf))
    if best is fp8[0]:
        return out
    rest = [w for w in out if w is not best]
    return [best, *rest]


def price_held(pick: Pick) -> bool:
    """Whether a what-if's plan rests on a price the market confirms: a plan that holds only at an offer ranked after
    for its outlying price is no way out (review 58 C11: "128 × A100 for ¥7,560" at a marketplace's ¥3.30 an hour,
    which every other answer flags as a third of the market's, and which rents single cards, not a cluster)."""
    return not any(w.rule == "price-outlier-ranked-after" for w in pick.why)
