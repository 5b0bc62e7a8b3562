"""Review 104 (a blind reviewer's reading criticals, 2026-12-06): the families behind c01 (an answer's length said after
how it runs), c05 (renting forbidden beside a purchase) and c06 (calls a day whose requests are their turns), each with
neighbours that must not read the same, and one end-to-end check per finding."""

from __future__ import annotations

import datetime
import json
import re

from tests.understand_helpers import picks_of as _picks
from tests.understand_helpers import read_on
from tests.understand_helpers import run_cli as _run

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)

C01 = ("hey - we're a 12 person startup in Austin currently paying ~$9k/mo to OpenAI for o-series reasoning calls. "
       "want to move to self hosted deepseek r1 distill qwen 32b. traffic: ~40k requests/day, prompts avg 2k tokens, "
       "reasoning outputs are long, like 3-4k tokens each. users are US. need it up 24/7, budget maybe $5k/month tops. "
       "actually make that $6k if it buys us headroom.")
C05 = ("我们是江苏一家三甲医院信息科。院里要在内网部署大模型做病历质控和辅助问诊，"
       "模型打算用 Qwen2.5-72B-Instruct，病人数据绝对不能出院，必须本地采购服务器，不能租云。"
       "全院大概 300 个医生会用，高峰同时 30 人左右，上下文 32k。走政府采购，要符合信创要求，预算 200 万元以内。")
C06 = ("We're building a real-time voice agent for a bank's call centre in Mumbai. Pipeline per call: Whisper large-v3 "
       "for ASR, Llama 3.1 8B Instruct for the dialogue, plus a small TTS. Up to 60 simultaneous calls at peak, ~25k "
       "calls a day. Each LLM turn: ~1,500 token prompt, ~80 token reply, and we need first token under 300 ms. RBI "
       "rules — customer data must stay in India. Budget USD 4,000/month.")




# ------------------------------------------------------------------ c01: an answer's length said after how it runs

def test_an_answers_length_said_after_how_it_runs_is_the_output(kb):
    f = _facts(kb, "prompts avg 2k tokens, reasoning outputs are long, like 3-4k tokens each.")
    assert f == {"input_tokens": 2048, "output_tokens": 4096}  # a range's top, k = 1,024 as a request's lengths
    assert _facts(kb, "the responses run long - around 3,500 tokens each") == {"output_tokens": 3500}
    assert _facts(kb, "completions tend to be long, often 4k tokens") == {"output_tokens": 4096}
    assert _facts(kb, "generations are pretty lengthy, maybe 2k tokens apiece") == {"output_tokens": 2048}
    assert _facts(kb, "replies are short, like 80 tokens") == {"output_tokens": 80}
    assert _facts(kb, "输出比较长，每条 3k token 左右") == {"output_tokens": 3072}
    assert _facts(kb, "回答很长，大概 3-4k token 一条") == {"output_tokens": 4096}


def test_an_answers_length_in_other_units_or_other_subjects_is_not_the_output(kb):
    # words or characters are no token count — neither the output nor a context
    assert _facts(kb, "answers are long, like 3-4k words") == {}
    assert _facts(kb, "answers are long, about 3000 characters") == {}
    # the context said after the answers is the context's
    assert _facts(kb, "the outputs are long, like the context is 4k tokens") == {"context_tokens": 4096}
    assert _facts(kb, "outputs are long; context 8k tokens") == {"context_tokens": 8192}
    # a training job's answers are its samples
    f = _facts(kb, "LoRA on 10k samples, answers are long, like 2k tokens each")
    assert "output_tokens" not in f and f["task"] == "lora"
    assert "output_tokens" not in _facts(kb, "Our GPUs are older generations, like 4 cards")


def test_c01_sizes_for_the_long_answers_as_the_flags_do(capsys, monkeypatch):
    text = _run(capsys, monkeypatch, "recommend", "--say", C01)
    assert "Output tokens per request: 4,096 (from “reasoning outputs are long, like 3-4k tokens each”)" in text
    assert "Context: 4,096" not in text and "Output tokens per request 500" not in text
    assert "(2,048 in, 4,096 out)" in text
    lengths = [int(n) for n in re.findall(r"--max-model-len (\d+)", text)]
    assert lengths and all(n >= 2048 + 4096 for n in lengths)  # the launch holds the prompt and the long answer
    said = _picks(_run(capsys, monkeypatch, "recommend", "--say", C01, "--json"))
    flags = _picks(_run(capsys, monkeypatch, "recommend", "--model", "deepseek-r1-distill-qwen-32b", "--input-tokens",
                        "2048", "--output-tokens", "4096", "--requests-per-day", "40000", "--region", "intl",
                        "--hours-per-day", "24", "--buyer", "company", "--budget", "6000/month", "--json"))
    assert said and said == flags


# ------------------------------------------------------------------ c05: renting forbidden beside a purchase

def test_renting_forbidden_beside_a_purchase_is_the_purchase(kb):
    assert _facts(kb, "必须本地采购服务器，不能租云")["procure"] == "buy"
    assert _facts(kb, "买服务器，不可以租云")["procure"] == "buy"
    assert _facts(kb, "采购服务器，租用云服务器是不允许的")["procure"] == "buy"
    assert _facts(kb, "我哋要買服務器，唔可以租雲")["procure"] == "buy"
    assert _facts(kb, "We have to buy our own servers, we can't rent.")["procure"] == "buy"
    assert _facts(kb, "We must buy our own hardware; we are not allowed to rent.")["procure"] == "buy"
    assert _facts(kb, "Buy a server. We cannot rent GPUs.")["procure"] == "buy"
    u = _read(kb, "必须本地采购服务器，不能租云")
    assert not u.conflicts and u.rent_refused


def test_renting_forbidden_alone_capped_or_asked_is_no_purchase(kb):
    assert "procure" not in _facts(kb, "不能租云")  # may not rent: not yet a purchase either
    assert _facts(kb, "租卡，不能租超过三个月")["procure"] == "rent"  # a cap on the rental
    assert _facts(kb, "We rent, but can't rent for more than a week.")["procure"] == "rent"
    assert _facts(kb, "renting is permitted, we'd rather rent")["procure"] == "rent"
    assert not _read(kb, "租卡，不能租超过三个月").rent_refused


def test_c05_is_answered_as_the_purchase(capsys, monkeypatch):
    text = _run(capsys, monkeypatch, "--lang", "zh", "recommend", "--say", C05)
    assert "冲突" not in text and "租用还是购买：采购硬件（来自“本地采购”）" in text
    assert "不考虑租用" in text and "8 张 Huawei Ascend 910B" in text and "请向供应商询价" in text
    said = json.loads(_run(capsys, monkeypatch, "recommend", "--say", C05, "--json"))
    bought = json.loads(_run(capsys, monkeypatch, "recommend", "--say", C05, "--procure", "buy", "--json"))
    assert said["understood"]["facts"]["procure"] == "buy"
    assert [(p["card"], p["gpus"]) for p in said["picks"]] == [(p["card"], p["gpus"]) for p in bought["picks"]]
    assert ("ascend-910b", 8) in [(p["card"], p["gpus"]) for p in said["picks"]]


# ------------------------------------------------------------------ c06: calls a day whose requests are their turns

def test_calls_with_their_turns_said_are_calls_times_turns(kb):
    assert _facts(kb, "~25k calls a day, each call is about 8 turns")["requests_per_day"] == 200_000
    assert _facts(kb, "25k calls a day, 6-8 turns per call")["requests_per_day"] == 200_000
    assert _facts(kb, "25k calls a day, five turns per call")["requests_per_day"] == 125_000
    assert _facts(kb, "25k calls a day, one turn per call")["requests_per_day"] == 25_000  # the calls are the requests
    assert _facts(kb, "每天大概5000通。每通电话大概三到四轮。")["requests_per_day"] == 20_000
    assert _facts(kb, "每天两万个会话，平均 5 轮")["requests_per_day"] == 100_000
    # the turns already in the count are not multiplied again
    assert _facts(kb, "每天两万个会话，每个会话平均 5 轮")["requests_per_day"] == 100_000


def test_calls_holding_turns_with_no_count_ask_for_the_rate(kb):
    u = _read(kb, "Up to 60 simultaneous calls at peak, ~25k calls a day. Each LLM turn: ~1,500 token prompt.")
    assert "requests_per_day" not in u.facts and u.facts["concurrency"] == 60
    assert "rps" in {x.kind for x in u.unresolved}
    u = _read(kb, "3,000 chats a day, multi-turn, 800 tokens in")
    assert "requests_per_day" not in u.facts and "rps" in {x.kind for x in u.unresolved}
    u = _read(kb, "每天大概5000通。多轮对话，每轮输入 1000 token。")
    assert "requests_per_day" not in u.facts and "rps" in {x.kind for x in u.unresolved}


def test_calls_with_no_turns_or_that_are_requests_stay_requests(kb):
    assert _facts(kb, "about 3,000 conversations a day")["requests_per_day"] == 3000
    assert _facts(kb, "每天两万个会话")["requests_per_day"] == 20_000
    assert _facts(kb, "每天大概5000通。")["requests_per_day"] == 5000
    assert _facts(kb, "25k API calls a day, each turn 1k tokens")["requests_per_day"] == 25_000
    # a training round is no turn
    assert _facts(kb, "每天两万个会话，每轮训练 3 小时")["requests_per_day"] == 20_000


def test_c06_sizes_the_calls_at_once_not_the_calls_a_day(capsys, monkeypatch):
    text = _run(capsys, monkeypatch, "recommend", "--say", C06)
    assert "A day's total" not in text and "0.553" not in text
    assert "“25k calls a day” counts calls, and each call holds several LLM turns" in text
    said = json.loads(_run(capsys, monkeypatch, "recommend", "--say", C06, "--json"))
    facts = said["understood"]["facts"]
    assert "requests_per_day" not in facts and facts["concurrency"] == 60
    assert "rps" in {x["kind"] for x in said["understood"]["unresolved"]}
    assert said["picks"]
