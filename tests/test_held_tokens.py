"""Several sequences at once under a paged-KV engine are sized by what they hold (rules.estimate.held_tokens): one at
the full context and the others at their average — the request as said, a prompt + an assumed reply (thinking first
for a reasoning model), or half the window — with the worst case, all of them at the full context, said beside it
(reviews 89 c01, 90 c04 and c10). Engines that reserve whole contexts, and one sequence alone, are unchanged."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from rules.estimate.held_tokens import held_tokens
from rules.estimate.requirement import requirement
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
PER_TOKEN = 327_680  # Llama-3.3-70B's / Qwen2.5-72B's 16-bit KV: 2 × 80 layers × 8 KV heads × 128 × 2 B


def _req(**facts):
    return requirement(resolve({"model": "llama-3.3-70b", "context_tokens": 32768, "concurrency": 8,
                                "region": "intl", **facts}, KB), KB)


def test_the_three_bases_of_what_each_sequence_holds():
    said = _req(input_tokens=4000, output_tokens=800)  # the request as said
    assert said.parts.load_tokens == 4800
    assert said.breakdown["kv_cache"] == pytest.approx((32768 + 7 * 4800) * PER_TOKEN / 1e9)
    prompt = _req(input_tokens=4000)  # a prompt + the assumed 500-token reply
    assert prompt.parts.load_tokens == 4500
    # a reasoning model thinks its 1,000 tokens before the reply
    r1 = resolve({"model": "deepseek-r1", "context_tokens": 32768, "concurrency": 8, "input_tokens": 4000}, KB)
    held = held_tokens(r1, KB.model("deepseek-r1"), context=32768, sequences=8)
    assert (held.tokens, held.basis, held.reply) == (5500, "prompt", 1500)
    window = _req()  # no length said: half the window on average
    assert window.parts.load_tokens == 16384
    assert window.breakdown["kv_cache"] == pytest.approx((32768 + 7 * 16384) * PER_TOKEN / 1e9)
    # prompts that fill the window hold it: every sequence at the full context, as before
    assert _req(input_tokens=32768).breakdown["kv_cache"] == pytest.approx(8 * 32768 * PER_TOKEN / 1e9)


def test_the_worst_case_is_said_beside_the_held_sizing():
    notes = {n.en for n in consult({"model": "llama-3.3-70b", "context_tokens": 32768, "concurrency": 8,
                                    "input_tokens": 4000, "region": "intl"}, KB, what_if=False).requirement.notes}
    line = next(n for n in notes if "(the worst case) would be" in n)
    # 7 × 4,500 + 32,768 tokens × 327,680 B = 21.06 GB; all 8 at the full 32k 85.90 GB
    assert "your 4,000-token prompts + an assumed 500-token reply" in line
    assert "the other 7 4,500 each: 21.06 GB" in line and "(the worst case) would be 85.90 GB" in line
    r1 = consult({"model": "deepseek-r1", "context_tokens": 32768, "concurrency": 8, "input_tokens": 4000,
                  "region": "intl"}, KB, what_if=False).requirement.notes
    assert any("an assumed 1,500-token reply, its thinking included" in n.en for n in r1)
    # no length said: no "load" to speak of, the others at half the window on average
    said = consult({"model": "llama-3.3-70b", "context_tokens": 32768, "concurrency": 8, "region": "intl"}, KB,
                   what_if=False)
    growth = next(c.text for c in said.caveats if c.id == "kv-cache-growth")
    assert "beside the others at 16,384 each on average" in growth.en and "按平均 16,384 token" in growth.zh
    assert any("average half of it, 16,384 tokens" in n.en for n in said.requirement.notes)


def test_engines_reserving_whole_contexts_and_one_sequence_are_unchanged():
    cpp = _req(engine="llama.cpp")  # -np slots each reserve the whole context
    assert cpp.parts.load_tokens == 0 and cpp.breakdown["kv_cache"] == pytest.approx(8 * 32768 * PER_TOKEN / 1e9)
    one = _req(concurrency=1)
    assert one.parts.load_tokens == 0 and one.breakdown["kv_cache"] == pytest.approx(32768 * PER_TOKEN / 1e9)
    notes = consult({"model": "llama-3.3-70b", "context_tokens": 32768, "concurrency": 8, "engine": "llama.cpp",
                     "region": "intl"}, KB, what_if=False).requirement.notes
    assert not any("worst case" in n.en for n in notes)


_PARTS = {m: requirement(resolve({"model": m, "concurrency": 2}, KB), KB).parts
          for m in ("llama-3.3-70b", "deepseek-r1", "gemma-3-12b")}  # GQA, MLA, sliding-window layers


@settings(max_examples=200, deadline=None)
@given(model=st.sampled_from(sorted(_PARTS)), context=st.integers(2, 262_144), sequences=st.integers(1, 512),
       engine=st.sampled_from(["vllm", "sglang", "llama.cpp", "transformers", None]),
       input_tokens=st.none() | st.integers(1, 300_000), output_tokens=st.none() | st.integers(1, 300_000))
def test_held_sizing_lies_between_one_full_sequence_and_the_worst_case(model, context, sequences, engine,
                                                                       input_tokens, output_tokens):
    facts = SimpleNamespace(engine=engine, input_tokens=input_tokens, output_tokens=output_tokens)
    held = held_tokens(facts, KB.model(model), context=context, sequences=sequences)
    assert 0 <= held.tokens < context
    parts = replace(_PARTS[model], load_tokens=held.tokens)
    kv, worst, one = parts.kv_gb(context, sequences), parts.worst_kv_gb(context, sequences), parts.kv_gb(context, 1)
    assert one - 1e-9 <= kv <= worst + 1e-9
    if engine in ("llama.cpp", "transformers") or sequences == 1:
        assert kv == worst
