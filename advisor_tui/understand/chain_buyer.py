"""A chain and its stores counted is the company that pays: a Markdown PRD's "**背景**：连锁健身品牌「燃擎健身」，全国
46 家门店" (heldout87 #40, a gym chain's members-only agent) named no buyer — a business said by its kind needs "我们
是…" (business_kind.py), and a brand's background line says none. A chain brand ("连锁健身品牌", "连锁餐饮集团") or the
stores it counts ("全国 46 家门店", "旗下 12 家分店", "we have 46 stores", "we run 12 locations") is a firm's. Not a
brand someone is a customer of ("连锁健身品牌的会员卡"), a place someone works or goes to ("我在一家连锁店打工"), nor
another firm's stores ("竞品在全国有 200 家门店", "our client has 40 stores").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_CHAIN_BRAND = _lazy(r"(?:连锁|連鎖)[\u4e00-\u9fff]{0,6}?(?:品牌|集团|集團|企业|企業|机构|機構)"
                     r"(?!\s?的\s?(?:会员|會員|顾客|顧客|客户|客戶|用户|用戶|粉丝|卡))")
_STORES = _lazy(r"(?:全国|全國|旗下|我们|我們|公司|品牌|集团|集團|共有|一共有|现有|現有|目前有)[^,.;!?\n]{0,6}?"
                r"(?<![\d.])\d{1,5}\s?(?:多|来|來)?\s?家\s?(?:门店|門店|分店|店铺|店鋪|店面|直营店|直營店|加盟店"
                r"|连锁店|連鎖店|分院|校区|校區|分校|店)"
                r"|(?<![a-z])(?:we (?:have|run|operate|own)|we've got)\s(?:about |around |over |some )?\d{1,5}\s"
                r"(?:stores|locations|branches|outlets|shops|gyms|clinics|restaurants|salons|cafes)(?![a-z])")
# someone else's brand or stores, or a place the person works at or goes to
_NOT_OURS_BEFORE = _lazy(r"(?:竞品|競品|对手|對手|同行|别人|別人|他们|他們|客户|客戶|甲方|我在|我去|在一家|办了|辦了"
                         r"|(?<![a-z])(?:client|customer|competitor|rival|they|their)s?(?![a-z]))[^.;!?\n]{0,16}$")


def read_chain_buyer(r: _Reader) -> None:
    """After the buyer readers: a chain brand or its counted stores, with no buyer read yet, is a company."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for rx in (_CHAIN_BRAND, _STORES):
        for m in rx.finditer(r.t):
            if _NOT_OURS_BEFORE.search(r.t, max(0, m.start() - 24), m.start()):
                continue
            if r._free(r.entity, m.start(), m.end()):
                r.add(m.start(), m.end(), "buyer", "company", mask="kw")
                return
