"""Review 39 (12 consultations written before any run, on 77823ee): each finding replayed as the reviewer ran it."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_c1_a_chat_speaker_named_maya_is_no_render_job(kb):
    text = ("#infra thread\nMaya: ok so board approved the foundation model plan. 7B dense, from scratch, llama-style "
            "arch, 1T tokens of our curated corpus.\nDev: wall clock we need it done in 6 weeks max, including the "
            "inevitable restarts\nMaya: all-in budget is $150k for compute. we're a US company")
    facts = parse(text, kb, strict=True, today="2026-12-03").facts
    assert facts["task"] == "pretrain" and facts["train_tokens"] == 10**12 and facts["params_b"] == 7
    assert facts["deadline"] == 1008


def test_c2_which_card_to_buy_is_a_purchase_with_a_total_budget(kb):
    text = ("求推荐显卡🥺 预算6000左右，主要是玩ComfyUI出图（SDXL为主，想试试FLUX），"
            "再就是本地跑跑7B/8B的大模型学习一下。"
            "纠结买二手3090还是新的4060Ti 16G？4090太贵买不起😭")
    facts = parse(text, kb, strict=True, today="2026-12-03").facts
    assert facts["procure"] == "buy" and facts["budget"].unit == "total" and facts["budget"].amount == 6000


def test_m2_an_fp8_kv_cache_is_offered_when_it_takes_fewer_gpus_for_less(kb):
    # 3 at once at 128k hold one full window + 2 × half of it: 262,144 tokens, 85.9 GB of 16-bit KV
    c = consult({"model": "llama-3.3-70b", "context_tokens": "128k", "concurrency": 3, "precision": "fp8",
                 "budget": "3500/month", "region": "intl"}, kb)
    kv = [w for w in c.what_if if w.change == {"kv_precision": "fp8"}]
    assert kv and kv[0].gpus < c.picks[0].gpus and kv[0].monthly_cost < c.picks[0].monthly_cost


def test_m4_office_hours_over_years_are_working_days_of_working_hours(kb):
    text = ("we are a 60-person engineering firm near Stuttgart. We want an internal assistant based on "
            "Qwen2.5-72B-Instruct. About 40 colleagues would use it, realistically 5-8 at the same time during office "
            "hours, prompts around 16k tokens. We have a capital budget for hardware and want to use it for about 3 "
            "years. Is buying one server the right choice?")
    facts = parse(text, kb, strict=True, today="2026-12-03").facts
    assert facts["hours_per_day"] == 9 and facts["days"] == 803  # 3 years of weekdays, a working day each


def test_m6_an_embedding_backfill_says_encoders_are_not_covered_not_missing_samples(kb):
    u = parse("Priya: we need to embed our whole document store with bge-m3 for the new semantic search. ~40M docs, "
              "avg ~600 tokens each", kb, strict=True, today="2026-12-03")
    assert not {"tokens_per_sample", "samples", "generate_tokens"} & set(u.facts)
    assert [x.kind for x in u.unresolved] == ["model"] and "not covered" in u.unresolved[0].note.en


def test_m5_the_report_says_what_the_message_said_that_the_answer_does_not_use(tmp_path):
    import subprocess
    import sys

    report = tmp_path / "c08.md"
    run = subprocess.run([sys.executable, "-m", "advisor_tui", "recommend", "--today", "2026-12-03", "--say",
                          "We want an internal assistant based on Qwen2.5-72B-Instruct, 5-8 at the same time. Because "
                          "of GDPR the documents must stay in an EU data centre. We have a capital budget of EUR "
                          "40,000 for hardware. Buy one server or rent?", "--report", str(report)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    text = report.read_text(encoding="utf-8")
    assert "Said but not used: “EUR 40,000”" in text and "GDPR" in text
