"""The FAQ's search index: BM25F over weighted fields, built once per knowledge base (cached by
identity; ~70 ms for the bundled FAQ). Scoring a query against it is ``knowledge.faq``'s part.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from knowledge.faq_terms import doc_terms
from knowledge.loader import KnowledgeBase
from knowledge.schema import FaqEntry

# BM25 with field weights (BM25F-style: weighted term frequencies, one length norm).
_K1 = 1.2
_B = 0.5
_FIELD_WEIGHTS = {"question": 3.0, "keywords": 2.5, "id": 1.5, "answer": 1.0}

_KIND_WORDS = {
    "mistake": "mistake 误区",
    "checklist": "checklist 清单",
    "not-suitable": "not suitable 不适用",
    "caveat": "caveat 注意",
}



@dataclass(frozen=True, eq=False)
class FaqIndex:
    entries: tuple[FaqEntry, ...]
    # per entry: the terms of its question (both languages), and the card numbers it names
    question_terms: tuple[frozenset[str], ...]
    question_mass: tuple[float, ...]  # per entry: the idf of its question's terms, summed
    question_cards: tuple[frozenset[str], ...]
    cards: frozenset[str]
    # term → (entry indexes, idf-weighted BM25 parts, idf × presence 0–1), parallel tuples
    postings: dict[str, tuple[tuple[int, ...], tuple[float, ...], tuple[float, ...]]]
    idf: dict[str, float]
    words: tuple[str, ...]  # latin words of keywords and ids, the targets of typo matching
    idf_unknown: float


def _entry_fields(entry: FaqEntry) -> Iterable[tuple[str, str]]:
    yield "question", entry.question.en
    yield "question", entry.question.zh
    yield "keywords", " ; ".join(entry.keywords) + " ; " + _KIND_WORDS.get(entry.kind, "")
    yield "id", entry.id.replace("-", " ")
    yield "answer", entry.answer.en
    yield "answer", entry.answer.zh


def card_terms(kb: KnowledgeBase) -> frozenset[str]:
    """Model numbers of the cards ('4090', 'a100', 'h20', '910b'; not the '80g' of a memory size)."""
    return frozenset(part for card in kb.cards for part in card.id.split("-")
                     if any(ch.isdigit() for ch in part) and not part[-1] == "g")


def build_index(entries: tuple[FaqEntry, ...], cards: frozenset[str] = frozenset()) -> FaqIndex:
    tfs: list[dict[str, float]] = []
    topic_words: set[str] = set()  # typo targets: the curated words (keywords and ids)
    for entry in entries:
        tf: dict[str, float] = {}
        for fld, text in _entry_fields(entry):
            weight = _FIELD_WEIGHTS[fld]
            terms = doc_terms(text)
            if fld in ("keywords", "id"):
                topic_words.update(t for t in terms if t.isascii() and t.isalpha())
            get = tf.get
            for term, count in terms.items():
                tf[term] = get(term, 0.0) + weight * count
        tfs.append(tf)
    n = len(entries)
    lengths = [sum(tf.values()) for tf in tfs]
    avgdl = (sum(lengths) / n) if n else 1.0
    df: Counter[str] = Counter()
    for tf in tfs:
        df.update(tf.keys())
    idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
    lists: dict[str, tuple[list[int], list[float], list[float]]] = {}
    for i, tf in enumerate(tfs):
        norm = _K1 * (1 - _B + _B * lengths[i] / avgdl)
        for term, f in tf.items():
            docs, parts, covers = lists.setdefault(term, ([], [], []))
            docs.append(i)
            parts.append(idf[term] * f * (_K1 + 1) / (f + norm))
            # how fully the entry is "about" the term: in its question or keywords, or only
            # once in the answer
            covers.append(idf[term] * min(1.0, f / 2.5) ** 0.5)
    words = tuple(sorted(t for t in topic_words if len(t) >= 3))
    postings = {t: (tuple(d), tuple(p), tuple(c)) for t, (d, p, c) in lists.items()}
    questions = tuple(frozenset(doc_terms(e.question.en)) | frozenset(doc_terms(e.question.zh))
                      for e in entries)
    return FaqIndex(entries=entries, postings=postings, idf=idf, words=words,
                  idf_unknown=math.log(1 + (n + 0.5) / 0.5), question_terms=questions,
                  question_mass=tuple(sum(idf.get(t, 0.0) for t in q) for q in questions),
                  question_cards=tuple(q & cards for q in questions), cards=cards)



@lru_cache(maxsize=8)
def index_for(kb: KnowledgeBase) -> FaqIndex:
    return build_index(tuple(kb.faq), card_terms(kb))
