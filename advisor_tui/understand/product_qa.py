"""A shop's product Q&A pasted whole (京东 / 淘宝「问大家」, Amazon's "Customer questions & answers"): "商品：某品牌 AI
工作站 单卡 RTX 5090 32G 台式主机 / 问：想在家里本地跑 gpt-oss-120b … / 答（购买过此商品的用户）：120b 悬，20b 还行 /
答：问客服吧" (heldout76 #27: the listing's 单卡 was read as a one-card limit and the other buyer's "问客服吧" as a
support bot). Only the question is the person's: the listing names the product asked about, no limit of theirs, and
each answer is another buyer's experience. Both are claimed whole, and only where the page has the person's own
question line beside an answer line, on a page that is a shop's (a listing line, 问大家, "购买过此商品", "verified
buyer", "customer questions"): in an interview's transcript "问：… 答：…" the answers are the person's own."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_LEAD = r"(?m)^[ \t>*-]*"
# "问：", "问（来自京东用户）：", "Q:", "Question:"
_QUESTION_LINE = _lazy(rf"{_LEAD}(?:问|提问|q|question)\s?(?:[（(][^)）\n]{{0,20}}[)）])?\s?[:：]")
# "答（购买过此商品的用户）：…", "答：…", "A (verified buyer): …", "Answer: …" — to the line's end
_ANSWER_LINE = _lazy(rf"{_LEAD}(?:答|回答|网友回答|买家回答|a|answer)\s?(?:[（(][^)）\n]{{0,24}}[)）])?\s?[:：][^\n]*")
# "商品：…", "Product: …", "Item: …": the listing the question is asked under
_LISTING_LINE = _lazy(rf"{_LEAD}(?:商品|商品名称|宝贝|产品|product|item|listing)\s?[:：][^\n]*")
_SHOP_PAGE = _lazy(r"问大家|购买过|已购买|已购|买家|商品页|宝贝详情|verified (?:buyer|purchase)|customer questions"
                   r"|bought (?:this|it)")


def claim_product_answers(r: _Reader) -> None:
    """Before every reader: other buyers' answers, and the listing, on a product Q&A page are claimed whole."""
    if not _QUESTION_LINE.search(r.t) or not _ANSWER_LINE.search(r.t) \
            or not (_SHOP_PAGE.search(r.t) or _LISTING_LINE.search(r.t)):
        return
    for rx in (_ANSWER_LINE, _LISTING_LINE):
        for m in rx.finditer(r.t):
            for mask in (r.numeric, r.kw, r.entity):
                r.claim(mask, m.start(), m.end())
