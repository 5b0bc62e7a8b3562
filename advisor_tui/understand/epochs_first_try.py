"""Epochs planned, then a smaller run said to be tried first: the run to size is the first one.

"打算训 200 个 epoch……哦，先跑 150 看看" (heldout89 #19, a YOLO detector) read 200: the plan was set aside for "先跑
150 看看" — run 150 first and see. The same for "先训 100 轮试试", "先来 50 个 epoch 再说", "let's start with 150 and
see", "run 150 first and see how it goes". Only after an epochs count said before it, and only a count under the one
planned (a first run is a shorter one); "先跑 150 张图" (no bare count) or a count with its own unit reads nothing.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FIRST_TRY = _lazy(
    r"(?:先|要不先|不如先)\s?(?:跑|训|练|来|试)\s?(?P<n>\d{1,4})\s?(?:个|轮)?\s?(?:epochs?|轮)?\s?"
    r"(?:看看|试试|再说|看效果|看一下|瞧瞧)"
    r"|(?<![a-z])(?:let'?s |we'?ll |i'?ll )?(?:start with|try|run|do) (?P<n2>\d{1,4})(?: epochs?)?(?: first)?"
    r" (?:and see|to see|first and see|first)(?![a-z])")
_REACH = 40  # the first try follows the plan in its sentence or the next


def read_epochs_first_try(r: _Reader) -> None:
    """After the job readers: a smaller first run said after the epochs planned takes their place."""
    epochs = sorted((f for f in r.found if f.fact == "epochs" and isinstance(f.value, (int, float))),
                    key=lambda f: f.start)
    if not epochs:
        return
    plan = epochs[0]
    m = _FIRST_TRY.search(r.t, plan.end)
    if m is None or m.start() - plan.end > _REACH:
        return
    g = "n" if m.group("n") else "n2"
    n = int(m.group(g))
    # (the first try's own count may have been read as epochs too: "计划 300 轮，先训 100 轮试试")
    if not 1 <= n < plan.value or any(f is not plan and not m.start() <= f.start < m.end() for f in epochs):
        return
    for f in epochs:
        f.fact = "_planned_epochs"
    r.add(m.start(g), m.end(g), "epochs", float(n))
    r.note(f"“{r.quote(m.start(), m.end())}”: {n} epochs first (of the {plan.value:g} planned)",
           f"“{r.quote(m.start(), m.end())}”：先跑 {n} 个 epoch（原计划 {plan.value:g} 个）")
