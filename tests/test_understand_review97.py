"""Review 97's reading gaps, by family: an item's input in 万 / 千 tokens or per document (c03), testers as users
(c07), a team entering a timed event and the event's hours (c04), a public body as the buyer (c09). Each with
sentences of its own (not the review's) and neighbours that must not read the same."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)
ROOT = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------- c03: an item's input, its length in 万 / 千

def test_an_items_input_said_in_wan_or_qian_tokens(kb):
    f = _facts(kb, "用 Qwen3-14B 批量做合同摘要，每篇大约 8 万 token 输入，输出 1500 token")
    assert (f["input_tokens"], f["output_tokens"]) == (80000, 1500)
    f = _facts(kb, "Qwen3-32B 審閱判決書，每份判決書大約十二萬 token，輸出 3000 token")
    assert (f["input_tokens"], f["output_tokens"]) == (120000, 3000)
    assert _facts(kb, "Qwen3-8B 做工单分类，每条 3 千 token 的输入，输出 50 token")["input_tokens"] == 3000
    assert _facts(kb, "用 Qwen3-14B 每晚跑年报，单份输入约 6 万 token，输出 800 token")["input_tokens"] == 60000
    assert _facts(kb, "Qwen2.5-7B 批处理，每个请求输入 1.5 万 token，回复 300 token")["input_tokens"] == 15000


def test_each_documents_length_in_english_is_its_input(kb):
    f = _facts(kb, "Nightly batch on Qwen3-14B: 300 filings, each filing is about 100k tokens, summaries ~2,000 "
                   "tokens.")
    assert (f["input_tokens"], f["output_tokens"]) == (102400, 2000) and "context_tokens" not in f
    assert _facts(kb, "Qwen3-8B over 5,000 reports of ~20k tokens each, 300-token abstracts")["input_tokens"] == 20480
    assert _facts(kb, "Run Qwen3-14B over 800 60k-token contracts, replies ~500 tokens")["input_tokens"] == 61440


def test_a_volume_or_a_window_or_a_training_sample_is_no_items_input(kb):
    # a day's volume: left to the day's readers, never an item's 100,000
    assert _facts(kb, "每天 10 万 token 输入，用 Qwen3-8B 做客服").get("input_tokens") != 100000
    assert _facts(kb, "一共 5 万 token 输入，用 Qwen3-8B 跑一遍").get("input_tokens") != 50000
    # a window said of the document stays a window
    assert "input_tokens" not in _facts(kb, "Serve Qwen3-14B, each document is 20k tokens of context")
    # a training sample's length is no prompt
    assert "input_tokens" not in _facts(kb, "LoRA 微调 Qwen3-8B，每条 2 千 token，一共 3 万条")
    # an output in 千 is no input
    assert _facts(kb, "Qwen3-8B 批量生成，每篇 2 千 token 左右的输出").get("input_tokens") != 2000


# ---------------------------------------------------------------- c07: testers are a prototype's users

def test_testers_and_beta_users_are_its_users(kb):
    assert _facts(kb, "Prototype a support bot on Qwen3-8B, roughly 4 testers, 8k context.")["concurrency"] == 4
    assert _facts(kb, "Serve Qwen3-8B for a RAG chatbot, three beta users.")["concurrency"] == 3
    assert _facts(kb, "部署 Qwen3-8B 做知识库问答，先给 2 个内测用户")["concurrency"] == 2
    u = _read(kb, "Serve Qwen3-8B for our app, 12 pilot users for now.")
    assert "concurrency" not in u.facts and u.users() == 12
    u = _read(kb, "部署 Qwen3-14B 做问答，先給幾個同事試用")
    assert "concurrency" not in u.facts and any(x.kind == "concurrency" for x in u.unresolved)
    u = _read(kb, "Serve Qwen3-8B for a RAG chatbot, a handful of testers.")
    assert any(x.kind == "concurrency" for x in u.unresolved)


def test_testers_who_use_nothing_served_are_no_users(kb):
    # a QA team's size, or testers in a training-only job
    assert "concurrency" not in _facts(kb, "We have 4 QA testers on the team; they test the app, nothing else.")
    assert "concurrency" not in _facts(kb, "LoRA fine-tune Qwen3-8B, 3 testers will label data")
    # a load said outright wins
    assert _facts(kb, "Serve Qwen3-8B, 3 beta users, 10 concurrent requests at peak")["concurrency"] == 10


# ---------------------------------------------------------------- c04: a team entering a timed event

def test_a_team_entering_an_event_is_no_head_count_and_its_hours_bound_the_job(kb):
    u = _read(kb, "咱们四个人组队参加 36 小时的编程马拉松，用 Qwen3-8B 做客服机器人，"
                  "先 LoRA 微调，1 万条数据，每条 800 token")
    assert u.facts["deadline"] == 36 and not any(x.kind == "concurrency" for x in u.unresolved)
    u = _read(kb, "The three of us are entering a 24-hour hackathon: LoRA on Qwen3-8B with 5k samples of 1k tokens.")
    assert u.facts["deadline"] == 24 and "concurrency" not in u.facts
    u = _read(kb, "We're a team of 4 doing a 30h game jam, a chatbot demo on Qwen3-8B")
    assert not any(x.kind == "concurrency" for x in u.unresolved) and "concurrency" not in u.facts


def test_an_event_without_hours_or_a_job_without_size_sets_no_deadline(kb):
    # an event said in days stays days of use (spans.py); no sized job, no deadline
    assert "deadline" not in _facts(kb, "LoRA fine-tune Gemma-3-12B for a 5-day hackathon, 20k samples of 512 tokens")
    assert "deadline" not in _facts(kb, "Serving Qwen3-8B for a 48-hour hackathon demo")
    # people who use it are still its users
    assert _facts(kb, "部署 Qwen3-8B，我们三个人平时会一起用")["concurrency"] == 3


# ---------------------------------------------------------------- c09: a public body is the buyer

def test_a_public_body_of_the_writers_is_an_organisation(kb):
    assert _facts(kb, "Semi-government entity in Riyadh, serving Qwen3-8B")["buyer"] == "company"
    assert _facts(kb, "Quasi-governmental organisation in Oman. Serve Qwen3-8B")["buyer"] == "company"
    assert _facts(kb, "I work at a statutory board in Singapore; serve Qwen3-8B")["buyer"] == "company"
    assert _facts(kb, "本单位是事业单位，部署 Qwen3-8B")["buyer"] == "company"
    assert _facts(kb, "我們是半官方機構，部署 Qwen3-8B")["buyer"] == "company"


def test_selling_to_a_public_body_or_denying_being_one_names_no_buyer(kb):
    assert "buyer" not in _facts(kb, "Our customers are government agencies; serve Qwen3-8B for them")
    assert _facts(kb, "We are not a government agency, just me, serving Qwen3-8B").get("buyer") != "company"


# ---------------------------------------------------------------- end to end

def _recommend(say: str, *more: str) -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT), GPU_ADVISOR_TODAY="2026-12-06")
    code = "import sys; from advisor_tui.cli import main; sys.exit(main())"
    done = subprocess.run([sys.executable, "-c", code, "recommend", "--say", say, *more], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    return done.stdout


def test_a_100k_token_document_is_launched_with_a_window_that_holds_it():
    out = _recommend("每天晚上要用 Qwen3-14B 把当天的研报做结构化摘要，每篇大概 12 万 token 输入，"
                     "输出 1500 token，每晚大概 200 篇，要在晚上 11 点到早上 7 点之间跑完，国内，月预算 3 万",
                     "--lang", "zh")
    lens = [int(x.split()[0]) for x in out.split("--max-model-len ")[1:]]
    assert lens and all(n >= 120000 + 1500 for n in lens), out


def test_five_testers_are_sized_as_five():
    out = _recommend("Two-person startup prototyping a RAG bot on Qwen3-8B, maybe 5 testers, 8k context, "
                     "about 4 hours a day for 10 days, budget $100 total.")
    lines = [x for x in out.splitlines() if "5 testers" in x]
    assert any("5" in x and ("concurren" in x.lower() or "at once" in x.lower()) for x in lines), out
