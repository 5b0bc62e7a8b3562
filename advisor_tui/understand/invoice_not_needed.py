"""An invoice said not to be needed: "唔使开发票" (review 112 C5: a Guangzhou wholesaler's "no invoice needed" was read
as needing one, and the answer warned that its picks could not be signed without it). The invoice reader
(keywords.py) reads "开发票" and guards a few Mandarin negations just before it; the Cantonese 唔使 / 唔駛 (folded
to 不使 / 不驶), 免, 毋须, 冇需要 and a negation two words back ("不需要开发票") slipped past. A negation before
the invoice ("唔使开发票", "不用开发票", "不需要发票", "无需开票", "免开发票", "不开发票也行") or after it
("发票唔使开", "发票不需要") sets no invoice: the words are claimed and said back.

Neighbours that keep their invoice: "要开发票", "需要开专票", "不用开专票，普票就行" (the ordinary one still
wanted), "不能开发票的平台不考虑" (sellers that cannot issue one refused), "免费" (free, no invoice word);
"不开发票不行" (one required) reads none here.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (the reader's text: 唔 folded to 不, 冇 to 没, traditional to simplified)
_NEGATED = r"(?:不(?:使|驶|駛|用|需要?|必|要)|无需|无须|毋须|毋需|没需要|没必要|免)"
_NEG = rf"(?:{_NEGATED}|不)"  # ("不开发票也行": a bare 不 before the verb, never after the invoice: "发票不行")
_INVOICE = r"(?:增值税)?\s?(?:普通|专用)?\s?(?:发票|开票|专票|普票|票据)"
_NOT_NEEDED = _lazy(
    rf"{_NEG}\s?(?:开|要|给|出具|提供)?\s?(?:任何)?\s?(?P<kind>{_INVOICE})"
    # (a seller that issues none refused, "不开发票的平台不考虑", is a need, not its absence)
    r"(?!\s?的)(?!\s?(?:是?不行|不可以|不成|可不行))"
    rf"|(?P<kind2>(?:发票|开票|专票|普票))\s?(?:也|都|就)?\s?{_NEGATED}\s?(?:开|要)?")


def read_invoice_not_needed(r: _Reader) -> None:
    """Before the keyword readers: a negated invoice is claimed, so no invoice is read from it."""
    for m in _NOT_NEEDED.finditer(r.t):
        kind = m.group("kind") or m.group("kind2")
        if "专票" in kind or "专用" in kind:
            continue  # "不用开专票，普票就行": the special one refused — invoice_refused.py and keywords.py's concern
        if not r.free(m.start(), m.end(), keyword=True):
            continue
        r.claim(r.kw, m.start(), m.end())
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: no invoice needed — sellers are not filtered by invoice",
               f"“{said}”：不需要发票——不按能否开票筛选平台")
