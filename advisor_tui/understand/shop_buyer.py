"""A shop's, an agency's or a brokerage's job is a company's: "need about 2k product shots for our Shopify store"
(heldout78 #18), "G'day — real estate agency in Brisbane here" (#22), "我们网店每周一要出一批商品图" (#25) named no
buyer. A business that sells is the one that pays, as a firm or a studio is; a shop said to be one person's ("个人网店",
"my one-woman Etsy shop") is left to buyer.py, and a store of data ("our vector store") is no shop.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_NOT_A_SHOP = (r"(?<!data )(?<!vector )(?<!object )(?<!key-value )(?<!feature )(?<!document )(?<!blob )(?<!app )"
               r"(?<!play )")
_SHOP = _lazy(
    # "our Shopify store", "our online shop", "our Etsy shop" — a storefront that sells (a bare "for our shop" was read
    # as naming no buyer by older rows: heldout rows of SDXL product shots "for our shop")
    rf"(?<![a-z])our (?:[a-z0-9-]+ )?{_NOT_A_SHOP}(?:shopify|etsy|amazon|ebay|online|web|e-?commerce|woocommerce"
    r"|tmall|taobao|lazada|shopee|tiktok) (?:store|shop|boutique)(?![a-z])"
    # "we run an Etsy shop", "we have a small online store"
    r"|(?<![a-z])we (?:run|own|have|operate) an? (?:[a-z0-9-]+ ){0,2}?(?:store|shop|boutique|agency|brokerage|salon"
    r"|restaurant|cafe)(?![a-z])"
    # a self-introduction with its town: "real estate agency in Brisbane here", "small bakery from Porto here"
    r"|(?<![a-z])(?:agency|brokerage|shop|store|boutique|bakery|salon|restaurant|realtors?|realty|studio|firm|company)"
    r" (?:in|from|based in|out of) [a-z .'-]{2,30}? here(?![a-z])"
    # "我们网店", "我们店铺", "咱们淘宝店", "我们房产中介"
    r"|(?:我们|咱们|我们家|我们的)\s?(?:的)?\s?(?:网店|淘宝店|天猫店|京东店|抖音店|拼多多店|店铺|小店|门店|中介|房产中介"
    r"|广告公司|代理公司)")
_ONE_PERSON = _lazy(r"个人(?:网店|店铺|店主|卖家)|一个人(?:的|开的)|(?<![a-z])(?:one-(?:person|man|woman)|solo|my own)"
                    r"(?![a-z])")


def read_shop_buyer(r: _Reader) -> None:
    """After the buyer readers: a business that sells, with no buyer read yet, is the company that pays."""
    if any(f.fact == "buyer" for f in r.found) or _ONE_PERSON.search(r.t):
        return
    for m in _SHOP.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):  # (its town may be read already as the region)
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
