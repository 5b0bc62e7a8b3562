"""Tens said the Cantonese way, 廿 for twenty and 卅 for thirty: "可能去到廿五、廿六個" (heldout95 A7) read 5 — 廿 was
no numeral any reader knew, so the 五 after it was read alone. Rewritten in place as digits, two characters for two
(spans still index the original): "廿五" → "25", "卅二" → "32"; "廿幾個" is twenty-odd, read as its top ("29", as
"十几" is read as 十九). A bare 廿 ("廿個") has no two-character digits of its own length and is left alone, as is 廿
in a name with no numeral after it ("廿八都" is a place: only before a counter or a clause's end is 廿八 a count).

    reader._Reader calls yue_tens before the colloquial numbers
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

_TENS = {"廿": "2", "卅": "3"}
_ONES = {"一": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5", "六": "6", "七": "7", "八": "8", "九": "9",
         "几": "9"}
# "廿五个", "卅二人", "廿几个", "去到廿五、廿六個": the tens and a unit, then a counter, a unit or the clause's end
_YUE_TENS = _lazy(r"(?<![\d一二两三四五六七八九十百千万])(?P<t>[廿卅])(?P<o>[一二两三四五六七八九几])"
                  r"(?=\s?(?:个|個|人|位|张|張|条|條|台|部|路|次|分钟|分鐘|号|號|日|天|秒|万|萬|千|左右|上下|[,，、;；.。!?]|$))")


def yue_tens(t: str) -> str:
    if "廿" not in t and "卅" not in t:
        return t
    return _YUE_TENS.sub(lambda m: _TENS[m.group("t")] + _ONES[m.group("o")], t)
