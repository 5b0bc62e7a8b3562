"""A card in the person's own machine is theirs (review 95 c04: "屋企部機而家有一張3090，想再加一張卡" — the 3090 in the
home PC was "ruled out" for a rental-currency reason and the headline was a cloud rental).

The machine said before the card — "屋企部機而家有一張3090", "家里那台机器有一张 3090", "部機有張 3090", "我电脑上装着
一张 4090", "my rig has a 3090", "our box currently has two A6000s", "my PC already has a 4090" — or a card said and
then one more added to it ("而家有一張3090，想再加一張", "I have a 3090 and want to add a second card") marks the card
owned (``CardMention.owned``), as "我已经有两张3090" does (no_rent.read_owned_cards). Read after that reader.
"""

from __future__ import annotations

from dataclasses import replace

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the machine before the card, with "has" ("部机有张", "机器里插着一张", "my rig has a")
_BOX_HAS = _lazy(
    r"(?:屋企|家里|家中|宿舍|实验室|办公室|公司|我|我们|我哋|自己)?\s?(?:的)?\s?(?:那|这|嗰)?\s?(?:台|部|个)?\s?"
    r"(?:电脑|机器|机子|主机|台式机?|工作站|服务器|机箱|机)\s?(?:上|里|里面|入面|度)?\s?"
    r"(?:而家|现在|目前|已经|本身|原来|本来)?\s?(?:就|只)?\s?(?:有|得|装了|装着|装住|插着|插了|插住|用着|用紧|配了|配着|带着)\s?"
    r"(?:[一两二三四\d])?\s?(?:张|块|片|只)?\s?$"
    # ("那台现成的机器，上面是两张", "机房里那台服务器，里面插着四张": the machine, then its cards — review 109 C3b)
    # ("公司有一台组装机，里面一张 RTX 3090 和一张 RTX 4090", review 116 c4: the verb left out after 里面)
    r"|(?:现成|现有|已有|自己|公司|机房|实验室|我们)[^，,。]{0,8}(?:电脑|机器|主机|服务器|工作站|组装机|兼容机|台式机)"
    r"\s?[,，]?\s?(?:上面|上头|里面|里头|里)\s?(?:是|有|装着|装了|插着|插了|配的是|配了)?\s?(?:[一两二三四\d])?\s?"
    r"(?:张|块)?\s?$"
    # ("而家有一張3090", "我现在有一张 3090": had now, not bought)
    r"|(?:我|我们|我哋)\s?(?:而家|现在|目前)\s?(?:已经)?\s?有\s?(?:[一两二三四\d])?\s?(?:张|块)?\s?$"
    r"|(?<![a-z])(?:my|our) (?:home |own |current |gaming |old )?(?:rig|pc|box|machine|computer|workstation|desktop"
    r"|tower|build|server)(?: at home)? (?:already |currently |now )?(?:has|have|runs|is running|came with)"
    r"(?: (?:a|an|one|two|three|four|\d))?(?: of)?\s$")
# one more card added to the one said: "，想再加一張卡", "and want to add a second card", "plus one more"
_ADD_AFTER = _lazy(
    r"\s?(?:了)?\s?[,，、;]?\s?(?:我|我们)?\s?(?:想|打算|准备|要|计划|考虑)?\s?再\s?(?:加|添|买|插|上)\s?(?:一|两|二|1|2)?\s?"
    r"(?:张|块)"
    r"|[^.;!?\n]{0,12}?(?<![a-z])(?:want|plan|planning|looking|hoping|thinking)(?: to)? (?:add|buy|get|pair)"
    r"(?: it with)? (?:a |one )?(?:second|2nd|another|one more|an extra)(?![a-z])")


# the next card of the same list: "一张 RTX 3090 和一张 RTX 4090（都是 24G）" — both in the machine
_LISTED_AFTER = _lazy(r"\s?(?:[（(][^)）]{0,20}[)）])?\s?(?:和|跟|与|以及|加|、|\+|＋|(?<![a-z])(?:and|plus))\s?"
                      r"(?:[一两二三四\d]|an?|one|two)?\s?(?:张|块)?\s?$")


def read_owned_in_box(r: _Reader) -> None:
    """Mark the cards said to sit in the person's own machine, or added to, as theirs."""
    for i, c in enumerate(r.cards):
        if not c.card or c.refused or c.owned or c.quote:
            continue
        before = r.cards[i - 1] if i else None
        listed = before is not None and before.owned and _LISTED_AFTER.fullmatch(r.t, before.end, c.start)
        if _BOX_HAS.search(r.t[max(0, c.start - 24):c.start]) or _ADD_AFTER.match(r.t, c.end) or listed:
            r.cards[i] = replace(c, owned=True)
