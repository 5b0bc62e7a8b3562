"""A batch generation job (rules.generation): N output tokens in all, costed as the job with each
copy of the model running with its memory full — not as a month of one-sequence serving (review
15 M6: "50M tokens of synthetic data within 3 days" went to a monthly RTX 3090 at 42 tokens/s,
331 h for the job)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from rules.facts import resolve
from rules.generation import engine_batch_limit
from rules.pipeline import consult

PROPS = settings(max_examples=8, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.function_scoped_fixture])
JOB = {"model": "qwen2.5-7b", "generate_tokens": "50M", "deadline": "3d", "region": "intl"}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_fifty_million_tokens_in_three_days_is_hours_on_one_card_not_a_month(kb):
    """The reviewer's arithmetic: batched, one 3090/4090 does ~2–3k output tokens/s for a 7B
    model (one 16 GB weight read per step shared by the batch), so the job is 5–7 h, $1–2."""
    r = consult(JOB, kb, what_if=False)
    top = r.picks[0]
    assert top.job is not None and top.job.kind == "generation" and top.job.is_job
    assert top.job.wall_hours <= 10 and top.job.total < 5
    card = consult(JOB, kb, what_if=False, _cards=frozenset({"rtx-4090"})).picks[0]
    assert card.card == "rtx-4090" and 3 <= card.job.wall_hours <= 10 and card.job.total < 5
    note = " ".join(a.en for a in card.job.assumptions)
    assert "100,000 requests × 500 tokens" in note and "--max-num-seqs 256" in note


def test_the_batch_is_vllms_default_limit():
    """vLLM's EngineArgs.get_batch_defaults: 1,024 sequences on a GPU of 70 GiB or more that is
    not an A100, else 256."""
    kb = knowledge.load(user_file=False)
    assert engine_batch_limit(kb.card("h100-sxm")) == 1024
    assert engine_batch_limit(kb.card("a100-80g-sxm")) == 256
    assert engine_batch_limit(kb.card("rtx-4090")) == 256


def test_a_deadline_is_met_with_more_copies_and_says_when_it_cannot(kb):
    tight = consult({**JOB, "generate_tokens": "2B", "deadline": "12h"}, kb, what_if=False)
    assert tight.picks and tight.picks[0].job.wall_hours <= 12
    assert tight.picks[0].replicas > 1
    late = [x for x in tight.rejected if x.why and x.why[0].rule == "deadline-missed"]
    assert late  # slow cards cannot make it even on every copy --max-gpus allows


@PROPS
@given(tokens=st.sampled_from(["5M", "50M", "500M"]), more=st.sampled_from([2, 10]))
def test_more_tokens_never_cost_less(kb, tokens, more):
    def cost(n):
        return consult({**JOB, "generate_tokens": n, "deadline": None}, kb, what_if=False).picks[0].job.total

    base = float(tokens[:-1]) * 1e6
    assert cost(str(int(base * more))) >= cost(str(int(base))) - 1e-9


def test_other_tasks_ignore_it_and_serving_is_unchanged(kb):
    notes = [n.en for n in resolve({"task": "lora", "model": "qwen2.5-7b", "generate_tokens": "5M"}, kb).notes]
    assert any("generate" in n.lower() and "not used" in n for n in notes)
    served = consult({"model": "qwen2.5-7b", "region": "intl"}, kb, what_if=False)
    assert served.picks[0].job is None or served.picks[0].job.kind != "generation"


def test_a_batch_job_is_held_to_a_budget_as_a_job_and_shows_no_usage_assumptions(kb):
    """A batch job is one-off: its total is what a monthly or total budget is held to (not 30 days
    of use), and the answer does not list the hours, days or sequences at once it never uses."""
    cheap = consult({**JOB, "deadline": None, "budget": "30/month"}, kb, what_if=False)
    assert cheap.picks and cheap.picks[0].job.total <= 30
    names = {name for name, _v in cheap.facts.assumed}
    assert not names & {"hours_per_day", "days", "concurrency"}
    broke = consult({**JOB, "deadline": None, "budget": "0.5/total"}, kb, what_if=False)
    assert not broke.picks


def test_the_answers_header_names_the_batch_not_one_sequence(capsys):
    from advisor_tui.cli import main

    assert main(["recommend", "--model", "qwen3-8b", "--generate-tokens", "50M", "--region", "cn"]) == 0
    head = capsys.readouterr().out.splitlines()[0]
    assert "batch of 50,000,000 output tokens" in head and "concurrent" not in head


def test_a_batch_picks_speed_and_what_if_count_its_copies():
    # review 20 m4, m5: "29 tokens/s, 29 in all" beside the job line's 466 output tokens/s a copy,
    # and a what-if of "1 × MI300X" that meant 8 copies of one GPU
    r = consult({"task": "inference", "model": "llama-3.1-70b", "generate_tokens": "1.5B", "input_tokens": 1000,
                 "output_tokens": 150, "cuda_required": False, "region": "intl"})
    top = r.picks[0]
    assert top.job is not None and top.job.batch is not None
    at_once, per_copy = top.job.batch
    t = top.throughput
    assert t["sequences_in_flight"] == at_once
    assert t["aggregate_tokens_per_s"] == pytest.approx(per_copy * top.job.replicas, rel=1e-3)
    assert t["decode_tokens_per_s"] * at_once == pytest.approx(per_copy, rel=0.05)
    for w in r.what_if:
        if w.card == top.card and top.job.replicas > 1:
            assert f"{w.gpus} × " in w.text.en and "copies of" in w.text.en


def test_an_online_fp8_launch_downloads_the_16_bit_checkpoint():
    """Review 99 c06: "72.7 GB of weights downloaded" for a line that loads Llama-3.3-70B's BF16 weights and quantises
    them to FP8 on the card (--quantization fp8): the start-up counts the 141 GB file the command downloads."""
    r = consult({"model": "llama-3.3-70b", "precision": "fp8", "generate_tokens": 150_000_000, "input_tokens": 500,
                 "output_tokens": 500, "region": "intl", "deadline": 120}, what_if=False)
    online = [p for p in r.picks if "--quantization fp8" in (p.launch or "")]
    assert online
    for pick in online:
        notes = " ".join(n.en for n in pick.job.assumptions)
        assert "141.1 GB of weights downloaded" in notes, notes


@PROPS
@given(model=st.sampled_from(("qwen3-8b", "qwen3-32b", "deepseek-r1-distill-qwen-7b", "qwen2.5-7b")),
       prompt=st.integers(100, 6000), tokens=st.integers(10**6, 10**9))
def test_a_thinking_model_s_samples_are_traces_that_fit_the_context_it_launches_at(kb, model, prompt, tokens):
    """Review 97 c05: a thinking teacher's samples are its traces — each sized at the length its publisher sets for
    them, the context holding the prompt and the whole trace within the positions the model was trained on (no
    YaRN), and the requests × that length covering the tokens asked for. A model that does not think keeps 500."""
    from rules import teacher_traces

    raw = {"model": model, "generate_tokens": tokens, "input_tokens": prompt, "region": "intl"}
    facts = resolve(raw, kb)
    record = facts.model_record(kb)
    trace = teacher_traces.trace_tokens(record, False)
    r = consult(raw, kb, what_if=False, _cards=frozenset({"h100-sxm"}))
    job = next(a.en for a in r.picks[0].job.assumptions if a.en.startswith("Job: "))
    requests, out = (int(x.replace(",", "")) for x in
                     __import__("re").search(r"= ([\d,]+) requests × ([\d,]+) tokens", job).groups())
    assert requests * out >= tokens
    if trace is None:
        assert out == 500
        return
    assert facts.context_tokens <= (record.native_context or facts.context_tokens)
    assert out == min(trace, facts.context_tokens - prompt) and prompt + out <= facts.context_tokens
    launched = int(__import__("re").search(r"--max-model-len (\d+)", r.picks[0].launch).group(1))
    assert launched >= prompt + out  # the engine never cuts a trace off


@PROPS
@given(prompts=st.integers(1, 5000), output=st.sampled_from((None, 64, 2000)),
       model=st.sampled_from(("qwen2.5-7b", "qwen3-8b")))
def test_prompts_answered_once_are_a_batch_job_of_that_many_requests(kb, prompts, output, model):
    """Review 98 c08: "about 300 test prompts at 1M tokens" was priced as an hour of a card although the answer had
    the time of one answer. --prompts N is the batch job: N requests of the output said (else the assumed reply, or a
    thinking model's whole trace), costed as the job."""
    import re

    raw = {"model": model, "prompts": prompts, "region": "intl", **({"output_tokens": output} if output else {})}
    facts = resolve(raw, kb)
    each = output or (32_768 if model == "qwen3-8b" else 500)
    assert facts.generate_tokens == prompts * each and facts.prompts == prompts
    assert any(f"{prompts:,} prompts, each answered once" in n.en and "各回答一次" in n.zh for n in facts.notes)
    r = consult(raw, kb, what_if=False, _cards=frozenset({"h100-sxm"}))
    job = next(a.en for a in r.picks[0].job.assumptions if a.en.startswith("Job: "))
    requests = int(re.search(r"= ([\d,]+) requests", job).group(1).replace(",", ""))
    # (a thinking trace is held within the context it was trained on: a few more, slightly shorter, requests)
    assert requests >= prompts and (model == "qwen3-8b" or requests == prompts)


def test_a_one_million_token_evaluation_is_costed_as_the_job(capsys):
    """Review 98 c08 (the reviewer's arithmetic): 300 prompts of ~1.05M tokens are ≈ 2.4e17 FLOPs each, ≈ 211 s an
    answer on a B200 — ≈ 18 B200-hours, about $104; the answer prices the job, not an hour."""
    from advisor_tui.cli import main

    assert main(["recommend", "--model", "qwen2.5-7b", "--context", "1048576", "--input-tokens", "1048000",
                 "--output-tokens", "64", "--prompts", "300", "--precision", "bf16", "--kv-precision", "fp16",
                 "--region", "intl", "--only-cards", "b200"]) == 0
    out = capsys.readouterr().out
    assert "300 prompts, each answered once" in out and "300 requests × 64 tokens" in out
    import re

    gpu_hours = float(re.search(r"([\d.]+) GPU-hours", out).group(1))
    assert 14 <= gpu_hours <= 24  # 300 × 211 s ≈ 17.6 h of one B200, plus start-up on each copy
