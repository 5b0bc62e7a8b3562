"""A width said as what today's card can only manage is a limit suffered, not a choice:
"现在 3090 跑 32B 只能 4bit 而且上下文开不大" (review 117 c5: read precision int4, so the cards asked about were
sized at 4-bit when the person wanted out of it). "Right now my 3090 can only run it in 4-bit", "目前这张卡只能跑
4bit 的": the precision read in such a clause — a present word ("现在", "目前", "right now", "currently"), "only" /
"只能" and running or fitting — is dropped, and said.

A width wished for or accepted stays: "只能用 4bit 也行", "4bit is fine", "we can only afford 4-bit, so use that"
(no present setup), "现在想用 4bit" (no "only").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.reader import _Reader

_EDGE = _lazy(r"[。；;！!？?\n]|\.(?!\d)|而且|但是?|不过|不過"
              r"|(?<![a-z])but(?![a-z])")
_NOW = _lazy(r"现在|現在|目前|眼下|暂时|暫時|而家"
             r"|(?<![a-z])(?:right now|currently|at the moment|today|for now|at present)(?![a-z])")
_ONLY_RUNS = _lazy(r"只能|只跑得|只塞得|只装得|只裝得|淨係|(?<![a-z])(?:can only|only (?:runs?|fits?)|only manages?)"
                   r"(?![a-z])")
_RUNS = _lazy(r"跑|装|裝|塞|运行|運行|(?<![a-z])(?:runs?|run it|fits?|loads?)(?![a-z])")
_WISH = _lazy(r"也行|也可以|就行|就好|没问题|沒問題|可以接受|(?<![a-z])(?:is fine|is ok|is okay|works for us|will do)"
              r"(?![a-z])")


def drop_present_width(r: _Reader) -> None:
    """After the precision: a width today's card is stuck at is no width to size."""
    for f in r.found:
        if f.fact != "precision":
            continue
        lo, hi = clause_around(r.t, f.start, f.end, _EDGE, 40, 20)
        clause = r.t[lo:hi]
        if _NOW.search(clause) and _ONLY_RUNS.search(clause) and _RUNS.search(clause) and not _WISH.search(clause):
            f.fact = "_dropped"
            said = r.quote(lo, hi)
            r.note(f"“{said}”: what your card manages today, not a precision chosen — none is set",
                   f"“{said}”：这是现在这张卡的限制，不是选定的精度——不设精度")
            return
