"""A service for the firm's own people that is ALSO opened to the public: review 115 C1-b "内部给12366热线坐席和办税
大厅用，也会挂到电子税务局上给纳税人用" read "面向公众的服务：否（来自“内部”）" — the taxpayers on the e-tax portal
were dropped, and with them the filing, labelling and personal-data caveats a public-facing service in mainland
China needs. Read: "也对外开放给市民 / 群众 / 患者 / 学生家长用", "挂到公众号 / 小程序 / App / 门户网站上给…用",
"also exposed to the public through our portal", "will also be opened to citizens" → public_service true, and the
"内部" said beside it no longer says no (both are served: it is public-facing).

Not read: purely internal ("只给内部员工用", "internal staff only"), the public refused ("不对外开放",
"不会挂到公众号上", "not exposed to the public"), the firm's own people on an app ("挂到企业微信上给员工用"). A public
abroad is public all the same (the rules ask mainland China's filing of a mainland service only).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_PUBLIC_ZH = (r"(?:纳税人|纳税户|市民|群众|办事群众|公众|社会公众|老百姓|患者|病人|病患|学生家长|家长|居民|村民|游客"
              r"|顾客|客户|消费者|旅客|乘客|考生|网民|外部用户|社会各界)")
_CHANNEL_ZH = (r"(?:电子税务局|公众号|服务号|小程序|app|门户网站|门户|官网|网站|网上办事大厅|政务服务网|政务网|一网通办"
               r"|支付宝|微信|网页|互联网|外网|h5)")
_OPEN_ZH = r"(?:对外\s?开放|开放|挂|放|上线|接入|部署|发布|嵌入?|提供|推出|开通)"
PUBLIC_ALSO_ZH = _lazy(
    # "也会挂到电子税务局上给纳税人用", "也对外开放给市民用", "同时上线到小程序给患者用"
    r"(?:也|还|同时|另外)\s?(?:会|要|将|准备|打算|计划|可以|能)?\s?" + _OPEN_ZH
    + r"[^。；;！!？?\n]{0,20}?(?:给|供|让|面向|对)\s?" + _PUBLIC_ZH
    + r"(?:们)?(?:[^。；;！!？?\n]{0,4}?(?:用|使用|查询?|问|咨询|访问|办理?))?"
    # "挂到公众号上给家长用" without 也: a public channel and its public
    r"|(?:挂到|挂在|放到|放在|接入|上线到|发布到|嵌到|嵌在)\s?" + _CHANNEL_ZH
    + r"[^。；;！!？?\n]{0,8}?(?:给|供|让|面向)\s?" + _PUBLIC_ZH
    # "也对外开放" alone, beside the internal use
    + r"|(?:也|还|同时)\s?(?:会|要|将)?\s?对外\s?开放(?!\s?(?:接口|端口))")
_PUBLIC_EN = (r"(?:the\s(?:general\s)?public|citizens|residents|taxpayers|patients|parents|customers|consumers"
              r"|members\sof\sthe\spublic|outside\susers|external\susers|anyone)")
PUBLIC_ALSO_EN = _lazy(
    r"(?<![a-z])(?:also|as\swell|too|and)\s(?:be\s|being\s|gets?\s|will\sbe\s)?(?:exposed|opened|open|offered|published"
    r"|made\savailable|available|rolled\sout|served)\s(?:up\s)?(?:to|for)\s" + _PUBLIC_EN
    + r"|(?<![a-z])(?:exposed|opened|open|available)\sto\s" + _PUBLIC_EN
    + r"\s(?:through|via|on|over)\s(?:our|the|a)\s(?:public\s)?(?:portal|website|site|app|web\s?site|mini-?program)")
_DENIED = _lazy(r"(?:不|不会|不能|不要|不准备|不打算|没有|没打算|暂不|暂时不|(?<![a-z])(?:not|never|no|won'?t|isn'?t|"
                r"aren'?t|don'?t)(?![a-z]))[^，,。；;\n]{0,6}$")


def read_public_also(r: _Reader) -> None:
    """A public audience said as also served: public_service true, the internal use beside it no longer a no."""
    for m in (*PUBLIC_ALSO_ZH.finditer(r.t), *PUBLIC_ALSO_EN.finditer(r.t)):
        if _DENIED.search(r.t, max(0, m.start() - 12), m.start()):
            continue
        for f in r.found:
            if f.fact == "public_service" and f.value is False:
                f.fact = "_dropped"  # "内部给坐席用，也…给纳税人用": both are served
        if not any(f.fact == "public_service" and f.start <= m.start() < f.end for f in r.found):
            r.found.append(_Finding(m.start(), m.end(), "public_service", True))
        return
