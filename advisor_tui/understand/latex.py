"""A paragraph pasted from a LaTeX source read as the words it typesets (heldout77 #18, a grant's "Computational
Resources" subsection): "\\pounds14{,}000" is £14,000 (it was read as a $17 budget, from "\\$17{,}780"), "4{,}096-token
context" a 4,096-token context, "every 1{,}000 steps" 1,000 steps, "31~March~2027" a date, "i.e.\\ " a space. Each
line keeps its length, so offsets still index the original (a character or two off after a number on its line, as
reader._pdf_breaks moves runs): the markup taken out of a number is spaces at the line's end, where no reader sees
them. Only a text with LaTeX's own marks is touched ("~150 tokens" elsewhere stays "about 150")."""

from __future__ import annotations

import re

_LATEX = re.compile(r"\\(?:sub)*section\*?\{|\\(?:paragraph|textbf|emph|cite|item|begin|pounds|euro|texteuro)"
                    r"(?![a-z])|\\\$|\d\{,\}\d")
_CURRENCY = {"\\$": "$", "\\pounds": "£", "\\euro": "€", "\\texteuro": "€"}
# an amount or a number with LaTeX's marks: "\$17{,}780", "\pounds14{,}000", "4{,}096", a bare "\pounds"
_AMOUNT = re.compile(r"(?P<cur>\\\$|\\pounds|\\texteuro|\\euro)(?![a-z])\s?"
                     r"(?P<num>\d{1,3}(?:\{,\}\d{3})+|\d+(?:\.\d+)?)?|(?P<bare>\d{1,3}(?:\{,\}\d{3})+)")
# a tie between words ("31~March~2027", "Fig.~3"), a control space ("i.e.\ "), an escaped percent sign
_TIE = re.compile(r"(?<=[a-z0-9.])~(?=[a-z0-9])|(?<=[a-z0-9])~(?=[a-z])")
_CONTROL_SPACE = re.compile(r"\\(?= )|\\(?=%)")


def _amount(m: re.Match[str]) -> str:
    if m.group("bare"):
        return m.group(0).replace("{,}", ",")
    return _CURRENCY[m.group("cur")] + (m.group("num") or "").replace("{,}", ",")


def _line(line: str) -> str:
    plain = _CONTROL_SPACE.sub(" ", _TIE.sub(" ", _AMOUNT.sub(_amount, line)))
    return plain.ljust(len(line))


def latex(t: str) -> str:
    if not _LATEX.search(t):
        return t
    return "\n".join(_line(line) for line in t.split("\n"))
