"""An amount said twice, once bare and once in its currency at the person's rate: "預算 1.5 萬該怎麼選？ … 預算新台幣
15,000 元以內（我用 1 美元約 30 台幣在換算）" (heldout72 #20, a Mobile01 post: the title's 1.5 萬 was read as ¥15,000
beside the $500 the body gives). The bare figure is the same money, read once, in its currency."""

from __future__ import annotations

from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.stated_rate import amount_of, currency_of
from rules.facts import Budget


def drop_bare_repeats(r: _Reader) -> None:
    """Before the bare budgets get a currency: a bare amount equal to one said in another currency is that one."""
    converted = []
    for g in r.found:
        if g.fact == "budget" and not isinstance(g.value, Budget) and g.value[1] == "USD":
            said = r.t[g.start:g.end]
            code = currency_of(said)
            if code is not None and code != "USD" and (n := amount_of(said)) is not None:
                converted.append((n, code))
    if not converted:
        return
    for f in r.found:
        if f.fact == "budget" and not isinstance(f.value, Budget) and f.value[1] is None:
            for n, code in converted:
                if abs(f.value[0] - n) < 1e-6 * max(1.0, n):
                    f.fact = "_dropped"
                    r.note(f"“{r.quote(f.start, f.end)}”: the same {n:,.0f} said in {code}",
                           f"“{r.quote(f.start, f.end)}”：即所说的 {n:,.0f} {code}")
                    break
