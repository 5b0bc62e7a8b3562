"""Renting refused ("不想租云", "we won't rent anything", "no cloud, our own boxes only"): the words are kept so that
the answer leads with the cards the person has and says the rentals after them are only for comparison (review 80
c05: two owned RTX 3090s that hold the job, "不想租云", and a rented A800 as the headline). It is no fact: the
answer still prices rentals, for the person who asks again without the cards."""

from __future__ import annotations

from dataclasses import replace

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_REFUSED = _lazy(
    r"(?:不想|不打算|不准备|不考虑|不愿意?|不会|不用|不必|没打算|不)(?:去)?(?:再)?(?:租(?:用)?(?:云|卡|服务器|机器|gpu|算力)?"
    r"|上云|用云|走云)"
    r"|不要(?:租|上云|云(?:服务器|主机|上)?)(?![a-z0-9])"
    r"|租不了|不能租"
    # "数据不能上云", "不可以放到云上": the data may not go to a cloud (review 109 C3b)
    r"|(?:数据|资料)?\s?(?:不能|不可以|不可|不得|不准|不许|不允许|禁止|不让)\s?(?:上云|用云|走云|放(?:到|在)?云上|传(?:到)?云上)"
    r"|(?<![a-z])(?:won'?t|will not|wo not|do not|don'?t|dont|not going to|not gonna|can'?t|cannot|rather not)"
    r" (?:want to |wish to |plan to )?(?:rent|use (?:a |any |the )?cloud)"
    r"|(?<![a-z])(?:no|not) (?:renting|rentals?|cloud(?: gpus?| rentals?)?)(?![a-z])"
    r"|(?<![a-z])without renting|(?<![a-z])on[- ]prem(?:ises)? only|(?<![a-z])only (?:on )?(?:our|my) own "
    r"(?:cards|gpus|hardware|machines?|boxes|servers?)")
# (data that may not leave the site is no rental either: data_on_site.py, review 100 c07, review 101 #2)
# "不想租太贵的" is about price, "不租 A100" about one card (the card is refused, cards.py), "不用租，直接买" a purchase
# (procure: Understanding.owns_cards asks for none)
# ("不能租超过三个月", review 104: a cap on the rental, which stands; matched at the refusal's end, so no "^", which
# held only at the text's start and let "不想租太贵的" through)
_NOT_ABOUT_RENTING = _lazy(r"\s?(?:太贵|贵的|很贵|超过|多于|太久|太长|for (?:more|longer) than)")


def read_rent_refusal(r: _Reader) -> None:
    """Keep the first words that refuse renting (``r.rent_refused``)."""
    for m in _REFUSED.finditer(r.t):
        if _NOT_ABOUT_RENTING.match(r.t, m.end()) or any(m.end() <= c.start <= m.end() + 2 for c in r.cards):
            continue
        r.rent_refused = r.quote(m.start(), m.end())
        return


def note_no_rental(r: _Reader) -> None:
    """After the procurement: renting refused beside a purchase is said back (Understanding.implied: no_rental)."""
    if r.rent_refused and any(f.fact == "procure" and f.value == "buy" for f in r.found):
        r.note(f"“{r.rent_refused}”: renting is no option — no rental is priced beside the purchase",
               f"“{r.rent_refused}”：不考虑租用——不再列出租用方案作比较")


# the cards are the person's: said before the card ("我已经有两张3090", "we have 4 A100s") or after it
# ("3090（自己的）", "two 4090s of our own", "an RTX 4090 at home") — review 81 c09: an MI300X named as an
# option was answered "on cards you have, nothing to rent"
# ("手上一张二手 RTX 3090", review 117 c5: the 有 left out — the card was taken as the one to rent)
_OWNED_BEFORE = _lazy(r"(?:已经有|已有|手上有?|手里有?|手头有?|我有|我们有|自己有|家里有|实验室有|组里有|买了"
                      r"|自己的|自有"
                      r"|(?<![a-z])(?:we have|i have|we own|i own|we've got|i've got|we already have|i already have"
                      # ("I already own one RTX 4090 in a home tower", review 118 C6: priced as a purchase)
                      r"|we already own|i already own|our own|my own|we bought"
                      r"|i bought|there are))"
                      # ("我自己有张 4090": the count's measure word alone, its 一 left out)
                      r"\s?(?:了)?\s?(?:张|块|台)?\s?(?:(?:an?|one|some)\s)?$")
_OWNED_AFTER = _lazy(r"s?\s?(?:(?:cards?|gpus?)\s)?(?:[（(]\s?)?(?:自己的|我们自己的|自有|自购|(?<![a-z])"
                     r"(?:of our own|of my own|we own|i own|at home|in (?:the|our|my) lab|sitting idle))")
# how many of the cards one server holds ("in 10 servers, 4 per server", "10 × 4-GPU servers", "每台 4 张"): tensor
# parallelism ends there (review 95 c10: one engine was launched over all 40 cards of ten 4-GPU servers)
_PER_NODE = _lazy(r"(?<![\d.])(\d{1,2})\s?(?:cards?\s|gpus?\s)?(?:per|in each|each|a|to a|to each)\s"
                  r"(?:server|node|box|machine)"
                  r"|(?<![a-z])(?:servers?|nodes?|boxes|machines)\s?(?:×|x|of)\s?(\d{1,2})(?![\d.])"
                  r"|(\d{1,2})[- ]gpu (?:servers?|nodes?|boxes|machines)"
                  r"|每(?:台|个节点|台服务器|台机器)\s?(\d{1,2})\s?(?:张|块|卡)")


def read_owned_cards(r: _Reader) -> None:
    """Mark the cards said to be the person's own (``CardMention.owned``)."""
    for i, c in enumerate(r.cards):
        if c.card and not c.refused and (_OWNED_BEFORE.search(r.t[max(0, c.start - 16):c.start])
                                         or _OWNED_AFTER.match(r.t, c.end)):
            r.cards[i] = replace(c, owned=True)


def read_per_node(r: _Reader) -> None:
    """The cards one server holds, said after a card with a count ("40 A5000 in 10 servers, 4 per server"):
    ``CardMention.per_node``, under the count."""
    for i, c in enumerate(r.cards):
        if not c.card or c.refused or not c.count or c.count < 2:
            continue
        m = _PER_NODE.search(r.t, c.end, c.end + 80)
        n = int(next(g for g in m.groups() if g)) if m is not None else 0
        if 1 <= n < c.count:
            r.cards[i] = replace(c, per_node=n)
