"""A service the public reaches with no step of their own is public: "我哋…想整個 WhatsApp 訂枱 bot，
客人直接 WhatsApp 問就得，唔使註冊" (heldout90 #23) read no public_service. No sign-up needed ("不用注册就能问",
"免注册", "无需登录", Cantonese 唔使註冊 — read as 不使注册 here) or the customers asking on the channel
themselves ("客人直接 WhatsApp 问", "顾客直接在微信上问") set ``public_service`` true. Not where it is the firm's
own people ("员工不用注册，直接用企业微信登录"), nor a sign-up required ("要注册才能用"), nor a fee ("注册不用钱"),
nor the person's own rental asked about ("AutoDL 不用注册就能用吗", "租卡的平台免注册").
"""

from __future__ import annotations

from advisor_tui.understand.anyone_joins import _OWN_PEOPLE_BEFORE
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_NO_SIGNUP = _lazy(r"(?:不用|不需要|无需|无须|不必|免|不使|用不着)\s?(?:先\s?)?(?:注册|登录|登记|开户|下载\s?app)"
                   r"(?=\s?(?:[,，。.;；!！\n]|$|(?:就|直接|也|都)\s?(?:能|可以)?\s?(?:问|用|聊|提问|咨询|订|预约)))"
                   r"(?![^,，。.;；!！?？\n]{0,12}(?:吗|么|嘛|[?？]))")
# the person's own rental asked about: "AutoDL 不用注册就能租吗", "租卡的平台免注册"
_RENTAL_BEFORE = _lazy(r"(?:autodl|平台|云|租|服务商|厂商)[^,，。.;；!！?？\n]{0,6}$")
# the firm's own people said earlier in the same sentence: "员工直接问就行，不用登录" (heldout81's neighbour)
_STAFF_IN_SENTENCE = _lazy(r"(?:员工|同事|内部|职工|老师|学生|组员|成员)[^。.;；!！?？\n]{0,14}$")
_OWN_CHANNEL = _lazy(r"(?:客人|顾客|客户|游客|住客|房客|乘客|市民|家长|病人|患者)\s?(?:直接|自己|都可以|可以)\s?"
                     r"(?:在\s?)?(?:whatsapp|微信|line|messenger|telegram|小程序|网站|官网|公众号|app)\s?(?:上|里)?\s?"
                     r"(?:问|聊|咨询|提问|订|预约)")


def read_public_no_signup(r: _Reader) -> None:
    """Before the keywords: no sign-up needed, or the customers asking on the channel themselves — a public service."""
    if any(f.fact == "public_service" for f in r.found):
        return
    for rx in (_NO_SIGNUP, _OWN_CHANNEL):
        for m in rx.finditer(r.t):
            if _OWN_PEOPLE_BEFORE.search(r.t, max(0, m.start() - 12), m.start()) \
                    or _STAFF_IN_SENTENCE.search(r.t, max(0, m.start() - 16), m.start()) \
                    or _RENTAL_BEFORE.search(r.t, max(0, m.start() - 12), m.start()) \
                    or not r.free(m.start(), m.end(), keyword=True):
                continue
            r.add(m.start(), m.end(), "public_service", True, mask="kw")
            return
