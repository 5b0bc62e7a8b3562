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
    (rule,) = kernel_rules.RULES
    assert rule.source in kb.sources_by_id and rule.source in kernels.SOURCES
    assert kernels.int4_fact(kb.card("v100s-32g"), "vllm") == "no"  # what the rule matches
    assert kernels.int4_fact(kb.card("v100s-32g"), "llama.cpp") == "gguf"  # never rejected
    assert rule.shows["card"] == ("card", "arch", "int4")


def test_rejection_says_what_runs_instead():
    sink = _Sink("Volta (GV100)")
    text = kernel_rules.RULES[0].then(_Firing(sink, kernel_rules.RULES[0]))
    assert sink.rejected == [("v100s-32g", kernel_rules.RULES[0], text)]
    assert "Volta (GV100)" in text.en and "GGUF Q4_K_M" in text.en and "llama.cpp" in text.zh
