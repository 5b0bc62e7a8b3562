"""Review 55 (12 consultations written before any run, on 8ad0c92, 8/12 signed): "10 万 token" read as ten tokens,
and the answers beside it."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult

C3 = ("创业公司，用 GLM-4-9B-chat 做长文档问答，上下文 128k，同时大概 8 个请求，每个请求输入大概 10 万 token，"
      "输出 1000 token，首字 10 秒内，每月预算 2 万，要开专票")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_ten_thousands_of_tokens_are_read_as_such(kb):
    """K1: "输入大概 10 万 token" was 10 input tokens, and a 5090 met a 10 s first token it could not."""
    u = parse(C3, kb)
    assert u.facts["input_tokens"] == 100_000 and u.facts["output_tokens"] == 1000
    assert parse("部署 qwen3 32b，每条输入 1.5 万 token，输出 800 token", kb).facts.get("input_tokens") == 15_000
    r = consult({**u.facts, **u.implied()}, kb)
    top = r.picks[0]
    assert top.card != "rtx-5090" and top.gpus_in_all >= 2


C10 = ("Hey! indie dev in Lisbon – want to self-host Qwen2.5-Coder-32B (AWQ int4 is fine) as backend for my little "
       "coding assistant. ~10 ppl concurrently, 32k ctx each bc they paste whole files. NO AMD pls, we tried ROCm once "
       "and never again lol. budget ~1.5k USD/mo, 24/7")


def test_an_fp8_cache_leads_where_16_bits_fit_only_a_card_ranked_after(kb):
    """K4: a coder in Lisbon was headlined 2 × A800 (China-market) at a seller that does not say where it runs,
    over budget, while one A100 with an FP8 KV cache did the job for $1,001."""
    u = parse(C10, kb)
    r = consult({**u.facts, **u.implied()}, kb)
    top = r.picks[0]
    assert r.facts.kv_precision == "fp8" and top.card != "a800-80g"
    assert not {w.rule for w in top.why} & {"market-intl-prefers-global", "unknown-hosting-ranked-after"}
    assert any(w.change.get("kv_precision") == "fp16" for w in r.what_if)
    kept = consult({**u.facts, **u.implied(), "kv_precision": "fp16"}, kb)  # said: the person's
    assert kept.facts.kv_precision == "fp16"
    plain = consult({"model": "qwen3-32b", "region": "intl", "context_tokens": "16k"}, kb)  # nothing ranked after
    assert plain.facts.kv_precision in (None, "fp16")


def test_an_encoder_s_size_is_not_sized_as_a_chat_model(kb, capsys):
    """K2: "a reranker bge-reranker-v2-m3 ~568M params" was sized as a 0.568 B chat model with an invented load."""
    from advisor_tui.cli import main

    u = parse("solo dev, host a reranker bge-reranker-v2-m3 ~568M params, 40 queries/sec, each query reranks 50 "
              "passages, p95 latency under 300ms", kb)
    assert any("are not covered" in x.message("en") for x in u.unresolved)
    assert main(["recommend", "--say", "host a reranker bge-reranker-v2-m3 ~568M params, 40 queries/sec"]) == 2
    assert "not covered" in capsys.readouterr().err
    # a size given as a flag is the person's own call: answered as a generic model of that size
    assert main(["recommend", "--say", "host a reranker bge-reranker-v2-m3", "--params", "0.568"]) == 0
    capsys.readouterr()
