"""Review 97 c08: "It goes in a normal office tower" is where the cards bought live — ``office_box`` (--office-box),
which rules out the passively cooled server cards; a card's class ("one workstation GPU"), a server or a rack is no
office box, nor a box refused."""

from __future__ import annotations

import datetime

import pytest

from tests.understand_helpers import read_on

_read, _ = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


@pytest.mark.parametrize("said", [
    "Manufacturing company in Osaka. We want to buy one workstation GPU to host Qwen3-8B. Budget 10000 USD. It goes in "
    "a normal office tower, so the GPU must stay under 350 W.",
    "We're debating buying a workstation with 2x RTX PRO 6000 Blackwell vs renting H100s, Llama 3.3 70B FP8.",
    "buy a GPU for my desktop PC to run Qwen3-8B",
    "The card sits under my desk in a tower case, Qwen3-14B for coding, budget $3000 to buy.",
    "公司想买一台工作站跑 Qwen3-32B，放在办公室，预算 10 万",
    "我们要买显卡装在办公室的台式机里，跑 Qwen3-8B",
    "想配一台台式机跑 Qwen3-8B，预算两万",
])
def test_an_office_box_is_read(kb, said):
    assert _read(kb, said).implied().get("office_box") is True


@pytest.mark.parametrize("said", [
    "We want to buy one workstation GPU to run Qwen3-8B for our team",  # the card's class, not its box
    "buy 2 workstation GPUs for a 4U server in our rack, Qwen3-8B",
    "not a desktop: we buy a server for Qwen3-8B",
    "我们公司买卡跑 Qwen3-8B，机器放机房",
    "Rent an H100 for Qwen3-32B, budget $500 a month",
])
def test_no_office_box_where_none_is_said(kb, said):
    assert not _read(kb, said).implied().get("office_box")
