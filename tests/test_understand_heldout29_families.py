"""The families of phrasing heldout29 (and review 25) exposed — a GPU-hour cap in more words; daily users with what
each asks; a request's unit said once for both; a peak a minute with no noun; a sample's length after 一条; episodes
to transcribe; a card ceiling said in a sentence; a fit asked; renting a cloud GPU and asking which to rent; the
filing said as a need and as none; 国资委's rules; shots as clips; the job's own date before an event's and the earliest
of several; month/day dates; a past rental and a past bill; hardware the person lacks; idle curiosity; a home rig
weighed against renting; a count of prompts corrected; an office writing of itself; a condition before a rule; a
distilled model by its size; a family said with its size apart; a preference for domestic chips — in wordings beyond
the batch's rows."""

from __future__ import annotations

import pytest

import knowledge
from tests.understand_helpers import read_facts as _facts


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize(("text", "want", "absent"), [
    ("每张卡一小时别超过三块，跑 qwen3 8b", {"gpu_hour_price": "3 CNY/hour"}, ["max_gpus", "budget"]),
    ("our cap is like $1.5/hr per GPU for this", {"gpu_hour_price": "1.5 USD/hour"}, ["budget"]),
    ("won't pay more than 80 cents an hour per GPU", {"gpu_hour_price": "0.8 USD/hour"}, []),
    ("日活预估 5000，每人一天大概 8 次", {"requests_per_day": 40000}, []),
    ("~2k daily users, 4 messages each", {"requests_per_day": 8000}, ["budget"]),
    ("输入一般 1200 token，输出 300 左右", {"input_tokens": 1200, "output_tokens": 300}, []),
    ("播客一共 60 集，平均每集 30 分钟，下周转完", {"audio_hours": 30.0}, ["budget"]),
    ("训练卡数上限 32 张", {"max_gpus": 32}, []),
    ("qwen3 32b 单卡 a100 放得下吗", {"model": "qwen3-32b"}, ["max_gpus"]),
    ("想租个云服务器跑 sdxl", {"procure": "rent"}, []),
    ("which gpu should we rent for flux dev?", {"procure": "rent"}, []),
    ("上线前得备案", {"compliance": True}, []),
    ("内部用，不用备案", {"compliance": False}, []),
    ("raw footage: 300 个镜头，每个 4 秒，wan 2.1 14b", {"videos": 300}, []),
    ("The demo is Feb 10, so the run must finish by Feb 1.", {"deadline": 1464.0}, []),
    ("due 1/15, the review is before Christmas", {"deadline": 552.0}, []),
    ("去年在别家租的 H100，租了 2 个月，每月 3 万，这次想换 A800", {}, ["days", "procure"]),
    ("Our GCP bill for November was $8,200. Want something cheaper for llama 3.1 8b", {}, ["budget"]),
    ("no NVIDIA locally, only a Mac", {}, ["vendors", "cuda_required"]),
    ("just curious, not buying anything right now — are 4090 prices falling?", {}, ["procure"]),
    ("我单位拟采购推理服务器一台", {"buyer": "company"}, []),
    ("如果售后不行就只要原厂卡", {}, ["stock_only"]),
    ("不要 r1 满血，要 7b 蒸馏那个", {"model": "deepseek-r1-distill-qwen-7b"}, []),
    ("信创优先，qwen2.5 72b 推理", {}, ["domestic_chips"]),
    ("qwen3 235b moe, fp8 please", {"model": "qwen3-235b-a22b"}, []),
])
def test_heldout29_families(kb, text, want, absent):
    facts = _facts(kb, text)
    for key, value in want.items():
        assert facts.get(key) == value, (key, facts)
    for key in absent:
        assert key not in facts, (key, facts)
