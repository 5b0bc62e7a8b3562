"""The person's facts: parsing of values ("32k", "3000/month"), validation, and stated defaults.

This is the one place FACT OPTIONS are parsed, whether they come from CLI flags, free text, the
TUI or a mapping given to ``rules.consult``. Every invalid value raises ``InputError`` with one line
naming the fact and what is accepted. Defaults are never silent: ``Facts.assumed`` lists each fact
that was not given together with the value used.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from knowledge import match
from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import BILLING_UNITS, PRECISIONS, TASKS, I18n, Model

BUDGET_UNITS: tuple[str, ...] = (*BILLING_UNITS, "total")
REGIONS = ("cn", "intl")


def session_region(lang: str) -> str:
    """The region a session assumes when the person has not said (stated in every answer): a
    Chinese session rents on mainland platforms, any other abroad."""
    return "cn" if lang == "zh" else "intl"

PRIORITIES = ("cost", "speed")
KV_PRECISIONS = ("fp16", "bf16", "fp8", "int8", "q4")
OPTIMIZERS = ("adamw", "adamw-8bit", "sgd")
TRAINING_TASKS = ("lora", "qlora", "full-finetune", "pretrain")
LLM_TASKS = ("inference", *TRAINING_TASKS)
SERVING_ENGINES = ("vllm", "sglang", "llama.cpp", "transformers")
TRAINING_ENGINES = ("hf", "unsloth", "deepspeed")
ENGINES = (*SERVING_ENGINES, *TRAINING_ENGINES)
SCENES = ("small", "large")

# Defaults, each stated in the answer when used (see Facts.assumed).
DEFAULT_INFERENCE_CONTEXT = 8192  # the context people actually use, not the model's maximum
DEFAULT_TRAINING_SEQUENCE = 2048
DEFAULT_LORA_RANK = 16
DEFAULT_MAX_GPUS = 8  # one node
DEFAULT_DAYS = 30.0
DEFAULT_EPOCHS = 1.0
DEFAULT_SERVING_ENGINE = "vllm"  # DESIGN §8: the default for LLM serving
DEFAULT_TRAINING_ENGINE = "hf"  # transformers + PEFT / TRL
# Who buys, how, and on which day (issue 12; defaults stated in Facts.assumed, except today).
INVOICES = ("vat-special", "vat", "any")
BUYERS = ("company", "individual")
PROCUREMENTS = ("rent", "buy")
TODAY_ENV = "GPU_ADVISOR_TODAY"  # YYYY-MM-DD: the consultation day, for deterministic price ages

MIN_RATE = 1e-6
MIN_DAYS = 1 / 24  # one hour: a shorter span bills as "0 day(s)"
MIN_HOURS_PER_DAY = 1 / 60  # one minute

LIMITS = {
    "params_b": (0.0, 100_000.0),
    "context_tokens": (1, 16 * 1024 * 1024),
    "concurrency": (1, 100_000),
    "batch": (1, 100_000),
    "hours_per_day": (0.0, 24.0),
    "days": (0.0, 3650.0),
    "max_gpus": (1, 1024),
    "vram_gb": (0.0, 1_000_000.0),
    "lora_rank": (1, 4096),
    "budget": (0.0, 1e12),
    "rate": (0.0, 1e9),
    "train_tokens": (1, 1e15),  # a quadrillion tokens: far beyond any published pre-training run
    "samples": (1, 1e12),
    "epochs": (0.0, 1000.0),
    "rps": (0.0, 1e6),
    "deadline_hours": (0.0, 3650.0 * 24),
    "shape": (1, 100_000),  # --layers / --kv-heads / --head-dim
}

CURRENCY_WORDS = {
    "USD": ("$", "usd", "us$", "dollar", "dollars", "美元", "美金", "刀"),
    "CNY": ("¥", "￥", "cny", "rmb", "yuan", "元", "块", "块钱", "人民币"),
    "T-CREDIT": ("₮", "t-credit", "credit", "credits", "tcredit"),
}
UNIT_WORDS = {
    "minute": ("minute", "minutes", "min", "mins", "分钟", "分"),
    "hour": ("hour", "hours", "h", "hr", "hrs", "小时", "时", "hourly"),
    "day": ("day", "days", "d", "天", "日", "daily"),
    "week": ("week", "weeks", "w", "wk", "周", "星期", "weekly"),
    "month": ("month", "months", "mo", "mon", "月", "个月", "monthly"),
    "total": ("total", "job", "once", "总", "总共", "一次"),
}


def _word_lookup(table: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    return {w: key for key, words in table.items() for w in (key.lower(), *words)}


_CURRENCY_OF = _word_lookup(CURRENCY_WORDS)
_UNIT_OF = _word_lookup(UNIT_WORDS)


# ---------------------------------------------------------------------------------- parsers


def _fail(name: str, value: Any, expected: str) -> InputError:
    shown = repr(value) if not isinstance(value, str) else repr(value[:40] + ("…" if len(value) > 40 else ""))
    return InputError(f"invalid {name}: {shown} (expected {expected})")


def parse_number(name: str, value: Any, *, integer: bool = False,
                 bounds: tuple[float, float] | None = None, allow_zero: bool = False) -> float:
    """A finite positive number (int when ``integer``), from a number or text like '1,024'."""
    expected = "a whole number" if integer else "a number"
    expected += " ≥ 0" if allow_zero else " > 0"
    if isinstance(value, bool):
        raise _fail(name, value, expected)
    if isinstance(value, str):
        text = value.strip().replace(",", "").replace("_", "")
        try:
            number = float(text)
        except ValueError:
            raise _fail(name, value, expected) from None
    elif isinstance(value, (int, float)):
        number = float(value)
    else:
        raise _fail(name, value, expected)
    if not math.isfinite(number) or number < 0 or (number == 0 and not allow_zero):
        raise _fail(name, value, expected)
    if integer:
        if number != int(number):
            raise _fail(name, value, expected)
    if bounds is not None:
        lo, hi = bounds
        if number > hi:
            raise _fail(name, value, f"at most {hi:g}")
    return int(number) if integer else number


_TOKENS = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kKmM]?)\s*(?:tokens?|tok|上下文)?\s*$")


def parse_tokens(name: str, value: Any) -> int:
    """Token counts: 8192, '32k', '128K', '1M' (k = 1024, as context lengths are quoted)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return int(parse_number(name, value, integer=True, bounds=LIMITS["context_tokens"]))
    if not isinstance(value, str):
        raise _fail(name, value, "a token count such as 8192, 32k or 128K")
    m = _TOKENS.match(value.replace(",", ""))
    if not m:
        raise _fail(name, value, "a token count such as 8192, 32k or 128K")
    number = float(m.group(1)) * {"": 1, "k": 1024, "m": 1024 * 1024}[m.group(2).lower()]
    if not math.isfinite(number) or number > LIMITS["context_tokens"][1]:
        raise _fail(name, value, "at most 16M tokens")
    if number < 1 or number != int(number):
        raise _fail(name, value, "a whole token count ≥ 1, such as 8192, 32k or 128K")
    if number > LIMITS["context_tokens"][1]:
        raise _fail(name, value, "at most 16M tokens")
    return int(number)


# Dataset sizes are quoted in decimal (20M tokens = 2e7); context lengths above in binary k.
_COUNT_SCALE = {"": 1.0, "k": 1e3, "m": 1e6, "b": 1e9, "g": 1e9, "t": 1e12, "万": 1e4, "亿": 1e8}
_COUNT = re.compile(r"^\s*(\d+(?:\.\d+)?(?:e\d+)?)\s*(k|m|b|g|t|万|亿)?\s*(?:tokens?|tok|samples?|条)?\s*$",
                    re.IGNORECASE)


def parse_count(name: str, value: Any, bounds: tuple[float, float]) -> int:
    """A large count in decimal units: 20000000, '20M', '1.5B', '140B', '10万', '2e9'."""
    expected = "a count such as 20M, 1.5B or 100000"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = float(value)
    elif isinstance(value, str):
        m = _COUNT.match(value.replace(",", "").replace("_", ""))
        if not m:
            raise _fail(name, value, expected)
        number = float(m.group(1)) * _COUNT_SCALE[(m.group(2) or "").lower()]
    else:
        raise _fail(name, value, expected)
    if not math.isfinite(number) or number < bounds[0]:
        raise _fail(name, value, expected)
    if number > bounds[1]:
        raise _fail(name, value, f"at most {bounds[1]:g}")
    return int(round(number))


_RPS = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:(?:req(?:uests)?|rps)\s*)?"
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
        raise _fail(name, value, expected)
    per = _PER_SECOND[m.group(2).lower() if m.group(2) else None]
    return parse_number(name, float(m.group(1)) / per, bounds=LIMITS["rps"])


_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(h|hr|hrs|hours?|d|days?|w|wk|weeks?)\s*$", re.IGNORECASE)
_HOURS_PER = {"h": 1.0, "d": 24.0, "w": 168.0}


def parse_duration_hours(name: str, value: Any) -> float:
    """A wall-clock limit with its unit: '48h', '14d', '2w' (a bare number is refused: hours or
    days is exactly the mistake a deadline must not make)."""
    expected = "a duration with its unit such as 48h, 14d or 2w"
    m = _DURATION.match(value) if isinstance(value, str) else None
    if not m:
        raise _fail(name, value, expected)
    hours = float(m.group(1)) * _HOURS_PER[m.group(2)[0].lower()]
    return parse_number(name, hours, bounds=LIMITS["deadline_hours"])


def parse_currency(value: str) -> str | None:
    return _CURRENCY_OF.get(value.strip().lower())


def parse_unit(value: str) -> str | None:
    return _UNIT_OF.get(value.strip().lower())


@dataclass(frozen=True)
class Budget:
    amount: float
    currency: str
    unit: str  # minute / hour / day / week / month / total

    def to_dict(self) -> dict[str, Any]:
        return {"amount": self.amount, "currency": self.currency, "unit": self.unit}


_BUDGET = re.compile(
    r"^\s*(?P<pre>[$¥￥₮])?\s*(?P<amount>\d[\d,]*(?:\.\d+)?)\s*(?P<cur>[A-Za-z\-]+|[元块₮$¥￥])?"
    r"\s*(?:(?:/|per|每|一)\s*(?P<unit>[A-Za-z\u4e00-\u9fff]+))?\s*(?P<cur2>[A-Za-z\-]+|[元块])?\s*$")


# Budgets in words, both languages: "每月 3000 元", "总共 500 美元", "500 dollars in total",
# "2000 a month", "每小时 10 块以内" — rewritten to the compact "AMOUNT CUR/UNIT" form.
_BUDGET_PERIOD = re.compile(
    r"(?:每个?|一个?|per|a|an|each|every|/)\s*(分钟|小时|钟头|天|日|周|星期|礼拜|月|minute|hour|day|week|month)"
    r"|(总共|一共|总计|合计|in total|total|overall|for the whole job|for everything)"
    r"|(hourly|daily|weekly|monthly)", re.IGNORECASE)
_BUDGET_NOISE = re.compile(r"预算|budget|大概|大约|左右|以内|以下|之内|上下|最多|at most|max|about|around"
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


def parse_budget(name: str, value: Any, currency: str | None = None,
                 default_currency: str = "USD") -> Budget:
    """'3000/month', '1.5/hour', '$1.5/h', '¥3000/月', '400 T-CREDIT/month', or a mapping."""
    expected = "AMOUNT/UNIT such as 3000/month or 1.5/hour (units: " + ", ".join(BUDGET_UNITS) + ")"
    if isinstance(value, Budget):
        return value
    if isinstance(value, Mapping):
        amount = parse_number(f"{name} amount", value.get("amount"), bounds=(0, LIMITS["budget"][1]))
        cur = parse_currency(str(value.get("currency") or currency or default_currency))
        unit = parse_unit(str(value.get("unit") or "month"))
        if cur is None or unit is None:
            raise _fail(name, dict(value), expected)
        return Budget(amount, cur, unit)
    if not isinstance(value, str):
        raise _fail(name, value, expected)
    m = _BUDGET.match(value)
    if not (m and all(parse_currency(g) for g in (m.group("cur"), m.group("cur2")) if g)):
        m = _BUDGET.match(_budget_words(value)) or m
    if not m:
        raise _fail(name, value, expected)
    amount = parse_number(name, m.group("amount"), bounds=(0, LIMITS["budget"][1]))
    if m.group("cur2") and (m.group("cur") or m.group("pre")):
        raise _fail(name, value, "one currency, e.g. 3000 CNY/month or 3000/month CNY")
    cur_text = m.group("cur") or m.group("pre") or m.group("cur2")
    cur = parse_currency(cur_text) if cur_text else None
    if cur_text and cur is None:
        raise _fail(name, value, "a currency of USD, CNY or T-CREDIT")
    if currency is not None:
        given = parse_currency(currency)
        if given is None:
            raise _fail("--currency", currency, "USD, CNY or T-CREDIT")
        if cur is not None and cur != given:
            raise InputError(f"invalid {name}: {value!r} is in {cur} but --currency says {given}")
        cur = given
    unit_text = m.group("unit")
    unit = parse_unit(unit_text) if unit_text else None
    if unit_text and unit is None:
        raise _fail(name, value, expected)
    return Budget(amount, cur or default_currency, unit or "month")


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
        raise _fail(name, value, "one of " + ", ".join(choices))
    return value.strip().lower()


def parse_bool(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("yes", "true", "1", "on", "y"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("no", "false", "0", "off", "n"):
        return False
    raise _fail(name, value, "yes or no")


_RATE = re.compile(r"^\s*([A-Za-z\-]+)\s*/\s*([A-Za-z\-]+)\s*=\s*(\S+)\s*$")


def parse_rate(name: str, value: Any) -> tuple[str, str, float]:
    """A person's own exchange rate 'USD/CNY=7.1' (1 USD = 7.1 CNY)."""
    if isinstance(value, (tuple, list)) and len(value) == 3:
        base, quote, rate = value
        value = f"{base}/{quote}={rate}"
    m = _RATE.match(value) if isinstance(value, str) else None
    if not m:
        raise _fail(name, value, "BASE/QUOTE=RATE such as USD/CNY=7.1")
    base, quote = parse_currency(m.group(1)), parse_currency(m.group(2))
    if base is None or quote is None or base == quote:
        raise _fail(name, value, "two different currencies of USD, CNY, T-CREDIT, e.g. USD/CNY=7.1")
    rate = parse_number(name, m.group(3), bounds=LIMITS["rate"])
    if rate < MIN_RATE:  # 5e-324 would overflow 1/rate; no real pair is this lopsided
        raise _fail(name, value, f"a rate of at least {MIN_RATE:g}")
    return base, quote, rate


# -------------------------------------------------------------------------------------- facts


@dataclass(frozen=True)
class Facts:
    """Validated facts about one job. ``None`` means "not given and no default applies"."""

    task: str = "inference"
    model: str | None = None  # model id in the knowledge base
    params_b: float | None = None
    precision: str | None = None
    kv_precision: str = "fp16"
    context_tokens: int | None = None
    concurrency: int = 1
    batch: int = 1
    budget: Budget | None = None
    region: str | None = None
    compliance: bool = False
    cuda_required: bool | None = None
    hours_per_day: float | None = None
    days: float = DEFAULT_DAYS
    max_gpus: int = DEFAULT_MAX_GPUS
    priority: str = "cost"
    interruptible: bool = False
    vram_gb: float | None = None
    lora_rank: int = DEFAULT_LORA_RANK
    optimizer: str = "adamw"
    gradient_checkpointing: bool = True
    fx: tuple[tuple[str, str, float], ...] = ()
    # DESIGN §8: the job's size (training), its load (serving), a time limit, and the engine.
    train_tokens: int | None = None  # tokens in one pass over the data
    samples: int | None = None
    tokens_per_sample: int | None = None
    epochs: float | None = None
    rps: float | None = None  # requests per second at peak
    input_tokens: int | None = None  # per request
    output_tokens: int | None = None  # per request
    deadline: float | None = None  # hours of wall clock to finish a training job
    engine: str | None = None
    invoice: str = "any"
    buyer: str = "individual"
    procure: str = "rent"
    public_service: bool = False
    today: str = ""  # the consultation day (YYYY-MM-DD); "" only before resolve()
    # Architecture of a model outside the catalogue (issue 21): any of these replaces the
    # params-only assumption; ``config`` holds the dimensions read from a config.json.
    layers: int | None = None
    kv_heads: int | None = None
    head_dim: int | None = None
    config: tuple[tuple[str, Any], ...] | None = None
    scene: str | None = None  # rendering: small / large (seed 000: 16–48 GB by scene size)
    family: str | None = None  # a non-LLM family named without its model ("FLUX"): size by it
    assumed: tuple[tuple[str, Any], ...] = field(default=(), compare=False)
    notes: tuple[I18n, ...] = field(default=(), compare=False)

    @property
    def is_training(self) -> bool:
        return self.task in TRAINING_TASKS

    @property
    def is_llm(self) -> bool:
        return self.task in LLM_TASKS

    @property
    def total_train_tokens(self) -> int | None:
        """Tokens the training job processes in all: one pass × epochs (None: size unknown)."""
        if self.train_tokens is None:
            return None
        return int(round(self.train_tokens * (self.epochs or DEFAULT_EPOCHS)))

    def model_record(self, kb: KnowledgeBase) -> Model | None:
        return kb.models_by_id.get(self.model) if self.model else None

    def to_dict(self, kb: KnowledgeBase) -> dict[str, Any]:
        """The v1 JSON ``facts`` object (plus extensions)."""
        data = asdict(self)
        data.pop("assumed")
        data.pop("notes")
        model = self.model_record(kb)
        data["model"] = None if model is None else {
            "id": model.id, "name": model.name, "kind": model.kind, "params_b": model.params_b,
            "active_params_b": model.active_params_b}
        data["budget"] = None if self.budget is None else self.budget.to_dict()
        data["fx"] = [{"base": b, "quote": q, "rate": r} for b, q, r in self.fx]
        data["assumed"] = [{"fact": k, "value": v} for k, v in self.assumed]
        return data


FACT_NAMES = tuple(f for f in Facts.__dataclass_fields__ if f not in ("assumed", "notes"))


def _resolve_model(kb: KnowledgeBase, value: Any, name: str) -> Model:
    if not isinstance(value, str) or not value.strip():
        raise _fail(name, value, "a model name")
    if value in kb.models_by_id:
        return kb.models_by_id[value]
    hit, candidates = match.resolve_model(kb, value)
    if hit is None:
        close = ", ".join(c.id for c in candidates[:5]) or "none; see `gpu-advisor models`"
        raise InputError(f"unknown {name}: {value[:60]!r} (close names: {close})")
    return kb.models_by_id[hit.id]


def _default_precision(task: str, model: Model | None) -> str:
    if task == "qlora":
        return "nf4"
    if task in ("lora", "full-finetune", "pretrain"):
        return "bf16"
    if model is not None:
        if model.kind != "llm" and model.native_dtype == "fp32":
            return "fp16"  # SD 1.5 / SDXL ship fp32 weights but everyone runs them in fp16
        return model.native_dtype
    return "fp16"


def resolve(raw: Mapping[str, Any] | Facts, kb: KnowledgeBase, *,
            names: Mapping[str, str] | None = None,
            defaults: Mapping[str, Any] | None = None) -> Facts:
    """Validate ``raw`` (values typed or as text) into ``Facts``, filling stated defaults.

    ``names`` maps a fact to how the person gave it (``{"context_tokens": "--context"}``) so that
    error messages name the option they typed. ``defaults`` are the caller's own defaults for facts
    not given (the CLI and the TUI take the region from the session's language); each one used is
    stated in ``assumed`` like the built-in ones.
    """
    if isinstance(raw, Facts):
        return raw  # already validated, with its stated defaults
    names = names or {}
    unknown = [k for k in raw if k not in FACT_NAMES]
    if unknown:
        raise InputError(f"unknown fact {unknown[0]!r} (known: {', '.join(FACT_NAMES)})")

    def label(key: str) -> str:
        return names.get(key, key)

    given = {k: v for k, v in raw.items() if v is not None}
    out: dict[str, Any] = {}
    assumed: list[tuple[str, Any]] = []
    notes: list[str] = []

    out["task"] = parse_choice(label("task"), given.get("task", "inference"), TASKS)
    if "task" not in given:
        assumed.append(("task", "inference"))
    task = out["task"]

    model: Model | None = None
    if "model" in given:
        model = _resolve_model(kb, given["model"], label("model"))
        out["model"] = model.id
    if "params_b" in given:
        out["params_b"] = parse_number(label("params_b"), given["params_b"],
                                       bounds=LIMITS["params_b"])
        if model is not None and abs(out["params_b"] - model.params_b) > 0.25 * model.params_b:
            raise InputError(
                f"invalid {label('params_b')}: {out['params_b']:g}B contradicts "
                f"{model.name} ({model.params_b:g}B); give one or the other")
    elif model is not None:
        out["params_b"] = model.params_b
    if model is not None and model.kind != "llm" and "task" not in given:
        # An image / video / speech / detection model names its task (issue 21): not LLM serving.
        out["task"] = task = {"speech": "transcribe"}.get(model.kind, model.kind)
        assumed[assumed.index(("task", "inference"))] = ("task", task)

    if "precision" in given:
        out["precision"] = parse_choice(label("precision"), given["precision"], PRECISIONS)
    else:
        out["precision"] = _default_precision(task, model)
        assumed.append(("precision", out["precision"]))
    if "kv_precision" in given:
        out["kv_precision"] = parse_choice(label("kv_precision"), given["kv_precision"],
                                           KV_PRECISIONS)
    elif task == "inference":
        assumed.append(("kv_precision", "fp16"))
    if task in TRAINING_TASKS:
        for key, default in (("batch", 1), ("optimizer", "adamw"),
                             ("gradient_checkpointing", True)):
            if key not in given:
                assumed.append((key, default))

    if "context_tokens" in given:
        out["context_tokens"] = parse_tokens(label("context_tokens"), given["context_tokens"])
    elif task == "inference":
        ctx = DEFAULT_INFERENCE_CONTEXT
        if model is not None and model.max_context:
            ctx = min(ctx, model.max_context)
        out["context_tokens"] = ctx
        assumed.append(("context_tokens", ctx))
    elif task in TRAINING_TASKS:
        out["context_tokens"] = DEFAULT_TRAINING_SEQUENCE
        assumed.append(("context_tokens", DEFAULT_TRAINING_SEQUENCE))
    if (model is not None and model.max_context and out.get("context_tokens")
            and out["context_tokens"] > model.max_context):
        notes.append(I18n(
            en=f"context {out['context_tokens']:,} exceeds {model.name}'s maximum "
               f"{model.max_context:,}: it needs RoPE scaling (e.g. YaRN) where supported",
            zh=f"上下文 {out['context_tokens']:,} 超过 {model.name} 的最大值 {model.max_context:,}："
               f"需要模型支持的 RoPE 扩展（如 YaRN）"))

    for key in ("concurrency", "batch", "max_gpus", "lora_rank"):
        if key in given:
            out[key] = int(parse_number(label(key), given[key], integer=True, bounds=LIMITS[key]))
        elif key == "concurrency" and task == "inference":
            assumed.append(("concurrency", 1))
        elif key == "max_gpus":
            assumed.append(("max_gpus", DEFAULT_MAX_GPUS))
        elif key == "lora_rank" and task in ("lora", "qlora"):
            assumed.append(("lora_rank", DEFAULT_LORA_RANK))

    if "region" in given:
        out["region"] = parse_choice(label("region"), given["region"], REGIONS)
    for key in ("compliance", "interruptible", "gradient_checkpointing"):
        if key in given:
            out[key] = parse_bool(label(key), given[key])
    if "cuda_required" in given:
        out["cuda_required"] = parse_bool(label("cuda_required"), given["cuda_required"])
    if out.get("compliance") and out.get("region") == "intl":
        # mainland compliance means mainland capacity: region intl asks for the opposite
        raise InputError(f"{label('compliance')} (mainland-China compliant capacity) contradicts "
                         f"{label('region')} intl: drop one of them")
    if out.get("compliance") and out.get("region") is None:
        out["region"] = "cn"
        assumed.append(("region", "cn"))
    if out.get("region") is None:
        fallback = (defaults or {}).get("region")
        if fallback is not None:
            out["region"] = parse_choice("region", fallback, REGIONS)
        assumed.append(("region", out.get("region") or "any"))
    if "budget" in given:
        default_cur = "CNY" if out.get("region") == "cn" or given.get("compliance") else "USD"
        out["budget"] = parse_budget(label("budget"), given["budget"],
                                     default_currency=default_cur)
        if (isinstance(given["budget"], str) and parse_currency_in(given["budget"]) is None):
            assumed.append(("budget_currency", default_cur))

    if "hours_per_day" in given:
        out["hours_per_day"] = parse_number(label("hours_per_day"), given["hours_per_day"],
                                            bounds=LIMITS["hours_per_day"])
        if out["hours_per_day"] < MIN_HOURS_PER_DAY:
            raise _fail(label("hours_per_day"), given["hours_per_day"],
                        f"at least {MIN_HOURS_PER_DAY:.4f} (one minute)")
    else:
        hours = 24.0 if task in ("inference", "pretrain") else 8.0
        out["hours_per_day"] = hours
        assumed.append(("hours_per_day", hours))
    if "days" in given:
        out["days"] = parse_number(label("days"), given["days"], bounds=LIMITS["days"])
        if out["days"] < MIN_DAYS:
            raise _fail(label("days"), given["days"],
                        f"at least {MIN_DAYS:.4f}, one hour; for a few hours give {label('days')} 1 "
                        f"and {label('hours_per_day')} H")
    else:
        assumed.append(("days", DEFAULT_DAYS))

    if "priority" in given:
        out["priority"] = parse_choice(label("priority"), given["priority"], PRIORITIES)
    else:
        assumed.append(("priority", "cost"))
    if "optimizer" in given:
        out["optimizer"] = parse_choice(label("optimizer"), given["optimizer"], OPTIMIZERS)
    if "vram_gb" in given:
        out["vram_gb"] = parse_number(label("vram_gb"), given["vram_gb"], bounds=LIMITS["vram_gb"])
    if "fx" in given:
        rates = given["fx"]
        if isinstance(rates, str) or (isinstance(rates, (tuple, list)) and len(rates) == 3
                                      and isinstance(rates[2], (int, float))):
            rates = [rates]  # one rate, as text or as (base, quote, rate)
        if not isinstance(rates, (tuple, list)):
            raise _fail(label("fx"), rates, "BASE/QUOTE=RATE such as USD/CNY=7.1")
        out["fx"] = tuple(parse_rate(label("fx"), r) for r in rates)

    _resolve_job(given, out, assumed, notes, task, label)
    _resolve_market(given, out, assumed, label)
    if task in TRAINING_TASKS and "train_tokens" in out:  # costed by its own duration (issue 13)
        assumed = [a for a in assumed if a[0] not in ("hours_per_day", "days")]
    _resolve_shape(given, out, label, kb)
    if "_assumed_precision" in out:
        value = out.pop("_assumed_precision")
        assumed[:] = [(k, value if k == "precision" else v) for k, v in assumed]

    if task in LLM_TASKS and model is None and "params_b" not in out and "vram_gb" not in out:
        raise InputError(f"missing model: give {label('model')} NAME or {label('params_b')} B "
                         f"(or {label('vram_gb')} GB when you know the need)")
    if model is not None and model.kind != "llm" and task in LLM_TASKS:
        notes.append(I18n(en=f"{model.name} is a {model.kind} model; sized by its stated VRAM needs",
                          zh=f"{model.name} 是 {model.kind} 模型，按其公布的显存需求估算"))

    return Facts(**out, assumed=tuple(assumed), notes=tuple(notes))


def _resolve_job(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                 notes: list[I18n], task: str, label: Any) -> None:
    """DESIGN §8 facts: job size, serving load, deadline, engine."""
    training = task in TRAINING_TASKS
    for key in ("samples", "tokens_per_sample"):
        if key in given:
            out[key] = parse_count(label(key), given[key], LIMITS["samples"] if key == "samples"
                                   else (1, LIMITS["context_tokens"][1]))
    if "train_tokens" in given:
        out["train_tokens"] = parse_count(label("train_tokens"), given["train_tokens"],
                                          LIMITS["train_tokens"])
    if "samples" in out and "tokens_per_sample" in out:
        product = out["samples"] * out["tokens_per_sample"]
        if "train_tokens" in out and abs(out["train_tokens"] - product) > 0.01 * product:
            raise InputError(f"invalid {label('train_tokens')}: {out['train_tokens']:,} contradicts "
                             f"{out['samples']:,} samples × {out['tokens_per_sample']:,} tokens "
                             f"({product:,}); give one or the other")
        out["train_tokens"] = product
    elif ("samples" in out) != ("tokens_per_sample" in out) and "train_tokens" not in out:
        missing = "tokens_per_sample" if "samples" in out else "samples"
        raise InputError(f"missing {label(missing)}: the job size is samples × tokens per sample "
                         f"(or give {label('train_tokens')})")
    if "epochs" in given:
        out["epochs"] = parse_number(label("epochs"), given["epochs"], bounds=LIMITS["epochs"])
    elif "train_tokens" in out:
        out["epochs"] = DEFAULT_EPOCHS
        assumed.append(("epochs", DEFAULT_EPOCHS))
    if "rps" in given:
        out["rps"] = parse_rps(label("rps"), given["rps"])
    for key in ("input_tokens", "output_tokens"):
        if key in given:
            out[key] = parse_tokens(label(key), given[key])
    if "deadline" in given:
        value = given["deadline"]
        out["deadline"] = (parse_number(label("deadline"), value, bounds=LIMITS["deadline_hours"])
                           if isinstance(value, (int, float)) and not isinstance(value, bool)
                           else parse_duration_hours(label("deadline"), value))
    if "engine" in given:
        out["engine"] = parse_choice(label("engine"), given["engine"], ENGINES)
        allowed = TRAINING_ENGINES if training else SERVING_ENGINES
        if task in LLM_TASKS and out["engine"] not in allowed:
            raise _fail(label("engine"), given["engine"],
                        ("a training engine: " if training else "a serving engine: ") + ", ".join(allowed))
    elif task in LLM_TASKS:
        out["engine"] = DEFAULT_TRAINING_ENGINE if training else DEFAULT_SERVING_ENGINE
        assumed.append(("engine", out["engine"]))
    ignored = [k for k in ("train_tokens", "epochs", "deadline") if k in given and not training]
    ignored += [k for k in ("rps", "input_tokens", "output_tokens") if k in given and training]
    if ignored:
        names = ", ".join(label(k) for k in ignored)
        notes.append(I18n(en=f"{names} do not apply to {task} and were not used",
                          zh=f"{names} 不适用于该任务（{task}），未使用"))
def _resolve_market(given: Mapping[str, Any], out: dict[str, Any],
                    assumed: list[tuple[str, Any]], label: Any) -> None:
    """Invoice, buyer, procurement, public service and the consultation day."""
    import datetime as _dt
    import os

    if "invoice" in given:
        out["invoice"] = parse_choice(label("invoice"), given["invoice"], INVOICES)
    if "buyer" in given:
        out["buyer"] = parse_choice(label("buyer"), given["buyer"], BUYERS)
    else:  # mainland compliant procurement is a company's (seed 001 "国内合规企业")
        out["buyer"] = "company" if out.get("compliance") else "individual"
        if out.get("compliance"):  # elsewhere the modified-board caveat states it where it matters
            assumed.append(("buyer", out["buyer"]))
    if "procure" in given:
        out["procure"] = parse_choice(label("procure"), given["procure"], PROCUREMENTS)
    elif out.get("compliance"):
        assumed.append(("procure", "rent"))
    if "public_service" in given:
        out["public_service"] = parse_bool(label("public_service"), given["public_service"])
    today = given.get("today") or os.environ.get(TODAY_ENV) or _dt.date.today().isoformat()
    try:
        out["today"] = _dt.date.fromisoformat(str(today)).isoformat()
    except ValueError:
        raise _fail(label("today"), today, "a date YYYY-MM-DD") from None


def _resolve_shape(given: Mapping[str, Any], out: dict[str, Any], label: Any,
                   kb: KnowledgeBase) -> None:
    """--layers / --kv-heads / --head-dim / --config: the model's own dimensions."""
    for key in ("layers", "kv_heads", "head_dim"):
        if key in given:
            out[key] = int(parse_number(label(key), given[key], integer=True,
                                        bounds=LIMITS["shape"]))
    if "scene" in given:
        out["scene"] = parse_choice(label("scene"), given["scene"], SCENES)
    if "family" in given and "model" not in out:
        families = sorted({m.family for m in kb.models if m.family and m.kind != "llm"})
        out["family"] = parse_choice(label("family"), given["family"], tuple(families))
        dtypes = {m.native_dtype for m in kb.models if m.family == out["family"]}
        if "precision" not in given and len(dtypes) == 1 and (dtype := dtypes.pop()) != "fp32":
            out["precision"] = dtype  # the family's released weights, e.g. FLUX in bf16
            out["_assumed_precision"] = dtype
    if "config" not in given:
        return
    from rules.estimate import hfconfig  # lazy: rules.estimate imports this module

    value = given["config"]
    if isinstance(value, str):
        cfg = hfconfig.read(value)
    elif isinstance(value, (Mapping, tuple, list)):  # already read (what-if variants, JSON)
        try:
            cfg = dict(value.items() if isinstance(value, Mapping) else value)
        except (TypeError, ValueError):
            raise _fail(label("config"), value, "the path of a config.json") from None
        if not all(isinstance(cfg.get(k), int) for k in ("layers", "hidden", "heads")):
            raise _fail(label("config"), value, "the path of a config.json")
    else:
        raise _fail(label("config"), value, "the path of a config.json")
    out["config"] = tuple(sorted(cfg.items()))
    if "params_b" not in out:
        out["params_b"] = round(hfconfig.params_b(cfg), 3)


def with_changes(facts: Facts, kb: KnowledgeBase, **changes: Any) -> Facts:
    """The same facts with some changed and re-validated (for what-if questions)."""
    base = {k: getattr(facts, k) for k in FACT_NAMES}
    given = {k for k in base if k not in dict(facts.assumed)}
    raw = {k: v for k, v in base.items() if k in given}
    raw.update(changes)
    defaults = {"region": facts.region} if facts.region is not None else None
    return resolve(raw, kb, defaults=defaults)


__all__ = [
    "Budget",
    "FACT_NAMES",
    "Facts",
    "InputError",
    "parse_budget",
    "parse_number",
    "parse_rate",
    "parse_tokens",
    "replace",
    "resolve",
    "with_changes",
]
