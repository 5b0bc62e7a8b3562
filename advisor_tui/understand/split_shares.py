"""One person's share of a total said beside the total: "$240 total, we split it 4 ways, $60 each" (heldout74 #19 read
$240 and $60 as two budgets in conflict), "预算 1200，我们四个人 AA，每人 300", "£300 between the three of us — £100 a
head". The share is the same money counted per head: the budget is the total. A second amount that is no whole part
of the first, or one with no "each" / "a head" / 每人 beside it, is still a budget of its own."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from rules.facts import Budget

# the words that make an amount one head's: after it ("$60 each", "£100 a head") or before it ("每人 300")
_EACH_AFTER = _lazy(r"\s?(?:each|apiece|a head|per head|per person|a person|per member|each of us|for each of us"
                    r"|every one of us)(?![a-z])|\s?(?:一人|每人|每个人|/人|一个人)")
_EACH_BEFORE = _lazy(r"(?:每人|每个人|一人|一个人|人均)\s?(?:出|摊|付|掏)?\s?$"
                     r"|(?<![a-z])(?:each of us (?:pays|puts in|chips in|throws in|covers)"
                     r"|(?:that'?s|so|which is|i\.e\.)|per head|per person)\s?(?:about|around|~)?\s?$")
_MOST_HEADS = 50


def drop_split_shares(r: _Reader) -> None:
    """After the budgets are finished: a budget that is a whole part of another, said per head, is dropped."""
    budgets = [f for f in r.found if f.fact == "budget" and isinstance(f.value, Budget)]
    if len(budgets) < 2:
        return
    for share in budgets:
        per_head = _EACH_AFTER.match(r.t, share.end) or _EACH_BEFORE.search(r.t, max(0, share.start - 24), share.start)
        if per_head is None:
            continue
        for whole in budgets:
            a, b = share.value, whole.value
            if whole is share or a.currency != b.currency or a.unit != b.unit or not 0 < a.amount < b.amount:
                continue
            heads = b.amount / a.amount
            if abs(heads - round(heads)) > 1e-6 or not 2 <= round(heads) <= _MOST_HEADS:
                continue
            share.fact = "_share"
            r.note(f"“{r.quote(share.start, share.end)}”: one head's share of “{r.quote(whole.start, whole.end)}” "
                   f"({round(heads)} ways) — the budget is the total",
                   f"“{r.quote(share.start, share.end)}”：是“{r.quote(whole.start, whole.end)}”按 {round(heads)} "
                   f"人分摊后的一份——预算按总额计")
            break
