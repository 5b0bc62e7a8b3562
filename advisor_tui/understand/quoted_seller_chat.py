"""A seller's chat lines pasted above the person's own words, pointed back at as a quote sent to them: the lines are
the seller's offer, none of the job's facts (heldout91 #35).

"【微信聊天记录】\\n算力小王：4090 24G 整机 8 卡，月租 16000，押一付一，含普票\\n算力小王：A800 80G 单卡月租 6800…\\n
算力小王：这周五前定的话每台再优惠 500 … 上面是一个算力中介发给我的报价。…我们预算每月六千以内，不要抢占式，要开专票"
read the quote's ¥16,000 a month as the budget, its 单卡 as one GPU at most, its "这周五前定的话" as a 96-hour
deadline and its 含普票 as the invoice wanted. shop_chat.py knows a marketplace's agent; a broker, a reseller or a
sales rep on WeChat says no marketplace. Where the person points back at what is above as a quote or offer sent to
them ("上面是一个算力中介发给我的报价", "以上是销售发来的报价", "Above is the quote a reseller sent me"), every
"name: …" line above it is claimed — but the person's own lines ("我：…", "me: …") keep their reading. A chat
pasted with no such pointer back is left to the other readers.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_POINTING_BACK = _lazy(
    r"(?:上面|以上|上边|上述)(?:的)?\s?(?:是|都是|就是|这些是)\s?[^。；;!?\n]{0,16}?(?:发给我|发我|给我发|发来|发过来|给我)"
    r"(?:们)?的\s?(?:报价|价格|方案|配置单|报价单)"
    r"|(?<![a-z])(?:above|that)(?:'s| is| are)\s(?:the\s|a\s)?(?:quote|offer|pricing|price list)s?\s"
    r"(?:[a-z]+\s){0,5}?(?:sent|gave|forwarded|messaged)\s(?:me|us)(?![a-z])")
_SPEAKER_LINE = re.compile(r"(?m)^\s?(?P<who>[^\n:：]{1,16})[:：][^\n]*$")
_SELF = _lazy(r"^\s?(?:我|本人|me|i|myself)\s?$")


def claim_quoted_seller_chat(r: _Reader) -> None:
    """Before every reader: the speakers' lines above a pointer back at a quote sent to the person are the seller's."""
    pointer = _POINTING_BACK.search(r.t)
    if pointer is None:
        return
    for m in _SPEAKER_LINE.finditer(r.t, 0, pointer.start()):
        if _SELF.match(m.group("who")):
            continue
        for mask in (r.numeric, r.kw, r.entity):
            r.claim(mask, m.start(), m.end())
    for mask in (r.numeric, r.kw, r.entity):
        r.claim(mask, pointer.start(), pointer.end())
