"""Each item's pictures told in brackets, and a set of their own said after: "全市 28 家门店，每家 3 张
（门头海报、橱窗贴、桌卡各一张）；另外总部公众号再要 12 张头图" is 28 × 3 + 12 = 96 images (heldout75 #26
read only the 12: the bracket after "每家 3 张" hid the bare count, and the 12 then stood alone). The same
with no bracket ("30 款茶，每款 4 张；另外首页再要 6 张横幅"), with 此外 / 外加 / 另加 for 另外, and with
个 / 款 / 件 / 本 / 套 for 家. A second count with no "另外" before it (a correction, a choice, a rate) is
left to the other readers; so is an item count said after the pictures."""

from __future__ import annotations

from advisor_tui.understand.media import _PICTURE_WORK
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

# "28 家门店，每家 3 张（…）": the items, then each one's bare count, a bracket describing them allowed
# (or counted by 个, the item's noun holding the word each: "一共 60 个花束款，每款 4 张（白底 2 张、场景 2 张）",
# heldout90 #15 — "60 个花束，每款" is not)
_ITEMS_EACH = _lazy(rf"(?<![\d.])(?P<n>{AR}|{CN})\s?(?:个\s?[\u4e00-\u9fff]{{0,4}}?(?P<c2>款|件|本|套)[\u4e00-\u9fff]?"
                    r"|(?P<c>个|款|件|家|本|套)[\u4e00-\u9fffa-z]{0,8}?)\s?[,，:：]\s?"
                    r"每(?:(?P=c)|(?P=c2))[\u4e00-\u9fff]{0,4}?\s?(?:都)?\s?(?:要|出|做|生成|画|配)?\s?"
                    rf"(?P<m>{AR}|{CN})\s?张(?:\s?\([^()\n]{{0,40}}\))?(?=\s?(?:[,，。；;.…\n]|$))")
# what joins a set of their own on, between the items' count and the set's: "；另外总部公众号再要 "
_APART_LEAD = _lazy(r"^\s?[,，。；;.]\s?[\u4e00-\u9fff]{0,8}?(?:另外|此外|除此之外|外加|另加)[^。!?\n\d]{0,14}$")
# ... or a share of the same items given more on top: "85 款灯出场景图：每款 4 张；其中 15 款是主推款，每款再加 2
# 张夜景图" (heldout83 #32 read only the 30: the share's extra pictures join the lot's)
_SHARE_LEAD = _lazy(r"^\s?[,，。；;.]\s?(?:其中|这里面|里面|当中)\s?(?:有)?\s?$")
_MORE = _lazy(r"再加|另加|多加|加\s?\d|再\s?(?:出|做|配|要|来)|多\s?(?:出|做|配|要|来)")


def add_each_item_lots(r: _Reader) -> None:
    """After the picture counts: items × each item's bare count, with a set of their own joined on after."""
    if not _PICTURE_WORK.search(r.t):
        return
    images = [f for f in r.found if f.fact == "images" and isinstance(f.value, int)]
    for m in _ITEMS_EACH.finditer(r.t):
        if any(f.start < m.end() and m.start() < f.end for f in images) or not r.free(m.start(), m.end()):
            continue
        items, each = _n(r, m.group("n"), None), _n(r, m.group("m"), None)
        if not items or items < 2 or not each:
            continue
        total, end, said = int(round(items * each)), m.end(), f"{items:,g} × {each:,g}"
        later = [f for f in images if f.start >= m.end()]
        if len(images) > 1 or (images and not later):
            return  # other counts before, or more than one after: not this family
        if later:
            apart = later[0]
            if not (_APART_LEAD.search(r.t[m.end():apart.start]) or _SHARE_LEAD.search(r.t[m.end():apart.start])
                    and _MORE.search(r.t, apart.start, apart.end)):
                return
            total, end, said = total + apart.value, apart.end, f"{said} + {apart.value:,g}"
            apart.fact = "_summed"
        r.add(m.start(), end, "images", total)
        r.note(f"“{r.quote(m.start(), end)}”: {said} = {total:,} images",
               f"“{r.quote(m.start(), end)}”：{said} = {total:,} 张图")
        return
