"""Review 109 (a blind ML-infra engineer's review), C5-1: a box one person buys to serve Whisper large-v3, Qwen3-14B
and BGE-M3 summed Qwen3-14B as a 4-bit GGUF (14.4 GB, the home-box default of a single chat model) under an "fp16"
label, picked one 24 GB RTX 4090 and launched the chat model in BF16 under vLLM at --gpu-memory-utilization 0.95
beside Whisper at 0.18 (1.13 of the card). The chat model of a shared box is sized as its launch runs it and as the
label says; the servers' shares of one card never pass what it holds."""

from __future__ import annotations

import json
import math
import re

from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from rules import shared_box_launch
from rules.estimate.requirement import requirement
from rules.facts import resolve
from tests.recommend_cli import recommend as _cli

KB = knowledge.load(user_file=False)

C5_1 = ("我是高雄的獨立開發者，幫幾家診所做語音病歷：想在自己辦公室放一台電腦，同時跑 Whisper large-v3 做語音轉文字、"
        "Qwen3-14B 整理成病歷摘要、bge-m3 做檢索。病歷資料不能上雲端。大概 3 個人同時用。"
        "預算新台幣 15 萬左右（不含螢幕），辦公室插座一個迴路 110V 15A，不想跳電。要買卡，不租。")
CHAT = ("qwen3-8b", "qwen3-14b", "qwen3-32b")
SIDE = ("whisper-large-v3", "bge-m3")


def _shares(launch: str) -> list[float]:
    return [float(s) for s in re.findall(r"--gpu-memory-utilization ([0-9.]+)", launch)]


def test_c5_1_the_clinic_box_is_sized_labelled_and_launched_in_bf16():
    """Before: 4.5 + 14.4 + 2.6 = 21.6 GB "fp16", one RTX 4090, shares 0.18 + 0.95. Now: 4.5 + 34.7 + 2.6 = 41.9 GB,
    a 48 GB card, and the shares on it sum to at most 0.95."""
    out = json.loads(_cli("--say", C5_1, "--json"))
    assert out["facts"]["precision"] == "fp16" and out["facts"]["engine"] == "vllm"
    assert "Qwen3-14B 34.7 GB" in out["combined_models"] and "41.9 GB" in out["combined_models"]
    assert out["requirement"]["vram_gb"] == 41.9
    picks = out["picks"]
    assert picks and all(p["vram_gb_total"] >= 41.9 for p in picks)
    for pick in picks:
        assert "Qwen/Qwen3-14B " in pick["launch"] and sum(_shares(pick["launch"])) <= 0.95


@settings(max_examples=12, deadline=None)
@given(chat=st.sampled_from(CHAT), side=st.lists(st.sampled_from(SIDE), min_size=1, max_size=2, unique=True),
       concurrency=st.integers(1, 8))
def test_a_bought_box_sums_each_chat_model_as_the_label_says(chat, side, concurrency):
    """Law: a person buying the box changes no model's size in the sum — the same sum as the box sized for renting,
    at the precision the answer states."""
    base = {"models": ",".join([*side, chat]), "concurrency": concurrency, "region": "intl"}
    bought = resolve({**base, "procure": "buy", "buyer": "individual"}, KB)
    rented = resolve(base, KB)
    assert bought.precision == rented.precision == "fp16"
    assert bought.vram_gb == rented.vram_gb


@settings(max_examples=30, deadline=None)
@given(chat=st.sampled_from(CHAT), side=st.lists(st.sampled_from(SIDE), min_size=1, max_size=2, unique=True),
       card=st.sampled_from([c for c in KB.cards if c.ecosystem == "cuda"]), gpus=st.sampled_from([1, 2, 4]))
def test_the_servers_shares_of_one_card_never_pass_what_it_holds(chat, side, card, gpus):
    """Law: a shared box's launch gives the servers on GPU 0 shares that sum to at most 0.95 of the card (TEI's
    own memory counted beside them), or gives no launch at all."""
    facts = resolve({"models": ",".join([*side, chat]), "concurrency": 2, "region": "intl"}, KB)
    launch = shared_box_launch.launch(KB, facts, card, gpus)
    if launch is None:
        return
    capacity = card.vram_gb * 2 ** 30 / 1e9
    tei = 2.6 / capacity if "bge-m3" in side else 0.0
    assert sum(_shares(launch)) + tei <= 0.95 + 1e-9
    assert all(not math.isnan(s) and 0 < s <= 0.95 for s in _shares(launch))


@settings(max_examples=12, deadline=None)
@given(chat=st.sampled_from(CHAT), side=st.lists(st.sampled_from(SIDE), min_size=1, max_size=2, unique=True))
def test_the_gpu_the_launch_starts_the_other_models_on_holds_them_all(chat, side):
    """Law: every model that does not divide starts on GPU 0 (Whisper's CUDA_VISIBLE_DEVICES=0, TEI's first GPU), so
    a split's fullest GPU holds their sum beside its share of the chat model, not only the largest of them."""
    facts = resolve({"models": ",".join([*side, chat]), "concurrency": 2, "region": "intl"}, KB)
    req = requirement(facts, KB)
    alone = [requirement(resolve({"model": m, "concurrency": 2, "region": "intl"}, KB), KB).vram_gb for m in side]
    assert req.parts.whole_gb == round(sum(alone), 1)
