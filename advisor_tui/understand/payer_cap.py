"""Who pays, then how much at most: "钱自己出，最多五万" is the budget (heldout89 #35).

"…上下文 16k 就够。魔改卡我不太放心，想买原版卡的机器。钱自己出，最多五万。" read the 五万 as a 50,000-token context (a
length had been talked about two sentences before) and no budget at all: a bare "最多 N" is only a limit, and its
noun is the clause's. When the clause before it says whose money it is (钱自己出, 自己掏钱, 公司出钱, "my own money"),
the limit is that money — read here, before the context and money readers, and the amount claimed.

Not money: the limit of another clause ("钱自己出。上下文最多五万" — a noun of its own after the payer), a count with
its unit ("钱自己出，最多两张卡"), a limit with no payer before it.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_PAYER_ZH = (r"(?:钱|费用|经费)\s?(?:是|都是|全)?\s?(?:我|我们|咱们)?\s?"
             r"(?:自己|个人|公司|单位|老板)\s?(?:出|掏|付|承担)"
             r"|(?:我|我们)?\s?(?:自己|自个儿)\s?(?:掏钱|掏腰包|出钱|付钱)|自掏腰包")
_PAYER_EN = r"(?<![a-z])(?:(?:my|our) own (?:money|pocket|savings)|out of (?:my|our) (?:own )?pocket|self-funded)"
_CAP_ZH = r"(?:最多|顶多|撑死|封顶|上限|不超过|至多)"
_CAP_EN = r"(?:max(?:imum)?|at most|up to|no more than|tops)"
_PAYER_CAP = _lazy(
    rf"(?:{_PAYER_ZH})\s?[,，]\s?(?:但是?|不过)?\s?{_CAP_ZH}\s?(?:能|可以|就)?\s?(?:出|花|给)?\s?(?:到)?\s?"
    rf"(?P<n>{AR}|{CN})\s?(?P<mult>万|千|w|k)?(?P<tail>\s?(?:块钱|块|元)?\s?(?=[。；;.!！?？\n]|$))"
    rf"|{_PAYER_EN}\s?[,;:—-]\s?(?:{_CAP_EN}\s)?\$?(?P<n2>\d[\d,]*(?:\.\d+)?)\s?(?P<mult2>k)?"
    rf"(?:\s(?:max|tops))?(?=\s?[.;!?\n]|$)")
_MULT = {"万": 10_000, "w": 10_000, "千": 1_000, "k": 1_000}


def read_payer_cap(r: _Reader) -> None:
    """Before the continuations, the context and the money: a limit right after who pays is that payer's budget."""
    for m in _PAYER_CAP.finditer(r.t):
        said = m.group("n") or m.group("n2")
        s, e = (m.start("n"), m.end("tail")) if m.group("n") else (m.start("n2"), m.end())
        if not r.free(s, e):
            continue
        amount = r.num(said.replace(",", "") if m.group("n2") else said)
        if amount is None:
            continue
        amount *= _MULT.get((m.group("mult") or m.group("mult2") or "").lower(), 1)
        if amount < 100:
            continue  # "最多 8": too small to be money of any job
        currency = "USD" if m.group("n2") else "CNY"  # (a Chinese payer's money is yuan, as "五万以内" reads)
        r.claim(r.numeric, s, e)
        f = _Finding(s, e, "budget", (amount, currency, None), 0.8)
        f.cued = True
        r.found.append(f)
