"""A size planned before and dropped, beside the size chosen: "一、决定从头预训练一个 0.5B 的小模型 … 三、之前讨论的
1.5B 方案成本太高，不做。" (heldout86 #40) read two sizes and kept none. A size (or a model) named as a plan, an option
or a version and closed in its own sentence by a dropping word ("不做", "放弃了", "砍掉", "不考虑", "太贵/成本太高，不
做"; "the 1.5B plan was too expensive, dropped", "we shelved the 3B option", "the 7B route is ruled out") is set aside
where another size or model is said; the one chosen stays. A size with no dropping said ("1.5B 方案也可以") is left to
the other readers, and a size with nothing else beside it is left to the negation readers.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PLAN = _lazy(r"\s?(?:的)?\s?(?:模型\s?)?(?:方案|计划|計劃|路线|路線|选项|選項|版本|那版|那个|那個"
              r"|(?<![a-z])(?:model\s)?(?:plan|option|route|variant|version|idea|proposal)(?![a-z]))")
_DROPPED = _lazy(r"[^。.;；!！?？\n]{0,40}?(?:不做了?|不搞了?|不上了?|放弃了?|放棄了?|砍掉了?|砍了|否掉了?"
                 r"|不考虑了?|不考慮了?"
                 r"|作罢|作罷|(?<![a-z])(?:dropped|shelved|scrapped|ruled out|abandoned|off the table|not doing it"
                 r"|we(?:'re| are) not doing|killed)(?![a-z]))")


def set_aside_dropped_size_plans(r: _Reader) -> None:
    """Before the decision: a size said as a plan and dropped in its sentence is set aside beside another size."""
    sizes = [f for f in r.found if f.fact in ("params_b", "model")]
    for f in sizes:
        plan = _PLAN.match(r.t, f.end)
        if plan is None or not _DROPPED.match(r.t, plan.end()):
            continue
        if not any(g is not f and g.fact in ("params_b", "model") and g.value != f.value for g in sizes):
            continue
        f.fact = "_dropped_plan"
        said = r.quote(f.start, plan.end())
        r.note(f"“{said}”: a plan dropped, set aside", f"“{said}”：已放弃的方案，不用")
