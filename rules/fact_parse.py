"""Parsers of fact values as people write them ("32k", "20M", "3000/month", "USD/CNY=7.1", "48h").

Each takes the fact's name as the person gave it (``--context``) and raises ``InputError`` with
one line naming it and what is accepted.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from knowledge.errors import InputError
from knowledge.lazy_pattern import LazyPattern
from knowledge.text import UNIT_ZH, money
from rules.estimate.cost import UNIT_HOURS
from rules.fact_vocab import (
    BUDGET_UNITS,
    CURRENCY_WORDS,
    DEFAULT_DAYS,
    FX_CODES_THAT_ARE_WORDS,
    FX_ONLY_CODES,
    LIMITS,
    MIN_RATE,
    UNIT_WORDS,
    WEEKDAYS_A_MONTH,
)


def _word_lookup(table: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    return {w: key for key, words in table.items() for w in (key.lower(), *words)}


_CURRENCY_OF = _word_lookup(CURRENCY_WORDS)
_UNIT_OF = _word_lookup(UNIT_WORDS)


def fail(name: str, value: Any, expected: str) -> InputError:
    shown = repr(value) if not isinstance(value, str) else repr(value[:40] + ("…" if len(value) > 40 else ""))
    return InputError(f"invalid {name}: {shown} (expected {expected})")


def parse_number(name: str, value: Any, *, integer: bool = False,
                 bounds: tuple[float, float] | None = None, allow_zero: bool = False) -> float:
    """A finite positive number (int when ``integer``), from a number or text like '1,024'."""
    expected = "a whole number" if integer else "a number"
    expected += " ≥ 0" if allow_zero else " > 0"
    if isinstance(value, bool):
        raise fail(name, value, expected)
    if isinstance(value, str):
        text = value.strip().replace(",", "").replace("_", "")
        try:
            number = float(text)
        except ValueError:
            raise fail(name, value, expected) from None
    elif isinstance(value, (int, float)):
        number = float(value)
    else:
        raise fail(name, value, expected)
    if not math.isfinite(number) or number < 0 or (number == 0 and not allow_zero):
        raise fail(name, value, expected)
    if integer:
        if number != int(number):
            raise fail(name, value, expected)
    if bounds is not None:
        lo, hi = bounds
        if number > hi:
            raise fail(name, value, f"at most {hi:g}")
    return int(number) if integer else number


# The patterns compile on first use (knowledge.lazy_pattern): a command parses one or two kinds of
# value, and compiling them all at import was ~3 % of a cold `recommend --model X`.
_TOKENS = LazyPattern(r"^\s*(\d+(?:\.\d+)?)\s*([kKmM]?)\s*(?:tokens?|tok|上下文)?\s*$")


def parse_tokens(name: str, value: Any) -> int:
    """Token counts: 8192, '32k', '128K', '1M' (k = 1024, as context lengths are quoted)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return int(parse_number(name, value, integer=True, bounds=LIMITS["context_tokens"]))
    if not isinstance(value, str):
        raise fail(name, value, "a token count such as 8192, 32k or 128K")
    m = _TOKENS.match(value.replace(",", ""))
    if not m:
        raise fail(name, value, "a token count such as 8192, 32k or 128K")
    number = float(m.group(1)) * {"": 1, "k": 1024, "m": 1024 * 1024}[m.group(2).lower()]
    if not math.isfinite(number) or number > LIMITS["context_tokens"][1]:
        raise fail(name, value, "at most 16M tokens")
    if number < 1 or number != int(number):
        raise fail(name, value, "a whole token count ≥ 1, such as 8192, 32k or 128K")
    if number > LIMITS["context_tokens"][1]:
        raise fail(name, value, "at most 16M tokens")
    return int(number)


# Dataset sizes are quoted in decimal (20M tokens = 2e7); context lengths above in binary k.
_COUNT_SCALE = {"": 1.0, "k": 1e3, "m": 1e6, "b": 1e9, "g": 1e9, "t": 1e12, "万": 1e4, "亿": 1e8}
_COUNT = LazyPattern(r"^\s*(\d+(?:\.\d+)?(?:e\d+)?)\s*(k|m|b|g|t|万|亿)?\s*(?:tokens?|tok|samples?|条)?\s*$",
                     re.IGNORECASE)


def parse_count(name: str, value: Any, bounds: tuple[float, float]) -> int:
    """A large count in decimal units: 20000000, '20M', '1.5B', '140B', '10万', '2e9'."""
    expected = f"a count of at least {bounds[0]:g} such as 200, 10k, 20M or 1.5B"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = float(value)
    elif isinstance(value, str):
        m = _COUNT.match(value.replace(",", "").replace("_", ""))
        if not m:
            raise fail(name, value, expected)
        number = float(m.group(1)) * _COUNT_SCALE[(m.group(2) or "").lower()]
    else:
        raise fail(name, value, expected)
    if not math.isfinite(number) or number < bounds[0]:
        raise fail(name, value, expected)
    if number > bounds[1]:
        raise fail(name, value, f"at most {bounds[1]:g}")
    return int(round(number))


_RPS = LazyPattern(r"^\s*(\d+(?:\.\d+)?)\s*(?:(?:req(?:uests)?|rps)\s*)?"
                   r"(?:(?:/|per)\s*(s|sec|second|min|minute|h|hr|hour))?\s*$", re.IGNORECASE)
_PER_SECOND = {None: 1.0, "s": 1.0, "sec": 1.0, "second": 1.0, "min": 60.0, "minute": 60.0,
               "h": 3600.0, "hr": 3600.0, "hour": 3600.0}


def parse_rps(name: str, value: Any) -> float:
    """Requests per second at peak: 2, '2/s', '50/min', '1000/hour', '3 rps'."""
    expected = "requests per second such as 2, 50/min or 1000/hour"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return parse_number(name, value, bounds=LIMITS["rps"])
    m = _RPS.match(value) if isinstance(value, str) else None
    if not m:
        raise fail(name, value, expected)
    per = _PER_SECOND[m.group(2).lower() if m.group(2) else None]
    return parse_number(name, float(m.group(1)) / per, bounds=LIMITS["rps"])


_DURATION = LazyPattern(r"^\s*(\d+(?:\.\d+)?)\s*(h|hr|hrs|hours?|d|days?|w|wk|weeks?)\s*$", re.IGNORECASE)
_HOURS_PER = {"h": 1.0, "d": 24.0, "w": 168.0}


def parse_duration_hours(name: str, value: Any) -> float:
    """A wall-clock limit with its unit: '48h', '14d', '2w' (a bare number is refused: hours or
    days is exactly the mistake a deadline must not make)."""
    expected = "a duration with its unit such as 48h, 14d or 2w"
    m = _DURATION.match(value) if isinstance(value, str) else None
    if not m:
        raise fail(name, value, expected)
    hours = float(m.group(1)) * _HOURS_PER[m.group(2)[0].lower()]
    return parse_number(name, hours, bounds=LIMITS["deadline_hours"])


def parse_currency(value: str) -> str | None:
    said = value.strip()
    known = _CURRENCY_OF.get(said.lower())
    if known is not None:
        return known
    code = said.upper()
    if code in FX_ONLY_CODES and (code not in FX_CODES_THAT_ARE_WORDS or said == code):
        return code
    return None


def parse_unit(value: str) -> str | None:
    return _UNIT_OF.get(value.strip().lower())


# "around $4,000" is not a cap: a plan a few dollars over it is the answer, with the overshoot said
# (a Toronto startup's 4 × A100 at $4,003 was ruled out for 0.08 % and an unconfirmed-unit MI300X
# picked instead). 5 %: the rounding a person does when saying a round figure.
APPROX_BUDGET_SHARE = 0.05
EXACT_BUDGET_SHARE = 1e-4  # float noise only: a figure said without "about" is a limit (test_budget_round_figure)

_APPROX_WORDS = LazyPattern(r"~|约|大概|大约|左右|上下|差不多|\b(?:about|around|roughly|approx(?:imately|\.)?|"
                            r"or so)\b", re.IGNORECASE)
_CAP_WORDS = LazyPattern(r"以内|以下|之内|最多|(?:不|别|不要|不能|不得)超过|封顶|上限|顶多|撑死|"
                         r"\b(?:at most|max(?:imum)?|up to|under|no more "
                         r"than|cap(?:ped)?|hard|limit|ceiling|below)\b", re.IGNORECASE)


def approximate_budget(text: str) -> bool:
    """Whether the words around a budget make it a round figure, not a limit: 'around $4,000',
    '3000 左右'; 'at most', '以内', 'hard cap' keep it a limit."""
    return bool(_APPROX_WORDS.search(text)) and not _CAP_WORDS.search(text)


@dataclass(frozen=True)
class Budget:
    """A budget as read: an amount in a currency per unit of time (or in total)."""

    amount: float
    currency: str
    unit: str  # minute / hour / day / week / month / total
    approx: bool = False  # "around": a plan within 5 % is in budget
    shared_by: int = 1  # people who each take their own GPU(s) from it: the amount is one person's share

    @property
    def limit(self) -> float:
        """The most a plan may cost and count as within this budget."""
        return self.amount * (1 + (APPROX_BUDGET_SHARE if self.approx else EXACT_BUDGET_SHARE))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"amount": self.amount, "currency": self.currency, "unit": self.unit}
        if self.approx:
            out["approx"] = True
        if self.shared_by > 1:
            out["shared_by"] = self.shared_by
        return out


_BUDGET = LazyPattern(
    r"^\s*(?P<pre>[$¥￥₮])?\s*(?P<amount>\d[\d,]*(?:\.\d+)?)\s*(?P<cur>[A-Za-z\-]+|[元块₮$¥￥])?"
    r"\s*(?:(?:/|per|每|一)\s*(?P<unit>[A-Za-z\u4e00-\u9fff]+))?\s*(?P<cur2>[A-Za-z\-]+|[元块])?\s*$")


# Budgets in words, both languages: "每月 3000 元", "总共 500 美元", "500 dollars in total",
# "2000 a month", "每小时 10 块以内" — rewritten to the compact "AMOUNT CUR/UNIT" form.
_BUDGET_PERIOD = LazyPattern(
    r"(?:每个?|一个?|per|a|an|each|every|/)\s*(分钟|小时|钟头|天|日|周|星期|礼拜|月|minute|hour|day|week|month)"
    r"|(总共|一共|总计|合计|in total|total|overall|for the whole job|for everything)"
    r"|(hourly|daily|weekly|monthly)", re.IGNORECASE)
_BUDGET_NOISE = LazyPattern(r"预算|budget|~|约|大概|大约|左右|以内|以下|之内|上下|最多|at most|max|about|around"
                            r"|roughly|up to|under|no more than|不超过|吧|[:：,，。.]$|[:：]", re.IGNORECASE)
_BUDGET_WORD_PERIOD = {"钟头": "hour", "礼拜": "week", "hourly": "hour", "daily": "day", "weekly": "week",
                       "monthly": "month"}


def _budget_words(text: str) -> str:
    unit = None
    m = _BUDGET_PERIOD.search(text)
    if m:
        word = next(g for g in m.groups() if g)
        unit = _BUDGET_WORD_PERIOD.get(word.lower()) or ("total" if m.group(2) else parse_unit(word))
        text = text[:m.start()] + " " + text[m.end():]
    text = _BUDGET_NOISE.sub(" ", text)
    text = re.sub(r"\b(?:us|u\.s\.)\s*(dollars?)", r"\1", text, flags=re.IGNORECASE)
    text = re.sub(r"块钱|人民币", "元", re.sub(r"美元|美金", "USD", text)).strip()
    return f"{text}/{unit}" if unit else text


_PER_GPU = LazyPattern(r"(?i)\s*(?:/\s*|per\s+|每)?(?:gpu|card|卡|张卡)\s*(?=[-/\s]|per|每|$)[-\s]*")


def parse_gpu_hour_price(name: str, value: Any, default_currency: str = "USD") -> Budget:
    """The most one GPU may cost an hour: '1', '$1/hour', '1 USD/gpu-hour', '2元/卡/小时', '0.8 per GPU per hour'
    (review 23 F6: "we pay max $1/hour per gpu" is a cap on each card's price, not the plan's budget). A bare amount
    is per hour; a day's, a week's or a month's price per GPU is turned into its hourly figure."""
    if isinstance(value, Budget):
        return value
    text = value
    if isinstance(value, str):  # "/gpu-hour", "per GPU hour" → "/hour"; "/卡/小时", "per card per hour" → "/小时"
        text = _PER_GPU.sub(" ", re.sub(r"(?i)\s*(?:/|per)?\s*(?:gpu|card)[-\s]+(?=hours?\b|hrs?\b|h\b)", "/", value))
        text = text.strip()
    if isinstance(text, str) and re.fullmatch(r"[$¥￥]?\s*\d[\d,]*(?:\.\d+)?\s*[A-Za-z元块$¥￥]*", text):
        text += "/hour"  # a bare amount: an hourly price, as people quote a card's
    try:
        cap = parse_budget(name, text, default_currency=default_currency)
    except InputError:
        raise fail(name, value, "a price per GPU-hour such as 1.5/hour, 1.5 USD/hour or 10 CNY/hour") from None
    if cap.unit == "total" or cap.amount <= 0:
        raise fail(name, value, "a price per GPU-hour such as 1.5/hour, 1.5 USD/hour or 10 CNY/hour")
    return Budget(cap.amount / UNIT_HOURS[cap.unit], cap.currency, "hour")


def parse_budget(name: str, value: Any, currency: str | None = None,
                 default_currency: str = "USD", default_unit: str = "month") -> Budget:
    """'3000/month', '1.5/hour', '$1.5/h', '¥3000/月', '400 T-CREDIT/month', or a mapping."""
    expected = "AMOUNT/UNIT such as 3000/month or 1.5/hour (units: " + ", ".join(BUDGET_UNITS) + ")"
    if isinstance(value, Budget):
        return value
    if isinstance(value, Mapping):
        amount = parse_number(f"{name} amount", value.get("amount"), bounds=(0, LIMITS["budget"][1]))
        cur = parse_currency(str(value.get("currency") or currency or default_currency))
        unit = parse_unit(str(value.get("unit") or default_unit))
        if cur is None or unit is None:
            raise fail(name, dict(value), expected)
        return Budget(amount, cur, unit, value.get("approx") is True)
    if not isinstance(value, str):
        raise fail(name, value, expected)
    m = _BUDGET.match(value)
    if not (m and all(parse_currency(g) for g in (m.group("cur"), m.group("cur2")) if g)):
        m = _BUDGET.match(_budget_words(value)) or m
    if not m:
        raise fail(name, value, expected)
    amount = parse_number(name, m.group("amount"), bounds=(0, LIMITS["budget"][1]))
    if m.group("cur2") and (m.group("cur") or m.group("pre")):
        raise fail(name, value, "one currency, e.g. 3000 CNY/month or 3000/month CNY")
    cur_text = m.group("cur") or m.group("pre") or m.group("cur2")
    cur = parse_currency(cur_text) if cur_text else None
    if cur_text and cur is None:
        raise fail(name, value, "a currency of USD, CNY, T-CREDIT, or another ISO code such as EUR, GBP, JPY, ARS")
    if currency is not None:
        given = parse_currency(currency)
        if given is None:
            raise fail("--currency", currency,
                       "USD, CNY or T-CREDIT; another ISO code such as EUR, GBP, JPY or ARS with --fx")
        if cur is not None and cur != given:
            raise InputError(f"invalid {name}: {value!r} is in {cur} but --currency says {given}")
        cur = given
    unit_text = m.group("unit")
    unit = parse_unit(unit_text) if unit_text else None
    if unit_text and unit is None:
        raise fail(name, value, expected)
    return Budget(amount, cur or default_currency, unit or default_unit, approximate_budget(value))


def budget_texts(budget: Budget) -> tuple[str, str]:
    """(en, zh) of a budget as the answer quotes it: '$4,000/month', 'about $4,000/month'."""
    amount = money(budget.amount, budget.currency)
    return ((f"about {amount}" if budget.approx else amount) + f"/{budget.unit}",
            ("约 " if budget.approx else "") + f"{amount}/{UNIT_ZH[budget.unit]}")


def budget_currency(budget: Any) -> str | None:
    """The currency a budget states itself (None when it leaves it to the session)."""
    if isinstance(budget, Mapping):
        cur = budget.get("currency")
        return str(cur).upper() if cur else None
    if isinstance(budget, str):
        return parse_currency_in(budget)
    return getattr(budget, "currency", None)


def parse_currency_in(text: str) -> str | None:
    """The currency a budget text names, if any ('¥3000/月' → CNY, '3000/month' → None)."""
    m = _BUDGET.match(text)
    if not (m and all(parse_currency(g) for g in (m.group("cur"), m.group("cur2")) if g)):
        m = _BUDGET.match(_budget_words(text)) or m
    if not m:
        return None
    named = m.group("cur") or m.group("pre") or m.group("cur2")
    return parse_currency(named) if named else None


def parse_choice(name: str, value: Any, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value.strip().lower() not in choices:
        raise fail(name, value, "one of " + ", ".join(choices))
    return value.strip().lower()


def card_family(kb: Any, card_id: str, said: str) -> set[str]:
    """A card named without its form or memory is each of its variants ("H20": the 96 GB and the 141 GB one; "H100":
    PCIe and SXM — not the 4090D beside the 4090); "H100 SXM", "H20 141G" is that one."""
    if not re.search(r"sxm|pcie|\d\s?g", said.lower()):
        card_id = re.sub(r"(?:-(?:sxm|pcie|\d+g))+$", "", card_id)
    # a board-modified card is another maker's rework, not a variant of the stock card: "4090" is never the modded
    # 48 GB board (review 109 C3b: --only-cards rtx-4090 read "rtx-4090, rtx-4090-48g")
    named = kb.cards_by_id.get(card_id)
    stock = named is None or named.market != "modified"
    return {c.id for c in kb.cards if c.id == card_id
            or (c.id.startswith(card_id + "-") and not (stock and c.market == "modified"))}


def parse_cards(name: str, value: Any, kb: Any) -> str:
    """'h20,ascend-910b', a list of card names ('H20', 'Ascend 910B'), or 'domestic' for every domestic
    accelerator (Huawei Ascend) → the card ids accepted, in the knowledge's order, joined by commas."""
    from knowledge import match
    from rules.cards_accepted import REFUSED, is_refused

    items = value if isinstance(value, (list, tuple)) else str(value).replace("+", ",").split(",")
    chosen: set[str] = set()
    dropped: set[str] = set()  # "no-ascend-910c": a card refused (rules.cards_accepted)
    for item in items:
        said = str(item).strip()
        word = said[len(REFUSED):] if is_refused(said) else said
        into = dropped if word is not said else chosen
        if word.lower() in ("domestic", "国产", "国产卡"):
            into |= {c.id for c in kb.cards if c.vendor == "huawei"}
            continue
        hit = kb.cards_by_id.get(word.lower()) or match.resolve_card(kb, word)[0]
        if hit is None or hit.id not in kb.cards_by_id:
            raise fail(name, value, "card ids or names from `gpu-advisor cards` (comma-separated), domestic, or "
                                    "no-CARD for a card refused")
        into |= card_family(kb, hit.id, word)
    if not chosen and dropped:
        return ",".join(REFUSED + c.id for c in kb.cards if c.id in dropped)
    if not chosen - dropped:
        raise fail(name, value, "at least one card")
    return ",".join(c.id for c in kb.cards if c.id in chosen - dropped)


def parse_vendors(name: str, value: Any, vendors: tuple[str, ...]) -> str:
    """'amd', 'amd,huawei', 'no-nvidia' (every maker but NVIDIA) or a list of them → the makers
    accepted, in the vocabulary's order, joined by commas ('amd,huawei')."""
    items = value if isinstance(value, (list, tuple)) else str(value).replace("+", ",").split(",")
    keep: set[str] = set()
    drop: set[str] = set()
    for item in items:
        word = str(item).strip().lower()
        bare = re.sub(r"^(?:no|not|non)[- ]", "", word)
        if bare not in vendors:
            raise fail(name, value, "one or more of " + ", ".join(vendors)
                       + " (comma-separated), or no-VENDOR for every other maker")
        (drop if bare != word else keep).add(bare)
    chosen = (keep or set(vendors)) - drop
    if not chosen:
        raise fail(name, value, "at least one maker left after the exclusions")
    return ",".join(v for v in vendors if v in chosen)


def parse_bool(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("yes", "true", "1", "on", "y"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("no", "false", "0", "off", "n"):
        return False
    raise fail(name, value, "yes or no")


_RATE = LazyPattern(r"^\s*([A-Za-z\-]+)\s*/\s*([A-Za-z\-]+)\s*=\s*(\S+)\s*$")


def parse_rate(name: str, value: Any) -> tuple[str, str, float]:
    """A person's own exchange rate 'USD/CNY=7.1' (1 USD = 7.1 CNY)."""
    if isinstance(value, (tuple, list)) and len(value) == 3:
        base, quote, rate = value
        value = f"{base}/{quote}={rate}"
    m = _RATE.match(value) if isinstance(value, str) else None
    if not m:
        raise fail(name, value, "BASE/QUOTE=RATE such as USD/CNY=7.1")
    base, quote = parse_currency(m.group(1)), parse_currency(m.group(2))
    if base is None or quote is None or base == quote:
        raise fail(name, value,
                   "two different currencies (USD, CNY, T-CREDIT or ISO codes such as EUR, ARS), e.g. USD/CNY=7.1")
    rate = parse_number(name, m.group(3), bounds=LIMITS["rate"])
    if rate < MIN_RATE:  # 5e-324 would overflow 1/rate; no real pair is this lopsided
        raise fail(name, value, f"a rate of at least {MIN_RATE:g}")
    return base, quote, rate


def parse_seconds(name: str, value: Any, bounds: tuple[float, float]) -> float:
    """A short wait: "500ms", "0.5s", "2 s", or a bare number of seconds."""
    said = re.fullmatch(r"\s*([\d.]+)\s*(ms|s|sec|seconds?)?\s*", value) if isinstance(value, str) else None
    try:
        return parse_number(name, float(said.group(1)) / (1000 if said.group(2) == "ms" else 1) if said else value,
                            bounds=bounds)
    except (InputError, ValueError):  # said back as given ("0ms", not "0.0"), with the accepted range
        raise fail(name, value, f"a wait from {bounds[0] * 1000:g} ms to {bounds[1]:g} s, e.g. 500ms or 2s") from None


_RUNS_WORDS = {"daily": DEFAULT_DAYS, "nightly": DEFAULT_DAYS, "weekdays": WEEKDAYS_A_MONTH, "weekly": DEFAULT_DAYS / 7}


def parse_runs(name: str, value: Any, bounds: tuple[float, float]) -> float:
    """Runs of a job a month: a number, or daily / nightly (30), weekdays (22), weekly (30 / 7)."""
    value = _RUNS_WORDS.get(value.strip().lower(), value) if isinstance(value, str) else value
    if isinstance(value, str) and not re.fullmatch(r"\s*[\d.,_]+\s*", value):
        raise fail(name, value, "a number of runs > 0, or daily / nightly / weekdays / weekly")
    return parse_number(name, value, bounds=bounds)
