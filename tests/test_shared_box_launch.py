"""A box serving several models at once gets a command per model, each held to its own share of the card (review
97 c07 / c08: such answers carried no launch line, only "run one engine process per model")."""

from __future__ import annotations

import re

import pytest

import knowledge
from rules.pipeline import consult

_SHARE = re.compile(r"vllm serve (\S+) --port (\d+) .*?--gpu-memory-utilization (0\.\d\d)")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _servers(launch: str) -> list[tuple[str, int, float]]:
    return [(m.group(1), int(m.group(2)), float(m.group(3))) for m in _SHARE.finditer(launch)]


def test_a_chat_model_and_an_embedder_each_get_a_server_within_the_card(kb):
    got = consult({"models": "qwen3-8b,bge-m3", "context_tokens": 8192, "users": 5, "region": "intl"}, kb,
                  what_if=False)
    assert got.picks
    for pick in got.picks:
        servers = _servers(pick.launch)
        assert [s[0] for s in servers] == ["Qwen/Qwen3-8B"]
        card = kb.card(pick.card)
        # the chat server's share holds its own need (22.2 GB here) on this card, and leaves room for the embedder
        share = servers[0][2]
        assert 22.2 / (card.vram_gb * 2 ** 30 / 1e9) < share < 0.95
        assert "--max-model-len 8192 --max-num-seqs 5" in pick.launch
        assert "until curl -sf localhost:8000/health" in pick.launch  # the next server starts once this one holds
        assert "docker run -d --gpus all -p 8080:80" in pick.launch and "--model-id BAAI/bge-m3" in pick.launch


def test_whisper_is_served_by_vllm_and_a_picture_model_is_named_with_its_memory(kb):
    got = consult({"models": "qwen3-14b,whisper-large-v3,flux.1-schnell", "users": 3, "region": "intl"}, kb,
                  what_if=False)
    launch = got.picks[0].launch
    servers = _servers(launch)
    assert [s[0] for s in servers] == ["Qwen/Qwen3-14B", "openai/whisper-large-v3"]
    assert [s[1] for s in servers] == [8000, 8001]
    assert sum(s[2] for s in servers) < 0.95
    assert "FLUX.1 [schnell] (24.8 GB) in a process of its own on GPU 0" in launch
    assert "<" not in launch  # no placeholder in a command to paste


def test_the_servers_shares_never_add_up_to_more_than_the_card(kb):
    # a 24 GB card for Whisper + Qwen3-8B: 0.21 + 0.80 with CUDA graphs — the second server would not start; without
    # the graphs (--enforce-eager) the bare shares fit
    got = consult({"models": "whisper-large-v3,qwen3-8b", "users": 1, "region": "intl"}, kb, what_if=False)
    for pick in got.picks:
        servers = _servers(pick.launch)
        assert len(servers) == 2 and sum(s[2] for s in servers) <= 0.95
        assert ("--enforce-eager" in pick.launch) == (sum(s[2] for s in servers) > 0.9)  # eager only where tight
