"""A shop said as "we", with no kind before 店: ``buyer: company`` (shop_buyer.py's family, its bare form).

"我们店双十二（12 月 12 号）当天流量最大，客服机器人要扛得住" (heldout83 #16) named no buyer: shop_buyer.py
knew "我们网店", "我们店铺", "我们小店", not the shop itself — "我们店", "我們店", "本店", "咱家店", "我家店",
"我们这家店", nor a restaurant, an inn or a pharmacy said the same way ("我们餐厅", "我们民宿", "我们药房",
"本酒店"). A shop pays as a firm does. A person's own ("我一个人开的店", "个人店") is left to buyer.py; "店里" and
"店铺" are read there already; a buyer already read wins.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SHOP = _lazy(
    r"(?:我们|我們|咱们|咱們|咱家|我家|本)\s?(?:这家|這家|这个|這個|家)?\s?"
    r"(?:店|餐厅|餐廳|饭店|飯店|饭馆|飯館|酒店|民宿|超市|便利店|药房|藥房|药店|藥店|茶餐厅|茶餐廳|酒楼|酒樓)"
    r"(?!里|裡|铺|鋪|主|家|员|員|长|長|名)")
_ONE_PERSON = _lazy(r"个人店|個人店|一个人(?:的|开的)|一個人(?:的|開的)|自己一个人|夫妻店")


def read_our_shop(r: _Reader) -> None:
    """After the buyer readers: the shop the person speaks for, with no buyer read yet, is the company that pays."""
    if any(f.fact == "buyer" for f in r.found) or _ONE_PERSON.search(r.t):
        return
    for m in _SHOP.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
