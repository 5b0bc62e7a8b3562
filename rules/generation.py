"""A batch generation job: N output tokens in all (synthetic data, offline labelling, evaluation
runs), costed as the job — not as a month of serving (review 15 M6: "50M tokens of synthetic data
within 3 days" was one sequence on a monthly RTX 3090 that would have taken 331 h).

Offline there is no latency to keep: each copy of the model runs with its memory full of
sequences, and its rate is the load model's ``max_rps`` (decode bandwidth-bound per step and
shared by the whole batch, prompts at the compute rate; rules.estimate.load). Copies of the model
split the requests between them (no link needed); the copy count is chosen as a media job's GPU
count is: the cheapest — or, under --priority speed, the soonest — within --deadline and a total
budget where any count can.
"""

from __future__ import annotations

import math

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from rules import jobplan
from rules.estimate import job as job_est
from rules.estimate import load as load_est
from rules.estimate.fit import gpu_counts
from rules.estimate.load import engine_batch_limit
from rules.estimate.requirement import Requirement
from rules.facts import Facts
from rules.job_count import split_job
from rules.launch import downloaded_gb
from rules.pricing import price_card
from rules.repeats import runs, runs_terms
from rules.teacher_traces import BATCH_INPUT_TOKENS, trace_tokens


def generation_plan(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, gpus: int,
                    limit: int, cost_cap: float | None = None) -> jobplan.Plan | None:
    """Copies of ``gpus`` × ``card`` that generate ``facts.generate_tokens``; None when one copy
    has no memory left for a sequence."""
    model = facts.model_record(kb) if facts.model else None
    trace = None if facts.output_tokens else trace_tokens(model, facts.no_thinking)  # (rules.teacher_traces)
    if trace and facts.context_tokens:  # the trace the context holds beside the prompt (rules.teacher_traces)
        trace = max(1, min(trace, facts.context_tokens - (facts.input_tokens or BATCH_INPUT_TOKENS)))
    out = facts.output_tokens or trace or jobplan.DEFAULT_OUTPUT_TOKENS
    inp = facts.input_tokens or BATCH_INPUT_TOKENS
    requests = math.ceil(float(facts.generate_tokens or 0) * runs(facts) / out)  # every run (rules.repeats)
    replica = jobplan.model_copy(kb, facts, req, card, gpus)
    ld = load_est.Load(0.0, inp, out, req.kv_bytes_per_token_at(inp + out / 2))
    cap = engine_batch_limit(card)
    rate = load_est.max_rps(replica, ld, cap)  # requests/s of one copy with its memory full
    if rate <= 0:
        return None
    batch = min(cap, load_est.max_sequences(replica, ld))
    # the checkpoint at the precision run (review 66 C9: gpt-oss-120b's 65 GB MXFP4 file was said as 233.7 GB)
    download_gb = downloaded_gb(kb, facts, req, card, gpus)
    setup = job_est.setup_hours(download_gb)
    copies = set(gpu_counts(max(1, limit // gpus)))
    if facts.deadline:  # the fewest copies that meet it
        need = math.ceil(requests / (rate * 3600 * max(1e-6, facts.deadline - setup)) - 1e-9)
        if 1 <= need <= max(1, limit // gpus):
            copies.add(need)
    n, wall, usage, total, late, _sooner = split_job(
        kb, facts, card.id, copies, lambda k: requests / (k * rate * 3600) + setup, per=gpus, cost_cap=cost_cap)
    p = price_card(kb, usage, card.id, n * gpus)
    per_copy = rate * out  # output tokens/s of one copy
    runs_en, runs_zh = runs_terms(facts)
    notes = [
        jobplan.setup_note(setup, download_gb),
        I18n(en=f"Job: {facts.generate_tokens:,} output tokens{runs_en} = {requests:,} requests × {out:,} tokens"
                + (" (thinking trace and answer, at most)" if trace else "")
                + f" (prompts of {inp:,} tokens" + ("" if facts.input_tokens else ", assumed") + ").",
             zh=f"任务：{facts.generate_tokens:,} 个输出 token{runs_zh} = {requests:,} 个请求 × {out:,} token"
                + ("（思考过程加答案，按上限）" if trace else "")
                + f"（提示 {inp:,} token" + ("" if facts.input_tokens else "，为假设") + "）。"),
        I18n(en=f"One copy on {gpus} × {card.id} runs {batch:,} sequences at once (its memory or vLLM's "
                f"--max-num-seqs {cap:,}, whichever is less; offline, no latency to keep) — {rate:,.2f} "
                f"requests/s, {per_copy:,.0f} output tokens/s; "
                f"{n} cop{'y' if n == 1 else 'ies'} split the requests → {jobplan.hours_text(wall)} with the "
                "start-up. Copies need no link between them.",
             zh=f"{gpus} 张 {card.id} 一份副本同时跑 {batch:,} 路（取显存与 vLLM --max-num-seqs {cap:,} 中较小者；"
                f"离线，不必顾及延迟）——每秒 "
                f"{rate:,.2f} 个请求、{per_copy:,.0f} 个输出 token；{n} 份副本分摊请求 → 含启动共 "
                f"{jobplan.hours_text_zh(wall)}。副本之间不需要互联。"),
    ]
    if p.choice is not None:
        notes.append(jobplan.billed_note(p.choice, wall, kb))
    if facts.deadline and not late:  # the window the copies were sized for, said back (review 107 C4b: dropped)
        notes.append(I18n(en=f"Within your {facts.deadline:g} h window: {jobplan.hours_text(wall)} with the start-up.",
                          zh=f"在 {facts.deadline:g} 小时的期限内：含启动共 {jobplan.hours_text_zh(wall)}。"))
    if late and facts.deadline is not None:
        notes.append(I18n(en=f"Misses the {facts.deadline:g} h deadline even on {n} copies (--max-gpus {limit}).",
                          zh=f"即使用 {n} 份副本（--max-gpus {limit}）也赶不上 {facts.deadline:g} 小时的期限。"))
    return jobplan.Plan("generation", card.id, gpus, n, p, total, wall, wall * n * gpus, tuple(notes), late=late,
                        batch=(batch, per_copy))
