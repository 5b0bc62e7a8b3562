"""A model named only to be set aside, the refusal after it: "想在内网部署 deepseek r1 蒸馏的 32b … 满血版 R1
就别考虑了，
用不起" (heldout81 #24: the R1 and the distilled 32B were read as two models, a conflict, and no model was kept).
"X 就别考虑了", "X 就算了", "X 别想了", "X 免了", "X 就不用了" and "X? Forget it", "X — don't bother", "X is not worth
considering" set X aside where another model is named besides; the one chosen stays. With no other model the words
are left to the negation readers.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (a size or a word on the version between: "满血版 R1 的 671b 就算了" reads the refusal after the name's own words)
_REFUSED_AFTER = _lazy(
    r"\s?(?:的|那个|这个|版本?|那版)?\s?(?:我们|咱们)?\s?(?:就|也|还是|肯定|暂时)?\s?"
    r"(?:别考虑了?|不用考虑了?|别想了|算了吧?|免了|就不用了|不用了|不考虑了)"
    r"(?=\s?(?:[,，。.;；!！?？…)）\n]|$|吧|哈|啊))"
    r"|\s?(?:[-—,;?]\s?)?(?:forget (?:about )?(?:it|that one)|don'?t bother|(?:is|'s) not worth (?:considering|it)"
    r"|not worth (?:considering|it)|no way)(?![a-z])")


def set_aside_models_refused_after(r: _Reader) -> None:
    """Before the decision: a model (or a bare size) followed by a refusal is set aside beside another model."""
    models = [f for f in r.found if f.fact in ("model", "params_b")]
    if len(models) < 2:
        return
    for f in models:
        if _REFUSED_AFTER.match(r.t, f.end) and any(g is not f and g.fact == "model" and g.value != f.value
                                                     for g in models):
            f.fact = "_refused_set_aside"
            said = r.quote(f.start, f.end)
            r.note(f"“{said}”: set aside", f"“{said}”：不考虑")
