"""Which way to get the cards the person asks about first: "租云或者买一台服务器都可以，先看租" (review 118 C1) was
answered as a purchase — "租云或者买" read as a rent-or-buy comparison, answered as buying with rents beside it, and
"先看租" (look at renting first) was lost. Both ways said to be fine, then the one to look at first ("先看租",
"先看看租的", "先按租的算", "先考虑买", "先看买") is what is asked now: procure rent or buy, the comparison set aside.
"先租后买" (rent first, buy later) is renting now, as the first said.

Not a 先 that is part of another word ("首先", "原先", "事先", "预先"), nor one taken back ("先不看租", "租的先不考虑"),
nor one asked as a question ("先租的话多少钱？" is the procure reader's), nor one side of the question itself
("犹豫要不要买显卡，还是先租着用": weighing the two, answered as a purchase with rents beside). Read after the
rent-or-buy question's answer.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the other side of a question just before it: "…，还是先租着用"
_OR_BEFORE = _lazy(r"(?:还是|還是|或者|或是|要不|亦或)\s?$")
_FIRST = _lazy(r"(?<![首原事预預優优早])先\s?(?:看看|看|按|算|考虑|考慮|问问|问|問|查查|查|比|了解|试试|试|試)?\s?"
               r"(?:一下)?\s?(?P<v>租|买|買)(?!\s?(?:的话|的話|吗|嗎|呢|不|还是|還是|或))")


def read_first_looked_at(r: _Reader) -> None:
    """After the rent-or-buy answer: the way said to be looked at first is the way asked now."""
    if not any(f.fact == "procure" for f in r.found):
        return  # "先租" alone is the procure reader's, as before
    m = _FIRST.search(r.t)
    if m is None or _OR_BEFORE.search(r.t, max(0, m.start() - 4), m.start()):
        return
    value = "rent" if m.group("v") == "租" else "buy"
    for f in r.found:
        if f.fact == "procure":
            if f.value == value and f.start <= m.start("v") < f.end:
                return  # read already
            quoted = r.quote(f.start, f.end)
            r.notes = [n for n in r.notes if quoted not in n.en]
            f.fact = "_superseded"
    r.add(m.start("v"), m.end("v"), "procure", value, mask="kw")
    r.note(f"“{r.quote(m.start(), m.end())}”: {'renting' if value == 'rent' else 'buying'} looked at first — "
           "answered as that",
           f"“{r.quote(m.start(), m.end())}”：先看{'租用' if value == 'rent' else '购买'}——按此作答")
