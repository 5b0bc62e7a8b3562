"""Where the users are is no place for the machines (review 105 C1): "我们是北京一家做跨境电商客服 SaaS 的公司，
…需要开增值税专票…终端用户都是海外买家，不是国内公众。" read the region as outside mainland China — "海外" of the
buyers, and "不是国内" flipped as if the machines were refused at home — so every offer was set aside for the 专票 a
foreign seller cannot issue, and nothing was left to rent. The buyers abroad are ``users_in`` (region_choice.py);
"不是国内公众" says who the audience is not, not where the cards run.

Two readings, one on each side of flipping the negations:

- before: a place negated together with the people it is said of ("不是国内公众", "不面向国内用户", "not for
  mainland users", "our users are overseas, not in China") is set aside: it says nothing of where the machines are;
- after: a place said of the users ("海外买家", "用户都在海外") beside another place said of no people
  ("北京一家…公司") is the users', and the other stays the region.

Neighbours that stay the region: "机器要放海外", "servers must be outside China", "不要国内的机房".
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.people_places import of_people
from advisor_tui.understand.reader import _Reader

# a negation just before the place: "不是国内公众", "并非国内用户", "不面向国内用户", "not for mainland users"
_NOT_BEFORE = _lazy(r"(?:不是|并非|並非|唔係|不面向|不针对|非)\s?(?:给|面向|針對|针对|对)?\s?$"
                    r"|不在\s?$|(?<![a-z])(?:not|isn'?t|aren'?t|no)\s(?:for\s|aimed\sat\s|serving\s|in\s)?(?:the\s)?$")
# between the users' place and the one taken back: a comma, no more ("…overseas, not in China")
_CLAUSE_GAP = _lazy(r"\s?[,，、]?\s?(?:而|and\s|but\s)?")
# where the person is (not a firm's seat: "我们是北京一家…公司" names whose the firm is)
_WHERE_ONE_IS = _lazy(r"(?:人在|我\s?(?:现在|目前|人)?在|身在|我们\s?(?:现在|目前|人)?在"
                      r"|(?<![a-z])(?:i'?m|i am|we'?re|we are|living|based|located|sitting|staying) in)\s?(?:the\s)?$")
# the users' place said after them: "用户都在海外", "买家主要在欧美", "our users are overseas"
# (a place named after another one of theirs: "啲客人喺香港同內地都有" — the second place is the guests' too,
# review 112 C2)
_USERS_BEFORE = _lazy(r"(?:用户|客户|客人|游客|旅客|买家|顾客|消费者|玩家|受众|观众|听众)\s?"
                      r"(?:基本|主要|大多|大部分|全部|几乎)?\s?(?:都|全)?\s?(?:是|在|来自)\s?"
                      r"(?:[\u4e00-\u9fff]{2,4}\s?(?:同|和|与|及|跟|、|或者|或)\s?)?$"
                      r"|(?<![a-z])(?:users?|customers?|buyers?|shoppers?|audiences?|players?)\s(?:are|is)\s"
                      r"(?:mostly\s|all\s|mainly\s|largely\s)?(?:based\s|located\s)?(?:in\s|from\s)?(?:the\s)?$")


def set_negated_audience_aside(r: _Reader) -> None:
    """Before flip_negated: a place negated with the people it is said of is theirs, not the machines'."""
    regions = sorted((f for f in r.found if f.fact == "region"), key=lambda f: f.start)
    for i, f in enumerate(regions):
        negation = _NOT_BEFORE.search(r.t, max(0, f.start - 10), f.start)
        if negation is None:
            continue
        # "our users are overseas, not in China": the place taken back is the users' too
        users_before = i > 0 and said_of_users(r, regions[i - 1]) and _CLAUSE_GAP.fullmatch(
            r.t, regions[i - 1].end, negation.start())
        if of_people(r, f) or users_before:
            f.fact = "_person_place"
            said = r.quote(negation.start(), f.end)
            r.note(f"“{said}” says where the users are not, not where the machines run: no region from it",
                   f"“{said}”说的是用户不在哪里、不是谁，不是机器放在哪里：不据此定地区")


def set_users_places_aside(r: _Reader) -> None:
    """After flip_negated: a users' place beside the machines' (or the firm's) is the users' alone — a place refused
    with no need ("no need for a China region, we serve US users") leaves the users' place the only one said."""
    regions = [f for f in r.found if f.fact == "region"]
    users = [f for f in regions if said_of_users(r, f)]
    others = [f for f in regions if f not in users]
    # (where the person is, beside the users': "我们在美国，用户是国内的" rents near the users, based_in the person's
    # place — negation.py's settling, review 10 F3)
    if all(_WHERE_ONE_IS.search(r.t, max(0, f.start - 12), f.start) for f in others):
        return
    if users and others and {f.value for f in users} != {f.value for f in others}:
        for f in users:
            f.fact = "_person_place"
        r.note("where the users are is not where the machines run: the machines' place is used",
               "用户在哪里不等于机器放在哪里：按机器所在地理解")


def said_of_users(r: _Reader, f) -> bool:
    """A region said of the users ("内地用户", "用户都在海外", "客人在香港同内地"), not of the machines."""
    return of_people(r, f) or bool(_USERS_BEFORE.search(r.t, max(0, f.start - 22), f.start))
