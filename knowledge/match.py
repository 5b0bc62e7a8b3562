"""Find a model or a card by what a person typed ("qwen 2.5 72b", "lamma3.1-70b", "4090 24G").

Names are normalised (case, spaces, hyphens, dots, "instruct"/"chat" suffixes folded) and then
compared with rapidfuzz against every official name, id and alias. Sizes are guarded: "qwen3 32b"
must never resolve to Qwen3-14B because the letters are close, so a candidate whose size token
(``32b``, ``8x7b``, ``a3b``) disagrees with the query's is dropped before scoring.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from knowledge.lazy_pattern import LazyPattern
from knowledge.loader import KnowledgeBase

_FOLD = LazyPattern(r"[\s_\-./·,:：（）()]+")
_NOISE = LazyPattern(r"(instruct|chat|hf|base|it|模型|model)$")
_DECIMAL = LazyPattern(r"(\d)\.(\d)")
_SIZE = LazyPattern(r"(\d+(?:\.\d+)?)(b|m)(?![a-z])|(\d+)x(\d+)b|a(\d+(?:\.\d+)?)b")


def normalise(text: str) -> str:
    """Lowercase, drop separators and trailing 'instruct'/'chat' words: 'Qwen3-32B-Instruct' →
    'qwen332b'."""
    folded = _FOLD.sub(" ", text.lower()).split()
    while len(folded) > 1 and _NOISE.fullmatch(folded[-1]):
        folded.pop()
    return "".join(folded)


def size_tokens(text: str) -> frozenset[str]:
    """The parameter-size tokens in a name: {'32b'}, {'8x7b'}, {'235b', 'a22b'}."""
    # a decimal point stays (review 99: "qwen2.5-0.5b" folded to "0 5b", the size "5b" of Qwen2.5-1.5B too — and
    # was answered as that model)
    lowered = _FOLD.sub(" ", _DECIMAL.sub("\\1\u2024\\2", text.lower())).replace("\u2024", ".")
    found = set()
    for m in _SIZE.finditer(lowered):
        if m.group(1):
            num = m.group(1).rstrip("0").rstrip(".") if "." in m.group(1) else m.group(1)
            found.add(num + m.group(2))
        elif m.group(3):
            found.add(f"{m.group(3)}x{m.group(4)}b")
        else:
            found.add(f"a{m.group(5)}b")
    return frozenset(found)


# a family's version: "qwen1.5" of "Qwen1.5-7B", "llama 3.2" — a number after a word that is no size ("7b", "a3b")
_VERSION = LazyPattern(r"(?<![a-z])([a-z]{3,})\s?(\d+(?:\.\d+)?)(?![\d.]*\s?[bmkx])(?![a-z0-9])")


def version_tokens(text: str) -> dict[str, str]:
    """{'qwen': '1.5'} for 'Qwen1.5-7B-Chat', {'llama': '3.2'} for 'Llama-3.2-3B'; {} for 'Mixtral-8x7B'."""
    lowered = _FOLD.sub(" ", _DECIMAL.sub("\\1\u2024\\2", text.lower())).replace("\u2024", ".")
    return {m.group(1): m.group(2) for m in _VERSION.finditer(lowered)}


# a model line's word: "Qwen2.5-VL-7B" is not Qwen2.5-7B (review 36 M6: --model "qwen2.5 vl 7b" became the text
# model, and its launch command served a model that cannot read an image)
_VARIANT = LazyPattern(r"(?<![a-z])(vl|vision|coder|math|audio|omni|embed(?:ding)?s?|rerank(?:er)?|guard|reward)"
                       r"(?![a-z])")


def variant_tokens(text: str) -> frozenset[str]:
    """The model-line words in a name: {'vl'}, {'coder'}."""
    return frozenset(m.group(1) for m in _VARIANT.finditer(_FOLD.sub(" ", text.lower())))


# a context-length tag after the size: "Qwen2.5-7B-Instruct-1M", "…-128k" (review 98 c08: the 1M checkpoint was
# matched to Qwen2.5-7B, a 131k model trained at 32k, and launched with YaRN ×32)
_CONTEXT_TAG = LazyPattern(r"(?<![a-z0-9.])(\d+(?:\.\d+)?[km])(?![a-z0-9])")
_B_SIZE = LazyPattern(r"\d+(?:\.\d+)?b(?![a-z0-9])")


def context_tags(text: str) -> frozenset[str]:
    """The context-length tags after a name's parameter size: {'1m'} for 'Qwen2.5-7B-Instruct-1M', {} for 'Qwen2.5-7B'
    and for 'whisper-large-v3' or a size-only 'SmolLM-360M'."""
    lowered = _FOLD.sub(" ", text.lower())
    size = _B_SIZE.search(lowered)
    if not size:
        return frozenset()
    return frozenset(m.group(1) for m in _CONTEXT_TAG.finditer(lowered, size.end()))


@dataclass(frozen=True)
class Match:
    """A catalogue entry a name resolved to, with its similarity score."""

    id: str
    name: str
    score: float
    matched: str  # the name or alias that matched


@dataclass(frozen=True)
class _Index:
    """The normalised names of a catalogue, in parallel with their owners and size tokens."""

    keys: tuple[str, ...]  # normalised names
    owners: tuple[tuple[str, str, str], ...]  # (id, display name, original text)
    sizes: tuple[frozenset[str], ...]
    versions: tuple[dict[str, str], ...]  # a family's version in each name ({'qwen': '2.5'}), read once


def _build(entries: Iterable[tuple[str, str, Iterable[str]]]) -> _Index:
    keys, owners, sizes, versions = [], [], [], []
    for ident, name, aliases in entries:
        for text in (ident, name, *aliases):
            key = normalise(text)
            if key:
                keys.append(key)
                owners.append((ident, name, text))
                sizes.append(size_tokens(text))
                versions.append(version_tokens(text))
    return _Index(tuple(keys), tuple(owners), tuple(sizes), tuple(versions))


@lru_cache(maxsize=16)
def _model_index(kb: KnowledgeBase) -> _Index:
    return _build((m.id, m.name, m.aliases) for m in kb.models)


@lru_cache(maxsize=16)
def _card_index(kb: KnowledgeBase) -> _Index:
    return _build((c.id, c.name, c.aliases) for c in kb.cards)


def _search(index: _Index, query: str, limit: int, cutoff: float) -> list[Match]:
    from rapidfuzz import fuzz, process  # here: an exact id (most CLI runs) never needs it

    key = normalise(query)
    if not key:
        return []
    wanted = size_tokens(query)
    lines = variant_tokens(query)
    tags = context_tags(query)
    versions = version_tokens(query)
    choices: dict[int, str] = {}
    for i, k in enumerate(index.keys):
        have = index.sizes[i]
        if versions and any(versions.get(w, v) != v for w, v in index.versions[i].items()):
            continue  # "qwen1.5-7b" is no Qwen2.5-7B (review 99: "qwen2.5-0.5b" was answered as Qwen2.5-1.5B)
        if lines and not lines <= variant_tokens(index.owners[i][2]):
            continue  # "qwen2.5 vl 7b" is no Qwen2.5-7B, whatever the letters share
        if tags and not tags <= context_tags(index.owners[i][2]):
            continue  # "qwen2.5 7b instruct 1m" is another checkpoint, not Qwen2.5-7B
        if wanted and not (wanted & have):
            # a different size of the same family, or a size-less name ("DeepSeek-R1") when the
            # person gave a size ("ds r1 distill 32b"): that model's sized aliases still compete
            continue
        choices[i] = k
    best: dict[str, Match] = {}
    for _key, score, i in process.extract(key, choices, scorer=fuzz.WRatio, limit=None,
                                          score_cutoff=cutoff):
        ident, name, text = index.owners[i]
        if key == index.keys[i]:
            score = 100.0
        if ident not in best or score > best[ident].score:
            best[ident] = Match(ident, name, round(float(score), 1), text)
    ranked = sorted(best.values(), key=lambda m: (-m.score, len(m.matched), m.id))
    return ranked[:limit]


def find_models(kb: KnowledgeBase, query: str, limit: int = 5, cutoff: float = 60) -> list[Match]:
    """Ranked model matches for ``query`` (best first)."""
    return _search(_model_index(kb), query, limit, cutoff)


def find_cards(kb: KnowledgeBase, query: str, limit: int = 5, cutoff: float = 60) -> list[Match]:
    """Ranked card matches for ``query`` (best first)."""
    return _search(_card_index(kb), query, limit, cutoff)


MODEL_ACCEPT = 86.0  # below this a name is "not sure": the caller asks instead of guessing
# A fuzzy (non-exact) match must also beat the runner-up clearly: "qwen 32b" is as close to
# Qwen3-32B as to Qwen2.5-32B and QwQ-32B, and must be asked about, not guessed.
MODEL_MARGIN = 8.0


def _confident(hits: list[Match]) -> Match | None:
    if not hits:
        return None
    top = hits[0]
    if top.score == 100 and (len(hits) == 1 or hits[1].score < 100):
        return top
    if top.score >= MODEL_ACCEPT and (len(hits) == 1 or top.score - hits[1].score >= MODEL_MARGIN):
        return top
    return None


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{3,}", text.lower())}


def resolve_model(kb: KnowledgeBase, query: str) -> tuple[Match | None, list[Match]]:
    """(confident match or None, close candidates to offer when unsure). A close name shares a word with the query
    (review 99: "gpt-7-ultra" was offered yolo11l … for the letters "ultra" and "ultralytics" share); a query with no
    word of three letters ("r1", "7b") keeps them all."""
    hits = find_models(kb, query, limit=5)
    words = _words(query)
    close = [h for h in hits if not words or words & _words(f"{h.matched} {h.id} {h.name}")]
    return _confident(hits), close


# a card's model number: "2080" of "2080 Ti 22G", "100" of "A100"
_CARD_NUMBER = re.compile(r"(?<!\d)\d{3,4}(?!\d)")


def resolve_card(kb: KnowledgeBase, query: str) -> tuple[Match | None, list[Match]]:
    """(confident match or None, candidates). A card whose model number differs is another card, never a near miss:
    review 121 c3's "2080 Ti 22G" was answered as the RTX 3080 Ti 12 GB, one digit apart."""
    hits = find_cards(kb, query, limit=5)
    numbers = set(_CARD_NUMBER.findall(query))
    top = _confident(hits)  # (the margin over every near name stays: "rtx 5090 48gb" is no sure match)
    if top is not None and not numbers <= set(_CARD_NUMBER.findall(f"{top.matched} {top.id} {top.name}")):
        top = None
    return top, [h for h in hits if numbers <= set(_CARD_NUMBER.findall(f"{h.matched} {h.id} {h.name}"))]
