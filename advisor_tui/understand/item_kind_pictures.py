"""Each item's pictures listed kind by kind, in the two ways media.py's lists do not take: the count before each kind,
"一共 60 件手鐲同吊墜，每件 2 張白底、1 張戴住嘅" (heldout94 C9: 60 × (2 + 1)), and the kinds listed straight after
the item's word with one count for each, "一共 45 款，每款正面、背面、模特上身图各 1 张" (heldout94 C1: 45 × 3 × 1).
Both read as nothing before — the job lost its size, so a budget with no period was taken as a month's.

The items are counted before the 每 by the same word, no other number between ("一共 45 款…，每款…"). Not a list
with no count of items ("每件 2 张白底、1 张场景" alone), nor one kind only ("每款 2 张白底图", media.py's), nor kinds
after a verb ("每个要白底图和场景图各 2 张", media.py's), nor counts of something else ("每件 2 条视频").
``each_item_pictures`` gives the sum to items_dropped.py, so items taken off later take their pictures with them.
Read before media.py's lists.
"""

from __future__ import annotations

import re

from advisor_tui.understand.item_nouns import ANY_ITEMS
from advisor_tui.understand.media import _EACH_WORD, _PIECE, _SMALL, _SMALL_WORDS, _apart, _items_counted_back
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_COUNT = rf"(?P<n>{AR}|{CN})\s?(?:张|幅)"
_KIND = r"[\u4e00-\u9fffa-z]{1,8}?"
_JOIN = r"\s?(?:,|\+|加|和|外加)\s?"
# the count before each kind: "2 张白底,1 张戴住的" (、 is "," by now)
_COUNTS_FIRST = _lazy(rf"(?:{AR}|{CN})\s?(?:张|幅)\s?{_KIND}(?:{_JOIN}(?:{AR}|{CN})\s?(?:张|幅)\s?{_KIND}){{1,3}}"
                      r"(?=\s?(?:[;.,!?()\n]|$))"
                      # (one more for each after it is media.py's: "每款一张正面、一张内景，再加一张特写", heldout62)
                      r"(?!\s?,\s?(?:再|外加|加|还要再|还加))")
# kinds listed, one count for each: "正面,背面,模特上身图各 1 张" — no verb first ("每个要…各 2 张" is media.py's)
_KINDS_EACH = _lazy(rf"(?!要|出|做|配|拍|生成)(?P<kinds>{_KIND}(?:(?:,|和|与|跟|及){_KIND}){{1,4}})\s?各\s?"
                    rf"(?P<m>{AR}|{CN})\s?(?:张|幅)")
# in English, "each" after the list: "60 pieces, 2 white-background shots and 1 worn each"
_EN_PART = rf"(?:{_SMALL})(?:\s(?!each|apiece)[a-z-]+){{1,3}}?"
_EN_LIST = _lazy(rf"(?<![a-z0-9.,-])(?P<n>{AR})\s(?P<items>{ANY_ITEMS}),\s"
                 rf"(?P<list>{_EN_PART}(?:(?:,\s|\s(?:and|plus|\+)\s){_EN_PART}){{1,3}})\s(?:each|apiece)(?![a-z])")
_EN_COUNT = _lazy(rf"(?<![a-z-])(?:{_SMALL})(?=\s)")
_EN_PICTURE = _lazy(rf"(?<![a-z]){_PIECE}(?![a-z])")
_EACH_AT = _lazy(r"\s?[:：]?\s?")
_COUNT_RX = re.compile(_COUNT)


def _listed_at(r: _Reader, at: int) -> tuple[float, str, int] | None:
    """The pictures one item gets, listed from ``at``: (their number, how it adds up, where the list ends)."""
    at = _EACH_AT.match(r.t, at).end()
    if (m := _COUNTS_FIRST.match(r.t, at)) is not None:
        counts = [_n(r, c.group("n"), None) for c in _COUNT_RX.finditer(r.t, m.start(), m.end())]
        if len(counts) < 2 or not all(counts):
            return None
        return sum(counts), " + ".join(f"{c:g}" for c in counts), m.end()
    if (m := _KINDS_EACH.match(r.t, at)) is not None:
        kinds = 1 + len(re.findall(r",|和|与|跟|及", m.group("kinds")))
        each = _n(r, m.group("m"), None)
        if not each:
            return None
        return kinds * each, f"{kinds} × {each:g}", m.end()
    return None


def each_item_pictures(r: _Reader, at: int) -> float | None:
    """The pictures one item gets in a list of kinds starting at ``at`` (right after 每款 / 每件), or None."""
    listed = _listed_at(r, at)
    return listed[0] if listed is not None else None


def _english_counts(r: _Reader, m: re.Match[str]) -> list[float] | None:
    """Each kind's count in an English list of one item's pictures, or None where it is no such list."""
    if not _EN_PICTURE.search(r.t, m.start("list"), m.end("list")):
        return None
    counts = [_SMALL_WORDS.get(c.group()) or _n(r, c.group(), None)
              for c in _EN_COUNT.finditer(r.t, m.start("list"), m.end("list"))]
    return counts if len(counts) >= 2 and all(counts) else None


def english_each_item_pictures(r: _Reader, at: int) -> float | None:
    """The pictures one item gets in an English lot starting at ``at`` ("45 styles, a front shot, … each"), or None."""
    m = _EN_LIST.match(r.t, at)
    counts = _english_counts(r, m) if m is not None else None
    return sum(counts) if counts else None


def _read_english(r: _Reader) -> bool:
    for m in _EN_LIST.finditer(r.t):
        counts = _english_counts(r, m)
        items = _n(r, m.group("n"), None)
        if counts is None or not items or items < 2 or not r.free(m.start(), m.end()):
            continue
        total = int(round(items * sum(counts)))
        shown = " + ".join(f"{c:g}" for c in counts)
        r.add(m.start(), m.end(), "images", total)
        r.claim(r.numeric, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: {items:,g} × ({shown}) = {total:,} images",
               f"“{r.quote(m.start(), m.end())}”：{items:,g} × ({shown}) = {total:,} 张图")
        return True
    return False


def read_item_kind_pictures(r: _Reader) -> None:
    """Before media.py's lists: items × the pictures each one gets, listed kind by kind."""
    if any(f.fact == "images" for f in r.found) or _read_english(r):
        return
    for each in _EACH_WORD.finditer(r.t):
        noun = re.compile(r"[\u4e00-\u9fff]{0,4}?").match(r.t, each.end()).end()
        listed = next((x for x in (_listed_at(r, each.end()), _listed_at(r, noun)) if x is not None), None)
        if listed is None or not r.free(each.start(), listed[2]):
            continue
        counted = _items_counted_back(r, each)
        if counted is None:
            continue
        items, back = counted
        per_item, shown, end = listed
        total, said = int(round(items * per_item)), f"{items:,g} × ({shown})"
        r.claim(r.numeric, back.start(), end)
        if (apart := _apart(r, end)) is not None:
            # a set of their own besides: "…，另外要 5 张海报"
            total, said, end = total + int(apart[0]), f"{said} + {apart[0]:,g}", apart[1]
        r.add(back.start(), end, "images", total)
        r.note(f"“{r.quote(back.start(), end)}”: {said} = {total:,} images",
               f"“{r.quote(back.start(), end)}”：{said} = {total:,} 张图")
        return
