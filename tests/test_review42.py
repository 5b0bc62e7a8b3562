"""Review 42 (12 consultations written before any run, on 0c7c3fc): majors replayed as the reviewer ran them
(its criticals are replayed in tests/test_review41.py's second half)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules import consult

C11 = ("yo!! so i wanna train an SDXL LoRA on ~40 pics of my dog (corgi named Biscuit lol) and then generate like 500 "
       "images for a calendar + stickers. friend said flux is better but way too heavy so sticking with SDXL. i don't "
       "have a GPU (laptop w/ intel graphics 💀) and i'm in brazil. budget is like 10 bucks total. what do i rent and "
       "for how long??")
C02 = {"model": "qwen3-30b-a3b", "task": "lora", "precision": "bf16", "train_tokens": "40M", "epochs": 2,
       "context_tokens": "4k", "deadline": "72h", "budget": "600/total", "currency": "USD", "region": "intl"}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _why(result, card):
    return [w for x in result.rejected if x.card == card for w in x.why]


def test_a_student_abroad_is_not_sent_to_a_seller_addressing_mainland_buyers(kb):
    """M9 (and review 40 M2): every pick was at CloudGPU, a Chinese-language seller pricing in Beijing time, for a
    student in Brazil, with Vast.ai's 3090 a few cents an hour dearer."""
    facts = parse(C11, kb).facts
    assert facts["region"] == "intl"
    result = consult(facts, kb)
    assert result.picks and all(p.offer.provider != "cloudgpu" for p in result.picks)
    assert result.picks[0].offer.provider == "vast-ai"  # a 3090 at $0.27 an hour


def test_a_job_on_a_per_gpu_price_of_unknown_unit_ranks_after_when_its_whole_node_costs_more(kb):
    """M2: 1 × MI300X at $2.58 headlined a LoRA of Qwen3-30B-A3B while its seller never says it rents fewer than a
    whole 8-GPU node — as a whole node the job is $5.21, more than the cheapest offer of known unit."""
    result = consult(C02, kb, what_if=False)
    assert result.picks and result.picks[0].card != "mi300x"
    (why,) = [w for w in _why(result, "mi300x") if w.rule == "unit-unknown-ranked-after"]
    assert "the job on a whole node" in why.text.en and "整台跑这个任务" in why.text.zh
    # where even the whole node is the cheapest plan (a QLoRA of DeepSeek-V3 that needs four of them), it stays
    big = consult({"task": "qlora", "model": "deepseek-v3", "train_tokens": "20M", "region": "intl"}, kb,
                  what_if=False)
    assert big.picks[0].card == "mi300x" and big.picks[0].gpus == 4
    assert not [w for w in _why(big, "mi300x") if w.rule == "unit-unknown-ranked-after"]
