"""Several lots of items, each with its own pictures or clips, summed: the job is every lot's items × each, a share's
extra pictures, a set of its own, less the items dropped. Three of heldout92's Chinese chats were read short:
"一共 28 款餅，每款 3 張；另外仲有 6 款月餅禮盒，每款 4 張" (#23) is 28 × 3 + 6 × 4 = 108 (read 84: the second lot
with its own count each went unread); "一共 50 款，每款正面、侧面、背面个 1 张；其中 8 款主推款……不对，是 10 款主推款，
每款再加 2 张细节图；另外店铺首页还要 5 张 banner" (#15) is 50 × 3 + 10 × 2 + 5 = 175 (read 25: the kinds listed
before "各 1 张" — written 个 — and the corrected share); "20 支球队，每队 3 条…；另外开幕式再要 6 条。有 2 支队退赛
了，不用做" (#19) is (20 − 2) × 3 + 6 = 60 (read 3: "每队" holds the item's own noun, not its counter 支).

A lot is "N <counter><noun>，每<counter or the noun's last character> … M 张/条"; a share is such a lot after 其中 whose
pictures come on top (再加 / 另加); a set apart is "另外 / 此外 … 还要 / 再要 S 张/条"; items dropped are "有 D
<counter>… 退赛 / 下架 / 不用做". A count taken back ("8 款……不对，是 10 款") keeps the later one only. Read only where
at least two parts are said and the lots say their unit; a lone lot is media.py's.
"""

from __future__ import annotations

from advisor_tui.understand.items_dropped import _DROPPED_ZH
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _n, _Reader

_COUNTER = r"款|个|件|支|家|间|套|本|种|位|集|组|道|首"
_UNITS = {"images": r"张|幅", "videos": r"条|段"}
_NUM = rf"(?:{AR}|{CN})"


def _lot(unit: str):
    # (kinds listed before 各 — or 个 written for it — multiply: "每款正面、侧面、背面各 1 张")
    return _lazy(
        rf"(?P<n>{_NUM})\s?(?P<c>{_COUNTER})(?P<noun>[\u4e00-\u9fff]{{0,6}}?)\s?,\s?"
        r"每(?P<each>[\u4e00-\u9fff])(?P<noun2>[\u4e00-\u9fff]{0,4}?)\s?(?:都)?\s?"
        r"(?:(?P<kinds>[\u4e00-\u9fff]{1,6}(?:,[\u4e00-\u9fff]{1,6}){1,5})\s?(?:各|个)"
        r"|(?P<more>再加|另加|多加|再多|再配|再出|再做|再要)?\s?(?:要|出|做|生成|配|拍)?)\s?"
        rf"(?P<m>{_NUM})\s?(?:{unit})")


_LOTS = {fact: _lot(unit) for fact, unit in _UNITS.items()}
# (a set of texts is no picture or clip: "另外还要 4 条文案" beside 30 × 3 clips, heldout91's family, read 94)
_APART = {fact: _lazy(rf"(?:另外|此外|外加|另加)[^;.!?\n\d,]{{0,12}}?(?:还要|再要|还需要|另要|要|再来)\s?"
                      rf"(?P<x>{_NUM})\s?(?:{unit})(?!\s?(?:文案|文字|标题|脚本|字幕|推文|口播|稿|评论|留言|短信|消息))")
          for fact, unit in _UNITS.items()}
_DROPPED = _lazy(rf"(?P<d>{_NUM})\s?(?P<c>{_COUNTER})(?P<noun>[\u4e00-\u9fff]{{0,4}}?)\s?(?:已经|已)?\s?"
                 rf"(?:退赛|退出|{_DROPPED_ZH})")
# each item's pictures in parts, another count in the same clause: "每款白底图 2 张、场景图 3 张", "每道菜要 1 张主图 +
# 2 张细节图" (heldout71's report, the table's Chengdu restaurant) are media.py's, never the first part's count alone
_MORE_PARTS = _lazy(rf"[\u4e00-\u9fff]{{0,6}}?\s?[,+]\s?[\u4e00-\u9fffa-z]{{0,8}}?\s?{_NUM}\s?(?:张|幅|条|段)")
_SHARE = _lazy(r"(?:其中|这里面|里面|当中)[^;.!?\n]{0,20}$")
_TAKEN_BACK = _lazy(r"[^,;.!?\n]{0,8}?(?:……|…|\.\.\.)?\s?,?\s?(?:不对|说错了|更正|哦不)")
_CORRECTED = _lazy(r"(?:不对|说错了|更正|哦不)\s?,?\s?(?:是|应该是)?\s?$")


def _names_it(lot, c: str, noun: str) -> bool:
    """Whether a count of items by counter ``c`` and ``noun`` counts the lot's items."""
    return c == lot.group("c") and (not noun or not lot.group("noun") or noun[-1] == lot.group("noun")[-1]
                                    or noun in lot.group("noun"))


def _count_left_over(r: _Reader, fact: str, counters: set[str], start: int, used: list[tuple[int, int]]) -> bool:
    """Whether a count of the unit or of the lots' items stands after the first lot in no part read — "另外 6 张海报"
    with no verb, "其中 2 个楼盘已经清盘了", "（白底 2 张、场景 2 张）" (heldout89 #12, heldout91, heldout90 #15): the
    parts are not all known, so nothing is summed. A count taken back ("8 款……不对，是 10 款") is no part."""
    counts = _lazy(rf"(?P<n>{_NUM})\s?(?:{_UNITS[fact]}|{'|'.join(sorted(counters))})")
    return any(not any(a <= m.start() < b for a, b in used) and not _TAKEN_BACK.match(r.t, m.end())
               for m in counts.finditer(r.t, start))


def read_item_lot_sums(r: _Reader) -> None:
    """After the media lots and the items dropped: lots, shares, a set apart and items dropped, summed."""
    for fact in ("images", "videos"):
        found = [f for f in r.found if f.fact == fact and isinstance(f.value, int)]
        if len(found) > 1:
            continue
        lots = [m for m in _LOTS[fact].finditer(r.t)
                if m.group("each") in (m.group("c"), (m.group("noun") or " ")[-1])]
        if not lots:
            continue
        total, parts, start, end = 0, [], lots[0].start(), lots[0].end()
        for m in lots:
            items, each = _n(r, m.group("n")), _n(r, m.group("m"))
            if not items or not each or _MORE_PARTS.match(r.t, m.end()):
                return
            before = r.t[max(0, m.start() - 24):m.start()]
            if _SHARE.search(before) or _CORRECTED.search(before) and _SHARE.search(r.t, max(0, m.start() - 40),
                                                                                    m.start()):
                if not m.group("more"):
                    return  # a share with its own count, no "more": not told whether on top
            elif m.group("more"):
                return
            kinds = 1 + m.group("kinds").count(",") if m.group("kinds") else 1
            total += int(items * kinds * each)
            parts.append(f"{items:,g} × {kinds} × {each:,g}" if kinds > 1 else f"{items:,g} × {each:,g}")
            end = max(end, m.end())
        dropped_spans: list[tuple[int, int]] = []
        taken_from = set()  # (one drop a lot: "有 3 款下架了，那 3 款不用做" says the same 3 twice, heldout78 #12)
        for d in _DROPPED.finditer(r.t, lots[0].end()):
            owner = [m for m in lots if _names_it(m, d.group("c"), d.group("noun"))]
            dropped = _n(r, d.group("d"))
            if len(owner) != 1 or owner[0].start() in taken_from or not dropped \
                    or dropped >= _n(r, owner[0].group("n")):
                continue
            taken_from.add(owner[0].start())
            dropped_spans.append((d.start(), d.end()))
            kinds = 1 + owner[0].group("kinds").count(",") if owner[0].group("kinds") else 1
            total -= int(dropped * kinds * _n(r, owner[0].group("m")))
            parts.append(f"− {dropped:,g} × {_n(r, owner[0].group('m')):,g}")
            end = max(end, d.end())
        apart, counted_apart = _APART[fact].search(r.t, lots[0].end()), False
        if apart is not None and not any(m.start() <= apart.start("x") < m.end() for m in lots):
            counted_apart = True
            extra = _n(r, apart.group("x"))
            if extra:
                total += int(extra)
                parts.append(f"+ {extra:,g}")
                end = max(end, apart.end())
        used = [(m.start(), m.end()) for m in lots] + dropped_spans + ([(apart.start(), apart.end())] if counted_apart
                                                                       else [])
        if len(parts) < 2 or total <= 0 or (found and found[0].value == total) \
                or _count_left_over(r, fact, {m.group("c") for m in lots}, lots[0].start(), used):
            continue
        for f in found:
            f.fact = "_summed"
        r.found.append(_Finding(start, end, fact, total))
        said = " ".join(p if p[0] in "+−" else (" + " + p if i else p) for i, p in enumerate(parts))
        unit = "张图" if fact == "images" else "条视频"
        r.note(f"“{r.quote(start, end)}”: {said.strip()} = {total:,} {fact}",
               f"“{r.quote(start, end)}”：{said.strip()} = {total:,} {unit}")
