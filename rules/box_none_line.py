"""Where no priced box fits the person's own box (rules.base.box_slots none_fits_said: its cards or its power supply),
the answer says so first and names what does fit, and a pick past the box is not called "enough" (review 120 C8-1:
"Enough: 4 × RTX 5060 Ti 16GB" for a home PC on a 750 W supply, while its own caveats said ~1,120 W and more cards
than a desktop board holds; with llama.cpp's q8_0 KV cache one 48 GB card on ~700 W holds Llama 3.3 70B Q4_K_M at 16k).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import ROLE_ZH
from rules.box_lead import fits_box, past_box
from rules.box_size import box_cards, box_said


def pick_label(pick: Any) -> tuple[str, str]:
    """A pick's role as the headline says it: past the person's box, it holds the job in memory, no more."""
    roles = [r for r in pick.roles if r != "enough"]
    role_en, role_zh = " / ".join(roles), " / ".join(ROLE_ZH[r] for r in roles)
    if not past_box(pick):
        return (" / ".join(pick.roles), " / ".join(ROLE_ZH[r] for r in pick.roles))
    if "enough" in pick.roles:
        role_en = "holds the job but not your box" + (f" ({role_en})" if role_en else "")
        role_zh = "装得下任务、装不进你的机器" + (f"（{role_zh}）" if role_zh else "")
        return role_en, role_zh
    return f"{role_en}, past your box", f"{role_zh}（超出你的机器）"


def box_none_line(kb: KnowledgeBase, facts: Any, picks: Sequence[Any], what_ifs: Sequence[Any]) -> I18n | None:
    """The first line where no priced box fits: the box said, then the least change whose cards fit it. The first
    pick is past the box only then — a box that fits ranks before it (rules.base.box_slots)."""
    if facts.procure != "buy" or not picks or not past_box(picks[0]):
        return None
    slots = box_cards(facts)
    desk_en, desk_zh = box_said(facts)
    supply_en = f"your {facts.psu_w:,.0f} W supply and " if facts.psu_w else ""
    supply_zh = f"你的 {facts.psu_w:,.0f} W 电源和" if facts.psu_w else ""
    head_en = (f"No box within {supply_en}{desk_en} ({slots} double-width cards at most) holds this as asked, so "
               "none of the picks below is enough for your box")
    head_zh = (f"在{supply_zh}{desk_zh}（最多 {slots} 张双槽卡）之内，按所问的条件没有机器装得下，"
               "下面的推荐都装不进你的机器")
    inside = next((w for w in what_ifs if w.card and fits_box(kb, facts, w.card, w.gpus)
                   and set(w.change) <= {"precision", "kv_precision", "context_tokens"}), None)
    if inside is None:
        return I18n(en=f"{head_en}: a bigger supply or a workstation board, to quote (see the caveats).",
                    zh=f"{head_zh}：需要更大的电源或工作站主板，请询价（见注意事项）。")
    said = inside.text
    return I18n(en=f"{head_en}; the least that fits it — {said.en[:1].lower()}{said.en[1:]}",
                zh=f"{head_zh}；装得进的最小方案——{said.zh}")
