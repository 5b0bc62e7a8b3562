"""A shop's listing or chat pasted above the person's own words: the shop's lines are the seller's (heldout89 #35).

"【淘宝 · 旺旺聊天】 店铺：极算深度学习工作站旗舰店 【商品】AI 深度学习工作站 RTX 4090 48G
魔改版 ×2 … 【价格】¥58,800（含税） 客服小雅：亲，这台跑 70B 完全没问题的哦～ …
上面是淘宝客服发来的。我是做独立游戏的…钱自己出，最多五万。" — the shop's price was read as
the person's budget and its 客服 as a public support service to build. The shop's name, product, price and its
agent's line, and "上面是…客服发来的", say what is sold, never the job: all claimed before every reader.
Read only where the text says it is a shop's (a marketplace or 旺旺 title, a 店铺/商品/价格 field, or "客服发来的"),
so a person's own "我们客服…" or "价格：" in a plan of their own keeps its reading.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_MARKET = (r"(?:淘宝|天猫|京东|拼多多|闲鱼|咸鱼|1688|旺旺|得物|抖音小店"
           r"|(?<![a-z])(?:taobao|tmall|jd|pinduoduo|xianyu)(?![a-z]))")
# what says the text holds a shop's words: a marketplace's chat title, a shop field, "the shop's agent sent this"
_SHOP_SIGN = _lazy(rf"[【\[]\s?{_MARKET}[^】\]\n]{{0,12}}(?:聊天|会话|对话|客服|截图)[^】\]\n]{{0,6}}[】\]]"
                   r"|^\s?(?:店铺|商家|店名)\s?[:：]"
                   rf"|(?:{_MARKET}|店家|商家|卖家|店铺)?\s?客服\s?(?:发来|发过来|发给我|回复|回)的", re.M)
# the shop's own lines: its title, name, product and price fields, its agent speaking
_SHOP_LINE = _lazy(rf"^\s?[【\[]\s?{_MARKET}[^】\]\n]{{0,16}}[】\]][^\n]*$"
                   r"|^\s?(?:店铺|商家|店名)\s?[:：][^\n]*$"
                   r"|^\s?[【\[]\s?(?:商品|宝贝|价格|售价|配置|优惠|活动|赠品)\s?[】\]][^\n]*$"
                   r"|^\s?(?:客服|店小二|掌柜)[\u4e00-\u9fffa-z0-9]{0,6}\s?[:：][^\n]*$", re.M)
# the person pointing back at it: "上面是淘宝客服发来的"
_POINTING_BACK = _lazy(rf"(?:上面|以上|这)(?:是|都是)?\s?(?:{_MARKET}|店家|商家|卖家)?\s?客服\s?"
                       r"(?:发来|发过来|发给我|回复|回)的")


def claim_shop_chat(r: _Reader) -> None:
    """Before every reader: a pasted shop listing's or chat's lines are the seller's, none of the person's facts."""
    if _SHOP_SIGN.search(r.t) is None:
        return
    for m in [*_SHOP_LINE.finditer(r.t), *_POINTING_BACK.finditer(r.t)]:
        for mask in (r.numeric, r.kw, r.entity):
            r.claim(mask, m.start(), m.end())
