"""A model that thinks is launched with its reasoning parser, ranked with its thinking counted, and its caveat says
what the answer counted (source vllm-reasoning-outputs: DeepSeek R1 series and QwQ-32B deepseek_r1, Qwen3 qwen3;
SGLang the same names with a hyphen)."""

import re

import pytest

from rules.pipeline import consult


def _launches(r):
    return [p.launch for p in r.picks if p.launch]


@pytest.mark.parametrize(("model", "parser"), [
    ("deepseek-r1-distill-qwen-32b", "deepseek_r1"), ("qwq-32b", "deepseek_r1"), ("qwen3-32b", "qwen3")])
def test_vllm_serves_a_thinking_model_with_its_reasoning_parser(kb, model, parser):
    r = consult({"task": "inference", "model": model, "context_tokens": 16384, "concurrency": 4, "region": "intl"}, kb)
    launches = _launches(r)
    assert launches and all(f"--reasoning-parser {parser}" in x for x in launches if x.startswith("vllm serve"))


def test_sglang_names_the_parser_with_a_hyphen(kb):
    r = consult({"task": "inference", "model": "deepseek-r1-distill-qwen-32b", "context_tokens": 16384,
                 "concurrency": 4, "region": "intl", "engine": "sglang"}, kb)
    launches = [x for x in _launches(r) if "sglang.launch_server" in x]
    assert launches and all("--reasoning-parser deepseek-r1" in x for x in launches)


def test_a_model_that_does_not_think_gets_no_parser(kb):
    r = consult({"task": "inference", "model": "llama-3.1-8b", "context_tokens": 8192, "region": "intl"}, kb)
    assert _launches(r) and not any("--reasoning-parser" in x for x in _launches(r))


def _answer_seconds(r):
    faster = next(p for p in r.picks if "faster" in p.roles)
    why = " ".join(w.text.en for w in faster.why)
    return faster.card, int(re.search(r"≈ ([\d,]+) s an answer", why).group(1).replace(",", ""))


def test_qwq_s_answer_time_counts_its_thinking(kb):
    """QwQ-32B always thinks (it has no thinks_by_default switch and no publisher length on record): the long prompt's
    answer time counts the same 1,000 thinking tokens before the reply as a reply of 1,300 tokens said."""
    base = {"task": "inference", "model": "qwq-32b", "context_tokens": 32768, "concurrency": 5, "region": "intl"}
    assert _answer_seconds(consult(base, kb)) == _answer_seconds(consult({**base, "output_tokens": 1300}, kb))
    assert _answer_seconds(consult(base, kb))[1] > _answer_seconds(consult({**base, "output_tokens": 300}, kb))[1]


def test_the_thinking_caveat_says_what_the_ranking_counted(kb):
    long_prompt = consult({"task": "inference", "model": "qwen3-32b", "context_tokens": 32768, "concurrency": 5,
                           "region": "intl"}, kb)
    short = consult({"task": "inference", "model": "qwen3-32b", "context_tokens": 4096, "concurrency": 5,
                     "region": "intl"}, kb)
    said = {c.id: c.text for c in long_prompt.caveats}["thinking-by-default"]
    assert "counts as 1,000 tokens before a 300-token reply" in said.en and "1,000 token" in said.zh
    plain = {c.id: c.text for c in short.caveats}["thinking-by-default"]
    assert "counts as" not in plain.en and "load and lengths here do not count" in plain.en
    for text in (said, plain):  # the tokens/s are a card's decode speed, thinking or not: never "not counted"
        assert "speed" not in text.en.split("thinking block first")[1].split("For direct")[0]
