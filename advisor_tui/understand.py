"""Free text → facts: what a person typed ("想部署 qwen3 32b，上下文 32k，国内，每月 3000 元")
read into the same fact values the CLI flags give (DESIGN §7).

``parse(text, kb)`` returns an ``Understanding``: the facts it is sure of, the span of the text each
came from (so the UI can show what every part of the sentence gave), what it saw but could not place
(an unknown model with close names, a budget without an amount …) and conflicts (two models, two
budgets …), which are reported and left out of ``facts`` instead of being resolved by guessing.
``merge`` lets facts given as options win over free text; ``describe`` renders it in en / zh;
``to_dict`` gives it as JSON (``recommend --json`` → ``"understood"``).

How it reads, and the decisions it makes (each stated back to the person as a note):

* Deterministic extractors over a normalised copy of the text (NFKC per character, lower case,
  1:1 with the original so spans index the original). Entities first (cards, model names), then
  numbers with units (usage, money, durations, context, concurrency, batch, GPUs, VRAM, precision,
  sizes), then keywords (task, region, compliance, CUDA, interruptible, priority). An extractor
  never reads characters an earlier one claimed: "4090 24G" is a card, not a VRAM need; "70B" in
  "llama 3.1 70b" is part of the name, not a size fact.
* Models: an anchor (a family word from the catalogue's ids, families and aliases, a known Chinese
  name such as 千问 / 深度求索, or a family word with a typo such as "lamma", "quen", "deepseak")
  followed by version, size and variant tokens. The name is accepted only when it equals a
  catalogue name or alias, or when exactly one catalogue model contains every token of it (numbers
  exactly, words allowing one typo). Otherwise it is unresolved, with candidates — never a silent
  guess: "qwen 32b" could be Qwen3-32B, Qwen2.5-32B or QwQ-32B. A size in an unplaced name still
  gives ``params_b``. Naming an image / video / speech / detection model sets the task.
* Cards ("两张 4090", "on a 4090", "A100 80G") are not facts about the job: they are exposed as
  ``mentioned_cards`` for the UI (the advisor picks the cards), never as ``vram_gb``.
  ``vram_gb`` is read only from a stated need ("需要 40GB 显存", "显存至少要 80G"), not from a card's
  size or a question ("要 80G 显存吗").
* "全精度" / "full precision" / "不量化" means the unquantised released weights: the model's native
  dtype (bf16 for current LLMs, which is what serving them "at full precision" means), bf16 when no
  model is named (fp16 for image / video), never fp32 — FP32 is read only from "fp32" / "单精度".
* Generic fine-tuning ("微调", "fine-tune", "训练" of an LLM) is read as LoRA, the usual way to
  fine-tune on rented cards; 全参 / full fine-tune, QLoRA and 预训练 are read as such.
* A budget without a currency is CNY when the text is Chinese and USD otherwise; without a period
  it is per month, or the total when the text states how long the job runs; "预算 5k" → 5000/month.
* Serving words (推理, 部署, API) next to an image / video / speech / detection job do not make it
  an LLM job; learning words (毕设, 入门) give the task "learn" only when nothing more specific does.
  "训练" with nothing saying it is a language model ("训练一个 ResNet") is asked about, not guessed.
  A negated word ("不是推理", "不要 LoRA", "no spot") does not count.
* Precision: "Q4" / q4_k_m → q4_k_m, "Q8" → q8_0, AWQ / GPTQ / "4bit" / "4 位" → int4, "8bit" →
  int8, "半精度" → fp16; a generic "4-bit" gives way to a specific 4-bit format named with it, and
  under QLoRA it is left to QLoRA's NF4. Near "KV cache" a precision is the KV cache's.
* A range ("一两个小时", "两三千", "3-4 张卡") is read as its upper end, with a note. A price next to
  a card ("A100 一小时 10 块太贵了") is asked about, not taken as the budget.

Work is bounded: only the first ``MAX_CHARS`` characters are read (the rest is reported as
unresolved), at most ``MAX_MODEL_MENTIONS`` model names and ``MAX_CARD_MENTIONS`` cards are looked
up, and every regular expression is linear: numbers are atomic and never start inside a run of
digits, repeats are bounded. This module must stay light (no ``textual``; patterns compile on first
use): it is used by ``gpu-advisor recommend --say`` and imported when the TUI starts.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein

from knowledge import match
from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from rules.facts import FACT_NAMES, Budget, parse_tokens, resolve

MAX_CHARS = 4000  # a description is a few hundred characters; the rest of a paste is not read
MAX_MODEL_MENTIONS = 12
MAX_CARD_MENTIONS = 24

__all__ = [
    "MAX_CHARS",
    "CardMention",
    "Conflict",
    "Note",
    "Span",
    "Understanding",
    "Unresolved",
    "describe",
    "merge",
    "parse",
    "to_dict",
]


# ------------------------------------------------------------------------------- result types


class Span(NamedTuple):
    """Characters ``text[start:end]`` gave ``fact`` = ``value`` (a value ``resolve`` accepts)."""

    start: int
    end: int
    fact: str
    value: Any


@dataclass(frozen=True)
class Note:
    """Something the reader decided and says so (both languages)."""

    en: str
    zh: str

    def text(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en

    def __str__(self) -> str:
        return self.en


@dataclass(frozen=True)
class Unresolved:
    """Something seen but not placed. ``kind`` is a fact name ("model", "budget", "concurrency" …)
    or "input"; ``candidates`` are ids the person may have meant (models), best first."""

    kind: str
    text: str
    start: int
    end: int
    note: Note
    candidates: tuple[str, ...] = ()

    def message(self, lang: str = "en") -> str:
        return self.note.text(lang)

    def __str__(self) -> str:
        return self.note.en


@dataclass(frozen=True)
class Conflict:
    """Two or more different values for one fact; the fact is left out of ``facts``."""

    fact: str
    values: tuple[Any, ...]
    texts: tuple[str, ...]  # the words each value came from, same order

    def __str__(self) -> str:
        return f"{self.fact}: " + " vs ".join(f"“{t}”" for t in self.texts)


@dataclass(frozen=True)
class CardMention:
    """A card named in the text ("两张 4090"): context for the UI, not a fact about the job."""

    text: str
    start: int
    end: int
    card: str | None  # card id when the knowledge base knows it
    count: int | None = None
    vram_gb: float | None = None


@dataclass(frozen=True)
class Understanding:
    """What the free text said. ``facts`` maps fact names to values ``rules.facts.resolve``
    accepts; ``labels`` holds display names (``{"model": "Qwen3-32B"}``) for ``describe``.

    ``confidence`` is the mean certainty of the facts read (exact names and explicit values 1.0,
    a typo-corrected or only-fitting name 0.9–0.95, a budget with a filled-in currency or period
    0.8), times 0.85 per unresolved item and 0.7 per conflict; 0.0 when nothing was read."""

    text: str = ""
    facts: dict[str, Any] = field(default_factory=dict, hash=False)
    spans: tuple[Span, ...] = ()
    unresolved: tuple[Unresolved, ...] = ()
    conflicts: tuple[Conflict, ...] = ()
    confidence: float = 0.0
    notes: tuple[Note, ...] = ()
    mentioned_cards: tuple[CardMention, ...] = ()
    labels: tuple[tuple[str, str], ...] = ()
    truncated: bool = False

    @property
    def empty(self) -> bool:
        return not (self.facts or self.unresolved or self.conflicts or self.mentioned_cards)

    def source_names(self) -> dict[str, str]:
        """fact → how the person said it, for ``rules.facts.resolve(..., names=...)`` errors."""
        return {f: f"free text “{self.span_text(f).strip()}”" for f in self.facts
                if self.span_text(f).strip()}

    def span_text(self, fact: str) -> str:
        """The words the fact came from ("" when none)."""
        for s in self.spans:
            if s.fact == fact:
                return self.text[s.start:s.end]
        return ""


# ------------------------------------------------------------------------------ lazy patterns


class _Lazy:
    """A regular expression compiled on first use, so that importing this module (at TUI start)
    costs almost nothing; ``parse`` pays the compilation once."""

    __slots__ = ("_pattern", "_rx")

    def __init__(self, pattern: str) -> None:
        self._pattern = pattern
        self._rx: re.Pattern[str] | None = None

    def _get(self) -> re.Pattern[str]:
        if self._rx is None:
            self._rx = re.compile(self._pattern)
        return self._rx

    def finditer(self, text: str, *args: int) -> Iterator[re.Match[str]]:
        return self._get().finditer(text, *args)

    def match(self, text: str, *args: int) -> re.Match[str] | None:
        return self._get().match(text, *args)

    def search(self, text: str, *args: int) -> re.Match[str] | None:
        return self._get().search(text, *args)

    def fullmatch(self, text: str, *args: int) -> re.Match[str] | None:
        return self._get().fullmatch(text, *args)

    def findall(self, text: str, *args: int) -> list[Any]:
        return self._get().findall(text, *args)


_lazy = _Lazy


# ----------------------------------------------------------------------------- normalisation

_PUNCT = {"。": ".", "、": ",", "～": "~", "〜": "~", "—": "-", "–": "-", "－": "-",
          "“": '"', "”": '"', "‘": "'", "’": "'", "《": " ", "》": " ", "【": "[", "】": "]",
          "「": " ", "」": " ", "·": " "}
_CJK = _lazy(r"[\u4e00-\u9fff]")


def _normalise(text: str) -> str:
    """Lower case, NFKC (full-width → ASCII, ￥ → ¥), Chinese punctuation → ASCII; one character
    in, one character out, so offsets into the result are offsets into ``text``."""
    if text.isascii():
        return text.lower()
    out = []
    for ch in text:
        if ch < "\x80":
            out.append(ch.lower())
            continue
        c = _PUNCT.get(ch)
        if c is None:
            c = unicodedata.normalize("NFKC", ch)
            if len(c) != 1:
                c = ch
            low = c.lower()
            c = low if len(low) == 1 else c
            c = _PUNCT.get(c, c)
        out.append(c)
    return "".join(out)


# ----------------------------------------------------------------------------------- numbers

_CN_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "俩": 2, "三": 3, "四": 4, "五": 5,
             "六": 6, "七": 7, "八": 8, "九": 9}
_CN_UNIT = {"十": 10, "百": 100, "千": 1000}
_CN_BIG = {"万": 10_000, "亿": 100_000_000}
_CN_CHARS = "零〇一二两俩三四五六七八九十百千万"
_EN_NUM = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
           "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
           "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
           "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000}
_EN_WORD = "(?:" + "|".join(sorted(_EN_NUM, key=len, reverse=True)) + ")(?![a-z])"

# Numbers never start inside a run of digits and are atomic ((?>…)): a long run of digits that is
# not followed by a unit fails at once instead of being re-tried from every position and length.
AR1 = r"\d{1,3}(?:,\d{3}){1,4}(?:\.\d{1,6})?|\d{1,12}(?:\.\d{1,6})?"
AR = rf"(?<![\d.])(?>(?:\d{{1,12}}(?:\.\d{{1,6}})?\s?(?:-|~|到|至)\s?)?(?:{AR1}))(?![\d])"
# a run of Chinese numerals, not taking the 一 of "一个月" / "一小时" (a period, not a number)
CN = rf"(?:(?!一(?:个|周|天|小时|时|月|年|星期|礼拜|日|刻))[{_CN_CHARS}]){{1,8}}"
EN = rf"{_EN_WORD}(?:[ -]{_EN_WORD}){{0,4}}"
NUM = rf"(?:{AR}|{CN}|一|(?<![a-z]){EN})"


def _cn_number(text: str) -> float | None:
    total = section = 0
    number: int | None = None
    last_unit = 0
    zero_seen = False
    prev_was_unit = False
    for ch in text:
        if ch in _CN_DIGIT:
            d = _CN_DIGIT[ch]
            if d == 0:  # 一百零五: a place skipped, not a digit
                zero_seen = True
                prev_was_unit = True
                continue
            if number is not None and not prev_was_unit:
                if d <= number:
                    return None  # "五三" is not a number
                # "一两" / "两三千": a range; the upper end is used
            number = d if number is None or prev_was_unit else max(number, d)
            prev_was_unit = False
            continue
            number = d
            prev_was_unit = False
        elif ch in _CN_UNIT:
            unit = _CN_UNIT[ch]
            section += (1 if number is None else number) * unit
            number = None
            last_unit = unit
            zero_seen = False
            prev_was_unit = True
        elif ch in _CN_BIG:
            big = _CN_BIG[ch]
            section += number or 0
            total += (section or 1) * big
            section = 0
            number = None
            last_unit = big
            zero_seen = False
            prev_was_unit = True
        else:
            return None
    if number is not None:
        if last_unit >= 10 and not zero_seen and prev_was_unit is False and len(text) > 1 \
                and text[-2] in (*_CN_UNIT, *_CN_BIG):
            section += number * last_unit // 10  # 一万五 = 15000, 三千五 = 3500, 十二 = 12
        else:
            section += number
    value = total + section
    return float(value) if value or text[0] in "零〇" else None


def _en_number(text: str) -> float | None:
    total = current = 0
    for word in re.split(r"[ -]+", text.strip()):
        if not word or word == "and":
            continue
        v = _EN_NUM.get(word)
        if v is None:
            return None
        if v == 100:
            current = (current or 1) * 100
        elif v == 1000:
            total += (current or 1) * 1000
            current = 0
        else:
            current += v
    return float(total + current)


_RANGE = _lazy(r"\d+(?:\.\d+)?\s?(?:-|~|到|至)\s?\d|[一两二三四五六七八九]{2}")


def _number(text: str) -> float | None:
    text = text.strip()
    if not text:
        return None
    ranged = re.fullmatch(r"(\d+(?:\.\d+)?)\s?(?:-|~|到|至)\s?(.+)", text)
    if ranged:
        low, high = _number(ranged.group(1)), _number(ranged.group(2))
        return high if low is not None and high is not None and high >= low else None
    if text[0].isdigit():
        try:
            return float(text.replace(",", ""))
        except ValueError:
            return None
    if text[0] in _CN_CHARS:
        return _cn_number(text)
    return _en_number(text)


_MULT = {"k": 1000.0, "w": 10_000.0, "万": 10_000.0, "千": 1000.0, "百": 100.0}


# ------------------------------------------------------------------------------ vocabularies


def _w(pattern: str) -> str:
    """An ASCII alternative bounded so that it is a word even between Chinese characters."""
    return rf"(?<![a-z0-9])(?:{pattern})(?![a-z0-9])"


_CLAUSE_BREAK = _lazy(r"[,.;!?\n]|\s-\s")

_CURRENCY = {"$": "USD", "us$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD",
             "bucks": "USD", "美元": "USD", "美金": "USD", "刀": "USD",
             "¥": "CNY", "rmb": "CNY", "cny": "CNY", "yuan": "CNY", "元": "CNY", "块": "CNY",
             "块钱": "CNY", "人民币": "CNY", "₮": "T-CREDIT", "credit": "T-CREDIT",
             "credits": "T-CREDIT", "t-credit": "T-CREDIT", "t-credits": "T-CREDIT"}
_PERIOD = {"小时": "hour", "钟头": "hour", "时": "hour", "h": "hour", "hr": "hour", "hrs": "hour",
           "hour": "hour", "分钟": "minute", "分": "minute", "min": "minute", "minute": "minute",
           "天": "day", "日": "day", "day": "day", "周": "week", "星期": "week", "礼拜": "week",
           "week": "week", "月": "month", "month": "month", "mo": "month", "年": "year",
           "year": "year", "yr": "year",
           "monthly": "month", "hourly": "hour", "daily": "day", "weekly": "week",
           "包月": "month", "月付": "month", "按月": "month", "按小时": "hour", "按天": "day",
           "按周": "week", "月预算": "month", "月租": "month", "月均": "month", "月费": "month",
           "时租": "hour", "日租": "day", "周租": "week", "total": "total", "in total": "total",
           "overall": "total", "总共": "total", "总计": "total", "一共": "total",
           "总预算": "total", "总": "total", "per month": "month", "per hour": "hour",
           "a month": "month", "每月": "month", "每小时": "hour", "每天": "day", "每周": "week"}
_PERIOD_WORD = (r"小时|钟头|分钟|星期|礼拜|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|"
                r"yr|mo|h|时|天|日|周|月|年")


def _period_of(word: str) -> str | None:
    word = word.strip()
    if word in _PERIOD:
        return _PERIOD[word]
    if word.endswith("s") and word[:-1] in _PERIOD:
        return _PERIOD[word[:-1]]
    return None


# --------------------------------------------------------------------------- model index


_STOP_ANCHORS = frozenset({
    "a", "an", "the", "and", "or", "of", "for", "with", "on", "in", "to", "is", "it", "my", "i",
    "r", "v", "x", "b", "m", "t", "s", "q", "p", "d", "stable", "meta", "microsoft", "tencent",
    "openai", "runwayml", "ultralytics", "nvidia", "google", "alibaba", "base", "large", "small",
    "chat", "instruct", "model", "models", "hgx", "dgx", "huggingface", "hf", "ai", "lab",
    "满血版", "满血", "腾讯"})
# words that are part of model names in general (the catalogue adds its own)
_GENERIC_EXT = frozenset({
    "instruct", "chat", "base", "it", "hf", "distill", "distilled", "preview", "coder", "math",
    "vl", "moe", "dev", "schnell", "klein", "large", "medium", "small", "mini", "tiny", "turbo",
    "xl", "pro", "plus", "max", "lite", "flash", "air", "oss", "video", "t2v", "i2v", "sft",
    "dpo", "v", "r", "x"})
# words that make a different model ("whisper large v3 turbo" is not "whisper large v3")
_VARIANT_WORDS = frozenset({
    "turbo", "coder", "math", "vl", "distill", "distilled", "mini", "tiny", "small", "medium",
    "large", "pro", "plus", "max", "lite", "flash", "air", "dev", "schnell", "klein", "preview",
    "moe", "xl", "oss", "r", "v"})
_NOISE_TOKENS = frozenset({"instruct", "chat", "it", "hf", "base", "model"})
_PRECISION_WORDS = frozenset({
    "fp32", "fp16", "bf16", "fp8", "fp4", "int4", "int8", "q4", "q8", "q5", "q6", "q3", "q2",
    "nf4", "mxfp4", "nvfp4", "awq", "gptq", "gguf", "ggml", "exl2", "w4a16", "w8a8", "bnb",
    "bitsandbytes", "q4_k_m", "q8_0"})
# built-in ways people name families (Chinese names, abbreviations): word → canonical query word
_SYNONYMS = {"千问": "qwen", "通义千问": "qwen", "通义": "qwen", "羊驼": "llama",
             "深度求索": "deepseek", "智谱": "glm", "零一万物": "yi", "通义万相": "wan",
             "万相": "wan", "混元": "hunyuan"}  # "stable diffusion" → "sd": _STABLE_DIFFUSION
_TOKEN_SPLIT = _lazy(
    r"\d+(?:\.\d+)?x\d+(?:\.\d+)?b|(?<![a-z])a\d+(?:\.\d+)?b(?![a-z])|\d+(?:\.\d+)?[bm](?![a-z])"
    r"|\d+(?:\.\d+)*|[a-z]+|[\u4e00-\u9fff]+")
_SIZE_TOKEN = _lazy(r"\d+(?:\.\d+)?(?:x\d+(?:\.\d+)?)?[bm]|a\d+(?:\.\d+)?b")
_LEAD_WORD = _lazy(r"[a-z]+|[\u4e00-\u9fff]+")
_KIND_TASK = {"image": "image", "video": "video", "speech": "transcribe",
              "detection": "detection"}


def _tokens(text: str) -> tuple[str, ...]:
    """Comparable tokens of a model name: 'Qwen2.5-72B-Instruct' → ('qwen', '2.5', '72b')."""
    return tuple(t for t in _TOKEN_SPLIT.findall(_normalise(text)) if t not in _NOISE_TOKENS)


@dataclass(frozen=True)
class _ModelIndex:
    primary: Mapping[str, str]  # anchor word → canonical query word (bare use allowed)
    secondary: frozenset[str]  # anchor words that need a following token ("klein", "chatglm")
    cjk: tuple[tuple[str, str], ...]  # Chinese anchors, longest first → canonical
    ext: frozenset[str]  # words that continue a model name
    fuzzy_pool: tuple[str, ...]  # anchor words a typo may stand for (length ≥ 4)
    names: tuple[tuple[str, tuple[str, ...]], ...]  # (model id, tokens of one name)
    exact: Mapping[str, frozenset[str]]  # normalised name → model ids
    members: Mapping[str, frozenset[str]]  # anchor word → models whose names start with it
    kinds: Mapping[str, str]  # model id → kind
    display: Mapping[str, str]  # model id → name
    prefixes: tuple[str, ...] = ()  # anchor words of 4+ letters, longest first
    anchor_cache: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@lru_cache(maxsize=16)
def _model_index(kb: KnowledgeBase) -> _ModelIndex:
    primary: dict[str, str] = {}
    secondary: set[str] = set()
    cjk: dict[str, str] = {}
    ext: set[str] = set(_GENERIC_EXT)
    names: list[tuple[str, tuple[str, ...]]] = []
    exact: dict[str, set[str]] = {}
    members: dict[str, set[str]] = {}
    for m in kb.models:
        texts = (m.id, m.name, *m.aliases)
        for i, text in enumerate(texts):
            low = _normalise(text)
            key = match.normalise(text)
            if key:
                exact.setdefault(key, set()).add(m.id)
            toks = _tokens(text)
            if toks:
                names.append((m.id, toks))
            for t in toks:
                if t.isalpha() and t.isascii():
                    ext.add(t)
            lead = _LEAD_WORD.match(low.lstrip())
            if not lead:
                continue
            word = lead.group(0)
            if word in _STOP_ANCHORS or len(word) < 2:
                continue
            members.setdefault(word, set()).add(m.id)
            if _CJK.match(word):
                if len(word) >= 2:
                    cjk.setdefault(word, word)
            elif i == 0:
                primary[word] = word
            else:
                secondary.add(word)
        fam = _LEAD_WORD.match(_normalise(m.family)) if m.family else None
        if fam and fam.group(0) not in _STOP_ANCHORS and fam.group(0).isascii():
            primary[fam.group(0)] = fam.group(0)
            members.setdefault(fam.group(0), set()).add(m.id)
    for word, canonical in _SYNONYMS.items():
        if canonical in primary or canonical in secondary:
            if _CJK.match(word):
                cjk[word] = canonical
    secondary -= set(primary)
    ext -= _PRECISION_WORDS
    fuzzy_pool = tuple(sorted(w for w in (*primary, *secondary) if len(w) >= 4))
    return _ModelIndex(
        primary=primary, secondary=frozenset(secondary),
        cjk=tuple(sorted(cjk.items(), key=lambda kv: -len(kv[0]))),
        ext=frozenset(ext), fuzzy_pool=fuzzy_pool, names=tuple(names),
        exact={k: frozenset(v) for k, v in exact.items()},
        members={k: frozenset(v) for k, v in members.items()},
        kinds={m.id: m.kind for m in kb.models}, display={m.id: m.name for m in kb.models},
        prefixes=tuple(sorted((w for w in (*primary, *secondary) if len(w) >= 4),
                              key=lambda w: (-len(w), w))))


def _alpha_close(query: str, have: str) -> bool:
    if query == have:
        return True
    if len(query) >= 5 and len(have) >= 5:
        limit = 2 if min(len(query), len(have)) >= 8 else 1
        return DamerauLevenshtein.distance(query, have, score_cutoff=limit) <= limit
    return False


def _covers(name_tokens: tuple[str, ...], query: tuple[str, ...]) -> bool:
    pool = list(name_tokens)
    for q in query:
        for i, h in enumerate(pool):
            if q == h or (q.isalpha() and h.isalpha() and _alpha_close(q, h)):
                del pool[i]
                break
        else:
            return False
    return True


def _lookup(idx: _ModelIndex, query: str) -> tuple[str, tuple[str, ...]]:
    """('hit', (id,)) / ('ambiguous', ids) / ('none', ())."""
    key = match.normalise(query)
    ids = idx.exact.get(key)
    if ids and len(ids) == 1:
        return "hit", tuple(ids)
    qt = _tokens(query)
    if not qt:
        return "none", ()
    found: list[str] = []
    for model_id, toks in idx.names:
        if model_id not in found and _covers(toks, qt):
            found.append(model_id)
    if len(found) == 1:
        return "hit", tuple(found)
    if found:
        # a name equal to the query (token for token) beats names that merely contain it
        equal = {mid for mid, toks in idx.names if mid in found and len(toks) == len(qt)
                 and _covers(toks, qt)}
        if len(equal) == 1:
            return "hit", tuple(equal)
        return "ambiguous", tuple(sorted(found, key=lambda m: (len(m), m)))
    return "none", ()


# ------------------------------------------------------------------------------ the reader


@dataclass(eq=False)  # identity: the same words read twice are two findings
class _Finding:
    start: int
    end: int
    fact: str
    value: Any
    conf: float = 1.0
    label: str | None = None
    generic: str | None = None  # precision family ("4", "8", "16", "any"), task grade …


class _Reader:
    def __init__(self, text: str, kb: KnowledgeBase) -> None:
        self.kb = kb
        self.orig = text[:MAX_CHARS]
        self.truncated = len(text) > MAX_CHARS
        self.t = _normalise(self.orig)
        n = len(self.t)
        self.entity = bytearray(n)  # models, cards, tools: nothing else reads these
        self.numeric = bytearray(n)  # numbers with units
        self.kw = bytearray(n)
        self.found: list[_Finding] = []
        self.unresolved: list[Unresolved] = []
        self.notes: list[Note] = []
        self.cards: list[CardMention] = []
        self.chinese = bool(_CJK.search(self.t))

    # claims ----------------------------------------------------------------------------
    @staticmethod
    def _free(mask: bytearray, s: int, e: int) -> bool:
        return mask.find(1, s, e) == -1

    def free(self, s: int, e: int, *, keyword: bool = False) -> bool:
        if not self._free(self.entity, s, e):
            return False
        if keyword:
            return self._free(self.kw, s, e)
        return self._free(self.numeric, s, e)

    def claim(self, mask: bytearray, s: int, e: int) -> None:
        mask[s:e] = b"\x01" * (e - s)

    def add(self, s: int, e: int, fact: str, value: Any, *, conf: float = 1.0,
            label: str | None = None, generic: str | None = None,
            mask: str = "numeric") -> None:
        self.found.append(_Finding(s, e, fact, value, conf, label, generic))
        self.claim({"numeric": self.numeric, "entity": self.entity, "kw": self.kw}[mask], s, e)

    def unplaced(self, kind: str, s: int, e: int, en: str, zh: str,
                 candidates: Iterable[str] = ()) -> None:
        text = self.orig[s:e]
        if any(u.kind == kind and u.text == text for u in self.unresolved):
            return
        self.unresolved.append(Unresolved(kind, text, s, e, Note(en, zh), tuple(candidates)))

    def note(self, en: str, zh: str) -> None:
        n = Note(en, zh)
        if n not in self.notes:
            self.notes.append(n)

    def window_before(self, s: int, size: int = 20) -> tuple[int, str]:
        lo = max(0, s - size)
        chunk = self.t[lo:s]
        breaks = list(_CLAUSE_BREAK.finditer(chunk))
        if breaks:
            lo += breaks[-1].end()
            chunk = self.t[lo:s]
        return lo, chunk

    def num(self, text: str) -> float | None:
        value = _number(text)
        if value is not None and len(text) < 40 and _RANGE.search(text):
            self.note(f"“{text.strip()}” is a range: the upper end ({value:g}) is used",
                      f"“{text.strip()}”是一个范围：按上限 {value:g} 计")
        return value

    def quote(self, s: int, e: int) -> str:
        return self.orig[s:e].strip()


# ----------------------------------------------------------------------------------- cards

_CARD = _lazy(
    r"(?<![a-z0-9])(?:(?:nvidia|英伟达|amd|huawei|华为|tesla|geforce)\s?)?"
    r"(?P<core>(?:rtx\s?)?[2345]0[5-9]0(?:\s?(?:ti|super|d))?"
    r"|rtx\s?pro\s?6000|pro\s?6000|rtx\s?6000(?:\s?ada)?|6000\s?ada|(?:rtx\s?)?a[456]000"
    r"|[ah]100|a800|h800|h200|h20|gb200|b200|b300|l40s|l40|l20|l4|a40|a30|a10g?|t4|v100s?|p40"
    r"|p100|mi3\d\dx?|(?:ascend\s?|昇腾\s?)?910[bc]|昇腾|ascend)"
    r"(?P<form>\s?(?:pcie|sxm[45]?|nvl))?(?:\s?(?P<gb>\d{2,3})\s?g(?:b)?)?(?P<plural>s)?"
    r"(?![a-z0-9])")
_CARD_COUNT_BEFORE = _lazy(
    r"(?P<n>\d{1,2}|[一两二三四五六七八九十]{1,2}|two|three|four|six|eight|a|one|single)"
    r"\s?(?:张|块|个|台|卡|x|×|\*)?\s?$")
_CARD_BY_SIZE = _lazy(
    r"(?<![a-z0-9])(?P<gb>\d{2,3})\s?(?:g|gb)(?![a-z0-9])\s?(?:显存)?\s?(?:的)?\s?"
    r"(?:卡|显卡|cards?|gpus?)(?![a-z])")
_OWN_VRAM = _lazy(
    r"(?:只有|我有|手上有?|现有|我的卡是?|my card has|i have|i only have)\s?(?:一张|a)?\s?"
    r"(?P<gb>\d{2,3})\s?(?:g|gb)(?![a-z0-9])\s?(?:的)?\s?(?:显存|vram|gpu)?")


def _read_cards(r: _Reader) -> None:
    ids: dict[str, str | None] = {}
    for m in _CARD.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e) or len(r.cards) >= MAX_CARD_MENTIONS:
            continue
        after = r.t[e:e + 4].lstrip()
        if after[:1] in ("元", "块") or after.startswith(("tokens", "k ")):
            continue
        core_text = r.t[m.start("core"):m.end() - (1 if m.group("plural") else 0)]
        if core_text not in ids:
            hit = match.resolve_card(r.kb, core_text)[0] if r.kb.cards else None
            ids[core_text] = hit.id if hit else None
        card_id = ids[core_text]
        count = None
        lo = max(0, s - 8)
        cm = _CARD_COUNT_BEFORE.search(r.t[lo:s])
        if cm and r.free(lo + cm.start(), s):
            n = cm.group("n")
            count = 1 if n in ("a", "one", "single") else int(_number(n) or 0) or None
            s = lo + cm.start()
        post = re.match(r"\s?[x×*]\s?(\d{1,2})(?![0-9])", r.t[e:e + 5])
        if post:
            count = int(post.group(1))
            e += post.end()
        gb = float(m.group("gb")) if m.group("gb") else None
        r.cards.append(CardMention(r.quote(s, e), s, e, card_id, count, gb))
        r.claim(r.entity, s, e)
    for rx in (_CARD_BY_SIZE, _OWN_VRAM):
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()) and len(r.cards) < MAX_CARD_MENTIONS:
                r.cards.append(CardMention(r.quote(m.start(), m.end()), m.start(), m.end(), None,
                                           None, float(m.group("gb"))))
                r.claim(r.entity, m.start(), m.end())


# ------------------------------------------------------------------------------ tools first

_TOOLS = [
    ("inference", _lazy(_w(r"llama[ .\-]?cpp|ollama|vllm|sglang|tgi|lmdeploy|tensorrt-llm"
                                r"|trt-llm|text-generation-inference|lm studio|xinference"))),
    ("finetune", _lazy(_w(r"llama[ \-_]?factory|unsloth|axolotl|peft|trl|ms-swift|swift"
                               r"|deepspeed|megatron(?:-lm)?"))),
    ("image-weak", _lazy(_w(r"comfy ?ui|sd ?webui|webui|automatic1111|a1111|forge|fooocus"
                                 r"|invokeai"))),
]


def _read_tools(r: _Reader) -> None:
    for task, rx in _TOOLS:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "task", task, mask="entity", generic=task)


# ---------------------------------------------------------------------------------- models

_WORD = _lazy(r"[a-z]+")
_STABLE_DIFFUSION = _lazy(r"stable[ \-]?diffusion")
_EXT_TOKEN = _lazy(
    r"(?:[\s\-_./:]{0,3}|\s?的\s?(?=\d+(?:\.\d+)?b(?![a-z0-9])))(?:(?P<num>[a-z]{0,2}\d+(?:\.\d+)*(?:x\d+)?[a-z]{0,4})|(?P<alpha>[a-z]+)|(?P<cjk>蒸馏))"
    r"(?![a-z0-9])")
_STOP_NUM_TOKEN = _lazy(
    r"\d+(?:\.\d+)?(?:k|g|gb|gib|bit|bits|h|hr|hrs|w|t|tb|mb|s|x|p|fps|kw|yuan|usd|tok"
    r"|tokens?)|\d(?:\.\d+)?m|(?:int|fp|bf|nf|mxfp|nvfp|q|iq|w)\d\w*")
_SIZE_BEFORE = _lazy(r"(?<![a-z0-9.])(?P<size>\d+(?:\.\d+)?b)\s?(?:的|(?<![a-z])(?:param(?:eter)?s?"
                          r"|parameter))?\s?$")
_SIZE_ONLY = _lazy(r"\d+(?:\.\d+)?(?:x\d+)?b|a\d+(?:\.\d+)?b|\d{2,4}m")
_HARD_ALNUM = _lazy(r"[a-z]\d+(?:\.\d+)*")
_UNKNOWN_NAME = _lazy(
    r"(?<![a-z0-9.])(?P<word>[a-z][a-z0-9]{1,20}?)[-_]?(?P<size>\d{1,5}(?:\.\d{1,3})?)b(?![a-z0-9])")
_NOT_A_NAME = frozenset({"a", "an", "the", "of", "for", "to", "on", "in", "at", "run", "serve",
                         "about", "around", "int", "fp", "bf", "nf", "q", "w", "x", "ok", "is",
                         "model", "params", "size", "and", "or", "with", "by", "up"})


def _size_value(tok: str) -> float | None:
    m = re.fullmatch(r"(\d+(?:\.\d+)?)([bm])", tok)
    if not m:
        return None
    value = float(m.group(1))
    return value / 1000 if m.group(2) == "m" else value


def _find_anchor(idx: _ModelIndex, word: str) -> tuple[str, int, bool] | None:
    """(canonical, characters of the word used, exact?) for a Latin word that starts a name."""
    cache = idx.anchor_cache
    if word in cache:
        return cache[word]
    if len(cache) > 20_000:
        cache.clear()
    cache[word] = found = _anchor_of(idx, word)
    return found


def _anchor_of(idx: _ModelIndex, word: str) -> tuple[str, int, bool] | None:
    if word in idx.primary:
        return idx.primary[word], len(word), True
    if word in idx.secondary:
        return word, len(word), True
    if len(word) < 4 or word in _STOP_ANCHORS or word in _PRECISION_WORDS:
        return None
    for fam in idx.prefixes:  # "deepseekr1" → "deepseek" + "r1"
        if len(word) > len(fam) and word.startswith(fam):
            return idx.primary.get(fam, fam), len(fam), True
    limit = 1 if len(word) <= 4 else 2
    pool = [f for f in idx.fuzzy_pool
            if abs(len(f) - len(word)) <= limit and (f[0] == word[0] or len(word) >= 6)]
    hits = process.extract(word, pool, scorer=DamerauLevenshtein.distance, score_cutoff=limit,
                           limit=2)
    if not hits or (len(hits) == 2 and hits[0][1] == hits[1][1]):
        return None  # nothing close, or two families equally close
    fam = hits[0][0]
    return idx.primary.get(fam, fam), len(word), False


def _extend(r: _Reader, idx: _ModelIndex, pos: int) -> list[tuple[str, int, int, bool]]:
    """Tokens continuing a model name from ``pos``: (text, start, end, hard)."""
    toks: list[tuple[str, int, int, bool]] = []
    seen_size = False
    while len(toks) < 8:
        m = _EXT_TOKEN.match(r.t, pos)
        if not m:
            break
        if m.group("num"):
            tok = m.group("num")
            if tok in _PRECISION_WORDS or _STOP_NUM_TOKEN.fullmatch(tok):
                break
            if tok.replace(".", "").isdigit():
                if seen_size or float(tok.split(".")[0] or 0) > 20:
                    break
                hard = True
            elif _SIZE_ONLY.fullmatch(tok):
                seen_size = True
                hard = True
            else:
                hard = bool(_HARD_ALNUM.fullmatch(tok))
            start = m.start("num")
        elif m.group("cjk"):  # 蒸馏 = distill ("deepseek r1 蒸馏 32b")
            tok, hard, start = "distill", False, m.start("cjk")
        else:
            tok = m.group("alpha")
            if tok in _PRECISION_WORDS:
                break
            if tok not in idx.ext and tok not in idx.primary and tok not in idx.secondary:
                if len(tok) < 5 or not any(_alpha_close(tok, w) for w in idx.ext if len(w) >= 5):
                    break
            hard = False
            start = m.start("alpha")
        if not r.free(start, m.end()):
            break
        toks.append((tok, start, m.end(), hard))
        pos = m.end()
    return toks


def _read_models(r: _Reader) -> None:
    idx = _model_index(r.kb)
    anchors: list[tuple[int, int, str, bool]] = []  # start, end, canonical, exact
    for word, canonical in idx.cjk:
        start = 0
        while True:
            i = r.t.find(word, start)
            if i < 0:
                break
            anchors.append((i, i + len(word), canonical, True))
            start = i + len(word)
    if "sd" in idx.primary or "sd" in idx.secondary:
        for m in _STABLE_DIFFUSION.finditer(r.t):
            anchors.append((m.start(), m.end(), "sd", True))
    for m in _WORD.finditer(r.t):
        s, word = m.start(), m.group(0)
        if s > 0 and r.t[s - 1].isdigit() and word in ("b", "k", "g", "x"):
            continue
        if word == "ds" and re.match(r"[\s\-]?(?:r1|v[23]|distill|coder)", r.t[m.end():]):
            anchors.append((s, m.end(), "deepseek", True))
            continue
        if word == "r" and re.match(r"1(?![0-9])", r.t[m.end():]) and not re.search(
                r"(?:deepseek|ds)[\s\-]?$", r.t[max(0, s - 10):s]):
            anchors.append((s, s, "deepseek", True))  # "R1" alone: DeepSeek-R1 family
            continue
        found = _find_anchor(idx, word)
        if found:
            canonical, used, exact = found
            anchors.append((s, s + used, canonical, exact))
    anchors.sort(key=lambda a: (a[0], -a[1]))  # the longest name at a place first
    looked_up = 0
    for s, e, canonical, exact in anchors:
        if looked_up >= MAX_MODEL_MENTIONS:
            break
        if not r.free(s, max(e, s + 1)):
            continue
        if re.match(r"[.\-_ ]?(?:cpp|index|factory)", r.t[e:e + 9]):
            continue  # llama.cpp, llama_index, LLaMA-Factory are tools, not models
        toks = _extend(r, idx, e)
        if not toks and exact:
            before = _SIZE_BEFORE.search(r.t[max(0, s - 12):s])
            if before and r.free(s - len(before.group(0)), s):
                start = s - len(before.group(0))
                status, ids = _lookup(idx, f"{canonical} {before.group('size')}")
                if status == "hit":
                    looked_up += 1
                    _accept_model(r, idx, start, e, ids[0], 0.95)
                    continue
        if not toks:
            # a family word alone: a name when the catalogue says so ("sdxl", "whisper"), else
            # it asks which model (and an image / video family still gives the task)
            cjk = bool(_CJK.match(r.t[s:s + 1]))
            if cjk or (exact and canonical in idx.primary and e - s >= 3):
                looked_up += 1
                _bare_family(r, idx, s, e, canonical)
            continue
        looked_up += 1
        _place_model(r, idx, s, canonical, toks, 1.0 if exact else 0.9)
    # names nobody knows: "foo-13b"
    for m in _UNKNOWN_NAME.finditer(r.t):
        s, e = m.start(), m.end()
        if m.group("word") in _NOT_A_NAME or not r.free(s, e) or looked_up >= MAX_MODEL_MENTIONS:
            continue
        if m.group("word") in ("int", "fp", "bf", "q", "nf") or re.fullmatch(
                r"(?:int|fp|bf|q|nf|w\d*a|mxfp)\d*", m.group("word")):
            continue
        looked_up += 1
        text = r.t[s:e]
        cands = [h.id for h in match.find_models(r.kb, text, limit=5)]
        r.unplaced("model", s, e,
                   f"model “{r.quote(s, e)}” is not in the catalogue"
                   + (f" (close: {', '.join(cands)})" if cands else "")
                   + "; sized by its stated size",
                   f"目录里没有模型“{r.quote(s, e)}”"
                   + (f"（相近：{', '.join(cands)}）" if cands else "") + "；按名称里的参数量估算",
                   cands)
        size = float(m.group("size"))
        r.add(m.start("size"), e, "params_b", size, conf=0.8, mask="entity")


def _bare_family(r: _Reader, idx: _ModelIndex, s: int, e: int, canonical: str) -> None:
    status, ids = _lookup(idx, canonical if not _CJK.match(r.t[s:s + 1]) else r.t[s:e])
    if status == "hit" and match.normalise(r.t[s:e]) in idx.exact:
        _accept_model(r, idx, s, e, ids[0], 1.0)
        return
    members = idx.members.get(canonical) or idx.members.get(r.t[s:e]) or frozenset()
    if not members:
        return
    kinds = {idx.kinds[m] for m in members}
    cands = tuple(sorted(members, key=lambda m: (len(m), m)))[:6]
    if len(kinds) == 1 and (kind := next(iter(kinds))) != "llm":
        r.claim(r.entity, s, e)
        r.found.append(_Finding(s, e, "task", _KIND_TASK.get(kind, "inference"), 1.0,
                                generic="model-kind"))
        families = {r.kb.models_by_id[m].family for m in members if m in r.kb.models_by_id}
        if len(families) == 1 and (family := next(iter(families))):
            # "FLUX" alone is not SDXL: size by the family's own workload row (issue 21)
            r.found.append(_Finding(s, e, "family", family, 1.0))
    else:
        r.claim(r.entity, s, e)
    if len(members) > 1 or next(iter(kinds)) == "llm":
        name = r.quote(s, e)
        r.unplaced("model", s, e,
                   f"which {name} model? (for example {', '.join(cands)})",
                   f"具体是哪个 {name} 模型？（例如 {', '.join(cands)}）", cands)


def _accept_model(r: _Reader, idx: _ModelIndex, s: int, e: int, model_id: str,
                  conf: float) -> None:
    r.add(s, e, "model", model_id, conf=conf, label=idx.display.get(model_id, model_id),
          mask="entity")
    kind = idx.kinds.get(model_id, "llm")
    if kind != "llm":
        r.found.append(_Finding(s, e, "task", _KIND_TASK.get(kind, "inference"), 1.0,
                                generic="model-kind"))


def _place_model(r: _Reader, idx: _ModelIndex, s: int, canonical: str,
                 toks: list[tuple[str, int, int, bool]], sure: float) -> None:
    # try the whole name, then without trailing soft words ("hunyuan video 720p" → "hunyuan video")
    lengths = [len(toks)]
    n = len(toks)
    while n > 1 and not toks[n - 1][3] and toks[n - 1][0] not in _VARIANT_WORDS:
        n -= 1
        lengths.append(n)
    ambiguous: tuple[str, ...] = ()
    for n in lengths:
        query = canonical + " " + " ".join(t[0] for t in toks[:n])
        status, ids = _lookup(idx, query)
        if status == "hit":
            exact = match.normalise(query) in idx.exact
            _accept_model(r, idx, s, toks[n - 1][2], ids[0], sure * (1.0 if exact else 0.95))
            if not exact:
                name, shown = r.quote(s, toks[n - 1][2]), idx.display.get(ids[0], ids[0])
                r.note(f"“{name}” read as {shown}, the only catalogue model it fits",
                       f"“{name}”按 {shown} 理解（目录中唯一符合的模型）")
            return
        if status == "ambiguous":
            ambiguous = ids
            break
    e = toks[-1][2]
    query = canonical + " " + " ".join(t[0] for t in toks)
    name = r.quote(s, e)
    kinds = {idx.kinds[m] for m in (ambiguous or idx.members.get(canonical, ()))}
    if len(kinds) == 1 and (kind := next(iter(kinds))) != "llm":
        # an unknown FLUX / Whisper variant is still an image / speech job
        r.found.append(_Finding(s, e, "task", _KIND_TASK.get(kind, "inference"), 0.9,
                                generic="model-kind"))
    size = next((t for t in toks if _size_value(t[0]) is not None), None)
    if ambiguous:
        cands = ambiguous[:6]
        r.unplaced("model", s, e, f"“{name}” could be {', '.join(cands)}: which one?",
                   f"“{name}”可能是 {', '.join(cands)}：具体哪一个？", cands)
    else:
        cands = tuple(h.id for h in match.find_models(r.kb, query, limit=5))
        r.unplaced("model", s, e,
                   f"model “{name}” is not in the catalogue"
                   + (f" (close: {', '.join(cands)})" if cands else ""),
                   f"目录里没有模型“{name}”" + (f"（相近：{', '.join(cands)}）" if cands else ""),
                   cands)
    r.claim(r.entity, s, e)
    if size is not None:
        value = _size_value(size[0])
        if value:
            r.found.append(_Finding(size[1], size[2], "params_b", value, 0.9))


# ------------------------------------------------------------------ training knobs (claimed early)

_OPTIMIZER = [
    ("adamw-8bit", _lazy(_w(r"(?:paged[ _-]?)?(?:8[ -]?bit[ _-]?adamw?|adamw?[ _-]?8[ -]?bit"
                                 r"|adamw?8bit|bnb[ _-]?adamw?)"))),
    ("adamw", _lazy(_w(r"adamw?"))),
    ("sgd", _lazy(_w(r"sgd"))),
]
_LORA_RANK = _lazy(
    r"(?:lora[ _]?)?(?<![a-z])(?:rank|秩)\s?(?:=|:|of|为|是|设为|设成|用)?\s?(?P<n>\d{1,4})(?![0-9])"
    r"|(?<![a-z0-9])(?:lora[ _]?)?r\s?=\s?(?P<n2>\d{1,4})(?![0-9])")
_GRAD_CKPT = _lazy(
    r"(?P<neg>不开|关闭|关掉|不用|不要|no|without|disable[sd]?|turn off)?\s?"
    r"(?:开启?|打开|用|使用|with|enable[sd]?)?\s?"
    r"(?:梯度检查点|激活检查点|重计算|gradient[ _-]checkpointing|activation[ _-]checkpointing)")
_FX = _lazy(
    r"(?:汇率|exchange rate|fx rate|rate)\s?(?:是|为|按|=|:|of)?\s?(?P<r>\d+(?:\.\d+)?)"
    r"|1\s?(?:usd|美元|dollar|\$)\s?(?:=|≈|换|兑)\s?(?P<r2>\d+(?:\.\d+)?)\s?(?:cny|元|人民币|rmb|¥)")


def _read_training_knobs(r: _Reader) -> None:
    for value, rx in _OPTIMIZER:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "optimizer", value)
    for m in _LORA_RANK.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "lora_rank", int(m.group("n") or m.group("n2")))
    for m in _GRAD_CKPT.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "gradient_checkpointing", not m.group("neg"))
    for m in _FX.finditer(r.t):
        if r.free(m.start(), m.end()):
            rate = float(m.group("r") or m.group("r2"))
            if 1 < rate < 20:
                r.add(m.start(), m.end(), "fx", (("USD", "CNY", rate),))


# ------------------------------------------------------------------------------------ usage

_HPD = [
    _lazy(r"(?:24\s?/\s?7|7\s?[x×*]\s?24(?:\s?小时)?|全天候?(?:24\s?小时)?|"
               r"(?:24|二十四)\s?(?:个)?\s?小时\s?(?:不间断|在线|运行|开机|服务|不停|全天|常驻|都要|都在)|"
               r"不间断|一直开着|常驻|不关机|" + _w(r"around the clock|round the clock|nonstop"
                                                  r"|non-stop|always[ -]on|24 hours a day|24h") + ")"),
]
_HPD_N = [
    _lazy(r"(?:每天|每日|一天|天天|日均|平均每天|每个工作日|工作日每天|工作日|"
               r"(?<![a-z])(?:per day|a day|daily|each day|every day))\s?"
               rf"(?:[^\d\s,.;{_CN_CHARS}]{{0,4}})\s?(?P<n>{NUM})\s?(?:个)?\s?(?P<half>半)?\s?"
               r"(?:小时|钟头|个钟|(?<![a-z])(?:h|hrs?|hours?)(?![a-z]))"),
    _lazy(rf"(?P<n>{NUM})\s?(?:个)?\s?(?P<half>半)?\s?(?:小时|钟头|个钟|(?<![a-z])"
               r"(?:h|hrs?|hours?)(?![a-z]))\s?(?:/|每|一|per |a |each |every )\s?(?:天|日|day)"
               r"(?![a-z])"),
    _lazy(rf"(?P<n>{NUM})\s?(?:h|hrs?|hours?)\s?daily(?![a-z])"),
]
_DURATION = _lazy(
    r"(?P<pre>跑|用|租|训练|训|持续|连续|要|需要|共|总共|大概|大约|约|差不多|for|over|lasting|about"
    r"|around|takes?|花|跑个|用个|租个|跑上|用上)?\s?(?:个|了|大概|大约|约|上|about|around|roughly)?\s?"
    rf"(?P<n>{AR}|{CN}|一|(?<![a-z]){EN}|半|(?<![a-z])an?(?![a-z]))\s?(?:个)?\s?(?P<half>半)?\s?"
    r"(?P<u>小时|钟头|天|日|周|星期|礼拜|个月|月|年|(?<![a-z])(?:hours?|hrs?|days?|weeks?|months?"
    r"|years?)(?![a-z]))(?P<within>内|之内|以内)?")
_FREQUENCY_BEFORE = _lazy(r"(?:每周|每星期|每个?礼拜|每个?月|一周|一个月|(?<![a-z])(?:per|a|each|every)"
                               r" (?:week|month))\s?(?:用|跑|开|工作|上|租|训练)?\s?$")
_DURATION_SKIP_AFTER = _lazy(r"\s?(?:of|的)\s?(?:audio|音频|录音|video|视频|recordings?|speech"
                                  r"|data|数据|语音)")
_DAYS_OF = {"小时": 1 / 24, "钟头": 1 / 24, "hour": 1 / 24, "hr": 1 / 24, "天": 1, "日": 1,
            "day": 1, "周": 7, "星期": 7, "礼拜": 7, "week": 7, "个月": 30, "月": 30,
            "month": 30, "年": 365, "year": 365}


def _read_hours_per_day(r: _Reader) -> None:
    for rx in _HPD:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "hours_per_day", 24.0)
    for rx in _HPD_N:
        for m in rx.finditer(r.t):
            if not r.free(m.start(), m.end()):
                continue
            n = r.num(m.group("n"))
            if n is None:
                continue
            n += 0.5 if m.group("half") else 0
            r.add(m.start(), m.end(), "hours_per_day", n)


def _read_durations(r: _Reader) -> None:
    for m in _DURATION.finditer(r.t):
        s = m.start("n")
        e = m.end()
        if not r.free(s, e):
            continue
        before = r.t[max(0, s - 3):s]
        if re.search(r"(?:每|每个|per |every |/)\s?$", before):
            continue
        if _DURATION_SKIP_AFTER.match(r.t, e):
            continue
        ntext = m.group("n")
        if ntext == "半":
            n = 0.5
        elif ntext in ("a", "an"):
            n = 1.0
        else:
            v = r.num(ntext)
            if v is None:
                continue
            n = v
        if m.group("half"):
            n += 0.5
        unit = m.group("u")
        unit_key = unit.rstrip("s") if unit.isascii() else unit
        if unit_key == "hr":
            unit_key = "hour"
        if _FREQUENCY_BEFORE.search(r.t[max(0, s - 8):s]):
            continue  # "每周用三天": days a week, not how long
        if n == 1 and not m.group("pre") and not m.group("within"):
            # "a day" / "1000 张一天" / "3000 一个月" are rates; only a lone "一个月" (after a
            # comma or at the start) says how long
            if ntext in ("a", "an") or re.search(r"[^\s,;:(\[]\s?$", r.t[max(0, s - 2):s]) or \
                    re.match(r"\s?(?:预算|budget|\d|[$¥₮])", r.t[e:e + 4]):
                continue
        if unit_key in ("小时", "钟头", "hour"):
            if not m.group("pre"):
                continue  # "8 小时" alone: usage per day is read elsewhere
            if n <= 24:
                r.add(s, e, "hours_per_day", n)
                r.add(s, e, "days", 1.0)
            else:
                r.add(s, e, "days", round(n / 24, 3))
                r.add(s, e, "hours_per_day", 24.0)
            continue
        r.add(s, e, "days", float(n * _DAYS_OF[unit_key]), generic="duration")


# ------------------------------------------------------------------------------------ money

_MONEY = _lazy(
    r"(?P<pre>us\$|\$|¥|₮|(?<![a-z])(?:rmb|usd|cny)(?![a-z]))?\s?"
    rf"(?P<n>{AR}|{CN}|(?<![a-z]){EN})\s?(?P<mult>万|千|(?<=[\d\s])[kw](?![a-z]))?\s?"
    r"(?P<cur>块钱|块|元|人民币|美元|美金|刀(?!片)|(?<![a-z])(?:rmb|usd|cny|dollars?|bucks|yuan"
    r"|credits?|t-credits?)(?![a-z]))?")
_NOT_MONEY_AFTER = _lazy(
    r"\s?(?:个|张|卡|显卡|人|位|路|并发|tokens?|toks?|上下文|context|ctx|g(?:b|ib)?(?![a-z])|"
    r"b(?![a-z])|bn|billion|million|亿|小时|钟头|天|日|周|星期|个月|年|次|倍|%|台|核|线程|帧|fps|秒|"
    r"ms|分钟|steps?|epochs?|样本|条|images?|张图|users?|requests?|hours?|days?|weeks?|months?|"
    r"years?|gpus?|cards?|x(?![a-z])|concurrent|parallel|bit|位|比特|号|月份|点|\.\d|b\s)")
_CUE_BEFORE = _lazy(
    r"(?:预算|budget|under|below|less than|no more than|not more than|at most|最多|不超过|不高于|"
    r"不到|低于|控制在|能接受|接受|spend|spending|afford|花|cap(?:ped)?(?: at)?|within|价格|"
    r"价位|租金|费用|月租|时租|日租|周租|包月|pay|付|出得起|最高|上限)[^\d]{0,8}$")
_GAP = _lazy(r"[\s的:]{0,3}")
_COUNTS_CARDS = _lazy(r"\s?(?:卡|显卡|gpu|[a-z]?\d{2,4}(?![\d.]))")
_TOO_DEAR = _lazy(r"\s?(?:太贵|贵了|有点贵|偏贵|太高|(?<![a-z])(?:is |are )?(?:too expensive|too much"
                       r"|expensive)(?![a-z]))")
_CUE_AFTER = _lazy(r"\s?(?:以内|以下|之内|左右|封顶|max|tops|or less|or under|上下|的?预算|"
                        r"(?<![a-z])budget(?![a-z]))")
_PERIOD_AFTER = _lazy(
    r"\s?(?:以内|以下|之内|左右|封顶|上下|max|tops|or less)?\s?,?\s?"
    r"(?:(?:/\s?|每\s?|一\s?|per |a |an |each |every )(?:个\s?)?(?P<u>" + _PERIOD_WORD + r")"
    r"(?![a-z])|(?P<adv>monthly|hourly|daily|weekly|in total|total|overall|包月|月付|按月|按小时"
    r"|按天|按周|总共|总计|一共))")
_PERIOD_BEFORE = _lazy(
    r"(?:(?:每个?|一个?|/|per |a |每一)\s?(?P<u>小时|钟头|天|日|周|星期|礼拜|月|年|hours?|days?"
    r"|weeks?|months?)|(?P<adv>月预算|月租|月均|月费|包月|时租|日租|周租|月付|monthly|hourly|daily"
    r"|weekly|总预算|总共|一共|总计|total|overall|in total))")


def _read_money(r: _Reader) -> None:
    for m in _MONEY.finditer(r.t):
        s, e = m.start(), m.end()
        if not m.group("n") or not r.free(s, e):
            continue
        if m.group("cur") == "块" and _COUNTS_CARDS.match(r.t, e):
            continue  # "2 块卡": 块 counts cards there
        amount = r.num(m.group("n"))
        if amount is None:
            continue
        if m.group("mult"):
            amount *= _MULT[m.group("mult")]
        has_cur = bool(m.group("pre") or m.group("cur"))
        if not has_cur and _NOT_MONEY_AFTER.match(r.t, e):
            continue
        if not has_cur and re.match(r"[a-z]", r.t[e:e + 1]):
            continue
        lo, before = r.window_before(s)
        cue = _CUE_BEFORE.search(before)
        period_after = _PERIOD_AFTER.match(r.t, e)
        if period_after and "," in period_after.group(0) and not (has_cur or cue):
            period_after = None
        period_before = None
        for pb in _PERIOD_BEFORE.finditer(before):
            if r.free(lo + pb.start(), lo + pb.end()):
                period_before = pb
        cue_after = _CUE_AFTER.match(r.t, e)
        if not (has_cur or cue or period_after or period_before or cue_after):
            continue
        if not has_cur and not cue and not cue_after and amount < 10 and not period_before:
            continue  # "3 天" etc. were taken above; a lone small number is not money
        if amount <= 0:
            continue
        unit = None
        unit_stated = False
        span_s, span_e = s, e
        if period_after and period_after.group("u"):
            unit = _period_of(period_after.group("u"))
            span_e = period_after.end()
        elif period_after and period_after.group("adv"):
            unit = _period_of(period_after.group("adv"))
            span_e = period_after.end()
        elif period_before:
            unit = _period_of(period_before.group("u") or period_before.group("adv"))
            span_s = lo + period_before.start()
        if unit is not None:
            unit_stated = True
        if cue:
            span_s = min(span_s, lo + cue.start())
        if cue_after and not period_after:
            span_e = cue_after.end()
        if not cue and not cue_after and _looks_like_a_price(r, span_s, span_e):
            r.unplaced("budget", span_s, span_e,
                       f"a price was mentioned (“{r.quote(span_s, span_e)}”): is that your budget?",
                       f"提到了一个价格（“{r.quote(span_s, span_e)}”）：这是你的预算吗？", ())
            r.claim(r.numeric, span_s, span_e)
            continue
        cur_word = (m.group("pre") or m.group("cur") or "").strip()
        currency = _CURRENCY.get(cur_word) if cur_word else None
        if currency is None and cur_word.endswith("s"):
            currency = _CURRENCY.get(cur_word[:-1])
        if unit == "year":
            amount = round(amount / 12, 2)
            unit = "month"
            r.note("a yearly budget is read as a twelfth of it per month",
                   "年预算按每月十二分之一计")
        r.add(span_s, span_e, "budget", (amount, currency, unit),
              conf=1.0 if currency and unit_stated else 0.8,
              generic="stated" if unit_stated else None)


def _looks_like_a_price(r: _Reader, s: int, e: int) -> bool:
    """"A100 一小时 10 块太贵了": a card's price or a complaint, not what the person will spend."""
    if _TOO_DEAR.match(r.t, e):
        return True
    ends = {c.end for c in r.cards}
    return any(s - k in ends and _GAP.fullmatch(r.t[s - k:s]) for k in range(4))


def _finish_budgets(r: _Reader) -> None:
    """Fill a budget's missing currency / period, saying so."""
    days_stated = any(f.fact == "days" for f in r.found)
    for f in r.found:
        if f.fact != "budget" or isinstance(f.value, Budget):
            continue
        amount, currency, unit = f.value
        if currency is None:
            currency = "CNY" if r.chinese else "USD"
            r.note(f"budget without a currency: read as {currency}",
                   f"预算没写币种：按 {'人民币' if currency == 'CNY' else '美元'} 理解")
        if unit is None:
            if days_stated:
                unit = "total"
                r.note("budget without a period, with a stated duration: read as the total "
                       "for the job", "预算没写周期而给了使用时长：按整个任务的总预算理解")
            else:
                unit = "month"
                r.note("budget without a period: read as per month",
                       "预算没写周期：按每月理解")
        f.value = Budget(float(amount), currency, unit)
        f.label = None


# ---------------------------------------------------------------------- context, load, GPUs

_CTX_WORD = (r"上下文(?:长度|窗口)?|序列长度|token\s?长度|长文本|输入长度|(?<![a-z])(?:context(?:\s?"
             r"(?:length|window|size|len))?|ctx|seq(?:uence)?[ _]?len(?:gth)?|max[_ -]?model[_ -]?len"
             r"|max[_ -]?seq[_ -]?len|num[_ ]ctx|n[_ ]ctx)(?![a-z])")
_TOKNUM = r"(?<![\d.])(?P<n>\d++(?:\.\d++)?)\s?(?P<k>k|m)?(?![a-z0-9])\s?(?:tokens?|toks?)?"
_CONTEXT = [
    _lazy(rf"(?:{_CTX_WORD})\s?(?:of|是|为|要|需要|开到|设为|设置为|设成|:|=|大概|约|about|around"
               rf"|up to|至少|最多|到|达到|支持|用|长度)?\s?(?:到|要)?\s?{_TOKNUM}"),
    _lazy(rf"(?:{_CTX_WORD})(?:[^\d,.;:!?\n]{{1,8}}?){_TOKNUM}"),
    _lazy(rf"(?:{_CTX_WORD})\s?(?:是|为|要|需要|大概|约|到|至少|最多|长度)?\s?(?P<cn>{CN})\s?"
               r"(?:个)?\s?(?:tokens?|toks?)?(?!\s?(?:个|张|块|元|天|小时))"),
    _lazy(rf"{_TOKNUM}\s?(?:的\s?)?(?:{_CTX_WORD})"),
    _lazy(r"(?<![\d.])(?P<n>\d++(?:\.\d++)?)\s?(?P<k>k|m)?\s?(?:tokens?|toks?)(?![a-z])"
               r"(?!\s?(?:/|每|per)\s?(?:s|秒|sec|second))"),
    _lazy(r"(?<![a-z0-9.$¥₮])(?P<n>1|2|4|8|16|32|64|128|256|512)\s?(?P<k>k)(?![a-z0-9])"
               r"(?!\s?(?:动画|视频|分辨率|画质|图|屏|显示|渲染|电影|片|hdr|@|(?<![a-z])(?:video|videos"
               r"|resolution|res|display|monitor|render|rendering|images?|photos?|movie|footage|fps"
               r"|uhd)(?![a-z])))"),
]
_BARE_CONTEXT = _CONTEXT[-1]
_LONG_CONTEXT = _lazy(r"长上下文|超长上下文|长文本|" + _w(r"long[ -]context|long prompts?"))

_CONCURRENCY = [
    _lazy(rf"(?P<n>{NUM})\s?(?:个|路|位)?\s?(?:并发|(?<![a-z])(?:concurrent|simultaneous|"
               r"parallel)(?![a-z]))"
               r"(?:\s?(?:users?|requests?|sessions?|streams?|connections?|用户|请求|连接))?"),
    _lazy(r"(?:并发(?:量|数|请求|用户)?|(?<![a-z])(?:concurrency|concurrent users|concurrent "
               r"requests|parallel requests)(?![a-z])|同时在线(?:人数)?)\s?(?:数)?\s?(?:of|是|为|要|"
               rf"大概|约|:|=|达到|在|至少|up to|about|around)?\s?(?P<n>{NUM})"),
    _lazy(rf"(?P<n>{NUM})\s?(?:个|位|名)?\s?(?:人|用户|客户|同学|学生|学员|员工|开发者|工程师|"
               r"(?<![a-z])(?:users?|people|requests?|clients?|students?|developers?|engineers?|streams?"
               r"|sessions?|chats?|conversations?|connections?|calls?)(?![a-z]))\s?"
               r"(?:同时|一起|(?:at once|simultaneously|at the same time|concurrently|in parallel)"
               r"(?![a-z]))"),
    _lazy(r"(?:同时|(?<![a-z])(?:at once|simultaneously)(?![a-z]))\s?(?:有|支持|服务|给|跑|在线|"
               rf"供|处理|serve|serving)?\s?(?P<n>{NUM})\s?(?:个|位|路)?\s?(?:人|用户|请求|路|客户|"
               r"(?<![a-z])(?:users?|requests?)(?![a-z]))"),
]
_USERS = _lazy(rf"(?P<n>{AR}|{CN})\s?(?:个|位|名)?\s?(?:人|用户|客户|(?<![a-z])(?:users|people"
                    r"|customers)(?![a-z]))")
_QPS = _lazy(_w(r"qps|rps|requests per second") + r"|每秒\s?\d+\s?(?:个)?请求")
_BATCH = _lazy(
    r"(?:(?<![a-z])(?:batch[ _]?size|micro[ _-]?batch(?:[ _]size)?|batch|bs|mbs)(?![a-z])|批大小|"
    rf"批量大小|批次大小|批次)\s?(?:=|:|of|为|是|设为|设成|开到|用)?\s?(?P<n>{AR}|{CN})")
_MAX_GPUS = [
    _lazy(r"(?:最多|至多|顶多|不超过|不多于|只能用|只有|上限|(?<![a-z])(?:up to|at most|no more "
               r"than|not more than|max(?:imum)?(?: of)?|limit(?:ed)? to|within)(?![a-z]))\s?(?:用|能用"
               rf"|只能用)?\s?(?P<n>{NUM})\s?(?:张|块|个|台)?\s?(?:卡|显卡|(?<![a-z])(?:gpus?|cards?)"
               r"(?![a-z]))"),
    _lazy(rf"(?P<n>{NUM})\s?(?:张|块|个|x|×)?\s?(?:卡|显卡|(?<![a-z])(?:gpus?|cards?)(?![a-z]))"
               r"\s?(?:以内|以下|之内|封顶|max|at most|or fewer|or less|tops)"),
    _lazy(r"(?<!不止)(?<!多于)(?:单卡|单张卡|单张显卡|一张卡|(?<![a-z])(?<!more than )(?:single"
               r"[ -]gpu|single[ -]card|one gpu|one card|a single (?:gpu|card))(?![a-z]))"),
]
_VRAM_NEED = [
    _lazy(r"(?:需要|需|要|至少|最少|起码|最低|需求|占用?|吃|(?<![a-z])(?:needs?|needed|requires?"
               r"|required|at least|minimum(?: of)?|takes?|uses?)(?![a-z]))\s?(?:大概|约|大约|差不多|"
               rf"about|around|roughly)?\s?(?P<n>{AR})\s?(?:g|gb|gib)(?![a-z])\s?(?:以上)?\s?(?:的)?\s?"
               r"(?:显存|(?<![a-z])(?:vram|of vram|gpu memory|of gpu memory|video memory|of memory"
               r"|memory)(?![a-z]))"),
    _lazy(r"(?:显存|(?<![a-z])(?:vram|gpu memory)(?![a-z]))\s?(?:需求|需要|要求|占用)?\s?(?:是|为|"
               r":)?\s?(?:至少|最少|起码|需要|要|大概|约|(?<![a-z])at least(?![a-z]))\s?(?:要)?\s?"
               rf"(?P<n>{AR})\s?(?:g|gb|gib)(?![a-z])"),
    _lazy(r"(?:显存|(?<![a-z])vram(?![a-z]))\s?(?:需求|占用)\s?(?:是|为|:)?\s?"
               rf"(?P<n>{AR})\s?(?:g|gb|gib)(?![a-z])"),
]
_QUESTION_AFTER = _lazy(r"[^,.;]{0,6}?(?:吗|么|\?|够不够|够吗|行吗|可以吗|行不行)")
_PARAMS = [
    (_lazy(rf"(?<![a-z0-9.])(?P<n>{AR}|{EN})\s?(?:b|bn|billion)(?![a-z])"
                r"(?:[\s-]?(?:parameters?|params?|参数量?))?"), 1.0),
    (_lazy(r"(?<![a-z0-9.])(?P<n>\d++(?:\.\d++)?)\s?(?:m|million)\s?(?:parameters?|params?|参数)"),
     0.001),
    (_lazy(rf"(?P<n>{AR}|{CN})\s?亿\s?(?:个)?\s?(?:参数|的参数|参数量|模型|的模型)"), 0.1),
]


def _read_context(r: _Reader, *, bare: bool = False) -> None:
    for rx in ((_BARE_CONTEXT,) if bare else _CONTEXT[:-1]):
        for m in rx.finditer(r.t):
            if not r.free(m.start(), m.end()):
                continue
            groups = m.groupdict()
            try:
                if groups.get("cn"):
                    number = r.num(groups["cn"])
                    if number is None:
                        continue
                    value = parse_tokens("context", number)
                else:
                    value = parse_tokens("context", f"{groups['n']}{groups.get('k') or ''}")
            except InputError:
                continue
            if value < 128:
                continue
            r.add(m.start(), m.end(), "context_tokens", value,
                  generic="bare" if rx is _BARE_CONTEXT else None)


def _read_load(r: _Reader) -> None:
    for rx in _CONCURRENCY:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()):
                n = r.num(m.group("n"))
                if n is not None and n >= 1 and n == int(n):
                    r.add(m.start(), m.end(), "concurrency", int(n))
    for m in _BATCH.finditer(r.t):
        if r.free(m.start(), m.end()):
            n = r.num(m.group("n"))
            if n is not None and n >= 1 and n == int(n):
                r.add(m.start(), m.end(), "batch", int(n))
    for i, rx in enumerate(_MAX_GPUS):
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()):
                n = 1.0 if i == 2 else r.num(m.group("n"))
                if n is not None and n >= 1 and n == int(n):
                    r.add(m.start(), m.end(), "max_gpus", int(n))
    for rx in _VRAM_NEED:
        for m in rx.finditer(r.t):
            if not r.free(m.start(), m.end()):
                continue
            after = r.t[m.end():m.end() + 10]
            if re.match(r"\s?(?:的)?\s?(?:卡|显卡|card|gpu)", after) or _QUESTION_AFTER.match(after):
                continue
            n = r.num(m.group("n"))
            if n:
                r.add(m.start(), m.end(), "vram_gb", n)


# -------------------------------------------------------------------------------- precision

_PEOPLE = r"(?!\s?(?:用户|同学|同事|人|客户|开发者|老师|朋友|员工|数|并发|工程师|研究员|小数|数字))"
_PRECISION = _lazy(
    r"(?<![a-z0-9])(?:"
    r"(?P<q4>q4_k_m|q4_k_s|q4_k|q4km|q4_0|q4_1|q4)"
    r"|(?P<q8>q8_0|q8)"
    r"|(?P<qother>q[2356](?:_k(?:_[msl])?|_0|_1)?|iq[1-4]\w{0,4}|exl2)"
    r"|(?P<mxfp4>mxfp4)|(?P<fp4>nvfp4|fp4)"
    r"|(?P<nf4>nf4|bnb[ _-]?4[ -]?bits?|bitsandbytes)"
    r"|(?P<int4>awq|gptq|int4|w4a16)|(?P<b4>4[ -]?bits?|4\s?位" + _PEOPLE + r"|4\s?比特|四位|四比特)"
    r"|(?P<int8>int8|w8a8)|(?P<b8>8[ -]?bits?|8\s?位" + _PEOPLE + r"|8\s?比特|八位|八比特)"
    r"|(?P<fp8>fp8|e4m3|e5m2)|(?P<bf16>bf16|bfloat16)"
    r"|(?P<fp16>fp16|float16|half[ -]precision|半精度)|(?P<b16>16[ -]?bits?|16\s?位" + _PEOPLE + r")"
    r"|(?P<fp32>fp32|float32|单精度|32[ -]?bits?)"
    r"|(?P<native>全精度|满精度|不量化|未量化|原始精度|原生精度|原版精度|full[ -]precision|unquantized"
    r"|unquantised|no quantization|without quantization)"
    r")(?![a-z0-9])")
_PRECISION_OF = {"q4": ("q4_k_m", "4"), "q8": ("q8_0", "8"), "mxfp4": ("mxfp4", "4"),
                 "fp4": ("fp4", "4"), "nf4": ("nf4", "4"), "int4": ("int4", "4"),
                 "b4": ("int4", "4*"), "int8": ("int8", "8"), "b8": ("int8", "8*"),
                 "fp8": ("fp8", "8"), "bf16": ("bf16", "16"), "fp16": ("fp16", "16"),
                 "b16": ("fp16", "16*"), "fp32": ("fp32", "32"), "native": ("native", "*")}
_KV_BEFORE = _lazy(r"(?<![a-z])kv\s?(?:cache|缓存)?\s?(?:用|使用|采用|量化(?:到|成|为)?|用上|=|:|"
                        r"in|at|to|with|精度|是)?\s?(?:用)?\s?$")
_KV_AFTER = _lazy(r"\s?(?:的)?\s?(?:量化的?\s?)?kv(?![a-z])")
_KV_OF = {"fp16": "fp16", "bf16": "bf16", "fp8": "fp8", "int8": "int8", "q8_0": "int8",
          "int4": "q4", "q4_k_m": "q4", "nf4": "q4"}
_QUANTISED = _lazy(r"量化|" + _w(r"quanti[sz]ed?|quanti[sz]ation|gguf"))


def _read_precision(r: _Reader) -> None:
    for m in _PRECISION.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e):
            continue
        group = m.lastgroup or ""
        if group == "qother":
            r.unplaced("precision", s, e,
                       f"{r.quote(s, e)} is not modelled: say q4_k_m, q8_0, int4 or int8",
                       f"暂不支持 {r.quote(s, e)}：请用 q4_k_m、q8_0、int4 或 int8", ())
            r.claim(r.numeric, s, e)
            continue
        value, family = _PRECISION_OF[group]
        lo = max(0, s - 16)
        kv = _KV_BEFORE.search(r.t[lo:s])
        kv_after = _KV_AFTER.match(r.t, e)
        if kv or kv_after:
            span_s = lo + kv.start() if kv else s
            span_e = kv_after.end() if kv_after and not kv else e
            kv_value = _KV_OF.get(value)
            if kv_value is None:
                r.unplaced("kv_precision", span_s, span_e,
                           "KV cache precision must be fp16, bf16, fp8, int8 or q4",
                           "KV 缓存精度只能是 fp16、bf16、fp8、int8 或 q4", ())
                r.claim(r.numeric, span_s, span_e)
            else:
                r.add(span_s, span_e, "kv_precision", kv_value)
            continue
        r.add(s, e, "precision", value, generic=family)
    if not any(f.fact == "precision" for f in r.found):
        for m in _QUANTISED.finditer(r.t):
            if r.free(m.start(), m.end()) and not r.t[m.end():m.end() + 2].startswith("kv"):
                r.unplaced("precision", m.start(), m.end(),
                           "quantised — to how many bits? (4-bit int4 / q4_k_m, 8-bit int8 / q8_0)",
                           "量化到几位？（4 位 int4 / q4_k_m，8 位 int8 / q8_0）", ())
                break


def _read_params(r: _Reader) -> None:
    for rx, scale in _PARAMS:
        for m in rx.finditer(r.t):
            if not r.free(m.start(), m.end()):
                continue
            n = r.num(m.group("n"))
            if n:
                r.add(m.start(), m.end(), "params_b", round(n * scale, 6))


# --------------------------------------------------------------------------------- keywords

_NOT_DEEP_LEARNING = r"(?<!深度)(?<!机器)(?<!强化)(?<!迁移)(?<!联邦)"
_TASK_WORDS: list[tuple[str, _Lazy]] = [
    ("qlora", _lazy(_w(r"qlora"))),
    ("lora", _lazy(_w(r"lora|dora"))),
    ("full-finetune", _lazy(
        r"全参数?量?(?:微调|训练|finetune|ft|sft)?|全量(?:参数)?(?:微调|训练|finetune|sft)?|"
        + _w(r"full[ -]?(?:parameter[ -]?|param[ -]?|weights?[ -]?)?(?:fine[ -]?tun(?:e|ed|es|ing)"
             r"|finetun(?:e|ed|es|ing)|ft|training)|fft|full[ -]param(?:eter)?s?|all parameters"))),
    ("pretrain", _lazy(
        r"预训练(?!好|的?模型|权重|过)|从头(?:开始)?训练?|从零(?:开始)?训练?|"
        + _w(r"pre-?train(?:ing|s)?|from[ -]scratch"))),
    ("finetune", _lazy(r"微调|精调|调优|" + _w(r"fine[ -]?tun(?:e|ed|es|ing)|finetun(?:e|ed|es"
                                                   r"|ing)|sft|ft"))),
    ("train", _lazy(r"训练|" + _w(r"train(?:ing|s|ed)?"))),
    ("inference", _lazy(
        r"推理|部署|上线|聊天|对话|问答|客服|知识库|智能体|在线服务|线上服务|私有化|(?<!云)服务(?!器|商|费)|" + _w(
            r"serv(?:e|es|ed|ing)|inference|infer|chat(?:bots?)?|apis?|rag|deploy(?:ed|ing|ment|s)?"
            r"|host(?:ed|ing)?|agents?|endpoints?"))),
    ("image", _lazy(
        r"出图|文生图|图生图|画图|生图|绘图|作图|绘画|画画|生成图片|图片生成|图像生成|生成图像|" + _w(
            r"text[ -]?to[ -]?image|t2i|txt2img|img2img|image[ -]?gen(?:eration|erator)?s?"
            r"|(?<!docker )images?|pictures?|controlnet|midjourney|dall-?e|ai art|diffusion"))),
    ("video", _lazy(
        r"(?<!教学)视频(?!教程|课|显存)|" + _w(r"videos?(?! memory| ram| card)|text[ -]?to[ -]?video"
                                           r"|t2v|i2v|animatediff|sora"))),
    ("render", _lazy(r"渲染|光追|光线追踪|" + _w(
        r"blender|render(?:ing|s|er)?|c4d|cinema ?4d|octane|redshift|v-?ray|maya|3ds ?max"
        r"|unreal engine|eevee|arnold"))),
    ("transcribe", _lazy(r"转写|转录|语音识别|语音转文字|语音转文本|听写|字幕|录音转|" + _w(
        r"transcri(?:be|bes|bing|ption|ptions)|speech[ -]?to[ -]?text|stt|asr|funasr|paraformer"
        r"|captions?|captioning|subtitles?"
        r"|sensevoice"))),
    ("detection", _lazy(r"目标检测|缺陷检测|人脸检测|检测(?!一下|下|是否|显存|卡|到)|" + _w(
        r"yolo\w{0,6}|object detection|detection|detectors?|detectron2?|rt-?detr|mmdetection"))),
    ("learn", _lazy(
        _NOT_DEEP_LEARNING + r"学习(?!率)|课程|课设|毕设|毕业设计|入门|新手|小白|练手|作业|学生|自学|"
        r"教学|实验课|" + _w(r"coursework|courses?|homework|(?<!deep )(?<!machine )(?<!reinforcement )"
                           r"learn(?:ing)?(?! rate)|tutorials?|students?|thesis|class project"
                           r"|kaggle|study|studying|beginners?"))),
]
_NONLLM_TASKS = ("image", "video", "render", "transcribe", "detection")

_REGION = [
    ("cn", _lazy(r"国内(?!外)|大陆|中国|境内|内地|北京|上海|深圳|杭州|广州|" + _w(
        r"mainland(?: china)?|in china|china|prc"))),
    ("intl", _lazy(r"海外|国外|境外|美国|美区|美西|美东|欧洲|日本|新加坡|香港|德国|英国|北美|" + _w(
        r"overseas|abroad|outside china|international|usa|u\.s\.a?\.?|united states|america|europe"
        r"|european|japan|singapore|hong kong|germany|north america|us-east|us-west|eu-west"))),
]
_REGION_CASE = _lazy(r"(?<![A-Za-z0-9])(?:US|EU|UK)(?![A-Za-z0-9])")
_COMPLIANCE_NEG = _lazy(
    r"(?:不需要|不用|无需|没有|不涉及|不要求|不考虑)\s?(?:考虑)?\s?(?:合规|信创|国产化)|" + _w(
        r"no compliance(?: requirements?)?|compliance (?:doesn'?t|does not) matter|"
        r"not (?:a )?compliance"))
_COMPLIANCE = _lazy(
    r"合规|信创|国产化|国产替代|自主可控|出口管制|等保|国产(?:卡|芯片|算力|gpu|加速卡|显卡)|" + _w(
        r"export[ -]control(?:s|led)?|compliance|compliant|procurement rules"))
_CUDA_FALSE = _lazy(
    r"(?:不依赖|不需要|无需|不用|不一定要|不必)\s?cuda|不能用\s?(?:英伟达|n\s?卡|nvidia)|"
    r"不用\s?(?:英伟达|n\s?卡)|(?:rocm|amd|a\s?卡|昇腾|国产卡|华为|npu)\s?(?:is\s|也|都)?\s?"
    r"(?:fine|ok|okay|行|可以|没问题|能接受|acceptable)|" + _w(
        r"no cuda|(?:doesn'?t|does not|don'?t|do not) (?:need|require) cuda|not cuda[- ]specific"
        r"|vendor[- ]agnostic|any vendor|pure pytorch"))
_CUDA_TRUE = _lazy(
    r"(?:自定义|自己写|手写|custom)\s?cuda\s?(?:kernels?|算子|核函数|内核)?|cuda\s?(?:kernels?|算子|核函数)|"
    r"(?:必须|只能|需要|要|依赖|得)\s?(?:用)?\s?(?:cuda|英伟达|n\s?卡|nvidia)|"
    r"(?:英伟达|n\s?卡|nvidia)的?卡?才行|cuda\s?生态|" + _w(
        r"only cuda|cuda[- ]only|nvidia[- ]only|(?:depends?|relies?) on cuda|(?:requires?|needs?)"
        r" cuda|flash[- _]?attn|flash[- _]?attention(?:[- ]?[23])?|tensorrt|trt[- ]llm|apex"))
_LEARN_CUDA = _lazy(r"学(?:习)?[^,.;!?\n]{0,12}?cuda|cuda\s?(?:编程|入门)|" + _w(
    r"learn(?:ing)?(?: [a-z+#]{1,12}){0,3}? cuda|cuda programming"))
_INTERRUPT_FALSE = _lazy(
    r"不能中断|不可中断|不能断|不能停|不允许中断|不要竞价|不能用竞价|不用竞价|(?:spot|竞价|抢占)\s?(?:实例)?\s?"
    r"(?:不行|不可以|不能|不考虑|不要)|生产环境|正式上线|" + _w(
        r"production|prod|uninterruptible|(?:can'?t|cannot|must not|shouldn'?t) be interrupted"
        r"|no interruptions?|no spot(?: instances?)?|not spot|without interruption"))
_INTERRUPT_TRUE = _lazy(
    r"竞价|抢占式?|可中断|可以中断|能中断|接受中断|中断也?(?:没关系|没事|可以|无所谓|行)|" + _w(
        r"spot(?: instances?)?|preemptible|interruptible|interruptions? (?:are|is)? ?(?:fine|ok"
        r"|okay|acceptable)|can be interrupted"))
_SCENE = [  # rendering scene size (seed 000: 16–48 GB, "看场景大小")
    ("large", _lazy(r"大场景|大型场景|复杂场景|超大场景|建筑可视化|" + _w(
        r"(?:big|large|huge|heavy|complex)(?: [a-z]{1,12})? scenes?|archviz|arch-?viz"))),
    ("small", _lazy(r"小场景|简单场景|" + _w(r"(?:small|simple|light)(?: [a-z]{1,12})? scenes?"))),
]
_PRIORITY = [
    ("speed", _lazy(
        r"越快越好|尽快|尽量快|速度优先|速度第一|速度最重要|性能优先|要快|赶时间|赶工期|赶\s?ddl|时间紧|不差钱|"
        r"钱不是问题|不在乎(?:钱|成本|价格)|" + _w(
            r"as fast as possible|asap|speed matters|speed is (?:the )?(?:priority|key|critical)"
            r"|fastest|prioriti[sz]e speed|time is (?:critical|tight)|money is no object"
            r"|cost (?:doesn'?t|does not) matter"))),
    ("cost", _lazy(
        r"省钱|最便宜|越便宜越好|(?<!不)便宜|(?:别|不要|不能|不想)太贵|低成本|钱不多|没(?:什么)?钱|穷|"
        r"预算(?:很|比较|非常|也)?(?:少|低|有限|紧张|紧|不多|不高)|性价比|"
        r"成本优先|价格优先|经济实惠|不在乎速度|速度不重要|" + _w(
            r"cheap(?:est|er)?|budget is tight|tight budget|low[ -]cost|lowest cost|cost[- ]effective"
            r"|save money|on a budget|affordable|cost matters|minimi[sz]e cost"
            r"|speed (?:doesn'?t|does not) matter"))),
]
_BUDGET_WORD = _lazy(r"预算|" + _w(r"budget"))


_NEGATED = _lazy(r"(?:不是|不要|不用|不做|不想|不需要|不打算|并非|而不是|别|(?<![a-z])(?:not|no|don'?t|"
                      r"without|rather than|instead of|never)(?![a-z]))\s?(?:用|做|搞|跑|for|do|doing"
                      r"|want|need)?\s?$")


def _negated(r: _Reader, s: int) -> bool:
    return bool(_NEGATED.search(r.t[max(0, s - 12):s]))


def _read_keywords(r: _Reader) -> None:
    for m in _LEARN_CUDA.finditer(r.t):
        if r.free(m.start(), m.end(), keyword=True):
            r.add(m.start(), m.end(), "task", "learn", generic="learn", mask="kw")
            r.found.append(_Finding(m.start(), m.end(), "cuda_required", True))
    for name, rx in _TASK_WORDS:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True) and not _negated(r, m.start()):
                r.add(m.start(), m.end(), "task", name, generic=name, mask="kw")
    for value, rx in _REGION:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True) and not _negated(r, m.start()):
                r.add(m.start(), m.end(), "region", value, mask="kw")
    for m in _REGION_CASE.finditer(r.orig):
        if r.free(m.start(), m.end(), keyword=True):
            r.add(m.start(), m.end(), "region", "intl", mask="kw")
    for value, rx in ((False, _COMPLIANCE_NEG), (True, _COMPLIANCE)):
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True):
                r.add(m.start(), m.end(), "compliance", value, mask="kw")
    for value, rx in ((False, _CUDA_FALSE), (True, _CUDA_TRUE)):
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True):
                r.add(m.start(), m.end(), "cuda_required", value, mask="kw")
    for value, rx in ((False, _INTERRUPT_FALSE), (True, _INTERRUPT_TRUE)):
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True):
                r.add(m.start(), m.end(), "interruptible", value, mask="kw")
    for value, rx in _PRIORITY:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True):
                r.add(m.start(), m.end(), "priority", value, mask="kw")
    for value, rx in _SCENE:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True):
                r.add(m.start(), m.end(), "scene", value, mask="kw")


def _read_leftovers(r: _Reader) -> None:
    """Things seen that give no fact: say so instead of dropping them."""
    facts = {f.fact for f in r.found}
    if "budget" not in facts:
        for m in _BUDGET_WORD.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True) and r._free(r.numeric, m.start(), m.end()):
                r.unplaced("budget", m.start(), m.end(),
                           "budget mentioned without an amount: how much, per hour or per month?",
                           "提到了预算但没有金额：每小时或每月多少？", ())
                break
    if "context_tokens" not in facts:
        for m in _LONG_CONTEXT.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True):
                r.unplaced("context_tokens", m.start(), m.end(),
                           "long context — how many tokens? (e.g. 32k, 128k)",
                           "长上下文具体多长？（例如 32k、128k）", ())
                break
    if "concurrency" not in facts:
        for m in _QPS.finditer(r.t):
            if r.free(m.start(), m.end()):
                r.unplaced("concurrency", m.start(), m.end(),
                           "requests per second is not concurrency: how many requests at the same "
                           "time?", "每秒请求数不等于并发：同时有多少个请求？", ())
                break
        for m in _USERS.finditer(r.t):
            if r.free(m.start(), m.end()):
                r.unplaced("concurrency", m.start(), m.end(),
                           f"“{r.quote(m.start(), m.end())}” — how many at the same time?",
                           f"“{r.quote(m.start(), m.end())}”——同时有多少人在用？", ())
                r.claim(r.numeric, m.start(), m.end())
                break


# ------------------------------------------------------------------------------- deciding


_TASK_SPECIFIC = ("qlora", "lora", "full-finetune", "pretrain")
_PRECISION_FAMILY = {"4": {"int4", "q4_k_m", "nf4", "mxfp4", "fp4"}, "8": {"int8", "q8_0", "fp8"},
                     "16": {"fp16", "bf16"}, "32": {"fp32"}}


_LLM_WORDS = _lazy(r"大模型|语言模型|" + _w(r"llms?|language models?|gpt|transformers?"))


def _decide_task(r: _Reader, conflicts: list[Conflict], chosen: dict[str, _Finding]) -> None:
    tasks = [f for f in r.found if f.fact == "task"]
    if not tasks:
        return
    from_model = [f for f in tasks if f.generic == "model-kind"]
    by = {g: [f for f in tasks if f.generic == g] for g in
          ("qlora", "lora", "full-finetune", "pretrain", "finetune", "train", "inference",
           "learn", "image-weak", *_NONLLM_TASKS)}
    nonllm = [f for g in _NONLLM_TASKS for f in by[g]]
    training = [f for g in ("qlora", "lora", "full-finetune", "pretrain") for f in by[g]]
    generic_train = by["finetune"] + by["train"]
    llm_model = any(f.fact == "model" and r.kb.models_by_id.get(f.value) is not None
                    and r.kb.models_by_id[f.value].kind == "llm" for f in r.found)
    llm_size = any(f.fact == "params_b" for f in r.found)

    def pick(value: str, used: list[_Finding]) -> None:
        keep = [f for f in used if f.value == value or f.generic in (value, None)] or used
        first = keep[0]
        chosen["task"] = _Finding(first.start, first.end, "task", value, first.conf)
        used_ids = {id(f) for f in used}
        for f in tasks:
            if id(f) not in used_ids:
                f.fact = "_task_dropped"
            else:
                f.value = value

    if from_model:
        kinds = {f.value for f in from_model}
        others = {f.value for f in nonllm} - kinds
        if len(kinds) > 1 or others:
            _conflict(conflicts, r, "task", from_model + [f for f in nonllm if f.value in others])
            return
        value = next(iter(kinds))
        if training or generic_train:
            r.note(f"fine-tuning an {value} model is sized by the {value} workload",
                   "图像 / 视频模型的微调按该任务的显存需求估算")
        pick(value, from_model + [f for f in nonllm if f.value == value])
        return
    if nonllm:
        values = {f.value for f in nonllm}
        if len(values) > 1:
            _conflict(conflicts, r, "task", nonllm)
            return
        value = next(iter(values))
        if llm_model:
            _conflict(conflicts, r, "task", nonllm + [f for f in r.found if f.fact == "model"])
            return
        if training or generic_train:
            r.note(f"training for {value} is sized by the {value} workload",
                   "该任务的训练按任务的显存需求估算")
        pick(value, nonllm)
        return
    specific = {f.value for f in training}
    if specific:
        if specific == {"qlora", "lora"}:
            specific = {"qlora"}
        if len(specific) > 1:
            _conflict(conflicts, r, "task", training)
            return
        value = next(iter(specific))
        if by["inference"]:
            r.note(f"serving was mentioned too: sized for {value} (ask again for serving)",
                   f"也提到了推理部署：这里按 {value} 估算（部署可另外再问）")
        pick(value, [f for f in training if f.value == value] + generic_train)
        return
    llm_words = bool(by["finetune"]) or llm_model or llm_size or bool(by["inference"]) or bool(
        _LLM_WORDS.search(r.t))
    if generic_train and not llm_words:
        # "训练一个 ResNet": training, but nothing says it is a language model
        f = generic_train[0]
        r.unplaced("task", f.start, f.end,
                   "training — of what? LoRA / QLoRA / full fine-tuning / pretraining of a language "
                   "model, or another model (then say its VRAM need)",
                   "训练什么？语言模型的 LoRA / QLoRA / 全参微调 / 预训练，还是别的模型（请给出显存需求）")
        for f in tasks:
            f.fact = "_task_dropped"
        return
    if generic_train:
        if by["inference"]:
            r.note("serving was mentioned too: sized for fine-tuning (ask again for serving)",
                   "也提到了推理部署：这里按微调估算（部署可另外再问）")
        r.note("fine-tuning read as LoRA (the usual way on rented cards); say 全参 / full "
               "fine-tune or QLoRA otherwise",
               "“微调”按 LoRA 理解（租卡微调最常见）；如需全参或 QLoRA 请说明")
        for f in generic_train:
            f.conf = 0.8
        pick("lora", generic_train)
        return
    if by["inference"]:
        pick("inference", by["inference"])
        return
    if by["image-weak"] and not (llm_model or llm_size):
        pick("image", by["image-weak"])
        return
    if by["learn"]:
        pick("learn", by["learn"])
        return
    for f in tasks:
        f.fact = "_task_dropped"


def _conflict(conflicts: list[Conflict], r: _Reader, fact: str, found: list[_Finding]) -> None:
    seen: dict[Any, str] = {}
    for f in sorted(found, key=lambda f: f.start):
        seen.setdefault(f.value, r.quote(f.start, f.end))
    conflicts.append(Conflict(fact, tuple(seen), tuple(seen.values())))
    for f in found:
        f.conf = 0.0


def _decide(r: _Reader) -> tuple[dict[str, _Finding], list[Conflict]]:
    conflicts: list[Conflict] = []
    chosen: dict[str, _Finding] = {}
    _decide_task(r, conflicts, chosen)
    by_fact: dict[str, list[_Finding]] = {}
    for f in r.found:
        if f.fact not in ("task", "_task_dropped"):
            by_fact.setdefault(f.fact, []).append(f)
    for fact, found in by_fact.items():
        if fact == "precision":
            specific = [f for f in found if not (f.generic or "").endswith("*")]
            generic = [f for f in found if (f.generic or "").endswith("*")]
            values = {f.value for f in specific}
            if len(values) > 1:
                _conflict(conflicts, r, fact, specific)
                continue
            if values:
                value = next(iter(values))
                clash = [g for g in generic if g.generic != "*"
                         and value not in _PRECISION_FAMILY.get(g.generic[:-1], {value})]
                if clash:
                    _conflict(conflicts, r, fact, specific + clash)
                    continue
                chosen[fact] = specific[0]
                continue
            gvalues = {f.value for f in generic if f.value != "native"}
            if len(gvalues) > 1:
                _conflict(conflicts, r, fact, [f for f in generic if f.value != "native"])
                continue
            chosen[fact] = next((f for f in generic if f.value != "native"), generic[0])
            continue
        values = []
        for f in found:
            if f.value not in values:
                values.append(f.value)
        if len(values) > 1 and fact == "days":
            durations = [f for f in found if f.generic == "duration"]
            if len({f.value for f in durations}) == 1 and len(durations) < len(found):
                chosen[fact] = durations[0]  # "跑一周 … 3 小时" : the stated duration
                continue
        if len(values) > 1:
            _conflict(conflicts, r, fact, found)
            continue
        chosen[fact] = found[0]
    return chosen, conflicts


def _check_model_size(r: _Reader, chosen: dict[str, _Finding], conflicts: list[Conflict]) -> None:
    model = chosen.get("model")
    size = chosen.get("params_b")
    if not model or not size:
        return
    record = r.kb.models_by_id.get(model.value)
    if record is None:
        return
    if abs(size.value - record.params_b) <= 0.25 * record.params_b or (
            record.active_params_b and abs(size.value - record.active_params_b)
            <= 0.25 * record.active_params_b):
        del chosen["params_b"]  # the size only repeats the model's
        return
    conflicts.append(Conflict("model", (model.value, size.value),
                              (r.quote(model.start, model.end), r.quote(size.start, size.end))))
    del chosen["model"]
    del chosen["params_b"]


def _finish_precision(r: _Reader, chosen: dict[str, _Finding]) -> None:
    prec = chosen.get("precision")
    if prec is None:
        return
    if prec.value == "native":
        record = r.kb.models_by_id.get(chosen["model"].value) if "model" in chosen else None
        task = chosen["task"].value if "task" in chosen else None
        if record is not None:
            value = record.native_dtype
        elif task in ("image", "video"):
            value = "fp16"
        else:
            value = "bf16"
        prec.value = value
        r.note(f"full precision read as the unquantised weights ({value}), not fp32 — say FP32 "
               "if you mean 32-bit",
               f"“全精度”按未量化的原始权重（{value}）理解，而不是 FP32；如需 32 位请写 FP32")
    task = chosen.get("task")
    if task is not None and task.value == "qlora" and prec.value == "int4":
        del chosen["precision"]
        r.note("QLoRA keeps the base weights in 4-bit NF4", "QLoRA 的底座权重按 4 位 NF4 计")


def _validate(r: _Reader, chosen: dict[str, _Finding]) -> dict[str, Any]:
    """Keep only values ``rules.facts.resolve`` accepts; the rest become unresolved."""
    facts: dict[str, Any] = {}
    for fact in FACT_NAMES:
        f = chosen.get(fact)
        if f is None:
            continue
        raw: dict[str, Any] = {fact: f.value}
        if fact not in ("model", "params_b", "vram_gb"):
            raw["params_b"] = 7
        try:
            resolve(raw, r.kb)
        except InputError as exc:
            r.unplaced(fact, f.start, f.end, str(exc), str(exc), ())
            continue
        facts[fact] = f.value
    probe = dict(facts)
    if "model" not in probe and "params_b" not in probe and "vram_gb" not in probe:
        probe["params_b"] = 7
    try:
        resolve(probe, r.kb)
    except InputError as exc:  # pragma: no cover - each value passed alone; a pair clashed
        for fact in ("params_b", "model", "precision", "task"):
            if fact in facts:
                f = chosen[fact]
                r.unplaced(fact, f.start, f.end, str(exc), str(exc), ())
                del facts[fact]
                break
    return facts


def _confidence(r: _Reader, chosen: dict[str, _Finding], facts: dict[str, Any],
                conflicts: list[Conflict]) -> float:
    if not facts and not r.unresolved and not conflicts:
        return 0.0
    confs = [chosen[k].conf for k in facts] or [0.5]
    value = sum(confs) / len(confs)
    value *= 0.85 ** len(r.unresolved)
    value *= 0.7 ** len(conflicts)
    if r.truncated:
        value *= 0.9
    return round(max(0.0, min(1.0, value)), 3)


def _parse(text: str, kb: KnowledgeBase) -> Understanding:
    if not isinstance(text, str) or not text.strip():
        return Understanding(text=text if isinstance(text, str) else "")
    r = _Reader(text, kb)
    _read_cards(r)
    _read_tools(r)
    _read_models(r)
    _read_training_knobs(r)
    _read_hours_per_day(r)
    _read_context(r)
    _read_money(r)
    _read_durations(r)
    _finish_budgets(r)
    _read_context(r, bare=True)
    _read_load(r)
    _read_precision(r)
    _read_params(r)
    _read_keywords(r)
    _read_leftovers(r)
    chosen, conflicts = _decide(r)
    _check_model_size(r, chosen, conflicts)
    _finish_precision(r, chosen)
    facts = _validate(r, chosen)
    if r.truncated:
        r.unplaced("input", MAX_CHARS, MAX_CHARS,
                   f"only the first {MAX_CHARS} characters were read",
                   f"只读取了前 {MAX_CHARS} 个字符", ())
    conflicted = {c.fact for c in conflicts}
    spans = sorted(
        {Span(f.start, f.end, f.fact, f.value) for f in r.found
         if (f.fact in facts and f.value == facts[f.fact]) or f.fact in conflicted},
        key=lambda s: (s.start, s.end, s.fact))
    labels = tuple((k, chosen[k].label) for k in facts if chosen[k].label)
    return Understanding(
        text=r.orig, facts=facts, spans=tuple(spans),
        unresolved=tuple(sorted(r.unresolved, key=lambda u: u.start)),
        conflicts=tuple(conflicts), confidence=_confidence(r, chosen, facts, conflicts),
        notes=tuple(r.notes), mentioned_cards=tuple(sorted(r.cards, key=lambda c: c.start)),
        labels=labels, truncated=r.truncated)


def parse(text: str, kb: KnowledgeBase, *, strict: bool = False) -> Understanding:
    """Read free text into facts (see the module docstring). Never raises unless ``strict``
    (tests use it to see bugs that would otherwise become an "could not read" entry)."""
    try:
        return _parse(text, kb)
    except Exception:
        if strict:
            raise
        shown = text[:MAX_CHARS] if isinstance(text, str) else ""
        note = Note("could not read this text; please give the facts as options",
                    "无法理解这段文字；请用选项给出")
        return Understanding(text=shown, unresolved=(Unresolved("input", shown[:60], 0,
                                                                min(60, len(shown)), note),))


# ---------------------------------------------------------------------------- merge, describe


def _json_value(value: Any) -> Any:
    if isinstance(value, Budget):
        return value.to_dict()
    if isinstance(value, tuple):
        if value and all(isinstance(v, tuple) and len(v) == 3 for v in value):  # fx
            return [{"base": b, "quote": q, "rate": rate} for b, q, rate in value]
        return [_json_value(v) for v in value]
    return value


def to_dict(understanding: Understanding) -> dict[str, Any]:
    """A JSON-serialisable form (``recommend --json`` puts it under ``"understood"``)."""
    u = understanding
    return {
        "text": u.text,
        "facts": {k: _json_value(v) for k, v in u.facts.items()},
        "spans": [{"start": s.start, "end": s.end, "fact": s.fact, "value": _json_value(s.value),
                   "text": u.text[s.start:s.end]} for s in u.spans],
        "unresolved": [{"kind": x.kind, "text": x.text, "start": x.start, "end": x.end,
                        "message": {"en": x.note.en, "zh": x.note.zh},
                        "candidates": list(x.candidates)} for x in u.unresolved],
        "conflicts": [{"fact": c.fact, "values": [_json_value(v) for v in c.values],
                       "texts": list(c.texts)} for c in u.conflicts],
        "confidence": u.confidence,
        "notes": [{"en": n.en, "zh": n.zh} for n in u.notes],
        "mentioned_cards": [{"text": c.text, "start": c.start, "end": c.end, "card": c.card,
                             "count": c.count, "vram_gb": c.vram_gb} for c in u.mentioned_cards],
        "truncated": u.truncated,
    }


def merge(option_facts: Mapping[str, Any], understanding: Understanding) -> dict[str, Any]:
    """Facts from free text with the options on top: an option always wins. A model or size given
    as an option replaces both the model and the size read from the text (they go together)."""
    given = {k: v for k, v in option_facts.items() if v is not None}
    out = dict(understanding.facts)
    if "model" in given or "params_b" in given:
        out.pop("model", None)
        out.pop("params_b", None)
    out.update(given)
    return out


_FACT_LABEL = {
    "task": ("task", "任务"), "model": ("model", "模型"), "params_b": ("size", "参数量"),
    "precision": ("precision", "精度"), "kv_precision": ("KV cache", "KV 缓存"),
    "context_tokens": ("context", "上下文"), "concurrency": ("concurrency", "并发"),
    "batch": ("batch", "批大小"), "budget": ("budget", "预算"), "region": ("region", "地区"),
    "compliance": ("compliance", "合规"), "cuda_required": ("CUDA required", "需要 CUDA"),
    "hours_per_day": ("hours per day", "每天使用"), "days": ("days", "使用天数"),
    "max_gpus": ("max GPUs", "最多卡数"), "priority": ("priority", "优先"),
    "interruptible": ("interruptible", "可中断"), "vram_gb": ("VRAM need", "显存需求"),
    "lora_rank": ("LoRA rank", "LoRA 秩"), "optimizer": ("optimizer", "优化器"),
    "gradient_checkpointing": ("gradient checkpointing", "梯度检查点"), "fx": ("exchange rate", "汇率"),
    "train_tokens": ("training tokens", "训练 token"), "samples": ("samples", "样本数"),
    "tokens_per_sample": ("tokens per sample", "每条 token"), "epochs": ("epochs", "轮数"),
    "rps": ("requests per second", "每秒请求"), "input_tokens": ("prompt tokens", "输入 token"),
    "output_tokens": ("output tokens", "输出 token"), "scene": ("scene size", "场景大小"),
    "family": ("model family", "模型系列"),
    "deadline": ("deadline (hours)", "时限（小时）"),
    "engine": ("engine", "框架"),
}
_TASK_LABEL = {"inference": ("inference / serving", "推理部署"), "lora": ("LoRA fine-tuning", "LoRA 微调"),
               "qlora": ("QLoRA fine-tuning", "QLoRA 微调"),
               "full-finetune": ("full fine-tuning", "全参微调"), "pretrain": ("pretraining", "预训练"),
               "image": ("image generation", "出图"), "video": ("video generation", "视频生成"),
               "render": ("rendering", "渲染"), "learn": ("learning / coursework", "学习 / 课程"),
               "transcribe": ("transcription", "语音转写"), "detection": ("detection", "目标检测")}
_UNIT_LABEL = {"minute": ("minute", "分钟"), "hour": ("hour", "小时"), "day": ("day", "天"),
               "week": ("week", "周"), "month": ("month", "月"), "total": ("total", "总计")}


def _show_value(fact: str, value: Any, lang: str, labels: Mapping[str, str]) -> str:
    zh = lang == "zh"
    if fact in labels:
        return labels[fact]
    if fact == "task":
        pair = _TASK_LABEL.get(value)
        return (pair[1] if zh else pair[0]) if pair else str(value)
    if fact == "budget" and isinstance(value, Budget):
        unit = _UNIT_LABEL.get(value.unit, (value.unit, value.unit))
        amount = f"{value.amount:,.2f}".rstrip("0").rstrip(".")
        if value.unit == "total":
            return f"{amount} {value.currency} " + ("（总计）" if zh else "in total")
        return f"{amount} {value.currency} / {unit[1] if zh else unit[0]}"
    if fact == "context_tokens":
        k = f" ({value // 1024}k)" if value % 1024 == 0 and value >= 1024 else ""
        return f"{value:,} tokens{k}"
    if fact == "params_b":
        return f"{value:g}B"
    if fact == "vram_gb":
        return f"{value:g} GB"
    if fact == "region":
        return {"cn": ("mainland China", "中国大陆"), "intl": ("outside mainland China", "海外")
                }[value][1 if zh else 0]
    if fact == "hours_per_day":
        return f"{value:g} 小时" if zh else f"{value:g} h"
    if fact == "days":
        return f"{value:g} 天" if zh else f"{value:g} days"
    if fact == "fx":
        return ", ".join(f"1 {b} = {q_rate} {q}" for b, q, q_rate in value)
    if isinstance(value, bool):
        return ("是" if value else "否") if zh else ("yes" if value else "no")
    if fact == "priority":
        return {"cost": ("cost", "省钱"), "speed": ("speed", "速度")}[value][1 if zh else 0]
    return str(value)


def describe(understanding: Understanding, lang: str = "en") -> list[str]:
    """One line per fact ("model: Qwen3-32B (from “qwen3 32b”)"), then conflicts, what could not
    be placed, cards mentioned and notes — in English or Chinese."""
    zh = lang == "zh"
    labels = dict(understanding.labels)
    lines = []
    for fact, value in understanding.facts.items():
        name = _FACT_LABEL.get(fact, (fact, fact))[1 if zh else 0]
        shown = _show_value(fact, value, lang, labels)
        source = understanding.span_text(fact).strip()
        if zh:
            lines.append(f"{name}：{shown}" + (f"（来自“{source}”）" if source else ""))
        else:
            lines.append(f"{name}: {shown}" + (f" (from “{source}”)" if source else ""))
    for c in understanding.conflicts:
        name = _FACT_LABEL.get(c.fact, (c.fact, c.fact))[1 if zh else 0]
        said = (" 与 " if zh else " vs ").join(f"“{t}”" for t in c.texts)
        lines.append(f"冲突 · {name}：{said}——请说明是哪一个" if zh
                     else f"conflict · {name}: {said} — say which one")
    for u in understanding.unresolved:
        lines.append(("未能确定：" if zh else "not placed: ") + u.message(lang))
    for card in understanding.mentioned_cards:
        what = card.card or card.text
        count = f" ×{card.count}" if card.count and card.count > 1 else ""
        lines.append(f"提到的卡：{what}{count}（“{card.text}”）——顾问会自己比较各卡，这不算任务需求"
                     if zh else f"card mentioned: {what}{count} (“{card.text}”) — the advisor "
                     "compares cards itself; this is not a need of the job")
    for n in understanding.notes:
        lines.append(("说明：" if zh else "note: ") + n.text(lang))
    return lines
