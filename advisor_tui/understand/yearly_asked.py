"""A yearly plan asked about (blind review 121 C1-a; rules.base.yearly_plan): "按月付和包年哪个划算",
"包年比包月能便宜多少", "签一年合同值不值", "is an annual contract cheaper", "a one-year commitment" → ``yearly_asked``:
no yearly price is on file, so the answer says the year at the pick's monthly plan and that the seller must quote a
yearly one. Only a question is read (a cue in the same sentence: "哪个划算", "值不值", "多少", "cheaper",
"worth", "?"): a seller's yearly terms forwarded ("年付 9 折") ask nothing. The words stay unclaimed: "签一年"
still says the days of use."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before

_TERM = r"(?:contract|commitment|commit|term|plan|pricing|price|rate|billing|subscription|reservation|discount|deal)s?"
_YEARLY_ASKED = _lazy(
    r"包年|年付|按年(?:付|签|租|买|计费|结算)|年租|年费|年度(?:合同|合约|套餐)|年包"
    r"|(?:签|包|租|付)\s?(?:一|1|整)\s?年|(?:一|1)\s?年(?:的)?(?:合同|合约|套餐|期)"
    rf"|(?<![a-z])(?:yearly|annual|annually billed)\s{_TERM}(?![a-z])"
    rf"|(?<![a-z])(?:one|1|12)[- ](?:year|yr|month)\s(?:reserved\s)?{_TERM}(?![a-z])"
    r"|(?<![a-z])(?:pay|paying|prepay|prepaying|billed)\s(?:for\s)?(?:a|the|one)\s(?:whole\s|full\s)?year"
    r"(?:\s(?:up\s?front|in advance|at once))?(?![a-z])"
    r"|(?<![a-z])reserv(?:e|ed|ing)\s(?:\w+\s){0,2}for\s(?:a|one)\syear(?![a-z])")


_SENTENCE_END = _lazy(r"[。！？!?；;\n]|\.(?:\s|$)")
_ASKED = _lazy(r"[?？]|吗|嗎|么|麼|哪个|哪個|哪种|哪種|多少|值不值|值得|划算|劃算|便宜|还是|還是|要不要|该不该|是否"
               r"|(?<![a-z])(?:cheaper|worth|save|saves|saving|savings|should|which|vs\.?|versus|better|discount)(?![a-z])")


def _in_question(r: _Reader, s: int, e: int) -> bool:
    """Whether the words sit in a sentence that asks (its cue before or after them, up to its end mark)."""
    start = max((m.end() for m in _SENTENCE_END.finditer(r.t, 0, s)), default=0)
    end = next((m.end() for m in _SENTENCE_END.finditer(r.t, e)), len(r.t))
    return _ASKED.search(r.t, start, end) is not None


def read_yearly_asked(r: _Reader) -> None:
    """``yearly_asked`` from the words of a yearly plan or a one-year contract."""
    for m in _YEARLY_ASKED.finditer(r.t):
        if not negated_before(r, m.start()) and _in_question(r, m.start(), m.end()):
            r.found.append(_Finding(m.start(), m.end(), "yearly_asked", True, 1.0, None, None))
            return
