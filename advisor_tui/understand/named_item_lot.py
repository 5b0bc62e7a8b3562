"""One item of a lot named by itself, and the pieces that belong to the whole set rather than to each item:
"一共 12 个城市，每个城市 6 张明信片图，再加 4 张礼盒封套。哦对，苏州那套上个月已经画好了，不用出" (heldout87 #13) read
120 images (12 × (6 + 4)) and region cn from 苏州. The gift-box sleeves are one set for the whole series, so they are
added once; "苏州那套" is one city's lot, named, taken off ((12 − 1) × 6 + 4 = 70); and a place that names an item
("苏州那套", "成都那组") is no place the machines go.

- A set-level piece added after each item's pictures: "再加 4 张礼盒封套", "再加 3 张首页横幅", "再加 2 张目录页" — two
  or more of a kind that wraps or fronts the whole set. "再加 1 张俯视图" (one more of each) stays each item's.
- One item taken off by name: "苏州那套已经画好了，不用出", "北京那组不做了", "杭州那款停产了" — one of the lot's items.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy

# what wraps or fronts a whole series, never one item's picture
_SET_LEVEL = _lazy(r"[\u4e00-\u9fff]{0,4}?(?:礼盒|封套|外盒|包装盒|外包装|横幅|banner|首页|目录页?|总封面|合集封面)")
# a place followed by the words that make it an item of the lot: "苏州那套", "成都的那组"
PLACE_AS_ITEM_AFTER = _lazy(r"(?:的)?\s?(?:那|这)\s?(?:一)?\s?(?:套|组|张|批|份|版)"
                            r"(?!\s?(?:机器|服务器|设备|系统|机房|卡|环境))")


def set_level_extra(text: str, end: int, extra: float) -> bool:
    """Whether the pictures "再加 N 张" ending at ``end`` are a set-level piece (two or more): added once."""
    return extra >= 2 and bool(_SET_LEVEL.match(text, end))


def named_item_dropped(text: str, start: int, counter: str, dropped_words: str) -> re.Match[str] | None:
    """One item of the lot named and taken off after ``start``: "苏州那套…不用出" (the counter word or 套 / 组)."""
    # (that one, named: "这套方案不做了" is a plan, no item)
    rx = re.compile(rf"[\u4e00-\u9fff]{{2,4}}?(?:的)?\s?那\s?(?:一)?\s?(?:{counter}|套|组)"
                    rf"(?!\s?(?:方案|配置|机器|服务器|设备|系统))[^。；;!?！？\n]{{0,14}}?(?:{dropped_words})")
    return rx.search(text, start, min(len(text), start + 120))
