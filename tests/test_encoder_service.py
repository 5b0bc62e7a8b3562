"""Embedding and rerank encoders served online (the review: "need to host bge-m3 embeddings plus
bge-reranker-v2-m3 for our search, ~200 queries/sec, EU customers, cheapest reliable option?" got only
"encoders are not covered").

The formulas are pinned to the models' config.json (sources hf-bge-m3-config, hf-bge-reranker-v2-m3-config:
24 layers, hidden 1024, 16 heads, intermediate 4096, vocab 250,002, max_position_embeddings 8194) and to
Narayanan et al. 2021's forward FLOPs per layer, 24·B·s·h² + 4·B·s²·h (source narayanan-2021-megatron).
"""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand import parse
from rules.estimate import encoder
from rules.estimate.capacity import dense_tflops
from rules.estimate.encoder_need import shape_of
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load()
REVIEW = ("need to host bge-m3 embeddings plus bge-reranker-v2-m3 for our search, ~200 queries/sec, EU customers, "
          "cheapest reliable option?")
XLMR_LARGE = encoder.Shape(layers=24, hidden=1024, intermediate=4096, params_b=0.568)


@pytest.fixture(scope="module")
def kb():
    return KB


def test_the_catalogue_holds_both_encoders_as_their_configs_say(kb):
    for mid, role in (("bge-m3", "embed"), ("bge-reranker-v2-m3", "rerank")):
        m = kb.model(mid)
        assert (m.kind, m.encoder_role, m.layers, m.hidden, m.heads, m.intermediate_size, m.vocab) == (
            "encoder", role, 24, 1024, 16, 4096, 250_002)
        assert m.max_context == 8192  # max_position_embeddings 8194 less XLM-R's padding offset of 2
        assert all(s in kb.sources_by_id for s in m.source)
        assert all(kb.sources_by_id[s].as_of for s in m.source)


def test_the_parameter_count_follows_from_the_config():
    """567.8 M: embeddings 250,002 × 1,024 + 8,194 × 1,024 + token type and norm, 24 layers of 12.6 M, the pooler."""
    h, i, L = 1024, 4096, 24
    embeddings = 250_002 * h + 8194 * h + h + 2 * h
    layer = 4 * (h * h + h) + (h * i + i) + (i * h + h) + 4 * h
    total = embeddings + L * layer + h * h + h
    assert total == 567_754_752 and round(total / 1e9, 3) == KB.model("bge-m3").params_b


def test_layer_weights_are_twelve_h_squared_per_layer_with_a_4h_ffn():
    assert encoder.layer_params(XLMR_LARGE) == 24 * 12 * 1024 ** 2 == 301_989_888


def test_flops_per_token_match_narayanan_per_layer_forward():
    """24·B·s·h² + 4·B·s²·h per layer for B sequences of s tokens, divided by B·s tokens."""
    s, h, L = 512, 1024, 24
    per_sequence = L * (24 * s * h ** 2 + 4 * s ** 2 * h)
    assert encoder.flops_per_token(XLMR_LARGE, s) == pytest.approx(per_sequence / s)
    assert encoder.flops_per_token(XLMR_LARGE, 288) == pytest.approx(2 * 301_989_888 + 4 * 24 * 288 * 1024)
    with pytest.raises(ValueError):
        encoder.flops_per_token(XLMR_LARGE, 0)


def test_memory_is_weights_one_batch_and_runtime():
    mem = encoder.memory_gb(XLMR_LARGE, 2)
    assert mem["weights"] == pytest.approx(1.136)
    # 16,384 tokens × (5 × 1,024 + 2 × 4,096) × 2 bytes
    assert mem["activations"] == pytest.approx(16384 * 13312 * 2 / 1e9)
    assert 0.5 < mem["overhead"] < 1.5


def test_reranking_is_one_forward_pass_per_pair():
    w = encoder.rerank_work(XLMR_LARGE, qps=200, candidates=50, query_tokens=32, passage_tokens=256)
    assert w.sequences_per_s == 10_000 and w.tokens_per_s == 2_880_000
    e = encoder.embed_work(XLMR_LARGE, qps=200, query_tokens=32)
    assert e.tokens_per_s == 6400 and e.flops_per_s < w.flops_per_s / 100


def test_gpus_needed_is_the_ceiling_of_the_work_over_the_busy_rate():
    # 1,824.9 TFLOP/s over an H100 SXM's 989 dense TFLOPS × 35 % × 80 %: 6.59 → 7
    flops = 10_000 * 288 * encoder.flops_per_token(XLMR_LARGE, 288) + 6400 * encoder.flops_per_token(XLMR_LARGE, 32)
    assert encoder.gpus_needed(flops, 989, 0.8) == 7
    assert encoder.gpus_needed(1.0, 989, 0.8) == 1
    with pytest.raises(ValueError):
        encoder.gpus_needed(flops, 0, 0.8)


@settings(max_examples=60, deadline=None)
@given(qps=st.floats(0.1, 5000), more=st.floats(0, 5000), tflops=st.sampled_from((65.0, 121.0, 362.0, 989.0)))
def test_more_queries_a_second_never_needs_fewer_gpus(qps, more, tflops):
    shape = shape_of(KB.model("bge-reranker-v2-m3"))
    a = encoder.rerank_work(shape, qps, 50, 32, 256).flops_per_s
    b = encoder.rerank_work(shape, qps + more, 50, 32, 256).flops_per_s
    assert encoder.gpus_needed(b, tflops, 0.8) >= encoder.gpus_needed(a, tflops, 0.8)


@settings(max_examples=8, deadline=None)
@given(rps=st.sampled_from((5, 50, 200)), more=st.sampled_from((1, 50, 400)))
def test_a_consultation_never_answers_more_queries_with_fewer_gpus(rps, more):
    def gpus(rate):
        r = consult({"models": "bge-m3,bge-reranker-v2-m3", "rps": rate, "region": "intl",
                     "only_cards": "l4,h100-sxm"}, KB)
        return {p.card: p.gpus * p.replicas for p in r.picks}
    low, high = gpus(rps), gpus(rps + more)
    assert all(high[c] >= low[c] for c in low if c in high)


def test_the_review_message_is_read_as_an_embedding_service(kb):
    u = parse(REVIEW, kb)
    assert u.facts.get("models") == "bge-m3,bge-reranker-v2-m3" and u.facts.get("rps") == 200
    assert u.facts.get("region") == "intl" and u.facts.get("interruptible") is False
    assert not any("not covered" in x.note.en for x in u.unresolved)


def test_the_review_message_gets_picks_gpus_for_the_load_and_a_tei_launch(capsys):
    from advisor_tui.cli import main

    assert main(["recommend", "--say", REVIEW, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["facts"]["task"] == "embedding" and out["facts"]["region"] == "intl"
    assert out["facts"]["models"] == "bge-m3,bge-reranker-v2-m3"
    assert out["requirement"]["breakdown"]["kv_cache"] == 0 and out["requirement"]["vram_gb"] < 8
    top = out["picks"][0]
    assert top["role"] == "enough" and top["replicas"] >= 2  # the load's GPUs, one copy of both models on each
    assert top["offer"]["hosted_in"] != "cn" and top["offer"]["provider"] not in ("autodl", "aliyun")
    launch = top["launch"]
    assert "ghcr.io/huggingface/text-embeddings-inference:" in launch
    assert "--model-id BAAI/bge-m3" in launch and "--model-id BAAI/bge-reranker-v2-m3" in launch
    assert "--max-batch-tokens 16384" in launch and "--max-client-batch-size 50" in launch
    notes = " ".join(top["job"]["assumptions"])
    assert "share the same GPU(s)" in notes and "N+1" in notes and "assumed utilisation" in notes
    assert "Narayanan" in notes and "Latency" in notes


def test_the_reliable_service_gets_one_spare_gpu(kb):
    base = {"model": "bge-m3", "rps": 200, "region": "intl", "only_cards": "l4"}
    plain = consult(base, kb).picks[0]
    kept_up = consult({**base, "interruptible": False}, kb).picks[0]
    assert kept_up.gpus * kept_up.replicas == plain.gpus * plain.replicas + 1


def test_fewer_candidates_need_fewer_gpus(kb):
    base = {"model": "bge-reranker-v2-m3", "rps": 200, "region": "intl", "only_cards": "h100-sxm"}
    wide = consult({**base, "rerank_candidates": 100}, kb).picks[0]
    narrow = consult({**base, "rerank_candidates": 20}, kb).picks[0]
    assert narrow.gpus * narrow.replicas < wide.gpus * wide.replicas


def test_defaults_are_stated_as_assumed(kb):
    f = resolve({"models": "bge-m3,bge-reranker-v2-m3", "rps": 200}, kb)
    assumed = dict(f.assumed)
    assert (f.task, assumed["input_tokens"], assumed["rerank_candidates"], assumed["passage_tokens"]) == (
        "embedding", encoder.DEFAULT_QUERY_TOKENS, encoder.DEFAULT_CANDIDATES, encoder.DEFAULT_PASSAGE_TOKENS)
    assert f.hours_per_day == 24


def test_cards_without_a_tei_image_are_ruled_out_with_the_reason(kb):
    r = consult({"model": "bge-m3", "rps": 10}, kb)
    why = {x.card: [w.rule for w in x.why] for x in r.rejected}
    assert "encoder-service-plan" in why.get("mi300x", []) and "encoder-service-plan" in why.get("b300", [])


def test_an_encoder_is_no_chat_model(kb):
    from knowledge.errors import InputError

    with pytest.raises(InputError):
        resolve({"task": "inference", "model": "bge-m3"}, kb)


@pytest.mark.parametrize(("text", "facts"), [
    ("部署 bge-m3 和 bge-reranker-v2-m3 做检索，每秒 200 个查询，重排前 50 条，高可用",
     {"models": "bge-m3,bge-reranker-v2-m3", "rps": 200, "rerank_candidates": 50, "interruptible": False}),
    ("host bge-m3 for semantic search, 30 qps, top-20 candidates reranked with bge reranker",
     {"models": "bge-m3,bge-reranker-v2-m3", "rps": 30, "rerank_candidates": 20}),
])
def test_services_said_in_other_words(kb, text, facts):
    u = parse(text, kb)
    assert all(u.facts.get(k) == v for k, v in facts.items()), u.facts
    assert not u.unresolved


def test_a_batch_over_documents_stays_not_covered(kb):
    """Embedding 40M documents once is a batch job this path does not size (review 39 M6 keeps its answer)."""
    u = parse("embed our whole document store with bge-m3, ~40M docs, avg ~600 tokens each", kb)
    assert "model" not in u.facts and any("not covered" in x.note.en for x in u.unresolved)


BACKFILL = ("Embedding backfill: 500 million documents, about 300 tokens each, with bge-m3 dense vectors. Must be done "
            "in 7 days. We're in Singapore, budget 6000 USD total, spot instances are fine.")


@pytest.mark.parametrize("lang, said, within", [
    ("en", "The batch itself: 500,000,000 documents, 150.0 B tokens", "within your 168 h deadline"),
    ("zh", "这批任务本身：500,000,000 个文档，共 150.0 B token", "在你的 168 小时期限内"),
])
def test_a_backfill_by_a_deadline_is_answered_as_the_job_it_is(capsys, lang, said, within):
    """Review 100 c05: the backfill was answered as a query service and "a separate batch job, not in this figure";
    its time on the pick (≈ 104 h on 2 × RTX 6000 Ada, the reviewer's own check) and cost are said beside the
    headline, against the deadline."""
    from advisor_tui.cli import main

    assert main(["recommend", "--lang", lang, "--say", BACKFILL]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if said in x)
    assert within in line
    assert "9.50e+19 FLOP" in line
    hours = float(re.search(r"= ([\d.,]+) ?(?:h|小时)", line).group(1))
    assert hours < 168  # priced as the job since review 115 C6: whichever card finishes it cheapest, within the week
    assert "separate batch job" not in out and "另一项批处理任务" not in out
    assert "--generate-tokens" not in out  # an encoder has no output tokens to ask for


@settings(max_examples=30, deadline=None)
@given(docs=st.integers(1_000_000, 2_000_000_000), tokens=st.integers(32, 4096), days=st.integers(1, 30))
def test_the_batch_time_is_its_flops_over_the_gpus_achievable_rate(docs, tokens, days):
    """documents × tokens each × the encoder's FLOPs a token ÷ (GPUs × dense TFLOPS × utilisation)."""
    from rules.encoder_batch import batch_figures
    from rules.encoder_service import works

    hours = days * 24
    facts = resolve({"model": "bge-m3", "task": "embedding", "rps": round(docs / (hours * 3600), 4),
                     "input_tokens": tokens, "deadline": hours, "days": days, "hours_per_day": 24}, KB)
    card = KB.card("rtx-6000-ada")
    parts = works(KB, facts)
    b = batch_figures(facts, sum(w.flops_per_s for _n, w in parts), sum(w.tokens_per_s for _n, w in parts), card, 2)
    assert b is not None
    per_token = encoder.flops_per_token(shape_of(KB.model("bge-m3")), tokens)
    want = facts.rps * hours * 3600 * tokens * per_token / (2 * encoder.gpu_flops(dense_tflops(card))) / 3600
    assert b.hours == pytest.approx(want, rel=1e-6)
    assert b.flops == pytest.approx(b.tokens * per_token, rel=1e-6)
