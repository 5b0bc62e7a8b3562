"""A date wished for beside the one that must hold: "Ideally before Christmas, but the hard line is Friday January 8 —
that's when the new term starts" (heldout78 #14 kept Christmas, the earlier). The job is sized for the hard date; the
wish is said back. The same for "最好元旦前，1 月 15 号是死线", "preferably before Christmas, absolute deadline
January 8" — and "圣诞前最好，但真正卡死的是 1 月 8 号…也就是 1 月 6 号" (heldout87 #14 kept Christmas): the wish said
after its date ("X 前最好", "X 之前更理想", "by Christmas ideally"), the hard one as 卡死 / 截死 / 死线, or the date
named as the one that cannot move ("最好元旦前弄完，但真正不能拖的是 1 月 27 号", heldout92 #13). A wish alone
("最好 1 月 3 号之前能拿到稿子", heldout61) stays the deadline, and two dates with no wish keep the earliest.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.soft_deadline import _WISH

_HARD_BEFORE = _lazy(r"(?:(?<![a-z])(?:hard (?:line|deadline|stop|cutoff|cut-off|limit|date)|drop-?dead(?: date)?"
                     r"|absolute(?:ly)? (?:latest|last day|deadline)|at the (?:very )?latest|no later than"
                     r"|real deadline|actual deadline|must(?: be)?(?: done| finished| ready| delivered)?"
                     # "it absolutely can't slip past Friday 15 January" (heldout83 #14)
                     r"|(?:can'?t|cannot|can not|mustn'?t|must not|won'?t) (?:be )?"
                     r"(?:slip|go|run|drag|be pushed|pushed) (?:past|beyond|later than|over))(?![a-z])"
                     r"|(?:不能|不可以|绝不能)\s?(?:拖|延|推|拖延|延期|推迟)\s?(?:过|到|超过)"
                     # the date that cannot move named as such: "真正不能拖的是 1 月 27 号" (heldout92 #13)
                     r"|(?:不能|不可以|绝不能|没法|不好)\s?(?:再)?\s?(?:拖|延|推|拖延|延期|推迟|动|改)的\s?"
                     r"(?:是|就是|日子是|那天是)"
                     r"|雷打不动的\s?(?:是|就是)"
                     r"|(?<![a-z])(?:date|day|deadline) (?:that|which) (?:really )?(?:can'?t|cannot|won'?t)"
                     r" (?:move|slip|budge|be moved)(?: is|:)"
                     r"|最晚|最迟|死线|硬性|底线|红线|必须|无论如何|不能晚于|真正的\s?deadline"
                     # "真正卡死的是 1 月 8 号" (heldout87 #14)
                     r"|卡死|截死)[^.;!?\n。；！？]{0,16}$")
# a wish said after its date: "圣诞前最好", "元旦之前更理想", "by Christmas ideally" (heldout87 #14)
_WISHED_AFTER = _lazy(r"\s?(?:之?前|以前)?\s?(?:能|可以)?\s?(?:交付|交|完成|搞定|上线|做完)?\s?"
                      r"(?:最好|更好|最理想|更理想|理想)"
                      # ("Before Christmas would be lovely, but the hard stop is Wednesday 10 February", heldout89 #13)
                      r"|,?\s(?:ideally|preferably|if possible|would be (?:nice|great|lovely|ideal|good|wonderful"
                      r"|better|best|a bonus|a plus)|is the dream|is the hope)(?![a-z])")
# the hard word inside the date's own span ("the hard line is …" was read as "deadline is …": deadline_words.py)
# (not a plain "deadline": "ICML deadline 是 Jan 28，最好 1/20 之前跑完，留一周写 paper" — the event's date, the job's
# the wish before it, as heldout39's row reads it)
_HARD_AT = _lazy(r"hard ?(?:line|deadline|stop|cut-?off)|drop[- ]?dead|cut-?off date|absolute deadline|real deadline"
                 r"|(?:can'?t|cannot|mustn'?t|must not|won'?t) (?:be )?(?:slip|go|run|drag|be pushed|pushed)"
                 r" (?:past|beyond)"
                 r"|最晚|最迟|不晚于|(?:绝|决|万万)?(?:不能|不可以)\s?(?:拖|延|推|拖延|延期|推迟)\s?(?:过|到|超过)"
                 r"|卡死|截死|死线|底线"
                 r"|(?:不能|不可以|绝不能|没法)\s?(?:再)?\s?(?:拖|延|推|拖延|延期|推迟|动|改)的\s?"
                 r"(?:日子|日期|时间|节点)?\s?(?:是|就是)"
                 r"|(?<![a-z])(?:date|day|deadline) (?:that|which) (?:really )?(?:can'?t|cannot|won'?t)"
                 r" (?:move|slip|budge|be moved)(?: is|:)")
_HARD_AFTER = _lazy(r"\s?(?:[,，]\s?)?(?:at the (?:very )?latest|latest|最晚|最迟|是死线|是底线"
                    r"|(?:之?前|以前)?\s?(?:一定|必须|务必))")


_CLAUSE_BREAK = _lazy(r"[,，。;；!?！？\n]")


def _hard_at(said: str, start: int) -> bool:
    """The hard word at the date's start or just before it in its clause (the span may start inside the words typed:
    "hard line" is read as " deadline")."""
    return any(m.start() <= start and not _CLAUSE_BREAK.search(said, m.end(), start)
               for m in _HARD_AT.finditer(said, max(0, start - 16), start + 24))


def keep_hard_deadline(r: _Reader) -> None:
    """After the wishes denied, before the earliest date is kept: a date wished for gives way to one said to hold."""
    limits = [f for f in r.found if f.fact == "deadline"]
    if len(limits) < 2:
        return
    said = r.orig.lower()  # (the words as typed: "hard line" is read as "deadline")
    hard = [f for f in limits if _HARD_BEFORE.search(said, max(0, f.start - 40), f.start)
            or _hard_at(said, f.start) or _HARD_AFTER.match(r.t, f.end)
            or _HARD_AT.search(said, f.start, f.end)]  # "1 月 15 号是死线": the word inside the date's span
    wished = [f for f in limits if f not in hard and (_WISH.search(r.t, max(0, f.start - 24), f.start)
                                                      or _WISHED_AFTER.match(r.t, f.end))]
    if not hard or not wished:
        return
    for f in wished:
        f.fact = "_wished"
    quoted = r.quote(hard[0].start, hard[0].end)
    r.note(f"“{quoted}”: the date that must hold is the limit; the earlier one was a wish",
           f"“{quoted}”：按必须守住的日期计；更早的那个只是希望")
