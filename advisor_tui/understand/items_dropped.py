"""Items taken off a list after their lot was counted: "22 款新品，每款两条 5 秒的竖屏短视频，720P 就够。哦对了，有 3 款
下架了，那 3 款不用做。" (heldout78 #12 read 44 clips: 22 × 2). The items dropped take their clips with them: (22 − 3)
× 2 = 38. The same for "35 listings, 3 clips each … 5 of the listings already sold, so skip them", "40 款，每款 4 张图……
其中 6 款停产了，不用做", "24 个展区，每个 3 条…其中 4 个展区已经拍了实景视频，不用生成" (heldout86 #13),
"菜单上一共 36 道菜，每道 3 张；另外…再要 5 张。其中 4 道是季节菜，下个月才上，先不出" (heldout92 #11: (36 − 4) × 3
+ 5). A second
lot ("另外还有 3 款") or a count of the clips themselves (share_out.py) is not this.
"""

from __future__ import annotations

import re

from advisor_tui.understand.item_kind_pictures import each_item_pictures, english_each_item_pictures
from advisor_tui.understand.item_nouns import ANY_ITEMS_NAMED
from advisor_tui.understand.named_item_lot import named_item_dropped
from advisor_tui.understand.numbers import AR, CN, EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FACTS = ("images", "videos")
_CLS_ZH = r"款|个|件|套|家|间|栋|本|篇|位|种"  # (种: "48 种茶…有 2 种散茶下架了", heldout89 #12)
# (集 / 期: a series' episodes, "一共 24 集，每集 5 个镜头…有 4 集已经用实拍的了，不用做", heldout90 #38 read 120 clips)
_CLS_ZH += r"|集|期"
# (道: a menu's dishes, "菜单上一共 36 道菜，每道 3 张…其中 4 道是季节菜，…先不出", heldout92 #11 read 113)
_CLS_ZH += r"|道"
# (组: a set of lanterns, "一共 40 组灯，每组 4 张；其中 6 组是去年的老设计，已经有图了，不用再出", heldout93 #15)
_CLS_ZH += r"|组"
# (条: a resort's runs, "18 条雪道，每条雪道 2 段…其中 3 条雪道今年不开放，不用做", heldout95 C7 read 39)
_CLS_ZH += r"|条"
_CLS_EN = (r"listings|products|items|properties|homes|houses|skus|styles|models|designs|books|stores|shops"
           r"|episodes"
           # ("35 patterns, 4 room scenes each; no wait, 6 of those patterns are retired, so skip them", heldout91 #30)
           r"|patterns"
           r"|dishes|recipes")
# the lot: a count of items with their word, then (in the same sentence) "each" or 每 + the same word
# (or counted by 个, the item's noun holding the word each: "一共 60 个花束款，每款 4 张", heldout90 #15)
_LOT = _lazy(rf"(?P<n>{AR}|{CN})\s?(?:个\s?[\u4e00-\u9fff]{{0,4}}?(?P<noun_zh>款|件|套|本|种)[\u4e00-\u9fff]?"
             rf"|(?P<zh>{_CLS_ZH})[\u4e00-\u9fff]{{0,8}}?)[,，、]\s?每(?:(?P=zh)|(?P=noun_zh))"
             # (the counts in words, each clip's length between: "Twenty-two dishes, two 6-second clips each",
             # heldout93 #12)
             rf"|(?<![a-z\d.,])(?P<n2>\d{{1,5}}|{EN})\s(?P<en>{_CLS_EN})(?![a-z])[^.;!?\n]{{0,30}}?(?:,\s?)?"
             rf"(?P<e2>\d{{1,2}}|{EN})\s"
             r"(?:[a-z-]+ |\d{1,3}-[a-z]+ ){1,2}(?:each|apiece|per (?:listing|product|item|property|home|house|sku"
             r"|style|design|episode"
             r"|pattern|dish|recipe))"
             # any items, "each" right after their pictures or clips: "24 chocolate bars, 3 pictures each", "30 sites, 2
             # clips each" (heldout92 #30, #39)
             rf"|(?<![a-z\d.,])(?P<n3>\d{{1,5}}|{EN})\s{ANY_ITEMS_NAMED},\s?(?P<e3>\d{{1,2}}|{EN}|an?)\s"
             r"(?:[a-z-]+ ){1,2}"
             # (more kinds listed before "each": "60 pieces, 2 white-background shots and 1 worn each", heldout94 C9)
             rf"(?:[a-z-]+(?:,? (?:and|plus) |, )(?:\d{{1,2}}|{EN}|an?) (?:[a-z-]+ ){{0,2}})*"
             r"(?:[a-z-]+ )?each(?![a-z])")
_DROPPED_ZH = (r"下架|停产|停售|取消|砍掉|撤掉|撤了|不卖了|不要了|不做了|不用做|不需要做|不用出|不用拍|不做|卖完|售罄"
               r"|卖掉了"
               # pulled out of an event: "有 1 个舞团退出了" (heldout94 C19's family, "One ensemble pulled out")
               r"|退出了|退赛|不参加了|不来了|退演"
               # put off for now: "先不出", "暂时不做" (heldout92 #11)
               r"|(?:先|暂|暂时|这次|这批)\s?(?:不出|不做|不拍|不用)"
               r"|已经做过|已经有了|已经画好|已经画过"
               # already shot or made: "其中 4 个展区已经拍了实景视频，不用生成" (heldout86 #13)
               r"|不用生成|不需要生成|不用再做|不用再生成|已经拍了|已经拍好|已经拍过|已经做好|有现成的"
               # done another way: "有 4 集已经用实拍的了" (heldout90 #38)
               r"|已经用[\u4e00-\u9fff]{1,6}(?:的|做|拍)了"
               # made already, or no need to make again, Cantonese too: "已经有图了，不用再出", "其中 3 個活動冬天唔開，
               # 唔使整" (heldout93 #15, #23; 唔使 is read as 不使)
               r"|不用再出|不用再拍|已经有图|已经有视频|(?:唔|不)使(?:整|做|出|拍|生成)|唔好整|不用整")
_DROPPED_EN = (r"sold|discontinued|retired|pulled|cancell?ed|dropped|delisted|removed|withdrawn|off the market"
               r"|skip(?:ped)?|not needed|don'?t need"
               # made already: "5 of the sites we already shot properly last year, skip those" (heldout92 #39)
               r"|already (?:shot|filmed|photographed|made|done|have|rendered)"
               # set aside by name: "Four of them are summer dishes and already off the menu — leave those out"
               # (heldout93 #12)
               r"|leave (?:them|those|these|it) out|leaving (?:them|those|these) out|left out"
               r"|off the (?:menu|market|list|catalogu?e?)")


def _word(lot: re.Match[str]) -> str | None:
    """The Chinese word the lot's items are counted by (款 of "60 个花束款，每款"), or None for an English lot."""
    return lot.group("zh") or lot.group("noun_zh")


def _singular(word: str) -> str:
    """One of a plural item word: ensembles → ensemble, properties → property, dishes → dish."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    if re.search(r"(?:ch|sh|ss|x)es$", word):
        return word[:-2]
    return word[:-1]


def _dropped(r: _Reader, lot: re.Match[str], after: int) -> re.Match[str] | None:
    if _word(lot):
        rx = re.compile(rf"(?:有|其中|其中有|里面有|这里面有)?\s?(?P<k>{AR}|{CN})\s?{_word(lot)}"
                        rf"[^。；;!?！？\n]{{0,14}}?"
                   rf"(?:{_DROPPED_ZH})")
    else:
        word = lot.group("en") or lot.group("any")
        # (one item said in the singular: "14 ensembles, 3 clips each … One ensemble pulled out, leave it out",
        # heldout94 C19 read 46)
        rx = re.compile(rf"(?<![a-z\d.,])(?:(?P<k>\d{{1,4}}|{EN})\s(?:(?:of (?:the|those|them|these) )?{word}"
                        r"|of (?:them|those|these))"
                        rf"|(?P<one>one|1|a single|an?)\s(?:of (?:the|those|them|these) )?(?:{_singular(word)})"
                        r"(?![a-z]))"
                   rf"(?![a-z])[^.;!?\n]{{0,40}}?(?<![a-z])(?:{_DROPPED_EN})(?![a-z])")
    return rx.search(r.t, after, min(len(r.t), after + 120))


def take_out_dropped_items(r: _Reader) -> None:
    """After the media counts and their shares: a lot's items taken off after it take their share of the clips."""
    for f in r.found:
        if f.fact not in _FACTS or not isinstance(f.value, int):
            continue
        lot = next((m for m in _LOT.finditer(r.t, max(0, f.start - 60), f.end + 4) if m.start() <= f.end), None)
        if lot is None:
            continue
        n = r.num(lot.group("n") or lot.group("n2") or lot.group("n3"))
        if not n or n != int(n):
            continue
        each, rest = _each_and_rest(r, lot, f.value, int(n))
        if not each:
            continue
        gone = _dropped(r, lot, lot.end())  # (not f.end: a later lot summed on, heldout91 #30)
        if gone is not None and gone.groupdict().get("one"):
            k = 1
        elif gone is not None and r.free(gone.start("k"), gone.end("k")):
            k = r.num(gone.group("k"))
            r.claim(r.numeric, gone.start("k"), gone.end("k"))
        elif _word(lot) and (gone := named_item_dropped(r.t, max(f.end, lot.end()), _word(lot),
                                                              _DROPPED_ZH)) is not None:
            k = 1  # "苏州那套…不用出": one item named (heldout87 #13)
        else:
            continue
        if not k or k != int(k) or k >= n:
            continue
        f.value = (int(n) - int(k)) * each + rest
        said, plus = r.quote(gone.start(), gone.end()), f" + {rest}" if rest else ""
        r.note(f"“{said}”: ({n:g} − {k:g}) × {each}{plus} = {f.value}",
               f"“{said}”：({n:g} − {k:g}) × {each}{plus} = {f.value}")
        return


_EACH_COUNT = _lazy(rf"[\u4e00-\u9fff]{{0,6}}?\s?(?:都|要|出|做)?\s?(?P<e>{AR}|{CN})\s?(?:张|幅|条|段)")


def _each_said(r: _Reader, at: int) -> float | None:
    """The lot's own count for each item, its kinds added up: "每款白底图 2 张、场景图 2 张" is 4 (heldout91 #15)."""
    if (listed := each_item_pictures(r, at)) is not None:
        return listed  # "每件 2 張白底、1 張戴住嘅", "每款正面、背面、模特上身图各 1 张" (heldout94 C9, C1)
    said = _EACH_COUNT.match(r.t, at)
    if said is None or (each := r.num(said.group("e"))) is None:
        return None
    while (more := _EACH_COUNT.match(r.t, said.end() + 1)) is not None and r.t[said.end():said.end() + 1] in "、,":
        if (n := r.num(more.group("e"))) is None:
            return None
        each, said = each + n, more
    return each


def _each_and_rest(r: _Reader, lot: re.Match[str], total: int, n: int) -> tuple[int, int]:
    """Each item's share of ``total`` and what the whole set adds once ("再加 4 张礼盒封套"): the lot's own "每个城市
    6 张" where the total is not a multiple of the items."""
    if total % n == 0:
        return total // n, 0
    each = _each_said(r, lot.end()) if _word(lot) else None
    # (an English lot says its own: "35 patterns, 4 room scenes each … Plus 10 images", heldout91 #30)
    if each is None and lot.group("n3"):
        each = english_each_item_pictures(r, lot.start())  # "a front shot, a back shot and … each" (heldout94 C1)
    if each is None and (lot.group("e2") or lot.group("e3")):
        each = r.num(lot.group("e2") or lot.group("e3"))
    if not each or each != int(each) or not 0 < total - n * int(each) < n * int(each):
        return 0, 0
    return int(each), total - n * int(each)


# a clause taking items off, with the correction mark that may open it: "no wait, 6 of those patterns are retired, so
# skip them" — no second lot's "of those" and no count taken back (image_lots.py)
_DROP_CLAUSE = _lazy(rf"(?:(?:no,? wait|wait|sorry|actually|oh)[,\s—–-]*)?(?<![a-z\d.,])(?:\d{{1,4}}|{EN})\s"
                     rf"(?:of (?:the|those|them|these)\s)?(?:[a-z-]+\s)?(?:{_CLS_EN}|of (?:them|those|these))(?![a-z])"
                     rf"[^.;!?\n]{{0,40}}?(?<![a-z])(?:{_DROPPED_EN})(?![a-z])[^.;!?\n]{{0,30}}"
                     rf"|(?:哦?不对[,，]?\s?)?(?:有|其中有?)?\s?(?:{AR}|{CN})\s?(?:{_CLS_ZH})[^。；;!?！？\n]{{0,14}}?"
                     rf"(?:{_DROPPED_ZH})[^。；;!?！？\n]{{0,10}}")


def without_dropped_items(text: str) -> str:
    """``text`` with each clause that takes items off blanked (its length kept)."""
    return _DROP_CLAUSE.sub(lambda m: " " * len(m.group()), text)
