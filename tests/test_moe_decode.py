"""Review 6 F4: MoE decode under batch. The per-expert kernel latency fitted at batch 1 is a floor
the routed-expert reads hide, not a cost stacked on them, so a batch that reads every expert is
bandwidth-bound again. Pinned to published runs (knowledge/data/throughput.yaml): Lambda's
Mixtral-8x7B on 2 × H100 at one and two sequences, and ML.ENERGY's vLLM sweeps on H100 / B200."""

from __future__ import annotations

from importlib import resources

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from rules.estimate import calibration
from rules.estimate.fit import dense_tflops
from rules.estimate.requirement import requirement
from rules.facts import resolve

PROPS = settings(max_examples=40, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.function_scoped_fixture])
MOE_MODELS = ("qwen3-30b-a3b", "qwen3-235b-a22b", "deepseek-r1", "mixtral-8x7b", "gpt-oss-120b")
CARDS = ("h100-sxm", "a800-80g", "h20", "b200", "rtx-4090", "a100-80g-sxm")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load()


def _records() -> dict[str, dict]:
    text = resources.files("knowledge.data").joinpath("throughput.yaml").read_text("utf-8")
    data = yaml.safe_load(text)["calibration"]
    return {r["id"]: r for r in data["measurements"] + data.get("unfitted", [])}


def _step(kb, model, card, tp):
    facts = resolve({"model": model, "task": "inference"}, kb)
    req = requirement(facts, kb)
    c = kb.card(card)
    return req, calibration.decode_step(req, c, tp, "vllm", dense_tflops(c))


def test_a_batch_that_reads_every_expert_pays_no_expert_latency_on_top(kb):
    # Qwen3-235B on 8 × A800 at 32 sequences reads ~400 GB of experts a step (~33 ms): longer
    # than the expert kernels' latency, which it hides; at one sequence the latency is the step
    req, step = _step(kb, "qwen3-235b-a22b", "a800-80g", 8)
    kv = req.parts.kv_gb(1536, 1)
    arch = req.arch
    routed = calibration.moe_routed_read_gb(req.active_weights_gb, req.parts.weights_gb,
                                           arch.experts, arch.experts_per_token, 32)
    assert routed > 380
    bandwidth = 8 * kb.card("a800-80g").bandwidth_gbs * calibration.efficiency("vllm", "ampere")
    latency = arch.layers * arch.experts_per_token * calibration.moe_expert_ms("vllm", 8) / 1000
    stacked = step(32, kv) + latency
    assert step(32, kv) < 0.8 * stacked
    assert step(1, kv) > latency
    # vLLM 0.8.5 served it at 28.1 tokens/s a sequence (vllm-issue-20890): the old sum said ~13
    assert 1 / step(32, kv) > 20
    assert routed / bandwidth < step(32, kv)


def test_mixtral_on_two_h100s_slows_from_one_sequence_to_two_as_lambda_measured(kb):
    recs = _records()
    one = recs["vllm-2xh100-mixtral-8x7b-batch1"]
    two = recs["vllm-2xh100-mixtral-8x7b-batch2"]
    assert (one["measured_tokens_per_s"], two["measured_tokens_per_s"]) == (135, 96.6)
    got_one = calibration.predict_measurement(one, kb)
    got_two = calibration.predict_measurement(two, kb)
    assert got_one == pytest.approx(135, rel=0.08)
    assert got_two == pytest.approx(96.6, rel=0.08)
    # two tokens touch ~3.5 of 8 experts: the slowdown is the extra expert bytes
    assert got_one / got_two == pytest.approx(135 / 96.6, rel=0.05)


@pytest.mark.parametrize("record_id, measured", [
    ("vllm-1xh100-qwen3-30b-a3b-batch32", 44.3),
    ("vllm-1xb200-qwen3-30b-a3b-batch8", 121.4),
    ("vllm-1xh100-gpt-oss-120b-batch64", 41.4),
    ("vllm-8xb200-deepseek-v3.1-batch64", 30.7),
])
def test_mlenergy_batch_runs_are_reproduced(kb, record_id, measured):
    record = _records()[record_id]
    assert record["measured_tokens_per_s"] == measured and record["source"] == "mlenergy-leaderboard-v3"
    assert f"{1000 / measured:.2f}"[:4] in kb.source("mlenergy-leaderboard-v3").covers
    assert calibration.predict_measurement(record, kb) == pytest.approx(measured, rel=0.08)


def test_the_mlenergy_source_says_how_per_sequence_speed_is_derived(kb):
    src = kb.source("mlenergy-leaderboard-v3")
    assert src.as_of == "2026-02-16" and src.url.startswith("https://github.com/ml-energy/")
    for fact in ("1000 ÷ median ITL", "avg_batch_size", "expert parallel"):
        assert fact in src.covers


def test_routed_reads_start_at_the_experts_per_token_and_stop_at_all_of_them():
    # DeepSeek-shaped: 38 GB always-read, 680 GB in all, 256 experts, 8 a token
    one = calibration.moe_routed_read_gb(38.0, 680.0, 256, 8, 1)
    assert one == pytest.approx(8 * (680 - 38) / 248)
    many = calibration.moe_routed_read_gb(38.0, 680.0, 256, 8, 10_000)
    assert many == pytest.approx(256 * (680 - 38) / 248)
    for n in (1, 8, 64):
        shared = 38.0 - one
        assert calibration.moe_weights_read_gb(38.0, 680.0, 256, 8, n) == pytest.approx(
            shared + calibration.moe_routed_read_gb(38.0, 680.0, 256, 8, n))


@PROPS
@given(model=st.sampled_from(MOE_MODELS), card=st.sampled_from(CARDS),
       tp=st.sampled_from((1, 2, 4, 8)), n=st.integers(2, 512), context=st.integers(128, 8192))
def test_more_sequences_never_speed_a_sequence_up_nor_slow_the_replica_down(kb, model, card, tp,
                                                                          n, context):
    req, step = _step(kb, model, card, tp)
    if step is None:
        return
    kv = req.parts.kv_gb(context, 1)
    one, many, more = step(1, kv), step(n, kv), step(n + 1, kv)
    # each sequence is never faster than one alone …
    assert 1 / many <= 1 / one * (1 + 1e-9)
    # … and the replica's aggregate never falls as sequences are added (it flattens at the
    # compute bound)
    assert (n + 1) / more >= n / many * (1 - 1e-9)
