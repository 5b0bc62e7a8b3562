"""Renting forbidden by what may or can be done: "必须本地采购服务器，不能租云", "不可以租", "唔可以租", "we must buy
our own servers and can't rent", "we are not allowed to rent", "renting is not permitted" (review 104 c05: a
hospital that must buy read "租" from "不能租云" as renting, so the answer said "conflict · rent or buy: '本地采购' vs
'租'" and priced a rental, no Ascend rental price behind it). The refusers before them — 不要, 别, don't, won't — were
already read; these modal ones were not. The renting words are claimed before the keywords read them, so a purchase
said beside stands alone, and the words are kept as the refusal of renting (no rental is priced beside the purchase).
Said alone, a forbidden rental sets nothing: a person who may not rent has not yet said they buy. "Renting is out", "the
cloud is off the table", "renting abroad is out" (review 108 C8) are the same refusal said as out of the running.
Renting capped
("不能租超过三个月", "can't rent for more than a week") or asked about ("不能租吗？", "can't rent?") is none of this.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_WHAT_ZH = r"(?:云服务器|云主机|云端|云上|云|卡|显卡|服务器|机器|gpu|算力|整机)"
_FORBIDDEN_ZH = (r"(?:不能|不可以|不可|不得|不宜|无法|没法|没办法|不应该?|不该|不被允许|唔可以|唔能|唔准|唔得|唔好)\s?"
                 rf"(?:去|再|用|在)?\s?(?:外面|云上|平台上)?\s?租(?:用|赁)?\s?{_WHAT_ZH}?"
                 rf"|租(?:用|赁)?\s?{_WHAT_ZH}?\s?(?:是)?\s?(?:不允许|不被允许|不可以|不准|唔得|唔可以)(?:的)?(?![\u4e00-\u9fff])")
_FORBIDDEN_EN = (r"(?<![a-z])(?:can'?t|cannot|can not|must not|mustn'?t|may not|shouldn'?t|should not"
                 r"|(?:are |is )?(?:not|n'?t) (?:allowed|permitted) to|(?:are |is )?(?:prohibited|forbidden|barred)"
                 r" (?:from|to)) (?:use |go to |go with )?(?:rent(?:ing)?|leas(?:e|ing)|(?:the |any )?cloud)"
                 r"(?: (?:any |the |a |cloud )?(?:gpus?|servers?|machines?|cards?|instances?|hardware|capacity"
                 r"|compute))?"
                 r"(?![a-z])"
                 r"|(?<![a-z])(?:renting|rentals?|cloud rentals?|leasing|the cloud|cloud)(?: gpus?| servers?)?"
                 r" (?:is|are) (?:(?:not |n'?t )(?:permitted|allowed)|forbidden|prohibited|banned)(?![a-z])")
# renting said to be out of the running: "renting is out", "the cloud is off the table", "renting abroad is out —
# buy only" (review 108 C8: read as renting). A place after renting ("abroad", "outside the EU"; "in the cloud"
# is all renting) refuses that renting only: the words are claimed, renting elsewhere is not refused with them
_OUT_EN = _lazy(r"(?<![a-z])(?:renting|rentals?|cloud rentals?|leasing|the cloud|cloud gpus?|a rental)"
                r"(?: (?:gpus|servers|machines))?(?: in the cloud)?"
                r"(?P<where> (?:abroad|overseas|offshore|outside (?:the )?[a-z]+|in (?:the )?[a-z]+"
                r"|from (?:a |the )?[a-z]+(?: clouds?| providers?)?))?"
                r" (?:is|are|'s) (?:now |also |definitely |basically |completely )?"
                r"(?:out(?![a-z])(?! of (?!the question))(?! there)|off the table|not an option|no option|ruled out"
                r"|a no-go|a non-starter|out of the question)(?![a-z])")
_FORBIDDEN = _lazy(rf"{_FORBIDDEN_ZH}|{_FORBIDDEN_EN}")
# a cap on the rental, or the question whether it may: the renting stands, or is asked
_CAPPED_OR_ASKED = _lazy(r"\s?(?:超过|太久|太长|多于|更久|for (?:more|longer) than|more than|beyond|longer than"
                         r"|[^,，。.;；!！\n]{0,20}?(?:吗|么|\?|？))")
_PERMITTED_BEFORE = _lazy(r"(?:谁说|为什么|为啥|(?<![a-z])(?:why|who says)(?: [a-z']+)?)\s?$")


def claim_forbidden_renting(r: _Reader) -> None:
    """Before the keywords: renting that may not be done is no rental; the words are kept as renting refused."""
    for m in _FORBIDDEN.finditer(r.t):
        if _CAPPED_OR_ASKED.match(r.t, m.end()) or _PERMITTED_BEFORE.search(r.t, max(0, m.start() - 12), m.start()):
            continue
        r.claim(r.kw, m.start(), m.end())
        if not r.rent_refused:
            r.rent_refused = r.quote(m.start(), m.end())
    for m in _OUT_EN.finditer(r.t):
        if _CAPPED_OR_ASKED.match(r.t, m.end()) or _PERMITTED_BEFORE.search(r.t, max(0, m.start() - 12), m.start()):
            continue
        r.claim(r.kw, m.start(), m.end())
        if not r.rent_refused and not m.group("where"):
            r.rent_refused = r.quote(m.start(), m.end())
