"""Review 59 (10 consultations written before any run, on bde00e8, 7/10 signed): "并发大约50路" lost, and a nightly
media job of no measured speed priced as a month of use thirty times over."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.facts import Budget
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_concurrency_said_with_da_yue_is_read(kb):
    """C5: "并发大约50路，每路上下文8k" was dropped and a municipal hotline sized for one user."""
    u = parse("计划采购一台服务器部署 Qwen3-32B 做政务问答，并发大约50路，每路上下文8k。", kb)
    assert u.facts["concurrency"] == 50 and u.facts["context_tokens"] == 8192


def test_a_recurring_media_job_of_no_measured_speed_is_priced_once_a_month(kb):
    """C9: 300 CogVideoX-2B clips a night, ¥1,500 a month: a month of 8-hour use (¥286) was multiplied by 30 runs.
    (Since review 60 C7 the 2B's clip time is on record: without it, the knowledge base is as it was then.)"""
    from dataclasses import replace

    unrated = replace(kb, utilisation=tuple(u for u in kb.utilisation if "cogvideox-2b" not in (u.models or ())))
    facts = {"task": "video", "model": "cogvideox-2b", "videos": 300, "runs_per_month": 30,
             "budget": Budget(1500, "CNY", "month"), "region": "cn"}
    r = consult(facts, unrated)
    assert r.picks and r.facts.runs_per_month is None
    top = next(p for p in r.picks if "enough" in p.roles)
    assert top.monthly_cost < 1500
    # with the model card's ~90 s a clip on an A100, each night is a sized job and the month is 30 of them
    rated = consult(facts, kb)
    top = next(p for p in rated.picks if "enough" in p.roles)
    assert rated.facts.runs_per_month == 30 and top.job.is_job and 30 * top.job.total < 1500


@pytest.mark.parametrize("text", ["用千问 qwen 2.5 32b 做合同审阅", "千问 qwen2.5 32b，fp8"])
def test_a_family_alias_before_the_model_s_name_in_words_resolves(kb, text):
    """C1: "千问 qwen 2.5 32b" was sized as a guessed 32B architecture, and "千问 qwen2.5 32b" asked "which 千问?"."""
    u = parse(text, kb)
    assert u.facts["model"] == "qwen2.5-32b" and not any(x.kind == "model" for x in u.unresolved)


def test_a_figure_said_without_offload_is_the_gate(kb):
    """C9: CogVideoX-2B was gated at the 4 GB its CPU-offloaded row needs, because its 18 GB row's note ("no offload")
    also said "offload"."""
    r = consult({"task": "video", "model": "cogvideox-2b", "videos": 10, "region": "cn"}, kb)
    assert r.requirement.vram_gb == pytest.approx(18.0)
