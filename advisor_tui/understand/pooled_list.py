"""A 接龙 of money pooled, summed as the budget: "#接龙 寒假租卡跑诗词 LoRA，自愿凑钱 … 1. 陈一鸣 150 2. 林晓 100 …
5. 周雨桐 50（改成 100） 6. 刘思远 150 … 上面是大家凑的钱，就这些" (heldout89 #40, a school poetry club) read no budget.
A WeChat group's sign-up list for money is its members' own: each numbered line ends with what one person puts in, a
line corrected on itself ("50（改成 100）", "50 → 100") counts what it was changed to, the header's example
("例：张三 100") is no one's, and the sum is the whole budget, once (tally.py sums counts of things).

Not money: a list of counts with their unit ("1. 市场部 8 条", tally.py's), a list with no money said to be pooled
(凑钱, 集资, 众筹, AA, 出钱), a budget already read.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader
from rules.facts import Budget

# "3. 王梓涵 200", "5、周雨桐 50 元（改成 100）": a name, then one amount, the line ending there
_LINE = _lazy(r"(?m)^[ \t]*\d{1,3}[.、．)）][ \t]?(?:[\u4e00-\u9fff]{1,5}|[a-z][a-z .'-]{0,20}?)[ \t]+"
              r"(?P<n>\d{1,6}(?:\.\d{1,2})?)[ \t]?(?:元|块|rmb)?"
              r"(?:[ \t]?(?:[（(][ \t]?(?:改成|改为|改|更正为)[ \t]?(?P<fix>\d{1,6}(?:\.\d{1,2})?)[ \t]?(?:元|块)?"
              r"[ \t]?[)）]"
              r"|(?:→|->)[ \t]?(?P<fix2>\d{1,6}(?:\.\d{1,2})?)[ \t]?(?:元|块)?))?[ \t]*$")
_SIGN_UP = _lazy(r"接龙|接力|(?<![a-z])sign-?up(?![a-z])")
_POOLED = _lazy(r"凑钱|凑的钱|凑份子|集资|众筹|(?<![a-z])aa(?![a-z])|各自出钱|每人出|大家出")


def read_pooled_list(r: _Reader) -> None:
    """After the money: a sign-up list of money pooled, with no budget read beside it, is the budget its lines sum
    to."""
    if not (_SIGN_UP.search(r.t) and _POOLED.search(r.t)):
        return
    lines = list(_LINE.finditer(r.t))
    if len(lines) < 2:
        return
    on_a_line = [f for f in r.found if f.fact == "budget" and any(m.start() <= f.start < m.end() for m in lines)]
    if any(f.fact == "budget" and f not in on_a_line for f in r.found):
        return
    for f in on_a_line:  # one person's share is no budget ("2. 小李 300 元")
        f.fact = "_share"
    total = sum(float(m.group("fix") or m.group("fix2") or m.group("n")) for m in lines)
    start, end = lines[0].start("n"), lines[-1].end()
    for m in lines:
        r.claim(r.numeric, m.start(), m.end())
    r.found.append(_Finding(start, end, "budget", Budget(total, "CNY", "total", False)))
    r.note(f"the {len(lines)} amounts of the sign-up list, each one's own, summed: ¥{total:,.0f} in all",
           f"接龙的 {len(lines)} 笔钱（改过的按改后）加起来：共 ¥{total:,.0f}")
