"""The catalogue's model names as an index: anchors, tokens, exact and one-typo lookups."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from rapidfuzz.distance import DamerauLevenshtein

from advisor_tui.understand.patterns import _CJK, _lazy, _normalise
from knowledge import match
from knowledge.loader import KnowledgeBase

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
    # release tags after a name's size: Qwen3-30B-A3B-Instruct-2507's "2507" (YYMM) names a different model
    # from Qwen3-30B-A3B, so the reader must keep it — other numbers after a size end the name ("30b 256k")
    tags: frozenset[str] = frozenset()
    tagged: frozenset[str] = frozenset()  # model ids whose official name carries such a tag
    anchor_cache: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@lru_cache(maxsize=16)
def _model_index(kb: KnowledgeBase) -> _ModelIndex:
    primary: dict[str, str] = {}
    secondary: set[str] = set()
    cjk: dict[str, str] = {}
    ext: set[str] = set(_GENERIC_EXT)
    tags: set[str] = set()
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
                elif t.isdigit() and len(t) == 4 and any(_SIZE_TOKEN.fullmatch(u) for u in toks):
                    tags.add(t)
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
                              key=lambda w: (-len(w), w))),
        tags=frozenset(tags),
        tagged=frozenset(m.id for m in kb.models if set(_tokens(m.name)) & tags))


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
    if len(found) > 1 and not set(qt) & idx.tags:
        # a name said without its release tag is the release without one: "Qwen3 30B 的 MoE" is Qwen3-30B-A3B, not
        # its -2507 refreshes, which people name by the tag
        found = [mid for mid in found if mid not in idx.tagged] or found
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
