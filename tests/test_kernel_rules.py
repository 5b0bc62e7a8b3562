"""The `int4-kernels-missing` rule, ready for the rule base: its source exists, its condition
reads the card fact kernels.int4_fact() produces, and its rejection names what runs instead."""

from __future__ import annotations

import knowledge
from rules.base import kernels as kernel_rules
from rules.estimate import kernels


class _Sink:
    def __init__(self, arch):
        self.info = {("card", "v100s-32g"): {"arch": arch}}
        self.rejected = []

    def reject(self, card, rule, text):
        self.rejected.append((card, rule, text))


class _Firing:
    def __init__(self, sink, rule):
        self.sink, self.rule = sink, rule
        self.card = {"kind": "card", "card": "v100s-32g", "int4": "no"}
        self.matched = {"card": self.card}


def test_rule_is_sourced_and_matches_the_fact_the_predicate_makes():
    kb = knowledge.load()
    rule, volta, rocm, qlora = kernel_rules.RULES
    assert rocm.id == "rocm-int4" and rocm.source in kernels.SOURCES
    assert qlora.id == "rocm-qlora" and qlora.source in kb.sources_by_id
    assert volta.id == "vllm-needs-volta" and volta.source in kernels.SOURCES
    assert rule.source in kb.sources_by_id and rule.source in kernels.SOURCES
    assert kernels.int4_fact(kb.card("v100s-32g"), "vllm") == "no"  # what the rule matches
    assert kernels.int4_fact(kb.card("v100s-32g"), "llama.cpp") == "gguf"  # never rejected
    assert rule.shows["card"] == ("card", "arch", "int4")


def test_rejection_says_what_runs_instead():
    sink = _Sink("Volta (GV100)")
    text = kernel_rules.RULES[0].then(_Firing(sink, kernel_rules.RULES[0]))
    assert sink.rejected == [("v100s-32g", kernel_rules.RULES[0], text)]
    assert "Volta (GV100)" in text.en and "GGUF Q4_K_M" in text.en and "llama.cpp" in text.zh


def test_int4_on_an_amd_pick_says_marlin_is_cuda_only_and_launches_plain_awq():
    """Review 3 F4: vLLM's hardware table marks AWQ / GPTQ / Marlin unsupported on AMD; its ROCm
    platform runs AWQ through Triton. The MI300X pick launches --quantization awq (not
    awq_marlin) and the answer points to FP8, which CDNA 3 runs natively."""
    from rules.pipeline import consult

    r = consult({"model": "llama-3.3-70b", "precision": "int4", "concurrency": 16, "region": "intl"},
                what_if=False)
    amd = [p for p in r.picks if p.card == "mi300x"]
    for pick in amd:
        assert "--quantization awq" in pick.launch and "awq_marlin" not in pick.launch
    if amd:
        assert any(c.id == "rocm-int4" for c in r.caveats)
    cuda = consult({"model": "llama-3.1-8b", "precision": "int4", "region": "cn"}, what_if=False)
    assert all(c.id != "rocm-int4" for c in cuda.caveats)


def test_a_pascal_card_is_never_a_vllm_pick_and_serves_under_llama_cpp():
    """A P40 headlined Qwen3-8B under the default engine vLLM, which needs compute capability
    7.0+ (7.5 current): it is ruled out there with the way that works, and kept for llama.cpp."""
    from rules.pipeline import consult

    r = consult({"model": "qwen3-8b", "region": "cn"}, what_if=False)
    assert all(p.card != "p40" for p in r.picks)
    assert any(w.rule == "vllm-needs-volta" for x in r.rejected if x.card == "p40" for w in x.why)
    gguf = consult({"model": "qwen3-8b", "region": "cn", "engine": "llama.cpp"}, what_if=False)
    assert any(p.card == "p40" for p in gguf.picks)
