"""Review 77's findings outside the reader: a per-user speed target checked on the speed the answer prints; the
full-strength model ("满血版") hears no what-if at a lower precision."""

from __future__ import annotations

import json

import knowledge
from advisor_tui.cli import main
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_a_speed_target_is_kept_with_the_prompts_reads_counted():
    # C02 (critical): Llama 3.3 70B, 40 chats in flight with 3k-token prompts, ≥ 20 tokens/s each: 4 × A100 was
    # "enough" at 32 tokens/s decoding alone while its own speed line said ≈ 10 once the prompts' reads are counted
    # (and an A40 beside it was ruled out at 19.6)
    r = consult({"task": "inference", "model": "llama-3.3-70b", "concurrency": 40, "input_tokens": 3000,
                 "output_tokens": 300, "max_ttft_s": 1.5, "min_tps": 20, "region": "intl", "hours_per_day": 24,
                 "budget": {"amount": 8000, "currency": "USD", "unit": "month", "approx": True}}, KB)
    assert r.picks
    for p in r.picks:  # every pick keeps the target by the speed it shows
        assert p.throughput["decode_tokens_per_s"] >= 20, (p.card, p.throughput)


def test_nothing_in_one_node_leads_with_the_nodes_that_hold_it():
    # C03 (major): DeepSeek-R1 in FP8 for 20 × 32k, mainland compliance, ¥300,000 a month: "nothing fits" under the
    # default of 8 GPUs the person never gave, 16 × A800 at ¥59,872 only a what-if with no launch line or speed
    facts = {"task": "inference", "model": "deepseek-r1", "context_tokens": 32768, "concurrency": 20,
             "region": "cn", "compliance": True, "invoice": "vat-special", "buyer": "company",
             "budget": {"amount": 300000, "currency": "CNY", "unit": "month"}}
    r = consult(facts, KB)
    assert r.picks and r.facts.max_gpus == 16 and ("max_gpus", 16) in r.facts.assumed
    top = r.picks[0]
    assert top.gpus_in_all == 16 and "--pipeline-parallel-size 2" in top.launch and top.throughput
    assert any(w.change == {"max_gpus": 8} and "no card holds" in w.text.en for w in r.what_if)
    # the limit said is kept: one machine, nothing fits
    assert not consult({**facts, "max_gpus": 8}, KB).picks


def test_owned_ampere_cards_hear_the_four_bit_route_and_no_rental_reasons():
    # C08 (major): two owned RTX 3090s for Qwen3-30B-A3B at 32k were "ruled out … priced in T-CREDIT" (a rental's
    # reason), with FP8 weights and cache — weight-only on Ampere — the only route named; AWQ INT4 fits with room
    from advisor_tui.named_cards import verdicts

    r = consult({"task": "inference", "model": "qwen3-30b-a3b", "context_tokens": 32768, "concurrency": 2,
                 "engine": "vllm", "region": "intl"}, KB)
    (said,) = verdicts([("rtx-3090", 2)], r)
    assert said.verdict == "works" and "T-CREDIT" not in said.text.en
    # (Qwen releases its MoE models at 4 bits as GPTQ-Int4: review 80 c05)
    assert "With 4-bit weights (GPTQ)" in said.text.en
    assert "Launch: vllm serve Qwen/Qwen3-30B-A3B-GPTQ-Int4" in said.text.en
    assert "--quantization gptq_marlin" in said.text.en


def test_a_video_service_over_budget_hears_the_lower_resolution_that_keeps_it():
    # C11 (major): a public Wan2.1-14B 720p service, 500 clips a day, ¥50,000 a month: "needs ¥175,874" and nothing
    # else, where 480p on the same cards keeps the budget
    r = consult({"task": "video", "model": "wan2.1-14b", "resolution": "720p", "clip_seconds": 5,
                 "requests_per_day": 500, "region": "cn", "compliance": True, "public_service": True,
                 "invoice": "vat-special", "buyer": "company",
                 "budget": {"amount": 50000, "currency": "CNY", "unit": "month"}}, KB)
    lower = [w for w in r.what_if if w.change == {"resolution": "480p"}]
    assert lower and lower[0].card and lower[0].monthly_cost <= 50000
    assert any("480p" in line.en for line in r.answer)


def test_the_full_strength_model_hears_no_what_if_at_a_lower_precision(capsys, monkeypatch):
    # C03 (major): "满血版" got an INT4 what-if first — 满血 is the full model at its released precision (FP8), the
    # quantised ones are "量化版" (tests/test_understand_review77_reader.py reads it)
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-05")
    said = "公司要部署满血版 DeepSeek-R1，20 个人同时用，上下文 32k，预算每月 30 万，国内"
    assert main(["recommend", "--json", "--say", said]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["facts"]["precision"], out["facts"]["no_quantization"]) == ("fp8", True)
    kept = ("fp8", "bf16", "fp16")
    assert not [w for w in out["what_if"] if w["change"].get("precision", "fp8") not in kept
                or w["change"].get("kv_precision", "fp16") not in ("fp16", "bf16")]
