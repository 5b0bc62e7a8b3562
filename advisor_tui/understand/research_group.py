"""A university research group named as who the person is, in a clause of its own: "还是合肥高校课题组，一次性经费五万
左右" (review 113 M1, a follow-up restating the group) read an individual buyer from "论文比较长" — the papers are
the corpus, not a student's thesis — and nothing from the group, which buyer.py reads only after "我们是" or with a
verb ("课题组要…"). A group at an institution ("高校课题组", "某大学的实验室", "中科院某所的研究组", "a university
research group", "our uni lab") is an organisation buying (``buyer`` company); "论文" beside it says what the work is. A
student of the group ("课题组的研究生", "a PhD student in the group") stays the person's own.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_GROUP = _lazy(
    r"(?:^|(?<=[,，。;；:：\s])|(?<=还是)|(?<=仍是)|(?<=依然是)|(?<=就是)|(?<=来自))"
    r"[\u4e00-\u9fff]{0,8}?(?:高校|大学|学院|研究所|研究院|科学院|中科院)\s?(?:的)?\s?[\u4e00-\u9fff]{0,6}?"
    r"(?:课题组|实验室|研究组|研究团队)(?=\s?(?:[,，。;；!?！？)）]|$))"
    r"|(?<![a-z])(?:a |an |our |the )?(?:university|uni|college|institute)(?: [a-z-]+){0,2} "
    r"(?:research group|lab|laboratory)(?=\s?(?:[,.;!?)]|$))")
_STUDENT_NEAR = _lazy(r"学生|研究生|博士生|硕士生|研[一二三]|(?<![a-z])(?:phd|master'?s|grad) student")


def read_research_group(r: _Reader) -> None:
    """After buyer.py: a university group in a clause of its own is the organisation; "论文" no person's."""
    m = _GROUP.search(r.t)
    if m is None or _STUDENT_NEAR.search(r.t):
        return
    for f in r.found:
        if f.fact == "buyer" and f.value == "individual" and r.t[f.start:f.end] == "论文":
            f.fact = "_paper_corpus"
    if not any(f.fact == "buyer" for f in r.found):
        r.found.append(_Finding(m.start(), m.end(), "buyer", "company"))
