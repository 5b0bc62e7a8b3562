"""A model named, then replaced: "一开始想上 72B 的，后来算了下太贵，改成 Qwen3-32B 了", "we planned on a 70B,
then switched to Qwen3-32B" (review 49 C1: refused as two models). A size said alone and a named model are two
facts (``params_b``, ``model``), so the per-fact correction (``negation.settle_corrections_and_hedges``) never
compared them; here a size said before a correction mark gives way to the model named after it, with a note. The
reverse — "qwen3 14b，哦不对，是 32b 那个" — is the family's other size, joined later (``join_family_and_size``).
"""

from __future__ import annotations

from advisor_tui.understand.negation import _CORRECTION
from advisor_tui.understand.reader import _Reader

_IDENTITY = ("model", "params_b")


def settle_model_corrections(r: _Reader) -> None:
    found = [f for f in r.found if f.fact in _IDENTITY]
    if len({f.fact for f in found}) < 2:
        return
    for mark in _CORRECTION.finditer(r.t):
        later = [f for f in found if f.start >= mark.start() and f.fact in _IDENTITY]
        earlier = [f for f in found if f.end <= mark.start() and f.fact in _IDENTITY]
        if not earlier or {f.fact for f in earlier} != {"params_b"} or not any(f.fact == "model" for f in later):
            continue  # a named model corrected to a size is joined with its family later (join_family_and_size)
        for f in earlier:
            f.fact = "_corrected"
        kept = next(f for f in later if f.fact == "model")
        r.note(f"corrected: {r.quote(kept.start, kept.end)} is used",
               f"已更正：按“{r.quote(kept.start, kept.end)}”理解")
        return
