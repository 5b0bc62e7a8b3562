"""A model or a bare size liked but said to cost too much, beside the model chosen: "Qwen2.5-VL 7B. The 72B was nice in
the demo but way over budget." (heldout90 #39, a Rocket.Chat export) read the 72B as a second size against the 7B and
kept no model. A model or size followed by its price being the trouble ("was nice but way over budget", "is too
expensive", "we can't afford it", '效果好但太贵', '好是好，就是超预算了', '用不起') is the one set aside where another
model is named; the chosen one stays. One model said to be dear with no other beside it is the person's choice still
(the cost is for the answer to weigh), and a card's price ("the H100 was too expensive") is no model's.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.size_fell_short import set_aside_sizes_followed_by

_DEAR_EN = (r"(?:way |far |much |a bit |just |simply |also )?(?:over (?:our |the |my )?budget|too (?:expensive|pricey"
            r"|costly|dear)|out of (?:our |the |my )?(?:budget|price range|league)|beyond (?:our |the |my )?budget"
            r"|more than we (?:can|could) afford|unaffordable|not affordable)(?![a-z])")
_OVER_BUDGET = _lazy(
    r"\s?(?:model|one|version|variant|build)?\s(?:was|is|were|would be|'s|looked|looks)\s"
    rf"(?:[^.;!?\n]{{0,40}}?(?:,\s?|\s)(?:but|though|yet)\s(?:it\s(?:was|is|'s)\s|it'?s\s)?)?{_DEAR_EN}"
    r"|\s?(?:的|那个|那版)?\s?(?:效果|质量|demo)?\s?(?:[^，。；;\n]{0,12}[，,]?\s?(?:但是?|就是|可是|不过)\s?)?"
    r"(?:太贵|超预算|超出预算|超了预算|用不起|租不起|买不起|贵得离谱|贵太多)")


def set_aside_sizes_over_budget(r: _Reader) -> None:
    """Before the decision: a model or size said to cost too much is set aside where another model is named."""
    set_aside_sizes_followed_by(r, _OVER_BUDGET, "too dear, set aside", "太贵，不用")
