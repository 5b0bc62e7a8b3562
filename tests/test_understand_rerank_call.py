"""A reranker's request length said for the whole call (heldout85 #23): its candidates' share is each passage's
length, never the query's — read as the query, 50 pairs of 2,256 tokens sized 230 GPUs for a one-card load."""

from __future__ import annotations

import datetime

import pytest

from rules.pipeline import consult
from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


@pytest.mark.parametrize("said, candidates, passage", [
    ("bge-reranker-v2-m3 on the top 50 results, 250 queries a second. Each request is ~2,000 tokens (query plus "
     "candidate titles and descriptions).", 50, 40),
    ("bge-reranker-v2-m3, 40 rerank requests a second; each request carries roughly 2,000 tokens (the query plus 20 "
     "candidate passages).", 20, 100),
    ("用 bge-reranker-v2-m3 重排，每秒 30 个查询，每个请求大约 3000 token（查询加上 30 个候选文档）", 30, 100),
])
def test_the_whole_call_is_shared_by_its_candidates(kb, said, candidates, passage):
    f = _facts(kb, said)
    assert f["rerank_candidates"] == candidates and f["passage_tokens"] == passage and "input_tokens" not in f


@pytest.mark.parametrize("said", [
    # the query's own length, or a passage's said with the passages: unchanged
    "bge-reranker-v2-m3 on the top 50 passages (about 400 tokens each), queries of ~30 tokens, 20 a second",
    # an embedder alone: each text is its input
    "bge-m3 embeddings, 100 requests a second, each request is ~500 tokens",
])
def test_other_lengths_stay_as_read(kb, said):
    f = _facts(kb, said)
    assert not ("passage_tokens" in f and "input_tokens" not in f and f.get("passage_tokens", 0) < 100)


def test_the_whole_call_sizes_the_service_by_its_pairs(kb):
    base = dict(task="embedding", model="bge-reranker-v2-m3", rps=250, rerank_candidates=50, region="intl")
    whole = consult(dict(base, passage_tokens=40), kb)
    as_query = consult(dict(base, input_tokens=2000, passage_tokens=256), kb)
    def total(c):
        return c.picks[0].gpus * c.picks[0].replicas

    assert whole.picks and (not as_query.picks or total(whole) * 10 < total(as_query))
