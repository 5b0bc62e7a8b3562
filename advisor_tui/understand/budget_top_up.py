"""Money added to a budget already granted: "甲方给的是一万八，上周又追加了三千，一共就这些" (heldout95 A1) read two
budgets in conflict (and "一万八，后来又追加了三千" the 3,000 alone, 后来 taken for a correction) — a top-up is more
of the same pot, so the budget is their sum: ¥21,000. The same for "预算一万，后来又批了五千", "经费 8 万，又补了 2
万", "$5k, then they topped it up by $2k", "$5,000 plus another $1,500 from the dean". The sum said after the two
("…又追加了三千，一共两万一") is that budget already: it is kept, the parts set aside.

A top-up asked for and not granted ("想追加三千，没批下来", "asked for another $2k but it was turned down") adds
nothing, nor does one with a period of its own beside a budget of another ("每月五千，又追加了一次性两万": two budgets,
left to the decision).

    read.py calls add_budget_top_ups after the money readers, before _finish_budgets
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _n, _Reader

# the words that add the second amount to the first, just before it
_TOP_UP_BEFORE = _lazy(
    # "又追加了三千", "补了 2 万", "后来又批了五千" (批 / 给 / 拨 add only after 又, 再, 另外: "申请五千，批了两千"
    # is the amount granted of it, a correction)
    r"(?:(?:又|再|另外|额外|額外)\s?(?:追加|加|补|補|批|给|給|拨|撥|加拨|加撥|多给|多給|添|增加)|追加|增加|加拨|加撥|补|補|添)"
    r"\s?(?:了|上)?\s?(?:预算|預算|经费|經費|资金|資金|一笔|一筆)?\s?(?:大概|大约|约|差不多)?\s?$"
    r"|(?<![a-z])(?:topped (?:it |that |us |this )?up (?:with|by)(?: another| a further| an extra)?|a top-?up of"
    r"|plus (?:another|a further|an extra)"
    r"|(?:added|approved|gave us|granted|chipped in|threw in) (?:another|a further|an extra)"
    r"|(?:and|then) (?:another|a further|an extra))\s?(?:about |around |~)?$")
# the top-up not granted: "没批下来", "被拒了", "but it was turned down"
_NOT_GRANTED_AFTER = _lazy(r"[^。；;!?\n]{0,12}?(?:没批|沒批|没给|沒給|没下来|沒下來|被拒|被驳回|被駁回|还没定|還沒定"
                           r"|(?<![a-z])(?:turned down|rejected|refused|denied|not approved|wasn'?t approved"
                           r"|still pending)(?![a-z]))")
_ASKED_BEFORE = _lazy(r"(?:想|申请|申請|打算|希望|要求)\s?$"
                      r"|(?<![a-z])(?:asked for|requested|applied for|hoping for)\s?$")
_AMOUNT_AT = _lazy(r"[\d$¥€£一二两兩三四五六七八九十百千万萬]")
# the time the top-up came, read by the money reader as the amount's period: "这个月又追加了四千"
_WHEN = _lazy(r"这个月|這個月|本月|上个月|上個月|这周|這週|本周|上周|上週|今年|去年"
              r"|(?<![a-z])(?:this|last) (?:month|week|year)(?![a-z])")
# the whole said after the top-up: "，一共两万一", ", so 7k in all"
_GAP = 64
# the pot said to be all there is, after the top-up: its whole ("— that's all for the whole project", "就这些了")
_ALL_THERE_IS_AFTER = _lazy(r"[^.;!?\n。；]{0,24}?(?:(?<![a-z])(?:that'?s all|that is all|all in|in total|for the whole"
                            r" (?:project|job|thing))(?![a-z])|就这些|就這些|用完为止|用完為止|不按月)")


# a top-up in Chinese the money reader left, no money word with it: "每月预算五千，上个月又补了一千"
_TOP_UP_AMOUNT_ZH = _lazy(r"(?:(?:又|再|另外|额外|額外)\s?(?:追加|加|补|補|批|给|給|拨|撥|添|增加)|追加|增加|加拨|加撥)"
                          rf"\s?(?:了|上)?\s?(?:大概|大约|约|差不多)?\s?(?P<n>{AR}|{CN})\s?(?P<k>万|萬|千|k)?\s?"
                          r"(?:块钱|块|塊|元)?(?!\s?(?:个|個|张|張|条|條|人|位|次|token|小时|天|分钟|%|台|路|卡|万|千))")


def _unread_top_ups(r: _Reader, budgets: list[_Finding]) -> None:
    """The amounts a top-up adds that no money reader took, read here beside the budget they add to."""
    for first in list(budgets):
        m = _TOP_UP_AMOUNT_ZH.search(r.t, first.end, min(len(r.t), first.end + _GAP))
        if m is None or any(f.fact == "budget" and f.start < m.end() and m.start() < f.end for f in r.found) \
                or not r.free(m.start("n"), m.end()):
            continue
        n = _n(r, m.group("n"), {"萬": "万"}.get(m.group("k") or "", m.group("k")))
        if n and n >= 10:
            found = _Finding(m.start(), m.end(), "budget", (n, None, None))
            r.found.append(found)
            budgets.append(found)
    budgets.sort(key=lambda f: f.start)


def add_budget_top_ups(r: _Reader) -> None:
    """After the money readers: a budget topped up is the sum of the two; a whole said after them is that sum."""
    budgets = sorted((f for f in r.found if f.fact == "budget" and isinstance(f.value, tuple)), key=lambda f: f.start)
    _unread_top_ups(r, budgets)
    for first, second in zip(budgets, budgets[1:], strict=False):
        if not 0 <= second.start - first.end <= _GAP or "\n" in r.t[first.end:second.start]:
            continue
        # (the words may open the amount's own span: "批了两千")
        at = (m.start() if (m := _AMOUNT_AT.search(r.t, second.start, second.end)) else second.start)
        said = _TOP_UP_BEFORE.search(r.t, max(first.end, at - 32), at)
        if said is None or _NOT_GRANTED_AFTER.match(r.t, second.end) \
                or _ASKED_BEFORE.search(r.t, max(0, said.start() - 6), said.start()):
            continue
        (a, ca, ua), (b, cb, ub) = first.value, second.value
        if _WHEN.search(r.t, second.start, said.start() + 1):
            ub = None  # "这个月又追加了四千": when it came, no period of the money
        if ca and cb and ca != cb or ua and ub and ua != ub:
            continue
        total = a + b
        whole = next((f for f in budgets if f.start > second.end and f.value[0] == total), None)
        second.fact = "_top_up"
        if whole is not None:  # "…又追加了三千，一共两万一": the sum said, kept
            first.fact = "_top_up"
            continue
        unit = ua or ub or ("total" if _ALL_THERE_IS_AFTER.match(r.t, second.end) else None)
        first.value, first.end = (total, ca or cb, unit), second.end
        r.note(f"“{r.quote(first.start, second.end)}”: the amount topped up, {a:,g} + {b:,g} = {total:,g}",
               f"“{r.quote(first.start, second.end)}”：追加后的预算 {a:,g} + {b:,g} = {total:,g}")
        return
