"""Search the FAQ (knowledge/data/faq.yaml) in Chinese, English or both mixed.

How it works:

* **Analysis.** Text is NFKC-folded and lower-cased. Latin runs become words (light English
  stemming, stop words dropped, ``48G`` = ``48gb``, ``rtx4090`` / ``qwen3`` also give their
  parts). Chinese has no spaces, so CJK runs become character bigrams (a lone character stays a
  unigram) after splitting at particles and question words (的 / 吗 / 怎么 …); in a query, a
  bigram of function characters ("能当", "用吗") counts less, being mostly glue between words.
* **Synonyms.** A small domain table maps phrases in either language to concept terms (显存 /
  VRAM / GPU memory → ``~vram``; 按量 / 按小时 / hourly → ``~hourly``; 两张 / 2x → ``~two`` …).
  Entries and queries go through the same table, so 「包月」 finds "monthly". Concepts that only
  say what kind of answer is wanted ("which", "vs", "worth it") or that every question is about
  ("GPU") weigh less; the query's own wording of a concept is a small tie-break bonus.
* **Typos.** A query word the index has never seen is matched with rapidfuzz (and an
  edit-distance check) against the curated words of keywords and ids: "nvlnik" → nvlink,
  "lamma" → llama, "qwne" → qwen; the correction is credited by its similarity.
* **Scoring.** BM25 over weighted fields (question and keywords count more than the answer);
  each query *unit* (a word, a bigram, a concept) counts once, by its best alternative. The score
  (0–100) is the IDF-weighted share of the query the entry covers, times its BM25 relative to
  the best entry, damped when only very common words matched. Below ``NO_MATCH_SCORE`` nothing is
  returned, so "how do I bake bread" gets no answer; ``suggest()`` offers the closest topics.

The index is built once per ``KnowledgeBase`` (cached by identity; ~70 ms for the bundled FAQ).
Queries are truncated to ``MAX_QUERY_CHARS`` so the work per query is bounded whatever is pasted
in. This module never imports the UI.
"""

from __future__ import annotations

import heapq
import unicodedata
from dataclasses import dataclass

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

import knowledge
from knowledge.errors import InputError
from knowledge.faq_index import FaqIndex, card_terms, index_for
from knowledge.faq_terms import (
    CJK_RE,
    EN_STOP,
    PHRASE_CONCEPTS,
    TOKEN_RE,
    UNIGRAM_WEIGHT,
    WORD_CONCEPTS,
    ZH_WEAK_CHARS,
    cjk_pieces,
    latin_terms,
    normalise,
    phrases,
    stem,
)
from knowledge.loader import KnowledgeBase

__all__ = ["MAX_QUERY_CHARS", "NO_MATCH_SCORE", "Hit", "card_terms", "detect_lang", "search",
           "suggest"]

NO_MATCH_SCORE = 35.0  # hits scoring below this are not answers
MAX_QUERY_CHARS = 300  # longer queries are truncated: bounded work for any input
MAX_UNITS = 40  # query units scored at most (after truncation)
LANGS = ("en", "zh")

_PART_WEIGHT = 0.6  # "rtx" / "4090" out of "rtx4090"
_SECONDARY_CONCEPT_WEIGHT = 0.7  # 「显存不够」 is about OOM first, VRAM second
_SURFACE_BONUS = 0.25  # an entry using the query's own words for a concept scores this much more
_FUZZY_WEIGHT = 0.9  # times the rapidfuzz similarity
_CJK_UNKNOWN_IMPORTANCE = 0.25  # unseen bigrams: half are word-boundary noise, each char twice
# Concepts that say what kind of answer is wanted rather than what it is about ("which",
# "vs", "worth it"), or that every question here is about ("GPU"), weigh less.
_INTENT_WEIGHT = 0.5
_INTENT_CONCEPTS = frozenset({"~recommend", "~difference", "~worth", "~gpu"})
# A card's model number is an identifier, not a topic word: an entry whose question is about
# another card ("Does the RTX 3090 have NVLink?" for "4090 nvlink") ranks below one that is not.
_OTHER_CARD_DAMPING = 0.85
# Tie-break towards the entry whose question the query covers: "is hourly or monthly cheaper"
# is the general billing question, not the one about a host that sells only weeks and months.
_QUESTION_COVER_WEIGHT = 0.05
_EVIDENCE_FULL = 3.0  # matched IDF mass that counts as "specific enough" evidence
_IDF_FLOOR = 0.05  # a unit whose best IDF is lower (in nearly every entry) is skipped


@dataclass(frozen=True)
class _Unit:
    """One piece of a query: alternatives (term, score weight, importance weight)."""

    alts: tuple[tuple[str, float, float], ...]
    bonus: tuple[str, ...] = ()  # the query's own words for a concept: a tie-break bonus
    cjk: bool = False
    typo: bool = False  # its word is not in the index (a typo, or not about GPUs)


def _query_units(query: str, index: FaqIndex) -> list[_Unit]:
    norm = normalise(query[:MAX_QUERY_CHARS])
    units: list[_Unit] = []
    rest: list[str] = []
    last = 0
    for start, end, phrase in phrases(norm):
        rest.append(norm[last:start])
        rest.append(" ")
        last = end
        surface: list[str] = []
        for tok in TOKEN_RE.findall(phrase):
            if CJK_RE.match(tok):
                surface.extend(tok[i:i + 2] for i in range(len(tok) - 1))
                if len(tok) == 1:
                    surface.append(tok)
            elif tok not in EN_STOP:
                surface.append(stem(tok))
        alts = []
        for rank, concept in enumerate(PHRASE_CONCEPTS[phrase]):
            w = _INTENT_WEIGHT if concept in _INTENT_CONCEPTS else 1.0
            if rank:
                w *= _SECONDARY_CONCEPT_WEIGHT
            alts.append((concept, w, w))
        units.append(_Unit(tuple(alts), bonus=tuple(surface)))
    rest.append(norm[last:])
    for tok in TOKEN_RE.findall("".join(rest)):
        if CJK_RE.match(tok):
            for piece in cjk_pieces(tok):
                grams = [piece] if len(piece) == 1 else [piece[i:i + 2]
                                                         for i in range(len(piece) - 1)]
                for gram in grams:
                    w = UNIGRAM_WEIGHT if len(gram) == 1 else 1.0
                    w *= 0.5 ** sum(ch in ZH_WEAK_CHARS for ch in gram)
                    units.append(_Unit(((gram, w, w),), cjk=True))
            continue
        if tok in EN_STOP or (len(tok) == 1 and tok.isalpha()):
            continue
        term, parts = latin_terms(tok)
        alts: list[tuple[str, float, float]] = [(term, 1.0, 1.0)]
        alts.extend((p, _PART_WEIGHT, _PART_WEIGHT) for p in parts)
        for t, w, _imp in list(alts):
            if t in index.idf:
                continue
            for cand, sim in _fuzzy(t, index):
                # a correction to a curated word: as important as that word, credited by
                # similarity
                alts.append((cand, w * sim * _FUZZY_WEIGHT, w))
        for t, w, imp in list(alts):
            for concept in WORD_CONCEPTS.get(t, ()):
                k = _INTENT_WEIGHT if concept in _INTENT_CONCEPTS else 1.0
                alts.append((concept, w * k, imp * k))
        units.append(_Unit(tuple(dict.fromkeys(alts)), typo=term not in index.idf))
    unique: dict[tuple[tuple[str, float, float], ...], _Unit] = {}
    for unit in units:  # the same concept twice ("serving … in production") counts once
        unique.setdefault(unit.alts, unit)
    return list(unique.values())[:MAX_UNITS]


def _fuzzy(term: str, index: FaqIndex) -> list[tuple[str, float]]:
    """Index words within a typo of ``term`` ("nvlnik" → nvlink), with similarity 0–1."""
    if not term.isalpha() or len(term) < 4:
        return []
    out = []
    for cand, ratio, _ in process.extract(term, index.words, scorer=fuzz.ratio, limit=4,
                                          score_cutoff=66):
        edits = OSA.distance(term, cand)
        if len(term) == 4:
            ok = edits == 1 and sorted(term) == sorted(cand)  # only a swap: "qwne" → qwen
        else:
            ok = ratio >= 80 or edits <= (1 if len(term) <= 6 else 2)
        if ok:
            out.append((cand, max(ratio, 100.0 * (1 - edits / max(len(term), len(cand)))) / 100))
    return out


# ------------------------------------------------------------------------------------- search


@dataclass(frozen=True)
class Hit:
    """One FAQ answer: text in ``lang``; ``score`` 0–100 (below ``NO_MATCH_SCORE`` not kept)."""

    id: str
    question: str
    answer: str
    score: float
    source: str
    kind: str
    lang: str
    related: tuple[str, ...] = ()


def detect_lang(text: str) -> str:
    """zh when the text contains a CJK character, else en."""
    return "zh" if CJK_RE.search(unicodedata.normalize("NFKC", text[:MAX_QUERY_CHARS])) else "en"


def _check(query: object, lang: str | None) -> str:
    if not isinstance(query, str) or not query.strip():
        raise InputError("empty FAQ query: type a question, e.g. '两张 4090 能当 48G 用吗' "
                         "or 'can a 4090 run 70b?'")
    if lang is not None and lang not in LANGS:
        raise InputError(f"--lang: unknown language {lang!r} (accepted: {', '.join(LANGS)})")
    return query


def _score(query: str, index: FaqIndex, floor: float = 0.0) -> list[tuple[float, float, int]]:
    """(score 0–100, raw BM25, entry index) for the entries that matched and score >= floor."""
    units = _query_units(query, index)
    n = len(index.entries)
    raw = [0.0] * n
    cover = [0.0] * n
    touched: set[int] = set()
    total = 0.0
    idf, postings = index.idf, index.postings
    for unit in units:
        known = [(t, w, imp) for t, w, imp in unit.alts if t in idf]
        if known and not unit.typo and max(w * idf[t] for t, w, _imp in known) < _IDF_FLOOR:
            continue  # in (nearly) every entry ("GPU", 「卡」): it cannot rank them, skip the work
        weighted = [imp * idf[t] for t, _w, imp in known if imp]
        if weighted and unit.alts[0][0] in idf:
            importance = weighted[0]  # the unit's own term or main concept rules
        elif weighted:
            importance = max(weighted)  # "rtx4090": its parts
        else:  # not in the index: an off-topic word, or (Chinese) a bigram across two words
            importance = index.idf_unknown * (_CJK_UNKNOWN_IMPORTANCE if unit.cjk else 1.0)
        total += importance
        if len(known) == 1 and not unit.bonus:
            # one term: its score weight never exceeds its importance weight, so no cap needed
            t, w, _imp = known[0]
            docs, parts, covers = postings[t]
            touched.update(docs)
            for d, p, c in zip(docs, parts, covers):
                raw[d] += w * p
                cover[d] += w * c
            continue
        best: dict[int, tuple[float, float]] = {}
        for t, w, _imp in known:
            docs, parts, covers = postings[t]
            for d, p, c in zip(docs, parts, covers):
                old = best.get(d)
                if old is None:
                    best[d] = (w * p, w * c)
                else:
                    best[d] = (max(w * p, old[0]), max(w * c, old[1]))
        lifted = {d for t in unit.bonus if t in postings for d in postings[t][0]}
        touched.update(best)
        for d, (s, c) in best.items():
            raw[d] += s * (1 + _SURFACE_BONUS) if d in lifted else s
            cover[d] += min(importance, c)
    if not touched or total <= 0:
        return []
    query_terms = {t for unit in units for t, _w, _imp in unit.alts}
    query_cards = query_terms & index.cards
    top = max(raw[d] for d in touched)
    # score <= 100 · sqrt(raw / top): entries far below the best cannot reach the floor
    cut = top * (floor / 100.0) ** 2
    out = []
    for d in touched:
        r = raw[d]
        if r < cut or r <= 0:
            continue
        matched = cover[d]
        coverage = matched / total
        evidence = min(1.0, matched / _EVIDENCE_FULL)
        score = 100.0 * coverage ** 0.8 * (r / top) ** 0.5 * evidence ** 0.5
        cards = index.question_cards[d]
        if query_cards and cards and not cards & query_cards:
            score *= _OTHER_CARD_DAMPING
        if score < floor:
            continue
        mass = index.question_mass[d]
        if mass > 0:  # a tie-break only: it never takes an answer below the floor
            covered = sum(idf.get(t, 0.0) for t in index.question_terms[d] & query_terms) / mass
            score = max(floor, score * (1.0 - _QUESTION_COVER_WEIGHT * (1.0 - covered)))
        if score >= floor:
            out.append((score, r, d))
    return out


def search(query: str, lang: str | None = None, limit: int = 5,
           kb: KnowledgeBase | None = None) -> list[Hit]:
    """The best FAQ answers for ``query``, best first; ``[]`` when nothing is relevant.

    ``lang`` picks the answer language (default: the query's — Chinese if it has any CJK
    character). Raises ``InputError`` for an empty query, an unknown ``lang`` or ``limit < 1``.
    """
    query = _check(query, lang)
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise InputError(f"--limit: must be a whole number of at least 1, got {limit!r}")
    if kb is None:
        kb = knowledge.load()
    index = index_for(kb)
    lang = lang or detect_lang(query)
    scored = heapq.nsmallest(limit, _score(query, index, floor=NO_MATCH_SCORE),
                             key=lambda s: (-s[0], -s[1], index.entries[s[2]].id))
    hits = []
    for score, _raw, d in scored:
        e = index.entries[d]
        hits.append(Hit(id=e.id, question=e.question.get(lang), answer=e.answer.get(lang),
                        score=round(score, 1), source=e.source, kind=e.kind, lang=lang,
                        related=e.related))
    return hits


def suggest(query: str, kb: KnowledgeBase | None = None, lang: str | None = None,
            limit: int = 3) -> list[str]:
    """Closest topic titles (questions in ``lang``) for a "no good match" message.

    Weak matches first (entries that share something with the query), then questions that look
    alike to rapidfuzz, then the selection rules, so there is always something to offer.
    """
    query = _check(query, lang)
    if kb is None:
        kb = knowledge.load()
    index = index_for(kb)
    lang = lang or detect_lang(query)
    picked: list[int] = []
    picked.extend(d for _s, _r, d in sorted(_score(query, index),
                                           key=lambda s: (-s[0], -s[1], s[2])))
    if len(picked) < limit:
        titles = {i: e.question.get(lang) for i, e in enumerate(index.entries)}
        for _t, _s, i in process.extract(normalise(query[:MAX_QUERY_CHARS]), titles,
                                         scorer=fuzz.token_set_ratio, processor=normalise,
                                         limit=limit * 2, score_cutoff=50):
            picked.append(i)
    picked.extend(i for i, e in enumerate(index.entries) if e.kind == "rule")
    out: list[str] = []
    for i in dict.fromkeys(picked):
        out.append(index.entries[i].question.get(lang))
        if len(out) >= limit:
            break
    return out
