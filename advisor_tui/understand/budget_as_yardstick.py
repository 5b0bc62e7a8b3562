"""The word "budget" as the yardstick something is refused by is no budget to ask for: "Buying is out of our budget".

A leftover row: "Buying is out of our budget, so we'll rent" read procure rent and then asked "budget mentioned without
an amount: how much?" — the person named no budget, only that buying does not fit it. "out of / over / beyond /
outside our budget", "exceeds the budget", "超预算", "超出预算", "不在预算内 / 预算范围内" say a thing does not fit; the
budget, if any, is asked in its own turn. "We have a budget", "预算?", "within our budget" still ask.
priced_out_procure.py reads the refusal itself where the thing is a way to get the cards (买卡不在预算内 is no
purchase); this is the budget word's side, for anything measured against it ("A full fine-tune is beyond our budget").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_YARDSTICK_BEFORE = _lazy(r"(?<![a-z])(?:out of|over|beyond|outside|above|exceeds?|exceeding|blows?|blew|busts?)"
                          r"\s(?:(?:our|my|the|their|your|any)\s)?(?:(?:current|whole|entire|total|monthly)\s)?$"
                          r"|(?:超|超出|超过|超了|不在)\s?(?:了)?\s?(?:我们的?|我的|公司的?)?\s?$")
_YARDSTICK_AFTER_ZH = _lazy(r"\s?(?:内|里|之内|以内|范围内?|之外|以外)")


def budget_as_yardstick(r: _Reader, s: int, e: int) -> bool:
    """Whether the budget word at ``s..e`` only measures something against it ("out of our budget", "超预算")."""
    before = _YARDSTICK_BEFORE.search(r.t, max(0, s - 24), s)
    if before is None:
        return False
    return not before.group().strip().startswith("不在") or bool(_YARDSTICK_AFTER_ZH.match(r.t, e))
