"""A deadline asked in a pasted chat and answered on the next speaker's line: "tom: deadline?\ningrid: Friday 8
January." (heldout82 #35) read no deadline — the question was taken for one left open, and the bare date on its own
line is no deadline by itself. "pm: due date?\ndev: end of January", "老王：什么时候要？\n小李：12 月 28 号前",
"A: by when?\nB: the 15th" join the answer to its question, as "deadline: Friday 8 January" reads; a question with
no answer after it, or answered by "no idea", stays open.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SPEAKER = r"[^\n:：]{1,24}[:：]\s?"
_ASKED = _lazy(
    rf"(?:^|(?<=\n)){_SPEAKER}(?P<q>(?:and\s|so\s)?(?:the\s)?(?:deadline|due date|due|by when|when(?:'s| is) it due"
    r"|when do you need (?:it|them|this)|截止(?:日期|时间|時間)?|什么时候要|什麼時候要|几号要|幾號要|哪天要|要什么时候交"
    r"|什么时候交|什麼時候交|deadline\s?呢))\s?[?？]\s?(?P<gap>\n" + _SPEAKER + r")"
    r"(?!\s?(?:no idea|not sure|dunno|tbd|不知道|不确定|不確定|还没定|還沒定))")


def join_chat_deadline(r: _Reader) -> None:
    """Before every reader: the asking line and the next speaker's name become blanks, then the question's word and a
    colon, so the answer reads as "deadline: <date>" (the same length: every later span keeps its place; a reader
    takes no run of blanks between "deadline:" and its date)."""
    for m in reversed(list(_ASKED.finditer(r.t))):
        joined = m.group("q").strip() + ": "
        r.t = r.t[:m.start()] + joined.rjust(m.end() - m.start()) + r.t[m.end():]
