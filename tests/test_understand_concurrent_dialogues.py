"""Conversations held at once are the load, never a data set (the forty-fourth session's final user pass: "高峰同时 20
个对话" read as 20 samples and the answer stopped on "每条大概多少 token？")."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize(("said", "n"), [
    ("部署 qwen3-14b 给客服用，高峰同时 20 个对话，上下文 16k", 20),
    ("qwen3 8b 客服，同时在线大概 30 个会话", 30),
    ("客服机器人 qwen3-14b，高峰 15 个对话同时进行", 15),
    ("qwen2.5 7b 答疑，同时最多五十个咨询", 50),
])
def test_conversations_at_once_are_the_concurrency(kb, said, n):
    facts = parse(said, kb).facts
    assert facts.get("concurrency") == n and "samples" not in facts


@pytest.mark.parametrize("said", [
    "用 3 万个对话微调 qwen3 8b，每条 800 token",
    "同时整理 20 个对话记录",
])
def test_a_data_set_of_conversations_is_no_load(kb, said):
    assert "concurrency" not in parse(said, kb).facts
