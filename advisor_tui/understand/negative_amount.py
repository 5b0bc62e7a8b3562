"""A budget below zero is refused, never read as its size: "budget -500 CNY a month", "预算 -3000 元", "预算负两千",
"max spend: −$200/month" (review 98, bad input: "budget -500 CNY a month" was read as 500 CNY a month — the minus
silently dropped).

The money words, then a minus sign (ASCII hyphen-minus, the Unicode minus, a full-width minus) or 负, then an amount:
the amount is claimed so that no money reader takes it, and it is said back as not placed ("a budget below zero —
give the amount you can spend"). Not refused: a range ("budget 300-500"), a date ("2026-12"), a minus that is a dash
after a word ("budget - about 500": a space on both sides).

    refuse_negative_budget(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_NEGATIVE = _lazy(
    r"(?<![a-z])(?:budget|spend|spending|max(?:imum)?\s(?:spend|budget)|cap|limit|up to|afford)(?:\s?(?:is|of|at|:))?"
    r"\s?(?:(?:about|around|roughly|~)\s)?(?P<amount>(?:-(?!\s)|−\s?|－\s?)(?:[$€£¥]|usd|cny|rmb|eur|gbp|hk\$|a\$)?\s?"
    r"\d[\d,]*(?:\.\d+)?\s?(?:k|m|万|千)?(?:\s?(?:usd|cny|rmb|eur|euros?|gbp|pounds?|dollars?|yuan|元|块|hkd))?)"
    r"|(?:预算|经费|花费|最多花|能花)\s?(?:是|为|:|：)?\s?(?P<amount2>(?:-(?!\s)|−\s?|－\s?|负)\s?(?:¥|￥)?\s?"
    r"(?:\d[\d,]*(?:\.\d+)?|[一二两三四五六七八九十百千万]+)\s?(?:万|千|k)?\s?(?:元|块|人民币|美元|美金|港币)?)")


def refuse_negative_budget(r: _Reader) -> None:
    """Claim an amount said below zero after the money words, and say it back as not placed."""
    for m in _NEGATIVE.finditer(r.t):
        g = "amount" if m.group("amount") else "amount2"
        s, e = m.start(g), m.end(g)
        if not r.free(s, e):
            continue
        r.claim(r.numeric, s, e)
        word = r.quote(s, e)
        r.unplaced("budget", s, e,
                   f"“{word}” is a budget below zero — give the amount you can spend (e.g. “500 CNY a month”)",
                   f"“{word}”是负数预算——请给出你能花的金额（如“每月 500 元”）", ())
