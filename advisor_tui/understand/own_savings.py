"""A person's own savings paying, with no employer behind it (``buyer: individual``).

"NOK 33,000 for the whole thing, give or take. It's my own savings, no employer involved" (heldout84 #2) named no
buyer: buyer.py knew "my own money", "out of pocket" and "from my personal savings", not savings said as what the
money is, nor an employer said to be out of it. The same for "it's my savings", "from our family savings", "no
company involved", "not through my employer",
"我自己的积蓄", "用的是我的存款", "自己攒的钱", "没有公司参与", "不走单位".
Savings refused ("not my own savings, the company pays") or a firm's ("cost savings", "the savings we expect") name
no person; an organisation said to pay elsewhere keeps buyer.py's reading.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before

_OWN = _lazy(
    r"(?<![a-z])(?:it'?s|it is|that'?s|this is|all|comes? (?:out of|from)|paid (?:out of|from)|out of|from)"
    r" (?:my|our) (?:own |personal |private |family |household )*savings(?![a-z])"
    r"|(?:my|our) (?:own|personal|private|family|household) savings(?![a-z])"
    r"|no (?:employer|company|business|firm|university|institution)s? (?:is |are )?(?:involved|behind it|paying)"
    r"|not (?:through|via) (?:my|our|an|the) (?:employer|company|work|job)(?![a-z])"
    r"|(?:没有|没|不是|不走)\s?(?:公司|单位|老板|学校)\s?(?:参与|出钱|报销|的钱|的账)"
    r"|(?:我|我们|我们家|家里)(?:自己)?\s?(?:的)?\s?(?:积蓄|存款|私房钱|攒的钱|存的钱)(?!\s?(?:不够|不多|没了))"
    r"|自己\s?(?:攒|存)\s?的\s?钱")
_NOT = _lazy(r"(?<![a-z])(?:not|isn'?t|never|no)\s(?:(?:from|out of|really|just|only)\s)?$|(?:不是|不用|别用|不动)\s?$")


def read_own_savings(r: _Reader) -> None:
    """After buyer.py and the payers: a person's own savings, no organisation said to pay, buy as a person."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for m in _OWN.finditer(r.t):
        before = r.t[max(0, m.start() - 14):m.start()]
        said_no = m.group().startswith(("no ", "not ", "没", "不"))
        if _NOT.search(before) or negated_before(r, m.start()) and not said_no \
                or not r._free(r.entity, m.start(), m.end()):
            continue
        r.found.append(_Finding(m.start(), m.end(), "buyer", "individual", generic="payer"))
        r.note(f"“{r.quote(m.start(), m.end())}”: the person's own money — bought as an individual",
               f"“{r.quote(m.start(), m.end())}”：个人自己的钱——按个人购买")
        return
