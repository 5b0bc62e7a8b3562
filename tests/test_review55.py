"""Review 55 (12 consultations written before any run, on 8ad0c92, 8/12 signed): "10 万 token" read as ten tokens,
and the answers beside it."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult

C3 = ("创业公司，用 GLM-4-9B-chat 做长文档问答，上下文 128k，同时大概 8 个请求，每个请求输入大概 10 万 token，"
      "输出 1000 token，首字 10 秒内，每月预算 2 万，要开专票")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_ten_thousands_of_tokens_are_read_as_such(kb):
    """K1: "输入大概 10 万 token" was 10 input tokens, and a 5090 met a 10 s first token it could not."""
    u = parse(C3, kb)
    assert u.facts["input_tokens"] == 100_000 and u.facts["output_tokens"] == 1000
    assert parse("部署 qwen3 32b，每条输入 1.5 万 token，输出 800 token", kb).facts.get("input_tokens") == 15_000
    r = consult({**u.facts, **u.implied()}, kb)
    top = r.picks[0]
    assert top.card != "rtx-5090" and top.gpus_in_all >= 2
