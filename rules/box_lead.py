"""A smaller precision led where the model's own 16-bit weights fit no box of the person's own (review 117 C5-2: a home
PC on an 850 W supply, Qwen3-32B at 32k — 76.6 GB in bf16 takes two 48 GB cards, ~1,250 W with the rest of the machine,
or four 24 GB ones, more than a desktop board holds; in FP8 one 48 GB card at ~825 W fits). The what-if's card is
checked against the same box the ranking holds picks to (rules.base.box_slots)."""

from __future__ import annotations

import math
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.box_size import box_cards
from rules.consultation import WhatIf
from rules.fact_vocab import HOST_SHARE_W

PRECISION_LOSS = {"fp8": 0, "int8": 1, "q8_0": 1, "int4": 2, "q4_k_m": 2, "mxfp4": 2}  # least lossy first


def past_box(pick: Any) -> bool:
    return any(w.rule == "box-over-slots" for w in pick.why)


def fits_box(kb: KnowledgeBase, facts: Any, card: str | None, gpus: int) -> bool:
    slots = box_cards(facts)
    if not card or not slots or not 0 < gpus <= slots:
        return False
    tdp = kb.card(card).tdp_w or 0.0
    return not facts.psu_w or bool(tdp) and gpus * tdp + HOST_SHARE_W <= facts.psu_w


def boxed_precision(kb: KnowledgeBase, facts: Any, picks: tuple[Any, ...], what_ifs: tuple[WhatIf, ...]
                    ) -> WhatIf | None:
    """Buying for a box of one's own whose first pick it cannot hold: the least lossy precision what-if whose card
    fits it, then the fewest cards; None otherwise."""
    if facts.procure != "buy" or not picks or not past_box(picks[0]):
        return None
    kept = [w for w in what_ifs if "precision" in w.change and set(w.change) <= {"precision", "kv_precision"}
            and fits_box(kb, facts, w.card, w.gpus) and w.fits_budget is not False]
    return min(kept, key=lambda w: (PRECISION_LOSS.get(str(w.change["precision"]), 9), w.gpus), default=None)


def boxed_note(old: Any, en: str, zh: str, n: int, name: str) -> I18n:
    """The lead's note: ``en``/``zh`` the change said, ``n`` × ``name`` the 16-bit plan the box cannot hold."""
    return I18n(en=f"Led with {en} (not said): at the model's own {old.precision} the plan, {n} × {name}, is more than "
                   f"your box holds (its cards or its power supply) — see What if; say --precision {old.precision} "
                   "to keep 16-bit weights.",
                zh=f"默认采用{zh}（你未指定）：按模型原生的 {old.precision}，方案是 {n} 张 {name}，你的机器装不下"
                   f"（卡数或电源）——见“如果……”；要保留 16 位权重请用 --precision {old.precision}。")


def sixteen_bit_past_box(facts: Any, top: Any, name: str) -> WhatIf:
    """The 16-bit plan the lead replaced, as a what-if that says why it is not the answer."""
    change = {"precision": facts.precision, "kv_precision": facts.kv_precision}
    text = I18n(en=f"With weights in {facts.precision} (the model's own): {top.gpus_in_all} × {name} — more than your "
                   "box holds (its cards or its power supply): a bigger box, or a workstation or server, to quote.",
                zh=f"若权重用 {facts.precision}（模型原生精度）：{top.gpus_in_all} 张 {name}——"
                   "你的机器装不下（卡数或电源）：要更大的机器，或工作站、服务器，请询价。")
    return WhatIf(change, text, top.card, None, None, top.gpus_in_all)


def boxed_best(kb: KnowledgeBase, facts: Any, picks: tuple[Any, ...], changed: tuple[Any, ...], best: Any) -> Any:
    """Buying for a box the first pick is past: of a change's picks, the cheapest that fits the box, else ``best`` —
    a change is worth saying for the box it fits, not for a cheaper box that is past it again (review 120 C8-1: a
    q8_0 KV cache puts Llama 3.3 70B Q4_K_M at 16k on one 48 GB card on a 750 W supply, 46.6 GB; its cheapest box
    was four 16 GB cards again, so the change was never said)."""
    if facts.procure != "buy" or not picks or not past_box(picks[0]):
        return best
    from rules.buy_terms import ruled_out_for_buyer

    inside = [p for p in changed if not ruled_out_for_buyer(p)
              and fits_box(kb, facts, p.card, p.gpus * (getattr(p, "replicas", 1) or 1))]
    return min(inside, key=lambda p: (p.purchase.total_display if p.purchase is not None and p.purchase.complete
                                      and p.purchase.total_display is not None else math.inf, p.card), default=best)


def into_box(kb: KnowledgeBase, facts: Any, top: Any, best: Any) -> bool:
    """A change whose cards fit the box the first pick is too big for: said even with no price (rules.base.whatif)."""
    return past_box(top) and fits_box(kb, facts, best.card, best.gpus * (getattr(best, "replicas", 1) or 1))
