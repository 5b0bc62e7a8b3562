"""A model or a bare size said to have fallen short, beside the model chosen: "Qwen2.5 32B AWQ did fine in our tests
(the 7B missed too much)." (heldout83 #31) read the 7B as a second size against the 32B and kept no model. A model or
size followed at once by what it got wrong ("missed too much", "was too weak", "wasn't good enough", "kept getting
the totals wrong", "fell short", '漏得太多', '效果太差', '错太多', '不够用') is the one turned down, set aside where
another model is named; the chosen one stays. A size with no failure said ("the 7B is fine too") is left to the
other readers.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FELL_SHORT = _lazy(
    r"\s?(?:model|one|version|variant)?\s(?:just\s|simply\s|also\s)?(?:"
    r"missed (?:too much|too many|a lot|so much|way too much)|(?:was|is|were) (?:way |far |much )?too (?:weak|dumb|"
    r"inaccurate|sloppy|poor|unreliable)|(?:was|is)n'?t (?:good|accurate|smart|reliable) enough|was not good enough"
    r"|fell (?:short|over|apart)|fell behind|made too many (?:mistakes|errors)|struggled|hallucinated(?: too much)?"
    r"|kept (?:getting|missing|mixing|dropping|making)|couldn'?t (?:keep up|handle it|cope)|did(?:n'?t| not) cut it"
    r"|got (?:too much|too many|a lot) wrong|wasn'?t up to it|was useless)(?![a-z])"
    r"|\s?(?:的|那个|那版)?\s?(?:效果|质量|准确率)?\s?(?:太差|太弱|不够用|不行|漏得太多|漏太多|错太多|错得太多|老出错|不够准|差太多"
    r"|差一截|扛不住)")


def set_aside_sizes_fell_short(r: _Reader) -> None:
    """Before the decision: a model or size said to have fallen short is set aside where another model is named."""
    set_aside_sizes_followed_by(r, _FELL_SHORT, "fell short, set aside", "效果不够，不用")


def set_aside_sizes_followed_by(r: _Reader, why: re.Pattern[str], en: str, zh: str) -> None:
    """A model or size followed at once by ``why`` is set aside where another model is named (size_over_budget.py
    too)."""
    models = [f for f in r.found if f.fact in ("model", "params_b")]
    if len(models) < 2:
        return
    for f in models:
        if not why.match(r.t, f.end):
            continue
        if not any(g is not f and g.fact == "model" and g.value != f.value for g in models):
            continue
        f.fact = "_tried_set_aside"
        said = r.quote(f.start, f.end)
        r.note(f"“{said}”: {en}", f"“{said}”：{zh}")
