"""Review 93: a serving copy's KV cache is sized in the pool its own launch line starts (c05: an A10 launched at
--gpu-memory-utilization 0.92 was sized at vLLM's default 0.9 — 3 sequences where its pool held 10, so the user's
own card was said to need 7 cards and ¥41,542 a month for a load two carry)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from rules.estimate.capacity import capacity_gb
from rules.estimate.engines import CUDA_GRAPHS_GB, VLLM_MAX_UTILIZATION, VLLM_UTILIZATION
from rules.estimate.requirement import requirement
from rules.estimate.split import layout_breakdown
from rules.facts import resolve
from rules.jobplan import kv_room_gb, serving_plan
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
C05 = {"model": "glm-4-9b", "rps": 1.26, "input_tokens": 1500, "output_tokens": 300, "hours_per_day": 14,
       "region": "cn"}


def _sequences(plan) -> int:
    note = next(n.en for n in plan.assumptions if n.en.startswith("One copy on"))
    return int(re.search(r"\((\d+) sequences in memory\)", note).group(1))


def test_a_tight_card_is_sized_in_the_pool_its_launch_line_starts():
    facts = resolve(C05, KB)
    req = requirement(facts, KB)
    a10 = KB.card("a10")
    plan = serving_plan(KB, facts, req, a10, 1)
    # 40,960 B a token × (1,500 + 150 on average) = 67.6 MB a sequence; the launch's 0.92 pool leaves ≈ 0.73 GB
    assert _sequences(plan) == 10
    assert plan.replicas == 3  # two carry 1.26 a second at 0.63 each only when full; each copy at most 80 % busy
    r = consult(C05, KB)
    launch = r.picks[0].launch
    share = float(re.search(r"--gpu-memory-utilization (\d\.\d+)", launch).group(1)) if "--gpu-memory" in launch \
        else VLLM_UTILIZATION
    assert VLLM_UTILIZATION <= share <= VLLM_MAX_UTILIZATION


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["a10", "rtx-4090", "l20", "a100-80g-sxm", "rtx-3090"]),
       st.sampled_from(["glm-4-9b", "qwen2.5-7b", "llama-3.1-8b", "qwen3-8b"]),
       st.integers(min_value=200, max_value=6000))
def test_a_copy_never_has_less_room_than_at_the_default_share(card_id, model, prompt):
    """The pool is the launch line's: never smaller than vLLM's default 0.9 (a raised share only adds room)."""
    facts = resolve({"model": model, "rps": 1, "input_tokens": prompt, "output_tokens": 300}, KB)
    req = requirement(facts, KB)
    card = KB.card(card_id)
    room = kv_room_gb(req, card, 1, "vllm")
    per_gpu = layout_breakdown(req, "single", 1, req.context_tokens, 1)
    at_default = VLLM_UTILIZATION * capacity_gb(card) - CUDA_GRAPHS_GB - (sum(per_gpu.values()) - per_gpu.get(
        "kv_cache", 0.0))
    assert room >= max(0.0, at_default) - 1e-9


def test_a_team_service_stopped_each_night_hears_the_morning_may_find_no_card():
    """Review 93 c05 / c10: 14 h a day of a customer-service bot on hourly billing means giving the card back each
    night — said, with what running it round the clock costs; a batch job or a 24 h service does not hear it."""
    said = consult({**C05, "budget": "5000/month", "currency": "CNY"}, KB)
    text = next(c.text.en for c in said.caveats if c.id == "daily-restart-stock")
    assert "14 h a day" in text and "1.7×" in text
    assert not any(c.id == "daily-restart-stock" for c in consult({**C05, "hours_per_day": 24}, KB).caveats)
    night_batch = consult({"model": "qwen2.5-7b", "generate_tokens": 1_000_000, "input_tokens": 500,
                           "output_tokens": 200, "runs_per_month": 30, "hours_per_day": 6}, KB)
    assert not any(c.id == "daily-restart-stock" for c in night_batch.caveats)


def test_a_preference_run_starts_from_the_chat_release_unless_the_base_is_asked_for():
    """c03: DPO comes after SFT — `trl dpo` loaded Qwen3-8B-Base; the chat release starts it unless base is said."""
    job = {"model": "qwen3-8b", "task": "lora", "preference": "dpo", "samples": 20000, "tokens_per_sample": 1500}
    assert "--model_name_or_path Qwen/Qwen3-8B " in consult(job, KB, what_if=False).picks[0].launch
    based = consult({**job, "checkpoint": "base"}, KB, what_if=False).picks[0].launch
    assert "--model_name_or_path Qwen/Qwen3-8B-Base" in based
