"""Thinking turned off for a hybrid reasoning model (`--no-thinking`, "不要思考模式"): the server starts with it off,
the answer times and memory count no thinking block, and a model that always thinks says it cannot (reviews 95, 97)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult

BOT = {"task": "inference", "model": "qwen3-32b", "concurrency": 20, "context_tokens": 32768, "input_tokens": 2000,
       "region": "intl"}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize("said", [
    "客服机器人用 qwen3 14b，不要思考模式，直接回答就行",
    "qwen3 8b 部署给 30 个人，关掉深度思考",
    "用 Qwen3-32B 的非思考模式做摘要",
    "我們用 qwen3 14b，關閉思考模式",
    "Qwen3-14B for ticket triage, non-thinking mode please",
    "serve qwen3 8b with thinking off for 10 users",
    "qwen3 32b, we send enable_thinking=False on every call",
    "qwen3 8b with /no_think in the system prompt",
])
def test_thinking_off_is_read(kb, said):
    assert parse(said, kb).facts.get("no_thinking") is True


@pytest.mark.parametrize("said", [
    "I'm thinking about renting a 4090 for qwen3 8b",
    "we were thinking of 10 users for qwen3 14b",
    "不要思考太久，qwen3 8b 部署给 10 个人用",
    "qwen3 8b, rent it without thinking too much about the card",
    "我在思考要不要用 qwen3 32b",
])
def test_thinking_words_that_turn_nothing_off(kb, said):
    assert "no_thinking" not in parse(said, kb).facts


def test_the_server_starts_with_thinking_off_and_the_caveat_says_how(kb):
    got = consult({**BOT, "no_thinking": True}, kb, what_if=False)
    assert got.picks
    for p in got.picks:
        assert "--reasoning-parser qwen3 --default-chat-template-kwargs '{\"enable_thinking\": false}'" in p.launch
    text = next(c for c in got.caveats if c.id == "thinking-by-default").text
    assert text.en.startswith("Thinking off, as asked: Qwen3-32B answers directly")
    assert "关闭思考" in text.zh and "/no_think" in text.zh


def test_with_thinking_off_a_request_holds_no_thinking_block(kb):
    on = consult(BOT, kb, what_if=False).requirement.vram_gb
    off = consult({**BOT, "no_thinking": True}, kb, what_if=False).requirement.vram_gb
    assert off < on  # 2,000-token prompts with a 300-token reply, not 1,000 tokens of thought before it


def test_a_model_that_always_thinks_says_it_cannot_be_turned_off(kb):
    got = consult({"task": "inference", "model": "deepseek-r1-distill-qwen-32b", "concurrency": 5, "region": "intl",
                   "no_thinking": True}, kb, what_if=False)
    text = next(c for c in got.caveats if c.id == "thinking-by-default").text
    assert "always thinks before it answers: it has no non-thinking mode" in text.en
    assert all("enable_thinking" not in p.launch for p in got.picks)


def test_the_cli_option_and_the_understood_line(kb, capsys):
    from advisor_tui.cli import main

    assert main(["recommend", "--model", "qwen3-8b", "--concurrency", "5", "--region", "intl", "--no-thinking"]) == 0
    out = capsys.readouterr().out
    assert "--default-chat-template-kwargs" in out and "Thinking off, as asked" in out


def test_a_shared_box_says_its_chat_model_thinks_and_turns_it_off_when_asked(kb):
    # review 98 c07: Whisper + Qwen3-8B on one box for live subtitles: no word that Qwen3 thinks first
    on = consult({"models": "whisper-large-v3,qwen3-8b", "users": 1, "region": "intl"}, kb, what_if=False)
    assert any(c.id == "thinking-by-default" and "Qwen3-8B thinks before it answers" in c.text.en
               for c in on.caveats)
    off = consult({"models": "whisper-large-v3,qwen3-8b", "users": 1, "region": "intl", "no_thinking": True}, kb,
                  what_if=False)
    assert all("--default-chat-template-kwargs" in p.launch for p in off.picks)
