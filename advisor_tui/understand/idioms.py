"""Chinese idioms whose characters are numerals: "乱七八糟" is a mess, not a range of seven to eight (review 42
m1: "说明：“七八”是一个范围：按上限 8 计"), "五花八门的卡" no ¥8 budget. Their spans are claimed before any number
reader runs, as phone numbers are (contacts.py). So are the numbers of a numbered list: "…计划跑 2 个 epoch\n3. 算力："
is no third epoch (heldout54 #22)."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_IDIOMS = _lazy(
    "乱七八糟|七上八下|七嘴八舌|七零八落|横七竖八|七手八脚|五花八门|四面八方|四平八稳|半斤八两|八九不离十|十有八九"
    "|一五一十|一清二楚|一干二净|一模一样|一心一意|三心二意|三三两两|三番五次|三长两短|接二连三|不三不四|丢三落四"
    "|说三道四|颠三倒四|十全十美|千方百计|千辛万苦|万无一失|一举两得|独一无二|九牛一毛|七七八八|一石二鸟"
    "|五湖四海|四分五裂|七拼八凑")


def claim_idioms(r: _Reader) -> None:
    for m in _IDIOMS.finditer(r.t):
        for mask in (r.numeric, r.entity):
            r.claim(mask, m.start(), m.end())


# "3. 算力", "2、数据", "(4) Budget": a list item's number at the start of a line
_LIST_MARKER = _lazy(r"(?m)^[ \t]*[(（]?\d{1,2}(?:[.、)）](?!\d)|[)）])(?=[ \t]?\S)")


def claim_list_markers(r: _Reader) -> None:
    for m in _LIST_MARKER.finditer(r.t):
        r.claim(r.numeric, m.start(), m.end())
