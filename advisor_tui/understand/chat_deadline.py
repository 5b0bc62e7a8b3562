"""A deadline asked in a pasted chat and answered on the next speaker's line: "tom: deadline?\ningrid: Friday 8
January." (heldout82 #35) read no deadline — the question was taken for one left open, and the bare date on its own
line is no deadline by itself. "pm: due date?\ndev: end of January", "老王：什么时候要？\n小李：12 月 28 号前",
"A: by when?\nB: the 15th" join the answer to its question, as "by Friday 8 January" reads; a question with
no answer after it, or answered by "no idea", stays open.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SPEAKER = r"[^\n:：]{1,24}[:：]\s?"
_ASKED = _lazy(
    rf"(?:^|(?<=\n)){_SPEAKER}(?P<q>(?:and\s|so\s)?(?:the\s)?(?:deadline|due date|due|by when|when(?:'s| is) it due"
    r"|when do you need (?:it|them|this)|截止(?:日期|时间|時間)?|什么时候要|什麼時候要|几号要|幾號要|哪天要"
    r"|要什么时候交|什么时候交|什麼時候交|deadline\s?呢))\s?[?？]\s?(?P<gap>\n" + _SPEAKER + r")"
    r"(?!\s?(?:no idea|not sure|dunno|tbd|不知道|不确定|不確定|还没定|還沒定))")


def join_chat_deadline(r: _Reader) -> None:
    """Before every reader: the asking line becomes blanks and the answering speaker's name "by" (an English question)
    or the question's word and a colon ("什么时候要: 12 月 20 号前"), so the answer reads as a deadline; the same
    length, so every later span keeps its place (a reader takes no run of blanks between "deadline:" and a date)."""
    for m in reversed(list(_ASKED.finditer(r.t))):
        slot = m.end() - m.start("gap")
        if m.group("q").isascii() and slot >= 4:
            joined = " " * (m.start("gap") - m.start()) + "by ".rjust(slot)
        else:
            joined = (m.group("q").strip() + ": ").rjust(m.end() - m.start())
        r.t = r.t[:m.start()] + joined + r.t[m.end():]
