"""Review 56 (10 consultations written before any run, on 7de761d, 8/10 signed): a day's pictures priced once, a
semester's class priced as a month, a consumer app for mainland users not heard as a public service."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_a_day_s_pictures_recur_with_a_measure_word_between(kb):
    """C5: "每天出个300张商品图" lost its day, and the job was priced once (¥0.60) against a month's budget."""
    u = parse("我在淘宝开小店，想用sdxl每天出个300张商品图，预算一个月100块左右，能行吗", kb)
    assert u.facts["images"] == 300 and u.facts["runs_per_month"] == 30


def test_everyone_s_seats_are_priced_for_the_use_said(kb):
    """C10: 200 students × 16 weekly sessions of 4 h was "¥28,560 a month" (4 h a day for 30 days)."""
    u = parse("我们是一所高职院校，要给200个学生上大模型实验课，每人一张卡做qwen2.5-7b的lora实验，一学期16周每周4小时，"
              "需要开专票，预算20万", kb)
    r = consult({**u.facts, **u.implied()}, kb)
    line = next(x for x in r.answer if x.en.startswith("For all 200 people"))
    top = next(p for p in r.picks if "enough" in p.roles)
    used = top.monthly_cost * r.facts.days / 30 * 200
    assert f"{used:,.0f}" in line.en.replace("¥", "") and "/month" not in line.en


def test_a_consumer_app_is_a_public_service(kb):
    """C9: "a consumer chat app for users in mainland China" never heard the generative-AI filing."""
    u = parse("We're a Singapore company launching a consumer chat app for users in mainland China. Qwen3-8B, maybe 2 "
              "requests/sec at peak, 4k context. want the GPUs inside China for latency. budget USD 1500/month", kb)
    assert u.facts.get("public_service") is True
    r = consult({**u.facts, **u.implied()}, kb)
    assert any(c.id == "generative-ai-filing" for c in r.caveats)


def test_a_market_rate_reference_is_said_as_such(kb):
    """C1: "no rental price in the knowledge base" for Ascend 910C while `offers` listed Huawei Cloud's market rate."""
    r = consult({"model": "qwen3-32b", "region": "cn", "cuda_required": False}, kb)
    why = next(c.why[0].text.en for c in r.rejected if c.card == "ascend-910c")
    assert why.startswith("only a market-rate reference is recorded")
    none = [c.why[0].text.en for c in r.rejected if c.card == "rtx-4090d" and c.why[0].rule == "no-offer"]
    assert all(x.startswith("no rental price") for x in none)


def test_a_served_load_says_how_long_a_whole_answer_takes(kb):
    """C2: "17 tokens/s per sequence at the load" was said, the 12 s a 200-token reply then takes was not."""
    r = consult({"model": "qwen2.5-7b", "requests_per_day": 500_000, "input_tokens": 1500, "output_tokens": 200,
                 "max_ttft_s": 1, "budget": "3000/month", "currency": "USD", "region": "intl"}, kb)
    top = r.picks[0]
    lines = [x.en for x in (top.job.assumptions if top.job is not None else ())]
    line = next(x for x in lines if x.startswith("One copy on"))
    assert "a 200-token answer in about" in line


def test_an_invoice_said_without_its_kind_is_read(kb):
    """C7: "总预算6万rmb，要开票" dropped the invoice."""
    assert parse("买一台工作站跑 qwen3 32b，总预算6万rmb，要开票", kb).facts.get("invoice") == "vat"
    assert "invoice" not in parse("个人自己用，不要开票，跑 qwen3 8b", kb).facts


def test_a_head_count_beside_a_chat_model_and_a_video_model_sizes_the_chat(kb, capsys):
    """C7: "跑 wan2.1 14b视频 和 qwen3 32b给10个同事聊天用" was sized for one user at a time."""
    import json

    from advisor_tui.cli import main

    u = parse("跑comfyui的wan2.1 14b视频 和 qwen3 32b给10个同事聊天用", kb)
    assert any(x.kind == "concurrency" and x.count == 10 for x in u.unresolved)
    assert main(["recommend", "--json", "--say", "想买一台workstation，跑comfyui的wan2.1 14b视频 和 qwen3 32b给10个同事"
                 "聊天用，总预算6万rmb"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["facts"]["concurrency"] > 1
    assert "users" not in parse("game studio, ~35 people, making concept art with flux dev", kb).implied()


def test_a_whole_node_at_the_price_of_a_tight_fit_is_not_ranked_after(kb):
    """C8: an 8 × MI300X node at $10,656 (1,536 GB, ROCm accepted) was ranked after 2 × B300 at $10,642 that needs
    --gpu-memory-utilization 0.95 to start; an 8 × H20 that is itself ranked after abroad set the bar."""
    from rules.facts import Budget
    # (31 at once with no length said: one at 32k and 30 at the half window hold the KV cache 16 at the full 32k did)
    facts = {"model": "qwen3-235b-a22b", "task": "inference", "context_tokens": 32768, "concurrency": 31,
             "budget": Budget(20000, "USD", "month"), "region": "intl", "cuda_required": False}
    r = consult(facts, kb)
    top = next(p for p in r.picks if "enough" in p.roles)
    assert top.card == "mi300x" and top.gpus == 4
    assert any("whole 8-GPU node is $10,656" in x.en for x in r.answer)
    # a node clearly dearer than the cheapest known-unit plan still ranks after
    r = consult({**facts, "precision": "fp8", "kv_precision": "fp8"}, kb)
    assert next(p for p in r.picks if "enough" in p.roles).card != "mi300x"
    assert any(w.rule == "unit-unknown-ranked-after" for x in r.rejected if x.card == "mi300x" for w in x.why)
