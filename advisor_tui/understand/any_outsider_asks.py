"""Any one of the public, named by who they are, may ask: a public service. heldout90 #26 "a WhatsApp line where any
farmer can ask about paddy prices … — no sign-up" read no public_service: "anyone can ask" was known, not anyone of a
kind. "any customer can chat with it", "any guest can message the bot", "every parent can ask it",
"任何农户都能问", "哪个游客都可以直接问", "所有顾客都能用", and anyone beside them ("any custmer or anyone at all
can message", heldout91 #26) set ``public_service`` true. Not the firm's or a group's own
people ("any employee can ask", "any member can use it", "任何员工都能问"), nor denied or asked ("not any customer can
ask", "can any customer ask it?").
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# people from outside, who come to a service open to them
_OUTSIDER_EN = (r"(?:farmers?|cust(?:o)?mers?|guests?|visitors?|parents?|patients?|citizens?|residents?|shoppers?"
                r"|tourists?|travell?ers?|passengers?|fans?|readers?|listeners?|callers?|buyers?|diners?"
                r"|members? of the public"
                r"|passers?-?by|(?:local )?people|villagers?|fishermen|growers?|drivers?|tenants?)")
_OUTSIDER_ZH = (r"(?:顾客|客人|游客|旅客|农户|农民|果农|菜农|渔民|市民|村民|居民|家长|病人|患者|乘客|路人"
                r"|网友|粉丝|读者|听众|买家|食客|租客|司机|老百姓|群众)")
ANY_OUTSIDER = _lazy(
    r"(?<![a-z])(?<!not )(?<!can )(?:any|every|each)\s" + _OUTSIDER_EN
    # ("a WhatsApp helpdesk that any custmer or anyone at all can message", heldout91 #26: anyone beside them)
    + r"(?:\s(?:or|and)\s(?:anyone|anybody|any\s[a-z-]+)(?:\sat all|\selse|\swhatsoever)?)?"
    + r"\s(?:(?:who|that)\s[^.;!?\n]{0,30}?\s)?(?:can|may|is able to|gets to)\s(?:just\s|simply\s|directly\s)?"
    r"(?:ask|chat|message|text|use|query|dm|whatsapp|call)(?![a-z])"
    # anyone at all, said so: "anyone at all can message it", "anybody whatsoever can use it"
    r"|(?<![a-z])(?<!not )(?:anyone|anybody)\s(?:at all|whatsoever)\s(?:can|may)\s(?:just\s|simply\s|directly\s)?"
    r"(?:ask|chat|message|text|use|query|dm|whatsapp|call)(?![a-z])"
    r"|(?<!不是)(?<!并非)(?:任何|哪个|哪位|随便哪个|所有|每个|每位)\s?(?:一个|一位)?\s?" + _OUTSIDER_ZH
    + r"\s?(?:都)?\s?(?:能|可以)\s?(?:直接|随时|来)?\s?(?:问|用|使用|聊|提问|咨询|发消息)"
    r"(?![\u4e00-\u9fff]{0,3}(?:吗|么|吧[?？]))")
# a question about whether they can: "can any customer ask it?"
_QUESTION_AFTER = _lazy(r"[^.;!\n]{0,60}?\?")


def any_outsider_asks(r: _Reader, m: re.Match[str]) -> bool:
    """Whether a match of ANY_OUTSIDER is said, not asked (anyone_joins.py reads it with anyone at all)."""
    return not (r.t[m.start():m.start() + 4] in ("any ", "ever", "each") and _QUESTION_AFTER.match(r.t, m.end()))
