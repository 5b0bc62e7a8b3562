"""A used card offered beside the ones the person owns counts only the cards to buy (review 117 C5-3: "手上一张二手
RTX 3090" and the answer's "二手、待询价：2 张 NVIDIA GeForce RTX 3090" — one is theirs, one more is the purchase, and
the used price asked for is for that one). The rules size the box (two 3090s hold the job); this says how many of them
are bought."""

from __future__ import annotations

import dataclasses
from typing import Any

from knowledge.schema import I18n


def owned_counts(understanding: Any) -> dict[str, int]:
    owned = understanding.owned_cards() if understanding is not None else frozenset()
    out: dict[str, int] = {}
    for c in understanding.mentioned_cards if understanding is not None else ():
        if c.card in owned:
            out[c.card] = max(out.get(c.card, 0), c.count or 1)
    return out


def with_owned_counted(result: Any, understanding: Any) -> Any:
    """``result`` with each used-card line of a card the person owns saying how many more to buy."""
    have = owned_counts(understanding)
    lines = list(result.answer)
    for pick in result.picks:
        k, n = have.get(pick.card, 0), pick.gpus_in_all
        if not k or k >= n or not any(w.rule == "buy-used-old-generation" for w in pick.why):
            continue
        head_en, head_zh = f"Used, to quote: {n} × {pick.card_name}", f"二手、待询价：{n} 张 {pick.card_name}"
        for i, line in enumerate(lines):
            if line.en.startswith(head_en):
                lines[i] = I18n(
                    en=line.en.replace(head_en, f"Used, to quote: {n - k} more × {pick.card_name} (with the {k} you "
                                       f"own, {n} in all; the used price asked for is for the {n - k} you buy)", 1),
                    zh=line.zh.replace(head_zh, f"二手、待询价：再买 {n - k} 张 {pick.card_name}（加上你手上的 {k} 张，"
                                       f"共 {n} 张；询的二手价是要买的 {n - k} 张）", 1))
    return dataclasses.replace(result, answer=tuple(lines)) if lines != list(result.answer) else result
