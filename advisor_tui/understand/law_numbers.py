"""A law's, a decree's or a standard's number is no count: its figures are claimed before any number reader runs.

heldout88 #30: "~90,000 past AML case narratives in Spanish (the Ley 155-17 reports)" read 17 samples from the
Dominican anti-money-laundering law's number. The same for "Law No. 155-17", "Decreto 408-17", "Lei 13.709/2018",
"Regulation (EU) 2016/679", "Directive 2015/849", "Article 30", "Art. 5", "§ 12", "GB/T 35273-2020", "ISO 27001",
"ISO/IEC 42001", "SOC 2", "Ley 155",
"Law No. 155": each names a rule, never how many of anything. A number with no rule's word before it ("155 reports",
"17 reports") is left to the readers.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_LAW_NUMBER = _lazy(
    # a law by its word and a number with its year or series after a dash or a slash
    r"(?<![a-z])(?:ley|law|act|decree|decreto|decret|directive|directiva|regulation|reglamento|resolution"
    r"|resoluci[oó]n|lei|loi|gesetz|ordinance|statute|bill|circular|norma)"
    r"(?:\s\((?:eu|ec|ue)\))?\s(?:no\.?\s?|n[º°o]\.?\s?|number\s|num\.?\s|#)?"
    r"\d{1,6}(?:\.\d{3})?(?:\s?[-/]\s?\d{1,6})+(?![\d])"
    # a law by a word no count follows, or by its "No.": "Ley 155", "Law No. 155" (read as a budget of $155)
    r"|(?<![a-z])(?:(?:ley|decreto|lei|loi|gesetz)\s(?:no\.?\s?|n[º°o]\.?\s?)?|(?:law|act|decree|regulation)\s"
    r"(?:no\.?\s?|n[º°o]\.?\s?|number\s))\d{1,6}(?!\d|,\d)"
    # an article or a section by its number
    r"|(?<![a-z])(?:article|art\.|artículo|articulo|§)\s?\d{1,4}(?![\d])"
    # a standard by its body and number
    r"|(?<![a-z])(?:iso(?:/iec)?|iec|gb(?:/t)?|hipaa|soc)\s?\d{1,5}(?:[-:]\d{2,4})?(?![\d])")


def claim_law_numbers(r: _Reader) -> None:
    for m in _LAW_NUMBER.finditer(r.t):
        r.claim(r.numeric, m.start(), m.end())
