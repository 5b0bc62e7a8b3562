"""Bilingual text, kept in its own tiny module so the TUI can use it without loading the schema."""

from __future__ import annotations

from dataclasses import dataclass

from knowledge.direct_init import direct_init


@direct_init
@dataclass(frozen=True)
class I18n:
    """A text in both product languages."""

    en: str
    zh: str

    def get(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


# Shared wording, one place for every renderer (CLI, TUI, report, rule texts).
SYMBOL = {"USD": "$", "CNY": "¥", "T-CREDIT": "₮", "EUR": "€", "GBP": "£"}  # (yen shares ¥ with yuan: "JPY" written)
# Billing units (and a budget's "total") and the picks' roles, in both languages: the one
# definition the interface's tables are meant to read (issue 11: one shared vocabulary).
UNIT_LABELS = {"minute": ("minute", "分钟"), "hour": ("hour", "小时"), "day": ("day", "天"),
               "week": ("week", "周"), "month": ("month", "月"), "total": ("total", "总计")}
ROLE_LABELS = {"enough": ("enough", "够用"), "faster": ("faster", "更快"),
               "best-value": ("best value", "最划算"),
               # buying: a card that holds the job with no dated purchase price (rules.base.buying)
               "to-quote": ("to quote", "待询价")}
UNIT_ZH = {unit: zh for unit, (_en, zh) in UNIT_LABELS.items()}
ROLE_ZH = {role: zh for role, (_en, zh) in ROLE_LABELS.items()}
# The four source articles as people read them: "source 1" / "来源 1" in answers, the id in JSON.
SOURCE_NUMBERS = {"seed-000": 1, "seed-001": 2, "seed-002": 3, "seed-004": 4}


def source_name(source_id: str, lang: str) -> str | None:
    """'Source 1' / '来源 1' for a source article, None for any other source."""
    n = SOURCE_NUMBERS.get(source_id)
    if n is None:
        return None
    return f"来源 {n}" if lang == "zh" else f"Source {n}"


def rate_text(value: float) -> str:
    """A rate with three significant figures, whole numbers past 1,000 ("3,000", not "3e+03")."""
    return f"{value:,.0f}" if value >= 1000 else f"{value:.3g}"


def money(amount: float, currency: str) -> str:
    """¥3.30, $1,440, 389 T-CREDIT-like codes without a symbol: '12 XYZ'."""
    digits = 2 if abs(amount) < 100 else 0
    text = f"{amount:,.{digits}f}"
    symbol = SYMBOL.get(currency)
    return f"{symbol}{text}" if symbol else f"{text} {currency}"


_CASE_NOTE = ("(review ", "(reviews ", "(heldout")


def public_text(text: str) -> str:
    """A rule's text for the person reading the answer: the team's case notes in it — "(review 22 M2: …)",
    "(heldout38 #22)" — taken out, brackets nested in them included (review 58 C9: "(review 22 M2)" in a customer's
    report)."""
    if "(review" not in text and "(heldout" not in text:
        return text
    out, i = [], 0
    while i < len(text):
        at = min((j for j in (text.find(m, i) for m in _CASE_NOTE) if j >= 0), default=-1)
        if at < 0:
            out.append(text[i:])
            break
        out.append(text[i:at].rstrip(" "))
        depth, j = 0, at
        while j < len(text):
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
            if depth == 0:
                break
        i = j
    return "".join(out)
