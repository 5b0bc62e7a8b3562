"""A head count said noun first, then its number: "工程师 60 来个，同时会有多少人在用真说不好" (heldout87 #19) read no
people at all — the head-count readers take "60 来个工程师", "60 个工程师会用", never the people named first.
"员工大概 200 人，都会用", "同事三十来个，平时都在用", "律师 12 位，同时用的不多" are the people who use the service: a
head count, asked about as any head count is (the most at once unknown, ``users`` where it stays unanswered). Only
where the use is said in the same sentence — a team's size alone ("研发 8 个人，想训个 LoRA") asks nothing.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PEOPLE_FIRST = _lazy(
    r"(?<![\u4e00-\u9fff])(?:工程师|员工|同事|研发|程序员|开发人员|律师|医生|护士|老师|教师|客服|坐席|销售|设计师|分析师"
    r"|研究员|业务员|编辑|会计)(?:们)?\s?(?:大概|大约|约|差不多|有|一共|总共|加起来)?\s?"
    rf"(?P<n>{AR}|{CN})\s?(?:来|多|余)?\s?(?:个|位|名|号)\s?(?:人)?(?:左右|上下)?")
# the use said after it in the same sentence: "…，同时会有多少人在用", "…，都会用"
_USED_AFTER = _lazy(r"[^。；;!?！？\n]{0,20}?(?:同时|都会用|都要用|都在用|会用|在用|要用|使用|用得上)")


def read_people_then_count(r: _Reader) -> None:
    """Before the leftovers: the people said before their count, using the service, are a head count to ask about."""
    if any(f.fact in ("concurrency", "users", "seats") for f in r.found):
        return
    for m in _PEOPLE_FIRST.finditer(r.t):
        if not r.free(m.start("n"), m.end()) or not _USED_AFTER.match(r.t, m.end()):
            continue
        n = r.num(m.group("n"))
        if not n or n != int(n) or n < 2:
            continue
        said = r.quote(m.start(), m.end())
        r.unplaced("concurrency", m.start(), m.end(), f"“{said}” (at most {n:g}) — how many at the same time?",
                   f"“{said}”（最多 {n:g} 人）——同时有多少人在用？", (), count=n)
        r.claim(r.numeric, m.start("n"), m.end())
        return
