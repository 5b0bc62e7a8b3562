"""Renting refused ("不想租云", "we won't rent anything", "no cloud, our own boxes only"): the words are kept so that
the answer leads with the cards the person has and says the rentals after them are only for comparison (review 80
c05: two owned RTX 3090s that hold the job, "不想租云", and a rented A800 as the headline). It is no fact: the
answer still prices rentals, for the person who asks again without the cards."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_REFUSED = _lazy(
    r"(?:不想|不打算|不准备|不考虑|不愿意?|不会|不用|不必|没打算|不)(?:去)?(?:再)?(?:租(?:用)?(?:云|卡|服务器|机器|gpu|算力)?"
    r"|上云|用云|走云)"
    r"|不要(?:租|上云|云(?:服务器|主机|上)?)(?![a-z0-9])"
    r"|租不了|不能租"
    r"|(?<![a-z])(?:won'?t|will not|wo not|do not|don'?t|dont|not going to|not gonna|can'?t|cannot|rather not)"
    r" (?:want to |wish to |plan to )?(?:rent|use (?:a |any |the )?cloud)"
    r"|(?<![a-z])(?:no|not) (?:renting|rentals?|cloud(?: gpus?| rentals?)?)(?![a-z])"
    r"|(?<![a-z])without renting|(?<![a-z])on[- ]prem(?:ises)? only|(?<![a-z])only (?:on )?(?:our|my) own "
    r"(?:cards|gpus|hardware|machines?|boxes|servers?)")
# "不想租太贵的" is about price, "不租 A100" about one card (the card is refused, cards.py), "不用租，直接买" a purchase
# (procure: Understanding.owns_cards asks for none)
_NOT_ABOUT_RENTING = _lazy(r"^\s?(?:太贵|贵的|很贵)")


def read_rent_refusal(r: _Reader) -> None:
    """Keep the first words that refuse renting (``r.rent_refused``)."""
    for m in _REFUSED.finditer(r.t):
        if _NOT_ABOUT_RENTING.match(r.t, m.end()) or any(m.end() <= c.start <= m.end() + 2 for c in r.cards):
            continue
        r.rent_refused = r.quote(m.start(), m.end())
        return
