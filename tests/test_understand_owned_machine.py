"""A machine the person has, named by its cards, makes them theirs with the machine's count (review 98 c05: "公司自己
有一台双卡4090（各24G）的机器" was a rental "ruled out", and the answer rented one board-modified card)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize(("said", "card", "count"), [
    ("公司自己有一台双卡4090（各24G）的机器，跑 qwen3 32b awq", "rtx-4090", 2),
    ("实验室有台 4 卡 A100 的服务器，想跑 llama 3.1 70b", "a100-80g-sxm", 4),
    ("我们现在有一台双卡3090的工作站", "rtx-3090", 2),
    ("we have a dual-4090 workstation running qwen3 14b for 10 people", "rtx-4090", 2),
    ("our 2x RTX 3090 box serves llama 3.1 8b", "rtx-3090", 2),
])
def test_the_machines_cards_are_the_persons(kb, said, card, count):
    got = [(c.card, c.count) for c in parse(said, kb).mentioned_cards if c.owned]
    assert got == [(card, count)]


@pytest.mark.parametrize("said", [
    "我想买一台双卡4090的机器跑 qwen3 32b",
    "有一台 4090 的机器也行，qwen3 8b",
    "we want to buy a dual-4090 workstation",
])
def test_a_machine_wanted_is_not_one_had(kb, said):
    assert not any(c.owned for c in parse(said, kb).mentioned_cards)


def test_the_answer_starts_from_the_cards_they_have(capsys):
    from advisor_tui.cli import main

    said = ("公司自己有一台双卡4090（各24G）的机器，现在用 vLLM 跑 Qwen3-32B-AWQ，"
            "给内部大概30个人用，上下文开到16k，想再租卡扩容，每月最多再花3000")
    assert main(["--lang", "zh", "recommend", "--say", said]) == 0
    out = capsys.readouterr().out
    assert "你手上的卡：rtx-4090 ×2" in out and "用你手上的卡不用租" in out
