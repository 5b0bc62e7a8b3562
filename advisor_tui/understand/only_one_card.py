"""One card said as the only one to use — "我們只用 H100", "只用 A100", "只要 H100 的机器", "we only use H100s",
"H100 only", "只想要 A100，别的卡不考虑", "5090抢不到，只能租4090" (review 108 C4: the 5090 was picked all the same) —
is only_cards: that card's family (a bare "H100" is the PCIe and the SXM one, a form or memory said is that one), as
a list of cards said with "only" already is (compliance.read_card_list).

Review 106 C2: a Hong Kong insurer's LoRA with "我們只用 H100" left "只想要“H100”" unresolved, the answer then
recommended a B200, and the card named was answered as one the insurer had ("在這張卡上約訓 44 小時，不用租"). A card
restricted to is not a card owned: owning is "我们有 / 手上有 / 自己的 H100", and "we only have H100s" / "手上只有
H100" are left to the readers of owned cards. A question ("只用 H100 行吗？"), a condition ("如果只用 H100 …"), "as
long as" ("只要 4090 能跑就行"), "not only" and a count beside the card ("只用一张 H100", a number of cards, not a
restriction of kind) read nothing here.
"""

from __future__ import annotations

import re

from advisor_tui.understand.compliance import card_names
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader
from rules.fact_parse import card_family

# the restriction before the card: "只用", "只要", "只租", "只考虑", "只想要", "仅用", "we only use", "only rent"
# ("5090抢不到，只能租4090", review 108 C4: the one card to be had, "只能用 / 只能租 / 只租得到")
_ONLY_BEFORE = _lazy(r"(?<!不)(?<!不是)(?<!并不)(?:只想要|只想用|只(?:用|要|租|考虑|接受|上)|仅(?:用|限|租|考虑)"
                     r"|只能\s?(?:用|租|上|买|选|考虑)|只(?:能)?(?:租|抢|买)得?到"
                     r"|(?<![a-z])(?<!not )(?<!the )(?:only|exclusively|solely)(?: (?:use|want|rent|consider|run on"
                     r"|accept|go with))?)"
                     r"\s?(?:用|租|上|买)?\s?$")
# or after it: "H100 only", "H100s only", "只要 A100，别的卡不考虑", "H100, nothing else"
_ONLY_AFTER = _lazy(r"(?:s|'s)?\s?(?:的)?\s?(?:卡|机器|服务器|(?<![a-z])(?:gpus?|cards?|nodes?|instances?)(?![a-z]))?"
                    r"\s?(?:(?<![a-z])only(?![a-z])|,?\s(?:and )?nothing else|\sor nothing(?![a-z])"
                    r"|[^.;!?。；！？]{0,6}?(?:别的|其他的?|其它的?)\s?(?:卡|型号)?\s?(?:都|一律)?\s?"
                    r"(?:不考虑|不要|不用|不行|免谈))")
# a question, a condition, "as long as": no restriction stated
_ASKED_AFTER = _lazy(r"[^,.;!\n，。；！]{0,14}?(?:吗|么|嘛|\?|？)")
_AS_LONG_AS = _lazy(r"(?:s|'s)?\s?(?:的)?\s?(?:卡|显卡)?\s?(?:能|就|可以|够|跑得|装得|也)")
_CONDITION = _lazy(r"如果|假如|假设|要是|若|的话|(?<![a-z])(?:if|what if|suppose|would|could|can|should)(?![a-z])")


def read_only_one_card(r: _Reader) -> None:
    """After read_allow_list: a single card named as the only one to use is only_cards (its family)."""
    if any(f.fact == "only_cards" for f in r.found):
        return
    for c in r.cards:
        card = r.kb.cards_by_id.get(c.card or "")
        if card is None or c.refused or c.owned or c.count is not None:
            continue
        if not re.search(r"\d", c.text):  # a maker named alone ("Huawei Ascend only"): domestic chips, not one card
            continue
        lo = r.window_before(c.start, 24)[0]
        before = _ONLY_BEFORE.search(r.t, max(lo, c.start - 12), c.start)
        after = None if before else _ONLY_AFTER.match(r.t, c.end)
        if not before and not after:
            continue
        if _ASKED_AFTER.match(r.t, c.end) or _CONDITION.search(r.t, lo, c.start) \
                or (before and before.group().startswith("只要") and _AS_LONG_AS.match(r.t, c.end)):
            continue
        s, e = (before.start(), c.end) if before else (c.start, after.end())
        # (a memory said is that card alone: "H20 96G" is not the 141 GB one too)
        family = {card.id} if c.vram_gb else card_family(r.kb, card.id, c.text)
        value = ",".join(k.id for k in r.kb.cards if k.id in family)
        for g in r.found:  # "H100" said its maker: the card says more
            if g.fact == "vendors" and s <= g.start and g.end <= e + 2:
                g.fact = "_allowed"
        r.unresolved = [u for u in r.unresolved if not (u.kind == "card" and s <= u.start and u.end <= e)]
        r.found.append(_Finding(c.start, c.end, "only_cards", value, label=card_names(r, value)))
        quoted = r.quote(s, e)
        r.note(f"“{quoted}”: only this card is used ({value.replace(',', ', ')}) — a restriction when renting, "
               "not a card you have",
               f"“{quoted}”：只用这款卡（{value.replace(',', '、')}）——租用时限定型号，不是你手上已有的卡")
        return

