"""Issue 14: INT4 kernels per card and engine, from vLLM's and llama.cpp's own sources
(knowledge/data/kernels.yaml): the INT4 what-if must not send a vLLM user to a V100S."""

from __future__ import annotations

import pytest

import knowledge
from rules.estimate import kernels


@pytest.fixture(scope="module")
def kb():
    return knowledge.load()


@pytest.mark.parametrize(("card", "want"), [
    ("h100-sxm", "awq_marlin"), ("h20", "awq_marlin"), ("a100-80g-sxm", "awq_marlin"),
    ("rtx-3090", "awq_marlin"), ("rtx-4090", "awq_marlin"), ("l20", "awq_marlin"),
    ("rtx-5090", "awq_marlin"), ("b200", "awq_marlin"),
    ("t4", "awq_marlin"),  # SM 7.5: AWQ (min capability 75) and Marlin since PR #29901
    ("v100s-32g", False), ("v100", False),  # current vLLM needs SM 7.5
    ("p40", False),
    ("mi300x", "awq"),  # ROCm: awq_marlin is rewritten to awq (vllm/platforms/rocm.py)
    ("ascend-910b", None)])  # nothing sourced: the caller keeps its behaviour
def test_vllm_int4_kernels_follow_compute_capability(kb, card, want):
    assert kernels.int4_kernels(kb.card(card), "vllm") == want


@pytest.mark.parametrize(("card", "want"), [
    ("v100s-32g", "gguf"), ("p40", "gguf"), ("t4", "gguf"), ("h100-sxm", "gguf"),
    ("mi300x", "gguf"), ("ascend-910b", "gguf")])  # CUDA ≥ SM 5.0, HIP, CANN
def test_llama_cpp_runs_gguf_on_older_and_non_nvidia_cards(kb, card, want):
    assert kernels.int4_kernels(kb.card(card), "llama.cpp") == want


def test_every_cuda_card_has_a_generation_with_a_compute_capability(kb):
    for card in kb.cards:
        sm = kernels.min_compute_capability(card)
        assert (sm is not None) == (card.ecosystem == "cuda"), card.id
    assert kernels.min_compute_capability(kb.card("v100s-32g")) == 7.0
    assert kernels.min_compute_capability(kb.card("t4")) == 7.5


def test_thresholds_are_ordered_as_the_sources_say():
    assert kernels.GPTQ_MIN_SM < kernels.AWQ_MIN_SM <= kernels.MARLIN_MIN_SM
    assert kernels.MARLIN_MIN_SM < kernels.MARLIN_OLD_MIN_SM
    assert kernels.VLLM_OLD_MIN_SM < kernels.VLLM_MIN_SM


def test_other_engines_are_not_guessed(kb):
    for engine in ("sglang", "transformers", "unsloth"):
        assert kernels.int4_kernels(kb.card("h100-sxm"), engine) is None
        assert kernels.int4_fact(kb.card("h100-sxm"), engine) == "unknown"
    assert kernels.int4_fact(kb.card("v100s-32g"), "vllm") == "no"
    assert kernels.int4_fact(kb.card("a10"), "vllm") == "awq_marlin"


def test_notes_say_what_runs_instead(kb):
    v100s = kernels.int4_note(kb.card("v100s-32g"), "vllm")
    assert "compute capability 7.0" in v100s.en and "--quantization gptq" in v100s.en
    assert "GGUF Q4_K_M" in v100s.en and "llama.cpp" in v100s.zh
    p40 = kernels.int4_note(kb.card("p40"), "vllm")
    assert "gptq" not in p40.en  # Pascal never ran vLLM's GPTQ path
    assert "--quantization awq" in kernels.int4_note(kb.card("mi300x"), "vllm").en
    assert "PR #29901" in kernels.int4_note(kb.card("t4"), "vllm").en
    assert kernels.int4_note(kb.card("h100-sxm"), "vllm") is None
    assert kernels.int4_note(kb.card("v100s-32g"), "llama.cpp") is None


def test_every_kernel_source_is_in_the_knowledge(kb):
    for sid in kernels.SOURCES:
        assert kb.source(sid).as_of != "unknown"
