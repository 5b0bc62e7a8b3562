"""Where a person writing from Taiwan, Hong Kong or Macau is (review 123 C1, C2: a Taipei start-up's "要開發票" was read
as a mainland VAT invoice and "資料…不能出台灣" went unread). A mainland word's sense depends on it: a 發票 there is the
local receipt, "不能出境" keeps the data in their own place, not in the mainland.

The person is placed by any of: a city or the place named outside a machines' phrase ("我們是台北的新創", "香港公司",
"based in Taipei" — not "租香港的機器", "servers in Hong Kong"), money in its currency (新台幣, NT$, 港幣, HK$, 澳門幣,
MOP), or the traditional script beside a place read as outside the mainland. A mainland place read (region cn) places
them on the mainland, whatever else is said.

    writer_place(r) -> "台灣" | "香港" | "澳門" | ABROAD | None
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.traditional import TRADITIONAL

# (the reader's text: traditional folded to simplified, lower case)
_PLACES = (
    # (not a 台 that ends another word: "平台中租卡", "阿里云平台北京节点", "后台")
    ("台灣", r"(?<![平后舞前柜讲站阳吧灶烛擂电兵看展])(?:台湾|台北|台中|台南)|新北|桃园|高雄|新竹|基隆|嘉义|彰化|花莲"
             r"|屏东|宜兰|苗栗|澎湖|金门"
             r"|(?<![a-z])(?:taiwan|taipei|kaohsiung|taichung|tainan|hsinchu|taoyuan)(?![a-z])"),
    ("香港", r"香港|九龙(?!坡)|新界|港岛|旺角|铜锣湾|尖沙咀|油麻地|深水埗|观塘|荃湾|屯门|元朗|将军澳|沙田"
             r"|(?<![a-z])hong\s?kong(?![a-z])"),
    ("澳門", r"澳门|氹仔|路环|(?<![a-z])maca[uo](?![a-z])"),
)
_MONEY = (
    ("台灣", r"新台币|台币|(?<![a-z])(?:nt\$|ntd|twd)"),
    ("香港", r"港币|港元|(?<![a-z])(?:hk\$|hkd)(?![a-z])"),
    ("澳門", r"澳门币|澳门元|葡币|(?<![a-z])mop\$?(?![a-z])"),
)
_PLACE = _lazy("|".join(f"(?P<p{i}>{rx})" for i, (_, rx) in enumerate(_PLACES)))
_CURRENCY = _lazy("|".join(f"(?P<m{i}>{rx})" for i, (_, rx) in enumerate(_MONEY)))
# the machines' place, not the person's: "租香港的机器", "服务器放在台湾", "servers in Hong Kong", "a Taipei region"
_MACHINES_BEFORE = _lazy(r"(?:租|放在|放到|部署在|部署到|托管在|机房在|机器在|服务器在|节点在|放|摆|摆在)"
                         r"\s?(?:本地)?\s?$"
                         r"|(?<![a-z])(?:servers?|machines?|gpus?|boxes|box|hosted|hosting|region|rent(?:ed|ing)?)"
                         r"\s(?:\w+\s)?(?:in|at)\s(?:the\s)?$")
_MACHINES_AFTER = _lazy(r"\s?(?:本地)?\s?(?:的)?\s?(?:机房|服务器|机器|节点|区域|云|数据中心|主机|算力|gpu)"
                        r"|\s?(?:region|data ?cent(?:er|re)|servers?|machines?|gpus?)(?![a-z])")
# the characters only the traditional script writes (not the Cantonese words folded beside them); Japanese shares many,
# so a text with kana is no such writer's
_CANTONESE = frozenset("唔冇係嘅哋喺咩畀嚟啲睇諗揾搵乜咗緊冧嗰")
_TRADITIONAL_ONLY = frozenset(k for k, v in TRADITIONAL.items() if k != v) - _CANTONESE
_KANA = re.compile(r"[\u3040-\u30ff]")
ABROAD = "境外"  # outside the mainland, the place not said


def _persons(r: _Reader, m: re.Match[str]) -> bool:
    return not (_MACHINES_BEFORE.search(r.t, max(0, m.start() - 16), m.start())
                or _MACHINES_AFTER.match(r.t, m.end()))


def writer_place(r: _Reader) -> str | None:
    """Taiwan, Hong Kong or Macau where the person writes from, by the words above; ABROAD for the traditional script
    beside a place outside the mainland that is none of them; None on the mainland or where nothing says."""
    if any(f.fact == "region" and f.value == "cn" for f in r.found) or r.region == "cn":
        return None
    for m in _CURRENCY.finditer(r.t):
        return next(_MONEY[i][0] for i in range(len(_MONEY)) if m.group(f"m{i}"))
    named = [m for m in _PLACE.finditer(r.t) if _persons(r, m)]
    if named:
        return next(_PLACES[i][0] for i in range(len(_PLACES)) if named[0].group(f"p{i}"))
    abroad = any(f.fact == "region" and f.value == "intl" for f in r.found)
    if abroad and sum(ch in _TRADITIONAL_ONLY for ch in r.orig) >= 2 and not _KANA.search(r.orig):
        return ABROAD
    return None
