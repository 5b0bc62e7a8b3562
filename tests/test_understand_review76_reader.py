"""Review 76's reader findings (c04, c05), in wordings other than the review's: a rental refused with words between
("不想花钱租卡", "I'd rather not pay for cloud GPUs") is no rental; what each request stuffs in is its prompt beside a
context; "which precision" and "how do I launch it" are answered (launch lines, precision what-ifs); a mini-program
or app its users pay for is a public service, and its pictures a day beside a peak are the service's load."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.understand import parse

TODAY = datetime.date(2026, 12, 5)


def _read(kb, text):  # (kb: the session's, tests/conftest.py)
    return parse(text, kb, strict=True, today=TODAY)


@pytest.mark.parametrize("said", [
    "家里有两张 3090，想跑 qwen3 14b 写代码，不想花钱租卡，这两张能不能跑？",
    "手上有一张 4090，想本地跑 qwen3 8b，不打算去云上租机器",
    "我有兩張 3090，想跑 qwen3 14b 寫代碼，也不想再花錢去租卡",
    "I own two 3090s and want qwen3 14b for coding; I'd rather not pay for cloud GPUs.",
    "I have one 4090 for qwen3 8b at home and don't want to spend money renting cards.",
    "Two 3090s here for qwen3 14b, not planning to rent anything.",
])
def test_a_rental_refused_with_words_between_is_no_rental(kb, said):
    u = _read(kb, said)
    assert "procure" not in u.facts  # the cards are owned: neither renting nor buying


@pytest.mark.parametrize("said, kept", [
    ("想跑 qwen3 14b，打算租两张 4090", "rent"),
    ("want to run qwen3 14b, planning to rent two 4090s", "rent"),
])
def test_a_rental_planned_still_rents(kb, said, kept):
    assert _read(kb, said).facts["procure"] == kept


@pytest.mark.parametrize("said, prompt, context", [
    ("两张 4090 跑 qwen3 14b 做文档问答，每次检索塞进去 8k token 左右，上下文开 16k", 8192, 16384),
    ("两张 4090 跑 qwen3 14b 做文档问答，每次带上大概 6k token，上下文 8k 就够", 6144, 8192),
    ("兩張 4090 跑 qwen3 14b 做文件問答，每次檢索回來的片段加起來大概 8k token，上下文開 32k", 8192, 32768),
    ("qwen3 14b on two 4090s for document Q&A: every question pulls in roughly 6k tokens; a 16k context window",
     6144, 16384),
    ("qwen3 14b for RAG, each query crams in about 10k tokens, 16k context is plenty", 10240, 16384),
    ("qwen3 14b for RAG; we cram about 8k tokens into every prompt, context 32k", 8192, 32768),
])
def test_what_each_request_stuffs_in_is_its_prompt_beside_the_context(kb, said, prompt, context):
    facts = _read(kb, said).facts
    assert facts["input_tokens"] == prompt and facts["context_tokens"] == context


@pytest.mark.parametrize("said", [
    "我有一张 4090 想跑 qwen3 14b 聊天。怎么启动比较好？",
    "我有一张 4090 想跑 qwen3 14b 聊天。啟動命令是什麼？",
    "我有一张 4090 想跑 qwen3 14b 聊天。精度用什么合适？",
    "I have one 4090 and want qwen3 14b for chat. How do I launch it?",
    "I have one 4090 and want qwen3 14b for chat. What command do I start the server with?",
    "I have one 4090 and want qwen3 14b for chat. What precision should I use?",
])
def test_launch_and_precision_questions_are_answered(kb, said):
    assert not [n for n in _read(kb, said).notes if "not answered here" in n.en]


@pytest.mark.parametrize("said", [
    "我有一张 4090 想跑 qwen3 14b 聊天。要不要量化？",
    "两张 3090 跑 qwen3 14b，能不能量化？",
])
def test_quantising_asked_is_no_refusal(kb, said):
    facts = _read(kb, said).facts
    assert "no_quantization" not in facts and facts.get("precision") != "bf16"


def test_a_question_the_answer_does_not_give_is_still_said_back(kb):
    u = _read(kb, "我有一张 4090 想跑 qwen3 14b 聊天。录音里的方言有没有影响？")
    assert [n for n in u.notes if "not answered here" in n.en]


@pytest.mark.parametrize("said", [
    "个人开发者，准备上线一个宠物写真微信小程序，用 sdxl 出图",
    "要对用户收费的，用 sdxl 给人做证件照",
    "準備推出一款 AI 證件照 app，用 sdxl 出圖，要商用收費",
    "I'm building a paid web app where people turn selfies into anime avatars with sdxl",
    "our customers upload pet photos and get sdxl portraits back",
    "launching a headshot web app with flux schnell next month",
])
def test_an_app_its_users_pay_for_is_a_public_service(kb, said):
    assert _read(kb, said).facts["public_service"] is True


@pytest.mark.parametrize("said, per_day", [
    ("准备上线一个 AI 证件照小程序，用 FLUX.1 schnell 出图，每天大概 2000 张，中午 12 点到 2 点是高峰", 2000),
    ("準備上線一個寵物寫真小程序，用 sdxl 出圖，每天大概 1500 張，晚上是高峰，要商用收費", 1500),
    ("launching a pet-portrait web app with sdxl, about 2,500 images a day, evenings are the peak", 2500),
])
def test_pictures_a_day_beside_a_peak_are_an_apps_load(kb, said, per_day):
    facts = _read(kb, said).facts
    assert facts["requests_per_day"] == per_day and facts["public_service"] is True
    assert "images" not in facts and "runs_per_month" not in facts


def test_a_mini_program_for_staff_is_no_public_service(kb):
    assert _read(kb, "公司内部的微信小程序，员工自己用，用 sdxl 出图").facts.get("public_service") is not True
