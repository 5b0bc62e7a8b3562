"""A card refused after its name, or as one the person cannot get or pay for (review 112 C1-b: "910C听说根本买不到也
买不起，能不能用910B" was answered "1 张 Huawei Ascend 910C"): "910C 买不到也买不起", "H100 太贵了，不考虑",
"A100 就算了", "we can't get H100s", "the MI300X is out of reach / out of budget / not available to us". The mention is
marked refused, as "不要 A100" before the name is (cards.py), and every refused card's family is ``r.cards_refused``
— the understanding implies them out (``only_cards`` no-…), so the answer never leads with a card said to be out.

Not a refusal: a condition ("H100 买不到的话就用 A100"), a question ("4090 买得到吗"), the other cards refused beside
it ("只想要 A100 别的卡不考虑")."""

from __future__ import annotations

from dataclasses import replace

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from rules.fact_parse import card_family

_AFTER_ZH = _lazy(
    # (not of the other cards: "只想要 A100 别的卡不考虑" keeps the A100)
    r"(?:(?!别的|其他|其它|其余|以外|之外|除了)[^，,。；;！!？?\n]){0,10}?(?:根本|完全|实在|也|都|肯定|又|太贵了?[，,]?\s?)?\s?"
    r"(?:买不到|买不起|租不到|租不起|用不起|搞不到|拿不到|订不到|不考虑|不要了|不用了|不想用|排除|就算了|算了吧?|pass)"
    r"(?![^，,。；;！!？?\n]{0,6}(?:的话|吗|么|嘛|吧？|\?|？))")
_AFTER_EN = _lazy(
    r"\W{0,3}(?:(?:cards? |gpus? )?(?:is|are|'s|'re)\s)?(?:simply |just |totally |completely )?"
    r"(?:out of (?:reach|budget|the question|our budget)|not available(?: to us)?|unavailable(?: to us)?"
    r"|too expensive(?: for us)?|off the table|a no-go|not an option)(?![a-z])")
_BEFORE_EN = _lazy(
    r"(?<![a-z])(?:can'?t|cannot|can not|unable to|won'?t be able to) (?:get|afford|buy|source|obtain|find)"
    r"(?: any| the| an?)?\s?$")


def read_cards_refused(r: _Reader) -> None:
    """After the cards: one refused after its name or as out of reach is refused; the families of all refused cards
    (but a card also named and kept) are ``r.cards_refused``."""
    for i, c in enumerate(r.cards):
        if not c.card or c.refused:
            continue
        if (_AFTER_ZH.match(r.t, c.end) or _AFTER_EN.match(r.t, c.end)
                or _BEFORE_EN.search(r.t[max(0, c.start - 30):c.start])):
            r.cards[i] = replace(c, refused=True)
    refused = {m for c in r.cards if c.card and c.refused for m in card_family(r.kb, c.card, c.text)}
    kept = {c.card for c in r.cards if c.card and not c.refused}
    r.cards_refused = tuple(x.id for x in r.kb.cards if x.id in refused - kept)
    if r.cards_refused:
        names = ", ".join(r.kb.cards_by_id[x].name for x in r.cards_refused)
        r.note(f"cards you ruled out are left out of the answer: {names} (--only-cards no-…)",
               f"你不要或买不到的卡不再推荐：{names}（--only-cards no-…）")
