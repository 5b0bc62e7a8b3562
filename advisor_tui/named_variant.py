"""A card the person named, tried on a count or with other facts (split from advisor_tui.named_cards, so that
advisor_tui.named_cache uses them without an import cycle)."""

from __future__ import annotations

from typing import Any


def _how_many(n: int) -> tuple[str, str]:
    """How many cards, as the verdicts say it: ('one', '一张') or ('2 ×', '2 张')."""
    return ("one", "一张") if n == 1 else (f"{n} ×", f"{n} 张")



def _variant(kb: Any, facts: Any, card_id: str, count: int, *, inverse: bool = False,
             **changes: Any) -> tuple[Any, Any, Any, Any, Any] | None:
    """(facts, requirement, card, placement, engine fit) for ``count`` of the card with ``changes``; None when the
    variant does not resolve. ``inverse``: the placement also finds the longest context it holds."""
    from rules.estimate import fit, requirement
    from rules.estimate.engines import engine_fit
    from rules.facts import with_changes
    from rules.placement import MIN_HEADROOM
    from rules.serving import engine_of

    try:
        changed = with_changes(facts, kb, **changes)
        req = requirement(changed, kb)
        card = kb.card(card_id)
        # the cards the person has serve one copy over all of them (vLLM's tensor parallelism): "2 × RTX 3090 hold a
        # 4-bit 32B" launched on one card at 0.95 and eager mode, the other idle, the cache squeezed
        serve_on_all = (req.kind == "llm" and changed.task == "inference" and count > 1
                        and engine_of(changed) in ("vllm", "sglang"))  # (llama.cpp splits by layers)
        placed = fit(req, changed, card, count, kb, MIN_HEADROOM, inverse=inverse, one_copy=serve_on_all)
        return changed, req, card, placed, engine_fit(req, placed, card, engine_of(changed))
    except Exception:  # noqa: BLE001 - a variant that does not resolve says nothing
        return None
