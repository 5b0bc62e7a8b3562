"""Cards said as none owned, or one card asked about as an option, are no cap on the cards.

Review 116 C5-b: a Wuxi water utility's "我们现在一张卡都没有，要采购服务器" read "最多卡数：1（来自“一张卡”）" — the
one card is the count of what they own, said as none. So are "一块显卡也没有", "一張卡都冇", "we don't have a single
GPU", "zero GPUs at the moment". Review 115 c9: "Is renting a cloud GPU 24/7 the right approach or should we buy one
card and host it in our own rack" read "At most GPUs: 1" — a purchase asked about as one of two ways caps neither
("还是买一张卡？", "or should I just buy a single GPU?"). The cap stays where one card is said as the limit
("只用一张卡", "we'll buy one card", "还是买一张卡吧": a choice made).
"""

from __future__ import annotations

from advisor_tui.understand.found_spans import drop_facts_within
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ONE = r"(?:一|1|單|单)\s?(?:张|張|块|塊|个|個)?\s?(?:显卡|顯卡|卡|gpu|显示卡)"
_NONE_OWNED = _lazy(
    rf"{_ONE}\s?(?:都|也)\s?(?:没有|沒有|冇|无|無)"
    r"|(?<![a-z])(?:(?:don'?t|do not|doesn'?t|does not) (?:have|own) (?:a single|one|any) (?:gpus?|cards?)"
    # (not "Not one GPU, we can go up to 4": one refused, a cap after — heldout2)
    r"|(?:zero|0) gpus? (?:at the moment|right now|today|yet|now|so far))(?![a-z])")
# a purchase of one card set against another way, asked ("or should we buy one card …": "should we" asks;
# "还是买一张卡？")
_ONE_ASKED = _lazy(
    r"(?<![a-z])or (?:should|could|would|do) (?:we|i) (?:just |rather )?buy (?:one|a single|1) (?:card|gpu)(?![a-z])"
    rf"|(?:还是|還是|或者|定係|抑或)\s?(?:自己|直接|干脆|乾脆)?\s?(?:买|買)\s?{_ONE}"
    r"[^。！!？?\n]{0,30}?(?:[?？]|吗|嗎|呢|好|划算|劃算|比较|比較)")


def drop_cards_not_a_cap(r: _Reader) -> None:
    """After the GPU caps: one card said as none owned, or asked about as an option, is no cap."""
    drop_facts_within(r, ("max_gpus",), [m.span() for rx in (_NONE_OWNED, _ONE_ASKED) for m in rx.finditer(r.t)])
