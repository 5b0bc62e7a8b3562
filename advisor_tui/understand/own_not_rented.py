""""自己买" set against renting is buying rather than renting, not one person paying: "租云成本太高，自己买卡".

A leftover row: "租云成本太高，自己买卡" read buyer individual — a confident wrong fact: the 自己 is "ourselves, on our
own machines" against the cloud just turned down, said as readily by a firm or a lab as by one person. Where renting
or the cloud is named in the same sentence before "自己买" ("租云太贵，自己买卡", "云上太贵，还是自己买服务器吧",
"不想租了，自己买两张"), the purchase is read (procure buy) and no buyer; the person's own money or role said apart
("钱是我自己出", "我是学生") still names them. "我自己买卡玩" with no renting beside it stays a person's own.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# renting or the cloud, named before 自己买 in its sentence
# ("不租，…自己买一张卡放家里跑", heldout77: a refusal with a home is a person's own purchase — only renting weighed
# by its cost, or set against with 还是 / 不如, is read here)
_RENTING_BEFORE = _lazy(r"(?:租|上云|云上|云端|云服务|云厂商|云平台|公有云|(?<![a-z])cloud(?![a-z]))"
                        r"[^。！!？?；;\n]{0,12}?(?:太贵|贵了|成本|费用|不划算|划不来|不如|还是|太高)[^。！!？?；;\n]{0,18}$")


def drop_own_purchase_against_renting(r: _Reader) -> None:
    """After the buyer readers: "自己买" after renting turned down names no buyer."""
    for f in r.found:
        if f.fact == "buyer" and f.value == "individual" and r.t[f.start:f.end] == "自己买" \
                and _RENTING_BEFORE.search(r.t, max(0, f.start - 40), f.start):
            f.fact = "_own_purchase"
            r.note(f"“{r.quote(max(0, f.start - 12), f.end)}”: buying instead of renting — it says how, not who pays",
                   f"“{r.quote(max(0, f.start - 12), f.end)}”：是买而不是租——说的是方式，不是谁出钱")
